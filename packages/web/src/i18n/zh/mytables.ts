/** The Chinese of parts/mytables.ts: loaded only when a person reads the app in Chinese (format.ts, loadLang). */
import type { mytablesEn } from '../parts/mytables.ts';

export const mytablesZh: Record<keyof typeof mytablesEn, string> = {
  'mine.title': '我的牌桌',
  'mine.yourTurn': '轮到你了',
  'mine.othersTurn': '还没轮到你',
  'mine.notStarted': '等待开局',
  'mine.as': '你：{name}',
  'mine.hosting': '你是主持人（观战）',
  'mine.open': '进入',
  'mine.dismiss': '移除',
  'mine.dismissLabel': '从“我的牌桌”中移除 {name}',
  'mine.refresh': '刷新我的牌桌',
  'turn.prefix': '● 轮到你了 — ',
  'turn.prefixMany': '● 轮到你了（{n} 桌）— ',
  'turn.notifyTitle': '轮到你了',
  'turn.notifyBody': '在“{name}”轮到你行动了。',
  'notify.enable': '轮到我时通知我',
  'notify.disable': '关闭轮次通知',
  'notify.on': '页面在后台时，轮到你会收到通知。',
  'notify.denied': '此浏览器已禁止本站的通知；请在浏览器设置中允许后再开启。',
};
