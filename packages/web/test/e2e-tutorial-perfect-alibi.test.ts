/**
 * The Perfect Alibi tutorial in Chromium (issue #19, docs/tutorials.md): opened from the lobby
 * tile's "Learn to play", played to its finale through the table's own controls in English, with a
 * wrong move explained on the way (the game stays put) and a leave-and-resume from the lobby's
 * "Resume tutorial"; played again ("Again") with the same bubble texts; then in Chinese; then a
 * few steps on a phone-sized screen, the bubble clear of the lit control. Screenshots go to
 * test-artifacts/tutorial-pa-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { script } from '../src/tutorial/games/perfect-alibi.ts';
import { expectNoViolations } from './axe.ts';
import { openBrowserTable, resize, skipWithoutChromium, type BrowserTable } from './browser.ts';
import { BUBBLE, DESKTOP, PHONE, playTutorial, tut } from './tutorial-play.ts';

const skip = skipWithoutChromium('web e2e tutorial perfect-alibi');

/** How the learner makes each learner beat's move through the table (the question's `ask` beats follow by themselves). */
const MOVES: Record<string, string[]> = {
  'choose-assistant': [tut('assistant-reporter')],
  'tile-question': [tut('tile-16'), tut('value-2'), tut('ask')],
  'show-card': [tut('show-1')],
  'arrows-tile': [tut('tile-12'), tut('value-3'), tut('ask')],
  'change-assistant': [tut('assistant-lookout')],
  'final-question': [tut('final'), tut('target-2'), tut('category-location'), tut('value-1'), tut('ask')],
  claim: [tut('claim-time-2'), tut('claim-location-2'), tut('claim-next'), tut('claim-yes')],
};
const AUTO = new Set(['tile-question-ask', 'arrows-ask', 'final-ask']);

describe.skipIf(skip)('the Perfect Alibi tutorial', () => {
  let table: BrowserTable;
  const runs: string[][] = [];

  beforeAll(async () => {
    table = await openBrowserTable('tutorial-pa-', DESKTOP);
  }, 120_000);
  afterAll(async () => {
    await table?.close();
  });

  it('is played from the lobby to the finale, with a wrong move explained and a resume', async () => {
    const { page, server } = table;
    await page.goto(server.url);
    await page.locator('[data-learn="perfect-alibi"]').click();
    await page.waitForURL('**/learn/perfect-alibi');
    await page.locator(`${BUBBLE}[data-beat="welcome"]`).waitFor();
    await table.shot('en-welcome');
    await expectNoViolations(page, 'tutorial page (en)');

    const texts: string[] = [];
    texts.push(
      ...(await playTutorial(page, MOVES, {
        auto: AUTO,
        stopAfter: 'show-card',
        onBeat: async (id) => {
          if (id !== 'tile-question') return;
          // A wrong move: Blue's location tile. Refused, explained; the game does not move.
          const faceUp = await page.locator('.tiles .tile-btn:not(.pending)').count();
          await page.locator(tut('tile-7')).click();
          await page.locator(tut('value-2')).click();
          await page.locator(tut('ask')).click();
          await page.locator('.tutorial-wrong').waitFor();
          expect(await page.locator(BUBBLE).getAttribute('data-beat')).toBe('tile-question');
          expect(await page.locator('.tiles .tile-btn:not(.pending)').count()).toBe(faceUp);
          expect(await page.locator('.banner-error').count()).toBe(0);
          expect(await page.locator('.tutorial-target').count()).toBeGreaterThan(0);
          await table.shot('en-wrong');
        },
      })),
    );
    // Leave mid-way; the lobby offers to resume; the game goes on from where it was.
    await page.locator('[data-tutorial-leave]').click();
    await page.waitForURL(`${server.url}/`);
    const resume = page.locator('[data-learn="perfect-alibi"]');
    await expect.poll(() => resume.textContent()).toBe('Resume tutorial');
    await resume.click();
    await page.waitForURL('**/learn/perfect-alibi');
    texts.push(
      ...(await playTutorial(page, MOVES, {
        auto: AUTO,
        onBeat: async (id) => void (id === 'note-sheet' && (await table.shot('en-notes'))),
      })),
    );
    await page.locator('.tutorial-finale').waitFor();
    expect(await page.locator('.tutorial-finale').textContent()).toContain(script.finale.en.slice(0, 30));
    // No server holds a tutorial: the game-over panel offers no replay or review to fetch, and the
    // log names the learner's seat in the third person ("Sam asks", never "You asks").
    await page.locator('.game-over').waitFor();
    expect(await page.getByRole('button', { name: 'Watch the replay' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Review', exact: true }).count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/\bYou (asks|shows|claims|takes)\b/);
    await table.shot('en-finale');
    runs.push(texts);
    const steps = script.beats.filter((b) => b.kind !== 'bot' && !AUTO.has(b.id)).length;
    expect(texts.length).toBe(steps);
    // Finished: the lobby offers the tutorial from the start again.
    await page.goto(server.url);
    await expect.poll(() => page.locator('[data-learn="perfect-alibi"]').textContent()).toBe('Learn to play');
    expect(table.pageErrors).toEqual([]);
  }, 240_000);

  it('shows the same screens when played again', async () => {
    const { page, server } = table;
    await page.goto(`${server.url}/learn/perfect-alibi?fast`);
    runs.push(await playTutorial(page, MOVES, { auto: AUTO }));
    expect(runs[1]).toEqual(runs[0]);
    // "Again" starts over.
    await page.locator('[data-tutorial-again]').click();
    await page.locator(`${BUBBLE}[data-beat="welcome"]`).waitFor();
  }, 240_000);

  it('is played in Chinese', async () => {
    const { page, server } = table;
    await page.goto(server.url);
    await page.getByRole('button', { name: '中文', exact: true }).first().click();
    await page.locator('html[lang="zh-CN"]').waitFor();
    const learn = page.locator('[data-learn="perfect-alibi"]');
    await learn.click();
    await page.waitForURL('**/learn/perfect-alibi');
    // "Again" above left the tutorial at its start; restart to be sure.
    await page.locator('[data-tutorial-restart]').click();
    const texts = await playTutorial(page, MOVES, {
      auto: AUTO,
      onBeat: async (id) => {
        if (id === 'welcome') {
          await table.shot('zh-welcome');
          await expectNoViolations(page, 'tutorial page (zh)');
        }
        if (id === 'claim') await table.shot('zh-claim');
      },
    });
    expect(texts.every((line) => /[\u4e00-\u9fff]/.test(line))).toBe(true);
    await page.locator('.tutorial-finale').waitFor();
    expect(await page.locator('.tutorial-finale').textContent()).toContain(script.finale.zh.slice(0, 10));
    await table.shot('zh-finale');
    await page.getByRole('button', { name: 'English', exact: true }).first().click();
  }, 240_000);

  it('fits a phone', async () => {
    const { page, server } = table;
    await resize(page, PHONE);
    await page.goto(`${server.url}/learn/perfect-alibi?fast`);
    await page.locator('[data-tutorial-restart]').click();
    let n = 0;
    await playTutorial(page, MOVES, {
      auto: AUTO,
      stopAfter: 'answers-table',
      onBeat: async (id) => {
        await page.waitForTimeout(100);
        await table.shot(`phone-${++n}-${id}`);
        // The bubble never covers the first lit control in view.
        const bubble = await page.locator(BUBBLE).boundingBox();
        const lit = await page.locator('.tutorial-target').filter({ visible: true }).first().boundingBox();
        if (bubble && lit) expect(lit.y + lit.height <= bubble.y + 1 || lit.y >= bubble.y + bubble.height).toBe(true);
      },
    });
    await resize(page, DESKTOP);
    expect(table.pageErrors).toEqual([]);
  }, 240_000);
});
