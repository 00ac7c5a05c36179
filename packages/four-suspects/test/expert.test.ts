import { describe, expect, it } from 'vitest';
import { runMatch, type Policy } from '@alibi/engine';
import { expertPolicy, fourSuspects, guessThreshold, heuristicPolicy, joinWindow, type State, type View } from '../src/index.ts';

const expert = expertPolicy as Policy;
const heuristic = heuristicPolicy as Policy;

const at = (turn: number) => ({ turn, players: 3 }) as unknown as View;

describe('expert bot', () => {
  it('all-expert games end at every player count', () => {
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 4);
      const r = runMatch(fourSuspects, { players, seed: `expert:${i}`, policies: expert });
      expect(r.error).toBeUndefined();
      expect(r.ended).toBe(true);
    }
  }, 120_000);

  it('guesses on its turn only when certain in the first five rounds', () => {
    expect(guessThreshold(at(0))).toBe(1);
    expect(guessThreshold(at(14))).toBe(1);
    expect(guessThreshold(at(15))).toBe(0.5);
  });

  it('joins a guess window more readily as the rounds go by, never on a hopeless guess early', () => {
    expect(joinWindow(at(0), 0.45)).toBe(false);
    expect(joinWindow(at(0), 0.5)).toBe(true);
    expect(joinWindow(at(9), 0.2)).toBe(true);
    expect(joinWindow(at(9), 0.1)).toBe(false);
    expect(joinWindow(at(30), 0.03)).toBe(true);
  });

  it('wins more than its fair share against the heuristic bot (3 players, seats rotated)', () => {
    let credit = 0;
    const games = 24;
    for (let i = 0; i < games; i++) {
      const policies = [0, 1, 2].map((seat) => ((seat + i) % 2 === 0 ? expert : heuristic));
      const r = runMatch(fourSuspects, { players: 3, seed: `expert-vs:${Math.floor(i / 2)}`, policySeed: `p${i}`, policies });
      expect(r.error).toBeUndefined();
      const winners = (r.state as State).public.winners ?? [];
      if (winners.length) credit += winners.filter((seat) => (seat + i) % 2 === 0).length / winners.length;
    }
    expect(credit / games).toBeGreaterThan(0.55);
  }, 60_000);
});
