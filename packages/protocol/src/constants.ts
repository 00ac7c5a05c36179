/**
 * The protocol's constants, in a module of their own without zod: the web client needs these at
 * once, and importing them from here keeps the schema library out of its first script (issue 18).
 * Everything here is re-exported by index.ts; the schemas that use them live beside their messages.
 */

export const GAME_IDS = ['perfect-alibi', 'four-suspects', 'alibi-1993', 'alibi-clues', 'alibis'] as const;

/**
 * The note-sheet assistant a table allows, the same for every seat: none, certain facts only, or
 * certain facts with probabilities. Each client deduces from its own view; the server only stores it.
 */
export const ASSISTANT_MODES = ['off', 'certain', 'odds'] as const;

/** Games whose note sheet has the assistant. */
export const ASSISTANT_GAMES: readonly string[] = ['perfect-alibi', 'four-suspects', 'alibi-1993'];

/** Paces of the table clock: per-decision seconds plus a reserve per seat (numbers in the server's clocks.ts). */
export const CLOCK_PACES = ['off', 'relaxed', 'standard', 'fast'] as const;
/** Hours per move for games played over days (correspondence); no reserve and no absence grace. */
export const CORRESPONDENCE_HOURS = { min: 1, max: 72 } as const;
/**
 * Seconds per decision, reserve per seat, and how long a disconnected person keeps the seat before
 * autopilot plays for it (null: never). docs/lifecycle.md explains the choice.
 */
export const CLOCK_PACE_SECONDS = {
  relaxed: { decision: 90, reserve: 600, grace: 120 },
  standard: { decision: 45, reserve: 300, grace: 60 },
  fast: { decision: 20, reserve: 120, grace: 30 },
} as const;

/** Claim windows (DECISIONS "Digital slams"), in whole seconds; 0 applies every claim at once. */
export const CLAIM_WINDOW = { default: 5, max: 15 } as const;
/** Games with a claim race (their GameMeta.claims is set): the lobby offers the setting for these only. */
export const CLAIM_GAMES: readonly string[] = ['perfect-alibi', 'four-suspects'];

/** Most (table, seat token) pairs one POST /api/my-tables may ask about. */
export const MY_TABLES_MAX = 50;

/** The header carrying the session's CSRF token (GET /api/account gives it). */
export const CSRF_HEADER = 'x-csrf-token';
/** The fallback password's length bounds, in characters. */
export const PASSWORD_LENGTH = { min: 10, max: 200 } as const;

/** Longest free-text line, in UTF-16 code units (what `String.length` counts). */
export const CHAT_MAX_CHARS = 200;

/** Quick phrases: ids, translated by each client. */
export const CHAT_PHRASES = ['hello', 'good-game', 'well-played', 'thinking', 'hurry-up', 'good-luck', 'oops', 'thanks'] as const;

/** Reasons a report may give. */
export const REPORT_REASONS = ['abuse', 'cheating', 'spam', 'other'] as const;

/**
 * Player-count groups ratings are kept in: a 2-player game and a 6-player game of the same title
 * are different skills. Every player count a game allows falls in exactly one group.
 */
export const RATING_GROUPS = ['2', '3-4', '5-6'] as const;
export type RatingGroup = (typeof RATING_GROUPS)[number];
/** The group of a table of `players` seats (7 and 8 go with 5-6: no game is rated apart at those counts). */
export const ratingGroup = (players: number): RatingGroup => (players <= 2 ? '2' : players <= 4 ? '3-4' : '5-6');
