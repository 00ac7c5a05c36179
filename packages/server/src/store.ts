/** Every query the server makes, over either dialect. Rows are turned into plain records here. */
import { assistantModeSchema, botKindSchema, type TableStatus } from '@alibi/protocol';
import { clockText, parseClockText } from './clocks.ts';
import { existsSync, statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import { beforeSqliteWrite, closeDb, sqliteFileOf, walFileOf, type Db } from './db.ts';
import type { ActionRecord, SeatRecord, TableRecord } from './records.ts';
import type { AccountsSchema } from './accounts-db.ts';

const toTable = (r: {
  id: string;
  name: string;
  game: string;
  players: number;
  options: string;
  seed: string | null;
  status: TableStatus;
  created_at: string;
  version: number;
  assistant: string;
  claim_window?: number;
  clock?: string;
  autopilot?: string;
  listed?: number;
  publish_reviews?: number;
  ended?: string | null;
  rematch_of?: string | null;
  rated?: number;
}): TableRecord => ({
  id: r.id,
  name: r.name,
  game: r.game,
  players: Number(r.players),
  options: JSON.parse(r.options) as Record<string, unknown>,
  seed: r.seed,
  status: r.status,
  createdAt: r.created_at,
  version: Number(r.version),
  // A value this build does not know (written by a newer one) reads as off.
  assistant: assistantModeSchema.catch('off').parse(r.assistant),
  claimWindow: Number(r.claim_window ?? 0),
  clock: parseClockText(r.clock),
  autopilot: botKindSchema.catch('heuristic').parse(r.autopilot),
  listed: Number(r.listed ?? 0) === 1,
  publishReviews: Number(r.publish_reviews ?? 0) === 1,
  ...(r.ended === 'abandoned' ? { ended: 'abandoned' as const } : {}),
  ...(r.rematch_of ? { rematchOf: r.rematch_of } : {}),
  ...(Number(r.rated ?? 0) === 1 ? { rated: true } : {}),
});

const seatRow = (tableId: string, s: SeatRecord) => ({
  table_id: tableId,
  seat: s.seat,
  name: s.name,
  bot: s.bot,
  token_hash: s.tokenHash,
  host: s.host ? 1 : 0,
  key_hash: s.keyHash ?? null,
  invited: s.invited ? 1 : 0,
  user_id: s.userId ?? null,
});

/** The player names of the accounts `ids` (nulls skipped), by id. */
export async function playerNames(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await (db as unknown as Kysely<AccountsSchema>).selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

interface PendingAppend {
  tableId: string;
  action: ActionRecord;
  over: boolean;
  done: (won: boolean) => void;
  failed: (e: unknown) => void;
}

/**
 * SQLite appends of one turn of the event loop go in one transaction (group commit): one commit
 * instead of one per action, and no query building on the server's hottest path. Each append is
 * still a compare-and-set of its own, and each is answered only after the commit.
 */
class SqliteAppends {
  private queue: PendingAppend[] = [];
  private readonly moveVersion: SqliteDatabase.Statement;
  private readonly moveVersionOver: SqliteDatabase.Statement;
  private readonly insert: SqliteDatabase.Statement;
  private readonly commitAll: (batch: PendingAppend[]) => boolean[];

  constructor(private readonly file: SqliteDatabase.Database) {
    this.moveVersion = file.prepare('update tables set version = ? where id = ? and version = ?');
    this.moveVersionOver = file.prepare("update tables set version = ?, status = 'over' where id = ? and version = ?");
    this.insert = file.prepare('insert into actions (table_id, version, seat, seq, action, at) values (?, ?, ?, ?, ?, ?)');
    this.commitAll = file.transaction((batch: PendingAppend[]) => {
      const at = new Date().toISOString();
      return batch.map(({ tableId, action: a, over }) => {
        const moved = (over ? this.moveVersionOver : this.moveVersion).run(a.version, tableId, a.version - 1);
        if (moved.changes !== 1) return false;
        this.insert.run(tableId, a.version, a.seat, a.seq, JSON.stringify(a.action), at);
        return true;
      });
    });
  }

  append(tableId: string, action: ActionRecord, over: boolean): Promise<boolean> {
    return new Promise((done, failed) => {
      if (this.queue.length === 0) setImmediate(() => this.flush());
      this.queue.push({ tableId, action, over, done, failed });
    });
  }

  private flush(): void {
    // A query-builder transaction spans only microtasks (the driver is synchronous), so none is open
    // here; should one ever be, wait a turn rather than nest.
    if (this.file.inTransaction) return void setImmediate(() => this.flush());
    const batch = this.queue;
    this.queue = [];
    let results: boolean[];
    try {
      beforeSqliteWrite(this.file);
      results = this.commitAll(batch);
    } catch (e) {
      // The whole batch rolled back: each append is tried again on its own, so one bad append
      // (a duplicate key) fails alone.
      if (batch.length === 1) return void batch[0]?.failed(e);
      for (const p of batch) {
        try {
          p.done(this.commitAll([p])[0] as boolean);
        } catch (e1) {
          p.failed(e1);
        }
      }
      return;
    }
    batch.forEach((p, i) => p.done(results[i] as boolean));
  }
}

/**
 * A SQLite file's disk is nearly full: below MIN_FREE_BYTES, or below MIN_FREE_SHARE of a small
 * disk. The write-ahead log reuses its own space after a merge, so a test write can still succeed
 * on a full disk until the log must grow, and then actions fail: readiness says so first.
 */
const MIN_FREE_BYTES = 64 * 1024 * 1024;
const MIN_FREE_SHARE = 0.05;
function lowDiskSpace(dir: string): void {
  const fs = statfsSync(dir);
  const free = fs.bavail * fs.bsize;
  if (free < Math.min(MIN_FREE_BYTES, fs.blocks * fs.bsize * MIN_FREE_SHARE)) {
    throw new Error(`disk space is low where the database lives (${dir}): ${Math.round(free / 1024)} KiB free`);
  }
}

export class Store {
  private readonly sqliteAppends: SqliteAppends | null;

  constructor(readonly db: Db) {
    const file = sqliteFileOf(db);
    this.sqliteAppends = file ? new SqliteAppends(file) : null;
  }

  async createTable(t: TableRecord, seats: SeatRecord[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tables')
        .values({
          id: t.id,
          name: t.name,
          game: t.game,
          players: t.players,
          options: JSON.stringify(t.options),
          seed: t.seed,
          status: t.status,
          created_at: t.createdAt,
          version: t.version,
          assistant: t.assistant ?? 'off',
          claim_window: t.claimWindow ?? 0,
          clock: clockText(t.clock ?? 'off'),
          autopilot: t.autopilot ?? 'heuristic',
          listed: t.listed ? 1 : 0,
          publish_reviews: t.publishReviews ? 1 : 0,
          rematch_of: t.rematchOf ?? null,
          seen_at: t.createdAt,
          rated: t.rated ? 1 : 0,
        })
        .execute();
      await trx
        .insertInto('seats')
        .values(seats.map((s) => seatRow(t.id, s)))
        .execute();
    });
  }

  async loadTable(id: string): Promise<{ table: TableRecord; seats: SeatRecord[] } | null> {
    const row = await this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const seats = await this.db.selectFrom('seats').selectAll().where('table_id', '=', id).orderBy('seat').execute();
    const players = await playerNames(this.db, seats.map((s) => s.user_id));
    const grants = await (this.db as unknown as Kysely<AccountsSchema>)
      .selectFrom('seat_grants')
      .select(['seat', 'token_hash'])
      .where('table_id', '=', id)
      .execute();
    const grantsOf = (seat: number) => grants.filter((g) => Number(g.seat) === seat).map((g) => g.token_hash);
    // A finished table may have its rematch (the unique rematch_of reference, see lifecycle.ts).
    const rematch =
      row.status === 'over' ? (await this.db.selectFrom('tables').select('id').where('rematch_of', '=', id).executeTakeFirst())?.id : undefined;
    return {
      table: { ...toTable(row), ...(rematch ? { rematch } : {}) },
      seats: seats.map((s) => ({
        seat: Number(s.seat),
        name: s.name,
        bot: s.bot,
        tokenHash: s.token_hash,
        host: Number(s.host) === 1,
        keyHash: s.key_hash ?? null,
        invited: Number(s.invited) === 1,
        userId: s.user_id ?? null,
        player: s.user_id ? (players.get(s.user_id) ?? null) : null,
        grantHashes: grantsOf(Number(s.seat)),
      })),
    };
  }

  /** `listedOnly`: the public lobby's tables (see lifecycle.ts). */
  async tableIds(statuses: TableStatus[], limit: number, listedOnly = false): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('id')
      .where('status', 'in', statuses)
      .$if(listedOnly, (q) => q.where('listed', '=', 1))
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Changes a seat only if it is still held as in `before` (same token, bot and host role): with
   * several nodes another may have changed it. Returns false when it had.
   */
  async saveSeat(tableId: string, s: SeatRecord, before: SeatRecord): Promise<boolean> {
    const row = seatRow(tableId, s);
    const was = seatRow(tableId, before);
    const r = await this.db
      .updateTable('seats')
      .set({ name: row.name, bot: row.bot, token_hash: row.token_hash, host: row.host, key_hash: row.key_hash, invited: row.invited })
      // Only a change of holder writes the account: a seat record read before the account took it
      // (the accounts code links a guest's seats at sign-in) must not clear it.
      .$if(row.user_id !== was.user_id, (q) => q.set({ user_id: row.user_id }))
      .where('table_id', '=', tableId)
      .where('seat', '=', s.seat)
      .where((eb) => (was.token_hash === null ? eb('token_hash', 'is', null) : eb('token_hash', '=', was.token_hash)))
      .where((eb) => (was.bot === null ? eb('bot', 'is', null) : eb('bot', '=', was.bot)))
      .where('host', '=', was.host)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    // A seat that changed hands: its former holder's device grants (account-seats.ts) hold it no more.
    if (row.token_hash !== was.token_hash)
      await (this.db as unknown as Kysely<AccountsSchema>).deleteFrom('seat_grants').where('table_id', '=', tableId).where('seat', '=', s.seat).execute();
    return true;
  }

  async deleteTable(id: string): Promise<void> {
    // Children first: foreign keys cascade in PostgreSQL, but not every SQLite connection enforces them.
    await this.db.transaction().execute(async (trx) => {
      for (const t of ['notes', 'actions', 'chat', 'seats'] as const) await trx.deleteFrom(t).where('table_id', '=', id).execute();
      await trx.deleteFrom('tables').where('id', '=', id).execute();
    });
  }

  /** Stores the seed if the table is still open; false when another node started it first. */
  async start(id: string, seed: string): Promise<boolean> {
    const r = await this.db
      .updateTable('tables')
      // The start is attended (the host asked for it): abandonment counts from here at the earliest.
      .set({ seed, status: 'playing', seen_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async actions(tableId: string, afterVersion = 0): Promise<ActionRecord[]> {
    // Read on every signal from another node: written out, not built per call.
    const text = this.sqliteAppends
      ? 'SELECT version, seat, seq, action FROM actions WHERE table_id = ? AND version > ? ORDER BY version'
      : 'SELECT version, seat, seq, action FROM actions WHERE table_id = $1 AND version > $2 ORDER BY version';
    type Row = { version: number; seat: number; seq: number; action: string };
    const { rows } = await this.db.executeQuery<Row>(CompiledQuery.raw(text, [tableId, afterVersion]));
    return rows.map((r) => ({
      version: Number(r.version),
      seat: Number(r.seat),
      seq: Number(r.seq),
      action: JSON.parse(r.action),
    }));
  }

  /**
   * Appends one action at `version` = stored version + 1. Compare-and-set: the table's version
   * must still be `version - 1`, and (table, version) and (table, seat, seq) are unique keys, so
   * with several nodes exactly one append per version wins. Returns false when another won.
   */
  async append(tableId: string, a: ActionRecord, over: boolean): Promise<boolean> {
    if (this.sqliteAppends) return this.sqliteAppends.append(tableId, a, over);
    // PostgreSQL: one statement, so one round trip and atomic without a transaction block (was
    // BEGIN, UPDATE, INSERT, COMMIT): the insert takes its row from the update, so it happens
    // only if the compare-and-set moved the version; a unique violation undoes both.
    const r = await this.db.executeQuery(
      CompiledQuery.raw(
        `WITH moved AS (
           UPDATE tables SET version = $2::integer, status = CASE WHEN $7::boolean THEN 'over' ELSE status END
           WHERE id = $1::text AND version = $2::integer - 1 RETURNING id)
         INSERT INTO actions (table_id, version, seat, seq, action, at)
         SELECT id, $2::integer, $3::integer, $4::integer, $5::text, $6::text FROM moved`,
        [tableId, a.version, a.seat, a.seq, JSON.stringify(a.action), new Date().toISOString(), over],
      ),
    );
    return Number(r.numAffectedRows ?? 0) === 1;
  }

  async notes(tableId: string, seat: number): Promise<Record<string, string>> {
    const row = await this.db
      .selectFrom('notes')
      .select('notes')
      .where('table_id', '=', tableId)
      .where('seat', '=', seat)
      .executeTakeFirst();
    return row ? (JSON.parse(row.notes) as Record<string, string>) : {};
  }

  async saveNotes(tableId: string, seat: number, notes: Record<string, string>): Promise<void> {
    const text = JSON.stringify(notes);
    await this.db
      .insertInto('notes')
      .values({ table_id: tableId, seat, notes: text })
      .onConflict((oc) => oc.columns(['table_id', 'seat']).doUpdateSet({ notes: text }))
      .execute();
  }

  /** A round trip to the database (health checks). */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  /**
   * Readiness: a committed write (one row of its own table, rewritten each time), so a full disk
   * or a read-only file shows here and not first as an action's INTERNAL. A SQLite database must
   * also still have its write-ahead log file (one deleted under a running server takes every
   * commit since the last checkpoint with it at the next start) and free space on its disk.
   */
  async checkWrite(): Promise<void> {
    const wal = walFileOf(this.db);
    if (wal && !existsSync(wal)) throw new Error(`the write-ahead log ${wal} was removed`);
    if (wal) lowDiskSpace(dirname(wal));
    const at = new Date().toISOString();
    await this.db
      .insertInto('health_checks')
      .values({ id: 'ready', at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ at }))
      .execute();
  }

  close(): Promise<void> {
    return closeDb(this.db);
  }
}
