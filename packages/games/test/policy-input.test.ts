/**
 * What a bot is given (issue #20: "the bots still see only their seat's view"): at every decision
 * of every game's medium and hard bots, the policy's input is its seat, that seat's legal actions,
 * that seat's view, the shared random stream and whether the game waits for it: nothing else, and
 * the view and legal list are exactly what the game gives that seat (what the server sends it).
 * The server asks its bots the same way (`packages/server/src/bots.ts`: `m.legal(seat)`,
 * `m.view(seat)`).
 */
import { runMatch, type Policy } from '@alibi/engine';
import { describe, expect, it } from 'vitest';
import { games, makeBot } from '../src/index.ts';

const INPUT_KEYS = ['legal', 'mustAct', 'rng', 'seat', 'view'];

describe('a bot is given its seat’s view and legal actions, nothing else', () => {
  for (const game of games) {
    it(`${game.meta.id}: medium and hard bots at ${Math.min(...game.meta.players)} players`, () => {
      const players = Math.min(...game.meta.players);
      const seed = `policy-input:${game.meta.id}`;
      const setup = game.setup({ players, seed, options: {} });
      if (!setup.ok) throw new Error(setup.error.message);
      let state = setup.value;
      let decisions = 0;
      const watched = (inner: Policy): Policy => ({
        name: `watched ${inner.name}`,
        choose(input) {
          expect(Object.keys(input).sort()).toEqual(INPUT_KEYS);
          expect(JSON.stringify(input.view)).toBe(JSON.stringify(game.view(state, input.seat)));
          expect(JSON.stringify(input.legal)).toBe(JSON.stringify(game.legal(state, input.seat)));
          decisions++;
          return inner.choose(input);
        },
      });
      const bots = Array.from({ length: players }, (_, seat) =>
        watched(makeBot(game.meta.id, seat % 2 === 0 ? 'hard' : 'medium')),
      );
      const r = runMatch(game, {
        players,
        seed,
        policies: bots,
        maxSteps: 300,
        onStep: ({ state: next }) => {
          state = next;
        },
      });
      expect(r.error === undefined || r.error.startsWith('no end after')).toBe(true);
      expect(decisions).toBeGreaterThan(10);
    }, 120_000);
  }
});
