/** A seat's belief about the missing card(s), from its information set (review helpers). */
import { count, type Counts, type Model } from '../core.ts';
import { modelOf } from '../deduce.ts';
import type { InfoSet } from '../types.ts';

export const entropy = (ps: ArrayLike<number>): number => {
  let h = 0;
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i] as number;
    if (p > 1e-15) h -= p * Math.log2(p);
  }
  return Math.max(0, h);
};

/** What a seat's information says of the missing card(s): the distribution and P(a given set). */
export interface SeatBelief {
  info: InfoSet;
  model: Model;
  counts: Counts;
  /** P(card is missing), for the 16 cards. */
  missing: number[];
  bits: number;
  missingHolder: number;
}

/** P(card is missing) for the 16 cards, from a count of the seat's model. */
export function missingOf(info: InfoSet, counts: Counts, missingHolder: number): number[] {
  const missingPlace = info.places.findIndex((p) => p.kind === 'missing');
  return Array.from({ length: 16 }, (_, c) => {
    if (info.known[c] === missingPlace) return 1;
    if ((info.known[c] ?? -1) >= 0) return 0;
    return counts.cardIn[missingHolder]?.[c] ?? 0;
  });
}

/**
 * Entropy of the missing card in bits. With two missing cards (Four Suspects, 2 players): the
 * entropy of each card's share of the pair (marginals halved) less one bit, a proxy that is 0
 * exactly when both are certain.
 */
export function missingBits(info: InfoSet, counts: Counts, missingHolder: number): number {
  if (counts.total <= 0) return 0;
  const missing = missingOf(info, counts, missingHolder);
  const missingPlace = info.places.findIndex((p) => p.kind === 'missing');
  const total = (info.holders[missingHolder]?.size ?? 0) + info.known.filter((k) => k === missingPlace).length;
  const bits = entropy(missing.map((p) => p / Math.max(1, total))) - (total > 1 ? Math.log2(total) : 0);
  return Math.max(0, bits);
}

export function beliefOf(info: InfoSet): SeatBelief {
  const model = modelOf(info);
  const counts = count(model);
  const missingPlace = info.places.findIndex((p) => p.kind === 'missing');
  const missingHolder = info.holders.findIndex((h) => h.place === missingPlace);
  return {
    info,
    model,
    counts,
    missing: missingOf(info, counts, missingHolder),
    bits: missingBits(info, counts, missingHolder),
    missingHolder,
  };
}

/** P(exactly these cards are the missing ones) under a seat's belief: exact, joint for pairs. */
export function probabilityOfSet(b: SeatBelief, cards: readonly number[]): number {
  if (b.counts.total <= 0) return 0;
  const missingPlace = b.info.places.findIndex((p) => p.kind === 'missing');
  const open: number[] = [];
  for (const c of cards) {
    const k = b.info.known[c] ?? -1;
    if (k === missingPlace) continue;
    if (k >= 0) return 0;
    open.push(c);
  }
  if (open.length === 0) return 1;
  if (open.length === 1) return b.missing[open[0] as number] ?? 0;
  const mask = open.reduce((m, c) => m | (1 << c), 0);
  const extra = {
    holder: b.missingHolder,
    obs: b.info.observations.length,
    reads: [mask],
    tilesRead: [] as number[],
    weight: (hand: number) => ((hand & mask) === mask ? 1 : 0),
  };
  const c = count({ ...b.model, local: [...b.model.local, extra] });
  return c.total / b.counts.total;
}

/**
 * A seat's belief before each of `views[0..lastStep]`, from its information set in each view; a
 * step that told the seat nothing new shares the previous belief (counting is the costly part).
 */
export function beliefsAlong<V>(views: readonly V[], lastStep: number, infoOf: (view: V) => InfoSet): SeatBelief[] {
  const beliefs: SeatBelief[] = [];
  let prevKey = '';
  for (let i = 0; i <= lastStep; i++) {
    const info = infoOf(views[i] as V);
    const key = JSON.stringify(info);
    beliefs.push(key === prevKey && beliefs.length ? (beliefs[beliefs.length - 1] as SeatBelief) : beliefOf(info));
    prevKey = key;
  }
  return beliefs;
}
