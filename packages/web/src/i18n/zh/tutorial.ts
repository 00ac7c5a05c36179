/** The Chinese of parts/tutorial.ts: loaded only when a person reads the app in Chinese (format.ts, loadLang). */
import type { tutorialEn } from '../parts/tutorial.ts';

export const tutorialZh: Record<keyof typeof tutorialEn, string> = {
  'tutorial.learn': '学习玩法',
  'tutorial.learnFor': '学习玩法：{game}，有引导的第一局',
  'tutorial.resume': '继续教程',
  'tutorial.resumeFor': '继续教程：{game}',
  'tutorial.coach': '教程向导',
  'tutorial.step': '第 {n} 步，共 {m} 步',
  'tutorial.next': '下一步',
  'tutorial.restart': '重新开始',
  'tutorial.fold': '收起',
  'tutorial.unfold': '展开提示',
  'tutorial.leave': '离开',
  'tutorial.loading': '正在载入教程…',
  'tutorial.none': '这个游戏还没有教程。',
  'tutorial.back': '返回大厅',
  'tutorial.tag': '教程',
  'tutorial.watch': '看看其他玩家怎么走……',
  'tutorial.wait': '请稍等：其他玩家正在行动。',
  'tutorial.readFirst': '请先读完这一步，再按“下一步”。',
  'tutorial.wrongTitle': '不太对',
  'tutorial.done': '打得好！',
  'tutorial.playReal': '开一局真正的游戏',
  'tutorial.again': '再来一次',
  'tutorial.lost': '这局没有按计划结束。请重新开始教程再试一次。',
};
