import { scenario } from '@alibi/engine';
import {
  CLUE_FEATURE,
  DECK_CARDS,
  SUSPECT_IDS,
  alibiClues,
  type Action,
  type Deal,
  type Event,
  type State,
} from '../src/index.ts';

const table = scenario(alibiClues);
export const { act, play, refuse } = table;

/** The `copy`-th clue card of a feature. */
export const clue = (feature: number, copy = 0): number => CLUE_FEATURE.indexOf(feature) + copy;
export const COVER = [36, 37, 38, 39, 40, 41];
export const HUSH = [42, 43, 44, 45];
export const TIP = [46, 47, 48, 49];

/** A deal with the given face-up row and hands; the other suspects and cards follow in id order (after `deckFront`). */
export function dealOf(row: number[], hands: number[][], deckFront: number[] = []): Deal {
  const used = [...hands.flat(), ...deckFront];
  return {
    suspects: [...row, ...SUSPECT_IDS.filter((id) => !row.includes(id))],
    hands,
    deck: [...deckFront, ...DECK_CARDS.filter((c) => !used.includes(c))],
  };
}

export const start = (players: number, deal: Deal, firstPlayer = 0, seed = 'test'): State =>
  table.start(players, { deal, firstPlayer }, seed);

/** A clue played and the turn ended. */
export const clueTurn = (seat: number, card: number): [number, Action][] => [
  [seat, { type: 'clue', card }],
  [seat, { type: 'end' }],
];

export const types = (events: Event[]) => events.map((e) => e.type);
/** The kinds of the turn's own actions (resigning, always offered to a seat still in, is tested in resign.test.ts). */
export const legalTypes = (s: State, seat: number) => [
  ...new Set(alibiClues.legal(s, seat).flatMap((a) => (a.type === 'resign' ? [] : [a.type]))),
];
