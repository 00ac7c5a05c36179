import { describe, expect, it } from 'vitest';
import { Rng } from '@alibi/engine';
import { alibi1993, expertPolicy, heuristicPolicy, setCards, type Action, type State } from '../src/index.ts';
import { BLADE, CORA, FEAR, FERRY, GREENHOUSE, SOLUTION, TOXIN, act, dealWith, finishRound, passLowest, play, refuse, start } from './helpers.ts';

const RESIGN: Action = { type: 'resign' };
const all = { filter: [{ kind: 'all' as const }], scope: 'hand' as const };
const ask = (target: number): Action => ({ type: 'ask', target, question: all });
const view = (s: State, seat: number | 'spectator') => alibi1993.view(s, seat);

describe('resigning', () => {
  // Seat 1 starts: the round order is 1, 2, 3, 0. Seat 2 holds the Ferry set.
  const s0 = start(4, { ...dealWith(4, SOLUTION, [[], [], setCards(FERRY)]), first: 1 });

  it('is open to every seat still in the race, out of turn too, and is public', () => {
    for (let seat = 0; seat < 4; seat++) expect(alibi1993.legal(s0, seat).at(-1)).toEqual(RESIGN);
    const { state, events } = act(s0, 3, RESIGN);
    expect(events).toEqual([{ type: 'resigned', seat: 3 }]);
    for (const v of [0, 1, 2, 3, 'spectator'] as const) expect(view(state, v).resigned).toEqual([false, false, false, true]);
    expect(alibi1993.describeEvent(events[0] as never)).toBe('Seat 4 resigns and is out of the race');
    expect(alibi1993.describeAction(RESIGN, 3)).toBe('Seat 4 resigns');
    // Nothing is left for it to do in a turn: it is no actor, and its turn is skipped.
    expect(alibi1993.legal(state, 3)).toEqual([]);
    expect(alibi1993.actors(state)).toEqual([0, 1, 2]);
    let s = act(state, 1, ask(3)).state;
    s = act(s, 2, ask(3)).state;
    expect(s.public.phase).toEqual({ kind: 'turn', seat: 0 });
    // It is still asked: its hand stays in play.
    const answered = act(s, 0, ask(3));
    expect(answered.events[0]).toMatchObject({ type: 'asked', target: 3, answer: s.secret[3]?.hand.length });
    expect(answered.state.public.phase).toEqual({ kind: 'passing', round: 1 });
  });

  it('leaves only its pass as a duty (a bot plays it); no melds; the next round opens without it', () => {
    let s = act(s0, 2, RESIGN).state;
    expect(alibi1993.legal(s, 2)).toEqual([]);
    s = finishRound(s);
    expect(s.public.questions.map((q) => q.asker)).toEqual([1, 3, 0]);
    expect(alibi1993.waitingFor(s)).toEqual([0, 1, 2, 3]);
    // Its pass only: no meld of the Ferry set it holds, no second resignation.
    const owed = alibi1993.legal(s, 2);
    expect(owed.length).toBeGreaterThan(0);
    expect(owed.every((a) => a.type === 'pass')).toBe(true);
    refuse(s, 2, { type: 'meld', set: FERRY }, 'ILLEGAL');
    refuse(s, 2, RESIGN, 'ILLEGAL');
    const bot = heuristicPolicy.choose({ seat: 2, legal: owed, view: view(s, 2), rng: Rng.fromSeed('x'), mustAct: true });
    expect(bot?.type).toBe('pass');
    s = passLowest(s);
    expect(s.public.phase).toEqual({ kind: 'turn', seat: 1 });
    expect(alibi1993.actors(s)).toEqual([0, 1, 3]);
    s = act(s, 1, ask(2)).state;
    expect([s.public.round, s.public.phase]).toEqual([2, { kind: 'turn', seat: 3 }]);
  });

  it('in its own turn: the turn passes on; the last in a round sends the table to the passing', () => {
    const r = act(s0, 1, RESIGN);
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: 2 });
    let s = play(s0, [
      [1, ask(2)],
      [2, ask(3)],
      [3, ask(0)],
    ]).state;
    s = act(s, 0, RESIGN).state;
    expect(s.public.phase).toEqual({ kind: 'passing', round: 1 });
    // The round's first seat resigning: the next round starts with the next seat in the race.
    s = act(s, 1, RESIGN).state;
    s = passLowest(s);
    expect(s.public.phase).toEqual({ kind: 'turn', seat: 2 });
  });

  it('during the accusation: no sheet for a resigned seat, it scores its melds only and cannot win', () => {
    let s = act(s0, 2, { type: 'meld', set: FERRY }).state;
    s = act(s, 2, RESIGN).state;
    s = act(s, 1, { type: 'accuse' }).state;
    expect(s.public.written).toEqual([false, false, true, false]);
    expect(alibi1993.legal(s, 2)).toEqual([]);
    const sheet = { suspect: { set: 5 }, place: { set: 9 }, weapon: { set: 15 }, emotion: { set: 21 } };
    s = play(s, [
      [1, { type: 'write', sheet }],
      [0, { type: 'write', sheet: {} }],
    ]).state;
    // The last writer resigns instead: its sheet is not needed, and the hand is scored.
    const { state, events } = act(s, 3, RESIGN);
    expect(events.map((e) => e.type)).toEqual(['resigned', 'handScored', 'gameOver']);
    const result = state.public.results[0];
    expect(result?.sheets[2]).toEqual({});
    expect(result?.lines[2]).toMatchObject({ melds: 7, bonus: 0, total: 7 });
    // Seat 2 has the most points (7), but only seat 0 and the First Accuser are in the race.
    expect(state.public.totals[2]).toBe(7);
    expect(state.public.winners).toEqual([0]);
    expect(alibi1993.outcome(state)).toMatchObject({ winners: [0], reason: 'highest-score' });
  });

  it('a resigned First Accuser writes nothing and gets no bonus', () => {
    let s = act(s0, 1, { type: 'accuse' }).state;
    s = act(s, 1, RESIGN).state;
    expect(s.public.written[1]).toBe(true);
    s = play(s, [0, 2, 3].map((seat) => [seat, { type: 'write', sheet: {} }] as [number, Action])).state;
    expect(s.public.results[0]?.lines[1]).toMatchObject({ bonus: 0, total: 0 });
    expect(s.public.winners).toEqual([0, 2, 3]);
  });

  it('leaving a single seat in the race ends the game: it wins (last standing), melds counted', () => {
    const three = start(3, { ...dealWith(3, SOLUTION, [setCards(BLADE)]), first: 0 });
    let s = act(three, 0, { type: 'meld', set: BLADE }).state;
    s = act(s, 0, RESIGN).state;
    expect(alibi1993.outcome(s)).toBeNull();
    const { state, events } = act(s, 2, RESIGN);
    expect(events).toEqual([
      { type: 'resigned', seat: 2 },
      { type: 'gameOver', winners: [1], totals: [7, 0, 0] },
    ]);
    expect(alibi1993.outcome(state)).toEqual({ winners: [1], scores: [7, 0, 0], reason: 'last-standing' });
    expect(alibi1993.actors(state)).toEqual([]);
    refuse(state, 1, RESIGN, 'GAME_OVER');
  });

  it('in a series, a resigned seat is dealt in but asks nothing in later hands', () => {
    let s = start(3, { ...dealWith(3, SOLUTION), first: 0 }, { series: 2 });
    s = act(s, 2, RESIGN).state;
    s = act(s, 0, { type: 'accuse' }).state;
    const sheet = { suspect: { set: CORA }, place: { set: GREENHOUSE }, weapon: { set: TOXIN }, emotion: { set: FEAR } };
    s = play(s, [
      [0, { type: 'write', sheet }],
      [1, { type: 'write', sheet: {} }],
    ]).state;
    expect(s.public.handNumber).toBe(2);
    expect(s.public.handSizes[2]).toBeGreaterThan(0);
    expect(s.public.phase.kind === 'turn' && s.public.phase.seat).not.toBe(2);
    expect(alibi1993.legal(s, 2)).toEqual([]);
  });

  it('the bots never resign', () => {
    const rng = Rng.fromSeed('bots');
    for (const policy of [heuristicPolicy, expertPolicy]) {
      // Out of turn resigning is all a seat may do: the bot waits.
      expect(policy.choose({ seat: 3, legal: [RESIGN], view: view(s0, 3), rng, mustAct: false })).toBeNull();
      const mine = policy.choose({ seat: 1, legal: alibi1993.legal(s0, 1), view: view(s0, 1), rng, mustAct: true });
      expect(mine?.type).not.toBe('resign');
    }
  });
});
