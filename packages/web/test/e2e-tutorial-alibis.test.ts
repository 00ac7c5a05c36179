/**
 * The Alibis tutorial in Chromium (issue #19): played to its finale through the table's own
 * controls (the alibi inputs with the live checker, the suspect boards and pens, the confirm
 * button), with a wrong tap explained (the board goes back to what it was), in English and Chinese,
 * and on a phone, where the coach folds away from the docked board. Screenshots:
 * test-artifacts/tutorial-al-*.png.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { script } from '../src/tutorial/games/alibis.ts';
import { BUBBLE, tutorialSuite, type Move } from './tutorial-play.ts';

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
const MOVES: Record<string, Move> = {
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

tutorialSuite({
  game: 'alibis',
  title: 'the Alibis tutorial',
  prefix: 'tutorial-al-',
  script,
  first: 'suspects',
  moves: MOVES,
  // The lion with the "night" pen: refused and explained; the board is as it was.
  wrong: {
    at: 'mark-1-1',
    make: (page) => suspect(page, 5).click(),
    check: (page) => expect.poll(() => page.locator('.al-suspect.marked').count()).toBe(0),
  },
  shots: { en: ['suspects', 'write-1', 'reveal-1'], zh: ['heat'], phone: ['pairs', 'write-1', 'mark-1-1'] },
  phoneStopAfter: 'mark-1-2',
  // The bubble folds to its step line, so the docked board under it can be reached; it opens again.
  phoneThen: async (page, table) => {
    const bubble = page.locator(BUBBLE);
    const tall = (await bubble.boundingBox())?.height ?? 0;
    await page.locator('[data-tutorial-fold]').click();
    await expect.poll(async () => (await bubble.boundingBox())?.height ?? 0).toBeLessThan(tall / 2);
    expect(await bubble.locator('.tutorial-say').count()).toBe(0);
    await table.shot('phone-folded');
    await page.locator('[data-tutorial-fold]').click();
    await bubble.locator('.tutorial-say').waitFor();
  },
});
