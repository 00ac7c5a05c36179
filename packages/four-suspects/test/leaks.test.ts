import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  checkChoiceInterference,
  checkNonInterference,
  erase,
  type AnyGame,
  type Game,
  type Viewer,
} from '@alibi/engine';
import { fourSuspects, type Action, type Event, type Options, type State } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';
import { leakyLegal, leakyMustAct, leakyRefusal } from '../../engine/test/plant.ts';
import { ASH, BIRCH, CEDAR, DEMAND, THREE, deck, qcard, withCoins } from './helpers.ts';

/** A leaky game's view may carry extra fields: the kit compares bytes, not types. */
type Leaky = Game<State, Action, Options, unknown, Event, unknown>;

const run =
  (game: Leaky, players = 4, seeds = 40) =>
  () => {
    for (let i = 0; i < seeds; i++)
      for (let viewer = 0; viewer < players; viewer++)
        checkNonInterference(game, {
          players,
          seed: `leak:${i}`,
          viewer,
          makeDeal: randomDeal(players),
          perturb: perturbDeal,
          knowledge,
          interruptRate: 0.01,
        });
  };
const leaky = (patch: Partial<Leaky>): Leaky => ({ ...(fourSuspects as Leaky), ...patch });

describe('the non-interference check catches leaks', () => {
  it('a view that shows the deck order', () => {
    expect(run(leaky({ view: (s, v) => ({ ...fourSuspects.view(s, v), deck: s.hidden.deck }) }))).toThrow(/sees a difference/);
  });
  it('a view that shows the next player’s hand', () => {
    expect(run(leaky({ view: (s, v) => ({ ...fourSuspects.view(s, v), next: s.secret[(Number(v) + 1) % 4]?.hand }) }))).toThrow(
      /sees a difference/,
    );
  });
  it('a projection that lets everyone hear the confidant’s answers', () => {
    expect(run(leaky({ project: (e, v) => (e.type === 'answered' ? { ...e } : fourSuspects.project(e, v)) }))).toThrow(
      /sees a difference/,
    );
  });
  it('a show step that opens only after a high secret answer (the skip would tell the table)', () => {
    // Deal-resampling cannot reach this: the leaky game writes the early "no card" into the public
    // record, so the entitled knowledge differs too. The targeted check below catches it.
    const apply: Leaky['apply'] = (s, p, a) => {
      const r = fourSuspects.apply(s, p, a);
      if (!r.ok) return r;
      const phase = r.value.state.public.phase;
      if (phase.kind !== 'show' || !fourSuspects.legal(r.value.state, phase.seat).some((x) => x.type === 'noCard')) return r;
      const skip = fourSuspects.apply(r.value.state, phase.seat, { type: 'noCard' });
      return skip.ok ? { ok: true, value: { state: skip.value.state, events: [...r.value.events, ...skip.value.events] } } : r;
    };
    const [a, b] = afterSecretAnswer(leaky({ apply }));
    expect(a).not.toBe(b);
  });
});

/**
 * Ash hires the confidant and asks Cedar how many Basil cards she holds. Birch cannot tell deal A
 * (Cedar holds both: 2) from deal B (one is missing: 1). Returns what Birch sees right after the
 * answer in each game.
 */
function afterSecretAnswer(game: Leaky): [string, string] {
  const base = { start: ASH, deck: deck([qcard('person', 1), DEMAND[0] as number]) };
  const hands = (cedar: number[]) => [THREE.hands[0] as number[], THREE.hands[1] as number[], cedar];
  const deals = [
    { ...base, missing: [15], hands: hands([8, 9, 10, 12, 14]) },
    { ...base, missing: [14], hands: hands([8, 9, 10, 12, 15]) },
  ];
  const seen = deals.map((deal) => {
    const r0 = game.setup({ players: 3, seed: 'secret', options: { deal } });
    if (!r0.ok) throw new Error(r0.error.message);
    let s = withCoins(r0.value, [[0], [], []]);
    const moves: [number, Action][] = [
      [ASH, { type: 'buy', helper: 'confidant' }],
      [ASH, { type: 'ask', card: qcard('person', 1), target: CEDAR, category: 'person', values: [1] }],
      [CEDAR, { type: 'answer' }],
    ];
    let last: unknown[] = [];
    for (const [seat, action] of moves) {
      const r = game.apply(s, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      last = r.value.events.map((e) => game.project(e, BIRCH));
    }
    return canonicalJson({ view: game.view(s, BIRCH), events: last, waiting: game.waitingFor(s) });
  });
  return [seen[0] as string, seen[1] as string];
}

describe('a secret answer tells the others nothing until a card is (or is not) shown', () => {
  it('the other players see the same view and events after a low or a high secret answer', () => {
    const [a, b] = afterSecretAnswer(fourSuspects as Leaky);
    expect(a).toBe(b);
  });
});

describe('the extended checks catch leaks in everything else a seat receives', () => {
  const game = erase(fourSuspects);
  const byDeal = (leaky: AnyGame) => () => {
    for (let i = 0; i < 20; i++)
      for (let viewer = 0; viewer < 4; viewer++)
        checkNonInterference(leaky, {
          players: 4,
          seed: `leak2:${i}`,
          viewer,
          makeDeal: randomDeal(4),
          perturb: perturbDeal,
          knowledge,
          interruptRate: 0.01,
        });
  };
  const byChoice = (leaky: AnyGame) => () => {
    for (let i = 0; i < 20; i++)
      for (let viewer = 0; viewer < 4; viewer++)
        checkChoiceInterference(leaky, { players: 4, seed: `leak2:${i}`, viewer, knowledge, trials: 6, interruptRate: 0.01 });
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
  it('a view that shows which card each seat gave (choice mode)', () => {
    const view = (s: State, v: Viewer) => ({ ...fourSuspects.view(s, v), gave: s.secret.map((x) => x.gave) });
    expect(byChoice({ ...game, view: view as AnyGame['view'] })).toThrow(/sees a difference[^]*instead of/);
  });
});
