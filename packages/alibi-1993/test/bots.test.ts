import { describe, expect, it } from 'vitest';
import { randomPolicy, runMatch, type Policy } from '@alibi/engine';
import { CARD_TYPES, alibi1993, deduce, heuristicPolicy, type State, type View } from '../src/index.ts';

const random = randomPolicy(alibi1993.meta.interrupts);
const heuristic = heuristicPolicy as Policy;

describe('heuristic bot', () => {
  it('its notes are sound (the hidden cards stay candidates) and all-bot games end, 3 to 6 players', () => {
    let accusations = 0;
    for (let i = 0; i < 16; i++) {
      const players = 3 + (i % 4);
      const r = runMatch(alibi1993, {
        players,
        seed: `sound:${i}`,
        policies: heuristic,
        onStep: ({ state }) => {
          const s = state as State;
          if (s.public.phase.kind !== 'turn' || s.public.questions.length % 4 !== 0) return;
          for (let seat = 0; seat < players; seat++) {
            const notes = deduce(alibi1993.view(s, seat) as View);
            CARD_TYPES.forEach((t, k) => expect(notes.candidates[t]).toContain(s.hidden.solution[k]));
          }
        },
      });
      expect(r.error).toBeUndefined();
      const result = (r.state as State).public.results[0];
      if (result) accusations++;
    }
    expect(accusations).toBe(16);
  }, 120_000);

  it('scores far more than random players at the same table (seats rotated)', () => {
    let bot = 0;
    let others = 0;
    let wins = 0;
    const games = 60;
    for (let i = 0; i < games; i++) {
      const players = 3 + (i % 2);
      const botSeat = i % players;
      const policies = Array.from({ length: players }, (_, s) => (s === botSeat ? heuristic : random));
      const r = runMatch(alibi1993, { players, seed: `vs:${i}`, policies });
      expect(r.error).toBeUndefined();
      const outcome = alibi1993.outcome(r.state as State);
      const scores = outcome?.scores ?? [];
      bot += scores[botSeat] ?? 0;
      others += (scores.reduce((a, b) => a + b, 0) - (scores[botSeat] ?? 0)) / (players - 1);
      if (outcome?.winners.includes(botSeat)) wins++;
    }
    expect(bot / games).toBeGreaterThan(others / games + 15);
    expect(wins / games).toBeGreaterThan(0.7);
  }, 120_000);
});
