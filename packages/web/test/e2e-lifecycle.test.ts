/**
 * A table's life in Chromium against the real server: the host removes a friend before the start
 * (two people: the friend's page runs on the `localhost` origin, so it has its own storage and
 * player key), a waiting table nobody attends expires, and after a game (ended here as abandoned,
 * quickly, by small expiry settings) the host's rematch is accepted by the friend.
 */
import type { SeatGrant, TableInfo } from '@alibi/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../server/test/helpers.ts';
import { artifacts, type BrowserTable, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('web e2e lifecycle');

describe.skipIf(skip)('table lifecycle in Chromium', () => {
  let table: BrowserTable;
  let friendOrigin: string;
  let friend: Page;

  beforeAll(async () => {
    // Read by the server this suite starts: waiting tables expire and games are abandoned within seconds.
    process.env.ALIBI_WAITING_EXPIRY_S = '2';
    process.env.ALIBI_ABANDON_AFTER_S = '1';
    process.env.ALIBI_SWEEP_S = '0.2';
    table = await openBrowserTable('lifecycle-');
    friendOrigin = table.server.url.replace('127.0.0.1', 'localhost');
    friend = await table.context.newPage();
    friend.setDefaultTimeout(10_000);
  }, 120_000);
  afterAll(async () => {
    delete process.env.ALIBI_WAITING_EXPIRY_S;
    delete process.env.ALIBI_ABANDON_AFTER_S;
    delete process.env.ALIBI_SWEEP_S;
    await table?.close();
  });

  /** Saves a seat key in `p`'s storage for `origin`, as the lobby does after a join. */
  const seatAs = async (p: Page, origin: string, id: string, grant: { token: string; seat: number | null }) => {
    await p.goto(origin);
    await p.evaluate(([tid, g]) => localStorage.setItem(`alibi.seat.${tid}`, g), [id, JSON.stringify(grant)] as const);
  };

  it('lets the host remove a friend before the start; the friend is told why', async () => {
    const { page, server, pageErrors } = table;
    await page.goto(server.url);
    await page.locator('.game-tile').first().waitFor();
    expect(await page.locator('input[name="listed"]').isChecked()).toBe(false);
    await page.fill('input[name=name]', 'Hana');
    await page.locator('select[name="seat1"]').selectOption('open');
    await page.locator('form button[type=submit]').click();
    await page.getByRole('button', { name: 'Copy invite link' }).waitFor();
    const url = await page.locator('#invite-url').inputValue();
    const id = url.split('/').pop() as string;
    // Unlisted: the public lobby does not show it.
    expect((await api<TableInfo[]>(server.url, 'GET', '/api/tables')).body.map((t) => t.id)).not.toContain(id);

    await friend.goto(url.replace(server.url, friendOrigin));
    await friend.getByLabel('Your name').fill('Felix');
    await friend.getByRole('button', { name: 'Sit here' }).first().click();
    await friend.getByText('Leave seat').waitFor();
    await page.locator('.seat-name', { hasText: 'Felix' }).waitFor();
    await page.getByRole('button', { name: 'Remove', exact: true }).first().click();
    await page.getByLabel('Remove and put in their place').selectOption('expert');
    await table.shot('kick-confirm');
    await page.locator('.kick .btn-danger').click();
    await friend.getByText('The host removed you from this table.').waitFor();
    // Watching now: the seat key is gone, and with it the seat's controls.
    await friend.getByText('Leave seat').waitFor({ state: 'detached' });
    expect(await friend.evaluate((tid) => localStorage.getItem(`alibi.seat.${tid}`), id)).toBeNull();
    const info = (await api<TableInfo>(server.url, 'GET', `/api/tables/${id}`)).body;
    expect(info.seats.map((s) => s.name ?? s.bot)).toEqual(['Hana', 'expert', 'heuristic']);
    await resize(friend, { width: 390, height: 844 });
    await friend.screenshot({ path: `${artifacts}lifecycle-kicked-phone.png`, fullPage: true });
    await friend.getByRole('button', { name: '中文' }).click();
    await friend.getByText('房主已将你移出这张牌桌。').waitFor();
    await friend.screenshot({ path: `${artifacts}lifecycle-kicked-phone-zh.png`, fullPage: true });
    await friend.getByRole('button', { name: 'English' }).click();
    expect(pageErrors).toEqual([]);
  }, 40_000);

  it('shows an expired waiting table as gone', async () => {
    const { page, server } = table;
    const made = await api<SeatGrant>(server.url, 'POST', '/api/tables', { game: 'perfect-alibi', players: 3, host: 'Gone', listed: true });
    const id = made.body.table.id;
    const deadline = Date.now() + 8_000;
    while ((await api(server.url, 'GET', `/api/tables/${id}`)).status !== 404) {
      if (Date.now() > deadline) throw new Error('the table did not expire');
      await new Promise((r) => setTimeout(r, 100));
    }
    await seatAs(page, server.url, id, { token: made.body.token, seat: 0 });
    await page.goto(`${server.url}/t/${id}`);
    await page.getByText('Waiting tables that nobody attends expire after a while.').waitFor();
    await table.shot('expired');
  }, 20_000);

  it('offers a rematch after the game; the friend accepts and both sit at the new table, rotated', async () => {
    const { page, server, pageErrors } = table;
    const made = await api<SeatGrant>(server.url, 'POST', '/api/tables', {
      game: 'perfect-alibi',
      players: 3,
      host: 'Hana',
      bots: [{ seat: 2, kind: 'random' }],
    });
    const id = made.body.table.id;
    const joined = await api<SeatGrant>(server.url, 'POST', `/api/tables/${id}/seats`, { name: 'Felix' });
    await api(server.url, 'POST', `/api/tables/${id}/start`, { token: made.body.token });
    // Nobody is connected: the game ends as abandoned within about a second.
    const deadline = Date.now() + 8_000;
    while ((await api<TableInfo>(server.url, 'GET', `/api/tables/${id}`)).body.ended !== 'abandoned') {
      if (Date.now() > deadline) throw new Error('the game was not abandoned');
      await new Promise((r) => setTimeout(r, 100));
    }
    await resize(page, { width: 1366, height: 900 });
    await seatAs(page, server.url, id, { token: made.body.token, seat: made.body.seat });
    await seatAs(friend, friendOrigin, id, { token: joined.body.token, seat: joined.body.seat });
    await page.goto(`${server.url}/t/${id}`);
    await friend.goto(`${friendOrigin}/t/${id}`);
    await page.getByText('this game ended as abandoned').waitFor();
    await friend.getByRole('link', { name: 'Back to the lobby' }).waitFor();
    await page.getByRole('button', { name: 'Rematch' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith(id));
    await page.getByText('invited').waitFor();
    const newId = new URL(page.url()).pathname.split('/').pop() as string;
    await friend.getByText('The host offers a rematch.').waitFor();
    await friend.screenshot({ path: `${artifacts}lifecycle-rematch-offer-phone.png`, fullPage: true });
    await friend.getByRole('button', { name: 'Accept' }).click();
    await friend.waitForURL((u) => u.pathname.endsWith(newId));
    await friend.getByText('Leave seat').waitFor();
    await page.locator('.seat-list .chip', { hasText: 'invited' }).waitFor({ state: 'detached' });
    await table.shot('rematch-waiting');
    const info = (await api<TableInfo>(server.url, 'GET', `/api/tables/${newId}`)).body;
    // Seat s moved to s + 1: Hana 0 -> 1, Felix 1 -> 2, the bot 2 -> 0.
    expect(info.seats.map((s) => s.name ?? s.bot)).toEqual(['random', 'Hana', 'Felix']);
    expect(info.rematchOf).toBe(id);
    await page.getByRole('button', { name: 'Start game' }).click();
    await friend.locator('.pa').waitFor({ timeout: 15_000 });
    expect((await api<TableInfo>(server.url, 'GET', `/api/tables/${newId}`)).body.status).toBe('playing');
    expect(pageErrors).toEqual([]);
  }, 40_000);
});
