import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkChoiceInterference, fail, ok, parseWith, seatMustAct, type AnyGame, type Game, type Viewer } from '@alibi/engine';

/**
 * A toy for the kit: each of two seats in turn writes a secret number 0-2 (seat 0, then seat 1);
 * then both are shown. Seat 1 may not learn seat 0's number before the end: a hidden choice.
 */
interface S {
  turn: number;
  picks: (number | null)[];
}
type A = { type: 'pick'; n: number };
type E = { type: 'picked'; seat: number; n: number };
const actionSchema = z.strictObject({ type: z.literal('pick'), n: z.number().int() });
const toy: Game<S, A, Record<string, never>, unknown, E, unknown> = {
  meta: { id: 'toy', name: 'Toy', players: [2], variants: [], playable: true, cooperative: false, interrupts: [] },
  optionsSchema: z.strictObject({}) as never,
  actionSchema: actionSchema as never,
  setup: () => ok({ turn: 0, picks: [null, null] }),
  actors: (s) => (s.turn < 2 ? [s.turn] : []),
  waitingFor: (s) => (s.turn < 2 ? [s.turn] : []),
  legal: (s, p) => (p === s.turn ? [0, 1, 2].map((n) => ({ type: 'pick' as const, n })) : []),
  apply: (s, p, raw) => {
    const a = parseWith(actionSchema, raw, 'action');
    if (!a.ok) return a;
    if (s.turn >= 2) return fail('GAME_OVER', 'the game is over');
    if (p !== s.turn) return fail('NOT_ACTOR', `it is seat ${s.turn}'s turn`);
    if (a.value.n < 0 || a.value.n > 2) return fail('ILLEGAL', `${a.value.n} is not 0, 1 or 2`);
    const picks = s.picks.map((x, i) => (i === p ? a.value.n : x));
    return ok({ state: { turn: s.turn + 1, picks }, events: [{ type: 'picked', seat: p, n: a.value.n }] });
  },
  view: (s, v) => ({ turn: s.turn, picks: s.turn >= 2 ? s.picks : s.picks.map((x, i) => (i === v ? x : x !== null)) }),
  project: (e, v) => (e.seat === v ? e : { type: 'picked', seat: e.seat, n: null }),
  outcome: (s) => (s.turn >= 2 ? { winners: [], reason: 'done' } : null),
  describeAction: (a) => `pick ${a.n}`,
  describeEvent: () => 'picked',
};
const knowledge = (raw: unknown, P: number) => {
  const s = raw as S;
  return s.turn >= 2 ? s : { turn: s.turn, mine: s.picks[P], written: s.picks.map((x) => x !== null) };
};
const run = (game: AnyGame | typeof toy) => () => {
  let hidden = 0;
  for (let i = 0; i < 20; i++)
    hidden += checkChoiceInterference(game, { players: 2, seed: `toy:${i}`, viewer: 1, knowledge }).hiddenChoices;
  return hidden;
};

describe('the choice mode of the non-interference kit', () => {
  it('finds seat 0’s hidden number and passes an honest game', () => {
    expect(run(toy)()).toBe(20);
  });
  it('catches a view that shows the other seat’s number early', () => {
    const leaky = { ...toy, view: (s: S, v: Viewer) => ({ ...(toy.view(s, v) as object), early: s.picks[0] }) };
    expect(run(leaky)).toThrow(/sees a difference at step 1 \(seat 0 chose [^]*\nview:/);
  });
  it('catches a refusal that names the other seat’s number', () => {
    const leaky = {
      ...toy,
      apply: (s: S, p: number, a: unknown) => {
        const r = toy.apply(s, p, a);
        return r.ok ? r : fail(r.error.code, `${r.error.message}; seat 0 wrote ${s.picks[0]}`);
      },
    };
    expect(run(leaky as AnyGame)).toThrow(/\nrefusals:/);
  });
  it('catches a mustAct that depends on the other seat’s number (the server’s function)', () => {
    // Seat 1 is told it must act only when seat 0 wrote 2: a timing leak.
    const leaky = { ...toy, waitingFor: (s: S) => (s.turn === 1 && s.picks[0] === 2 ? [] : toy.waitingFor(s)) };
    expect(seatMustAct(leaky, { turn: 1, picks: [2, null] }, 1)).toBe(false);
    expect(run(leaky)).toThrow(/\nmustAct:/);
  });
  it('never tells a spectator it must act', () => {
    expect(seatMustAct(toy, { turn: 0, picks: [null, null] }, 'spectator')).toBe(false);
    expect(seatMustAct(toy, { turn: 0, picks: [null, null] }, 0)).toBe(true);
  });
});
