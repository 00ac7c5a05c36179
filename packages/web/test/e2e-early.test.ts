/**
 * Browser test of the early requests (build/early.ts, issue 18 "≤ 1 s to usable"): index.html
 * starts the lobby's API requests before the entry script has arrived, and the app uses those
 * answers instead of asking again; on a table page it asks for the table and preloads that game's
 * chunk (`<link rel=modulepreload>`) while the entry still loads, and the table then plays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SeatGrant } from '@alibi/protocol';
import { openBrowserTable, openSeat, skipWithoutChromium, type BrowserTable } from './browser.ts';

const skip = skipWithoutChromium('web e2e early');

describe.skipIf(skip)('early requests from index.html', () => {
  let table: BrowserTable;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('early-');
    page = table.page;
    page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  /** Holds the entry script until `until` resolves: whatever is requested meanwhile came from index.html itself. */
  async function holdEntry(until: () => Promise<unknown>): Promise<() => Promise<void>> {
    const entry = /\/assets\/index-[\w-]+\.js$/;
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(entry, async (route) => {
      await held;
      await route.continue();
    });
    void until().finally(() => release());
    return async () => {
      await page.unroute(entry);
    };
  }

  it('the lobby asks for the games and open tables before its script has come, and uses those answers', async () => {
    requests.length = 0;
    let both: () => void = () => {};
    const asked = new Promise<void>((r) => (both = r));
    const watch = () => requests.includes('GET /api/games') && requests.includes('GET /api/tables') && both();
    page.on('request', watch);
    const unhold = await holdEntry(() => asked);
    await page.goto(table.server.url, { waitUntil: 'commit' });
    // The game choice is drawn from /api/games: on screen, so an answer was used.
    await page.getByRole('radio', { name: /Alibis/ }).waitFor();
    await page.waitForLoadState('networkidle');
    page.off('request', watch);
    await unhold();
    // Asked while the entry script was held, and not asked again once it ran.
    expect(requests.filter((r) => r === 'GET /api/games')).toHaveLength(1);
    expect(requests.filter((r) => r === 'GET /api/tables')).toHaveLength(1);
    expect(table.pageErrors).toEqual([]);
  });

  it('a table page preloads its game chunk before the entry script has come, and then plays', async () => {
    const res = await fetch(`${table.server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: table.server.url },
      body: JSON.stringify({ game: 'four-suspects', players: 3, host: 'Ada', name: 'Early', bots: [{ seat: 1, kind: 'heuristic' }, { seat: 2, kind: 'heuristic' }] }),
    });
    const grant = (await res.json()) as SeatGrant;
    await openSeat(page, table.server.url, grant.table.id, grant.token);
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    requests.length = 0;
    // The entry comes only once the table chunk has been asked for: by index.html's own script.
    const unhold = await holdEntry(() => page.waitForRequest(/\/assets\/FourSuspects-[\w-]+\.js$/, { timeout: 20_000 }));
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Start game' }).click();
    await unhold();
    // The app's own preload took the early answer: the table was asked for once, its chunk once.
    expect(requests.filter((r) => r === `GET /api/tables/${grant.table.id}`)).toHaveLength(1);
    expect(requests.filter((r) => /FourSuspects-/.test(r))).toHaveLength(1);
    expect(requests.some((r) => /\/(PerfectAlibi|AlibiClues|Alibis|Alibi1993)-/.test(r))).toBe(false);
    await page.locator('.pa[data-mine="true"]').waitFor({ timeout: 20_000 });
    await table.shot('four-table');
    expect(table.pageErrors).toEqual([]);
  });
});
