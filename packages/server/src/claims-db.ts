/**
 * Storage of claim windows (see claims.ts): the migration `005_claim_window` and the queries. Kept
 * apart from db.ts and store.ts so the claim machinery has one room; it reaches the database
 * through the store's Kysely handle, typed here with its own tables.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Db } from './db.ts';

export interface ClaimWindowsTable {
  table_id: string;
  /** 1, 2, ... per table: the window's number, part of its shuffle seed. */
  n: number;
  /** Epoch milliseconds (the nodes' clocks are assumed NTP-synchronised). */
  closes_at: number;
}

export interface HeldClaimsTable {
  table_id: string;
  n: number;
  seat: number;
  /** The client's seq, so a resent claim gets the same answer. */
  seq: number;
  /** JSON text. */
  action: string;
  closes_at: number;
}

interface ClaimSchema {
  claim_windows: ClaimWindowsTable;
  held_claims: HeldClaimsTable;
}

/** The table's claim window in seconds, the current window per table, and the held claims. */
export const claimWindowMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tables')
      .addColumn('claim_window', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('claim_windows')
      .addColumn('table_id', 'text', (c) => c.primaryKey().references('tables.id').onDelete('cascade'))
      .addColumn('n', 'integer', (c) => c.notNull())
      .addColumn('closes_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('held_claims')
      .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id').onDelete('cascade'))
      .addColumn('n', 'integer', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('closes_at', 'bigint', (c) => c.notNull())
      // One claim per seat and window.
      .addPrimaryKeyConstraint('held_claims_pk', ['table_id', 'n', 'seat'])
      .execute();
  },
};

export interface Window {
  n: number;
  closesAt: number;
}
export interface HeldClaim {
  n: number;
  seat: number;
  seq: number;
  action: unknown;
  closesAt: number;
}

const toHeld = (r: HeldClaimsTable): HeldClaim => ({
  n: Number(r.n),
  seat: Number(r.seat),
  seq: Number(r.seq),
  action: JSON.parse(r.action) as unknown,
  closesAt: Number(r.closes_at),
});

export class ClaimStore {
  private readonly db: Kysely<ClaimSchema>;
  constructor(db: Db) {
    this.db = db as unknown as Kysely<ClaimSchema>;
  }

  async window(tableId: string): Promise<Window | null> {
    const r = await this.db.selectFrom('claim_windows').selectAll().where('table_id', '=', tableId).executeTakeFirst();
    return r ? { n: Number(r.n), closesAt: Number(r.closes_at) } : null;
  }

  /**
   * The open window at `now`, or a new one closing at `now + ms` when none is open: one
   * statement, so two nodes opening at once agree on a single window.
   */
  async open(tableId: string, now: number, ms: number): Promise<Window> {
    const r = await this.db
      .insertInto('claim_windows')
      .values({ table_id: tableId, n: 1, closes_at: now + ms })
      .onConflict((oc) =>
        oc
          .column('table_id')
          .doUpdateSet({ n: sql`claim_windows.n + 1`, closes_at: now + ms })
          .where('claim_windows.closes_at', '<=', now),
      )
      .returning(['n', 'closes_at'])
      .executeTakeFirst();
    if (r) return { n: Number(r.n), closesAt: Number(r.closes_at) };
    const open = await this.window(tableId);
    if (!open) throw new Error(`claim window of table ${tableId} vanished`);
    return open;
  }

  /** Holds a claim; false when this seat already holds one in window `n`. */
  async hold(tableId: string, c: HeldClaim): Promise<boolean> {
    const r = await this.db
      .insertInto('held_claims')
      .values({ table_id: tableId, n: c.n, seat: c.seat, seq: c.seq, action: JSON.stringify(c.action), closes_at: c.closesAt })
      .onConflict((oc) => oc.columns(['table_id', 'n', 'seat']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  /**
   * The window's first claim: the window now closes no earlier than `closesAt`, so everyone has a
   * whole window to answer a fast claim. Null when this claim was not the first (or the window moved on).
   */
  async firstClaim(tableId: string, n: number, closesAt: number): Promise<Window | null> {
    const held = await this.db
      .selectFrom('held_claims')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('table_id', '=', tableId)
      .where('n', '=', n)
      .executeTakeFirst();
    if (Number(held?.count ?? 0) !== 1) return null;
    await this.db
      .updateTable('claim_windows')
      .set({ closes_at: closesAt })
      .where('table_id', '=', tableId)
      .where('n', '=', n)
      .where('closes_at', '<', closesAt)
      .execute();
    return this.window(tableId);
  }

  /** Every held claim of the table, by window. */
  async held(tableId: string): Promise<HeldClaim[]> {
    const rows = await this.db
      .selectFrom('held_claims')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('n')
      .orderBy('seat')
      .execute();
    return rows.map(toHeld);
  }

  /** Takes one held claim out; false when another node took it first (it is then not applied here). */
  async take(tableId: string, n: number, seat: number): Promise<boolean> {
    const r = await this.db
      .deleteFrom('held_claims')
      .where('table_id', '=', tableId)
      .where('n', '=', n)
      .where('seat', '=', seat)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** A finished or deleted table keeps no windows. */
  async clear(tableId: string): Promise<void> {
    await this.db.deleteFrom('held_claims').where('table_id', '=', tableId).execute();
    await this.db.deleteFrom('claim_windows').where('table_id', '=', tableId).execute();
  }
}
