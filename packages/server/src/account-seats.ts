/**
 * The seats an account holds (docs/accounts.md): a guest's seats become the account's at sign-up
 * and sign-in, the account lists them from any device, and mints a device token (a grant) for a
 * seat so another browser can play it. A grant is stored hashed in seat_grants and loaded with the
 * seats (store.ts), so every place that checks a seat token accepts it, on any node.
 */
import type { AccountGrant, GuestSeats, LinkedSeat, MyTableEntry } from '@alibi/protocol';
import type { HubContext } from './context.ts';
import { Failure } from './errors.ts';
import { eachLimited, myTablesAccess, seatEntry } from './my-tables.ts';
import type { TableRuntime } from './table.ts';
import type { AccountsDb } from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';

/** Most seats GET /api/account/tables lists (newest tables first). */
export const ACCOUNT_TABLES_MAX = 100;
/** Most device grants one seat keeps; the oldest goes when a new one is minted past it. */
export const GRANTS_PER_SEAT = 10;

export class AccountSeats {
  constructor(private readonly ctx: HubContext) {}

  private get db(): AccountsDb {
    return this.ctx.store.db as unknown as AccountsDb;
  }

  /**
   * Each (table, token) whose token really holds a seat (its own token, not a grant) becomes
   * `userId`'s, unless another account holds it. Pairs that do not qualify are skipped silently:
   * the answer lists the seats that are the account's now.
   */
  async link(userId: string, name: string, seats: GuestSeats): Promise<LinkedSeat[]> {
    const access = myTablesAccess(this.ctx);
    const linked: (LinkedSeat | null)[] = await eachLimited(seats, async ({ table, token }) => {
      let t: TableRuntime;
      try {
        t = await access.table(table);
      } catch {
        return null;
      }
      try {
        const found = await access.holder(t, token);
        if (!found) return null;
        return await t.run(async () => {
          const s = t.byToken(token);
          // Only the seat's own token links it: a grant is the account's already.
          if (!s || s.tokenHash !== hashToken(token)) return null;
          if (s.userId && s.userId !== userId) return null;
          const r = await this.db
            .updateTable('seats')
            .set({ user_id: userId })
            .where('table_id', '=', t.id)
            .where('seat', '=', s.seat)
            .where('token_hash', '=', s.tokenHash)
            .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== 1) return null;
          this.ctx.putSeat(t, { ...s, userId, player: name });
          this.ctx.pushTable(t);
          this.ctx.signal(t, 'lobby');
          return { table: t.id, seat: s.seat >= 0 ? s.seat : null };
        });
      } finally {
        access.done(t);
      }
    });
    return linked.filter((l): l is LinkedSeat => l !== null);
  }

  /** Every seat `userId` holds with its person still there, newest table first, as "my tables" entries. */
  async tables(userId: string): Promise<MyTableEntry[]> {
    const rows = await this.db
      .selectFrom('seats')
      .innerJoin('tables', 'tables.id', 'seats.table_id')
      .select(['seats.table_id as table', 'seats.seat as seat'])
      .where('seats.user_id', '=', userId)
      .where('seats.token_hash', 'is not', null)
      .orderBy('tables.created_at', 'desc')
      .limit(ACCOUNT_TABLES_MAX)
      .execute();
    const access = myTablesAccess(this.ctx);
    const entries = await eachLimited(rows, async (row): Promise<MyTableEntry | null> => {
      try {
        const t = await access.table(row.table);
        try {
          return seatEntry(t, Number(row.seat));
        } finally {
          access.done(t);
        }
      } catch {
        // Gone meanwhile: not listed.
        return null;
      }
    });
    return entries.filter((e): e is MyTableEntry => e !== null);
  }

  /**
   * A new device token for the seat `userId` holds at `tableId` (`seat`, or its only one there).
   * Stored hashed; the table in memory takes it at once, other nodes read it with the seats.
   */
  async grant(userId: string, tableId: string, seat: number | undefined): Promise<AccountGrant> {
    const rows = await this.db
      .selectFrom('seats')
      .select(['seat', 'token_hash'])
      .where('table_id', '=', tableId)
      .where('user_id', '=', userId)
      .where('token_hash', 'is not', null)
      .$if(seat !== undefined, (q) => q.where('seat', '=', seat as number))
      .orderBy('seat')
      .execute();
    const row = rows.find((r) => Number(r.seat) >= 0) ?? rows[0];
    if (!row) throw new Failure('NOT_SEATED', 'this account holds no seat at this table');
    const s = Number(row.seat);
    const token = newToken();
    const tokenHash = hashToken(token);
    const t = await this.ctx.get(tableId);
    return t.run(async () => {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('seat_grants')
          .values({ token_hash: tokenHash, table_id: tableId, seat: s, user_id: userId, created_at: new Date().toISOString() })
          .execute();
        const old = await trx
          .selectFrom('seat_grants')
          .select('token_hash')
          .where('table_id', '=', tableId)
          .where('seat', '=', s)
          .orderBy('created_at', 'desc')
          .orderBy('token_hash')
          .offset(GRANTS_PER_SEAT)
          .limit(1000)
          .execute();
        if (old.length > 0)
          await trx
            .deleteFrom('seat_grants')
            .where(
              'token_hash',
              'in',
              old.map((o) => o.token_hash),
            )
            .execute();
      });
      // This node's copy takes the stored grants (and the seat as stored) at once.
      const stored = await this.ctx.store.loadTable(tableId);
      const fresh = stored?.seats.find((x) => x.seat === s);
      if (fresh) this.ctx.putSeat(t, fresh);
      return { table: t.info(), seat: s >= 0 ? s : null, token };
    });
  }

  /** The tables where `userId` holds seats (read before the account is deleted, for `reread`). */
  async tablesOf(userId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('seats').select('table_id').where('user_id', '=', userId).distinct().execute();
    return rows.map((r) => r.table_id);
  }

  /**
   * After an account is deleted or renamed: its tables in memory, here and on the other nodes,
   * read their seats again, so its name and device grants leave them (or its new name shows) at once.
   */
  async reread(tableIds: readonly string[]): Promise<void> {
    for (const id of tableIds) {
      const t = this.ctx.tables.get(id);
      if (t) {
        await t.run(async () => {
          const stored = await this.ctx.store.loadTable(id);
          for (const s of stored?.seats ?? []) this.ctx.putSeat(t, s);
          this.ctx.pushTable(t);
        });
      }
      await this.ctx.cluster?.signal(id, 'lobby', 0).catch((e: unknown) => this.ctx.logError(`signalling table ${id} failed`, e));
    }
  }
}
