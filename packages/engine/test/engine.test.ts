import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  canonicalJson,
  cloneJson,
  fail,
  jsonEqual,
  nextUint32,
  ok,
  parseWith,
  randomInt,
  randomPolicy,
  replayLog,
  Rng,
  runMatch,
  seedRng,
  shuffle,
  erase,
  type Game,
  type Policy,
} from '../src/index.ts';

describe('seeded generator', () => {
  it('is a pure function of the seed and its state', () => {
    expect(seedRng('abc')).toEqual(seedRng('abc'));
    expect(seedRng('abc')).not.toEqual(seedRng('abd'));
    const s = seedRng('x');
    expect(nextUint32(s)).toEqual(nextUint32(s));
    expect(s).toEqual(seedRng('x')); // not mutated
  });

  it('draws integers uniformly (chi-square over 60,000 draws into 6 bins)', () => {
    const rng = Rng.fromSeed('uniform');
    const bins = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) bins[rng.int(6)]++;
    const chi = bins.reduce((sum, o) => sum + (o - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it('refuses an impossible range and shuffles into a new array', () => {
    expect(() => randomInt(seedRng('a'), 0)).toThrow(RangeError);
    const items = [1, 2, 3, 4, 5];
    const [out] = shuffle(seedRng('a'), items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect([...out].sort()).toEqual(items);
    const orders = new Set<string>();
    for (let i = 0; i < 200; i++) orders.add(shuffle(seedRng(`s${i}`), [1, 2, 3])[0].join());
    expect(orders.size).toBe(6);
  });
});

describe('JSON helpers', () => {
  it('clone deeply, compare structurally, print canonically', () => {
    const a = { x: [1, { y: 2 }], z: null as null | number };
    const b = cloneJson(a);
    expect(b).toEqual(a);
    (b.x[1] as { y: number }).y = 3;
    expect((a.x[1] as { y: number }).y).toBe(2);
    expect(jsonEqual({ p: 1, q: [1, 2] }, { q: [1, 2], p: 1 })).toBe(true);
    expect(jsonEqual({ p: 1 }, { p: 1, q: undefined })).toBe(false);
    expect(jsonEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(canonicalJson({ b: 1, a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":1}');
  });

  it('turns a schema failure into a MALFORMED error with its path', () => {
    const r = parseWith(z.strictObject({ n: z.number() }), { n: 'one' }, 'thing');
    expect(r).toMatchObject({ ok: false, error: { code: 'MALFORMED', path: ['n'] } });
    expect(parseWith(z.number(), 3, 'n')).toEqual(ok(3));
  });
});

/** Two players race to 5; either may also "quit" (an interrupt), which ends the game. */
type Race = { score: [number, number]; turn: number; quit: boolean };
type RaceAction = { type: 'step' } | { type: 'quit' };
const raceAction = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('step') }),
  z.strictObject({ type: z.literal('quit') }),
]);
const race: Game<Race, RaceAction, object, Race, string, string> = {
  meta: { id: 'race', name: 'Race', players: [2], variants: [], playable: true, cooperative: false, interrupts: ['quit'] },
  optionsSchema: z.strictObject({}),
  actionSchema: raceAction,
  setup: () => ok({ score: [0, 0], turn: 0, quit: false }),
  actors: (s) => (s.quit || s.score.some((x) => x >= 5) ? [] : [0, 1]),
  waitingFor: (s) => (s.quit || s.score.some((x) => x >= 5) ? [] : [s.turn]),
  legal: (s, p) =>
    race.actors(s).includes(p) ? [...(p === s.turn ? [{ type: 'step' as const }] : []), { type: 'quit' as const }] : [],
  apply(s, p, raw) {
    const a = parseWith(raceAction, raw, 'action');
    if (!a.ok) return a;
    if (!race.actors(s).includes(p)) return fail('NOT_ACTOR', 'not now');
    if (a.value.type === 'quit') return ok({ state: { ...s, quit: true }, events: [`${p} quits`] });
    if (p !== s.turn) return fail('ILLEGAL', 'not your turn');
    const score: [number, number] = p === 0 ? [s.score[0] + 1, s.score[1]] : [s.score[0], s.score[1] + 1];

    return ok({ state: { score, turn: 1 - p, quit: false }, events: [`${p} steps`] });
  },
  view: (s) => s,
  project: (e) => e,
  outcome: (s) =>
    s.quit
      ? { winners: [], reason: 'quit' }
      : s.score.some((x) => x >= 5)
        ? { winners: [s.score[0] >= 5 ? 0 : 1], reason: 'five' }
        : null,
  describeAction: (a, p) => `${p} ${a.type}`,
  describeEvent: (e) => e,
};

describe('match runner', () => {
  it('plays to the end, and replaying its log gives the same state', () => {
    const r = runMatch(race, { players: 2, seed: 'r', policies: randomPolicy(race.meta.interrupts, 0) });
    expect(r.ended).toBe(true);
    expect(race.outcome(r.state as Race)).toEqual({ winners: [0], reason: 'five' });
    expect(r.steps).toBe(9);
    expect(replayLog(erase(race), { players: 2, seed: 'r' }, r.log).state).toEqual(r.state);
  });

  it('random players take interrupts only at the given rate', () => {
    let quits = 0;
    for (let i = 0; i < 200; i++) {
      const r = runMatch(race, { players: 2, seed: `q${i}`, policies: randomPolicy(race.meta.interrupts, 0.05) });
      if ((r.state as Race).quit) quits++;
    }
    // Each step offers each of two players a 5% quit: about 1 - 0.95^18 = 60% of games.
    expect(quits).toBeGreaterThan(80);
    expect(quits).toBeLessThan(160);
  });

  it('reports a policy that waits when the game waits for it, and a refused action', () => {
    const idle: Policy = { name: 'idle', choose: () => null };
    expect(runMatch(race, { players: 2, seed: 'i', policies: idle }).error).toMatch(/did not act when it had to/);
    const cheat: Policy = { name: 'cheat', choose: () => ({ type: 'step' }) };
    expect(runMatch(race, { players: 2, seed: 'c', policies: cheat }).error).toMatch(/refused/);
  });

  it('stops a match that does not end', () => {
    const stepper: Policy = { name: 'stepper', choose: ({ mustAct }) => (mustAct ? { type: 'step' } : null) };
    const r = runMatch(race, { players: 2, seed: 'm', policies: stepper, maxSteps: 3 });
    expect(r).toMatchObject({ ended: false, error: 'no end after 3 steps' });
  });
});

describe('set helpers', () => {
  it('count, list and enumerate 16-bit sets', async () => {
    const { bitsOf, combinations, membersOf, pickBest, popcount, subsetsOfSize, valueSets } = await import('../src/index.ts');
    expect(popcount(0b1011)).toBe(3);
    // Every 16-bit set against counting its members one by one; higher bits are ignored.
    for (let m = 0; m < 1 << 16; m++) if (popcount(m) !== membersOf(m).length) throw new Error(`popcount(${m}) = ${popcount(m)}`);
    expect(popcount(0x1ffff)).toBe(16);
    expect(membersOf(bitsOf([3, 0, 15]))).toEqual([0, 3, 15]);
    expect(combinations([1, 2, 3], 2)).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(subsetsOfSize(bitsOf([1, 4, 9, 12]), 2).map(membersOf)).toEqual(combinations([1, 4, 9, 12], 2));
    expect(valueSets(4, 3)).toHaveLength(4 + 6 + 4);
    expect(valueSets(4, 3)[0]).toEqual([0]);
    const rng = Rng.fromSeed('best');
    expect(pickBest([1, 5, 3], (x) => x, rng)).toBe(5);
    expect(pickBest([], (x: number) => x, rng)).toBeNull();
    expect(new Set(Array.from({ length: 50 }, () => pickBest(['a', 'b'], () => 0, rng))).size).toBe(2);
  });
});
