/** Step-by-step figures every review builds the same way, from a seat's beliefs (docs/review.md). */
import { probabilityOfSet, type SeatBelief } from './belief.ts';
import type { CurvePoint, SeatReview } from './summary.ts';

import { round6 } from './round.ts';

/** Figures are rounded to 6 decimals, so a review is the same bytes on every machine. */
export { round6 };

/** `items` in groups of equal key, groups in the order their first item comes, items in order. */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

/** The seat's chance of the true missing card(s), and its uncertainty, before each step. */
export function curveOf(
  beliefs: readonly SeatBelief[],
  truth: readonly number[],
  turnAt: (step: number) => number,
): CurvePoint[] {
  return beliefs.map((b, step) => ({ step, turn: turnAt(step), p: round6(probabilityOfSet(b, truth)), bits: round6(b.bits) }));
}

/** The first step at which the seat was certain of the truth and the rules let it claim. */
export function firstCertain(
  beliefs: readonly SeatBelief[],
  truth: readonly number[],
  mayClaim: (step: number) => boolean,
  turnAt: (step: number) => number,
): SeatReview['certainAt'] {
  for (let step = 0; step < beliefs.length; step++)
    if (probabilityOfSet(beliefs[step] as SeatBelief, truth) > 1 - 1e-9 && mayClaim(step)) return { step, turn: turnAt(step) };
  return null;
}

/** Four Suspects turn numbers: every entry into a turn phase starts one (its phase is public). */
export function fourSuspectsTurns(phases: readonly { kind: string; seat?: number }[]): number[] {
  const turns: number[] = [];
  let turn = 0;
  let prevTurnSeat = -1;
  for (const ph of phases) {
    if (ph.kind === 'turn' && ph.seat !== prevTurnSeat) turn++;
    if (ph.kind === 'turn') prevTurnSeat = ph.seat ?? -1;
    turns.push(turn);
  }
  return turns;
}
