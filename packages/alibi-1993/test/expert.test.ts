import { describe, expect, it } from 'vitest';
import { runMatch, type Policy } from '@alibi/engine';
import { CARD_TYPES, alibi1993, believe, expertPolicy, heuristicPolicy, type State, type View } from '../src/index.ts';

const expert = expertPolicy as Policy;
const heuristic = heuristicPolicy as Policy;

describe('expert bot', () => {
  it('its beliefs are sound (the hidden cards keep a chance, each type sums to 1) and all-expert games end, 3 to 6 players', () => {
    for (let i = 0; i < 8; i++) {
      const players = 3 + (i % 4);
      const r = runMatch(alibi1993, {
        players,
        seed: `expert-sound:${i}`,
        policies: expert,
        onStep: ({ state }) => {
          const s = state as State;
          if (s.public.phase.kind !== 'turn' || s.public.questions.length % 5 !== 0) return;
          for (let seat = 0; seat < players; seat++) {
            const b = believe(alibi1993.view(s, seat) as View);
            CARD_TYPES.forEach((t, k) => {
              const hidden = s.hidden.solution[k] as number;
              expect(b.notes.candidates[t]).toContain(hidden);
              expect(b.prob[hidden]).toBeGreaterThan(0);
              const sum = b.notes.candidates[t].reduce((a, c) => a + (b.prob[c] as number), 0);
              expect(sum).toBeCloseTo(1, 6);
            });
          }
        },
      });
      expect(r.error).toBeUndefined();
      expect((r.state as State).public.results).toHaveLength(1);
    }
  }, 120_000);

  it('wins more than its fair share against the heuristic bot (4 players, two seats each, rotated)', () => {
    let credit = 0;
    const games = 80;
    for (let i = 0; i < games; i++) {
      const policies = [0, 1, 2, 3].map((seat) => ((seat + i) % 2 === 0 ? expert : heuristic));
      const r = runMatch(alibi1993, { players: 4, seed: `expert-vs:${Math.floor(i / 2)}`, policySeed: `p${i}`, policies });
      expect(r.error).toBeUndefined();
      const winners = (r.state as State).public.winners ?? [];
      credit += winners.filter((seat) => (seat + i) % 2 === 0).length / winners.length;
    }
    expect(credit / games).toBeGreaterThan(0.55);
  }, 120_000);
});
