/**
 * Browser test of the asset split (issue 18, assets): the lobby fetches only the scripts its
 * index.html names (no game table, no word checker), brotli-compressed and cached as immutable;
 * then an Alibis table, loaded lazily, still plays: its chunk and the word checker arrive on
 * demand, live checking works and both alibis are sent. The size budget is the bench's.
 * Screenshots: test-artifacts/assets-*.png (lobby and the lazily loaded table, desktop and phone).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { type BrowserTable, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('web e2e assets');
const CANDIDATES = ['quartz', 'nebula', 'saffron', 'tundra', 'walrus', 'zephyr', 'bramble', 'cobalt', 'falcon', 'lagoon'];

interface Script {
  path: string;
  encoding: string | undefined;
  cache: string | undefined;
  gz: number;
}

describe.skipIf(skip)('assets: code splitting, compression, caching', () => {
  let table: BrowserTable;
  let page: Page;
  const scripts: Script[] = [];
  const pending: Promise<void>[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('assets-');
    page = table.page;
    page.on('response', (r: Response) => {
      const path = new URL(r.url()).pathname;
      if (!path.endsWith('.js')) return;
      // The body as decoded by the browser, gzipped here: what the budget counts.
      pending.push(
        r.body().then(
          (body) => void scripts.push({ path, encoding: r.headers()['content-encoding'], cache: r.headers()['cache-control'], gz: gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    });
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  /** From the lobby on screen: a 3-seat table of `game` with the default bots, started. */
  async function startFromLobby(game: RegExp): Promise<void> {
    await page.getByRole('radio', { name: game }).click();
    await page.fill('input[name=name]', 'Ada');
    await page.locator('.segmented label', { hasText: '3' }).click();
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/t\/[\w-]+$/);
    await page.getByRole('button', { name: 'Start game' }).click();
  }

  /** Paths of the scripts fetched so far, once their bodies are in. */
  async function fetched(): Promise<string[]> {
    await Promise.all(pending);
    return scripts.map((s) => s.path);
  }

  it("the client under test is the production build (not React's development build)", async () => {
    // The page's own scripts, as served: no chunk may carry React's development JSX runtime.
    const dir = join(inject('webDist'), 'assets');
    const dev = readdirSync(dir).filter((f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes('jsxDEV'));
    expect(dev).toEqual([]);
  });

  it('the lobby loads only the scripts index.html names, brotli-compressed and immutable', async () => {
    const doc = await page.goto(table.server.url);
    expect(doc?.headers()['cache-control']).toBe('no-cache');
    await page.locator('form button[type=submit]').waitFor();
    await page.waitForLoadState('networkidle');
    const html = (await doc?.text()) ?? '';
    const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    const lobby = await fetched();
    // Before the first paint the lobby runs only the scripts index.html names; after it, only the
    // tiles' emblems (the games' card art, Lobby.tsx) come lazily: no table, no checker, no tutorial.
    const later = lobby.filter((p) => !named.includes(p));
    if (later.length > 0) expect(later.some((p) => /\/lobby-art-/.test(p))).toBe(true);
    expect(lobby.some((p) => /\/(tables?-|check-|TutorialPage-)/.test(p))).toBe(false);
    // The schema library comes with a table and the Chinese messages with Chinese: neither is in
    // the lobby's scripts (English readers never fetch the Chinese, e2e-early.test.ts).
    const dir = join(inject('webDist'), 'assets');
    for (const p of lobby) {
      const code = readFileSync(join(dir, p.replace(/^\/assets\//, '')), 'utf8');
      expect(code.includes('ZodError'), `${p} holds zod`).toBe(false);
      expect(code.match(/[\u4e00-\u9fff]{3,}/)?.[0], `${p} holds Chinese messages`).toBeUndefined();
    }
    for (const s of scripts) {
      expect(s.encoding, s.path).toBe('br');
      expect(s.cache, s.path).toBe('public, max-age=31536000, immutable');
    }
    // The size budget is the bench's (npm run bench:assets), measured on a production build.
    const gz = scripts.filter((s) => named.includes(s.path)).reduce((n, s) => n + s.gz, 0);
    console.log(`[assets] lobby before first paint: ${named.length} scripts, ${(gz / 1024).toFixed(1)} KB gzipped (test build); ${later.length} after`);
    await table.shot('lobby');
  });

  it('an Alibis table loads its chunk and the word checker on demand, and plays', async () => {
    const lobby = new Set(await fetched());
    await startFromLobby(/^Alibis/);
    await page.locator('.al .al-write').waitFor();
    const rows = page.locator('.al-write-row');
    // The live checker answers only once its chunk is in.
    const written: string[] = [];
    for (let i = 0; i < 2; i++) {
      const row = rows.nth(i);
      for (const word of CANDIDATES.filter((w) => !written.includes(w))) {
        await row.locator('input').fill(word);
        await row.locator('.al-feedback', { hasText: /Accepted|✗/ }).waitFor();
        if ((await row.getAttribute('class'))?.includes('al-ok')) {
          written.push(word);
          break;
        }
      }
    }
    expect(written).toHaveLength(2);
    const later = (await fetched()).filter((p) => !lobby.has(p));
    expect(later.some((p) => /\/table-alibis-[\w-]+\.js$/.test(p))).toBe(true);
    expect(later.some((p) => /\/check-[\w-]+\.js$/.test(p))).toBe(true);
    // No other game's table came along.
    expect(later.some((p) => /\/table-(perfect-alibi|four-suspects|alibi-clues|alibi-1993)-/.test(p))).toBe(false);
    for (const s of scripts) expect(s.encoding, s.path).toBe('br');
    await table.shot('alibis-table');
    await resize(page, { width: 390, height: 844 });
    await table.shot('alibis-table-phone');
    await resize(page, { width: 1366, height: 900 });
    await rows.last().locator('input').press('Enter');
    await page.waitForFunction(() => document.querySelector('.al')?.getAttribute('data-phase') !== 'write', null, { timeout: 60_000 });
    expect(await page.locator('.al').getAttribute('data-phase')).toBe('guess');
    expect(table.pageErrors).toEqual([]);
  }, 120_000);

  it('a table shows a loading panel while its chunk is on the way, and a reload offer if it fails', async () => {
    const chunk = /\/assets\/table-perfect-alibi-[\w-]+\.js$/;
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(chunk, async (route) => {
      await held;
      await route.abort('connectionfailed');
    });
    await page.goto(table.server.url);
    await startFromLobby(/^Perfect Alibi/);
    const loading = page.locator('.table-load[role=status]');
    await loading.waitFor();
    expect(await loading.textContent()).toContain('Setting out the table');
    await table.shot('loading');
    await page.getByRole('button', { name: '中文' }).click();
    await loading.getByText('正在摆好牌桌').waitFor();
    await resize(page, { width: 390, height: 844 });
    await table.shot('loading-phone-zh');
    await resize(page, { width: 1366, height: 900 });
    await page.getByRole('button', { name: 'English' }).click();
    // The chunk cannot come: the panel says so and offers a reload, which then brings the table.
    release();
    const failed = page.locator('.table-load[role=alert]');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('could not be loaded');
    await table.shot('load-failed');
    await page.unroute(chunk);
    await failed.getByRole('button', { name: 'Reload the page' }).click();
    await page.locator('.pa[data-phase]').waitFor();
    expect(await page.locator('.table-load').count()).toBe(0);
  }, 120_000);
});
