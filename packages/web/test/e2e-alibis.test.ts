/**
 * Browser test for Alibis: builds the client, starts the real server in-process and plays a
 * 3-player game (you + two word bots, one added in the waiting room) through the UI in Debian's
 * Chromium: a refused alibi with its live reason, valid alibis, the deduction board, the reveal and
 * the final rating. Screenshots go to test-artifacts/alibis-*.png (also at 375 px and in 中文).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '@alibi/server';
import { artifacts, type BrowserTable, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('web e2e alibis');

/** Alibi candidates; the first that the live checker accepts against the table's words is used. */
const CANDIDATES = [
  'quartz',
  'nebula',
  'saffron',
  'tundra',
  'walrus',
  'zephyr',
  'bramble',
  'cobalt',
  'falcon',
  'lagoon',
  'mosaic',
  'pepper',
];
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

describe.skipIf(skip)('Alibis in Chromium', () => {
  let table: BrowserTable;
  let server: RunningServer;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('alibis-');
    ({ server, page, pageErrors } = table);
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  const shot = (name: string) => table.shot(name);
  const root = () => page.locator('.al');
  const phase = () => root().getAttribute('data-phase');
  const round = async () => Number(await root().getAttribute('data-round'));

  /** Types candidates into alibi input `i` until the live checker accepts one; returns it. */
  async function writeValid(i: number, avoid: readonly string[]): Promise<string> {
    const row = page.locator('.al-write-row').nth(i);
    for (const word of CANDIDATES.filter((w) => !avoid.includes(w))) {
      await row.locator('input').fill(word);
      await row.locator('.al-feedback', { hasText: /Accepted|✗/ }).waitFor();
      if ((await row.getAttribute('class'))?.includes('al-ok')) return word;
    }
    throw new Error('no candidate alibi was accepted');
  }

  /** Fills the deduction board by tapping every open suspect (the pen moves on by itself), then confirms by keyboard. */
  async function guessAndConfirm(shots: boolean): Promise<void> {
    await page.locator('.al-pen').first().click();
    const targets = page.locator('.al-suspect.target');
    const n = await targets.count();
    for (let i = 0; i < n; i++) await targets.nth(i).click();
    // Every alibi has two suspects and the last suspect is the perpetrator.
    expect(await page.locator('.al-suspect.perp').count()).toBe(1);
    expect(await page.locator('.al-suspect.marked').count()).toBe(n - 1);
    // Change a mark before confirming: erase one, then put it back with its alibi's pen.
    await page.getByRole('button', { name: 'Erase' }).click();
    const first = targets.first();
    await first.click();
    expect(await page.locator('.al-suspect.marked').count()).toBe(n - 2);
    await page.locator('.al-pen').first().click();
    await first.click();
    expect(await page.locator('.al-suspect.marked').count()).toBe(n - 1);
    if (shots) {
      await shot('guess');
      await resize(page, PHONE);
      await shot('phone-guess');
      // What a phone shows while marking: the boards scroll under the docked pens.
      await page.locator('.al-suspect').nth(6).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(artifacts, 'alibis-phone-guess-screen.png') });
      await resize(page, DESKTOP);
    }
    // Each mark is sent as it is made, and the button waits for the last one to be answered: a
    // disabled button takes no focus, and Enter would land on the suspect last tapped.
    const confirm = page.getByRole('button', { name: 'Confirm guesses' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
    await confirm.focus();
    expect(await confirm.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    // Confirmed: the button goes (the boards stay, as confirmed, until everyone has guessed).
    await confirm.waitFor({ state: 'hidden', timeout: 30_000 });
  }

  it('plays a 3-player game against two bots to the rating', async () => {
    await page.goto(server.url);
    // The Alibis tile has its own (decorative) art, not the placeholder magnifier.
    const tile = page.getByRole('radio', { name: /^Alibis/ });
    await tile.waitFor();
    expect(await tile.locator('svg[aria-hidden=true]').count()).toBe(1);
    expect(await tile.locator('path[d="M60 76l16 16"]').count()).toBe(0);
    await page.getByRole('radio', { name: /^Alibis/ }).click();
    await page.fill('input[name=name]', 'Ada');
    await page.locator('.segmented label', { hasText: '3' }).click();
    // One bot from the lobby, the other added in the waiting room.
    await page.locator('select[name=seat2]').selectOption('open');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/t\/[\w-]+$/);
    await page.getByRole('button', { name: 'Add bot' }).click();
    await page.getByRole('button', { name: 'Start game' }).click();
    await root().waitFor();

    let refusedShown = false;
    const deadline = Date.now() + 300_000;
    while ((await phase()) !== 'over' && Date.now() < deadline) {
      const r = await round();
      await page.locator('.al-write').waitFor();
      expect(await page.locator('.al-write-row').count()).toBe(2);
      expect(await page.locator('.al-suspect').count()).toBe(13);
      expect(await page.locator('.al-suspect.own').count()).toBe(4);
      if (!refusedShown) {
        await shot('write');
        // Suspect word cards: a portrait on each, the word large; the heat as lit flames, not only a number.
        expect(await page.locator('.al-suspect .al-portrait svg').count()).toBe(13);
        const wordPx = await page
          .locator('.al-word')
          .first()
          .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        expect(wordPx).toBeGreaterThanOrEqual(18);
        expect(await page.locator('.al-heat[role=img]').getAttribute('aria-label')).toBeTruthy();
        expect(await page.locator('.al-flame:not(.gone)').count()).toBeGreaterThan(0);
        // A suspect word with an ending: refused live, with the reason, and nothing can be sent.
        const word = (await page.locator('.al-suspect.own .al-word').first().textContent()) ?? '';
        const row = page.locator('.al-write-row').first();
        await row.locator('input').fill(`${word}s`);
        await row.locator('.al-feedback', { hasText: /✗/ }).waitFor();
        expect(await row.locator('.al-feedback').textContent()).toMatch(
          new RegExp(`(contains the suspect word|same stem as the suspect word|form of the suspect word) “${word}”`),
        );
        expect(await row.locator('input').getAttribute('aria-invalid')).toBe('true');
        expect(await page.getByRole('button', { name: 'Write both alibis' }).isDisabled()).toBe(true);
        await shot('refused');
        await resize(page, PHONE);
        await shot('phone-write');
        await resize(page, DESKTOP);
        refusedShown = true;
      }
      if (r === 2) {
        // Last round's reveal sits above the write panel: on a phone the status bar leads down to it.
        const jump = page.locator('.statusbar').getByRole('button', { name: 'Write ↓' });
        expect(await jump.count()).toBe(0);
        await resize(page, PHONE);
        await jump.click();
        await expect
          .poll(() =>
            page.evaluate(() => {
              const bar = document.querySelector('.al .statusbar')?.getBoundingClientRect();
              const panel = document.getElementById('al-write-h')?.closest('section')?.getBoundingClientRect();
              return !!bar && !!panel && panel.top >= bar.bottom && panel.top < bar.bottom + 60;
            }),
          )
          .toBe(true);
        expect(await page.evaluate(() => document.activeElement === document.querySelector('.al-write-row input'))).toBe(true);
        await page.screenshot({ path: join(artifacts, 'alibis-phone-write-jump.png') });
        await resize(page, DESKTOP);
      }
      const a = await writeValid(0, []);
      await writeValid(1, [a]);
      if (r === 2) {
        await page.getByRole('button', { name: '中文' }).click();
        await page.getByText('写下你的托辞').first().waitFor();
        await shot('write-zh');
        await page.getByRole('button', { name: 'English' }).click();
      }
      // Enter in the last input sends both.
      await page.locator('.al-write-row input').last().press('Enter');
      await page.waitForFunction(() => document.querySelector('.al')?.getAttribute('data-phase') !== 'write', null, {
        timeout: 90_000,
      });
      expect(await phase()).toBe('guess');
      expect(await page.locator('.al-shared li').count()).toBe(6);
      await guessAndConfirm(r === 1);
      await page.waitForFunction(
        (n) =>
          Number(document.querySelector('.al')?.getAttribute('data-round')) > n ||
          document.querySelector('.al')?.getAttribute('data-phase') === 'over',
        r,
        { timeout: 90_000 },
      );
      if ((await phase()) !== 'over') {
        // The reveal of the round just played stays open above the next round.
        const reveal = page.locator(`.al-reveal[data-round="${r}"]`);
        await reveal.waitFor();
        expect(await reveal.locator('.al-reveal-list > li').count()).toBe(7);
        if (r === 1) await shot('reveal');
      }
    }
    expect(await phase()).toBe('over');
    const over = page.locator('.al-over');
    await over.waitFor();
    // Three rounds, or fewer if the heat ran out.
    expect(await over.locator('.al-reveal').count()).toBe(await round());
    expect(await over.locator('.al-ratings li.final').count()).toBe(1);
    expect(await over.locator('.over-winner').textContent()).toMatch(
      /Rookie Crooks|Apprentice Plotters|Steady Schemers|Crafty Experts|Criminal Legends/,
    );
    await shot('game-over');
    await resize(page, PHONE);
    await shot('phone-over');
    await resize(page, DESKTOP);
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('游戏结束').first().waitFor();
    await shot('game-over-zh');
    await page.getByRole('button', { name: 'English' }).click();
    expect(pageErrors).toEqual([]);
  }, 400_000);

  it('seats six (one pair each) and plays a round', async () => {
    await page.goto(server.url);
    await page.getByRole('radio', { name: /^Alibis/ }).click();
    await page.fill('input[name=name]', 'Ada');
    await page.locator('.segmented label', { hasText: '6' }).click();
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/t\/[\w-]+$/);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.al-write').waitFor();
    expect(await page.locator('.al-players .player').count()).toBe(6);
    expect(await page.locator('.al-write-row').count()).toBe(1);
    expect(await page.locator('.al-suspect.own').count()).toBe(2);
    await resize(page, PHONE);
    await writeValid(0, []);
    await shot('six-phone-write');
    await resize(page, DESKTOP);
    await page.getByRole('button', { name: 'Write alibi', exact: true }).click();
    await page.locator('.al-dock').waitFor({ timeout: 90_000 });
    // One pen per other player, the perpetrator and the eraser.
    expect(await page.locator('.al-pen').count()).toBe(7);
    // Keyboard only: pick the second pen, then mark a suspect.
    await page.locator('.al-pen').nth(1).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.al-pen').nth(1).getAttribute('aria-pressed')).toBe('true');
    const board = page.locator('.al-suspect.target').first();
    await board.focus();
    await page.keyboard.press('Space');
    expect(await board.getAttribute('class')).toContain('marked');
    // The board's name is its visually hidden label (ui/Decor.tsx): the art's letters stay out of it.
    expect(await board.locator('.sr-only').textContent()).toMatch(/marked \w+ \(/);
    await guessAndConfirm(false);
    await page.locator('.al-reveal[data-round="1"]').waitFor({ timeout: 90_000 });
    await shot('six-reveal');
    expect(await page.locator('.al-reveal[data-round="1"] .al-reveal-list > li').count()).toBe(7);
    expect(pageErrors).toEqual([]);
  }, 200_000);
});
