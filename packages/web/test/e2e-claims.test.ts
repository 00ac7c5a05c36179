/**
 * Browser test of claim windows (docs/claims.md): a person claims from the note sheet in two
 * clicks; the claim is held ("your claim is in") while everyone sees the countdown, bots play on,
 * and when the window closes the claim is checked and the game ends; the claim dialog is never left
 * over the game-over screen. The server's fixed seed (test hook) tells the test the missing card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cardLocation, cardTime, perfectAlibi } from '@alibi/perfect-alibi';
import type { RunningServer } from '@alibi/server';
import { Rng } from '@alibi/engine';
import { api, Client, createTable, join } from '../../server/test/helpers.ts';
import { type BrowserTable, moveAsSeat, openBrowserTable, openSeat, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('claim window e2e');
const SEED = 'claims-e2e-1';

describe.skipIf(skip)('claim windows in Chromium', () => {
  let table: BrowserTable;
  let server: RunningServer;
  let page: Page;

  beforeAll(async () => {
    table = await openBrowserTable('claims-', { width: 1366, height: 900 }, { seed: SEED, botSeed: `${SEED}:bots` });
    ({ server, page } = table);
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  it('claims from the note sheet in two clicks, shows the countdown and the held claim, then checks it when the window closes', async () => {
    await page.goto(server.url);
    await page.fill('input[name=name]', 'Ada');
    await page.locator('select[name=claimWindow]').selectOption('8');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/t\/[\w-]+$/);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.pa').waitFor();
    // The lobby's options for a standard game; the fixed seed makes the deal known here.
    const setup = perfectAlibi.setup({
      players: 3,
      seed: SEED,
      options: { rival: false, manualAnswers: false, unforgiving: false },
    });
    if (!setup.ok) throw new Error(setup.error.message);
    const missing = setup.value.hidden.missing;
    const held = setup.value.secret[0]?.hand[0] as number;

    await page.getByRole('tab', { name: 'Notes' }).click();
    const cell = (card: number) => page.locator('.cell').nth(cardTime(card) * 4 + cardLocation(card));
    // A card of one's own hand: the claim button is disabled and says why.
    await cell(held).click();
    await expect.poll(() => page.locator('.cell-claim button').isDisabled()).toBe(true);
    expect(await page.locator('#cell-claim-why').textContent()).toBe('You hold this card: it cannot be missing.');

    await cell(missing).click();
    const claim = page.locator('.cell-claim button');
    await expect.poll(() => claim.isEnabled()).toBe(true);
    await claim.click();
    await page.getByRole('button', { name: /^Sure\? Claim/ }).click();
    await page.locator('.cw-held').waitFor();
    const timer = page.locator('.cw-open');
    await timer.waitFor();
    expect(await timer.textContent()).toMatch(/Claims open: [5-8] s/);
    expect(await page.locator('.statusbar .btn-claim').count()).toBe(0);
    await table.shot('01-held-desktop');
    await resize(page, { width: 390, height: 844 });
    await table.shot('02-held-phone');
    await resize(page, { width: 1366, height: 900 });

    // The window closes (8 s from the claim at most) and the claim is checked: the game is won.
    await page.locator('.pa[data-phase=over]').waitFor({ timeout: 15_000 });
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.locator('.game-over .over-winner', { hasText: 'You won!' }).waitFor();
    // The bar that stays on screen says it too, for a player scrolled away from the result.
    expect(await page.locator('.statusbar .prompt').textContent()).toBe('You won!');
    expect(await page.locator('.cw-open').count()).toBe(0);
    expect(await page.locator('.cw-held').count()).toBe(0);
    await table.shot('03-over');
    expect(table.pageErrors).toEqual([]);
  }, 60_000);

  it('takes the countdown away by itself when a window runs out with no claim in it (the server sends nothing then)', async () => {
    // Three people, no bots: once the page shows a window, nobody moves until it has run out.
    const host = await createTable(server.url, 3, [], { claimWindow: 3 });
    const id = host.table.id;
    const grants = [host, await join(server.url, id, 'B'), await join(server.url, id, 'C')];
    const seats = grants.map(() => new Client(server.url));
    for (const [i, c] of seats.entries()) await c.hello(id, grants[i]?.token);
    expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    await openSeat(page, server.url, id, host.token, 0);
    await page.locator('.pa').waitFor();
    const rng = Rng.fromSeed('claims-e2e-run-out');
    const open = page.locator('.cw-open');
    for (let step = 0; step < 60 && (await open.count()) === 0; step++) {
      const mover = seats.find((c) => c.mustAct && c.legal.length > 0);
      if (!mover) break;
      await moveAsSeat(mover, 'perfect-alibi', rng, ['claim']);
    }
    await open.waitFor();
    expect(await open.textContent()).toMatch(/Claims open: [1-3] s/);
    await open.waitFor({ state: 'detached', timeout: 6_000 });
    expect(await page.locator('.claim-window').count()).toBe(0);
    expect(table.pageErrors).toEqual([]);
    for (const c of seats) c.close();
  }, 60_000);
});
