/**
 * "My tables": one browser asks about the seats it holds (POST /api/my-tables). For each
 * (table, seat token) pair it gets the table's public TableInfo, the seat that token holds and
 * whether that seat must act now (the seat's own `mustAct`, never anyone else's), or a typed
 * error for that pair alone (BAD_TOKEN, NO_TABLE) that tells the client to forget it.
 */
import type { MyTableEntry, MyTablesRequest, MyTablesResult, WireError } from '@alibi/protocol';
import type { HubContext } from './context.ts';
import { Failure } from './errors.ts';
import type { TableRuntime } from './table.ts';
import { findHolder } from './tokens.ts';

/** Tables looked up at once for one request: a 50-pair request must not occupy every storage connection. */
export const MY_TABLES_CONCURRENCY = 4;

/** What the answer needs from the hub. */
export interface MyTablesAccess {
  /** The table, loaded from storage if need be; throws Failure('NO_TABLE') when there is none. */
  table(id: string): Promise<TableRuntime>;
  /**
   * The seat `token` holds at `t`, or null. With several nodes a seat just taken through another
   * node may not be in memory yet: the hub reads the stored seats first (as a hello does).
   */
  holder(t: TableRuntime, token: string): Promise<{ seat: number } | null>;
  /** After the answer for `t`: the hub may drop a finished table nobody watches from memory again. */
  done(t: TableRuntime): void;
  /** The wire form of a failure (unexpected ones are logged and hidden). */
  wire(e: unknown): WireError;
}

async function answerOne(access: MyTablesAccess, table: string, token: string): Promise<MyTableEntry> {
  try {
    const t = await access.table(table);
    try {
      const holder = await access.holder(t, token);
      if (!holder) throw new Failure('BAD_TOKEN', 'this token holds no seat at this table');
      return seatEntry(t, holder.seat);
    } finally {
      access.done(t);
    }
  } catch (e) {
    return { table, ok: false, error: access.wire(e) };
  }
}

/** The entry of `seat` at `t` (-1, a spectating host's pass, holds no seat of the game: it never must act). */
export function seatEntry(t: TableRuntime, seat: number): MyTableEntry {
  const mine = seat >= 0 ? seat : null;
  const m = t.match;
  const mustAct = mine !== null && m !== null && t.record.status === 'playing' && m.mustAct(mine);
  return { table: t.id, ok: true, info: t.info(), seat: mine, mustAct };
}

/** `fn` of each item, in order, MY_TABLES_CONCURRENCY at a time (also for an account's seats, account-seats.ts). */
export async function eachLimited<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(MY_TABLES_CONCURRENCY, items.length) }, worker));
  return out;
}

/** Answers every pair, in the asked order, looking up a few tables at a time. */
export async function answerMyTables(access: MyTablesAccess, body: MyTablesRequest): Promise<MyTablesResult> {
  return { tables: await eachLimited(body.seats, (p) => answerOne(access, p.table, p.token)) };
}

/** The hub's side: its registry, and a token check that catches up with other nodes as a hello does. */
export function myTablesAccess(ctx: HubContext): MyTablesAccess {
  return {
    table: (id) => ctx.get(id),
    async holder(t, token) {
      const here = t.byToken(token);
      if (here || !ctx.cluster) return here;
      // Unknown here: read the stored seats outside the table's queue (a burst shares one read),
      // and only a token found there waits in the queue to catch up.
      const stored = await t.storedSeats(async () => (await ctx.store.loadTable(t.id))?.seats ?? []);
      if (!findHolder(stored, token)) return null;
      await t.run(() => ctx.catchUp(t, true));
      return t.byToken(token);
    },
    done(t) {
      // As Play.detach does: a finished table nobody watches leaves memory (it reloads on demand).
      if (t.record.status === 'over' && t.conns.size === 0 && ctx.tables.get(t.id) === t) ctx.tables.delete(t.id);
    },
    wire: (e) => ctx.wire(e),
  };
}
