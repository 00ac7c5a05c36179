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

export const rulesZh: Record<keyof typeof rulesEn, string> = {
  'rules.link': '规则',
  'rules.linkFor': '{game}的规则',
  'rules.button': '规则',
  'rules.title': '{game}怎么玩',
  'rules.contents': '目录',
  'rules.back': '返回',
  'rules.loading': '正在加载规则……',
  'rules.failed': '规则加载失败。',
  'rules.noGame': '没有名为“{game}”的游戏。',
  'rules.noRules': '这个游戏的规则页还没有写好。',
  'rules.allGames': '返回大厅',
  'help.what': '这是什么意思？',
};
