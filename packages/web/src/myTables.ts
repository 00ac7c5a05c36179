/**
 * "My tables": the seats this browser holds (storage.ts `seat.<tableId>` keys), asked about in one
 * POST /api/my-tables every 15 s while the page is visible, at once when it comes back into view,
 * and every 60 s in the background when turn notifications are on. Each answer feeds the turn
 * marker; a seat the server no longer knows (BAD_TOKEN, NO_TABLE) is forgotten here.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MyTableEntry, TableInfo } from '@alibi/protocol';
import { MY_TABLES_MAX } from '@alibi/protocol/constants';
import { api } from './api.ts';
import { savedSeat, savedSeats, saveSeat, storage, type SavedSeat } from './storage.ts';
import { notifyState, turnMarker } from './turnMarker.ts';

export const POLL_VISIBLE_MS = 15_000;
export const POLL_HIDDEN_MS = 60_000;
/** Dismissed finished tables remembered; the oldest fall off (their seats stay for replays). */
const DISMISSED_MAX = 200;
const DISMISSED_KEY = 'mytables.dismissed';
/** Focus and visibility events often come in pairs: one request for both. */
const MIN_GAP_MS = 2_000;

export interface MyTable {
  table: string;
  info: TableInfo;
  seat: number | null;
  mustAct: boolean;
}

/**
 * Finished tables seen during this page's life: a finished table no longer changes, so it is
 * asked about once per page load, not every round (the server rebuilds one from storage to answer).
 */
const finished = new Map<string, MyTable>();

/** Codes that mean the pair will never be good again: forget the seat key. */
export const FORGET_CODES: readonly string[] = ['BAD_TOKEN', 'NO_TABLE'];

export function dismissedTables(): string[] {
  try {
    const raw: unknown = JSON.parse(storage.get(DISMISSED_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function dismissTable(table: string): void {
  const list = [...dismissedTables().filter((t) => t !== table), table].slice(-DISMISSED_MAX);
  storage.set(DISMISSED_KEY, JSON.stringify(list));
}

/** The pairs to ask about: the newest seats first, dismissed tables left out, at most MY_TABLES_MAX. */
export function seatsToAsk(saved: readonly ({ table: string } & SavedSeat)[], dismissed: readonly string[]): { table: string; token: string }[] {
  const skip = new Set(dismissed);
  return saved
    .filter((s) => !skip.has(s.table))
    .slice(0, MY_TABLES_MAX)
    .map((s) => ({ table: s.table, token: s.token }));
}

const RANK = { playing: 1, open: 2, over: 3 } as const;

/** Where it is this seat's turn first, then games in play, waiting tables, finished ones; newest first within. */
export function sortMyTables(list: readonly MyTable[]): MyTable[] {
  return [...list].sort(
    (a, b) =>
      Number(b.mustAct) - Number(a.mustAct) ||
      RANK[a.info.status] - RANK[b.info.status] ||
      (a.info.createdAt < b.info.createdAt ? 1 : a.info.createdAt > b.info.createdAt ? -1 : 0),
  );
}

/**
 * Applies one answer: the good entries, sorted; seats the server refused for good are forgotten
 * (unless this browser meanwhile saved another token for that table).
 */
export function settle(asked: readonly { table: string; token: string }[], answer: readonly MyTableEntry[]): MyTable[] {
  const out: MyTable[] = [];
  for (const [i, e] of answer.entries()) {
    const pair = asked[i];
    if (!pair || pair.table !== e.table) continue;
    if (e.ok) out.push({ table: e.table, info: e.info, seat: e.seat, mustAct: e.mustAct });
    else if (FORGET_CODES.includes(e.error.code) && savedSeat(e.table)?.token === pair.token) saveSeat(e.table, null);
  }
  return sortMyTables(out);
}

/**
 * Polls My tables while mounted (the lobby shows the list; the table page only feeds the marker).
 * `firstAfterMs`: the first round waits this long (the table page's poll is not what a person
 * waits for, and would take a connection while the table's own files are still arriving).
 */
export function useMyTables(firstAfterMs = 0): { tables: MyTable[] | null; refresh: (force?: boolean) => void; dismiss: (table: string) => void } {
  const [tables, setTables] = useState<MyTable[] | null>(null);
  const inFlight = useRef(false);
  const lastAt = useRef(0);

  /** `force`: the person asked (a button); a focus right after a poll waits for the next round. */
  const refresh = useCallback((force = false) => {
    if (inFlight.current || (!force && Date.now() - lastAt.current < MIN_GAP_MS)) return;
    const saved = savedSeats();
    const dismissed = dismissedTables();
    const known = saved.filter((s) => !dismissed.includes(s.table)).flatMap((s) => finished.get(s.table) ?? []);
    const asked = seatsToAsk(saved, [...dismissed, ...known.map((m) => m.table)]);
    lastAt.current = Date.now();
    const show = (list: MyTable[]) => {
      for (const m of list) if (m.info.status === 'over') finished.set(m.table, m);
      // `known` holds finished tables not asked about this round: no overlap with `list`.
      const all = sortMyTables([...list, ...known]);
      setTables(all);
      turnMarker().setPolled(all.map((m) => ({ table: m.table, name: m.info.name, mustAct: m.mustAct })));
    };
    if (asked.length === 0) {
      show([]);
      return;
    }
    inFlight.current = true;
    api.myTables(asked).then(
      (r) => {
        inFlight.current = false;
        show(settle(asked, r.tables));
      },
      // Rate limited or offline: keep what is shown; the next round tries again.
      () => {
        inFlight.current = false;
      },
    );
  }, []);

  useEffect(() => {
    let first: ReturnType<typeof setTimeout> | undefined;
    if (firstAfterMs > 0) first = setTimeout(() => refresh(true), firstAfterMs);
    else refresh(true);
    const tick = setInterval(() => {
      const since = Date.now() - lastAt.current;
      if (document.visibilityState === 'visible' ? since >= POLL_VISIBLE_MS - 500 : notifyState() === 'on' && since >= POLL_HIDDEN_MS - 500) refresh();
    }, POLL_VISIBLE_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onFocus = () => refresh();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(first);
      clearInterval(tick);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, firstAfterMs]);

  const dismiss = useCallback((table: string) => {
    dismissTable(table);
    setTables((list) => list?.filter((m) => m.table !== table) ?? null);
  }, []);

  return { tables, refresh, dismiss };
}
