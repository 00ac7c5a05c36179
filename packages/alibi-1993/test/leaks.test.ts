import { describe, expect, it } from 'vitest';
import { checkChoiceInterference, checkNonInterference, erase, type AnyGame, type Viewer } from '@alibi/engine';
import { alibi1993, meldableSets, type Event, type State } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';
import { leakyLegal, leakyMustAct, leakyRefusal } from '../../engine/test/plant.ts';

describe('the non-interference check catches leaks', () => {
  /** Alibi (1993) with one exit for secrets replaced by a leaky one. */
  const leaky = (patch: { view?: (s: State, v: Viewer) => unknown; project?: (e: Event, v: Viewer) => unknown }): AnyGame => ({
    ...erase(alibi1993),
    ...(patch as Partial<AnyGame>),
  });
  const run = (game: AnyGame) => () => {
    for (let i = 0; i < 20; i++)
      for (let viewer = 0; viewer < 4; viewer++)
        checkNonInterference(game, {
          players: 4,
          seed: `leak:${i}`,
          viewer,
          makeDeal: randomDeal(4),
          perturb: perturbDeal,
          knowledge,
          interruptRate: 0.05,
        });
  };
  const base = (s: State, v: Viewer) => alibi1993.view(s, v);

  it('a view that shows the next seat’s hand', () => {
    expect(run(leaky({ view: (s, v) => ({ ...base(s, v), next: s.secret[(Number(v) + 1) % 4]?.hand }) }))).toThrow(
      /sees a difference/,
    );
  });
  it('a view that shows how many suspects each seat holds', () => {
    expect(
      run(leaky({ view: (s, v) => ({ ...base(s, v), suspects: s.secret.map((x) => x.hand.filter((c) => c < 24).length) }) })),
    ).toThrow(/sees a difference/);
  });
  it('a view that shows the hidden suspect', () => {
    expect(run(leaky({ view: (s, v) => ({ ...base(s, v), suspect: s.hidden.solution[0] }) }))).toThrow(/sees a difference/);
  });
  it('a view that shows who could meld now', () => {
    expect(run(leaky({ view: (s, v) => ({ ...base(s, v), melders: [0, 1, 2, 3].filter((p) => meldableSets(s, p).length > 0) }) }))).toThrow(/sees a difference/);
  });
  it('a view that shows the hidden cards as soon as the accusation is announced (before the sheets)', () => {
    expect(
      run(leaky({ view: (s, v) => ({ ...base(s, v), early: s.public.phase.kind === 'accusation' ? s.hidden.solution : null }) })),
    ).toThrow(/sees a difference/);
  });
});

describe('the extended checks catch leaks in everything else a seat receives', () => {
  const game = erase(alibi1993);
  const byDeal = (leaky: AnyGame) => () => {
    for (let i = 0; i < 12; i++)
      for (let viewer = 0; viewer < 4; viewer++)
        checkNonInterference(leaky, {
          players: 4,
          seed: `leak2:${i}`,
          viewer,
          makeDeal: randomDeal(4),
          perturb: perturbDeal,
          knowledge,
          interruptRate: 0.05,
        });
  };
  const byChoice = (leaky: AnyGame) => () => {
    for (let i = 0; i < 12; i++)
      for (let viewer = 0; viewer < 4; viewer++)
        checkChoiceInterference(leaky, { players: 4, seed: `leak2:${i}`, viewer, knowledge, trials: 6, interruptRate: 0.05 });
  };
  it('legal actions whose order depends on another seat’s secrets', () => {
    expect(byDeal(leakyLegal(game))).toThrow(/sees a difference[^]*\nlegal:/);
  });
  it('a mustAct that depends on another seat’s secrets', () => {
    expect(byDeal(leakyMustAct(game))).toThrow(/sees a difference[^]*\nmustAct:/);
  });
  it('a refusal whose text names a hidden card', () => {
    expect(byDeal(leakyRefusal(game, (s: State) => s.hidden.solution))).toThrow(/sees a difference[^]*\nrefusals:/);
  });
  it('a view that shows the cards each seat chose to pass before the pass (choice mode)', () => {
    const view = (s: State, v: Viewer) => ({ ...alibi1993.view(s, v), outgoing: s.secret.map((x) => x.outgoing) });
    expect(byChoice({ ...game, view: view as AnyGame['view'] })).toThrow(/sees a difference[^]*instead of/);
  });
});
