/**
 * Storage: one Kysely query layer over SQLite (embedded default) or PostgreSQL (scale-out), with
 * the same schema created by inline migrations. JSON columns are text in both, so the two
 * dialects behave identically.
 */
import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Generated, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { accountsMigration, challengeNameMigration, ratingsModerationMigration } from './accounts-db.ts';
import { claimWindowMigration } from './claims-db.ts';
import { playersMigration } from './players-db.ts';
import { hashToken } from './tokens.ts';

const isTokenHash = (s: string): boolean => /^[0-9a-f]{64}$/.test(s);

export interface TablesTable {
  id: string;
  name: string;
  game: string;
  players: number;
  /** JSON text. */
  options: string;
  /** Secret: set at the start, never sent to anyone. */
  seed: string | null;
  status: 'open' | 'playing' | 'over';
  created_at: string;
  /** Number of actions applied; the compare-and-set key for appends. */
  version: number;
  /** The note-sheet assistant mode ('off' | 'certain' | 'odds'); only stored, never run here. */
  assistant: Generated<string>;
  /** Seconds of each claim window (claims.ts, migration 005). */
  claim_window: Generated<number>;
  /** The table clock: 'off' | 'relaxed' | 'standard' | 'fast' | 'hours:N' (clocks.ts). */
  clock: Generated<string>;
  /** The bot level autopilot plays with. */
  autopilot: Generated<string>;
  /** 1: shown in the public lobby. */
  listed: Generated<number>;
  /** 1: every seat's replay perspective is open to anyone once the game is over (migration 009). */
  publish_reviews: Generated<number>;
  /** 'abandoned' (or 'expired', just before removal) when the server ended the table; else null. */
  ended: Generated<string | null>;
  /** The finished table this is the rematch of; unique, so a rematch is made once. */
  rematch_of: Generated<string | null>;
  /** When a person was last connected (lifecycle sweeps); expiry and abandonment read it. */
  seen_at: Generated<string | null>;
  /** 1: a rated table (migration 010, ratings.ts). */
  rated: Generated<number>;
}

export interface SeatsTable {
  table_id: string;
  /** 0..players-1 for playing seats; -1 is a spectating host's pass. */
  seat: number;
  name: string | null;
  bot: 'random' | 'heuristic' | 'expert' | null;
  token_hash: string | null;
  host: number;
  /** SHA-256 of the holder's player key. */
  key_hash: Generated<string | null>;
  /** 1: a rematch seat waiting for its person. */
  invited: Generated<number>;
  /** The account holding the seat (migration 010); null: a guest's or a bot's. */
  user_id: Generated<string | null>;
}

export interface ActionsTable {
  table_id: string;
  version: number;
  seat: number;
  seq: number;
  /** JSON text. */
  action: string;
  at: string;
}

export interface NotesTable {
  table_id: string;
  seat: number;
  /** JSON text. */
  notes: string;
}

/** One row, rewritten by every readiness check: proof that a write reaches storage. */
export interface HealthChecksTable {
  id: string;
  at: string;
}

/** One chat line (chat.ts), stored before anyone receives it. */
export interface ChatTable {
  table_id: string;
  /** 1, 2, 3… per table; (table_id, id) is the key. */
  id: number;
  /** -1 for a spectating host. */
  seat: number;
  name: string;
  /** Exactly one of text and phrase (a quick phrase id) is set. */
  text: string | null;
  phrase: string | null;
  /** The match version (actions applied) when the line was stored; 0 before the start. */
  after_version: number;
  at: string;
}

export interface Schema {
  health_checks: HealthChecksTable;
  tables: TablesTable;
  seats: SeatsTable;
  actions: ActionsTable;
  notes: NotesTable;
  chat: ChatTable;
}

export type Db = Kysely<Schema>;

/** In order; exported for tests that build a database as an older version left it. */
export const migrations: Record<string, Migration> = {
  '001_init': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tables')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('players', 'integer', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('seed', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('tables_status').on('tables').columns(['status', 'created_at']).execute();
      await db.schema
        .createTable('seats')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('bot', 'text')
        .addColumn('token_hash', 'text')
        .addColumn('host', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('seats_pk', ['table_id', 'seat'])
        .execute();
      await db.schema.createIndex('seats_token').on('seats').column('token_hash').execute();
      await db.schema
        .createTable('actions')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('actions_pk', ['table_id', 'version'])
        .addUniqueConstraint('actions_seat_seq', ['table_id', 'seat', 'seq'])
        .execute();
      await db.schema
        .createTable('notes')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('notes_pk', ['table_id', 'seat'])
        .execute();
    },
  },
  /**
   * Seat tokens are stored as SHA-256 digests. A seat row holding anything else (a token written
   * in clear by hand or by an older tool) is converted in place: the holder keeps the seat, and
   * the clear token no longer sits in the database.
   */
  '002_hash_clear_tokens': {
    async up(raw: Kysely<unknown>) {
      const db = raw as unknown as Kysely<Schema>;
      const rows = await db
        .selectFrom('seats')
        .select(['table_id', 'seat', 'token_hash'])
        .where('token_hash', 'is not', null)
        .execute();
      for (const r of rows) {
        if (r.token_hash === null || isTokenHash(r.token_hash)) continue;
        await db
          .updateTable('seats')
          .set({ token_hash: hashToken(r.token_hash) })
          .where('table_id', '=', r.table_id)
          .where('seat', '=', r.seat)
          .execute();
      }
    },
  },
  /** The table's note-sheet assistant option; tables made before it have none. */
  '003_table_assistant': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tables')
        .addColumn('assistant', 'text', (c) => c.notNull().defaultTo('off'))
        .execute();
    },
  },
};

/**
 * Kept apart from the game tables so a readiness write never touches them. (Named after 003 so it
 * sorts after any migration added alongside it.)
 */
migrations['004_health_checks'] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('health_checks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
  },
};

/** Claim windows (claims.ts): the table's setting, the current window per table, held claims. */
migrations['005_claim_window'] = claimWindowMigration;

/**
 * Table clocks (clocks.ts): the setting and autopilot level as table columns, and one row of
 * clock state per table (seat times, autopilot, notices), written by compare-and-set on `rev`.
 */
migrations['006_clocks'] = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tables').addColumn('clock', 'text', (c) => c.notNull().defaultTo('off')).execute();
    await db.schema.alterTable('tables').addColumn('autopilot', 'text', (c) => c.notNull().defaultTo('heuristic')).execute();
    await db.schema
      .createTable('clocks')
      .addColumn('table_id', 'text', (c) => c.primaryKey().references('tables.id').onDelete('cascade'))
      .addColumn('rev', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .execute();
  },
};

/** Listing, expiry, abandonment, rematch and one seat per person (lifecycle.ts). */
migrations['007_lobby_lifecycle'] = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tables').addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('tables').addColumn('ended', 'text').execute();
    await db.schema.alterTable('tables').addColumn('rematch_of', 'text').execute();
    await db.schema.alterTable('tables').addColumn('seen_at', 'text').execute();
    // Tables from before: last attended when made (waiting ones then expire on the first sweep),
    // and listed, as every table was.
    await sql`update tables set seen_at = created_at, listed = 1`.execute(db);
    await db.schema.createIndex('tables_rematch_of').unique().on('tables').column('rematch_of').execute();
    await db.schema.createIndex('tables_status_seen').on('tables').columns(['status', 'seen_at']).execute();
    await db.schema.alterTable('seats').addColumn('key_hash', 'text').execute();
    await db.schema.alterTable('seats').addColumn('invited', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};

/** Per-table chat lines (chat.ts). */
migrations['008_chat'] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chat')
      .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('text', 'text')
      .addColumn('phrase', 'text')
      .addColumn('after_version', 'integer', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_pk', ['table_id', 'id'])
      .execute();
  },
};

/** The table option that publishes every seat's review (lobby.ts `published`); tables from before keep theirs private. */
migrations['009_publish_reviews'] = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tables').addColumn('publish_reviews', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};

/** Accounts, passkeys, sessions, seats held by accounts, rated tables (accounts-db.ts, issue #22). */
migrations['010_accounts'] = accountsMigration;
/** Ratings, reports and blocks (accounts-db.ts). */
migrations['011_ratings_moderation'] = ratingsModerationMigration;
/** The name a passkey sign-up asked for, kept with its challenge (accounts-db.ts). */
migrations['012_challenge_name'] = challengeNameMigration;
/** Seats' results and invitations by name (players-db.ts). */
migrations['013_players'] = playersMigration;

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Opens (creating if needed) the database named by a file path or a postgres:// URL, migrated. */
export async function openDb(location: string): Promise<Db> {
  let db: Db;
  if (/^postgres(ql)?:\/\//.test(location)) {
    // seq is a bigint column; pg returns int8 as text unless told otherwise.
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? Number : pg.types.getTypeParser(oid, format ?? 'text'),
    };
    const pool = new pg.Pool({ connectionString: location, types });
    // An idle connection the database ends (a restart, a dropped database) is an 'error' event on
    // the pool; unheard, it would crash the process. The pool opens a new one on the next query.
    pool.on('error', (e) => console.error(`PostgreSQL: an idle connection ended: ${e.message}`));
    db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  } else {
    mkdirSync(dirname(location), { recursive: true });
    const marker = checkLogMarker(location);
    let file: SqliteDatabase.Database | null = null;
    try {
      file = new SqliteDatabase(location);
      // Whole-file checks cost a read of every page: seconds for gigabytes, at start only.
      const rows = file.pragma('quick_check') as { quick_check: string }[];
      const verdict = rows.map((r) => r.quick_check).join('; ');
      if (verdict !== 'ok') throw new Error(verdict.slice(0, 500));
    } catch (e) {
      file?.close();
      throw new StorageUntrusted(
        `the database ${location} failed its integrity check (${e instanceof Error ? e.message : String(e)}); ` +
          'restore it from a backup (or move it away to start empty) before starting the server',
      );
    }
    file.pragma('journal_mode = WAL');
    // WAL + NORMAL survives a process crash; only an OS crash can lose the last commits.
    file.pragma('synchronous = NORMAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    // Checkpoints are the log marker's (see LogMarker), so it knows when the log was last merged.
    if (marker) file.pragma('wal_autocheckpoint = 0');
    const logMarker = marker ? new LogMarker(marker, location, file) : null;
    db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: cachingStatements(file, logMarker) }) });
    sqliteFiles.set(db, file);
    if (logMarker) {
      markers.set(db, logMarker);
      fileMarkers.set(file, logMarker);
    }
  }
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  // Migrations wrote; merge them, so the marker starts clean.
  markers.get(db)?.merge();
  return db;
}

const sqliteFiles = new WeakMap<Db, SqliteDatabase.Database>();
const markers = new WeakMap<Db, LogMarker>();
const fileMarkers = new WeakMap<SqliteDatabase.Database, LogMarker>();

/** Start-up found storage that cannot be trusted: the server refuses to start, saying why. */
export class StorageUntrusted extends Error {
  override name = 'StorageUntrusted';
}

/**
 * When a written-to SQLite log is checkpointed into the main file (SQLite's auto-checkpoint is off):
 * once writes pause for CHECKPOINT_IDLE_MS, and under steady writes at most CHECKPOINT_MAX_MS after
 * the first unmerged one. A checkpoint blocks the event loop while it copies and syncs pages: about
 * as often as SQLite's own auto-checkpoint would run under load keeps each one small (one merge of
 * 15 s of writes stalled the loop for ~150 ms; see docs/load.md, "same-run comparison").
 */
const CHECKPOINT_IDLE_MS = 250;
const CHECKPOINT_MAX_MS = 1000;

interface MarkerState {
  state: 'open' | 'closed';
  /** Commits may exist that only the write-ahead log holds. */
  dirty: boolean;
  /** The main file's mtime when the log was last merged into it by this server. */
  mergedMtimeMs: number;
  pid: number;
  at: string;
}

/**
 * The log marker, `<db>.state` beside a SQLite database. SQLite cannot tell a deleted
 * write-ahead log (`<db>-wal`) from a merged one: it starts from the main file, and acknowledged
 * actions that were only in the log are gone without a word. So this server checkpoints the log
 * itself (after a short pause in writing, at most 1 s after the first unmerged write; SQLite's auto-checkpoint is off) and keeps the marker:
 * `dirty` is written (synchronously, before the first write after a merge runs) when commits
 * may live only in the log, `clean` with the main file's mtime after each merge, `closed` at a
 * clean close. A start that finds `dirty`, no log, and a main file no newer than the last merge
 * (nobody, such as the sqlite3 shell, merged the log since) refuses: the log was lost.
 */
class LogMarker {
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly path: string,
    readonly main: string,
    private readonly file: SqliteDatabase.Database,
  ) {}

  private lastWriteAt = 0;
  private dirtySince = 0;

  /** Called before any statement that may write. */
  beforeWrite(): void {
    this.lastWriteAt = Date.now();
    if (this.dirty) return;
    this.dirty = true;
    this.dirtySince = this.lastWriteAt;
    this.write('open', true);
    this.timer ??= setTimeout(() => this.merge(), CHECKPOINT_IDLE_MS).unref();
  }

  /** Everything in the log into the main file; then the marker says so. */
  merge(): void {
    this.timer = null;
    if (!this.file.open) return;
    // Still being written to: wait for a pause, unless the log has been unmerged for long.
    const now = Date.now();
    const pause = CHECKPOINT_IDLE_MS - (now - this.lastWriteAt);
    const overdue = now - this.dirtySince >= CHECKPOINT_MAX_MS;
    if (pause > 0 && !overdue) return void (this.timer = setTimeout(() => this.merge(), pause).unref());
    // A checkpoint cannot run inside a transaction; try again shortly.
    if (this.file.inTransaction) return void (this.timer = setTimeout(() => this.merge(), 50).unref());
    try {
      // PASSIVE, not TRUNCATE: the log file stays and SQLite writes it again from its start, where
      // truncating made every merge also shrink, sync and regrow the file.
      const [row] = this.file.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
      if (row && row.busy === 0 && row.checkpointed === row.log) {
        this.dirty = false;
        this.write('open', false);
        return;
      }
    } catch {
      // A full disk, say: the log keeps the commits; retried below.
    }
    this.timer = setTimeout(() => this.merge(), CHECKPOINT_IDLE_MS).unref();
  }

  write(state: 'open' | 'closed', dirty: boolean): void {
    const mergedMtimeMs = dirty ? this.lastMerge() : statSync(this.main).mtimeMs;
    const body: MarkerState = { state, dirty, mergedMtimeMs, pid: process.pid, at: new Date().toISOString() };
    writeFileSync(this.path, `${JSON.stringify(body)}\n`);
    this.merged = mergedMtimeMs;
  }

  private merged = 0;
  private lastMerge(): number {
    return this.merged || statSync(this.main).mtimeMs;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** Refuses a database whose write-ahead log went missing with commits in it (see LogMarker). */
function checkLogMarker(location: string): string | null {
  if (location === ':memory:' || location === '') return null;
  const marker = `${location}.state`;
  if (!existsSync(location) || !existsSync(marker)) return marker;
  let state: Partial<MarkerState> = {};
  try {
    state = JSON.parse(readFileSync(marker, 'utf8')) as Partial<MarkerState>;
  } catch {
    // Unreadable (a torn write on a full disk): nothing to compare.
  }
  const mergedSince = statSync(location).mtimeMs > (state.mergedMtimeMs ?? Infinity);
  if (state.state === 'open' && state.dirty === true && !existsSync(`${location}-wal`) && !mergedSince)
    throw new StorageUntrusted(
      `the write-ahead log ${location}-wal is missing, yet the server that last used ${location} did not close it ` +
        'and had commits not yet merged into the main file: actions it acknowledged may be lost. Put the -wal file ' +
        `back if it was moved; to accept the loss and start from what the database holds, delete ${marker}`,
    );
  return marker;
}

/** The write-ahead log file a running SQLite database must have, or null (PostgreSQL, in memory). */
export function walFileOf(db: Db): string | null {
  const marker = markers.get(db);
  return marker ? `${marker.main}-wal` : null;
}

/** Before a write on a SQLite file that bypasses the query builder (the append path). */
export function beforeSqliteWrite(file: SqliteDatabase.Database): void {
  fileMarkers.get(file)?.beforeWrite();
}

/** Closes the database; a SQLite file's marker then says it was closed cleanly. */
export async function closeDb(db: Db): Promise<void> {
  const marker = markers.get(db);
  marker?.stop();
  await db.destroy();
  try {
    marker?.write('closed', false);
  } catch {
    // A full disk, say: a stale marker could refuse a cleanly closed file, so it goes (removing
    // needs no space), and the next start has nothing to compare.
    try {
      if (marker) unlinkSync(marker.path);
    } catch {
      // Already gone.
    }
  }
}

/** The SQLite connection under `db` (for the few hot paths that skip the query builder), or null for PostgreSQL. */
export function sqliteFileOf(db: Db): SqliteDatabase.Database | null {
  return sqliteFiles.get(db) ?? null;
}

/** How many distinct statements stay prepared (the server's queries are a few dozen shapes). */
const STATEMENT_CACHE = 256;

/**
 * Kysely prepares every query anew; preparing costs more than running the small statements the
 * server makes, so each SQL text is prepared once and reused (better-sqlite3 statements may be
 * run any number of times; queries here run one at a time on the one connection).
 */
function cachingStatements(file: SqliteDatabase.Database, marker: LogMarker | null) {
  const prepared = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => file.close(),
    prepare(text: string) {
      // Kysely prepares right before running. A commit, or a write outside a transaction, may put
      // commits in the log; a write inside a transaction commits only with its `commit`, so the
      // marker waits for that (a crash in between leaves no commit behind, and marking dirty then
      // would refuse a start whose log, merged by another program, lost nothing).
      if (marker && writesCommit(text, file.inTransaction)) marker.beforeWrite();
      let statement = prepared.get(text);
      if (!statement) {
        if (prepared.size >= STATEMENT_CACHE) prepared.clear();
        prepared.set(text, (statement = file.prepare(text)));
      }
      return statement;
    },
  };
}

/** Whether running `text` may leave a commit in the write-ahead log. */
export function writesCommit(text: string, inTransaction: boolean): boolean {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '';
  if (verb === 'commit' || verb === 'end') return true;
  if (['select', 'begin', 'rollback', 'savepoint', 'release'].includes(verb)) return false;
  return !inTransaction;
}

/** True for a unique/primary-key violation in either dialect (a lost compare-and-set). */
export function isUniqueViolation(e: unknown): boolean {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
