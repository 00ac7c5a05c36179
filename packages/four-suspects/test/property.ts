import { describe, expect, it } from 'vitest';
import { checkChoiceInterference, checkConformance, checkNonInterference } from '@alibi/engine';
import { fourSuspects } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';
import { propertyGames } from '@alibi/engine/property';

const GAMES = propertyGames();

/** Random-play conformance and non-interference for one player count (one test file per count, so they run in parallel). */
export function propertySuite(players: number): void {
  // With two players every interrupt (a guess, a resignation) ends the game at once: take them half
  // as often so that random games still reach well into play.
  const rare = players === 2 ? 0.5 : 1;
  describe(`${players} players`, () => {
    it(`${GAMES} random games: no exception, every game ends, replay is byte-identical, refusals change nothing`, () => {
      let steps = 0;
      let longest = 0;
      for (let i = 0; i < GAMES; i++) {
        // A mix of game lengths: most games guess often and end early; every twentieth runs the
        // expensive per-step checks; every 40th guesses rarely and runs long (the deck runs dry,
        // helpers change hands many times).
        const long = i % 40 === 0;
        const deep = i % 20 === 5;
        const result = checkConformance(fourSuspects, {
          players,
          seed: `prop:${players}:${i}`,
          deep,
          interruptRate: (long ? 0.006 : deep ? 0.03 : 0.1) * rare,
        });
        steps += result.steps;
        longest = Math.max(longest, result.steps);
      }
      expect(steps).toBeGreaterThan(GAMES * 10);
      expect(longest).toBeGreaterThan(Math.min(150, GAMES));
    });

    it('non-interference: every seat sees the same bytes in games it cannot tell apart', () => {
      let compared = 0;
      const rounds = 12;
      for (let i = 0; i < rounds; i++) {
        for (let viewer = 0; viewer < players; viewer++) {
          compared += checkNonInterference(fourSuspects, {
            players,
            seed: `ni:${players}:${i}`,
            viewer,
            makeDeal: randomDeal(players),
            perturb: perturbDeal,
            knowledge,
            partners: 4,
            interruptRate: 0.02,
          }).comparedSteps;
        }
      }
      // The comparison must reach well into play, not stop at the deal.
      expect(compared).toBeGreaterThan(rounds * players * 4 * 5);
    }, 300_000);

    it("non-interference over choices: another seat's hidden choice (the card it showed, its secret answer) changes nothing the seat receives", () => {
      let compared = 0;
      let hidden = 0;
      const rounds = 10;
      for (let i = 0; i < rounds; i++) {
        for (let viewer = 0; viewer < players; viewer++) {
          const r = checkChoiceInterference(fourSuspects, {
            players,
            seed: `choice:${players}:${i}`,
            viewer,
            knowledge,
            trials: players === 2 ? 10 : 6, // two-player games are short: try more of their steps
            interruptRate: 0.02 * rare,
          });
          compared += r.comparedSteps;
          hidden += r.hiddenChoices;
        }
      }
      expect(hidden).toBeGreaterThan(rounds);
      expect(compared).toBeGreaterThan(rounds * players * 2);
    }, 300_000);
  });
}
