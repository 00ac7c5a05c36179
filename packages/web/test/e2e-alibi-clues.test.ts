/**
 * Browser test for Alibi Clues: builds the client, starts the real server in-process and plays a
 * 3-player game against two bots through the UI in Debian's Chromium, saving screenshots to
 * test-artifacts/ac-*.png.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '@alibi/server';
import { artifacts, type BrowserTable, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('web e2e alibi-clues');

/** In the page: how many cards matching `selector` are moving now (Web Animations on them). */
function countFlying(selector: string): number {
  return document
    .getAnimations()
    .filter((a) => a.effect instanceof KeyframeEffect && a.effect.target instanceof Element && a.effect.target.matches(selector))
    .length;
}

describe.skipIf(skip)('Alibi Clues in Chromium', () => {
  let table: BrowserTable;
  let server: RunningServer;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('ac-', undefined, undefined, { motion: true });
    ({ server, page, pageErrors } = table);
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  const shot = (name: string) => table.shot(name);
  /** On a phone the table scrolls inside its own panel: show one part of it in the viewport. */
  const partShot = async (name: string, selector: string) => {
    await page
      .locator(selector)
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${artifacts}ac-${name}.png` });
  };
  const root = () => page.locator('.ac');
  const phase = () => root().getAttribute('data-phase');
  const seen = new Set<string>();
  let stuckSeen = false;
  let flewSeen = false;
  let phoneEndSeen = false;
  let phoneHandSeen = false;
  const calmChecks: number[] = [];
  const flying = () => page.evaluate(countFlying, '.ac [data-flip]');
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
        const barEnd = page.locator('.statusbar').getByRole('button', { name: 'End turn' });
        if (!phoneEndSeen) {
          // On a phone the hand is far below the panel: the status bar offers ending the turn too.
          expect(await barEnd.count()).toBe(0);
          await resize(page, { width: 390, height: 844 });
          await barEnd.click();
          phoneEndSeen = true;
          await resize(page, { width: 1366, height: 900 });
          return true;
        }
        await end.click();
        return true;
      }
      return false;
    }
    if (await hand.count()) {
      const barHand = page.locator('.statusbar').getByRole('button', { name: 'Hand ↓' });
      if (!phoneHandSeen && (await phase()) === 'start') {
        // On a phone the status bar leads down to the hand, and into its first card.
        expect(await barHand.count()).toBe(0);
        await resize(page, { width: 390, height: 844 });
        await barHand.click();
        await expect
          .poll(() =>
            page.evaluate(() => {
              const hand = document.querySelector('.ac-hand')?.getBoundingClientRect();
              return (
                !!hand && hand.top >= 0 && hand.bottom <= innerHeight && document.activeElement?.closest('.ac-hand') !== null
              );
            }),
          )
          .toBe(true);
        await page.screenshot({ path: join(artifacts, 'ac-phone-hand-jump.png') });
        await resize(page, { width: 1366, height: 900 });
        phoneHandSeen = true;
      }
      const clue = !flewSeen && (await hand.first().locator('.sr-only').textContent())?.startsWith('Clue:');
      await hand.first().click();
      if (clue) {
        // The played card slides from the hand onto the table (a transform animation on the card).
        await page.waitForFunction(countFlying, '.ac-tables [data-flip]', { timeout: 5_000 });
        flewSeen = true;
        // From now on the player asks for reduced motion: no card may move any more.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await expect.poll(flying, { timeout: 5_000 }).toBe(0);
      }
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
    // Every card is drawn: one SVG per card with an accessible name; suspects are portraits with feature pictograms.
    const handCards = page.locator('.ac-hand .ac-card-btn');
    expect(await handCards.count()).toBe(4);
    const art = await page
      .locator('.ac-hand .ac-card-btn svg[role=img]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(art).toHaveLength(4);
    for (const label of art) expect(label).toMatch(/^(Clue: .+|(Cover story|Hush money|Tip-off): .+)$/);
    expect(await page.locator('.ac-suspect svg.ac-face').count()).toBe(4);
    const icons = await page
      .locator('.ac-suspect')
      .evaluateAll((els) => els.map((e) => e.querySelectorAll('.ac-features li svg').length));
    expect(icons.every((n) => n >= 5)).toBe(true);
    await shot('table');
    // At a phone's width the chat folds into the tab bar (ChatPanel): the table is in the pictures.
    await resize(page, { width: 390, height: 844 });
    expect(await page.locator('.chat-open').count()).toBe(0);
    await partShot('table-phone-suspects', '.ac-row');
    await partShot('table-phone-hand', '.ac-hand');
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('heading', { name: '嫌疑人', exact: true }).waitFor();
    // Chinese suspect names and card labels in zh.
    expect(await page.locator('.ac-suspect strong').first().textContent()).toMatch(/^[\u4e00-\u9fff·]+$/);
    expect(await page.locator('.ac-hand svg[role=img]').first().getAttribute('aria-label')).toMatch(/[\u4e00-\u9fff]/);
    await partShot('table-phone-zh', '.ac-row');
    await resize(page, { width: 1366, height: 900 });
    await shot('table-zh');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Suspects', exact: true }).waitFor();
    const deadline = Date.now() + 240_000;
    let moves = 0;
    while ((await phase()) !== 'over' && Date.now() < deadline) {
      const moved = await playOneMove().catch((e: unknown) => {
        console.warn('[web e2e alibi-clues] move interrupted:', e instanceof Error ? e.message.split('\n')[0] : e);
        return false;
      });
      if (moved) moves += 1;
      if (flewSeen && moved && calmChecks.length < 20) calmChecks.push(await flying());
      await page.waitForTimeout(moved ? 50 : 100);
    }
    expect(await phase()).toBe('over');
    expect(moves).toBeGreaterThan(0);
    await page.locator('.game-over').waitFor();
    expect(await page.locator('.ac-scores li').count()).toBe(3);
    expect(flewSeen).toBe(true);
    expect(phoneEndSeen).toBe(true);
    expect(phoneHandSeen).toBe(true);
    expect(calmChecks.length).toBeGreaterThan(0);
    expect(calmChecks.every((n) => n === 0)).toBe(true);
    // Final scores: best first, place 1 for the winner, the totals are the players' scores.
    const totals = await page.locator('.ac-scores .ac-total').allTextContents();
    const points = totals.map((x) => Number(/\d+/.exec(x)?.[0]));
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(points.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await page.locator('.ac-scores li').first().locator('.ac-place').textContent()).toBe('1');
    expect(await page.locator('.ac-scores li.winner').count()).toBeGreaterThan(0);
    expect(await root().textContent()).not.toMatch(/\b0\/5\b/);
    expect(await page.locator('.ac-culprits li').count()).toBeGreaterThan(0);
    // The emptied row ("0/5" under every suspect) is gone once the game is over.
    expect(await page.locator('.ac-count').count()).toBe(0);
    if (!stuckSeen) console.warn('[web e2e alibi-clues] no turn without a card to play came up in this game');
    await shot('game-over');
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('游戏结束').first().waitFor();
    // Suspect names are translated like the other games'.
    expect(await page.locator('.ac-culprits strong').first().textContent()).toMatch(/[\u4e00-\u9fff]/);
    expect(await root().textContent()).not.toMatch(/\b0\/5\b/);
    await shot('game-over-zh');
    await resize(page, { width: 390, height: 844 });
    await partShot('game-over-phone-zh', '.ac-scores');
    await resize(page, { width: 1366, height: 900 });
    await page.getByRole('button', { name: 'English' }).click();
    expect(pageErrors).toEqual([]);
  }, 400_000);
});
