/** The Chinese of parts/shell.ts: loaded only when a person reads the app in Chinese (format.ts, loadLang). */
import type { shellEn } from '../parts/shell.ts';

export const shellZh: Record<keyof typeof shellEn, string> = {
  'shell.tabs': '牌桌分区',
  'shell.table': '牌桌',
  'sound.toggle': '回合提示音',
  'sound.on': '提示音已开：轮到你时响一声',
  'sound.off': '提示音已关：轮到你时不响',
};
