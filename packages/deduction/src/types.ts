/** Shared shapes of the deduction API: plain JSON, so they cross a Web Worker boundary as they are. */

/** Where a card can be. */
export type Place =
  | { kind: 'hand'; seat: number }
  | { kind: 'room'; seat: number; room: 'left' | 'right' }
  | { kind: 'public' }
  | { kind: 'missing' };

/** One thing the seat learned, as a template key plus parameters (seats, cards, values, counts). */
export interface Observation {
  key: string;
  params: Record<string, number | number[] | string | boolean | null>;
}

/**
 * One seat's information set, extracted from its view: everything the engine may use. `known`
 * gives the place (index into `places`) of every card the seat knows for certain by the rules
 * (its own hand, public cards, after a wrong guess the missing alibi); `holders` are the places
 * whose contents are unknown, with their sizes and the hidden tiles they may hold.
 */
export interface InfoSet {
  game: 'perfect-alibi' | 'four-suspects';
  viewer: number;
  players: number;
  places: Place[];
  known: number[];
  holders: { place: number; size: number; tiles: number[] }[];
  /** Names of the hidden tiles (Rival tiles: assistants), by tile id; empty without tiles. */
  tileNames: string[];
  /** Rule switches the observations depend on. */
  rules: { rival: boolean };
  observations: Observation[];
}

/** A certain fact about a card or a hidden tile. */
export type Fact =
  | { kind: 'at'; card: number; place: number }
  | { kind: 'notAt'; card: number; place: number }
  | { kind: 'tile'; seat: number; tile: number }
  | { kind: 'notTile'; seat: number; tile: number };

export interface Explanation {
  fact: Fact;
  /** Indexes into `InfoSet.observations`: together they imply the fact (none can be dropped). */
  observations: number[];
  /** Template key of the conclusion, with its parameters. */
  key: string;
  params: Observation['params'];
  /** English rendering: the observations, then the conclusion. */
  text: string;
}

export interface CardDeduction {
  card: number;
  /** Probability per place (index into `places`). */
  probability: number[];
  /** Whether each place is possible at all (logic layer: independent of how players choose). */
  possible: boolean[];
  /** The place the card must be in, when only one is possible. */
  certain: number | null;
  /** Shorthands for the missing alibi. */
  missingProbability: number;
  canBeMissing: boolean;
  mustBeMissing: boolean;
}

export interface TileDeduction {
  seat: number;
  /** Probability per tile id (`InfoSet.tileNames`). */
  probability: number[];
  possible: boolean[];
  certain: number | null;
}

export interface Deduction {
  /** False when no deal fits the observations (a mistaken manual answer, say): nothing else is meaningful. */
  consistent: boolean;
  places: Place[];
  cards: CardDeduction[];
  /** Hidden tiles of the other seats (Rival variant); empty otherwise. */
  tiles: TileDeduction[];
  /** Every certain fact about an unknown card or a hidden tile. */
  facts: Fact[];
}
