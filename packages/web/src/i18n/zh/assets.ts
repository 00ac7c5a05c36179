/** The Chinese of parts/assets.ts: loaded only when a person reads the app in Chinese (format.ts, loadLang). */
import type { assetsEn } from '../parts/assets.ts';

export const assetsZh: Record<keyof typeof assetsEn, string> = {
  'load.table': '正在摆好牌桌…',
  'load.failed': '无法载入此牌桌（网络中断，或网站刚刚更新）。',
  'load.crashed': '显示此牌桌时出了问题。重新载入页面通常即可恢复；对局本身安全地保存在服务器上。',
  'load.retry': '重新载入页面',
};
