import { describe, expect, it } from 'vitest';
import { checkConformance, checkNonInterference, type Game } from '@alibi/engine';
import { perfectAlibi } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';

const VARIANTS: Record<string, Record<string, boolean>> = {
  standard: {},
  rival: { rival: true },
  manual: { manualAnswers: true },
  'manual+rival': { manualAnswers: true, rival: true },
  unforgiving: { manualAnswers: true, unforgiving: true },
  'unforgiving+rival': { manualAnswers: true, unforgiving: true, rival: true },
};
const GAMES = Number(process.env.PROPERTY_GAMES ?? 1000);

describe.each([3, 4, 5])('%i players', (players) => {
  describe.each(Object.entries(VARIANTS))('%s', (name, options) => {
    it(`${GAMES} random games: no exception, every game ends, replay is byte-identical, refusals change nothing`, () => {
      let steps = 0;
      for (let i = 0; i < GAMES; i++) {
        // Every tenth game runs the expensive checks; half the games claim rarely, so they run long.
        const result = checkConformance(perfectAlibi, {
          players,
          seed: `prop:${players}:${name}:${i}`,
          options,
          deep: i % 10 === 0,
          interruptRate: i % 2 === 0 ? 0.02 : 0.002,
        });
        steps += result.steps;
      }
      expect(steps).toBeGreaterThan(GAMES * 10);
    });

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
            interruptRate: 0.005,
          }).comparedSteps;
        }
      }
      // The comparison must reach well into play, not stop at the deal.
      expect(compared).toBeGreaterThan(25 * players * 4 * 5);
    });
  });
});

describe('the non-interference check catches leaks', () => {
  const leaky = (patch: Partial<typeof perfectAlibi>): Game<any, any, any, any, any, any> => ({ ...perfectAlibi, ...patch }); // eslint-disable-line @typescript-eslint/no-explicit-any
  const run = (game: Game<any, any, any, any, any, any>, options: Record<string, boolean> = {}) => // eslint-disable-line @typescript-eslint/no-explicit-any
    () => {
      for (let i = 0; i < 40; i++)
        for (let viewer = 0; viewer < 4; viewer++)
          checkNonInterference(game, {
            players: 4,
            seed: `leak:${i}`,
            options,
            viewer,
            makeDeal: randomDeal(4, options.rival ?? false),
            perturb: perturbDeal,
            knowledge,
            interruptRate: 0.005,
          });
    };

  it('a view that shows the tile stack order', () => {
    expect(run(leaky({ view: (s, v) => ({ ...perfectAlibi.view(s, v), stack: s.hidden.stack }) }))).toThrow(/sees a difference/);
  });
  it('a view that shows another hand', () => {
    expect(run(leaky({ view: (s, v) => ({ ...perfectAlibi.view(s, v), next: s.secret[(Number(v) + 1) % 4].hand }) }))).toThrow(/sees a difference/);
  });
  it('a projection that lets everyone hear the confessor’s answers', () => {
    expect(run(leaky({ project: (e) => ({ ...e }) }))).toThrow(/sees a difference/);
  });
  it('a view that shows whether an answer must be a lie (Rival)', () => {
    expect(
      run(leaky({ view: (s, v) => ({ ...perfectAlibi.view(s, v), lies: s.hidden.answers.map((a: { lieRequired: boolean }) => a.lieRequired) }) }), { rival: true }),
    ).toThrow(/sees a difference/);
  });
});
