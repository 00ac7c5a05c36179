import { describe, expect, it } from 'vitest';
import { Rng } from '@alibi/engine';
import { F, accusable, alibiClues, expertPolicy, heuristicPolicy, type Action, type State } from '../src/index.ts';
import { act, clue, clueTurn, dealOf, play, refuse, start, types } from './helpers.ts';

const MABEL = 0, OTTO = 1, RUFUS = 5, BRAM = 13;
const ROW = [MABEL, OTTO, RUFUS, BRAM];
const RESIGN: Action = { type: 'resign' };

/** Three players; seat 1's lean is the fifth distinct feature of Mabel (slot 0), and it holds the right to accuse. */
function threeWithRight(): State {
  const deal = dealOf(ROW, [
    [clue(F.woman, 0), clue(F.checked, 0), clue(F.man, 0), clue(F.man, 1)],
    [clue(F.short, 0), clue(F.spectacles, 0), clue(F.woman, 1), clue(F.lean, 0)],
    [clue(F.heavy, 0), clue(F.heavy, 1), clue(F.heavy, 2), clue(F.bald, 0)],
  ]);
  return play(start(3, deal), [
    ...clueTurn(0, clue(F.woman, 0)),
    ...clueTurn(1, clue(F.short, 0)),
    ...clueTurn(2, clue(F.heavy, 0)),
    ...clueTurn(0, clue(F.checked, 0)),
    ...clueTurn(1, clue(F.spectacles, 0)),
    ...clueTurn(2, clue(F.heavy, 1)),
    ...clueTurn(0, clue(F.man, 0)),
    [1, { type: 'clue', card: clue(F.lean, 0) }],
  ]).state;
}

describe('resigning', () => {
  const s0 = start(3, dealOf(ROW, [[0, 3, 6, 9], [1, 4, 7, 10], [2, 5, 8, 11]]));

  it('out of turn: its hand goes face up onto the discard pile, and its turns are skipped', () => {
    for (let seat = 0; seat < 3; seat++) expect(alibiClues.legal(s0, seat).at(-1)).toEqual(RESIGN);
    expect(alibiClues.waitingFor(s0)).toEqual([0]);
    const { state, events } = act(s0, 2, RESIGN);
    expect(events).toEqual([{ type: 'resigned', seat: 2, discarded: [2, 5, 8, 11] }]);
    expect(state.public.discard.slice(-4)).toEqual([2, 5, 8, 11]);
    expect(state.public.handSizes).toEqual([4, 4, 0]);
    for (const v of [0, 1, 2, 'spectator'] as const) expect(alibiClues.view(state, v).resigned).toEqual([false, false, true]);
    expect(alibiClues.describeEvent(events[0] as never)).toMatch(/^Player 3 resigns and leaves the game, discarding /);
    expect(alibiClues.actors(state)).toEqual([0, 1]);
    expect(alibiClues.legal(state, 2)).toEqual([]);
    refuse(state, 2, RESIGN, 'NOT_ACTOR');
    const s = play(state, [...clueTurn(0, 0), ...clueTurn(1, 1)]).state;
    expect(s.public.phase).toEqual({ kind: 'start', seat: 0 });
  });

  it('in its turn with the right to accuse: the right passes to the next player still in; its clues still count, for nobody', () => {
    const s = threeWithRight();
    expect(s.public.right).toEqual({ seat: 1, carried: false });
    const { state, events } = act(s, 1, RESIGN);
    expect(types(events)).toEqual(['resigned', 'rightPassed', 'turnStarted']);
    expect(state.public.right).toEqual({ seat: 2, carried: true });
    // Its short hair, spectacles and lean stay on the table: Mabel is still accusable.
    expect(state.public.tables[1]).toHaveLength(3);
    expect(accusable(state.public)).toContain(MABEL);
    const solved = act(state, 2, { type: 'accuse', suspect: MABEL });
    const record = solved.state.public.cases[0];
    // Seat 0: woman and checked; seat 1 is out and scores nothing; seat 2 the accuser's point.
    expect(record?.points).toEqual([2, 0, 1]);
    expect(solved.state.public.phase).toEqual({ kind: 'start', seat: 0 });
    // The next round also skips it: after seat 0 comes seat 2.
    const next = act(solved.state, 0, { type: 'clue', card: solved.state.secret[0]?.hand.find((c) => c === clue(F.man, 1)) as number });
    expect(alibiClues.legal(next.state, 0).map((a) => a.type)).toContain('end');
    expect(act(next.state, 0, { type: 'end' }).state.public.phase).toEqual({ kind: 'start', seat: 2 });
  });

  it('a carried right lapses when its holder resigns at the start of its turn', () => {
    const s = act(threeWithRight(), 1, { type: 'end' }).state;
    expect(s.public.right).toEqual({ seat: 2, carried: true });
    // Another seat resigning leaves the right alone.
    const other = act(s, 0, RESIGN).state;
    expect(other.public.right).toEqual({ seat: 2, carried: true });
    const own = act(s, 2, RESIGN).state;
    expect(own.public.right).toBeNull();
    expect(own.public.phase).toEqual({ kind: 'start', seat: 0 });
  });

  it('with one player left the game ends: last standing wins, whatever the scores', () => {
    const s = threeWithRight();
    const solved = act(s, 1, { type: 'accuse', suspect: MABEL }).state;
    expect(solved.public.scores).toEqual([2, 4, 0]);
    const one = act(solved, 1, RESIGN).state;
    expect(alibiClues.outcome(one)).toBeNull();
    const { state, events } = act(one, 2, RESIGN);
    expect(events.at(-1)).toEqual({ type: 'gameOver', winners: [0], scores: [2, 4, 0] });
    expect(alibiClues.outcome(state)).toEqual({ winners: [0], scores: [2, 4, 0], reason: 'last-standing' });
    expect(alibiClues.actors(state)).toEqual([]);
    refuse(state, 0, RESIGN, 'GAME_OVER');
  });

  it('during a tip-off the tip-off goes onto the discard pile with the hand', () => {
    const deal = dealOf(ROW, [[clue(F.man, 0), clue(F.heavy, 0), 46, clue(F.bald, 0)], [1, 4, 7, 10]]);
    const s = act(start(2, deal), 0, { type: 'tip', card: 46 }).state;
    expect(s.public.phase.kind).toBe('tip');
    const { events } = act(s, 0, RESIGN);
    expect(events[0]).toMatchObject({ type: 'resigned', seat: 0 });
    expect((events[0] as { discarded: number[] }).discarded).toContain(46);
  });

  it('the bots never resign', () => {
    const rng = Rng.fromSeed('bots');
    for (const policy of [heuristicPolicy, expertPolicy]) {
      expect(policy.choose({ seat: 1, legal: [RESIGN], view: alibiClues.view(s0, 1), rng, mustAct: false })).toBeNull();
      const mine = policy.choose({ seat: 0, legal: alibiClues.legal(s0, 0), view: alibiClues.view(s0, 0), rng, mustAct: true });
      expect(mine?.type).not.toBe('resign');
    }
  });
});
