/**
 * Browser test of the note-sheet assistant: a 5-player Perfect Alibi table created with the
 * probabilities helper, played against bots. The sheet shows odds and certain marks computed in
 * the worker, explains a mark when its badge is tapped, and never changes the player's own marks.
 * Logs the worker's round trip per update (data-assist-ms). Screenshots: test-artifacts/assistant-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { artifacts, type BrowserTable, clickIfStill, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('assistant e2e');

describe.skipIf(skip)('note-sheet assistant in Chromium', () => {
  let table: BrowserTable;
  let page: Page;

  beforeAll(async () => {
    table = await openBrowserTable('assistant-');
    page = table.page;
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  const phase = () => page.locator('.pa').getAttribute('data-phase');
  const cellClass = (i: number) => page.locator('.cell').nth(i).getAttribute('class');

  /** Take a simple move if the UI offers one: first choices, answers, a two-value question. */
  async function playOneMove(turns: { n: number }): Promise<boolean> {
    const panel = page.locator('.action-panel');
    if (!(await panel.isVisible())) return false;
    for (const sel of ['.picker-btn', '.card-btn', '.answer button']) {
      if (await panel.locator(sel).count()) return clickIfStill(panel.locator(sel).first());
    }
    if (await panel.locator('.composer').count()) {
      turns.n += 1;
      const click = { timeout: 3000 };
      try {
        const tiles = page.locator('.tile-btn:enabled');
        if ((await tiles.count()) > 0 && !(await panel.locator('.value-btn').count())) await tiles.first().click(click);
        else if (!(await panel.locator('.value-btn').count())) await panel.locator('.composer .btn').first().click(click);
        const seats = panel.locator('.seat-btn');
        if (await seats.count()) await seats.nth(turns.n % (await seats.count())).click(click);
        await panel
          .locator('.value-btn')
          .nth(turns.n % 4)
          .click(click);
        await panel
          .locator('.value-btn')
          .nth((turns.n + 1) % 4)
          .click(click);
        await panel.locator('.btn-primary').click(click);
      } catch (e) {
        // The table moved on by itself (a bot's claim window closed, say): look at the page again.
        if (e instanceof Error && e.name === 'TimeoutError') return false;
        throw e;
      }
      return true;
    }
    return false;
  }

  it('shows odds and certain marks, explains them on tap, and leaves the player’s marks alone', async () => {
    await page.goto(table.server.url);
    await page.locator('.game-tile').first().waitFor();
    await page.fill('input[name=name]', 'Ada');
    await page.locator('input[name=players][value="5"]').check();
    await page.locator('select[name=assistant]').selectOption('odds');
    await table.shot('01-lobby');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/t\/[\w-]+$/);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.pa').waitFor();
    await page.getByRole('tab', { name: 'Notes' }).click();

    // Every seat sees the table's setting; at the start every unknown card has odds.
    const head = page.locator('.assist-head');
    await expect.poll(() => head.getAttribute('data-status')).toBe('ready');
    expect(await head.locator('.chip-assist').textContent()).toBe('Helper: probabilities');
    expect(await page.locator('.cell-why.odds').count()).toBeGreaterThanOrEqual(10);
    expect(await page.locator('.top-cand').count()).toBe(3);

    // The player's own mark on an unknown card.
    const unknown = await page.locator('.cell').evaluateAll((els) => els.findIndex((e) => !e.classList.contains('known')));
    await page.locator('.cell').nth(unknown).click();
    expect(await cellClass(unknown)).toContain('mark-x');
    await table.shot('02-odds-start');

    // Play until the helper proves something, logging the worker's round trip per update.
    const latencies: number[] = [];
    let lastMs: string | null = null;
    const turns = { n: 0 };
    const certain = page.locator('.cell-why.auto-notMissing, .cell-why.auto-missing');
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && (await phase()) !== 'over' && ((await certain.count()) === 0 || turns.n < 3)) {
      const ms = await page.locator('.notes').getAttribute('data-assist-ms');
      if (ms !== null && ms !== lastMs) latencies.push(Number(ms));
      lastMs = ms;
      if (await page.locator('dialog[open]').count()) break; // a compulsory claim: the game is nearly over
      await page.waitForTimeout((await playOneMove(turns)) ? 50 : 100);
    }
    await expect.poll(() => certain.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await cellClass(unknown)).toContain('mark-x');

    // Tap a certain mark's badge: the explanation shows, and no mark changes.
    // Pinned by index: a plain `has` locator would move to another cell as more are proven.
    const proven = await page
      .locator('.cell-slot')
      .evaluateAll((els) => els.findIndex((e) => e.querySelector('.cell-why.auto-notMissing, .cell-why.auto-missing')));
    const slot = page.locator('.cell-slot').nth(proven);
    const markOf = async () => /mark-\w+/.exec((await slot.locator('.cell').getAttribute('class')) ?? '')?.[0];
    const before = await markOf();
    await slot.locator('.cell-why').click();
    const why = page.locator('.assist-why');
    await why.locator('li').first().waitFor();
    await expect
      .poll(() => why.locator('li').last().textContent())
      .toMatch(/^(So .+\.|.+: it follows from the cards you know and the hand sizes\.)$/);
    expect(await markOf()).toBe(before);
    // The player's own mark on a proven cell stays theirs too.
    if (before === 'mark-none') {
      await slot.locator('.cell').click();
      expect(await markOf()).toBe('mark-x');
    }
    await table.shot('03-why');

    await page.getByRole('button', { name: '中文' }).click();
    await expect.poll(() => head.locator('.chip-assist').textContent()).toBe('推理帮手：概率');
    await expect
      .poll(() => why.locator('li').last().textContent())
      .toMatch(/^(所以.+。|.+：这由你已知的牌和各人的手牌数推出。)$/);
    await table.shot('04-why-zh');
    await page.getByRole('button', { name: 'English' }).click();

    // The rest of the game, still logging; then the phone layout.
    const end = Date.now() + 90_000;
    while (Date.now() < end && (await phase()) !== 'over') {
      const ms = await page.locator('.notes').getAttribute('data-assist-ms');
      if (ms !== null && ms !== lastMs) latencies.push(Number(ms));
      lastMs = ms;
      if (await page.locator('dialog[open]').count()) {
        await page.keyboard.press('Escape');
        break;
      }
      await page.waitForTimeout((await playOneMove(turns)) ? 50 : 100);
    }
    expect(await cellClass(unknown)).toContain('mark-x');
    await resize(page, { width: 375, height: 812 });
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.locator('.notes').screenshot({ path: join(artifacts, 'assistant-05-phone-notes.png') });
    await resize(page, { width: 1366, height: 900 });

    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `[assistant e2e] worker round trip over ${sorted.length} updates: median ${sorted[sorted.length >> 1]?.toFixed(1)} ms, max ${sorted[sorted.length - 1]?.toFixed(1)} ms, last ${latencies[latencies.length - 1]?.toFixed(1)} ms`,
    );
    expect(latencies.length).toBeGreaterThan(0);
    expect(table.pageErrors).toEqual([]);
  }, 300_000);

  it('shows a Four Suspects table its certain-facts setting, without odds', async () => {
    await page.goto(table.server.url);
    await page.locator('.game-tile', { hasText: 'Four Suspects' }).click();
    await page.fill('input[name=name]', 'Ada');
    await page.locator('select[name=assistant]').selectOption('certain');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/t\/[\w-]+$/);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.pa.fs').waitFor();
    await page.getByRole('tab', { name: 'Notes' }).click();
    const head = page.locator('.assist-head');
    await expect.poll(() => head.getAttribute('data-status')).toBe('ready');
    expect(await head.locator('.chip-assist').textContent()).toBe('Helper: certain facts');
    expect(await page.locator('.cell-why.odds, .cell.heat, .top-cand').count()).toBe(0);
    await page.locator('.notes').screenshot({ path: join(artifacts, 'assistant-06-fs-certain.png') });
    expect(table.pageErrors).toEqual([]);
  }, 60_000);
});
