/** The rules pages (issue #19): their frame, not their content (that is rules/content/<game>.ts). Merged into `en` / `zh`. */
export const rulesEn = {
  'rules.link': 'Rules',
  'rules.linkFor': 'Rules of {game}',
  'rules.button': 'Rules',
  'rules.title': 'How to play {game}',
  'rules.contents': 'Contents',
  'rules.back': 'Back',
  'rules.loading': 'Loading the rules…',
  'rules.failed': 'The rules could not be loaded.',
  'rules.noGame': 'There is no game called “{game}”.',
  'rules.noRules': 'No rules page has been written for this game yet.',
  'rules.allGames': 'Back to the lobby',
  'help.what': 'What does this mean?',
} as const;
