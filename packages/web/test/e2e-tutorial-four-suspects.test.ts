/**
 * The Four Suspects tutorial in Chromium (issue #19, docs/tutorials.md): opened from the lobby
 * tile's "Learn to play" and played to its finale through the table's own controls (the question
 * composer, answers, shown cards, two helpers, the guess dialog), in English with a wrong question
 * explained on the way (the game stays put), then in Chinese, then its first steps on a phone.
 * Screenshots go to test-artifacts/tutorial-fs-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { script } from '../src/tutorial/games/four-suspects.ts';
import { openBrowserTable, resize, skipWithoutChromium, type BrowserTable } from './browser.ts';
import { BUBBLE, playTutorial, tut } from './tutorial-play.ts';

const skip = skipWithoutChromium('web e2e tutorial four-suspects');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const GAME = 'four-suspects';

/** The controls the learner clicks for each learner beat (see the script's targets). */
const MOVES: Record<string, string[]> = {
  'first-question': [tut('fs-row-2'), tut('fs-target-1'), tut('fs-value-2'), tut('fs-value-3'), tut('fs-send')],
  answer: [tut('fs-answer-truth')],
  'show-card': [tut('fs-show-2')],
  'show-me': [tut('fs-show-0')],
  'hire-scout': [tut('fs-buy-scout')],
  'scout-question': [
    tut('fs-row-8'),
    tut('fs-target-2'),
    tut('fs-category-time'),
    tut('fs-value-2'),
    tut('fs-value-3'),
    tut('fs-send'),
  ],
  'answer-again': [tut('fs-answer-truth')],
  'hire-bodyguard': [tut('fs-buy-first-bodyguard')],
  'last-question': [tut('fs-row-1'), tut('fs-target-2'), tut('fs-value-3'), tut('fs-send')],
  guess: [tut('fs-guess'), tut('fs-guess-card-14'), tut('fs-guess-pick'), tut('fs-guess-yes')],
};
const STEPS = script.beats.filter((b) => b.kind !== 'bot').length;

describe.skipIf(skip)('the Four Suspects tutorial', () => {
  let table: BrowserTable;

  beforeAll(async () => {
    table = await openBrowserTable('tutorial-fs-', DESKTOP);
  }, 120_000);
  afterAll(async () => {
    await table?.close();
  });

  it('is played from the lobby to the finale in English, with a wrong move explained', async () => {
    const { page, server } = table;
    await page.goto(server.url);
    await page.locator(`[data-learn="${GAME}"]`).click();
    await page.waitForURL(`**/learn/${GAME}`);
    await page.locator(`${BUBBLE}[data-beat="welcome"]`).waitFor();
    await table.shot('en-welcome');
    const texts = await playTutorial(page, MOVES, {
      onBeat: async (id) => {
        if (id === 'first-question') {
          // A wrong move: the show-me card to Hazel. Refused and explained; the row stays as it was.
          await page.locator(tut('fs-row-18')).click();
          await page.locator(tut('fs-target-1')).click();
          await page.locator(tut('fs-send')).click();
          await page.locator('.tutorial-wrong').waitFor();
          expect(await page.locator(BUBBLE).getAttribute('data-beat')).toBe('first-question');
          expect(await page.locator('.tiles .tile-btn').count()).toBe(2);
          expect(await page.locator('.tutorial-target').count()).toBeGreaterThan(0);
          await table.shot('en-wrong');
          // Start the question over from a clean composer.
          await page.locator('.composer .btn-ghost').click();
        }
        if (id === 'hire-scout' || id === 'notes-place' || id === 'guess') await table.shot(`en-${id}`);
      },
    });
    expect(texts.length).toBe(STEPS);
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
    const texts = await playTutorial(page, MOVES, {
      onBeat: async (id) => {
        if (id === 'welcome' || id === 'notes-time' || id === 'guess') await table.shot(`zh-${id}`);
      },
    });
    expect(texts.length).toBe(STEPS);
    expect(texts.every((line) => /[\u4e00-\u9fff]/.test(line))).toBe(true);
    await page.locator('.tutorial-finale').waitFor();
    expect(await page.locator('.tutorial-finale').textContent()).toContain(script.finale.zh.slice(0, 10));
    await table.shot('zh-finale');
    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    expect(table.pageErrors).toEqual([]);
  }, 240_000);

  it('fits a phone', async () => {
    const { page, server } = table;
    await resize(page, PHONE);
    await page.goto(`${server.url}/learn/${GAME}?fast`);
    await page.locator('[data-tutorial-restart]').click();
    let n = 0;
    await playTutorial(page, MOVES, {
      stopAfter: 'show-card',
      onBeat: async (id) => {
        await page.waitForTimeout(100);
        await table.shot(`phone-${++n}-${id}`);
      },
    });
    await resize(page, DESKTOP);
    expect(table.pageErrors).toEqual([]);
  }, 240_000);
});
