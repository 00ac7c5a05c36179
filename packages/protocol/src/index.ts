/**
 * The wire contract between server and clients: HTTP bodies and socket.io messages, as zod
 * schemas. The server validates everything it receives with these; the client uses the types.
 * Game-specific payloads (actions, views, events) are plain JSON checked by each game's own schemas.
 */
import { z } from 'zod';
import type { Delta } from './delta.ts';

export * from './delta.ts';
export * from './replay.ts';

export const GAME_IDS = ['perfect-alibi', 'four-suspects', 'alibi-1993', 'alibi-clues', 'alibis'] as const;
export const gameIdSchema = z.enum(GAME_IDS);
/** Bot strengths: the lobby calls them easy, medium and hard. A game without an expert plays its best. */
export const botKindSchema = z.enum(['random', 'heuristic', 'expert']);
export type BotKind = z.infer<typeof botKindSchema>;

/** Largest socket message the server accepts, in bytes. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * The note-sheet assistant a table allows, the same for every seat: none, certain facts only, or
 * certain facts with probabilities. Each client deduces from its own view; the server only stores it.
 */
export const ASSISTANT_MODES = ['off', 'certain', 'odds'] as const;
export const assistantModeSchema = z.enum(ASSISTANT_MODES);
export type AssistantMode = z.infer<typeof assistantModeSchema>;
/** Games whose note sheet has the assistant. */
export const ASSISTANT_GAMES: readonly string[] = ['perfect-alibi', 'four-suspects', 'alibi-1993'];

// ---- names and text -----------------------------------------------------------------------
/**
 * Characters no name or text may hold: controls (NUL among them), format characters (bidi
 * overrides, zero-width spaces), private use, unassigned code points, lone surrogates, and line or
 * paragraph separators. The same on every database (PostgreSQL refuses NUL; SQLite stores it).
 */
const FORBIDDEN_CHARS = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u2028\u2029]/u;
/** Zero-width joiners and non-joiners between two visible characters (emoji sequences, Persian and Indic words) are fine. */
const JOINERS = /(?<=[\p{L}\p{M}\p{N}\p{S}])[\u200C\u200D](?=[\p{L}\p{M}\p{N}\p{S}])/gu;
/** A letter, digit, punctuation or symbol that shows: not a blank "letter" such as U+3164. */
const VISIBLE_CHAR = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/** Whether `text` holds none of the forbidden characters (see FORBIDDEN_CHARS). */
export const cleanText = (text: string): boolean => !FORBIDDEN_CHARS.test(text.replace(JOINERS, ''));
/** Whether `text` shows at least one character. */
export const visibleText = (text: string): boolean => VISIBLE_CHAR.test(text);

const CLEAN_MESSAGE = 'must not contain control, format or invisible characters';
/** Text of at most `max` characters without forbidden characters (may be empty). */
export const textSchema = (max: number) => z.string().max(max).refine(cleanText, CLEAN_MESSAGE);
/** A display name: trimmed, 1 to `max` characters, clean, with at least one visible character. */
export const nameSchema = (max: number) =>
  z.string().trim().min(1).max(max).refine(cleanText, CLEAN_MESSAGE).refine(visibleText, 'must contain a visible character');
/** Table ids and seat tokens are base64url: anything else is refused before it reaches storage. */
const base64url = (min: number, max: number, what: string) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, `is not a ${what}`);
/** Whether every string inside a JSON value (keys too) is clean: options are shown in table listings. */
export function cleanJson(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return cleanText(value);
  if (depth > 32 || typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) return value.every((v) => cleanJson(v, depth + 1));
  return Object.entries(value).every(([k, v]) => cleanText(k) && cleanJson(v, depth + 1));
}
export const tableIdSchema = base64url(1, 64, 'table id');
export const tokenFieldSchema = base64url(10, 200, 'seat token');

// ---- HTTP ---------------------------------------------------------------------------------
export const createTableSchema = z.strictObject({
  game: gameIdSchema,
  players: z.number().int().min(2).max(8),
  /** Game options without a fixed deal (deals are for tests, never from the lobby). */
  options: z.record(z.string(), z.unknown()).refine(cleanJson, `options ${CLEAN_MESSAGE}`).default({}),
  /** Seats filled by bots at creation. */
  bots: z.array(z.strictObject({ seat: z.number().int().min(0).max(7), kind: botKindSchema })).default([]),
  name: nameSchema(60).optional(),
  /** The creator's display name; the creator takes the first free seat unless `spectate`. */
  host: nameSchema(40),
  spectate: z.boolean().default(false),
  /** Only for the ASSISTANT_GAMES; anything but 'off' is refused for the others. */
  assistant: assistantModeSchema.default('off'),
});
export type CreateTable = z.infer<typeof createTableSchema>;

export const joinSchema = z.strictObject({
  name: nameSchema(40),
  seat: z.number().int().min(0).max(7).optional(),
});
export const tokenSchema = z.strictObject({ token: tokenFieldSchema });
export const botSchema = z.strictObject({
  token: tokenFieldSchema,
  seat: z.number().int().min(0).max(7),
  kind: botKindSchema,
});
export const removeBotSchema = z.strictObject({ token: tokenFieldSchema, seat: z.number().int().min(0).max(7) });

/** `host`: this seat's player manages the table (bots, start). */
export type SeatInfo = { seat: number; name: string | null; bot: BotKind | null; connected: boolean; host: boolean };
export type TableStatus = 'open' | 'playing' | 'over';
export interface TableInfo {
  id: string;
  name: string;
  game: string;
  players: number;
  options: Record<string, unknown>;
  status: TableStatus;
  seats: SeatInfo[];
  createdAt: string;
  /** The note-sheet assistant every seat gets ('off' for tables made before the option). */
  assistant: AssistantMode;
  /**
   * Set when the server ended the match rather than the game: 'too-long' once it reached its
   * game's `maxActions` (nobody wins; no more actions are taken).
   */
  ended?: 'too-long';
}

/** Body of every HTTP error response. */
export interface ErrorBody {
  error: WireError;
}

/** One entry of GET /api/games: the game's metadata and its options as JSON Schema. */
export interface GameInfo {
  id: string;
  name: string;
  players: number[];
  variants: { id: string; options: Record<string, unknown>; summary: string }[];
  playable: boolean;
  interrupts: string[];
  /** Every seat shares one outcome (a team score), as in Alibis. */
  cooperative: boolean;
  /** Most actions a match may take; the server ends a match that reaches it (no winner, `ended: 'too-long'`). */
  maxActions: number;
  /** JSON Schema of the options the lobby may set (the fixed `deal` is left out); null if unknown. */
  optionsSchema: Record<string, unknown> | null;
}

/** Answer to POST /api/tables/:id/leave; `table` is null when the table closed (nobody left). */
export interface LeaveResult {
  table: TableInfo | null;
}

/** A seat number in a query string. */
const seatParam = z
  .string()
  .regex(/^[0-7]$/)
  .transform(Number);
/**
 * GET /api/tables/:id/replay?as=SEAT|spectator, once the game is over. A seat's own perspective
 * needs that seat's token in the Authorization header (see SEAT_TOKEN_HEADER); anyone may ask for
 * the spectator's.
 */
export const replayQuerySchema = z.strictObject({ as: z.union([z.literal('spectator'), seatParam]).default('spectator') });
/** The answer: `Replay` and `ReplayStep` (linear: each step's view is a delta), see replay.ts. */

/** Returned when a seat is taken (or a table created): keep the token, it is the seat's key. */
export interface SeatGrant {
  table: TableInfo;
  seat: number | null;
  token: string;
}

// ---- socket.io ----------------------------------------------------------------------------
/** client -> server */
export const helloSchema = z.strictObject({
  table: tableIdSchema,
  /** A seat token; omitted for spectators. */
  token: tokenFieldSchema.optional(),
  /** This connection applies `delta` messages: it may get them instead of some `update`s. */
  deltas: z.boolean().optional(),
});
export const actSchema = z.strictObject({
  /** Client sequence number, increasing per seat; a retried number is never applied twice. */
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  action: z.unknown(),
});
export const notesSchema = z.strictObject({
  /** The seat's own note-sheet marks, opaque to the server. */
  notes: z.record(textSchema(64), textSchema(200)).refine((n) => Object.keys(n).length <= 400, 'too many notes'),
});

export type ErrorCode =
  | 'MALFORMED'
  | 'NOT_ACTOR'
  | 'ILLEGAL'
  | 'GAME_OVER'
  | 'BAD_PLAYERS'
  | 'BAD_OPTIONS'
  | 'BAD_TOKEN'
  | 'NO_TABLE'
  | 'NOT_STARTED'
  | 'NOT_SEATED'
  | 'SEAT_TAKEN'
  | 'TABLE_FULL'
  | 'TOO_LARGE'
  | 'STALE'
  /** This seat already used the seq for another action (another tab, say): renumber from `nextSeq` and resend. */
  | 'SEQ_REUSED'
  | 'CONFLICT'
  | 'SHUTTING_DOWN'
  | 'NOT_FOUND'
  | 'NOT_HOST'
  /** Too many messages or requests from this connection or address: wait and retry. */
  | 'RATE_LIMITED'
  /** A browser page from an origin the server does not serve. */
  | 'BAD_ORIGIN'
  | 'INTERNAL';
export interface WireError {
  code: ErrorCode;
  message: string;
}

/** server -> client, in answer to hello and on reconnect */
export interface Welcome {
  table: TableInfo;
  seat: number | null;
  /** Number of actions applied to the match so far. */
  version: number;
  view: unknown | null;
  /** Every event this connection may see since the start, in order. */
  events: unknown[];
  /** This seat's legal actions now (empty for spectators, before the start and when not an actor). */
  legal: unknown[];
  /** The game waits for this seat (its turn, its answer): it cannot progress until the seat acts. */
  mustAct: boolean;
  /** The smallest `seq` this seat may use next (seqs below it were already used). */
  nextSeq: number;
  notes: Record<string, string>;
}
/**
 * server -> client after an applied action that changed what this connection sees (its view,
 * legal actions, mustAct or events; for the acting seat, its next seq). An action nobody else can
 * see sends them nothing, so versions may jump: a later update is complete on its own.
 */
export interface Update {
  version: number;
  view: unknown;
  events: unknown[];
  /** This seat's legal actions now (empty for spectators). */
  legal: unknown[];
  /** The game waits for this seat (its turn, its answer). */
  mustAct: boolean;
  /**
   * Seats only: the smallest seq this seat may use next. Every tab of a seat numbers its actions
   * from the latest it has seen, so two tabs share one sequence.
   */
  nextSeq?: number;
}
/**
 * server -> client instead of an `update`, to connections that said `hello` with `deltas: true`,
 * when it is smaller: the changes to this connection's view and legal actions since the previous
 * version it received (apply them with `patch`). A connection that misses a version says `hello` again.
 */
export interface DeltaUpdate {
  version: number;
  /**
   * The version this delta applies to: the last one this connection received. Versions whose
   * change this connection could not see are not sent to it, so it may be below `version - 1`.
   */
  from: number;
  view: Delta;
  events: unknown[];
  legal: Delta;
  mustAct: boolean;
  /** As in `Update`. */
  nextSeq?: number;
}
/** server -> client, answer to `act` */
export type ActResult =
  | { seq: number; ok: true; version: number }
  /** `nextSeq` comes with STALE and SEQ_REUSED: the seq to resend the action with. */
  | { seq: number; ok: false; error: WireError; nextSeq?: number };

export interface ServerToClient {
  welcome: (w: Welcome) => void;
  update: (u: Update) => void;
  delta: (d: DeltaUpdate) => void;
  table: (t: TableInfo) => void;
  failure: (e: WireError) => void;
  /** The server is going away; reconnect (to any node). */
  reconnect: () => void;
}
export interface ClientToServer {
  hello: (h: z.infer<typeof helloSchema>, ack: (r: { ok: true } | { ok: false; error: WireError }) => void) => void;
  act: (a: z.infer<typeof actSchema>, ack: (r: ActResult) => void) => void;
  notes: (n: z.infer<typeof notesSchema>, ack: (r: { ok: true } | { ok: false; error: WireError }) => void) => void;
}
