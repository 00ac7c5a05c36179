/**
 * Storage of players' accounts (issue #22, docs/accounts.md): the migrations `010_accounts` and
 * `011_ratings_moderation` and the row types. Kept apart from db.ts like claims-db.ts: the
 * account machinery reaches the database through the store's Kysely handle, typed with these tables.
 *
 * Nothing here is a secret that works if the database leaks: sessions, seat grants and passwords
 * are stored as hashes; a passkey's public key is public by nature.
 */
import type { Generated, Kysely, Migration } from 'kysely';

export interface UsersTable {
  /** 128 random bits, base64url: never derived from the name. */
  id: string;
  /** The display name as the player typed it (checked like seat names). */
  name: string;
  /** The name folded for uniqueness (NFKC, lower case): "Ada" and "ada" are one name. */
  name_key: string;
  /** 1: the profile (games, ratings, recent tables) is visible to anyone; 0: to its owner only. */
  public: number;
  /** A memory-hard hash (argon2id, PHC string) of the fallback password; null: passkeys only. */
  password_hash: string | null;
  created_at: string;
}

export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (a clone shows as a counter that goes back). */
  counter: number;
  /** JSON text: the transports the browser reported. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session id in the httpOnly cookie: a dump holds no usable session. */
  id_hash: string;
  user_id: string;
  /** The CSRF token the client sends back in a header on every state-changing request. */
  csrf: string;
  /** Epoch milliseconds. */
  created_at: number;
  expires_at: number;
  last_seen_at: number;
}

/** A WebAuthn challenge, stored so that any node can finish a ceremony another node began. */
export interface ChallengesTable {
  /** Random, base64url: the ceremony's handle the client sends back. */
  id: string;
  challenge: string;
  /** 'register' (a new account or a new passkey) or 'login'. */
  kind: string;
  /** The account a passkey is added to; for kind 'signup' the new account's id; null for a login. */
  user_id: string | null;
  /** Kind 'signup' (migration 012): the name the new account asked for. */
  name: Generated<string | null>;
  expires_at: number;
}

/**
 * An extra token for a seat an account holds, minted for another device of that account (a seat
 * keeps its own token_hash; each grant is one more hash that holds it).
 */
export interface SeatGrantsTable {
  token_hash: string;
  table_id: string;
  seat: number;
  user_id: string;
  created_at: string;
}

/** A player's rating per game and player-count group (openskill), or a bot level's (user_id `bot:<level>`). */
export interface RatingsTable {
  user_id: string;
  game: string;
  /** The player-count group, e.g. '2', '3-4', '5-6' (ratings.ts). */
  group: string;
  mu: number;
  sigma: number;
  games: number;
  updated_at: string;
}

/** One finished rated table, rated once: the unique key makes a second rating of it fail. */
export interface RatedTablesTable {
  table_id: string;
  game: string;
  group: string;
  /** JSON text: each rated seat's identity, rank, and rating before and after. */
  result: string;
  at: string;
}

export interface ReportsTable {
  id: string;
  reporter: string;
  reported: string;
  table_id: string | null;
  reason: string;
  note: string | null;
  at: string;
}

export interface BlocksTable {
  blocker: string;
  blocked: string;
  at: string;
}

export interface AccountsSchema {
  users: UsersTable;
  passkeys: PasskeysTable;
  sessions: SessionsTable;
  webauthn_challenges: ChallengesTable;
  seat_grants: SeatGrantsTable;
  ratings: RatingsTable;
  rated_tables: RatedTablesTable;
  reports: ReportsTable;
  blocks: BlocksTable;
}

/** Accounts, their passkeys and sessions; which account holds a seat; grants for other devices; rated tables. */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('public', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('password_hash', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('csrf', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute();
    await db.schema
      .createTable('webauthn_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('challenge', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    // Which account holds a seat (null: a guest's). No foreign key: deleting an account clears it.
    await db.schema.alterTable('seats').addColumn('user_id', 'text').execute();
    await db.schema.createIndex('seats_user').on('seats').column('user_id').execute();
    await db.schema
      .createTable('seat_grants')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('seat_grants_table').on('seat_grants').columns(['table_id', 'seat']).execute();
    // 1: a rated table (signed-in people only, a clock on); its result moves ratings once.
    await db.schema.alterTable('tables').addColumn('rated', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};

/** Ratings per game and player-count group, each rated table once, reports and blocks. */
export const ratingsModerationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ratings')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('group', 'text', (c) => c.notNull())
      .addColumn('mu', 'double precision', (c) => c.notNull())
      .addColumn('sigma', 'double precision', (c) => c.notNull())
      .addColumn('games', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'game', 'group'])
      .execute();
    await db.schema.createIndex('ratings_board').on('ratings').columns(['game', 'group', 'mu']).execute();
    await db.schema
      .createTable('rated_tables')
      .addColumn('table_id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('group', 'text', (c) => c.notNull())
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('reports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reporter', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reported', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('table_id', 'text')
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('blocks')
      .addColumn('blocker', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('blocked', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('blocks_pk', ['blocker', 'blocked'])
      .execute();
  },
};

/**
 * A passkey sign-up names its account when it asks for options and creates it when the browser
 * answers (accounts.ts): the name waits with the challenge, so any node can finish the ceremony.
 */
export const challengeNameMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('webauthn_challenges').addColumn('name', 'text').execute();
  },
};
