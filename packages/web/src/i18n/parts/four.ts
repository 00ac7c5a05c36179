/** UI messages of the Four Suspects table added for rule fidelity, merged into `en` / `zh`. Keys start with `fs.`. */
export const fourEn = {
  'fs.prompt.end.me': 'Your question is done: hire the courier for another turn, or end your turn.',
  'fs.prompt.end.other': '{name} may hire the courier for another turn.',
  'fs.end.hire': 'Hire the courier ({n}) and play again',
  'fs.end.done': 'End my turn',
  'fs.end.hint': 'The extra turn uses the two face-up cards after the refill. Then coins above 4 go under the deck.',
  'fs.log.setup.peek': '{seat} holds 3 cards and looks at a random card of {from}; {from} starts.',
  'fs.log.setup.peekSeen': '{seat} holds 3 cards and looks at {card} from {from}; {from} starts.',
  'fs.log.setup.start': '{seat} starts (drawn at random).',
  'fs.log.setup.rooms': 'Each player splits 7 cards into a left room of 3 and a right room of 4; {seat} starts.',
  'fs.q.broker': 'The broker: show {target} one of your cards sharing a time, place or person with {card}.',
  'fs.compose.previewRoom': 'how many of your cards in the {room} show {values}?',
  'fs.reason.last-standing': 'everyone else guessed wrong',
  'fs.ownGuess.wrong': 'You guessed {cards}: wrong. Nobody else learns what you named.',
  'fs.ownGuess.right': 'You guessed {cards}: right.',
} as const;

export const fourZh: Record<keyof typeof fourEn, string> = {
  'fs.prompt.end.me': '你的提问结束：可雇用信使再进行一个回合，或结束回合。',
  'fs.prompt.end.other': '{name} 可雇用信使再进行一个回合。',
  'fs.end.hire': '雇用信使（{n}）并再来一回合',
  'fs.end.done': '结束我的回合',
  'fs.end.hint': '额外回合使用补牌后的两张翻开的卡。之后超过 4 枚的硬币放回牌堆底。',
  'fs.log.setup.peek': '{seat} 只有 3 张牌，随机看了 {from} 的一张牌；由 {from} 先开始。',
  'fs.log.setup.peekSeen': '{seat} 只有 3 张牌，看了 {from} 的{card}；由 {from} 先开始。',
  'fs.log.setup.start': '随机决定由 {seat} 先开始。',
  'fs.log.setup.rooms': '每位玩家把 7 张牌分成左房间 3 张、右房间 4 张；由 {seat} 先开始。',
  'fs.q.broker': '掮客：给 {target} 看一张与{card}有相同时间、地点或人物的牌。',
  'fs.compose.previewRoom': '你的{room}里有几张牌带有{values}？',
  'fs.reason.last-standing': '其他人都猜错了',
  'fs.ownGuess.wrong': '你猜的是{cards}：猜错了。其他人不会知道你猜了什么。',
  'fs.ownGuess.right': '你猜的是{cards}：猜对了。',
};
