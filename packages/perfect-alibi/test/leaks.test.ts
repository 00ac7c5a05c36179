import { describe, expect, it } from 'vitest';
import { checkNonInterference, erase, type AnyGame, type Viewer } from '@alibi/engine';
import { perfectAlibi, type Event, type State } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';

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
