/**
 * The one object the hub's concerns share (lobby.ts, play.ts, bots.ts, cluster-sync.ts): the
 * stores and settings, the table registry, and the calls one concern makes into another. The
 * concerns never import each other; hub.ts builds this object and wires the calls. Also the small
 * helpers more than one concern needs (input parsing, seat holders, the closing check).
 */
import type { GameError } from '@alibi/engine';
import type { ActResult, WireError } from '@alibi/protocol';
import type { z } from 'zod';
import type { Cluster, Signal } from './cluster.ts';
import { Failure } from './errors.ts';
import type { SeatRecord } from './records.ts';
import type { Store } from './store.ts';
import type { Chat } from './chat.ts';
import type { ClaimWindows } from './claims.ts';
import type { Clocks } from './clocks.ts';
import type { Conn, TableRuntime } from './table.ts';

/** For tests only: fixed deals from the lobby and a fixed seed make two matches comparable. */
export interface TestHooks {
  /** Accept the `deal` option at table creation (refused otherwise). */
  acceptDeals?: boolean;
  /** Start every match with this seed instead of a random one. */
  seed?: string;
  /** Give every table's bots this seed instead of a random one, so two servers' bots agree. */
  botSeed?: string;
}

export type Reply<T> = (r: T) => void;
export type OkOrError = { ok: true } | { ok: false; error: WireError };

export interface HubContext {
  readonly store: Store;
  /** The tables' chat (chat.ts): hello, fan-out, closed phases, other nodes' lines. */
  readonly chat: Chat;
  /** Claim windows (claims.ts): claims held and checked in a seeded order when their window closes. */
  readonly claims: ClaimWindows;
  /** Table clocks and autopilot (clocks.ts): timers on the lease holder, resign and "I'm back". */
  readonly clocks: Clocks;
  /** Null with a single node (no Redis). */
  readonly cluster: Cluster | null;
  readonly testing: TestHooks;
  readonly botDelayMs: number;
  /** Tables held in memory, by id. */
  readonly tables: Map<string, TableRuntime>;
  /** Loads in flight, by id (a signal during a load catches up after it). */
  readonly loading: Map<string, Promise<TableRuntime | null>>;
  /** Set once by Hub.close(): no new work, no new timers. */
  readonly closing: boolean;
  logError(message: string, error: unknown): void;

  // hub.ts: the registry
  /** The table from memory or storage; NO_TABLE if there is none. */
  get(id: string): Promise<TableRuntime>;
  /** A new TableRuntime; with several nodes it runs no bots until it holds the table's lease. */
  runtime(...args: ConstructorParameters<typeof TableRuntime>): TableRuntime;
  /** A WireError for the sender; unexpected errors are logged and never shown. */
  wire(e: unknown): WireError;

  // lobby.ts
  /** Takes a seat record into memory (a stored change, or one read back from storage). */
  putSeat(t: TableRuntime, s: SeatRecord): void;

  // play.ts
  /** `direct`: skip the claim window (claims.ts applying a held claim). */
  applyAction(t: TableRuntime, seat: number, seq: number, action: unknown, direct?: boolean): Promise<ActResult>;
  /** After every applied action (this node's or one caught up from another). */
  changed(t: TableRuntime): void;
  broadcast(t: TableRuntime): void;
  pushTable(t: TableRuntime): void;
  pushPresence(t: TableRuntime): void;
  detach(conn: Conn): void;

  // bots.ts
  scheduleBots(t: TableRuntime): void;
  cancelBots(t: TableRuntime): void;

  // cluster-sync.ts
  signal(t: TableRuntime, kind: Signal['kind']): void;
  presence(t: TableRuntime, seat: number, here: boolean): void;
  catchUp(t: TableRuntime, lobby: boolean): Promise<void>;
  claimBots(t: TableRuntime): Promise<void>;
  refreshPresence(t: TableRuntime): Promise<void>;
}

/** Parses untrusted input with a protocol schema, or fails with MALFORMED naming the first problem. */
export function parse<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const where = issue && issue.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
  throw new Failure('MALFORMED', `${what} is malformed${where}: ${issue?.message ?? 'invalid'}`);
}

export const gameFailure = (e: GameError): Failure => new Failure(e.code, e.message);

export function refuseWhileClosing(ctx: HubContext): void {
  if (ctx.closing) throw new Failure('SHUTTING_DOWN', 'the server is shutting down; reconnect shortly');
}

/** The host's seat (or pass) that `token` holds, or BAD_TOKEN / NOT_HOST. */
export function hostOf(t: TableRuntime, token: string): SeatRecord {
  const s = holderOf(t, token);
  if (!s.host) throw new Failure('NOT_HOST', 'only the host may do this');
  return s;
}

export function mustBeOpen(t: TableRuntime): void {
  if (t.record.status !== 'open') throw new Failure('CONFLICT', 'the game has already started');
}

/** With several nodes a lobby change starts from the stored seats: another node may have changed them. */
export async function syncSeats(ctx: HubContext, t: TableRuntime): Promise<void> {
  if (ctx.cluster) await ctx.catchUp(t, true);
  if (t.closed) throw new Failure('NO_TABLE', `no table ${t.id}`);
}

/** Stores a seat change unless the stored seat is no longer `before` (changed through another node). */
export async function storeSeat(ctx: HubContext, t: TableRuntime, before: SeatRecord, after: SeatRecord): Promise<void> {
  if (!(await ctx.store.saveSeat(t.id, after, before))) {
    await ctx.catchUp(t, true);
    throw new Failure('CONFLICT', 'the table changed meanwhile; look again and retry');
  }
  // A seat that changed hands keeps no device grants of its former holder (the store dropped them).
  ctx.putSeat(t, after.tokenHash === before.tokenHash ? after : { ...after, grantHashes: [] });
}

/** The seat `token` holds at `t`, or BAD_TOKEN. */
export function holderOf(t: TableRuntime, token: string): SeatRecord {
  const s = t.byToken(token);
  if (!s) throw new Failure('BAD_TOKEN', 'this token holds no seat at this table');
  return s;
}
