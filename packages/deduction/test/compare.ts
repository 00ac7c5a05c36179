import type { View as PAView } from '@alibi/perfect-alibi';
import type { View as FSView } from '@alibi/four-suspects';
import { deduce, fourSuspectsInfoSet, perfectAlibiInfoSet, type Deduction, type InfoSet, type Place } from '../src/index.ts';
import { bruteFourSuspects, brutePerfectAlibi, type Brute } from './brute.ts';
import type { Config } from './samples.ts';

/** The brute force's name for one of the engine's places. */
export const placeName = (p: Place, viewer: number): string =>
  p.kind === 'hand' ? (p.seat === viewer ? 'mine' : `hand:${p.seat}`) : p.kind === 'room' ? `room:${p.seat}:${p.room}` : p.kind;

export function infoOf(c: Config, view: unknown): InfoSet {
  return c.game === 'perfect-alibi' ? perfectAlibiInfoSet(view as PAView) : fourSuspectsInfoSet(view as FSView);
}

export function bruteOf(c: Config, view: unknown, budget: number, plain = false): Brute {
  return c.game === 'perfect-alibi'
    ? brutePerfectAlibi(view as PAView, { budget, plain })
    : bruteFourSuspects(view as FSView, { budget, plain });
}

/** Every disagreement between the engine and brute force, as readable lines (empty: they agree). */
export function differences(info: InfoSet, d: Deduction, b: Brute, tolerance = 1e-9): string[] {
  const out: string[] = [];
  if (d.consistent !== b.total > 0) return [`consistent: engine ${d.consistent}, brute total ${b.total}`];
  if (!d.consistent) return out;
  for (const card of d.cards) {
    let sum = 0;
    d.places.forEach((place, i) => {
      const name = placeName(place, info.viewer);
      const want = b.cards[card.card]?.get(name) ?? 0;
      const got = card.probability[i] ?? 0;
      sum += got;
      if (card.possible[i] !== want > 0) out.push(`card ${card.card} at ${name}: possible ${card.possible[i]}, brute ${want}`);
      if (Math.abs(got - want) > tolerance) out.push(`card ${card.card} at ${name}: ${got} vs brute ${want}`);
    });
    if (Math.abs(sum - 1) > tolerance) out.push(`card ${card.card}: probabilities sum to ${sum}`);
  }
  for (const t of d.tiles) {
    info.tileNames.forEach((name, i) => {
      const want = b.tiles.get(t.seat)?.get(name) ?? 0;
      const got = t.probability[i] ?? 0;
      if (t.possible[i] !== want > 0) out.push(`seat ${t.seat} tile ${name}: possible ${t.possible[i]}, brute ${want}`);
      if (Math.abs(got - want) > tolerance) out.push(`seat ${t.seat} tile ${name}: ${got} vs brute ${want}`);
    });
  }
  return out;
}

export { deduce };
