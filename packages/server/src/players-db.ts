/**
 * Storage of players' results and invitations (issue #22): the migration `013_players`. Kept apart
 * like accounts-db.ts; players.ts and ratings.ts reach these tables through the store's handle.
 */
import type { Kysely, Migration } from 'kysely';
import type { AccountsSchema } from './accounts-db.ts';
import type { Schema } from './db.ts';

/**
 * Each seat's result once its table's game is over (ratings.ts writes them at the end, for every
 * table): profiles count games won from it without replaying matches.
 */
export interface SeatResultsTable {
  table_id: string;
  seat: number;
  /** 1: the seat is among the outcome's winners. */
  won: number;
  /** When the game ended, ISO. */
  at: string;
}

/** A host's invitation of a player by name to a waiting table (players.ts). */
export interface InvitationsTable {
  table_id: string;
  /** The invited account. */
  user_id: string;
  /** The host's account. */
  inviter: string;
  at: string;
}

export interface PlayersSchema {
  seat_results: SeatResultsTable;
  invitations: InvitationsTable;
}

/** The store's database seen with the account and player tables. */
export type PlayersDb = Kysely<Schema & AccountsSchema & PlayersSchema>;

export const playersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('seat_results')
      .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('won', 'integer', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('seat_results_pk', ['table_id', 'seat'])
      .execute();
    await db.schema
      .createTable('invitations')
      .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('inviter', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('invitations_pk', ['table_id', 'user_id'])
      .execute();
    await db.schema.createIndex('invitations_user').on('invitations').column('user_id').execute();
  },
};
