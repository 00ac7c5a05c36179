/** The Chinese of parts/claims.ts: loaded only when a person reads the app in Chinese (format.ts, loadLang). */
import type { claimsEn } from '../parts/claims.ts';

export const claimsZh: Record<keyof typeof claimsEn, string> = {
  'cw.open': '申报开放中：{s} 秒',
  'cw.openHint': '在倒计时结束前提出的申报视为同时提出，将按随机顺序核对。',
  'cw.held': '你的申报已提交：{card}。窗口关闭时核对。',
  'cw.heldShort': '申报已提交',
  'cw.droppedIllegal': '你的申报（{card}）未被核对：窗口关闭时它已不再可行。',
  'cw.droppedBeaten': '你的申报（{card}）未被核对：同一窗口中先抽到的申报已经猜中。',
  'cw.claimCell': '申报 {card}',
  'cw.confirmCell': '确定吗？申报 {card}',
  'cw.guessCell': '猜 {card}',
  'cw.confirmGuess': '确定吗？猜 {card}',
  'cw.why.spectator': '观战者不能申报。',
  'cw.why.over': '游戏已经结束。',
  'cw.why.out': '你已出局。',
  'cw.why.held': '你在本窗口的申报已经提交。',
  'cw.why.hand': '这张牌在你手里，不可能是缺失的那张。',
  'cw.why.public': '这张牌已公开，不可能是缺失的那张。',
  'cw.why.notNow': '现在不能申报。',
  'cw.why.notThis': '现在不能申报这张牌。',
  'cw.why.two': '缺失的不在场证明有两张：请在猜测面板里一起猜。',
  'cw.setting': '申报窗口',
  'cw.settingHint': '每次回答后的若干秒内，所有申报视为同时提出（0：最快的申报获胜）。',
  'cw.seconds': '{n} 秒',
};
