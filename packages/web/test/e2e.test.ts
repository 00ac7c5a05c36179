/**
 * Browser test: builds the client, starts the real server in-process and plays a 3-player game
 * against two bots through the UI in Debian's Chromium, saving screenshots to test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '@alibi/server';
import { type BrowserTable, clickIfStill, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('web e2e');

describe.skipIf(skip)('web client in Chromium', () => {
  let table: BrowserTable;
  let server: RunningServer;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('', undefined, undefined, { motion: true });
    ({ server, page, pageErrors } = table);
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  const shot = (name: string) => table.shot(name);
  const phase = () => page.locator('.pa').getAttribute('data-phase');

  /** Take whatever move the UI offers this seat now; false when nothing is on offer. */
  async function playOneMove(turns: { n: number }): Promise<boolean> {
    // The table moves on by itself (bots, the server): a control seen a moment ago may be gone.
    // Then nothing was played, and the caller looks again.
    return offeredMove(turns).catch((e: unknown) => {
      if (e instanceof Error && e.name === 'TimeoutError') return false;
      throw e;
    });
  }

  async function offeredMove(turns: { n: number }): Promise<boolean> {
    const panel = page.locator('.action-panel');
    if (!(await panel.isVisible())) return false;
    if (await panel.locator('.picker-btn').count()) return clickIfStill(panel.locator('.picker-btn').first());
    if (await panel.locator('.card-btn').count()) return clickIfStill(panel.locator('.card-btn').first());
    if (await panel.locator('.answer').count()) return clickIfStill(panel.locator('.answer button').first());
    if (await panel.locator('.composer').count()) {
      turns.n += 1;
      const tiles = page.locator('.tile-btn:enabled');
      if ((await tiles.count()) > 0 && !(await panel.locator('.value-btn').count())) await tiles.first().click({ timeout: 3000 });
      else if (!(await panel.locator('.value-btn').count())) await panel.locator('.composer .btn').first().click({ timeout: 3000 });
      const seats = panel.locator('.seat-btn');
      if (await seats.count()) await seats.first().click({ timeout: 3000 });
      await panel.locator('.value-btn').nth(turns.n % 4).click({ timeout: 3000 });
      await panel.locator('.value-btn').nth((turns.n + 1) % 4).click({ timeout: 3000 });
      if (turns.n === 1) await shot('03-composing');
      await panel.locator('.btn-primary').click({ timeout: 3000 });
      return true;
    }
    return false;
  }

  /**
   * Claim a card nobody is known to hold (per the note sheet): pick it, then confirm by name. False
   * when the bots ended the game meanwhile (the dialog then closes by itself: nothing to claim).
   */
  async function claimSomething(): Promise<boolean> {
    try {
      await pickAndConfirm();
      return true;
    } catch (e) {
      if ((await phase()) === 'over') return false;
      throw e;
    }
  }

  async function pickAndConfirm(): Promise<void> {
    await page.getByRole('tab', { name: 'Notes' }).click();
    const known = await page.locator('.cell').evaluateAll((els) => els.map((e) => e.classList.contains('known')));
    const card = Math.max(0, known.indexOf(false));
    const tm = ['Dawn', 'Noon', 'Dusk', 'Midnight'][Math.floor(card / 4)] ?? 'Dawn';
    const pl = ['Library', 'Garden', 'Cellar', 'Observatory'][card % 4] ?? 'Library';
    if (!(await page.locator('dialog[open]').count())) await page.locator('.statusbar .btn-claim').click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByText('Pick the time and the location').waitFor();
    await dialog.getByRole('button', { name: tm, exact: true }).click();
    await dialog.getByRole('button', { name: pl, exact: true }).click();
    await dialog.getByRole('button', { name: 'Claim the alibi' }).click();
    await dialog.getByText(`Claim ${tm} in the ${pl}?`).waitFor();
    await shot('05-claim-confirm');
    await dialog.getByRole('button', { name: 'Yes, claim it' }).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
  }

  it('creates a table with two bots, plays to the end, replays and switches language', async () => {
    await page.goto(server.url);
    await page.locator('.game-tile').first().waitFor();
    // Every game the client can draw is offered; Perfect Alibi is chosen by default.
    expect(await page.locator('.game-tile.soon', { hasText: 'Perfect Alibi' }).count()).toBe(0);
    await shot('01-lobby');

    // Bots sometimes solve it before our first turn: then start another table, up to a few times.
    let asked = false;
    let claimed = false;
    for (let game = 0; game < 4 && !(asked && claimed); game++) {
      if (game > 0) await page.goto(server.url);
      await page.fill('input[name=name]', 'Ada');
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/t\/[\w-]+$/);
      await page.locator('.waiting').waitFor();
      expect(await page.locator('#invite-url').inputValue()).toBe(page.url());
      if (game === 0) await shot('02-waiting');
      await page.getByRole('button', { name: 'Start game' }).click();
      await page.locator('.pa').waitFor();

      if (game === 0) {
        // Mark the note sheet, then reload: the marks come back from the server, the seat reconnects.
        await page.getByRole('tab', { name: 'Notes' }).click();
        await page.locator('.cell').nth(5).click();
        await page.locator('.note-edit input').fill('Bo?');
        await page.getByText('Saved', { exact: true }).waitFor();
        await page.reload();
        await page.locator('.pa').waitFor();
        await page.locator('.cell.mark-x').waitFor();
        expect(await page.locator('.cell').nth(5).getAttribute('class')).toContain('mark-x');
        expect(await page.locator('.cell-note').first().textContent()).toBe('Bo?');
      }

      const turns = { n: 0 };
      claimed = false;
      const deadline = Date.now() + 60_000;
      while ((await phase()) !== 'over' && Date.now() < deadline) {
        // Claims are allowed at any moment: make one once our first question has been asked.
        if (!claimed && turns.n >= 1 && (await phase()) !== 'answer' && (await page.locator('.statusbar .btn-claim').isVisible())) {
          await page.getByRole('tab', { name: 'Log' }).click();
          await shot('04-log');
          claimed = await claimSomething();
          continue;
        }
        if (await page.locator('dialog[open]').count()) {
          // A final question's compulsory claim opens by itself.
          claimed = await claimSomething();
          continue;
        }
        await page.waitForTimeout((await playOneMove(turns)) ? 50 : 100);
      }
      expect(await phase()).toBe('over');
      asked = turns.n >= 1;
    }
    expect(asked && claimed).toBe(true);
    await page.locator('.game-over').waitFor();
    expect(await page.locator('.hands li').count()).toBe(3);
    await shot('06-game-over');

    await page.getByRole('button', { name: 'Watch the replay' }).click();
    const replay = page.locator('dialog[open]');
    const first = await replay.getByText(/Step 1 of \d+/).textContent();
    // A quick claim can end a game in a few steps; step through at most eight of them.
    const forward = Math.min(8, Number(/of (\d+)/.exec(first ?? '')?.[1] ?? 1) - 1);
    for (let i = 0; i < forward; i++) await replay.getByRole('button', { name: 'Next step' }).click();
    // The lobby's form publishes every seat's review: the spectator's view and each of the three seats.
    expect(await replay.locator('select option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'spectator',
      '0',
      '1',
      '2',
    ]);
    await replay.locator('select').selectOption('0');
    await replay.getByText(new RegExp(`Step ${forward + 1} of \\d+`)).waitFor();
    await replay.locator('.card').first().waitFor();
    await shot('07-replay');
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('游戏结束').first().waitFor();
    await shot('08-game-over-zh');
    await resize(page, { width: 375, height: 812 });
    await page.getByRole('tab', { name: '记录' }).click();
    await shot('09-phone-zh');
    await page.reload();
    await page.getByText('游戏结束').first().waitFor();

    expect(pageErrors).toEqual([]);
  }, 240_000);
});
