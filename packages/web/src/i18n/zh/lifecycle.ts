/** The Chinese of parts/lifecycle.ts: loaded only when a person reads the app in Chinese (format.ts, loadLang). */
import type { lifecycleEn } from '../parts/lifecycle.ts';

export const lifecycleZh: Record<keyof typeof lifecycleEn, string> = {
  'life.listed': '在公开大厅中显示',
  'life.listedHint': '未公开的牌桌只能通过邀请链接加入。',
  'life.listedChip': '公开',
  'life.unlistedChip': '未公开',
  'life.copyInvite': '复制邀请链接',
  'life.kick': '移出',
  'life.kickWith': '移出后由谁接替',
  'life.kickFree': '无人（空出座位）',
  'life.kickConfirm': '要把{name}移出这张牌桌吗？',
  'life.kicked': '房主已将你移出这张牌桌。',
  'life.invited': '已邀请',
  'life.abandoned': '所有玩家都已离开很久：本局按“弃局”结束，无人获胜。',
  'life.status.abandoned': '已弃局',
  'life.notFound': '这张牌桌不存在。无人等候的牌桌过一段时间会自动关闭。',
  'life.rematch': '再来一局',
  'life.rematchHint': '同样的游戏、选项和玩家；重新发牌；每人顺移一个座位。',
  'life.rematchOffer': '房主邀请大家再来一局。',
  'life.accept': '接受',
  'life.decline': '谢绝',
  'life.declined': '你已谢绝再来一局。',
  'life.toRematch': '前往新的一局',
  'life.backToLobby': '返回大厅',
  'error.ALREADY_SEATED': '你在这张牌桌上已经有座位了。',
};
