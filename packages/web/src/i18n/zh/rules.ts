/** The Chinese of parts/rules.ts: loaded only when a person reads the app in Chinese (format.ts, loadLang). */
import type { rulesEn } from '../parts/rules.ts';

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
