/** The lifecycle's own queries (see lifecycle.ts): each state change is a compare-and-set, so with several nodes one wins. */
import type { Db } from './db.ts';

/** Most stale tables one sweep takes on (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

/** People are connected to these tables (on this node) now. */
export async function touchTables(db: Db, ids: string[], at: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .updateTable('tables')
      .set({ seen_at: at })
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
}

/** Tables of `status` nobody has attended since before `cutoff`, oldest first. */
export async function staleTables(db: Db, status: 'open', cutoff: string): Promise<string[]>;
export async function staleTables(db: Db, status: 'playing', cutoff: string, withClock: true): Promise<{ id: string; clock: string | null }[]>;
export async function staleTables(
  db: Db,
  status: 'open' | 'playing',
  cutoff: string,
  withClock?: true,
): Promise<string[] | { id: string; clock: string | null }[]> {
  const rows = await db
    .selectFrom('tables')
    .selectAll()
    .where('status', '=', status)
    .where('seen_at', '<', cutoff)
    .orderBy('seen_at')
    .limit(SWEEP_BATCH)
    .execute();
  if (!withClock) return rows.map((r) => r.id);
  // The clock column belongs to the clocks feature; a build without it has no correspondence tables.
  return rows.map((r) => ({ id: r.id, clock: typeof (r as { clock?: unknown }).clock === 'string' ? ((r as { clock?: string }).clock ?? null) : null }));
}

/**
 * Ends an unattended table: `from` 'open' as expired (it is then removed), 'playing' as abandoned;
 * only if it is still in that status and still unattended, so true for the one caller that did.
 */
async function endUnattended(db: Db, id: string, cutoff: string, from: 'open' | 'playing', ended: 'expired' | 'abandoned'): Promise<boolean> {
  const r = await db
    .updateTable('tables')
    .set({ status: 'over', ended })
    .where('id', '=', id)
    .where('status', '=', from)
    .where('seen_at', '<', cutoff)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const expireTable = (db: Db, id: string, cutoff: string): Promise<boolean> => endUnattended(db, id, cutoff, 'open', 'expired');
export const abandonTable = (db: Db, id: string, cutoff: string): Promise<boolean> => endUnattended(db, id, cutoff, 'playing', 'abandoned');

/** The rematch made from table `id`, if any (the unique `rematch_of` reference). */
export async function rematchOf(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('tables').select('id').where('rematch_of', '=', id).executeTakeFirst();
  return row?.id ?? null;
}
