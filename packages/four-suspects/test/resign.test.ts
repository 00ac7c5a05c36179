import { describe, expect, it } from 'vitest';
import { Rng } from '@alibi/engine';
import { expertPolicy, fourSuspects, heuristicPolicy, type Action, type Event } from '../src/index.ts';
import { act, ASH, BIRCH, CEDAR, DEMAND, deck, play, qcard, refuse, start, THREE, types, withCoins } from './helpers.ts';

const RESIGN: Action = { type: 'resign' };
const table = () => start(3, { ...THREE, deck: deck([qcard('place', 2), DEMAND[0] as number]) });
const canResign = (s: ReturnType<typeof table>, seat: number) => fourSuspects.legal(s, seat).some((a) => a.type === 'resign');

describe('resigning', () => {
  it('out of turn: the seat is out, its coins go under the deck, everyone sees it; it still answers and shows', () => {
    const s = withCoins(table(), [[], [0, 1], []]);
    expect([ASH, BIRCH, CEDAR].every((seat) => canResign(s, seat))).toBe(true);
    const r = act(s, BIRCH, RESIGN); // during Ash's turn
    expect(r.events).toEqual([
      { type: 'resigned', seat: BIRCH },
      { type: 'toDeck', seat: BIRCH, cards: [0, 1], reason: 'out' },
    ]);
    expect(r.state.public.eliminated).toEqual([false, true, false]);
    for (const viewer of [ASH, BIRCH, CEDAR, 'spectator'] as const) {
      expect(fourSuspects.view(r.state, viewer).resigned).toEqual([false, true, false]);
      expect(fourSuspects.project(r.events[0] as Event, viewer)).toEqual({ type: 'resigned', seat: BIRCH });
    }
    expect(fourSuspects.view(r.state, BIRCH).missing).toBeNull(); // unlike a wrong guess, nothing is shown
    expect(fourSuspects.legal(r.state, BIRCH)).toEqual([]);
    refuse(r.state, BIRCH, RESIGN, 'NOT_ACTOR');
    // Ash questions Birch: the card goes under the deck, the answer is given, Birch may only show.
    const asked = act(r.state, ASH, { type: 'ask', card: qcard('place', 2), target: BIRCH, category: 'place', values: [1, 2] });
    expect(asked.events).toContainEqual({ type: 'toDeck', seat: BIRCH, cards: [qcard('place', 2)], reason: 'to-out' });
    expect(asked.state.public.phase).toEqual({ kind: 'show', seat: BIRCH, question: 0 });
    expect(fourSuspects.legal(asked.state, BIRCH)).toEqual([
      { type: 'show', card: 5 },
      { type: 'show', card: 6 },
      { type: 'show', card: 13 },
    ]);
    refuse(asked.state, BIRCH, RESIGN, 'ILLEGAL');
    const shown = act(asked.state, BIRCH, { type: 'show', card: 5 }).state;
    expect(shown.public.phase).toEqual({ kind: 'turn', seat: CEDAR }); // Birch's turn is skipped
  });

  it('on its own turn: the turn passes to the next player still in', () => {
    const r = act(table(), ASH, RESIGN);
    expect(types(r.events)).toEqual(['resigned', 'turnStarted']);
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });

  it('in a guess window: a pending player may resign (the window goes on); a guesser may only resign', () => {
    let s = act(table(), BIRCH, { type: 'guess', cards: [15] }).state;
    expect(fourSuspects.actors(s)).toEqual([ASH, BIRCH, CEDAR]);
    expect(fourSuspects.waitingFor(s)).toEqual([ASH, CEDAR]);
    expect(fourSuspects.legal(s, BIRCH)).toEqual([RESIGN]);
    expect(fourSuspects.legal(s, ASH).at(-1)).toEqual(RESIGN);
    s = act(s, ASH, RESIGN).state;
    expect(s.public.guessing).toEqual({ guessers: [BIRCH], pending: [CEDAR] });
    const r = act(s, CEDAR, { type: 'pass' });
    expect(fourSuspects.outcome(r.state)).toEqual({ winners: [BIRCH], reason: 'correct-guess' });
  });

  it('a guesser who resigns withdraws the guess: with no other guess the window closes unjudged', () => {
    let s = act(table(), BIRCH, { type: 'guess', cards: [15] }).state;
    const r = act(s, BIRCH, RESIGN);
    expect(types(r.events)).toEqual(['resigned']);
    expect(r.state.public.guessing).toBeNull();
    expect(r.state.secret[BIRCH]?.guess).toBeNull();
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: ASH });
    // The active player's own guess withdrawn: the window closes and the turn passes on.
    s = act(table(), ASH, { type: 'guess', cards: [15] }).state;
    const own = act(s, ASH, RESIGN);
    expect(own.state.public.guessing).toBeNull();
    expect(own.state.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
    expect(fourSuspects.outcome(own.state)).toBeNull();
  });

  it('when one player is left in they win (last standing), even with a wrong guess waiting', () => {
    const s = play(table(), [
      [ASH, { type: 'guess', cards: [14] }], // wrong
      [BIRCH, RESIGN],
    ]).state;
    expect(s.public.guessing).toEqual({ guessers: [ASH], pending: [CEDAR] });
    const r = act(s, CEDAR, RESIGN);
    expect(types(r.events)).toEqual(['resigned', 'gameOver']);
    expect(fourSuspects.outcome(r.state)).toEqual({ winners: [ASH], reason: 'last-standing' });
    expect(fourSuspects.actors(r.state)).toEqual([]);
    refuse(r.state, ASH, RESIGN, 'GAME_OVER');
  });

  it('after a wrong guess a seat cannot resign; the others ending by resigning leave the last one the winner', () => {
    let s = play(table(), [
      [ASH, { type: 'guess', cards: [14] }],
      [BIRCH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
    ]).state;
    expect(s.public.eliminated[ASH]).toBe(true);
    refuse(s, ASH, RESIGN, 'NOT_ACTOR');
    s = act(s, CEDAR, RESIGN).state;
    expect(fourSuspects.outcome(s)).toEqual({ winners: [BIRCH], reason: 'last-standing' });
    expect(fourSuspects.view(s, 'spectator').resigned).toEqual([false, false, true]);
  });

  it('two players: resigning, even while the rooms are arranged, hands the other player the win', () => {
    const two = start(2, { missing: [14, 15], hands: [[0, 1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, 13]], start: ASH });
    expect(two.public.phase).toEqual({ kind: 'rooms' });
    const r = act(two, ASH, RESIGN);
    expect(fourSuspects.outcome(r.state)).toEqual({ winners: [BIRCH], reason: 'last-standing' });
  });

  it('describes the action and the event', () => {
    expect(fourSuspects.describeAction(RESIGN, BIRCH)).toBe('Birch resigns');
    expect(fourSuspects.describeEvent({ type: 'resigned', seat: BIRCH })).toBe('Birch resigns: out, but still answers');
    refuse(table(), BIRCH, { type: 'resign', seat: 2 }, 'MALFORMED');
  });

  it('the bots never resign, even when it is offered', () => {
    const s = table();
    const window = act(s, BIRCH, { type: 'guess', cards: [15] }).state;
    for (const policy of [heuristicPolicy, expertPolicy]) {
      for (let i = 0; i < 5; i++) {
        const legal = fourSuspects.legal(s, ASH);
        expect(legal).toContainEqual(RESIGN);
        const input = { seat: ASH, legal, view: fourSuspects.view(s, ASH), rng: Rng.fromSeed(`bot-${i}`), mustAct: true };
        const chosen = policy.choose(input);
        expect(chosen).not.toBeNull();
        expect(chosen?.type).not.toBe('resign');
      }
      // A guesser waiting for the window, offered only resign, waits.
      const waiting = { seat: BIRCH, legal: fourSuspects.legal(window, BIRCH), view: fourSuspects.view(window, BIRCH) };
      expect(policy.choose({ ...waiting, rng: Rng.fromSeed('w'), mustAct: false })).toBeNull();
    }
  });
});
