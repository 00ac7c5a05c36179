import { describe, expect, it } from 'vitest';
import { randomPolicy, runMatch, withoutResign, type Policy } from '@alibi/engine';
import { alibiClues, heuristicPolicy, type State } from '../src/index.ts';

const random = randomPolicy(alibiClues.meta.interrupts);
const bot = heuristicPolicy as Policy;

describe('heuristic bot', () => {
  it('all-bot games end normally at every player count', () => {
    for (let players = 2; players <= 5; players++) {
      const r = runMatch(alibiClues, { players, seed: `bots:${players}`, policies: bot });
      expect(r.error).toBeUndefined();
      expect((r.state as State).public.cases).toHaveLength(13);
    }
  });

  it.each([2, 3, 4, 5])('wins far more often than random players at the same table (%i players, seats rotated)', (players) => {
    let wins = 0;
    let margin = 0;
    const games = 40;
    for (let i = 0; i < games; i++) {
      const botSeat = i % players;
      const policies = Array.from({ length: players }, (_, s) => (s === botSeat ? bot : random));
      // Random players who never resign: one that did would hand the bot the game.
      const r = runMatch(withoutResign(alibiClues), { players, seed: `vs:${players}:${i}`, policies });
      expect(r.error).toBeUndefined();
      const s = r.state as State;
      if (s.public.winners?.includes(botSeat)) wins++;
      const scores = s.public.scores;
      margin += (scores[botSeat] as number) - Math.max(...scores.filter((_, seat) => seat !== botSeat));
    }
    // A random seat wins about 1 / players of the games; the bot must do much better.
    expect(wins / games).toBeGreaterThan(0.8);
    expect(margin / games).toBeGreaterThan(5);
  });
});
