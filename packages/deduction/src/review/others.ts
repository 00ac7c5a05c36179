/**
 * What a question gave each seat (docs/review.md, `realisedBits` and `others`): the seat's
 * entropy of the missing card(s) before the question minus once the question is settled, each
 * seat under its own information. `reviewGame` reads every seat's beliefs from the game's states;
 * the web reviews each seat from its own views in turn and, once every seat's trace is in, fills
 * the others' figures with `withOthers` (the same numbers: the same unrounded entropies).
 */
// Not from steps.ts: this module is the web client's leaf import, and steps.ts reaches the games' rules.
import { round6 } from './round.ts';
import type { QuestionReview, SeatReview } from './summary.ts';

/**
 * What one seat's review leaves for the other seats' `others` figures: its entropy before each
 * step up to the last step reviewed (unrounded: `realisedBits` is rounded once, from the
 * difference), and the step at which each of its rated questions was settled (-1: never).
 */
export interface SeatTrace {
  bits: number[];
  settled: number[];
}

/** A seat's review from its own views (null while they do not reveal the missing card(s)), with its trace. */
export interface TracedReview {
  review: SeatReview | null;
  trace: SeatTrace;
}

/** What a question asked at `step` and settled at `done` gave a seat with these entropies; null if not settled within them. */
export function gainOf(bits: readonly number[], step: number, done: number): number | null {
  return done >= 0 && done < bits.length ? round6((bits[step] as number) - (bits[done] as number)) : null;
}

/** What the question gave every seat but its asker whose entropies are known (`bitsOf(seat)`, null: unknown). */
export function othersOf(
  asker: number,
  players: number,
  step: number,
  done: number,
  bitsOf: (seat: number) => readonly number[] | null | undefined,
): QuestionReview['others'] {
  const others: QuestionReview['others'] = [];
  for (let seat = 0; seat < players; seat++) {
    const bits = seat === asker ? null : bitsOf(seat);
    const bitsGained = bits ? gainOf(bits, step, done) : null;
    if (bitsGained !== null) others.push({ seat, bits: bitsGained });
  }
  return others;
}

/**
 * The seat's review with each rated question's `others` filled from every seat's trace
 * (`traces[s]`; a seat whose trace is missing is left out, as a seat whose question was never
 * settled is). With every seat's trace these are `reviewGame`'s `others`.
 */
export function withOthers(review: SeatReview, traces: readonly (SeatTrace | null | undefined)[]): SeatReview {
  const own = traces[review.seat];
  if (!own) throw new RangeError(`no trace for seat ${review.seat}, the asker`);
  if (own.settled.length !== review.questions.length)
    throw new RangeError(`seat ${review.seat}: ${own.settled.length} settled steps for ${review.questions.length} questions`);
  return {
    ...review,
    questions: review.questions.map((q, i) => ({
      ...q,
      others: othersOf(review.seat, traces.length, q.step, own.settled[i] as number, (s) => traces[s]?.bits),
    })),
  };
}
