/**
 * Shared set-up of the browser tests: starts the real server in-process on a fresh SQLite file,
 * serving the client built once for the run (build-once.ts), and opens Debian's Chromium (headless)
 * on it. Screenshots go to test-artifacts/.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { randomPolicy, type Rng } from '@alibi/engine';
import { findGame } from '@alibi/games';
import type { BotKind, SeatGrant } from '@alibi/protocol';
import { startServer, type RunningServer, type TestHooks } from '@alibi/server';
import type { Client } from '../../server/test/helpers.ts';
import { buildClient } from './build-once.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

export { CHROMIUM };

export const hasChromium = existsSync(CHROMIUM);
export const artifacts = fileURLToPath(new URL('../../../test-artifacts/', import.meta.url));

/** Logs why a browser suite is skipped on a machine without Chromium; returns whether to skip. */
export function skipWithoutChromium(suite: string): boolean {
  if (!hasChromium) console.warn(`[${suite}] skipped: ${CHROMIUM} is missing (apt-get install -y chromium)`);
  return !hasChromium;
}

/**
 * The built client: the run's shared build (build-once.ts), or, where the run has none (a file run
 * outside the browser project), a build of its own into `tmp`.
 */
export async function webDist(tmp: string): Promise<string> {
  const shared = inject('webDist');
  if (shared) return shared;
  const own = join(tmp, 'dist');
  await buildClient(own);
  return own;
}

export interface BrowserTable {
  server: RunningServer;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors in the page; a test should end with none. */
  pageErrors: string[];
  /** The server's SQLite file, for tests that watch storage (read-only). */
  dbFile: string;
  /** A full-page screenshot `test-artifacts/<prefix><name>.png`, scrolled to the top first. */
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A server with its own SQLite file and a Chromium profile on it. The page prefers reduced motion
 * unless `motion` is set: every card slide (240 ms) is otherwise waited out by each click (the
 * element must hold still) and by `settled`, which made a whole game's walk about a third slower
 * (60 s against 38 s for Four Suspects' on this machine). The games' tests are about the game; the
 * motion itself is played with in e2e-motion, e2e-motion-sound, Alibi Clues' game and e2e's.
 */
export async function openBrowserTable(
  prefix: string,
  viewport = { width: 1366, height: 900 },
  /** The server's test hooks (a fixed seed, say), for tests that must know the deal. */
  testing?: TestHooks,
  { motion = false }: { motion?: boolean } = {},
): Promise<BrowserTable> {
  const tmp = mkdtempSync(join(tmpdir(), 'alibi-web-e2e-'));
  mkdirSync(artifacts, { recursive: true });
  const dist = await webDist(tmp);
  const dbFile = join(tmp, 'e2e.sqlite');
  const server = await startServer({ port: 0, db: dbFile, botDelayMs: 0, webDist: dist, ...(testing ? { testing } : {}) });
  const context = await chromium.launchPersistentContext(join(tmp, 'profile'), {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport,
    locale: 'en-US',
    reducedMotion: motion ? 'no-preference' : 'reduce',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // A person's wait on a loaded 2-core CI machine, with two browser suites and their servers running.
  page.setDefaultTimeout(20_000);
  return {
    server,
    context,
    page,
    pageErrors,
    dbFile,
    async shot(name) {
      // At the top, so sticky bars do not land mid-page in the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(artifacts, `${prefix}${name}.png`), fullPage: true });
    },
    async close() {
      await context.close();
      await server.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * Clicks a one-click move if it is still there: the server's answer to the previous move may
 * replace the panel between finding the button and clicking it (seen on a loaded machine). False
 * when nothing could be clicked; the caller's loop then looks at the page again.
 */
export function clickIfStill(button: Locator, timeout = 2000): Promise<boolean> {
  return button.click({ timeout }).then(
    () => true,
    () => false,
  );
}

/**
 * Takes whatever ordinary Perfect Alibi move the UI offers this seat now (pick an assistant, show
 * the first card, give the first answer, or ask: first tile, the n-th target and value). False when
 * nothing is on offer.
 */
export async function playPerfectAlibiMove(page: Page, n: number): Promise<boolean> {
  const panel = page.locator('.action-panel').first();
  if (!(await panel.isVisible())) return false;
  if (await panel.locator('.picker-btn').count()) return clickIfStill(panel.locator('.picker-btn').first());
  if (await panel.locator('.card-btn').count()) return clickIfStill(panel.locator('.card-btn').first());
  if (await panel.locator('.answer').count()) return clickIfStill(panel.locator('.answer button').first());
  if (await panel.locator('.composer').count()) {
    const tiles = page.locator('.tile-btn:enabled');
    if ((await tiles.count()) > 0 && !(await panel.locator('.value-btn').count())) await tiles.first().click({ timeout: 3000 });
    const seats = panel.locator('.seat-btn');
    if (await seats.count()) await seats.nth(n % (await seats.count())).click({ timeout: 3000 });
    await panel
      .locator('.value-btn')
      .nth(n % 4)
      .click({ timeout: 3000 });
    await panel.locator('.btn-primary').click({ timeout: 3000 });
    return true;
  }
  return false;
}

/**
 * Counts the page's DOM changes from now on (the reason bubble's own aside), for `pageChanges`:
 * a test that measures a control and then points at it can tell a page that moved under it (a
 * loaded machine lags its server by a render or two) from a control that did the wrong thing.
 */
export function watchChanges(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as { __changes?: number };
    if (w.__changes !== undefined) return;
    w.__changes = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        const at = r.target instanceof Element ? r.target : r.target.parentElement;
        const nodes = [...r.addedNodes, ...r.removedNodes];
        const tipMoved = nodes.length > 0 && nodes.every((n) => n instanceof Element && n.matches('.why-tip'));
        if (!at?.closest('.why-tip') && !tipMoved) w.__changes = (w.__changes ?? 0) + 1;
      }
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** How many DOM changes `watchChanges` has counted so far. */
export const pageChanges = (page: Page): Promise<number> =>
  page.evaluate(() => (window as { __changes?: number }).__changes ?? 0);

/**
 * Waits until the page is still: no DOM change for `quietMs` and no card sliding (ui/motion.ts).
 * False when it did not settle within `timeout` (a ticking clock never lets it): the caller goes on.
 */
export async function settled(page: Page, { quietMs = 200, timeout = 5000 } = {}): Promise<boolean> {
  await watchChanges(page);
  return page.evaluate(
    ({ quietMs, timeout }) =>
      new Promise<boolean>((resolve) => {
        const w = window as { __changes?: number };
        const end = performance.now() + timeout;
        let last = w.__changes;
        let quietSince = performance.now();
        const look = () => {
          const now = performance.now();
          const moving = document.getAnimations().some((a) => a.id === 'card-motion' && a.playState === 'running');
          if (w.__changes !== last || moving) {
            last = w.__changes;
            quietSince = now;
          } else if (now - quietSince >= quietMs) return resolve(true);
          if (now > end) return resolve(false);
          setTimeout(look, 25);
        };
        look();
      }),
    { quietMs, timeout },
  );
}

/** Holds a seat in this browser (as the lobby does after creating or joining a table) and opens the table. */
export async function openSeat(page: Page, base: string, table: string, token: string, seat = 0): Promise<void> {
  await page.goto(base);
  await page.evaluate(([id, t, s]) => localStorage.setItem(`alibi.seat.${id}`, JSON.stringify({ token: t, seat: s })), [
    table,
    token,
    seat,
  ] as const);
  await page.goto(`${base}/t/${table}`);
}

/**
 * Resizes the page and waits two frames: headless Chromium delivers the media-query change (the
 * phone layout switching on or off) only at its next frame, and nothing else may ask for one.
 */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * A 3-seat table of `game` made over the API: `host` in seat 0, bots of `kind` in seats 1 and 2,
 * no claim window; not started. Its id and the host's seat token.
 */
export async function createBotTable(
  url: string,
  game: string,
  { host = 'Ada', kind = 'random' }: { host?: string; kind?: BotKind } = {},
): Promise<{ id: string; token: string }> {
  const res = await fetch(`${url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, players: 3, host, claimWindow: 0, bots: [1, 2].map((seat) => ({ seat, kind })) }),
  });
  if (res.status !== 201) throw new Error(`creating a ${game} table: ${res.status} ${await res.text()}`);
  const made = (await res.json()) as SeatGrant;
  return { id: made.table.id, token: made.token };
}

/**
 * A script connection's seat makes one random legal move (never resigning) once it must act, and
 * waits for the move to land; false if the game ended first. `avoid`: move types to keep out of
 * (those that end the game early), unless nothing else is legal.
 */
export async function moveAsSeat(me: Client, game: string, rng: Rng, avoid: readonly string[] = []): Promise<boolean> {
  const engine = findGame(game);
  if (!engine) throw new Error(`${game} is not registered`);
  const policy = randomPolicy(engine.meta.interrupts, 0);
  const all = () => me.legal.filter((a) => (a as { type?: unknown } | null)?.type !== 'resign');
  const legal = () => {
    const kept = all().filter((a) => !avoid.includes(String((a as { type?: unknown } | null)?.type)));
    return kept.length > 0 ? kept : all();
  };
  const over = () => me.table?.status === 'over';
  await me.until(() => over() || (me.mustAct && legal().length > 0), 'my turn', 20_000);
  if (over()) return false;
  const version = me.version;
  const action = policy.choose({ seat: me.seat ?? 0, legal: legal(), view: me.view, rng, mustAct: true });
  if (action === null) throw new Error('the policy chose nothing');
  const r = await me.act(action);
  // A move overtaken by the table (a window closed meanwhile): look again. A rate-limited message
  // never reached the table, so its seq is still free; a stale one is told the next: number the
  // retry as the server expects, and pause, so that retries do not flood the connection (a tight
  // loop of refused tries once ran the seq more than the allowed 1,000 ahead of the server's).
  if (!r.ok && ['RATE_LIMITED', 'STALE', 'ILLEGAL', 'NOT_ACTOR'].includes(r.error.code)) {
    if (r.nextSeq !== undefined) me.nextSeq = r.nextSeq;
    else if (r.error.code === 'RATE_LIMITED') me.nextSeq = r.seq;
    await new Promise((done) => setTimeout(done, 50));
    return true;
  }
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  await me.until(() => me.version !== version || over(), 'the move to land', 10_000);
  return true;
}

/**
 * Waits for `prompt` while the seat's script connection `me` says the seat must act; if it never
 * shows, fails with the seat's phase and version and what the page shows instead.
 */
export async function promptShown(prompt: Locator, page: Page, me: Client, game: string): Promise<void> {
  await prompt.waitFor().catch(async (e: unknown) => {
    const phase = JSON.stringify((me.view as { phase?: unknown } | null)?.phase);
    throw new Error(
      `${game}: the seat must act (phase ${phase}, version ${me.version}, ${me.legal.length} moves), the page shows ${await pageShows(page)}`,
      {
        cause: e,
      },
    );
  });
}

/** What a table page shows (phase, whose move, status, alerts, connection): for a failure message when an expected prompt never came. */
export async function pageShows(page: Page): Promise<string> {
  return JSON.stringify(
    await page.evaluate(() => ({
      phase: document.querySelector('[data-phase]')?.getAttribute('data-phase') ?? null,
      mine: document.querySelector('[data-mine]')?.getAttribute('data-mine') ?? null,
      status: document.querySelector('[role="status"]')?.textContent ?? null,
      alert: document.querySelector('[role="alert"]')?.textContent ?? null,
      connection: document.querySelector('.conn-banner, [data-connection]')?.textContent ?? null,
    })),
  );
}
