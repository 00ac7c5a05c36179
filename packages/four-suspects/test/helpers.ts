import { scenario } from '@alibi/engine';
import { fourSuspects, INTERROGATION_CARDS, type Deal, type Event, type State } from '../src/index.ts';

const table = scenario(fourSuspects);
export const { act, play, refuse } = table;

export const ASH = 0,
  BIRCH = 1,
  CEDAR = 2,
  ELM = 3,
  FIR = 4;
export const card = (time: number, place: number) => time * 4 + place;
/** Interrogation card ids: two of each category and number, then the four show-me cards. */
export const qcard = (category: 'time' | 'place' | 'person', number: 1 | 2 | 3, copy: 0 | 1 = 0) =>
  ['time', 'place', 'person'].indexOf(category) * 6 + (number - 1) * 2 + copy;
export const DEMAND = [18, 19, 20, 21];

/** A deck that starts with `front` and continues with every other interrogation card in order. */
export const deck = (front: number[]) => [...front, ...INTERROGATION_CARDS.filter((c) => !front.includes(c))];

export const start = (players: number, deal: Deal, seed = 'test'): State => table.start(players, { deal }, seed);

/** Give a seat coins directly (tests of buying start from a table where coins were earned earlier). */
export function withCoins(state: State, coins: number[][]): State {
  const s: State = JSON.parse(JSON.stringify(state));
  s.public.coins = coins.map((c) => [...c]);
  const held = coins.flat();
  s.public.faceUp = s.public.faceUp.filter((c) => !held.includes(c));
  s.hidden.deck = s.hidden.deck.filter((c) => !held.includes(c));
  while (s.public.faceUp.length < 2 && s.hidden.deck.length > 0) s.public.faceUp.push(s.hidden.deck.shift() as number);
  s.public.deckSize = s.hidden.deck.length;
  return s;
}

export const types = (events: Event[]) => events.map((e) => e.type);

/**
 * Three players, Ash starts. Missing: supper at the bookshop (15).
 * Ash: breakfast x4 and lunch/pier; Birch: lunch bathhouse/tearoom/bookshop, teatime bookshop, supper bathhouse;
 * Cedar: teatime pier/bathhouse/tearoom, supper pier/tearoom.
 */
export const THREE: Deal = {
  missing: [card(3, 3)],
  hands: [
    [card(0, 0), card(0, 1), card(0, 2), card(0, 3), card(1, 0)],
    [card(1, 1), card(1, 2), card(1, 3), card(2, 3), card(3, 1)],
    [card(2, 0), card(2, 1), card(2, 2), card(3, 0), card(3, 2)],
  ],
  start: ASH,
};
