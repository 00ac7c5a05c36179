/** UI messages of the note-sheet assistant (exact deduction), merged into `en` / `zh`. */
export const assistantEn = {
  'assistant.mustBe': 'the assistant proves this is the missing alibi',
  'assistant.cannotBe': 'the assistant proves this is not the missing alibi',
  'assistant.chance': '{p} chance of being the missing alibi',
  'assistant.why': 'Why: {card}',
} as const;

export const assistantZh: Record<keyof typeof assistantEn, string> = {
  'assistant.mustBe': '助手已证明：这就是缺失的不在场证明',
  'assistant.cannotBe': '助手已证明：这不是缺失的不在场证明',
  'assistant.chance': '是缺失不在场证明的概率：{p}',
  'assistant.why': '理由：{card}',
};
