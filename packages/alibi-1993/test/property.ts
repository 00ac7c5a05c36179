import { describe, expect, it } from 'vitest';
import { checkChoiceInterference, checkConformance, checkNonInterference, withoutResign } from '@alibi/engine';
import { alibi1993, type State } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';
import { propertyGames } from '@alibi/engine/property';

const steady = withoutResign(alibi1993);
/** About one game in four is played with resignations (see withoutResign in @alibi/engine's testkit), every other deep one among them. */
const withResign = (i: number) => i % 4 === 1 || i % 40 === 0;

const GAMES = propertyGames();

/** Random-play conformance and non-interference for one player count (one test file per count, so they run in parallel). */
export function propertySuite(players: number): void {
  describe(`${players} players`, () => {
    it(`${GAMES} random games: no exception, every game ends, replay is byte-identical, refusals change nothing`, () => {
      let steps = 0;
      let passings = 0;
      let melds = 0;
      let resigned = 0;
      let lastStanding = 0;
      for (let i = 0; i < GAMES; i++) {
        // Every twentieth game runs the expensive per-step checks (at a middling accusation rate, so
        // it stays affordable); one game in ten is a series of hands; the accusation rate varies so
        // that some hands end early and others run for many rounds.
        const result = checkConformance(withResign(i) ? alibi1993 : steady, {
          players,
          seed: `prop:${players}:${i}`,
          options: i % 10 === 3 ? { series: 2 } : {},
          deep: i % 20 === 0,
          interruptRate: i % 20 === 0 ? 0.06 : [0.025, 0.1, 0.25][i % 3],
        });
        steps += result.steps;
        const s = result.state as State;
        resigned += s.public.resigned.filter(Boolean).length;
        if (alibi1993.outcome(s)?.reason === 'last-standing') lastStanding++;
        if (withResign(i)) continue;
        passings += s.public.results.length > 0 ? s.public.round - 1 : 0;
        melds += s.public.melds.length;
      }
      expect(steps / GAMES).toBeGreaterThan(2 * players);
      // Random games reach several passings and melds.
      const steadyGames = Array.from({ length: GAMES }, (_, i) => i).filter((i) => !withResign(i)).length;
      expect(passings).toBeGreaterThan(steadyGames);
      expect(melds).toBeGreaterThan(steadyGames / 10);
      // The other games see resignations, some down to the last seat in the race.
      expect(resigned).toBeGreaterThan(GAMES / 8);
      expect(lastStanding).toBeGreaterThan(0);
    }, 300_000);

    it('non-interference: every seat sees the same bytes in games it cannot tell apart', () => {
      let compared = 0;
      const rounds = 10;
      for (let i = 0; i < rounds; i++) {
        for (let viewer = 0; viewer < players; viewer++) {
          compared += checkNonInterference(i % 3 === 1 ? alibi1993 : steady, {
            players,
            seed: `ni:${players}:${i}`,
            options: i % 5 === 4 ? { series: 2 } : {},
            viewer,
            makeDeal: randomDeal(players),
            perturb: perturbDeal,
            knowledge,
            partners: 4,
            interruptRate: 0.05,
          }).comparedSteps;
        }
      }
      // The comparison must reach well into play, not stop at the deal.
      expect(compared).toBeGreaterThan(rounds * players * 4 * 8);
    }, 300_000);

    it("non-interference over choices: another seat's hidden choice (the cards it passed, what it kept) changes nothing the seat receives", () => {
      let compared = 0;
      let hidden = 0;
      const rounds = 8;
      for (let i = 0; i < rounds; i++) {
        for (let viewer = 0; viewer < players; viewer++) {
          const r = checkChoiceInterference(i % 3 === 1 ? alibi1993 : steady, {
            players,
            seed: `choice:${players}:${i}`,
            options: i % 4 === 3 ? { series: 2 } : {},
            viewer,
            knowledge,
            trials: 6,
            interruptRate: 0.05,
          });
          compared += r.comparedSteps;
          hidden += r.hiddenChoices;
        }
      }
      expect(hidden).toBeGreaterThan(rounds * players);
      expect(compared).toBeGreaterThan(rounds * players * 4);
    }, 300_000);
  });
}
