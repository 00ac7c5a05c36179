/**
 * Browser test of a Perfect Alibi rule the main e2e test does not reach: with manual answers, ask a
 * bot to confirm an earlier answer; the bot (truthful) confirms and the log says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '@alibi/server';
import { openBrowserTable, playPerfectAlibiMove, skipWithoutChromium, type BrowserTable } from './browser.ts';

const skip = skipWithoutChromium('perfect alibi confirm e2e');

describe.skipIf(skip)('Perfect Alibi: asking for a confirmation in Chromium', () => {
  let table: BrowserTable;
  let server: RunningServer;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('pa-confirm-');
    ({ server, page, pageErrors } = table);
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  const phase = () => page.locator('.pa').getAttribute('data-phase');

  /** Take whatever ordinary move the UI offers this seat now (a new target and value each time). */
  const playOneMove = (turns: { n: number }): Promise<boolean> => playPerfectAlibiMove(page, ++turns.n);

  it('with manual answers a player asks a bot to confirm an answer, and everyone’s log says it was confirmed', async () => {
    let requested = false;
    for (let game = 0; game < 4 && !requested; game++) {
      await page.goto(server.url);
      await page.fill('input[name=name]', 'Ada');
      await page.locator('input[name=manual]').check();
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/t\/[\w-]+$/);
      await page.getByRole('button', { name: 'Start game' }).click();
      await page.locator('.pa').waitFor();
      const turns = { n: 0 };
      const deadline = Date.now() + 60_000;
      while ((await phase()) !== 'over' && Date.now() < deadline && !requested) {
        const ask = page.locator('.statusbar').getByRole('button', { name: 'Ask to confirm' });
        if (await ask.isVisible()) {
          await ask.click();
          const dialog = page.locator('dialog[open]');
          await dialog.getByText('Choose an earlier answer').waitFor();
          await dialog.locator('.accuse-list button').first().click();
          await dialog.getByRole('button', { name: /^Ask .* to confirm$/ }).click();
          await page.locator('dialog[open]').waitFor({ state: 'detached' });
          requested = true;
          break;
        }
        await page.waitForTimeout((await playOneMove(turns).catch(() => false)) ? 50 : 100);
      }
    }
    expect(requested).toBe(true);
    // The last question and its answer are on the board too, not only in the log (until the game is over).
    await expect
      .poll(async () => (await page.locator('.game-over').count()) > 0 || / asks .+ about .+/.test((await page.locator('.latest').textContent()) ?? ''))
      .toBe(true);
    await page.getByRole('tab', { name: 'Log' }).click();
    await page
      .locator('.log .log-text', { hasText: /asks .* to confirm the answer to question/ })
      .first()
      .waitFor();
    await page
      .locator('.log .log-text', { hasText: /confirms the answer to question/ })
      .first()
      .waitFor({ timeout: 20_000 });
    await table.shot('01-confirmed');
    // The same log in Chinese.
    await page.getByRole('button', { name: '中文' }).click();
    await page.locator('.log .log-text', { hasText: /确认了第 \d+ 个问题的回答/ }).first().waitFor();
    await table.shot('02-confirmed-zh');
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
