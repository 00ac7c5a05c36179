import { describe, expect, it } from 'vitest';
import { checkChoiceInterference, checkConformance, checkNonInterference } from '@alibi/engine';
import { perfectAlibi } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';
import { propertyGames } from '@alibi/engine/property';

const VARIANTS: Record<string, Record<string, boolean>> = {
  standard: {},
  rival: { rival: true },
  manual: { manualAnswers: true },
  'manual+rival': { manualAnswers: true, rival: true },
  unforgiving: { manualAnswers: true, unforgiving: true },
  'unforgiving+rival': { manualAnswers: true, unforgiving: true, rival: true },
};
const GAMES = propertyGames();

export function propertySuite(players: number): void {
  describe(`${players} players`, () => {
    describe.each(Object.entries(VARIANTS))('%s', (name, options) => {
      it(`${GAMES} random games: no exception, every game ends, replay is byte-identical, refusals change nothing`, () => {
        let steps = 0;
        for (let i = 0; i < GAMES; i++) {
          // Every 20th game runs the expensive checks; one in five claims rarely, so it runs long.
          const result = checkConformance(perfectAlibi, {
            players,
            seed: `prop:${players}:${name}:${i}`,
            options,
            deep: i % 20 === 0,
            interruptRate: i % 5 === 0 ? 0.01 : 0.05,
          });
          steps += result.steps;
        }
        expect(steps / GAMES).toBeGreaterThan(10);
        // About 25-50 s on a quiet 2-core machine; room for a loaded one.
      }, 240_000);

      it('non-interference: every seat sees the same bytes in games it cannot tell apart', () => {
        let compared = 0;
        for (let i = 0; i < 25; i++) {
          for (let viewer = 0; viewer < players; viewer++) {
            compared += checkNonInterference(perfectAlibi, {
              players,
              seed: `ni:${players}:${name}:${i}`,
              options,
              viewer,
              makeDeal: randomDeal(players, options.rival ?? false),
              perturb: perturbDeal,
              knowledge,
              partners: 4,
              interruptRate: 0.02,
            }).comparedSteps;
          }
        }
        // The comparison must reach well into play, not stop at the deal.
        expect(compared).toBeGreaterThan(25 * players * 4 * 5);
      }, 300_000);

      it("non-interference over choices: another seat's hidden choice (a private or manual answer) changes nothing the seat receives", () => {
        let compared = 0;
        let hidden = 0;
        for (let i = 0; i < 8; i++) {
          for (let viewer = 0; viewer < players; viewer++) {
            const r = checkChoiceInterference(perfectAlibi, {
              players,
              seed: `choice:${players}:${name}:${i}`,
              options,
              viewer,
              knowledge,
              trials: 6,
              interruptRate: 0.02,
            });
            compared += r.comparedSteps;
            hidden += r.hiddenChoices;
          }
        }
        // Most choices here are public (questions, claims); hidden ones are rarer than in the other games.
        expect(hidden).toBeGreaterThan(3);
        expect(compared).toBeGreaterThan(8 * players);
      }, 300_000);
    });
  });
}
