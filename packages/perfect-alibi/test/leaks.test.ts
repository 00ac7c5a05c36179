import { describe, expect, it } from 'vitest';
import { checkChoiceInterference, checkNonInterference, erase, type AnyGame, type Viewer } from '@alibi/engine';
import { perfectAlibi, type Event, type State } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';
import { leakyLegal, leakyMustAct, leakyRefusal } from '../../engine/test/plant.ts';

describe('the non-interference check catches leaks', () => {
  /** Perfect Alibi with one exit for secrets replaced by a leaky one. */
  const leaky = (patch: { view?: (s: State, v: Viewer) => unknown; project?: (e: Event, v: Viewer) => unknown }): AnyGame => ({
    ...erase(perfectAlibi),
    ...(patch as Partial<AnyGame>),
  });
  const run =
    (game: AnyGame, options: Record<string, boolean> = {}) =>
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
    expect(run(leaky({ view: (s, v) => ({ ...perfectAlibi.view(s, v), next: s.secret[(Number(v) + 1) % 4]?.hand }) }))).toThrow(
      /sees a difference/,
    );
  });
  it('a projection that lets everyone hear the confessor’s answers', () => {
    expect(run(leaky({ project: (e) => ({ ...e }) }))).toThrow(/sees a difference/);
  });
  it('a view that shows whether an answer must be a lie (Rival)', () => {
    expect(
      run(
        leaky({
          view: (s, v) => ({
            ...perfectAlibi.view(s, v),
            lies: s.hidden.answers.map((a) => a.lieRequired),
          }),
        }),
        { rival: true },
      ),
    ).toThrow(/sees a difference/);
  });
});

describe('the extended checks catch leaks in everything else a seat receives', () => {
  const game = erase(perfectAlibi);
  const byDeal = (leaky: AnyGame) => () => {
    for (let i = 0; i < 20; i++)
      for (let viewer = 0; viewer < 4; viewer++)
        checkNonInterference(leaky, {
          players: 4,
          seed: `leak2:${i}`,
          viewer,
          makeDeal: randomDeal(4, false),
          perturb: perturbDeal,
          knowledge,
          interruptRate: 0.01,
        });
  };
  const byChoice = (leaky: AnyGame) => () => {
    for (let i = 0; i < 20; i++)
      for (let viewer = 0; viewer < 4; viewer++)
        checkChoiceInterference(leaky, {
          players: 4,
          seed: `leak2:${i}`,
          viewer,
          knowledge,
          options: { manualAnswers: true },
          trials: 6,
          interruptRate: 0.01,
        });
  };
  it('legal actions whose order depends on another seat’s secrets', () => {
    expect(byDeal(leakyLegal(game))).toThrow(/sees a difference[^]*\nlegal:/);
  });
  it('a mustAct that depends on another seat’s secrets', () => {
    expect(byDeal(leakyMustAct(game))).toThrow(/sees a difference[^]*\nmustAct:/);
  });
  it('a refusal whose text names a hidden card', () => {
    expect(byDeal(leakyRefusal(game, (s: State) => s.hidden.missing))).toThrow(/sees a difference[^]*\nrefusals:/);
  });
  it('a view that shows every private answer as it was spoken (manual answers) (choice mode)', () => {
    const view = (s: State, v: Viewer) => ({ ...perfectAlibi.view(s, v), spoken: s.hidden.answers.map((a) => a.spoken) });
    expect(byChoice({ ...game, view: view as AnyGame['view'] })).toThrow(/sees a difference[^]*instead of/);
  });
});
