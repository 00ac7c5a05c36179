/**
 * What the asset benches load (bench/assets/index.ts, profile.ts): a started table with bots, the
 * seat a browser holds there, and the moment a page is usable (its first actionable control).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { build } from 'vite';
import type { MyTablesResult, SeatGrant } from '@alibi/protocol';
import { NO_LIMITS, startServer, type RunningServer } from '@alibi/server';
import { CHROMIUM, CHROMIUM_ARGS } from '../../packages/web/test/chromium.ts';

const WEB_ROOT = fileURLToPath(new URL('../../packages/web/', import.meta.url));

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

/**
 * A production build of the client in a temporary folder, the real server on it (a fresh SQLite
 * file, bots at zero delay, no rate limits: the benches poll for a table's first move) and
 * headless Chromium. `close` stops both and removes the folder.
 */
export async function benchSetUp(name: string): Promise<{
  dist: string;
  server: RunningServer;
  browser: Browser;
  buildSeconds: number;
  close(): Promise<void>;
}> {
  const tmp = mkdtempSync(join(tmpdir(), `alibi-bench-${name}-`));
  const dist = join(tmp, 'dist');
  const t0 = Date.now();
  await build({ configFile: join(WEB_ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  const buildSeconds = (Date.now() - t0) / 1000;
  const server = await startServer({ port: 0, db: join(tmp, 'bench.sqlite'), botDelayMs: 0, webDist: dist, limits: NO_LIMITS });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    dist,
    server,
    browser,
    buildSeconds,
    async close() {
      await browser.close();
      await server.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** The throttled profile: a 4G-like network (Mbit/s down and up, latency ms) and a CPU slowdown factor. */
export interface Profile {
  rtt: number;
  down: number;
  up: number;
  cpu: number;
}

/** Applies `profile` to the page through the DevTools protocol; returns the session (network events on). */
export async function throttle(page: Page, profile: Profile): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rtt,
    downloadThroughput: (profile.down * 1e6) / 8,
    uploadThroughput: (profile.up * 1e6) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return cdp;
}
