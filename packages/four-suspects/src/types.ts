import { z } from 'zod';
import type { RngState } from '@alibi/engine';
import { CATEGORIES, HELPERS, type Category, type Helper, type Room } from './cards.ts';

const card = z.number().int().min(0).max(15);
const interrogationCard = z.number().int().min(0).max(21);
const seat = z.number().int().min(0).max(4);
const value = z.number().int().min(0).max(3);
export const helperSchema = z.enum(HELPERS);
export const categorySchema = z.enum(CATEGORIES);
export const roomSchema = z.enum(['left', 'right']);

/** A fixed setup, for tests, tutorials and puzzles. */
export const dealSchema = z.strictObject({
  /** The missing alibi (two of them in a two-player game). */
  missing: z.array(card).min(1).max(2),
  hands: z.array(z.array(card)),
  /** All 22 interrogation cards, top first: the first two are turned face up. */
  deck: z.array(interrogationCard).length(22).optional(),
  /** The first player (3 and 5 players, and 2); with 4 it is fixed by the rules. */
  start: seat.optional(),
  /** 4 players: the card the player with the smaller hand sees in the next player's hand. */
  peek: card.optional(),
  /** 2 players: each seat's left room (3 cards); when given, the room phase is skipped. */
  rooms: z.array(z.array(card).length(3)).optional(),
});
export type Deal = z.infer<typeof dealSchema>;

export const optionsSchema = z.strictObject({ deal: dealSchema.optional() });
export type Options = z.infer<typeof optionsSchema>;

export const actionSchema = z.discriminatedUnion('type', [
  /** 2 players, before the first turn: the three cards of the left room. */
  z.strictObject({ type: z.literal('rooms'), left: z.array(card).length(3) }),
  z.strictObject({ type: z.literal('buy'), helper: helperSchema }),
  /** Give a face-up card to `target` and ask how many of their cards (in `room`, 2 players) show any of `values`. */
  z.strictObject({
    type: z.literal('ask'),
    card: interrogationCard,
    target: seat,
    category: categorySchema,
    values: z.array(value).min(1).max(3),
    room: roomSchema.optional(),
  }),
  /** Give a "show me a card" card to `target`, who shows one card of their choice. */
  z.strictObject({ type: z.literal('demand'), card: interrogationCard, target: seat }),
  /**
   * Answer the question: the server counts. With the poet, `lie` says one up or one down. The
   * count is not part of the action, so the action log never carries a secret answer.
   */
  z.strictObject({ type: z.literal('answer'), lie: z.enum(['up', 'down']).optional() }),
  z.strictObject({ type: z.literal('show'), card }),
  /** After a secret answer below 2: no card to show (the others cannot tell in advance). */
  z.strictObject({ type: z.literal('noCard') }),
  /** Name the missing alibi (both, in a two-player game). */
  z.strictObject({ type: z.literal('guess'), cards: z.array(card).min(1).max(2) }),
  /** In a guess window: do not add a guess. */
  z.strictObject({ type: z.literal('pass') }),
  /** At the end of your own turn: do not hire the courier; the turn ends. */
  z.strictObject({ type: z.literal('endTurn') }),
  /** Leave the game: out like a wrong guess (no turns, helpers or guesses), still answering and showing. */
  z.strictObject({ type: z.literal('resign') }),
]);
export type Action = z.infer<typeof actionSchema>;

/** Where the game stands; every field is public. */
export type Phase =
  | { kind: 'rooms' }
  | { kind: 'turn'; seat: number }
  /** The questioned player may buy the poet before answering. */
  | { kind: 'respond'; seat: number; question: number }
  /** The questioned player shows a card (or buys the bodyguard or the broker first). */
  | { kind: 'show'; seat: number; question: number }
  /** The asker shows the broker's buyer a card sharing a feature with the card shown. */
  | { kind: 'brokerShow'; seat: number; question: number }
  /**
   * The active player's question is over (answer and any card shown): they may hire the courier
   * for another turn, or end the turn. Opens only when they can afford the courier.
   */
  | { kind: 'end'; seat: number }
  | { kind: 'over' };

/** Open after a guess is announced: the other players still in each add a guess or pass. */
export interface GuessWindow {
  guessers: number[];
  pending: number[];
}

/** One question as everyone at the table knows it. */
export interface QuestionRecord {
  asker: number;
  target: number;
  /** The interrogation card given. */
  card: number;
  kind: 'count' | 'demand';
  category: Category | null;
  values: number[];
  room: Room | null;
  /** The confidant hears the answer alone. */
  private: boolean;
  poet: boolean;
  bodyguard: boolean;
  broker: boolean;
  /** The spoken answer when public; null while pending or when private. */
  answer: number | null;
  shown: 'card' | 'none' | null;
  /** What the broker brought back: a card, nothing (the asker had no such card), or null. */
  brokerReturn: 'card' | 'none' | null;
}

export interface HiddenAnswer {
  trueCount: number;
  spoken: number | null;
}

export type SeenHow = 'answer' | 'demand' | 'broker' | 'peek';

export interface SeenCard {
  /** The question it answered; null for the four-player peek at setup. */
  question: number | null;
  card: number;
  from: number;
  /** The room it came from (2 players), else null. */
  room: Room | null;
  how: SeenHow;
}

export interface GaveCard {
  question: number | null;
  card: number;
  to: number;
  how: SeenHow;
}

export interface SeatSecret {
  hand: number[];
  rooms: { left: number[]; right: number[] } | null;
  seen: SeenCard[];
  gave: GaveCard[];
  /** Secret answers this seat heard (as the confidant's buyer, or as the answerer). */
  heard: { question: number; count: number }[];
  /** Its guess while a guess window is open. */
  guess: number[] | null;
  /** Its judged guess: known to this seat alone (a wrong one is never told; a right one ends the game). */
  guessed: { cards: number[]; correct: boolean } | null;
  /** Set when a wrong guess let this seat look at the missing alibi. */
  sawMissing: boolean;
}

/** Active-player helpers bought this turn (their effects last for this turn only). */
export interface TurnEffects {
  scout: boolean;
  confidant: boolean;
  courier: boolean;
}

export interface State {
  players: number;
  rng: RngState;
  public: {
    handSizes: number[];
    faceUp: number[];
    deckSize: number;
    /** Coins per seat: interrogation cards received, oldest first (everyone saw them given). */
    coins: number[][];
    /** Helpers in this game, and who has each in front of them (null: on the table). */
    helpers: Helper[];
    owners: (number | null)[];
    phase: Phase;
    guessing: GuessWindow | null;
    /** Whose turn it is (-1 before the first turn). */
    active: number;
    turn: number;
    effects: TurnEffects;
    eliminated: boolean[];
    /** Seats that resigned (also marked eliminated). */
    resigned: boolean[];
    /** 2 players: who has arranged their rooms. */
    roomsReady: boolean[];
    /** 4 players: who looked at a card of whom. */
    peek: { seat: number; from: number } | null;
    start: number;
    questions: QuestionRecord[];
    winners: number[] | null;
    endReason: string | null;
  };
  hidden: {
    missing: number[];
    /** The interrogation deck, top first. */
    deck: number[];
    answers: (HiddenAnswer | null)[];
  };
  secret: SeatSecret[];
}

export type ToDeckReason = 'paid' | 'excess' | 'out' | 'to-out';

export interface GuessResult {
  seat: number;
  cards: number[];
  correct: boolean;
}

/** Full-information events. Each viewer gets its own projection (see view.ts). */
export type Event =
  | { type: 'roomsChosen'; seat: number; left: number[] }
  | { type: 'turnStarted'; seat: number; turn: number; extra: boolean }
  | { type: 'turnSkipped'; seat: number }
  | { type: 'helperBought'; seat: number; helper: Helper; from: number | null; paid: number[] }
  | {
      type: 'asked';
      question: number;
      asker: number;
      target: number;
      card: number;
      category: Category;
      values: number[];
      room: Room | null;
    }
  | { type: 'demanded'; question: number; asker: number; target: number; card: number }
  | { type: 'answered'; question: number; asker: number; target: number; count: number; private: boolean }
  | { type: 'cardShown'; question: number; from: number; to: number; card: number; room: Room | null; how: SeenHow }
  | { type: 'noCard'; question: number; reason: 'low' | 'bodyguard' }
  | { type: 'brokerEmpty'; question: number; seat: number }
  | { type: 'toDeck'; seat: number; cards: number[]; reason: ToDeckReason }
  | { type: 'cardDrawn'; card: number }
  | { type: 'guessed'; seat: number; cards: number[] }
  | { type: 'passed'; seat: number }
  | { type: 'judged'; results: GuessResult[]; missing: number[]; over: boolean }
  | { type: 'eliminated'; seat: number }
  /** The seat left the game; it is out (eliminated) from now on, and any guess of its is withdrawn. */
  | { type: 'resigned'; seat: number }
  | { type: 'gameOver'; winners: number[]; reason: string; missing: number[]; hands: number[][]; rooms: (number[] | null)[] };

/** An event as one viewer receives it: secrets they may not know are null. */
export type ProjectedEvent =
  | Exclude<Event, { type: 'roomsChosen' | 'answered' | 'cardShown' | 'guessed' | 'judged' }>
  | { type: 'roomsChosen'; seat: number; left: number[] | null }
  | { type: 'answered'; question: number; asker: number; target: number; count: number | null; private: boolean }
  | { type: 'cardShown'; question: number; from: number; to: number; card: number | null; room: Room | null; how: SeenHow }
  | { type: 'guessed'; seat: number; cards: number[] | null }
  | {
      type: 'judged';
      results: { seat: number; cards: number[] | null; correct: boolean }[];
      missing: number[] | null;
      over: boolean;
    };

/** What one seat (or a spectator) sees. Built afresh from the state by `view`. */
export interface View {
  viewer: number | 'spectator';
  players: number;
  hand: number[] | null;
  rooms: { left: number[]; right: number[] } | null;
  handSizes: number[];
  faceUp: number[];
  deckSize: number;
  coins: number[][];
  helpers: Helper[];
  owners: (number | null)[];
  phase: Phase;
  guessing: GuessWindow | null;
  /** This viewer's own guess while a guess window is open. */
  myGuess: number[] | null;
  /** This viewer's own guess once judged (nobody else ever sees a wrong one). */
  ownGuess: { cards: number[]; correct: boolean } | null;
  active: number;
  turn: number;
  effects: TurnEffects;
  eliminated: boolean[];
  /** Seats that resigned (a subset of `eliminated`). */
  resigned: boolean[];
  roomsReady: boolean[];
  peek: { seat: number; from: number } | null;
  start: number;
  /** Questions with the answers this viewer heard (null where they did not). */
  questions: (QuestionRecord & { heard: number | null })[];
  /** Cards this viewer saw in other hands. */
  seen: SeenCard[];
  /** Cards this viewer showed, and to whom. */
  gave: GaveCard[];
  /** The missing alibi(s), once this viewer may know them (after a wrong guess, or at the end). */
  missing: number[] | null;
  reveal: { winners: number[]; reason: string; hands: number[][]; rooms: (number[] | null)[] } | null;
}
