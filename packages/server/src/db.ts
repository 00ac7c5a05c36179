/**
 * Storage: one Kysely query layer over SQLite (embedded default) or PostgreSQL (scale-out), with
 * the same schema created by inline migrations. JSON columns are text in both, so the two
 * dialects behave identically.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Generated, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { hashToken } from './table.ts';

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
}

export interface SeatsTable {
  table_id: string;
  /** 0..players-1 for playing seats; -1 is a spectating host's pass. */
  seat: number;
  name: string | null;
  bot: 'random' | 'heuristic' | 'expert' | null;
  token_hash: string | null;
  host: number;
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

export interface Schema {
  tables: TablesTable;
  seats: SeatsTable;
  actions: ActionsTable;
  notes: NotesTable;
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
    db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: location, types }) }) });
  } else {
    mkdirSync(dirname(location), { recursive: true });
    const file = new SqliteDatabase(location);
    file.pragma('journal_mode = WAL');
    // WAL + NORMAL survives a process crash; only an OS crash can lose the last commits.
    file.pragma('synchronous = NORMAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: cachingStatements(file) }) });
    sqliteFiles.set(db, file);
  }
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return db;
}

const sqliteFiles = new WeakMap<Db, SqliteDatabase.Database>();

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
function cachingStatements(file: SqliteDatabase.Database) {
  const prepared = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => file.close(),
    prepare(text: string) {
      let statement = prepared.get(text);
      if (!statement) {
        if (prepared.size >= STATEMENT_CACHE) prepared.clear();
        prepared.set(text, (statement = file.prepare(text)));
      }
      return statement;
    },
  };
}

/** True for a unique/primary-key violation in either dialect (a lost compare-and-set). */
export function isUniqueViolation(e: unknown): boolean {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
