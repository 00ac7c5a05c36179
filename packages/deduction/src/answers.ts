/** Whether a spoken answer is the one heard, or (heard < 0: not heard) on the observed side of 2. */
const fits = (spoken: number, heard: number, high: boolean) => (heard >= 0 ? spoken === heard : spoken >= 2 === high);

/**
 * The chance that a true count gives what was observed of the answer: the truth, or with a lie of
 * one (a Rival tile, the poet) one up or down, each half the time, never below 0.
 */
export function answerChance(trueCount: number, lie: boolean, heard: number, high: boolean): number {
  if (!lie) return fits(trueCount, heard, high) ? 1 : 0;
  if (trueCount === 0) return fits(1, heard, high) ? 1 : 0;
  return (fits(trueCount - 1, heard, high) ? 0.5 : 0) + (fits(trueCount + 1, heard, high) ? 0.5 : 0);
}
