import { describe, expect, it } from 'vitest';
import { Rng, runMatch, type Policy } from '@alibi/engine';
import { chancesIfOpenerSure } from '../src/bots/expert.ts';
import { expertPolicy, fourSuspects, heuristicPolicy, type Action, type Deal, type State, type View } from '../src/index.ts';
import { act, ASH, BIRCH, CEDAR, card, start } from './helpers.ts';

const expert = expertPolicy as Policy<Action, View>;
const SUPPER = 3;

/**
 * Three players; the supper at the bookshop is missing. Ash holds no supper card, Birch three of
 * them (and two others), Cedar none.
 */
const DEAL: Deal = {
  missing: [card(SUPPER, 3)],
  hands: [
    [0, 1, 2, 3, 4],
    [5, 6, card(SUPPER, 0), card(SUPPER, 1), card(SUPPER, 2)],
    [7, 8, 9, 10, 11],
  ],
  start: ASH,
};

/** Birch opens a guess window; Ash (the expert) must guess or pass. */
function windowOpenedByBirch(deal: Deal): State {
  return act(start(3, deal), BIRCH, { type: 'guess', cards: [card(SUPPER, 3)] }).state;
}

const count = (asker: number, target: number, answer: number) => ({
  asker,
  target,
  card: 0,
  kind: 'count' as const,
  category: 'time' as const,
  values: [SUPPER],
  room: null,
  private: false,
  poet: false,
  bodyguard: false,
  broker: false,
  answer,
  heard: answer,
  shown: 'none' as const,
  brokerReturn: null,
});
const demand = (asker: number, target: number) => ({
  ...count(asker, target, 0),
  kind: 'demand' as const,
  category: null,
  values: [],
  answer: null,
  heard: null,
  shown: 'card' as const,
});

/**
 * Ash's view early in the game: everyone heard that Ash and Cedar hold no supper card, and Birch
 * showed Ash its three supper cards (three show-me cards). So Birch holds three or all four
 * suppers: with three, the bookshop supper is missing and Birch knows it from the public answers;
 * with four, one of the seven cards Ash has not placed is missing and Birch could not tell which.
 */
function constructedView(state: State): View {
  const view = fourSuspects.view(state, ASH);
  return {
    ...view,
    turn: 2,
    questions: [count(CEDAR, ASH, 0), count(ASH, CEDAR, 0), demand(ASH, BIRCH), demand(ASH, BIRCH), demand(ASH, BIRCH)],
    seen: [0, 1, 2].map((i) => ({ question: i + 2, card: card(SUPPER, i), from: BIRCH, room: null, how: 'demand' as const })),
  };
}

describe('expert bot: another player’s guess window', () => {
  it('weighs each deal by how few cards the opener could still doubt, from what it heard in public', () => {
    const chances = chancesIfOpenerSure(constructedView(windowOpenedByBirch(DEAL)), BIRCH) as Float64Array;
    // Ash's deals: Birch takes two of the seven unplaced cards and the supper is missing (21 deals),
    // or Birch has all four suppers and one of the seven is missing (42 deals, six per card).
    // Birch could doubt 1 card in the first, 11 in the second; weights 1 and 1/11³.
    const others = 42 / 11 ** 3;
    expect(chances[card(SUPPER, 3)]).toBeCloseTo(21 / (21 + others), 12);
    for (const c of [5, 6, 7, 8, 9, 10, 11]) expect(chances[c]).toBeCloseTo(6 / 11 ** 3 / (21 + others), 12);
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('joins with the card the opener can be sure of, where its own one-in-three chance would pass', () => {
    const state = windowOpenedByBirch(DEAL);
    const input = { seat: ASH, legal: fourSuspects.legal(state, ASH), view: constructedView(state), mustAct: true };
    expect(expert.choose({ ...input, rng: Rng.fromSeed('a') })).toEqual({ type: 'guess', cards: [card(SUPPER, 3)] });
  });

  it('chooses alike in two states that look the same from its seat', () => {
    // Birch and Cedar swap two cards Ash has no word of: Ash's view, and so its choice, cannot change.
    const swapped: Deal = { ...DEAL, hands: [DEAL.hands[0] as number[], [7, 6, 12, 13, 14], [5, 8, 9, 10, 11]] };
    const [one, two] = [DEAL, swapped].map(windowOpenedByBirch) as [State, State];
    const choice = (s: State) => {
      const view = fourSuspects.view(s, ASH);
      return {
        view,
        action: expert.choose({ seat: ASH, legal: fourSuspects.legal(s, ASH), view, mustAct: true, rng: Rng.fromSeed('b') }),
      };
    };
    const [a, b] = [choice(one), choice(two)];
    expect(JSON.stringify(a.view)).toBe(JSON.stringify(b.view));
    expect(a.action).toEqual(b.action);
  });

  it('plays the same game again from the same seeds', () => {
    const play = () =>
      runMatch(fourSuspects, {
        players: 4,
        seed: 'opener-determinism:0',
        policies: [expert, heuristicPolicy, heuristicPolicy, heuristicPolicy] as Policy[],
      });
    const [first, second] = [play(), play()];
    expect(first.ended).toBe(true);
    // A medium bot opens a window and the expert joins it: the path above is played.
    expect(first.log.filter((l) => (l.action as Action).type === 'guess').map((l) => l.seat)).toEqual([BIRCH, ASH]);
    expect(second.log).toEqual(first.log);
  }, 60_000);
});
