import { describe, expect, it } from 'vitest';
import { fourSuspects, type Event } from '../src/index.ts';
import { act, ASH, BIRCH, CEDAR, DEMAND, deck, play, qcard, refuse, start, THREE, withCoins } from './helpers.ts';

const table = () => start(3, { ...THREE, deck: deck([qcard('place', 2), DEMAND[0] as number]) });

describe('guesses', () => {
  it('a guess opens a window: the others still in may add a guess or pass, then all are judged together', () => {
    let s = act(table(), BIRCH, { type: 'guess', cards: [15] }).state; // out of turn
    expect(s.public.guessing).toEqual({ guessers: [BIRCH], pending: [ASH, CEDAR] });
    // Birch, having guessed, may only resign meanwhile (see resign.test.ts).
    expect(fourSuspects.actors(s)).toEqual([ASH, BIRCH, CEDAR]);
    expect(fourSuspects.waitingFor(s)).toEqual([ASH, CEDAR]);
    // The turn waits: Ash may only guess or pass now (or resign).
    expect(fourSuspects.legal(s, ASH).every((a) => a.type === 'guess' || a.type === 'pass' || a.type === 'resign')).toBe(true);
    expect(fourSuspects.view(s, ASH).myGuess).toBeNull();
    expect(fourSuspects.view(s, BIRCH).myGuess).toEqual([15]);
    s = act(s, ASH, { type: 'pass' }).state;
    const r = act(s, CEDAR, { type: 'pass' });
    expect(fourSuspects.outcome(r.state)).toEqual({ winners: [BIRCH], reason: 'correct-guess' });
  });

  it('simultaneous guesses: every correct one wins; a wrong one beside it loses nothing but the chance', () => {
    const both = play(table(), [
      [ASH, { type: 'guess', cards: [15] }],
      [CEDAR, { type: 'guess', cards: [15] }],
      [BIRCH, { type: 'pass' }],
    ]).state;
    expect(fourSuspects.outcome(both)).toEqual({ winners: [ASH, CEDAR], reason: 'correct-guess' });
    const one = play(table(), [
      [ASH, { type: 'guess', cards: [15] }],
      [CEDAR, { type: 'guess', cards: [5] }],
      [BIRCH, { type: 'pass' }],
    ]).state;
    expect(fourSuspects.outcome(one)).toEqual({ winners: [ASH], reason: 'correct-guess' });
  });

  it('a wrong guess: out, coins back under the deck, the guess stays secret, only the guesser sees the missing alibi', () => {
    const s = withCoins(table(), [[0, 1], [], []]);
    const r = play(s, [
      [ASH, { type: 'guess', cards: [14] }],
      [BIRCH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
    ]);
    expect(r.state.public.eliminated).toEqual([true, false, false]);
    expect(r.state.public.coins[ASH]).toEqual([]);
    expect(r.events).toContainEqual({ type: 'toDeck', seat: ASH, cards: [0, 1], reason: 'out' });
    const guessed = r.events.find((e) => e.type === 'guessed') as Event;
    expect(fourSuspects.project(guessed, BIRCH)).toEqual({ type: 'guessed', seat: ASH, cards: null });
    const judged = r.events.find((e) => e.type === 'judged') as Event;
    expect(fourSuspects.project(judged, ASH)).toMatchObject({
      missing: [15],
      results: [{ seat: ASH, cards: [14], correct: false }],
    });
    expect(fourSuspects.project(judged, BIRCH)).toMatchObject({
      missing: null,
      results: [{ seat: ASH, cards: null, correct: false }],
    });
    expect(fourSuspects.view(r.state, ASH).missing).toEqual([15]);
    expect(fourSuspects.view(r.state, CEDAR).missing).toBeNull();
    // It was Ash's turn: it passes on, and Ash takes no more turns.
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
    refuse(r.state, ASH, { type: 'guess', cards: [15] }, 'NOT_ACTOR');
  });

  it('a player who is out keeps answering (and showing), buys nothing, and their turns are skipped', () => {
    let s = withCoins(table(), [[], [], [0, 1, 2, 3]]);
    s = play(s, [
      [ASH, { type: 'guess', cards: [14] }],
      [BIRCH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
    ]).state;
    const r = play(s, [[BIRCH, { type: 'ask', card: qcard('place', 2), target: ASH, category: 'place', values: [0, 1] }]]);
    // No poet window for a player who is out; the given card goes back under the deck.
    expect(r.events).toContainEqual({ type: 'toDeck', seat: ASH, cards: [qcard('place', 2)], reason: 'to-out' });
    expect(r.state.public.phase).toEqual({ kind: 'show', seat: ASH, question: 0 });
    expect(fourSuspects.legal(r.state, ASH)).toEqual([
      { type: 'show', card: 0 },
      { type: 'show', card: 1 },
      { type: 'show', card: 4 },
    ]);
    const after = act(r.state, ASH, { type: 'show', card: 4 }).state;
    expect(after.public.phase).toEqual({ kind: 'turn', seat: CEDAR });
    const next = play(after, [
      [CEDAR, { type: 'demand', card: DEMAND[0] as number, target: BIRCH }],
      [BIRCH, { type: 'show', card: 5 }],
      [CEDAR, { type: 'endTurn' }],
    ]).state;
    expect(next.public.phase).toEqual({ kind: 'turn', seat: BIRCH }); // Ash is skipped
  });

  it('a guess between the answer and the card: the show waits for the judgement, then goes on', () => {
    let s = play(table(), [
      [ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [0, 1] }],
      [CEDAR, { type: 'answer' }],
    ]).state;
    s = play(s, [
      [ASH, { type: 'guess', cards: [13] }],
      [BIRCH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
    ]).state;
    expect(s.public.eliminated[ASH]).toBe(true);
    expect(s.public.phase).toEqual({ kind: 'show', seat: CEDAR, question: 0 });
    const r = act(s, CEDAR, { type: 'show', card: 8 });
    expect(fourSuspects.view(r.state, ASH).seen).toHaveLength(1);
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });

  it('the last player in wins; if everyone left guesses wrong together, nobody wins', () => {
    let s = play(table(), [
      [ASH, { type: 'guess', cards: [14] }],
      [BIRCH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
    ]).state;
    s = play(s, [
      [BIRCH, { type: 'guess', cards: [14] }],
      [CEDAR, { type: 'pass' }],
    ]).state;
    expect(fourSuspects.outcome(s)).toEqual({ winners: [CEDAR], reason: 'last-standing' });
    const all = play(table(), [
      [ASH, { type: 'guess', cards: [14] }],
      [BIRCH, { type: 'guess', cards: [0] }],
      [CEDAR, { type: 'guess', cards: [0] }],
    ]).state;
    expect(fourSuspects.outcome(all)).toEqual({ winners: [], reason: 'all-wrong' });
    expect(fourSuspects.view(all, BIRCH).reveal).toMatchObject({ winners: [] });
  });
});
