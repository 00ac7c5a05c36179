import { describe, expect, it } from 'vitest';
import { checkConformance, checkNonInterference } from '@alibi/engine';
import { alibiClues } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';

const GAMES = Number(process.env.PROPERTY_GAMES ?? 1000);

/** Random-play conformance and non-interference for one player count (one test file per count, so they run in parallel). */
export function propertySuite(players: number): void {
  describe(`${players} players`, () => {
    it(`${GAMES} random games: no exception, every game ends, replay is byte-identical, refusals change nothing`, () => {
      let steps = 0;
      let cases = 0;
      for (let i = 0; i < GAMES; i++) {
        // Every twentieth game runs the expensive per-step checks; the accusation rate varies so
        // that some rounds end by accusation early and others run on to cover stories and reshuffles.
        const result = checkConformance(alibiClues, {
          players,
          seed: `prop:${players}:${i}`,
          deep: i % 20 === 7,
          interruptRate: [0.02, 0.3, 0.8][i % 3],
        });
        steps += result.steps;
        cases += (result.state as { public: { cases: unknown[] } }).public.cases.length;
      }
      expect(steps).toBeGreaterThan(GAMES * 100);
      // Every game convicts one culprit per suspect turned up beyond the first three.
      expect(cases).toBe(GAMES * 13);
    });

    it('non-interference: every seat sees the same bytes in games it cannot tell apart', () => {
      let compared = 0;
      const rounds = 6;
      for (let i = 0; i < rounds; i++) {
        for (let viewer = 0; viewer < players; viewer++) {
          compared += checkNonInterference(alibiClues, {
            players,
            seed: `ni:${players}:${i}`,
            viewer,
            makeDeal: randomDeal(players),
            perturb: perturbDeal,
            knowledge,
            partners: 4,
            interruptRate: 0.3,
          }).comparedSteps;
        }
      }
      // The comparison must reach well into play, not stop at the deal.
      expect(compared).toBeGreaterThan(rounds * players * 4 * 5);
    });
  });
}
