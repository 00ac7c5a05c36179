/**
 * The Alibis tutorial in Chromium (issue #19): opened from the lobby tile's "Learn to play" and
 * played to its finale through the table's own controls (the alibi inputs with the live checker,
 * the suspect boards and pens, the confirm button), in English with a wrong tap explained on the
 * way (the board goes back to what it was), then in Chinese, then its first steps on a phone.
 * Screenshots go to test-artifacts/tutorial-al-*.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { script } from '../src/tutorial/games/alibis.ts';
import { openBrowserTable, resize, skipWithoutChromium, type BrowserTable } from './browser.ts';
import { BUBBLE, waitBeat } from './tutorial-play.ts';

const skip = skipWithoutChromium('web e2e tutorial alibis');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const GAME = 'alibis';
const STEPS = script.beats.filter((b) => b.kind !== 'bot').length;

const suspect = (page: Page, n: number) => page.locator(`.al-suspect[data-suspect="${n}"]`).first();

/** Types both alibis, waits for the checker's two ticks, sends them. */
const write = (words: [string, string]) => async (page: Page) => {
  const inputs = page.locator('.al-write input');
  await inputs.nth(0).fill(words[0]);
  await inputs.nth(1).fill(words[1]);
  await expect.poll(() => page.locator('.al-write-row.al-ok').count(), { timeout: 20_000 }).toBe(2);
  await page.locator('.al-write button[type="submit"]').click();
};
const tap = (n: number) => (page: Page) => suspect(page, n).click();

/** How the learner makes each learner beat's move (suspects numbered as on screen, from 1). */
const MOVES: Record<string, (page: Page) => Promise<void>> = {
  'write-1': write(['orchard', 'song']),
  'mark-1-1': tap(4),
  'mark-1-2': tap(8),
  'mark-1-3': tap(7),
  'mark-1-4': tap(2),
  'mark-1-5': tap(5),
  'confirm-1': (page) => page.locator('.al-confirm .btn-claim').click(),
  'write-2': write(['kitchen', 'iceberg']),
  'mark-2-1': tap(2),
  'mark-2-2': tap(9),
  'mark-2-3': tap(6),
  'mark-2-4': tap(7),
  'mark-2-5': tap(5),
  'confirm-2': (page) => page.locator('.al-confirm .btn-claim').click(),
};

async function play(page: Page, opts: { stopAfter?: string; onBeat?: (id: string) => Promise<void> } = {}): Promise<string[]> {
  const texts: string[] = [];
  let prev: string | undefined;
  for (let guard = 0; guard < 60; guard++) {
    const id = await waitBeat(page, prev);
    if (id === null) return texts;
    texts.push(`${id}: ${(await page.locator(`${BUBBLE} .tutorial-say`).textContent()) ?? ''}`);
    await opts.onBeat?.(id);
    const move = MOVES[id];
    if (move) await move(page);
    else await page.locator(`${BUBBLE} [data-tutorial-next]`).click();
    prev = id;
    if (id === opts.stopAfter) return texts;
  }
  throw new Error('the tutorial did not end');
}

describe.skipIf(skip)('the Alibis tutorial', () => {
  let table: BrowserTable;

  beforeAll(async () => {
    table = await openBrowserTable('tutorial-al-', DESKTOP);
  }, 120_000);
  afterAll(async () => {
    await table?.close();
  });

  it('is played from the lobby to the finale in English, with a wrong tap explained', async () => {
    const { page, server } = table;
    await page.goto(server.url);
    await page.locator(`[data-learn="${GAME}"]`).click();
    await page.waitForURL(`**/learn/${GAME}`);
    await page.locator(`${BUBBLE}[data-beat="suspects"]`).waitFor();
    await table.shot('en-suspects');
    const texts = await play(page, {
      onBeat: async (id) => {
        if (id === 'write-1') await table.shot('en-write');
        if (id === 'mark-1-1') {
          // A wrong tap: the lion with the "night" pen. Refused and explained; the board is as it was.
          await suspect(page, 5).click();
          await page.locator('.tutorial-wrong').waitFor();
          expect(await page.locator(BUBBLE).getAttribute('data-beat')).toBe('mark-1-1');
          await expect.poll(() => page.locator('.al-suspect.marked').count()).toBe(0);
          expect(await page.locator('.tutorial-target').count()).toBeGreaterThan(0);
          await table.shot('en-wrong');
        }
        if (id === 'reveal-1') await table.shot('en-reveal');
      },
    });
    expect(texts).toHaveLength(STEPS);
    await page.locator('.tutorial-finale').waitFor();
    expect(await page.locator('.tutorial-finale').textContent()).toContain(script.finale.en.slice(0, 30));
    await table.shot('en-finale');
    expect(table.pageErrors).toEqual([]);
  }, 240_000);

  it('is played in Chinese', async () => {
    const { page, server } = table;
    await page.goto(server.url);
    await page.getByRole('button', { name: '中文', exact: true }).first().click();
    await page.locator('html[lang="zh-CN"]').waitFor();
    await page.locator(`[data-learn="${GAME}"]`).click();
    await page.waitForURL(`**/learn/${GAME}`);
    await page.locator('[data-tutorial-restart]').click();
    await page.locator(`${BUBBLE}[data-beat="suspects"]`).waitFor();
    const texts = await play(page, { onBeat: async (id) => void (id === 'heat' && (await table.shot('zh-heat'))) });
    expect(texts).toHaveLength(STEPS);
    expect(texts.every((line) => /[\u4e00-\u9fff]/.test(line))).toBe(true);
    await page.locator('.tutorial-finale').waitFor();
    expect(await page.locator('.tutorial-finale').textContent()).toContain(script.finale.zh.slice(0, 10));
    await table.shot('zh-finale');
    await page.getByRole('button', { name: 'English', exact: true }).first().click();
  }, 240_000);

  it('fits a phone', async () => {
    const { page, server } = table;
    await resize(page, PHONE);
    await page.goto(`${server.url}/learn/${GAME}?fast`);
    await page.locator('[data-tutorial-restart]').click();
    let n = 0;
    await play(page, {
      stopAfter: 'mark-1-2',
      onBeat: async (id) => {
        if (!['pairs', 'write-1', 'mark-1-1'].includes(id)) return;
        await page.waitForTimeout(100);
        await table.shot(`phone-${++n}-${id}`);
      },
    });
    // The bubble folds to its step line, so the docked board under it can be reached; it opens again.
    const bubble = page.locator('.tutorial-bubble');
    const tall = (await bubble.boundingBox())?.height ?? 0;
    await page.locator('[data-tutorial-fold]').click();
    await expect.poll(async () => (await bubble.boundingBox())?.height ?? 0).toBeLessThan(tall / 2);
    expect(await bubble.locator('.tutorial-say').count()).toBe(0);
    await table.shot('phone-folded');
    await page.locator('[data-tutorial-fold]').click();
    await bubble.locator('.tutorial-say').waitFor();
    await resize(page, DESKTOP);
    expect(table.pageErrors).toEqual([]);
  }, 240_000);
});
