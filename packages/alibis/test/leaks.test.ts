import { describe, expect, it } from 'vitest';
import { checkNonInterference, type Game } from '@alibi/engine';
import { alibis, type Action, type Event, type Options, type State } from '../src/index.ts';
import { knowledge, perturbDeal, randomDeal } from './knowledge.ts';

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
