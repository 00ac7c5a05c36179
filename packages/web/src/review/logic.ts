/** Pure helpers of the review dialog (docs/review.md). */
import type { SeatReview } from '@alibi/deduction/review';
// The leaf module: the package's index brings two games' rules along (build/chunks.ts).
import { withOthers } from '@alibi/deduction/review/others';
import type { WorkerReview } from './review.worker.ts';

/** A chance in whole percent, never rounded up to a certainty or down to an impossibility. */
export function pct(p: number): string {
  if (p > 0 && p < 0.005) return '<1%';
  if (p < 1 && p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/** What a panel can say of what a seat's questions gave the other players (`QuestionReview.others`). */
export type OthersState = 'shown' | 'loading' | 'failed' | 'private';

/** A seat's review as the worker gave it (with its trace), or 'failed'. */
export type ComputedReview = WorkerReview | 'failed';

/** Every seat's review computed so far (by seat), or 'failed', and whether their `others` are filled. */
export interface SeatReviews {
  bySeat: Record<number, SeatReview | 'failed'>;
  others: OthersState;
}

/**
 * The reviews computed so far; once every one of the table's `players` seats is in (a table that
 * publishes its reviews), each rated question's `others` filled from every seat's trace, as
 * `reviewGame` fills them. `everySeat`: whether every seat's perspective was asked for (else only
 * this browser's own seat is known: 'private').
 */
export function reviewsWithOthers(computed: Record<number, ComputedReview>, players: number, everySeat: boolean): SeatReviews {
  const bySeat: SeatReviews['bySeat'] = {};
  for (const [seat, c] of Object.entries(computed)) bySeat[Number(seat)] = c === 'failed' || !c.review ? 'failed' : c.review;
  if (!everySeat) return { bySeat, others: 'private' };
  const seats = Array.from({ length: players }, (_, s) => s);
  const traces = seats.map((s) => {
    const c = computed[s];
    return c && c !== 'failed' ? (c.trace ?? null) : null;
  });
  if (seats.some((s) => bySeat[s] === 'failed')) return { bySeat, others: 'failed' };
  if (seats.some((s) => !bySeat[s])) return { bySeat, others: 'loading' };
  try {
    return { bySeat: Object.fromEntries(seats.map((s) => [s, withOthers(bySeat[s] as SeatReview, traces)])), others: 'shown' };
  } catch {
    // A review without its trace (or one that does not fit it) cannot be matched with the others.
    return { bySeat, others: 'failed' };
  }
}
