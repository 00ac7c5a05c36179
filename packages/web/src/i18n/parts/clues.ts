/** UI messages of the Alibi Clues table added for issue 15, merged into `en` / `zh`. Keys start with `ac.`; names are our own. */
export const cluesEn = {
  // Suspect names: the engine's English names, translated like the other games' suspects.
  'ac.suspect.0': 'Mabel Quist',
  'ac.suspect.1': 'Otto Brandt',
  'ac.suspect.2': 'Vera Lind',
  'ac.suspect.3': 'Hugo Falk',
  'ac.suspect.4': 'Ines Morrow',
  'ac.suspect.5': 'Rufus Kell',
  'ac.suspect.6': 'Dora Penn',
  'ac.suspect.7': 'Silas Wren',
  'ac.suspect.8': 'Greta Holm',
  'ac.suspect.9': 'Cyril Dane',
  'ac.suspect.10': 'Lotte Veer',
  'ac.suspect.11': 'Nils Arden',
  'ac.suspect.12': 'Petra Sol',
  'ac.suspect.13': 'Bram Oakes',
  'ac.suspect.14': 'Edda Crane',
  'ac.suspect.15': 'Felix Marsh',
  // Card art: categories and card kinds.
  'ac.cat.gender': 'Gender',
  'ac.cat.build': 'Build',
  'ac.cat.hair': 'Hair',
  'ac.cat.clothes': 'Clothes',
  'ac.cat.accessory': 'Accessory',
  'ac.art.function': 'Function card',
  // Game over: the final standings.
  'ac.over.final': 'Final scores',
  'ac.over.rank': 'Place {n}',
  'ac.over.accusations': '{n, plural, =0 {no accusations} one {# accusation} other {# accusations}}',
  'ac.over.coverCases': '{n, plural, one {# case closed by cover stories} other {# cases closed by cover stories}}',
  'ac.over.casePoints': 'Points this case: {points}',
  'ac.over.reason.exhausted': 'The last case closed the game: no new suspect was left to join the row.',
  'ac.over.reason.lastStanding': 'Everyone else resigned, so the game ended with one player left at the table.',
  // No card to play: the three choices.
  'ac.stuck.why':
    'None of your clue cards fits a face-up suspect without a cover story, so you have no card to play. Choose one:',
  'ac.stuck.function':
    'Play a function card (it still has to do something: a cover story needs a suspect without one, hush money a clue on the table, a tip-off a clue to follow it).',
  'ac.stuck.functionNone': 'Play a function card — none of yours can do anything now.',
  'ac.stuck.discard':
    'Or pick 1 to 4 cards in your hand, discard them and draw back up to 4 — you may not play a card after that, only exchange one.',
  'ac.stuck.end': 'Or end your turn now without playing or discarding.',
  'ac.stuck.play': 'Play: {card}',
  'ac.stuck.endNow': 'End turn without playing',
  'ac.log.skipped': '{seat} has no card to play and ends the turn.',
  'ac.log.resigned': '{seat} resigns and leaves the game; their hand goes onto the discard pile.',
  'ac.seat.resigned': 'resigned',
  'ac.over.remaining': 'Never convicted: {names}',
  // The rules in short, on the table.
  'ac.rules.title': 'Rules in short',
  'ac.rules.turn':
    'On your turn play exactly one card: a clue card showing a feature of a face-up suspect without a cover story (repeats are fine), or a function card. Then draw one card.',
  'ac.rules.stuck':
    'No card to play (no clue card of yours fits): play a function card that can do something, discard 1–4 cards and draw back to 4 (no play after that), or end your turn.',
  'ac.rules.exchange': 'After playing or discarding you may exchange one card: discard it and draw one.',
  'ac.rules.accuse':
    'When the clues on all tables show 5 different features of one suspect, whoever played a clue of that suspect may accuse it that turn; if not, the next player may at the start of their turn only. With several such suspects, the accuser picks.',
  'ac.rules.score':
    'The accuser scores 1 point; every player scores 1 point per clue card in front of them that fits the culprit, repeats included. All clues and cover stories are then discarded, and a new suspect takes the culprit’s place; the player after the accuser starts.',
  'ac.rules.cover':
    'Cover story: lay it on a suspect without one; that suspect cannot be accused this round. The third cover story makes the last suspect without one the culprit at once, and its player scores 1 extra point.',
  'ac.rules.hush': 'Hush money: discard it together with one clue card in front of any player, yourself included.',
  'ac.rules.tip': 'Tip-off: play two more clue cards at once (as many as you can), then discard it and draw back up to 4.',
  'ac.rules.end': 'The game ends when no new suspect is left to fill the row; the most points wins, ties share the win.',
} as const;
