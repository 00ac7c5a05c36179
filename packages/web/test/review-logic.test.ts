/**
 * The review dialog's `reviewsWithOthers` (docs/review.md, "What each question gave the other
 * players"): what a panel may say of what a seat's questions gave the others, as the worker's
 * reviews come in, and the figures once every seat's trace is in.
 */
import { describe, expect, it } from 'vitest';
import type { QuestionReview, SeatReview, SeatTrace } from '@alibi/deduction/review';
import { reviewsWithOthers, type ComputedReview } from '../src/review/logic.ts';

/** A seat's review with one question per `steps` entry (the fields `withOthers` reads; the rest as a review has them). */
function reviewOf(seat: number, steps: number[]): SeatReview {
  const questions = steps.map((step) => ({ step, realisedBits: 0, others: [] }) as unknown as QuestionReview);
  return { seat, questions } as unknown as SeatReview;
}

// Three seats; seat 0 asked at step 1 (settled at 3) and at step 4 (never settled); seat 2 at step 0 (settled at 2).
const traces: SeatTrace[] = [
  { bits: [3, 3, 2.5, 2, 2], settled: [3, -1] },
  { bits: [3, 2.75, 2.75, 1.5, 1.5], settled: [] },
  { bits: [3, 3, 1, 1, 0.25], settled: [2] },
];
const computed = (seats: number[]): Record<number, ComputedReview> =>
  Object.fromEntries(seats.map((s) => [s, { review: reviewOf(s, s === 0 ? [1, 4] : s === 2 ? [0] : []), trace: traces[s] }]));

describe('reviewsWithOthers', () => {
  it("at a private table: this seat's review only, its questions' others left out", () => {
    const got = reviewsWithOthers(computed([0]), 3, false);
    expect(got.others).toBe('private');
    expect((got.bySeat[0] as SeatReview).questions.map((q) => q.others)).toEqual([[], []]);
  });

  it('waits for every seat, and fails when one of them fails or has no trace', () => {
    expect(reviewsWithOthers(computed([0, 2]), 3, true).others).toBe('loading');
    expect(reviewsWithOthers({ ...computed([0, 2]), 1: 'failed' }, 3, true).others).toBe('failed');
    expect(reviewsWithOthers({ ...computed([0, 2]), 1: { review: null } }, 3, true).others).toBe('failed');
    const untraced = reviewsWithOthers({ ...computed([1, 2]), 0: { review: reviewOf(0, [1, 4]) } }, 3, true);
    expect(untraced.others).toBe('failed');
    expect((untraced.bySeat[0] as SeatReview).questions.every((q) => q.others.length === 0)).toBe(true);
  });

  it("fills every seat's questions from the others' entropies at the ask and once settled", () => {
    const got = reviewsWithOthers(computed([2, 0, 1]), 3, true);
    expect(got.others).toBe('shown');
    // Seat 0's question at step 1, settled at 3: seat 1 went from 2.75 to 1.5 bits, seat 2 from 3 to 1; the other, never settled: nothing.
    expect((got.bySeat[0] as SeatReview).questions.map((q) => q.others)).toEqual([
      [
        { seat: 1, bits: 1.25 },
        { seat: 2, bits: 2 },
      ],
      [],
    ]);
    // Seat 2's question at step 0, settled at 2: seat 0 went from 3 to 2.5 bits, seat 1 from 3 to 2.75.
    expect((got.bySeat[2] as SeatReview).questions[0]?.others).toEqual([
      { seat: 0, bits: 0.5 },
      { seat: 1, bits: 0.25 },
    ]);
  });
});
