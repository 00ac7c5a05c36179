import { z } from 'zod';
import type { RngState } from '@alibi/engine';
import { CARD_COUNT, CARD_TYPES, SET_COUNT, TIMES, type Blank, type CardType } from './cards.ts';

const card = z.number().int().min(0).max(77);
const set = z.number().int().min(0).max(25);
const seat = z.number().int().min(0).max(5);
const sub = z.number().int().min(0).max(2);

/**
 * One building block of a question's card filter. A filter is a union of atoms; the answer counts
 * the distinct cards matching any of them.
 * - `all`: every card ("how many cards in your hand have you held since the start?");
 * - `type`: every card of a type (suspect, place, weapon, emotion);
 * - `set`: the three cards of one set (top icon), e.g. one suspect or one weapon;
 * - `time`: the eight suspect cards of one time (0 morning, 1 noon, 2 night);
 * - `card`: one single card. A location, weapon type or motive belongs to exactly one card, so
 *   asking about such a subcategory value is asking about that card.
 */
export const atomSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('type'), type: z.enum(CARD_TYPES) }),
  z.strictObject({ kind: z.literal('set'), set }),
  z.strictObject({ kind: z.literal('time'), time: sub }),
  z.strictObject({ kind: z.literal('card'), card }),
]);
export type Atom = z.infer<typeof atomSchema>;

/**
 * Where the answering player counts:
 * - `hand`: cards in their hand now;
 * - `seen`: cards they ever held this hand (dealt, received, passed on or melded), plus every
 *   melded card on the table;
 * - `kept`: cards in their hand now that they have held since the deal (never passed away).
 */
export const SCOPES = ['hand', 'seen', 'kept'] as const;
export const scopeSchema = z.enum(SCOPES);
export type Scope = z.infer<typeof scopeSchema>;

/**
 * How many different atoms there are: `all`, the 4 types, the 26 sets, the 3 times and the 78
 * single cards. A union may use every one of them (the rules set no limit below the whole deck);
 * a longer list must repeat an atom, so it is refused to keep the input bounded.
 */
export const MAX_ATOMS = 1 + CARD_TYPES.length + SET_COUNT + TIMES.length + CARD_COUNT;

/** A question: count the cards matching `filter` (a union; order and repeats do not matter) in `scope`. */
export const questionSchema = z.strictObject({
  filter: z.array(atomSchema).min(1).max(MAX_ATOMS),
  scope: scopeSchema,
});
export type Question = z.infer<typeof questionSchema>;

/**
 * One type's part of an accusation sheet: the set (global set id, of that type) and optionally the
 * subcategory value within it (0-2: the time, location, weapon type or motive).
 */
export const blankSchema = z.strictObject({ set, sub: sub.optional() });
export type SheetBlank = z.infer<typeof blankSchema>;

/**
 * An accusation sheet. Each type may be left empty, name a set, or name a set and its subcategory
 * (a subcategory blank can only be written under its set). The First Accuser must name the
 * suspect and at least three of the other seven blanks.
 */
export const sheetSchema = z.strictObject({
  suspect: blankSchema.optional(),
  place: blankSchema.optional(),
  weapon: blankSchema.optional(),
  emotion: blankSchema.optional(),
});
export type Sheet = z.infer<typeof sheetSchema>;

export const actionSchema = z.discriminatedUnion('type', [
  /** In your turn: ask another player a question; the server answers it for them, aloud. */
  z.strictObject({ type: z.literal('ask'), target: seat, question: questionSchema }),
  /** In your turn, instead of asking: announce the Accusation (ends the hand after the sheets). */
  z.strictObject({ type: z.literal('accuse') }),
  /** At any moment until an accusation: lay down a complete set from your hand. */
  z.strictObject({ type: z.literal('meld'), set }),
  /** In the passing phase: the cards you pass to the left (exactly min(round, hand size); any order). */
  z.strictObject({ type: z.literal('pass'), cards: z.array(card).max(78) }),
  /** After an accusation: your sheet (secret until everyone has written). */
  z.strictObject({ type: z.literal('write'), sheet: sheetSchema }),
  /**
   * At any moment while the game runs, out of turn too: leave the game. The seat takes no more
   * turns and cannot win; its cards stay in play (it is still asked, and still passes).
   */
  z.strictObject({ type: z.literal('resign') }),
]);
export type Action = z.infer<typeof actionSchema>;
export type ActionType = Action['type'];

/** A fixed setup, for tests, tutorials and puzzles (first hand of a series only). */
export const dealSchema = z.strictObject({
  /** The hidden cards: one suspect, one place, one weapon, one emotion (any order). */
  hidden: z.array(card).length(4),
  /** Every other card, each exactly once, one list per seat. */
  hands: z.array(z.array(card)),
  /** The starting seat (default: as if dealt one by one from seat 0, the seat after the last card's receiver). */
  first: seat.optional(),
});
export type Deal = z.infer<typeof dealSchema>;

export const optionsSchema = z.strictObject({
  /** Play a series of this many hands with running totals (1: one hand is the game). */
  series: z.number().int().min(1).max(10).default(1),
  deal: dealSchema.optional(),
});
export type Options = z.infer<typeof optionsSchema>;

/** Where the hand stands; every field is public. */
export type Phase =
  /** `seat` asks a question or accuses. */
  | { kind: 'turn'; seat: number }
  /** Everyone chooses the cards to pass after round `round` (passes `round` cards or the whole hand). */
  | { kind: 'passing'; round: number }
  /** `accuser` announced the Accusation; everyone writes a sheet. */
  | { kind: 'accusation'; accuser: number }
  | { kind: 'over' };

/** A question as the whole table heard it, with its answer. */
export interface QuestionRecord {
  asker: number;
  target: number;
  /** Normalised: atoms sorted (all, type, set, time, card; then by value) without repeats. */
  question: Question;
  answer: number;
  round: number;
}

export interface Meld {
  seat: number;
  set: number;
  round: number;
  points: number;
}

/** How one blank of one sheet was judged at the end of a hand. */
export interface BlankScore {
  blank: Blank;
  correct: boolean;
  /** Signed: +value, -value, or -2 x value for the First Accuser. */
  points: number;
}

/** One seat's score sheet for a finished hand. */
export interface ScoreLine {
  melds: number;
  blanks: BlankScore[];
  bonus: number;
  total: number;
}

/** A finished hand, revealed to everyone. */
export interface HandResult {
  /** 1-based number of the hand in the series. */
  handNumber: number;
  /** The hidden cards: suspect, place, weapon, emotion. */
  solution: number[];
  accuser: number;
  sheets: Sheet[];
  lines: ScoreLine[];
  /** Series totals after this hand. */
  totals: number[];
}

export interface SeatSecret {
  /** Cards in hand, ascending (without cards chosen to pass). */
  hand: number[];
  /** Every card this seat has held this hand, ascending. */
  held: number[];
  /** Cards in hand held since the deal, ascending. */
  kept: number[];
  /** Cards chosen to pass in the current passing phase (null: not chosen yet or no passing now). */
  outgoing: number[] | null;
  /** Cards this seat passed and received in the last completed passing. */
  lastPass: { gave: number[]; got: number[] } | null;
  /** The sheet written after the accusation (null until written). */
  sheet: Sheet | null;
}

export interface State {
  players: number;
  /** `series`: how many hands the game lasts. */
  rules: { series: number };
  rng: RngState;
  public: {
    /** 1-based number of the current hand in the series. */
    handNumber: number;
    dealer: number;
    /** The seat that starts every round of this hand. */
    first: number;
    phase: Phase;
    /** The round meld scores use: it moves on only with the next round's first question. */
    round: number;
    /** Questions asked in the current round. */
    asked: number;
    handSizes: number[];
    questions: QuestionRecord[];
    melds: Meld[];
    /** In the passing phase: who has chosen. */
    chosen: boolean[];
    /** In the accusation phase: who has written a sheet. */
    written: boolean[];
    /** Series totals before the current hand. */
    totals: number[];
    results: HandResult[];
    winners: number[] | null;
    /** Seats that resigned: out of the race for the rest of the game. */
    resigned: boolean[];
  };
  hidden: {
    /** The hidden cards of the current hand: suspect, place, weapon, emotion. */
    solution: number[];
  };
  secret: SeatSecret[];
}

/** Full-information events. Each viewer gets its own projection (see view.ts). */
export type Event =
  | { type: 'handStarted'; handNumber: number; dealer: number; first: number; handSizes: number[] }
  | { type: 'asked'; asker: number; target: number; question: Question; answer: number; round: number }
  | { type: 'melded'; seat: number; set: number; round: number; points: number }
  | { type: 'passChosen'; seat: number; count: number }
  /** All passes at once: `cards[i]` went from seat i to seat i + 1. */
  | { type: 'passed'; round: number; counts: number[]; cards: number[][] }
  | { type: 'accused'; seat: number }
  | { type: 'sheetWritten'; seat: number }
  | { type: 'handScored'; result: HandResult }
  /** The seat left the game (public). */
  | { type: 'resigned'; seat: number }
  | { type: 'gameOver'; winners: number[]; totals: number[] };

/** An event as one viewer receives it: in `passed`, only the viewer's own outgoing and incoming cards are given. */
export type ProjectedEvent =
  Exclude<Event, { type: 'passed' }> | { type: 'passed'; round: number; counts: number[]; cards: (number[] | null)[] };

/** What one seat (or a spectator) sees. Built afresh from the state by `view`. */
export interface View {
  viewer: number | 'spectator';
  players: number;
  rules: State['rules'];
  /** 1-based number of the hand in the series (`rules.series` says how many hands it has). */
  handNumber: number;
  dealer: number;
  first: number;
  phase: Phase;
  round: number;
  asked: number;
  handSizes: number[];
  questions: QuestionRecord[];
  melds: Meld[];
  chosen: boolean[];
  written: boolean[];
  /** Series totals before this hand, plus this hand's meld points so far. */
  scores: number[];
  results: HandResult[];
  winners: number[] | null;
  /** Seats that resigned (no more turns, cannot win). */
  resigned: boolean[];
  /** The viewer's own cards (null for a spectator). */
  cards: number[] | null;
  /** Every card the viewer has seen this hand: ever held, plus every melded card (the note sheet). */
  seen: number[] | null;
  /** Cards in the viewer's hand held since the deal. */
  kept: number[] | null;
  /** The viewer's chosen cards to pass, while the passing is pending. */
  outgoing: number[] | null;
  lastPass: { gave: number[]; got: number[] } | null;
  /** The viewer's sheet once written. */
  sheet: Sheet | null;
}

export type { Blank, CardType };
