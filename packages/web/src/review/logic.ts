/** Pure helpers of the review dialog (docs/review.md). */

/** A chance in whole percent, never rounded up to a certainty or down to an impossibility. */
export function pct(p: number): string {
  if (p > 0 && p < 0.005) return '<1%';
  if (p < 1 && p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}
