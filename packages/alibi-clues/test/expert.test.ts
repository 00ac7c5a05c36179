import { describe, expect, it } from 'vitest';
import { runMatch, type Policy } from '@alibi/engine';
import { alibiClues, expertPolicy, heuristicPolicy, type State } from '../src/index.ts';

const expert = expertPolicy as Policy;
const heuristic = heuristicPolicy as Policy;

describe('expert bot', () => {
  it('all-expert games end normally at every player count', () => {
    for (let players = 2; players <= 5; players++) {
      const r = runMatch(alibiClues, { players, seed: `expert:${players}`, policies: expert });
      expect(r.error).toBeUndefined();
      expect((r.state as State).public.cases).toHaveLength(13);
    }
  });

  it('wins more than its fair share against the heuristic bot (4 players, two seats each, rotated)', () => {
    let credit = 0;
    const games = 60;
    for (let i = 0; i < games; i++) {
      const policies = [0, 1, 2, 3].map((seat) => ((seat + i) % 2 === 0 ? expert : heuristic));
      const r = runMatch(alibiClues, { players: 4, seed: `expert-vs:${Math.floor(i / 2)}`, policySeed: `p${i}`, policies });
      expect(r.error).toBeUndefined();
      const winners = (r.state as State).public.winners ?? [];
      credit += winners.filter((seat) => (seat + i) % 2 === 0).length / winners.length;
    }
    expect(credit / games).toBeGreaterThan(0.55);
  }, 60_000);
});
