/** The Chinese of parts/server.ts: loaded only when a person reads the app in Chinese (format.ts, loadLang). */
import type { serverEn } from '../parts/server.ts';

export const serverZh: Record<keyof typeof serverEn, string> = {
  'table.tooLong': '本局已达到一局允许的最多步数，已结束，无人获胜。',
  'error.MALFORMED': '服务器无法读取该请求。',
  'error.GAME_OVER': '本局已经结束。',
  'error.BAD_PLAYERS': '这个游戏不能用这么多人玩。',
  'error.BAD_OPTIONS': '这些选项不能同时用于这个游戏。',
  'error.NOT_STARTED': '游戏尚未开始。',
  'error.NOT_SEATED': '你在这张牌桌上没有座位。',
  'error.TOO_LARGE': '内容太长，服务器无法接受。',
  'error.SEQ_REUSED': '另一个标签页已为这个座位提交了行动；页面正在同步。',
  'error.CONFLICT': '牌桌刚刚有了变化；请重新查看后再试。',
  'error.SHUTTING_DOWN': '服务器正在重启，请稍后再试。',
  'error.NOT_FOUND': '未找到。',
  'error.CHAT_CLOSED': '现在不能聊天。',
  'error.INTERNAL': '服务器出了问题，请重试。',
};
