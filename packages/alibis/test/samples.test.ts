/**
 * `legal`'s samples (a few valid alibis and boards) are drawn from a stream seeded with what the
 * seat knows, never from the state's generator, which carries the seed of every deal.
 */
import { describe, expect, it } from 'vitest';
import { alibis, type Deal, type State } from '../src/index.ts';
import { play, simpleDeal, start, writeAll } from './helpers.ts';

const seats = (s: State) => s.secret.map((_, seat) => seat);
const legalOf = (s: State) => seats(s).map((seat) => alibis.legal(s, seat));

/** The same state with another generator state: nothing any seat knows has changed. */
const otherGenerator = (s: State): State => ({ ...s, rng: [s.rng[0] ^ 0x5bd1e995, s.rng[1] + 1, s.rng[2] ^ 1, s.rng[3] + 7] });

describe('sample legal actions', () => {
  it.each([2, 3, 4, 5, 6])('%i players: the samples do not depend on the secret generator state', (players) => {
    const written = start(players);
    const guessing = play(written, writeAll(written)).state;
    for (const s of [written, guessing]) {
      const before = legalOf(s);
      expect(before.every((l) => l.length > 0)).toBe(true);
      expect(legalOf(otherGenerator(s))).toEqual(before);
    }
  });

  it('nor on anything else the seat cannot see: two seeds, the same table for seat 0', () => {
    // Seat 0 holds suspects 0 and 1 in both games; the others' hands (and the perpetrator) differ.
    const a: Deal = simpleDeal(4);
    const b: Deal = structuredClone(a);
    b.rounds[0]!.hands = [
      [0, 1],
      [8, 2],
      [3, 7],
      [6, 5],
    ];
    const sa = alibis.setup({ players: 4, seed: 'one', options: { deal: a, firstPlayer: 0 } });
    const sb = alibis.setup({ players: 4, seed: 'two', options: { deal: b, firstPlayer: 0 } });
    if (!sa.ok || !sb.ok) throw new Error('setup');
    expect(sa.value.rng).not.toEqual(sb.value.rng);
    expect(alibis.legal(sb.value, 0)).toEqual(alibis.legal(sa.value, 0));
    const ga = play(sa.value, writeAll(sa.value)).state;
    const gb = play(sb.value, writeAll(sb.value)).state;
    expect(alibis.legal(gb, 0)).toEqual(alibis.legal(ga, 0));
  });

  it('still differ between seats and rounds, and stay stable for one state', () => {
    const s = start(4);
    expect(alibis.legal(s, 0)).toEqual(alibis.legal(structuredClone(s), 0));
    const g = play(s, writeAll(s)).state;
    expect(alibis.legal(g, 0)).not.toEqual(alibis.legal(g, 1));
  });
});
