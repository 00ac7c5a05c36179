/**
 * The wire contract between server and clients: HTTP bodies and socket.io messages, as zod
 * schemas. The server validates everything it receives with these; the client uses the types.
 * Game-specific payloads (actions, views, events) are plain JSON checked by each game's own schemas.
 */
import { z } from 'zod';
import type { Delta } from './delta.ts';

export * from './delta.ts';

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

// ---- HTTP ---------------------------------------------------------------------------------
export const createTableSchema = z.strictObject({
  game: gameIdSchema,
  players: z.number().int().min(2).max(8),
  /** Game options without a fixed deal (deals are for tests, never from the lobby). */
  options: z.record(z.string(), z.unknown()).default({}),
  /** Seats filled by bots at creation. */
  bots: z.array(z.strictObject({ seat: z.number().int().min(0).max(7), kind: botKindSchema })).default([]),
  name: z.string().trim().min(1).max(60).optional(),
  /** The creator's display name; the creator takes the first free seat unless `spectate`. */
  host: z.string().trim().min(1).max(40),
  spectate: z.boolean().default(false),
  /** Only for the ASSISTANT_GAMES; anything but 'off' is refused for the others. */
  assistant: assistantModeSchema.default('off'),
});
export type CreateTable = z.infer<typeof createTableSchema>;

export const joinSchema = z.strictObject({
  name: z.string().trim().min(1).max(40),
  seat: z.number().int().min(0).max(7).optional(),
});
export const tokenSchema = z.strictObject({ token: z.string().min(10).max(200) });
export const botSchema = z.strictObject({
  token: z.string().min(10).max(200),
  seat: z.number().int().min(0).max(7),
  kind: botKindSchema,
});
export const removeBotSchema = z.strictObject({ token: z.string().min(10).max(200), seat: z.number().int().min(0).max(7) });

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
/** GET /api/tables/:id/replay?as=SEAT|spectator, once the game is over. */
export const replayQuerySchema = z.strictObject({ as: z.union([z.literal('spectator'), seatParam]).default('spectator') });
export interface ReplayStep {
  /** Actions applied so far (0 = the position after setup). */
  version: number;
  view: unknown;
  /** What this viewer learned from the action that led here (empty for step 0). */
  events: unknown[];
}
export interface Replay {
  table: TableInfo;
  viewer: number | 'spectator';
  steps: ReplayStep[];
}

/** Returned when a seat is taken (or a table created): keep the token, it is the seat's key. */
export interface SeatGrant {
  table: TableInfo;
  seat: number | null;
  token: string;
}

// ---- socket.io ----------------------------------------------------------------------------
/** client -> server */
export const helloSchema = z.strictObject({
  table: z.string().min(1).max(64),
  /** A seat token; omitted for spectators. */
  token: z.string().min(10).max(200).optional(),
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
  notes: z.record(z.string().max(64), z.string().max(200)).refine((n) => Object.keys(n).length <= 400, 'too many notes'),
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
/** server -> client after every applied action */
export interface Update {
  version: number;
  view: unknown;
  events: unknown[];
  /** This seat's legal actions now (empty for spectators). */
  legal: unknown[];
  /** The game waits for this seat (its turn, its answer). */
  mustAct: boolean;
}
/**
 * server -> client instead of an `update`, to connections that said `hello` with `deltas: true`,
 * when it is smaller: the changes to this connection's view and legal actions since the previous
 * version it received (apply them with `patch`). A connection that misses a version says `hello` again.
 */
export interface DeltaUpdate {
  version: number;
  view: Delta;
  events: unknown[];
  legal: Delta;
  mustAct: boolean;
}
/** server -> client, answer to `act` */
export type ActResult = { seq: number; ok: true; version: number } | { seq: number; ok: false; error: WireError };

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
