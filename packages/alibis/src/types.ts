/**
 * Shapes of the cooperative word game `alibis` (zod schemas for what comes from outside, plain
 * types for the rest). Everything is plain JSON.
 *
 * Identifiers used throughout:
 * - suspect: `0 .. suspects-1` (shown to people as 1..N); `words[suspect]` is its word this round.
 * - alibi index: `seat * pairsPerPlayer + pair`, where `pairsPerPlayer` is 2 with 2-3 players and
 *   1 with 4-6 (so with 4+ players the alibi index equals the seat). Guesses name alibis by index.
 */
import { z } from 'zod';
import type { RngState } from '@alibi/engine';

/** Most suspects at any player count (13); suspect ids are below this. */
export const MAX_SUSPECTS = 13;
/** Most alibis at any player count (6 with 3 players x 2, or 6 players x 1). */
export const MAX_ALIBIS = 6;
/** Longest alibi accepted, in letters (after NFKC normalisation). */
export const MAX_ALIBI_LENGTH = 45;

const suspectId = z
  .number()
  .int()
  .min(0)
  .max(MAX_SUSPECTS - 1);
const alibiIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_ALIBIS - 1);
const seat = z.number().int().min(0).max(5);

/** The words and suspect cards of one round. */
export const roundDealSchema = z.strictObject({
  /** The word on each suspect (index = suspect id): distinct, lower-case letters. */
  words: z
    .array(z.string().regex(/^[a-z]{2,20}$/))
    .min(9)
    .max(MAX_SUSPECTS),
  /**
   * Suspect cards per seat: 2 (4-6 players) or 4 (2-3 players: two pairs, `[a, b, c, d]` is the
   * pairs `a, b` and `c, d`). The one suspect left over is the perpetrator.
   */
  hands: z.array(z.array(suspectId).min(2).max(4)).min(2).max(6),
});
export type RoundDeal = z.infer<typeof roundDealSchema>;

/** A fixed setup for tests, tutorials and puzzles: all three rounds. */
export const dealSchema = z.strictObject({
  rounds: z.array(roundDealSchema).length(3),
});
export type Deal = z.infer<typeof dealSchema>;

export const optionsSchema = z.strictObject({
  /** The first player of round 1 (random when left out); each round it moves one seat left. */
  firstPlayer: seat.optional(),
  deal: dealSchema.optional(),
});
export type Options = z.infer<typeof optionsSchema>;

/**
 * A deduction board: `marks[suspect]` is the alibi index the player thinks that suspect belongs to
 * (or null), and `perpetrator` the suspect thought to have no alibi (null while undecided).
 * Rules (refused with a reason otherwise): `marks` has one entry per suspect; no alibi of your own;
 * none of your own suspects marked; at most 2 suspects per alibi; the perpetrator is not one of
 * your suspects and not also marked with an alibi.
 */
export const guessSchema = z.strictObject({
  marks: z.array(alibiIndex.nullable()).max(MAX_SUSPECTS),
  perpetrator: suspectId.nullable(),
});
export type Guess = z.infer<typeof guessSchema>;

export const actionSchema = z.discriminatedUnion('type', [
  /**
   * Write this round's alibis, one per pair (in pair order): final once sent. Each must pass
   * `checkAlibi` against the words on the table. Shared with everyone at once, when the last
   * player has written.
   */
  z.strictObject({ type: z.literal('write'), alibis: z.array(z.string().max(64)).min(1).max(2) }),
  /** Set (or replace) your deduction board; it stays secret until the reveal. */
  z.strictObject({ type: z.literal('guess'), marks: guessSchema.shape.marks, perpetrator: guessSchema.shape.perpetrator }),
  /** Lock your board in; needs a perpetrator. When everyone has confirmed, the round is scored. */
  z.strictObject({ type: z.literal('confirm') }),
]);
export type Action = z.infer<typeof actionSchema>;

/** write: players are writing alibis; guess: alibis are shared, players fill their boards. */
export type Phase = 'write' | 'guess' | 'over';

/** An alibi once shared. `shared` lists them in seat order starting with the first player. */
export interface SharedAlibi {
  index: number;
  seat: number;
  /** Which of the seat's pairs (0, or 0/1 with 2-3 players). */
  pair: number;
  word: string;
}

/** Everything about a finished round; public once revealed. */
export interface RoundRecord {
  round: number;
  firstPlayer: number;
  words: string[];
  /** Each seat's pairs of suspects. */
  pairs: [number, number][][];
  perpetrator: number;
  alibis: SharedAlibi[];
  /** Each seat's confirmed board. */
  guesses: Guess[];
  /** Per alibi index: the other seats that marked both of its suspects on it. */
  guessedBy: number[][];
  /** Seats that named the perpetrator. */
  perpetratorFoundBy: number[];
  /** Heat removed this round (1 per alibi guessed by someone, 3 per perpetrator found; capped by the heat there was). */
  heatRemoved: number;
  heatLeft: number;
}

/** The final rating by heat left (our own names): 15+, 10-14, 5-9, 1-4, 0. */
export type Rating = 'rookies' | 'apprentices' | 'schemers' | 'experts' | 'legends';

export interface State {
  players: number;
  rng: RngState;
  public: {
    phase: Phase;
    /** 1-3. */
    round: number;
    heat: number;
    heatStart: number;
    firstPlayer: number;
    /** The word on each suspect this round (face up). */
    words: string[];
    /** Who has written this round's alibis. */
    written: boolean[];
    /** The shared alibis (guess phase), else null. */
    alibis: SharedAlibi[] | null;
    /** Who has confirmed a board this round. */
    confirmed: boolean[];
    history: RoundRecord[];
    rating: Rating | null;
  };
  hidden: {
    perpetrator: number;
    /** The deals of the rounds still to come. */
    upcoming: RoundDeal[];
  };
  secret: {
    pairs: [number, number][];
    /** Written but not yet shared (or shared: kept until the round ends). */
    alibis: string[] | null;
    guess: Guess | null;
  }[];
}

/** Full-information events. Each viewer gets its own projection (see view.ts). */
export type Event =
  | { type: 'roundStarted'; round: number; firstPlayer: number; words: string[] }
  | { type: 'dealt'; seat: number; pairs: [number, number][] }
  | { type: 'wrote'; seat: number; alibis: string[] }
  | { type: 'shared'; alibis: SharedAlibi[] }
  | { type: 'guessed'; seat: number; guess: Guess }
  | { type: 'confirmed'; seat: number }
  | { type: 'revealed'; record: RoundRecord }
  | { type: 'gameOver'; heatLeft: number; rating: Rating };

/**
 * An event as one viewer receives it: `dealt` and `wrote` carry the pairs / alibis only for their
 * own seat (null for everyone else); `guessed` (a board draft) reaches only its own seat.
 */
export type ProjectedEvent =
  | Exclude<Event, { type: 'dealt' } | { type: 'wrote' }>
  | { type: 'dealt'; seat: number; pairs: [number, number][] | null }
  | { type: 'wrote'; seat: number; alibis: string[] | null };

/** What one seat (or a spectator) sees. Built afresh from the state by `view`. */
export interface View {
  viewer: number | 'spectator';
  players: number;
  /** Number of suspects (9, 11 or 13). */
  suspects: number;
  /** Alibis per player: 2 with 2-3 players, else 1. */
  pairsPerPlayer: number;
  phase: Phase;
  round: number;
  rounds: number;
  heat: number;
  heatStart: number;
  firstPlayer: number;
  /** The word on each suspect this round. */
  words: string[];
  /** The viewer's own pairs of suspects (null for spectators). */
  myPairs: [number, number][] | null;
  /** The viewer's alibis this round, once written (null before, and for spectators). */
  myAlibis: string[] | null;
  written: boolean[];
  /** Everyone's alibis once shared (guess phase), else null. */
  alibis: SharedAlibi[] | null;
  /** The viewer's current board (null until the first `guess` this round). */
  myGuess: Guess | null;
  confirmed: boolean[];
  /** Finished rounds, with everything revealed. */
  history: RoundRecord[];
  rating: Rating | null;
}
