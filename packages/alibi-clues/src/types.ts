import { z } from 'zod';
import type { RngState } from '@alibi/engine';

const deckCard = z.number().int().min(0).max(49);
const suspectId = z.number().int().min(0).max(15);
const seat = z.number().int().min(0).max(4);
const slot = z.number().int().min(0).max(3);

/** A fixed setup, for tests, tutorials and puzzles. */
export const dealSchema = z.strictObject({
  /**
   * The suspects, top first: the first four are turned face up (slots 0-3). Usually all 16; a
   * shorter list (4 or more, none twice) makes a shorter game, for tutorials and puzzles: the game
   * ends when a culprit's slot cannot be refilled.
   */
  suspects: z.array(suspectId).min(4).max(16),
  /** One hand of 4 per seat. A hand of four function cards is still redealt from the deck. */
  hands: z.array(z.array(deckCard).length(4)),
  /** The other deck cards, top first. */
  deck: z.array(deckCard),
});
export type Deal = z.infer<typeof dealSchema>;

export const optionsSchema = z.strictObject({
  /** The youngest player's seat, who starts; random when left out. */
  firstPlayer: seat.optional(),
  deal: dealSchema.optional(),
});
export type Options = z.infer<typeof optionsSchema>;

export const actionSchema = z.discriminatedUnion('type', [
  /** Put a clue card in front of yourself (the turn's card, or one of a tip-off's two). */
  z.strictObject({ type: z.literal('clue'), card: deckCard }),
  /** Lay a cover story on the suspect in `slot`. */
  z.strictObject({ type: z.literal('cover'), card: deckCard, slot }),
  /** Pay hush money: the clue card `clue` (in front of anyone) goes to the discard pile with it. */
  z.strictObject({ type: z.literal('hush'), card: deckCard, clue: deckCard }),
  /** Play a tip-off: two more clue cards follow at once. */
  z.strictObject({ type: z.literal('tip'), card: deckCard }),
  /** Nothing playable: discard 1-4 cards and refill (a set: order does not matter). */
  z.strictObject({ type: z.literal('discard'), cards: z.array(deckCard).min(1).max(4) }),
  /** The optional exchange of one card after playing or discarding. */
  z.strictObject({ type: z.literal('exchange'), card: deckCard }),
  z.strictObject({ type: z.literal('accuse'), suspect: suspectId }),
  /** End the turn (skipping what is left: the exchange, an accusation; at the start, only with no card to play). */
  z.strictObject({ type: z.literal('end') }),
  /** At any moment, out of turn too: leave the game (no more turns, no more points, cannot win). */
  z.strictObject({ type: z.literal('resign') }),
]);
export type Action = z.infer<typeof actionSchema>;

/**
 * Where the turn stands; every field is public.
 * - start: the seat must play one card; with no clue card to play it may instead play a function
 *   card, discard and refill, or end the turn. It may first accuse if the previous player left it
 *   the right to.
 * - tip: a tip-off was played; `left` more clue cards follow.
 * - after: the card is played and the hand refilled; exchange once, accuse if entitled, or end.
 */
export type Phase =
  | { kind: 'start'; seat: number }
  | { kind: 'tip'; seat: number; card: number; left: number }
  | { kind: 'after'; seat: number; exchanged: boolean }
  | { kind: 'over' };

/** Who may accuse: the player of a qualifying clue during that turn, or (carried) the next player at the start of theirs. */
export interface AccusationRight {
  seat: number;
  carried: boolean;
}

export interface CaseRecord {
  round: number;
  culprit: number;
  slot: number;
  how: 'accused' | 'covers';
  /** The accuser, or the player of the third cover story. */
  by: number;
  /** Points each seat scored for this case (the bonus point included). */
  points: number[];
}

export interface State {
  players: number;
  rng: RngState;
  public: {
    /** Face-up suspects by slot (always 4 while the game runs). */
    row: number[];
    /** The cover-story card on each slot, or null. */
    covers: (number | null)[];
    /** Clue cards in front of each seat, in play order. */
    tables: number[][];
    /** The face-up discard pile, bottom first. */
    discard: number[];
    deckSize: number;
    suspectsLeft: number;
    handSizes: number[];
    scores: number[];
    phase: Phase;
    right: AccusationRight | null;
    firstPlayer: number;
    turn: number;
    round: number;
    cases: CaseRecord[];
    /** Cards the setup redealt (hands of four function cards), face up on the discard pile. */
    redeals: { seat: number; cards: number[] }[];
    winners: number[] | null;
    /** Seats that resigned: skipped in the turn order, scoring nothing more. */
    resigned: boolean[];
  };
  hidden: {
    /** The deck, top first. */
    deck: number[];
    /** The suspect deck, top first. */
    suspects: number[];
  };
  secret: { hand: number[] }[];
}

/** Full-information events. Each viewer gets its own projection (see view.ts). */
export type Event =
  | { type: 'turnStarted'; seat: number; turn: number }
  | { type: 'cluePlayed'; seat: number; card: number; feature: number }
  | { type: 'covered'; seat: number; card: number; slot: number; suspect: number }
  | { type: 'hushed'; seat: number; card: number; clue: number; owner: number }
  | { type: 'tipped'; seat: number; card: number }
  | { type: 'tipDone'; seat: number; played: number }
  | { type: 'discarded'; seat: number; cards: number[] }
  /** With no card to play, the player ended the turn without playing or discarding. */
  | { type: 'skipped'; seat: number }
  | { type: 'exchanged'; seat: number; card: number }
  | { type: 'drew'; seat: number; cards: number[] }
  | { type: 'reshuffled'; size: number }
  | { type: 'rightPassed'; seat: number }
  | { type: 'accused'; seat: number; suspect: number }
  | { type: 'solved'; record: CaseRecord }
  | { type: 'newSuspect'; slot: number; suspect: number }
  /** The seat left the game; its hand went face up onto the discard pile (its clues on the table stay). */
  | { type: 'resigned'; seat: number; discarded: number[] }
  | { type: 'gameOver'; winners: number[]; scores: number[] };

/** An event as one viewer receives it: the cards another seat draws are hidden (their count is not). */
export type ProjectedEvent =
  | Exclude<Event, { type: 'drew' }>
  | { type: 'drew'; seat: number; count: number; cards: number[] | null };

/** What one seat (or a spectator) sees. Built afresh from the state by `view`. */
export interface View {
  viewer: number | 'spectator';
  players: number;
  hand: number[] | null;
  row: number[];
  covers: (number | null)[];
  tables: number[][];
  discard: number[];
  deckSize: number;
  suspectsLeft: number;
  handSizes: number[];
  scores: number[];
  phase: Phase;
  right: AccusationRight | null;
  /** Suspects that may be accused now (5 distinct features shown, no cover story), by anyone with the right. */
  accusable: number[];
  firstPlayer: number;
  turn: number;
  round: number;
  cases: CaseRecord[];
  redeals: { seat: number; cards: number[] }[];
  winners: number[] | null;
  /** Seats that resigned. */
  resigned: boolean[];
}
