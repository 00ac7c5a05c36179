import { describe, expect, it } from 'vitest';
import { checkChoiceInterference, checkConformance, checkNonInterference } from '@alibi/engine';
import { alibis, checkAlibi, type State } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';
import { propertyGames } from '@alibi/engine/property';

const GAMES = propertyGames();
/** About 15 s of CPU for 1000 six-player games; the wall clock can be several times that on a shared machine. */
const TIMEOUT = 300_000;

/**
 * Random-play conformance and non-interference for one player count (one test file per count, so
 * they run in parallel). Random players write random words from the list that pass the checker
 * (legal's sample) and set random boards before confirming.
 */
export function propertySuite(players: number): void {
  describe(`${players} players`, () => {
    it(
      `${GAMES} random games: no exception, every game ends, replay is byte-identical, heat adds up`,
      () => {
        let steps = 0;
        let rounds = 0;
        for (let i = 0; i < GAMES; i++) {
          // Every twentieth game runs the expensive per-step checks.
          const result = checkConformance(alibis, { players, seed: `prop:${players}:${i}`, deep: i % 20 === 7 });
          steps += result.steps;
          const p = (result.state as State).public;
          rounds += p.history.length;
          expect(p.history.length).toBeLessThanOrEqual(3);
          expect(p.heatStart - p.heat).toBe(p.history.reduce((n, r) => n + r.heatRemoved, 0));
          if (i % 20 === 7) {
            for (const r of p.history) for (const a of r.alibis) expect(checkAlibi(a.word, r.words).ok).toBe(true);
          }
        }
        expect(steps).toBeGreaterThan(GAMES * players * 3);
        // Random boards rarely clear the heat: nearly every game plays all three rounds.
        expect(rounds).toBeGreaterThan(GAMES * 2.9);
      },
      TIMEOUT,
    );

    it('non-interference: every seat sees the same bytes in games it cannot tell apart', () => {
      let compared = 0;
      const games = 6;
      for (let i = 0; i < games; i++) {
        for (let viewer = 0; viewer < players; viewer++) {
          compared += checkNonInterference(alibis, {
            players,
            seed: `ni:${players}:${i}`,
            viewer,
            makeDeal: randomDeal(players),
            perturb: perturbDeal,
            knowledge,
            partners: 4,
          }).comparedSteps;
        }
      }
      // The comparison must reach past the writing into the guessing, not stop at the deal.
      expect(compared).toBeGreaterThan(games * players * 4 * (players + 2));
    }, 300_000);

    it("non-interference over choices: another seat's hidden choice (its alibi word before the share, its board) changes nothing the seat receives", () => {
      let compared = 0;
      let hidden = 0;
      const games = 5;
      for (let i = 0; i < games; i++) {
        for (let viewer = 0; viewer < players; viewer++) {
          const r = checkChoiceInterference(alibis, { players, seed: `choice:${players}:${i}`, viewer, knowledge, trials: 6 });
          compared += r.comparedSteps;
          hidden += r.hiddenChoices;
        }
      }
      expect(hidden).toBeGreaterThan(games * players * 2);
      expect(compared).toBeGreaterThan(games * players * 10);
    }, 300_000);
  });
}
