import { describe, expect, it } from 'vitest';
import { Rng } from '@alibi/engine';
import { perfectAlibi } from '@alibi/perfect-alibi';
import { diff, DeltaMismatch, patch, type Delta } from '../src/delta.ts';
import { randomJson } from './random-json.ts';
import { propertyGames } from '@alibi/engine/property';

const CASES = propertyGames();

/** `a` with a few random edits (so pairs share most of their structure, as successive views do). */
function mutate(rng: Rng, a: unknown, depth = 0): unknown {
  if (rng.chance(0.15) || depth > 4) return randomJson(rng, depth);
  if (Array.isArray(a)) {
    const out = a.map((v) => (rng.chance(0.3) ? mutate(rng, v, depth + 1) : v));
    if (rng.chance(0.3)) out.push(randomJson(rng, depth + 1));
    if (rng.chance(0.2)) out.splice(rng.int(out.length + 1), 1);
    return out;
  }
  if (a && typeof a === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(a)) if (!rng.chance(0.1)) out[k] = rng.chance(0.3) ? mutate(rng, v, depth + 1) : v;
    if (rng.chance(0.3)) out[['a', 'b', 'c', 'x'][rng.int(4)] as string] = randomJson(rng, depth + 1);
    return out;
  }
  return a;
}

/** Deep equality that also tells arrays from objects and keeps key order out of it. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;
const json = (v: unknown) => JSON.stringify(canonical(v));

/** Checks the laws for one pair; `a` must come out untouched, and the delta must survive JSON. */
function checkPair(a: unknown, b: unknown): Delta {
  const before = JSON.stringify(a);
  const d = diff(a, b);
  expect(json(patch(a, d))).toBe(json(b));
  expect(json(patch(a, JSON.parse(JSON.stringify(d)) as Delta))).toBe(json(b));
  expect(JSON.stringify(a)).toBe(before);
  // Deterministic: the same inputs (even as fresh copies) give the same bytes.
  expect(JSON.stringify(diff(JSON.parse(before), JSON.parse(JSON.stringify(b))))).toBe(JSON.stringify(d));
  return d;
}

describe('diff and patch', () => {
  it(`${CASES} random pairs: patch(a, diff(a, b)) equals b, a untouched, deterministic`, () => {
    const rng = Rng.fromSeed('delta:random');
    for (let i = 0; i < CASES; i++) checkPair(randomJson(rng), randomJson(rng));
  });

  it(`${CASES} pairs that differ by a few edits: the delta is smaller than b`, () => {
    const rng = Rng.fromSeed('delta:mutate');
    let smaller = 0;
    for (let i = 0; i < CASES; i++) {
      const a = randomJson(rng);
      const b = mutate(rng, a);
      const d = checkPair(a, b);
      if (JSON.stringify(d).length < JSON.stringify(b).length) smaller++;
    }
    expect(smaller).toBeGreaterThan(CASES / 4);
  });

  it('equal values give an empty delta; changed leaves give one set each', () => {
    expect(diff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diff({ a: 1, b: [1, 2, 3] }, { a: 2, b: [1, 2] })).toEqual([
      [0, ['a'], 2],
      [2, ['b'], 2],
    ]);
    expect(diff([1], [1, 2, 3])).toEqual([
      [0, [1], 2],
      [0, [2], 3],
    ]);
    expect(diff({ a: 1 }, {})).toEqual([[1, ['a']]]);
    expect(diff({ a: 1 }, [1])).toEqual([[0, [], [1]]]);
    expect(diff(null, { a: 1 })).toEqual([[0, [], { a: 1 }]]);
  });

  it('shares what did not change and never writes a prototype', () => {
    const kept = { deep: [1, 2, 3] };
    const a = { kept, changed: { x: 1 } };
    const b = patch(a, diff(a, { kept: { deep: [1, 2, 3] }, changed: { x: 2 } })) as typeof a;
    expect(b.kept).toBe(kept);
    expect(a.changed.x).toBe(1);
    const poisoned = patch({}, [[0, ['__proto__'], { polluted: true }]]) as Record<string, unknown>;
    expect(Object.getPrototypeOf(poisoned)).toBe(Object.prototype);
    expect(Object.keys(poisoned)).toEqual(['__proto__']);
  });

  it('refuses a delta made against another value', () => {
    expect(() => patch({ a: 1 }, [[0, ['b', 'c'], 1]])).toThrow(DeltaMismatch);
    expect(() => patch([1], [[0, [3], 1]])).toThrow(DeltaMismatch);
    expect(() => patch([1], [[1, [0]]])).toThrow(DeltaMismatch);
    expect(() => patch({ a: [1] }, [[2, ['a'], 4]])).toThrow(DeltaMismatch);
    expect(() => patch(7, [[0, ['a'], 1]])).toThrow(DeltaMismatch);
  });

  it('successive Perfect Alibi views and legal lists of every seat round-trip, mostly far smaller', () => {
    const rng = Rng.fromSeed('delta:pa');
    let full = 0;
    let sent = 0;
    const games = Math.max(5, Math.ceil(CASES / 50));
    for (let g = 0; g < games; g++) {
      const setup = perfectAlibi.setup({ players: 5, seed: `delta:${g}`, options: {} });
      if (!setup.ok) throw new Error(setup.error.message);
      let state = setup.value;
      const seen = (seat: number) => ({ view: perfectAlibi.view(state, seat), legal: perfectAlibi.legal(state, seat) });
      let last = [0, 1, 2, 3, 4].map(seen);
      for (let step = 0; step < 200 && perfectAlibi.outcome(state) === null; step++) {
        const seat = perfectAlibi.waitingFor(state)[0] as number;
        const legal = perfectAlibi.legal(state, seat);
        const nonClaims = legal.filter((a) => a.type !== 'claim');
        const r = perfectAlibi.apply(state, seat, rng.pick(nonClaims.length ? nonClaims : legal));
        if (!r.ok) throw new Error(r.error.message);
        state = r.value.state;
        const now = [0, 1, 2, 3, 4].map(seen);
        for (let s = 0; s < 5; s++) {
          const d = checkPair(last[s], now[s]);
          full += JSON.stringify(now[s]).length;
          sent += Math.min(JSON.stringify(now[s]).length, JSON.stringify(d).length);
        }
        last = now;
      }
    }
    expect(sent).toBeLessThan(full / 2);
  });
});
