/**
 * What the asset benches load (bench/assets/index.ts, profile.ts): a started table with bots, the
 * seat a browser holds there, and the moment a page is usable (its first actionable control).
 */
import type { Page } from 'playwright-core';
import type { MyTablesResult, SeatGrant } from '@alibi/protocol';

/** The first actionable control: in the lobby, the create button; at a table, the seat's move. */
export const CONTROLS = {
  lobby: 'form button[type=submit]',
  table: '.pa[data-mine="true"] :is(button, input, select, textarea)',
};

/** In the page: the time (ms since navigation start) once one of `selector` is enabled and shown. */
function usableAt(selector: string): number | false {
  for (const el of document.querySelectorAll<HTMLButtonElement>(selector)) {
    if (el.disabled) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden') return performance.now();
  }
  return false;
}

export async function waitUsable(page: Page, kind: 'lobby' | 'table'): Promise<number> {
  const handle = await page.waitForFunction(usableAt, CONTROLS[kind], { polling: 'raf', timeout: 60_000 });
  return Number(await handle.jsonValue());
}

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A started 3-seat table of `game`: this browser's seat and two bots; resolves once the seat must move. */
export async function tableFor(base: string, game: string): Promise<SeatGrant> {
  const grant = await post<SeatGrant>(base, '/api/tables', {
    game,
    players: 3,
    host: 'Bench',
    name: `Bench ${game}`,
    bots: [
      { seat: 1, kind: 'heuristic' },
      { seat: 2, kind: 'heuristic' },
    ],
  });
  await post(base, `/api/tables/${grant.table.id}/start`, { token: grant.token });
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    const { tables } = await post<MyTablesResult>(base, '/api/my-tables', {
      seats: [{ table: grant.table.id, token: grant.token }],
    });
    const mine = tables[0];
    if (mine?.ok && mine.mustAct) return grant;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${game}: the seat never had a move`);
}

/** The localStorage entry by which a browser holds the seat of `grant` (as the lobby leaves it). */
export const seatHeld = (grant: SeatGrant) => ({
  key: `alibi.seat.${grant.table.id}`,
  value: JSON.stringify({ token: grant.token, seat: grant.seat, at: Date.now() }),
});
