import { describe, expect, it } from 'vitest';
import { checkChoiceInterference, checkNonInterference, erase, type AnyGame, type Game, type Viewer } from '@alibi/engine';
import { alibis, type Action, type Event, type Options, type State } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';
import { leakyLegal, leakyMustAct, leakyRefusal } from '../../engine/test/plant.ts';

/** A leaky game's view may carry extra fields: the kit compares bytes, not types. */
type Leaky = Game<State, Action, Options, unknown, Event, unknown>;

const leaky = (patch: Partial<Leaky>): Leaky => ({ ...(alibis as Leaky), ...patch });
const run = (game: Leaky, players: number) => () => {
  for (let i = 0; i < 8; i++)
    for (let viewer = 0; viewer < players; viewer++)
      checkNonInterference(game, {
        players,
        seed: `leak:${i}`,
        viewer,
        makeDeal: randomDeal(players),
        perturb: perturbDeal,
        knowledge,
      });
};
const next = (v: unknown, players: number) => (Number(v) + 1) % players;

describe('the non-interference check catches leaks', () => {
  it.each([2, 3, 4, 5, 6])('a view that shows the next player’s pairs (%i players)', (players) => {
    expect(run(leaky({ view: (s, v) => ({ ...alibis.view(s, v), next: s.secret[next(v, players)]?.pairs }) }), players)).toThrow(
      /sees a difference/,
    );
  });
  it.each([2, 4, 6])('a view that shows the perpetrator (%i players)', (players) => {
    expect(run(leaky({ view: (s, v) => ({ ...alibis.view(s, v), perpetrator: s.hidden.perpetrator }) }), players)).toThrow(
      /sees a difference/,
    );
  });
  it('a view that shows the next round’s words', () => {
    expect(run(leaky({ view: (s, v) => ({ ...alibis.view(s, v), coming: s.hidden.upcoming[0]?.words }) }), 4)).toThrow(
      /sees a difference/,
    );
  });
  it('a projection that shows everyone the pairs dealt', () => {
    expect(run(leaky({ project: (e) => ({ ...e }) }), 3)).toThrow(/sees a difference/);
  });
  it('a view that shows whether the next player’s draft board names the perpetrator', () => {
    const view: Leaky['view'] = (s, v) => ({
      ...alibis.view(s, v),
      right: s.secret[next(v, 4)]?.guess?.perpetrator === s.hidden.perpetrator,
    });
    expect(run(leaky({ view }), 4)).toThrow(/sees a difference/);
  });
});

describe('the extended checks catch leaks in everything else a seat receives', () => {
  const game = erase(alibis);
  const byDeal = (leaky: AnyGame) => () => {
    for (let i = 0; i < 6; i++)
      for (let viewer = 0; viewer < 4; viewer++)
        checkNonInterference(leaky, {
          players: 4,
          seed: `leak2:${i}`,
          viewer,
          makeDeal: randomDeal(4),
          perturb: perturbDeal,
          knowledge,
          interruptRate: 0.02,
        });
  };
  const byChoice = (leaky: AnyGame) => () => {
    for (let i = 0; i < 6; i++)
      for (let viewer = 0; viewer < 4; viewer++)
        checkChoiceInterference(leaky, { players: 4, seed: `leak2:${i}`, viewer, knowledge, trials: 6, interruptRate: 0.02 });
  };
  it('legal actions whose order depends on another seat’s secrets', () => {
    expect(byDeal(leakyLegal(game))).toThrow(/sees a difference[^]*\nlegal:/);
  });
  it('a mustAct that depends on another seat’s secrets', () => {
    expect(byDeal(leakyMustAct(game))).toThrow(/sees a difference[^]*\nmustAct:/);
  });
  it('a refusal whose text names a hidden card', () => {
    expect(byDeal(leakyRefusal(game, (s: State) => s.hidden.perpetrator))).toThrow(/sees a difference[^]*\nrefusals:/);
  });
  it('a view that shows the next seat’s alibi words before the share (choice mode)', () => {
    const view = (s: State, v: Viewer) => ({ ...alibis.view(s, v), words: s.secret[(Number(v) + 1) % 4]?.alibis ?? null });
    expect(byChoice({ ...game, view: view as AnyGame['view'] })).toThrow(/sees a difference[^]*instead of/);
  });
});
