/**
 * Browser test for Alibi Clues: builds the client, starts the real server in-process and plays a
 * 3-player game against two bots through the UI in Debian's Chromium, saving screenshots to
 * test-artifacts/ac-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '@alibi/server';
import { openBrowserTable, skipWithoutChromium, type BrowserTable } from './browser.ts';

const skip = skipWithoutChromium('web e2e alibi-clues');

describe.skipIf(skip)('Alibi Clues in Chromium', () => {
  let table: BrowserTable;
  let server: RunningServer;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('ac-');
    ({ server, page, pageErrors } = table);
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  const shot = (name: string) => table.shot(name);
  const root = () => page.locator('.ac');
  const phase = () => root().getAttribute('data-phase');
  const seen = new Set<string>();
  let stuckSeen = false;
  const once = async (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    await shot(name);
  };

  /** Take whatever move the UI offers this seat now; false when nothing is on offer. */
  async function playOneMove(): Promise<boolean> {
    const panel = page.locator('.action-panel');
    if (!(await panel.isVisible())) return false;
    const accuse = panel.locator('.ac-accuse button:enabled');
    if (await accuse.count()) {
      await once('accuse');
      await accuse.first().click();
      return true;
    }
    const hand = page.locator('.ac-card-btn.playable:enabled');
    const discard = panel.getByRole('button', { name: /^Discard/ });
    if (await discard.count()) {
      // No card to play: the three choices are listed and explained.
      expect(await panel.locator('.ac-stuck li').count()).toBe(3);
      expect(await panel.getByRole('button', { name: 'End turn without playing' }).count()).toBe(1);
      stuckSeen = true;
      await hand.first().click();
      await once('discard');
      await discard.click();
      return true;
    }
    if ((await phase()) === 'after') {
      const end = panel.getByRole('button', { name: 'End turn' });
      if (!seen.has('exchange') && (await hand.count())) {
        await once('exchange');
        await hand.first().click();
        return true;
      }
      if (await end.count()) {
        await end.click();
        return true;
      }
      return false;
    }
    if (await hand.count()) {
      await hand.first().click();
      const target = page.locator('.ac-suspect.target:enabled, .ac-card-btn.target:enabled');
      if (await target.count()) {
        await once('target');
        await target.first().click();
      }
      return true;
    }
    const end = panel.getByRole('button', { name: 'End turn' });
    if (await end.count()) {
      await end.click();
      return true;
    }
    return false;
  }

  it('plays a 3-player game against two bots to the end', async () => {
    await page.goto(server.url);
    await page.getByRole('radio', { name: /Alibi Clues/ }).click();
    await page.fill('input[name=name]', 'Ada');
    await page.locator('.segmented label', { hasText: '3' }).click();
    // The youngest player starts: here the host's own seat.
    await page.getByLabel('Youngest player (plays first)').selectOption('0');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/t\/[\w-]+$/);
    const created = (await (await fetch(`${server.url}/api/tables/${page.url().split('/t/')[1]}`)).json()) as {
      options: unknown;
    };
    expect(created.options).toEqual({ firstPlayer: 0 });
    await page.getByRole('button', { name: 'Start game' }).click();
    await root().waitFor();
    await shot('table');
    const deadline = Date.now() + 240_000;
    let moves = 0;
    while ((await phase()) !== 'over' && Date.now() < deadline) {
      const moved = await playOneMove().catch((e: unknown) => {
        console.warn('[web e2e alibi-clues] move interrupted:', e instanceof Error ? e.message.split('\n')[0] : e);
        return false;
      });
      if (moved) moves += 1;
      await page.waitForTimeout(moved ? 50 : 100);
    }
    expect(await phase()).toBe('over');
    expect(moves).toBeGreaterThan(0);
    await page.locator('.game-over').waitFor();
    expect(await page.locator('.ac-scores li').count()).toBe(3);
    expect(await page.locator('.ac-culprits li').count()).toBeGreaterThan(0);
    // The emptied row ("0/5" under every suspect) is gone once the game is over.
    expect(await page.locator('.ac-count').count()).toBe(0);
    if (!stuckSeen) console.warn('[web e2e alibi-clues] no turn without a card to play came up in this game');
    await shot('game-over');
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('游戏结束').first().waitFor();
    // Suspect names are translated like the other games'.
    expect(await page.locator('.ac-culprits strong').first().textContent()).toMatch(/[\u4e00-\u9fff]/);
    await shot('game-over-zh');
    await page.getByRole('button', { name: 'English' }).click();
    expect(pageErrors).toEqual([]);
  }, 400_000);
});
