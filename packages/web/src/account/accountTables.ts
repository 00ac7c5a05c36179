/**
 * Tables of the signed-in account on any device (issue #22): GET /api/account/tables, and opening
 * one this browser holds no token for through a grant (POST /api/account/tables/:id/grant), saved
 * like any seat key before the table opens.
 */
import type { MyTableEntry } from '@alibi/protocol';
import { navigate, tablePath } from '../router.ts';
import { savedSeat, saveSeat } from '../storage.ts';
import type { MyTable } from '../myTables.ts';
import { accountApi } from './accountApi.ts';

/** The account's tables this browser holds no seat key for (those it holds are polled as before). */
export async function accountOnlyTables(): Promise<MyTable[]> {
  const { tables } = await accountApi.tables();
  return tables
    .filter((e): e is Extract<MyTableEntry, { ok: true }> => e.ok && savedSeat(e.table) === null)
    .map((e) => ({ table: e.table, info: e.info, seat: e.seat, mustAct: e.mustAct }));
}

/** Opens a table of the account's: with this browser's own key, or one granted for this device first. */
export async function openAccountTable(table: string): Promise<void> {
  if (savedSeat(table) === null) {
    const grant = await accountApi.grant(table);
    saveSeat(table, { token: grant.token, seat: grant.seat });
  }
  navigate(tablePath(table));
}
