/**
 * Two browser tabs of one seat (issue 16 finding 2): the server numbers seqs per seat and tells
 * every connection of the seat its next seq, so actions from either tab (and from a third
 * connection of the seat) are all applied; before, a tab reusing a seq got `ok` for an action that
 * was never stored. Alibis board drafts, in Debian's Chromium against the real server.
 */
import type { SeatGrant, Welcome } from '@alibi/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client } from '../../server/test/helpers.ts';
import { openBrowserTable, skipWithoutChromium, type BrowserTable } from './browser.ts';

const skip = skipWithoutChromium('web e2e two tabs');

describe.skipIf(skip)('two tabs of one seat in Chromium', () => {
  let table: BrowserTable;
  const clients: Client[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('two-tabs-');
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  it('applies board drafts from both tabs and from another connection of the seat', async () => {
    const { server, page, context, pageErrors } = table;
    const made = await api<SeatGrant>(server.url, 'POST', '/api/tables', {
      game: 'alibis',
      players: 2,
      host: 'Tabs',
      bots: [{ seat: 1, kind: 'heuristic' }],
    });
    expect(made.status).toBe(201);
    const { table: info, token } = made.body;
    await page.goto(server.url);
    await page.evaluate(([id, t]) => localStorage.setItem(`alibi.seat.${id}`, JSON.stringify({ token: t, seat: 0 })), [
      info.id,
      token,
    ] as const);
    expect((await api(server.url, 'POST', `/api/tables/${info.id}/start`, { token })).status).toBe(200);
    const tab2: Page = await context.newPage();
    for (const p of [page, tab2]) await p.goto(`${server.url}/t/${info.id}`);
    for (const p of [page, tab2]) await p.locator('.al[data-phase="write"]').waitFor();

    // A third connection of the seat writes the alibi (seq 0, which both tabs were welcomed with).
    const script = new Client(server.url);
    clients.push(script);
    expect(await script.hello(info.id, token)).toEqual({ ok: true });
    const write = script.legal.find((a) => (a as { type: string }).type === 'write');
    expect(await script.act(write)).toMatchObject({ ok: true });
    for (const p of [page, tab2]) await p.locator('.al[data-phase="guess"]').waitFor({ timeout: 20_000 });

    /** One draft from `p`: a pen, then the first suspect it may mark. */
    const draft = async (p: Page) => {
      await p.locator('.al-pen').first().click();
      await p.locator('.al-suspect.target').first().click();
    };
    const guessed = async () => {
      const c = new Client(server.url);
      clients.push(c);
      await c.hello(info.id, token);
      await c.until(() => c.messages('welcome').length > 0, 'a welcome');
      const w = c.messages('welcome')[0] as Welcome;
      c.close();
      return (w.events as unknown[]).filter((e) => (e as { type: string }).type === 'guessed').length;
    };
    // Tab 1, tab 2, tab 1: each numbers from the latest next seq it was told.
    await draft(page);
    await expect.poll(guessed, { timeout: 10_000 }).toBe(1);
    await draft(tab2);
    await expect.poll(guessed, { timeout: 10_000 }).toBe(2);
    await draft(page);
    await expect.poll(guessed, { timeout: 10_000 }).toBe(3);
    // No tab shows an error.
    for (const p of [page, tab2]) expect(await p.locator('[role="alert"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await tab2.close();
  }, 120_000);
});
