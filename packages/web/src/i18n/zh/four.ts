/** The Chinese of parts/four.ts: loaded only when a person reads the app in Chinese (format.ts, loadLang). */
import type { fourEn } from '../parts/four.ts';

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
  'fs.reason.last-standing': '其他人都已出局',
  'fs.ownGuess.wrong': '你猜的是{cards}：猜错了。其他人不会知道你猜了什么。',
  'fs.ownGuess.right': '你猜的是{cards}：猜对了。',
  'fs.seat.resigned': '已认输',
  'fs.log.resigned': '{seat} 认输出局，但仍要回答和出示卡牌。',
  'fs.outResigned': '你已认输出局：不再进行回合，别人向你提的问题会由系统代你回答。',
};
