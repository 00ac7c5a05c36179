/**
 * The Alibi (1993) tutorial in Chromium (issue #19): played to its finale through the table's own
 * controls (the question builder with a union in the "seen" scope, the pass from the hand, the meld,
 * the accusation dialog, the sheet), with a wrong question explained (the game stays put), in
 * English and Chinese, and on a phone. Screenshots: test-artifacts/tutorial-a93-*.png.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { script } from '../src/tutorial/games/alibi-1993.ts';
import { tut, tutorialSuite, type Move } from './tutorial-play.ts';

const click = (page: Page, sel: string) => page.locator(sel).filter({ visible: true }).first().click();
/** The set picker lists all 26 sets in id order. */
const setButton = (page: Page, set: number) => page.locator('.a93-picker .a93-pick').nth(set);
const scopeButton = (page: Page, scope: 'hand' | 'seen' | 'kept') =>
  page.locator('.a93-scopes .a93-scope').nth(['hand', 'seen', 'kept'].indexOf(scope));

/** How the learner makes each learner beat's move through the table. */
const MOVES: Record<string, Move> = {
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

tutorialSuite({
  game: 'alibi-1993',
  title: 'the Alibi (1993) tutorial',
  prefix: 'tutorial-a93-',
  script,
  first: 'hand',
  moves: MOVES,
  // The right sets, but "in hand now": refused and explained; nothing was asked.
  wrong: {
    at: 'ask',
    make: async (page) => {
      await setButton(page, 2).click();
      await setButton(page, 12).click();
      await click(page, '.a93-builder .compose-send .btn-primary');
    },
    check: async (page) => expect(await page.locator('#a93-tab-questions').textContent()).not.toMatch(/\(\d+\)/),
    // Start the question again from a clean draft.
    reset: async (page) => {
      await setButton(page, 2).click();
      await setButton(page, 12).click();
    },
  },
  shots: { en: ['hand', 'received', 'sheet'], zh: ['deduce'], phone: ['hand', 'ask', 'pass'] },
  phoneStopAfter: 'pass',
});
