import { describe, expect, it } from 'vitest';
import { checkConformance, checkNonInterference, erase, type AnyGame, type Game } from '@alibi/engine';
import { alibiClues, type Action, type Event, type Options, type State } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';
import { leakyLegal, leakyMustAct, leakyRefusal, unseenBit } from '../../engine/test/plant.ts';

/** A leaky game's view may carry extra fields: the kit compares bytes, not types. */
type Leaky = Game<State, Action, Options, unknown, Event, unknown>;

const leaky = (patch: Partial<Leaky>): Leaky => ({ ...(alibiClues as Leaky), ...patch });
const run = (game: Leaky, players: number) => () => {
  for (let i = 0; i < 12; i++)
    for (let viewer = 0; viewer < players; viewer++)
      checkNonInterference(game, {
        players,
        seed: `leak:${i}`,
        viewer,
        makeDeal: randomDeal(players),
        perturb: perturbDeal,
        knowledge,
        interruptRate: 0.3,
      });
};

describe('the non-interference check catches leaks', () => {
  it.each([2, 3, 4, 5])('a view that shows the deck order (%i players)', (players) => {
    expect(run(leaky({ view: (s, v) => ({ ...alibiClues.view(s, v), deck: s.hidden.deck }) }), players)).toThrow(
      /sees a difference/,
    );
  });
  it.each([2, 3, 4, 5])('a view that shows the next player’s hand (%i players)', (players) => {
    expect(
      run(leaky({ view: (s, v) => ({ ...alibiClues.view(s, v), next: s.secret[(Number(v) + 1) % players]?.hand }) }), players),
    ).toThrow(/sees a difference/);
  });
  it('a projection that shows everyone the cards drawn', () => {
    expect(run(leaky({ project: (e) => ({ ...e }) }), 3)).toThrow(/sees a difference/);
  });
  it('a view that shows the next suspect to be turned up', () => {
    expect(run(leaky({ view: (s, v) => ({ ...alibiClues.view(s, v), nextSuspect: s.hidden.suspects[0] }) }), 3)).toThrow(
      /sees a difference/,
    );
  });
  it('a view whose hand-size field counts the function cards in other hands', () => {
    const view: Leaky['view'] = (s, v) => ({
      ...alibiClues.view(s, v),
      functions: s.secret.map((x) => x.hand.filter((c) => c >= 36).length),
    });
    expect(run(leaky({ view }), 4)).toThrow(/sees a difference/);
  });
});

describe('the extended checks catch leaks in everything else a seat receives', () => {
  // No choice-mode leak here: every choice in Alibi Clues is made face up (see property.ts).
  const game = erase(alibiClues);
  const byDeal = (leaky: AnyGame) => () => {
    for (let i = 0; i < 12; i++)
      for (let viewer = 0; viewer < 3; viewer++)
        checkNonInterference(leaky, {
          players: 3,
          seed: `leak2:${i}`,
          viewer,
          makeDeal: randomDeal(3),
          perturb: perturbDeal,
          knowledge,
          interruptRate: 0.3,
        });
  };
  it('legal actions whose order depends on another seat’s secrets', () => {
    expect(byDeal(leakyLegal(game))).toThrow(/sees a difference[^]*\nlegal:/);
  });
  it('a mustAct that depends on another seat’s secrets', () => {
    // Every seat still in acts (it may resign), so a mustAct flipped by a hidden bit shows.
    expect(byDeal(leakyMustAct(game))).toThrow(/sees a difference[^]*\nmustAct:/);
  });
  it('waiting for a seat that cannot act (caught by conformance)', () => {
    const waitingFor: AnyGame['waitingFor'] = (s) => [
      ...game.waitingFor(s),
      ...[0, 1, 2].filter((p) => !game.actors(s).includes(p) && unseenBit(s, p)),
    ];
    // Only a resigned seat is not an actor: random players resign often enough to get there.
    const leaky = { ...game, waitingFor };
    expect(() => {
      for (let i = 0; i < 40; i++) checkConformance(leaky, { players: 3, seed: `leak2:${i}`, interruptRate: 0.05 });
    }).toThrow(/not all actors/);
  });
  it('a refusal whose text names a hidden card', () => {
    expect(byDeal(leakyRefusal(game, (s: State) => s.hidden.deck[0]))).toThrow(/sees a difference[^]*\nrefusals:/);
  });
});
