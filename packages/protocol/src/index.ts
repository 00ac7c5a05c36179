/**
 * The wire contract between server and clients: HTTP bodies and socket.io messages, as zod
 * schemas. The server validates everything it receives with these; the client uses the types.
 * Game-specific payloads (actions, views, events) are plain JSON checked by each game's own schemas.
 */
import { z } from 'zod';
import { GAME_IDS, ASSISTANT_MODES, CLOCK_PACES, CORRESPONDENCE_HOURS, CLAIM_WINDOW, MY_TABLES_MAX, CHAT_MAX_CHARS } from './constants.ts';
import type { Delta } from './delta.ts';
import { chatPhraseSchema, type ChatLine, type ChatStatus, type ChatWelcome } from './chat.ts';

export * from './constants.ts';
export * from './delta.ts';
export * from './pack.ts';
import type { Packed } from './pack.ts';
export * from './replay.ts';
export * from './chat.ts';
export * from './players.ts';
export * from './accounts.ts';

export const gameIdSchema = z.enum(GAME_IDS);
/** Bot strengths: the lobby calls them easy, medium and hard. A game without an expert plays its best. */
export const botKindSchema = z.enum(['random', 'heuristic', 'expert']);
export type BotKind = z.infer<typeof botKindSchema>;

/** Largest socket message the server accepts, in bytes. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

export const assistantModeSchema = z.enum(ASSISTANT_MODES);
export type AssistantMode = z.infer<typeof assistantModeSchema>;

// ---- clocks and autopilot -----------------------------------------------------------------
export const clockSettingSchema = z.union([
  z.enum(CLOCK_PACES),
  z.strictObject({ hoursPerMove: z.number().int().min(CORRESPONDENCE_HOURS.min).max(CORRESPONDENCE_HOURS.max) }),
]);
export type ClockSetting = z.infer<typeof clockSettingSchema>;
/** Why the server plays for a person's seat: its time ran out, its person stayed away, or it resigned (for good). */
export type AutopilotReason = 'timeout' | 'absent' | 'resigned';
/** One seat's clock as of the message; a running clock counts down decision time first, then the reserve. */
export interface SeatClock {
  seat: number;
  decisionMs: number;
  reserveMs: number;
  running: boolean;
}
/** Every person's seat clock (bots have none); clients tick running clocks locally between pushes. */
export interface ClockState {
  seats: SeatClock[];
}
/** A server notice in the table's log (stored with the table, so replays show it). */
export interface TableNotice {
  /** The match version it happened at (it follows that many actions). */
  version: number;
  at: string;
  seat: number;
  name: string | null;
  /** timeout/absent/resigned: autopilot took the seat; back: its person took it back. */
  kind: AutopilotReason | 'back';
}

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
/** A random key each browser keeps (localStorage) and sends with join and create; stored hashed per seat. */
export const playerKeySchema = base64url(16, 64, 'player key');
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
  /** The table clock (see CLOCK_PACES); a setting out of range is MALFORMED. */
  clock: clockSettingSchema.default('off'),
  /** The bot level that plays for a seat on autopilot (timeout, absence, resign). */
  autopilot: botKindSchema.default('heuristic'),
  /**
   * Seconds a claim window stays open (see CLAIM_WINDOW); omitted: the default at a table with a
   * person, 0 at a table of bots only (forced 0 there).
   */
  claimWindow: z.number().int().min(0).max(CLAIM_WINDOW.max).optional(),
  /** Shown in the public lobby (GET /api/tables); unlisted tables are joined by their link only. */
  listed: z.boolean().default(false),
  /**
   * Once the game is over, every seat's replay perspective (and so its review) is open to anyone,
   * not only to the seat's own token: every hand is revealed at the end anyway. The lobby's form
   * has it on; a client that does not say keeps every seat's perspective private.
   */
  publishReviews: z.boolean().default(false),
  /** This browser's player key (see playerKeySchema): the host's seat is recognised by it too. */
  key: playerKeySchema.optional(),
  /**
   * A rated table (docs/accounts.md): the host must be signed in (with the CSRF header), the clock
   * must not be 'off', and only signed-in people may take its seats.
   */
  rated: z.boolean().optional(),
});
export type CreateTable = z.infer<typeof createTableSchema>;

export const joinSchema = z.strictObject({
  name: nameSchema(40),
  seat: z.number().int().min(0).max(7).optional(),
  /** This browser's player key: a person holds at most one seat per table (see docs/lifecycle.md). */
  key: playerKeySchema.optional(),
});
export const tokenSchema = z.strictObject({ token: tokenFieldSchema });
export const botSchema = z.strictObject({
  token: tokenFieldSchema,
  seat: z.number().int().min(0).max(7),
  kind: botKindSchema,
});
/** POST /api/tables/:id/resign and /back: the seat's token. */
export const seatActionSchema = z.strictObject({ token: tokenFieldSchema });
export const removeBotSchema = z.strictObject({ token: tokenFieldSchema, seat: z.number().int().min(0).max(7) });
/** The host removes the person (or pending invitee) at `seat` before the start; `bot` fills the seat, or null frees it. */
export const kickSchema = z.strictObject({
  token: tokenFieldSchema,
  seat: z.number().int().min(0).max(7),
  bot: botKindSchema.nullable().default(null),
});
/** The host lists or unlists a waiting table. */
export const listedSchema = z.strictObject({ token: tokenFieldSchema, listed: z.boolean() });
/** Why the server took a connection's seat away (the `removed` message). */
export type RemovedReason = 'kicked';
export interface Removed {
  table: string;
  reason: RemovedReason;
}

/** `host`: this seat's player manages the table (bots, start). */
export type SeatInfo = {
  seat: number;
  name: string | null;
  bot: BotKind | null;
  connected: boolean;
  host: boolean;
  /** A rematch seat kept for `name` until they accept or decline (see TableInfo.rematch). */
  invited?: boolean;
  /** Set while the server plays for this person's seat (see AutopilotReason). */
  autopilot?: AutopilotReason;
  /** The account holding this seat (its player name), if the seat is account-held: clients hide blocked players' chat by it. */
  player?: string;
};
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
  /** Seconds each claim window stays open; 0 or absent: claims apply at once (tables made before the option too). */
  claimWindow?: number;
  /**
   * Set when the server ended the match rather than the game: 'too-long' once it reached its
   * game's `maxActions` (nobody wins; no more actions are taken).
   */
  ended?: 'too-long' | 'abandoned';
  /** The table clock; absent means 'off'. */
  clock?: ClockSetting;
  /** The bot level autopilot plays with; absent means 'heuristic'. */
  autopilot?: BotKind;
  /** While playing with a clock: every person's remaining time. */
  clockState?: ClockState;
  /** Server notices (autopilot taking and handing back seats), oldest first. */
  notices?: TableNotice[];
  /** Shown in the public lobby. */
  listed: boolean;
  /** Every seat's replay perspective and review are open to anyone once the game is over (absent: tables made before the option, not published). */
  publishReviews?: boolean;
  /** The rematch table created from this finished one, once the host asked for it. */
  rematch?: string;
  /** The finished table this one is the rematch of. */
  rematchOf?: string;
  /** A rated table: signed-in people only; its result moves ratings (docs/accounts.md). */
  rated?: boolean;
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

/** POST /api/my-tables: the seats one browser holds, to learn each table's state and whether the seat must act. */
export const myTablesSchema = z.strictObject({
  seats: z.array(z.strictObject({ table: tableIdSchema, token: tokenFieldSchema })).max(MY_TABLES_MAX),
});
export type MyTablesRequest = z.infer<typeof myTablesSchema>;
/**
 * One answer per asked pair, in the asked order. `seat` is null for a spectating host's pass;
 * `mustAct` is the same flag the seat's own connection gets. An entry with an error (BAD_TOKEN:
 * the seat was given up or taken away; NO_TABLE: the table is gone) is one to forget.
 */
export type MyTableEntry =
  | { table: string; ok: true; info: TableInfo; seat: number | null; mustAct: boolean }
  | { table: string; ok: false; error: WireError };
export interface MyTablesResult {
  tables: MyTableEntry[];
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
  table: tableIdSchema,
  /** A seat token; omitted for spectators. */
  token: tokenFieldSchema.optional(),
  /** This connection applies `delta` messages: it may get them instead of some `update`s. */
  deltas: z.boolean().optional(),
  /**
   * The version whose view, events and legal actions this client already holds for this seat (the
   * page's first view over HTTP, or what it held before a reconnect): a welcome at that version
   * leaves them out; a later one sends only the events since (`eventsFrom`).
   */
  have: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /**
   * This connection reads packed views (pack.ts, `unpackView`): the view in its welcome and full
   * updates, and the welcome's events, come with their lists of records as tables of columns, a
   * fraction of the size. Deltas are always changes to the plain view.
   */
  pack: z.boolean().optional(),
});
export const actSchema = z.strictObject({
  /** Client sequence number, increasing per seat; a retried number is never applied twice. */
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  action: z.unknown(),
});
/** `chat`: a line of text (checked like a name) or a quick phrase id (see chat.ts). */
export const chatSchema = z.union([
  z.strictObject({ text: nameSchema(CHAT_MAX_CHARS) }),
  z.strictObject({ phrase: chatPhraseSchema }),
]);
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
  /** The table's chat is closed now (the game forbids table talk in this phase); see ChatStatus. */
  | 'CHAT_CLOSED'
  /** This seat has resigned already (it is on autopilot for good). */
  | 'RESIGNED'
  /** "I'm back" from a seat the server is not playing for. */
  | 'NOT_AUTOPILOT'
  /** This browser (player key) already holds a seat at this table. */
  | 'ALREADY_SEATED'
  /** A rated table's seats, reports, blocks and invitations need a signed-in account (with the CSRF header). */
  | 'SIGN_IN_REQUIRED'
  /** No such player, or the profile is private. */
  | 'NO_PLAYER'
  /** A signed-in request without the session's CSRF token in the x-csrf-token header (or with another). */
  | 'CSRF'
  /** Wrong name or password, or a passkey the server does not accept. */
  | 'BAD_CREDENTIALS'
  /** Another account has this name (names are compared folded: "Ada" is "ada"). */
  | 'NAME_TAKEN'
  /** The passkey ceremony is unknown, used or expired: ask for new options. */
  | 'CEREMONY_EXPIRED'
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
  /** The seat's view (packed when the hello asked for `pack`); null before the start. */
  view: unknown | null;
  /**
   * Every event this connection may see since the start, in order; packed (an object that
   * unpackView turns back into the list) when the hello asked for `pack` and it was worth it.
   */
  events: unknown[] | Packed;
  /** This seat's legal actions now (empty for spectators, before the start and when not an actor). */
  legal: unknown[];
  /** The game waits for this seat (its turn, its answer): it cannot progress until the seat acts. */
  mustAct: boolean;
  /** The smallest `seq` this seat may use next (seqs below it were already used). */
  nextSeq: number;
  notes: Record<string, string>;
  /** The table's recent chat, its status and whether this connection may write (see chat.ts). */
  chat: ChatWelcome;
  /**
   * Set when the hello's `have` was this version: `view` is null, `events` and `legal` empty, and
   * the client keeps the view, events and legal actions it holds (they are this version's).
   */
  kept?: true;
  /**
   * Set when the hello's `have` was an older version (this number): `events` are only the ones
   * after it, and the client appends them to those it holds (if it holds that version for this
   * seat; otherwise it says hello again without `have`).
   */
  eventsFrom?: number;
}
/**
 * server -> client after an applied action that changed what this connection sees (its view,
 * legal actions, mustAct or events; for the acting seat, its next seq). An action nobody else can
 * see sends them nothing, so versions may jump: a later update is complete on its own.
 */
export interface Update {
  version: number;
  /** The whole view (packed when the hello asked for `pack`). */
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
  /** The seats' clocks, when this step moved one: they replace the last `table`'s `clockState`. */
  clockState?: ClockState;
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
  /** As in `Update`. */
  clockState?: ClockState;
}
/** server -> client, answer to `act` */
export type ActResult =
  | { seq: number; ok: true; version: number }
  /**
   * A claim taken into the open claim window: stored, checked when the window closes (a `claims`
   * message then says what became of it). `version` is the match's version when it was held.
   */
  | { seq: number; ok: true; version: number; held: true; window: number; closesInMs: number }
  /** `nextSeq` comes with STALE and SEQ_REUSED: the seq to resend the action with. */
  | { seq: number; ok: false; error: WireError; nextSeq?: number };

/**
 * server -> client: the table's claim window, after `welcome`, when a window opens or moves, and
 * when this seat's held claim changes. A window that simply runs out is not announced: clients
 * count it down from `closesInMs`. Who claimed is never said until the claim is checked (its
 * action and events then say it).
 */
export interface ClaimState {
  /** The open window, or null. `closesInMs` counts from the moment the server sent this; `ms` is its full length. */
  window: { n: number; closesInMs: number; ms: number } | null;
  /** This seat's own claim held in a window, or null (always null for spectators). */
  held: { window: number; action: unknown } | null;
  /**
   * This seat's claim that was not applied when its window closed: 'illegal' (no longer a legal
   * action then), 'beaten' (a claim checked before it in the same window ended the game).
   */
  dropped?: { action: unknown; reason: 'illegal' | 'beaten' };
}

export interface ServerToClient {
  /** The claim window and this seat's held claim (see ClaimState). */
  claims: (c: ClaimState) => void;
  welcome: (w: Welcome) => void;
  update: (u: Update) => void;
  delta: (d: DeltaUpdate) => void;
  table: (t: TableInfo) => void;
  failure: (e: WireError) => void;
  /** The server is going away; reconnect (to any node). */
  reconnect: () => void;
  /** This connection's seat was taken away (the host removed the person); its token no longer works. */
  removed: (r: Removed) => void;
  /** A new chat line at this table (everyone at the table gets it, spectators too). */
  chat: (l: ChatLine) => void;
  /** The chat opened or closed (the game entered or left a phase without table talk). */
  chatStatus: (s: ChatStatus) => void;
}
export interface ClientToServer {
  hello: (h: z.infer<typeof helloSchema>, ack: (r: { ok: true } | { ok: false; error: WireError }) => void) => void;
  act: (a: z.infer<typeof actSchema>, ack: (r: ActResult) => void) => void;
  notes: (n: z.infer<typeof notesSchema>, ack: (r: { ok: true } | { ok: false; error: WireError }) => void) => void;
  chat: (c: z.infer<typeof chatSchema>, ack: (r: { ok: true; id: number } | { ok: false; error: WireError }) => void) => void;
}
