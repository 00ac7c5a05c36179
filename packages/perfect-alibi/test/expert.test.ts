import { describe, expect, it } from 'vitest';
import { runMatch, type Policy } from '@alibi/engine';
import { claimThreshold, expertPolicy, heuristicPolicy, perfectAlibi, type State, type View } from '../src/index.ts';

const expert = expertPolicy as Policy;
const heuristic = heuristicPolicy as Policy;

describe('expert bot', () => {
  it.each([
    ['standard', {}, 12],
    ['rival', { rival: true }, 2],
  ])(
    '%s: all-expert games end at every player count',
    (_name, options, count) => {
      for (let i = 0; i < count; i++) {
        const players = 3 + (i % 3);
        const r = runMatch(perfectAlibi, { players, seed: `expert:${i}`, options, policies: expert });
        expect(r.error).toBeUndefined();
        expect(r.ended).toBe(true);
      }
    },
    120_000,
  );

  it('claims only when certain in the first five rounds', () => {
    const view = (turn: number) => ({ turn, players: 4 }) as unknown as View;
    expect(claimThreshold(view(0))).toBe(1);
    expect(claimThreshold(view(19))).toBe(1);
    expect(claimThreshold(view(20))).toBe(0.5);
  });

  it('wins more than its fair share against the heuristic bot (4 players, two seats each, rotated)', () => {
    let wins = 0;
    const games = 24;
    for (let i = 0; i < games; i++) {
      const policies = [0, 1, 2, 3].map((seat) => ((seat + i) % 2 === 0 ? expert : heuristic));
      const r = runMatch(perfectAlibi, { players: 4, seed: `expert-vs:${Math.floor(i / 2)}`, policySeed: `p${i}`, policies });
      expect(r.error).toBeUndefined();
      const winners = (r.state as State).public.winners ?? [];
      if (winners.some((seat) => (seat + i) % 2 === 0)) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.55);
  }, 60_000);
});
