/**
 * The Alibi (1993) tutorial in Chromium (issue #19): opened from the lobby tile's "Learn to play"
 * and played to its finale through the table's own controls (the question builder with a union in
 * the "seen" scope, the pass from the hand, the meld, the accusation dialog, the sheet), in English
 * with a wrong question explained on the way (the game stays put), then in Chinese, then its first
 * steps on a phone. Screenshots go to test-artifacts/tutorial-a93-*.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { script } from '../src/tutorial/games/alibi-1993.ts';
import { openBrowserTable, resize, skipWithoutChromium, type BrowserTable } from './browser.ts';
import { BUBBLE, tut, waitBeat } from './tutorial-play.ts';

const skip = skipWithoutChromium('web e2e tutorial alibi-1993');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const GAME = 'alibi-1993';
const STEPS = script.beats.filter((b) => b.kind !== 'bot').length;

const click = (page: Page, sel: string) => page.locator(sel).filter({ visible: true }).first().click();
/** The set picker lists all 26 sets in id order. */
const setButton = (page: Page, set: number) => page.locator('.a93-picker .a93-pick').nth(set);
const scopeButton = (page: Page, scope: 'hand' | 'seen' | 'kept') =>
  page.locator('.a93-scopes .a93-scope').nth(['hand', 'seen', 'kept'].indexOf(scope));

/** How the learner makes each learner beat's move through the table. */
const MOVES: Record<string, (page: Page) => Promise<void>> = {
  ask: async (page) => {
    await scopeButton(page, 'seen').click();
    await setButton(page, 2).click();
    await setButton(page, 12).click();
    await click(page, '.a93-builder .compose-send .btn-primary');
  },
  pass: async (page) => {
    await click(page, '.a93-hand [data-card="75"]');
    await click(page, '.a93-pass .btn-primary');
  },
  meld: (page) => click(page, '.a93-meld .btn-claim'),
  accuse: async (page) => {
    await click(page, tut('a93-accuse'));
    await click(page, tut('a93-accuse-confirm'));
  },
  sheet: async (page) => {
    await page.locator('#a93-sheet-suspect').selectOption('2');
    await page.locator('#a93-sheet-suspect-sub').selectOption('1');
    await page.locator('#a93-sheet-place').selectOption('12');
    await page.locator('#a93-sheet-place-sub').selectOption('1');
    await click(page, '.a93-sheet button[type="submit"]');
  },
};

/** Plays from the current beat to the finale (or until `stopAfter`); returns the bubble's text at each beat. */
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

describe.skipIf(skip)('the Alibi (1993) tutorial', () => {
  let table: BrowserTable;

  beforeAll(async () => {
    table = await openBrowserTable('tutorial-a93-', DESKTOP);
  }, 120_000);
  afterAll(async () => {
    await table?.close();
  });

  it('is played from the lobby to the finale in English, with a wrong question explained', async () => {
    const { page, server } = table;
    await page.goto(server.url);
    await page.locator(`[data-learn="${GAME}"]`).click();
    await page.waitForURL(`**/learn/${GAME}`);
    await page.locator(`${BUBBLE}[data-beat="hand"]`).waitFor();
    await table.shot('en-hand');
    const texts = await play(page, {
      onBeat: async (id) => {
        if (id === 'ask') {
          // A wrong move: the right sets, but "in hand now". Refused and explained; nothing was asked.
          await setButton(page, 2).click();
          await setButton(page, 12).click();
          await click(page, '.a93-builder .compose-send .btn-primary');
          await page.locator('.tutorial-wrong').waitFor();
          expect(await page.locator(BUBBLE).getAttribute('data-beat')).toBe('ask');
          expect(await page.locator('#a93-tab-questions').textContent()).not.toMatch(/\(\d+\)/);
          expect(await page.locator('.tutorial-target').count()).toBeGreaterThan(0);
          await table.shot('en-wrong');
          // Start the question again from a clean draft.
          await setButton(page, 2).click();
          await setButton(page, 12).click();
        }
        if (id === 'received') await table.shot('en-received');
        if (id === 'sheet') await table.shot('en-sheet');
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
    await page.locator(`${BUBBLE}[data-beat="hand"]`).waitFor();
    const texts = await play(page, { onBeat: async (id) => void (id === 'deduce' && (await table.shot('zh-deduce'))) });
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
      stopAfter: 'pass',
      onBeat: async (id) => {
        if (!['hand', 'ask', 'pass'].includes(id)) return;
        await page.waitForTimeout(100);
        await table.shot(`phone-${++n}-${id}`);
      },
    });
    await resize(page, DESKTOP);
    expect(table.pageErrors).toEqual([]);
  }, 240_000);
});
