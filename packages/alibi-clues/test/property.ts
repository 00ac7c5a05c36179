import { describe, expect, it } from 'vitest';
import { checkChoiceInterference, checkConformance, checkNonInterference, withoutResign } from '@alibi/engine';
import { alibiClues, type State } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';
import { propertyGames } from '@alibi/engine/property';

const steady = withoutResign(alibiClues);
/** About one game in four is played with resignations (see withoutResign in @alibi/engine's testkit), every other deep one among them. */
const withResign = (i: number) => i % 4 === 1 || i % 40 === 7;

const GAMES = propertyGames();

/** Random-play conformance and non-interference for one player count (one test file per count, so they run in parallel). */
export function propertySuite(players: number): void {
  describe(`${players} players`, () => {
    it(`${GAMES} random games: no exception, every game ends, replay is byte-identical, refusals change nothing`, () => {
      let steps = 0;
      let cases = 0;
      let steadyGames = 0;
      let resigned = 0;
      let lastStanding = 0;
      for (let i = 0; i < GAMES; i++) {
        // Every twentieth game runs the expensive per-step checks; the accusation rate varies so
        // that some rounds end by accusation early and others run on to cover stories and reshuffles.
        const result = checkConformance(withResign(i) ? alibiClues : steady, {
          players,
          seed: `prop:${players}:${i}`,
          deep: i % 20 === 7,
          interruptRate: [0.02, 0.3, 0.8][i % 3],
        });
        steps += result.steps;
        const s = result.state as State;
        resigned += s.public.resigned.filter(Boolean).length;
        if (alibiClues.outcome(s)?.reason === 'last-standing') lastStanding++;
        if (withResign(i)) continue;
        steadyGames++;
        cases += s.public.cases.length;
      }
      expect(steps).toBeGreaterThan(steadyGames * 100);
      // Every game nobody left convicts one culprit per suspect turned up beyond the first three.
      expect(cases).toBe(steadyGames * 13);
      // The other games see resignations, most of them down to the last player.
      expect(resigned).toBeGreaterThan(GAMES / 8);
      expect(lastStanding).toBeGreaterThan(0);
    });

    it('non-interference: every seat sees the same bytes in games it cannot tell apart', () => {
      let compared = 0;
      const rounds = 6;
      for (let i = 0; i < rounds; i++) {
        for (let viewer = 0; viewer < players; viewer++) {
          compared += checkNonInterference(i % 3 === 1 ? alibiClues : steady, {
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
    }, 300_000);

    it("non-interference over choices: every other seat's choice is made face up, so none is hidden", () => {
      // Every card played, discarded or exchanged is shown: replacing another seat's action by any
      // other legal one changes what the viewer knows. The kit still checks any choice it finds.
      let compared = 0;
      let hidden = 0;
      for (let i = 0; i < 3; i++) {
        for (let viewer = 0; viewer < players; viewer++) {
          const r = checkChoiceInterference(i % 3 === 1 ? alibiClues : steady, {
            players,
            seed: `choice:${players}:${i}`,
            viewer,
            knowledge,
            trials: 6,
            interruptRate: 0.3,
          });
          compared += r.comparedSteps;
          hidden += r.hiddenChoices;
        }
      }
      expect(hidden).toBe(0);
      expect(compared).toBe(0);
    }, 300_000);
  });
}
