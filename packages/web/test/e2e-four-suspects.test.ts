/**
 * Browser test for Four Suspects: builds the client, starts the real server in-process and plays a
 * 3-player game against two bots and a 2-player game (with the room split) through the UI in
 * Debian's Chromium, saving screenshots to test-artifacts/fs-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '@alibi/server';
import { join } from 'node:path';
import { artifacts, type BrowserTable, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('web e2e four-suspects');

interface Progress {
  asked: number;
  bought: boolean;
  guessed: boolean;
  answered: boolean;
  /** The end-of-turn step was offered (the courier is hired there, after the answer). */
  ended?: boolean;
  /** Hire nothing and hold the guess until the end-of-turn step has come (coins pile up for it). */
  saving?: boolean;
}

describe.skipIf(skip)('Four Suspects in Chromium', () => {
  let table: BrowserTable;
  let server: RunningServer;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('fs-');
    ({ server, page, pageErrors } = table);
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  const shot = (name: string) => table.shot(name);
  /** What a phone shows on one screen, from the top of `selector`. */
  const phoneShot = async (name: string, selector: string) => {
    await page.locator(selector).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(artifacts, `fs-${name}.png`) });
  };
  const root = () => page.locator('.fs');
  const phase = () => root().getAttribute('data-phase');

  async function newTable(players: number) {
    await page.goto(server.url);
    await page.getByRole('radio', { name: /Four Suspects/ }).click();
    await page.fill('input[name=name]', 'Ada');
    await page.locator('.segmented label', { hasText: String(players) }).click();
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/t\/[\w-]+$/);
    await page.getByRole('button', { name: 'Start game' }).click();
    await root().waitFor();
  }

  /** Guess through the dialog: the first cards on offer, confirmed by name. */
  async function guess(need: number) {
    if (!(await page.locator('dialog[open]').count())) await page.locator('.statusbar .btn-claim').click();
    const dialog = page.locator('dialog[open]');
    const cards = dialog.locator('.guess-grid .card-btn:enabled');
    for (let i = 0; i < need; i++) await cards.nth(i * 3).click();
    await dialog.getByRole('button', { name: 'Guess', exact: true }).click();
    await dialog.getByText(/^Guess .+\?$/).waitFor();
    await shot(need === 2 ? 'guess-confirm-2p' : 'guess-confirm');
    await dialog.getByRole('button', { name: 'Yes, guess' }).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
  }

  /** Take whatever move the UI offers this seat now; false when nothing is on offer. */
  async function playOneMove(done: Progress): Promise<boolean> {
    const panel = page.locator('.action-panel');
    if (!(await panel.isVisible())) return false;
    if (await panel.getByRole('button', { name: 'Pass' }).count()) {
      await panel.getByRole('button', { name: 'Pass' }).click();
      return true;
    }
    if (await panel.locator('.room-split').count()) {
      for (let i = 0; i < 3; i++)
        await panel
          .locator('.card-btn')
          .nth(i * 2)
          .click();
      await shot('rooms');
      await panel.getByRole('button', { name: 'Confirm the rooms' }).click();
      return true;
    }
    const poet = panel.getByRole('button', { name: /^Hire the .+ first$/ });
    if (!done.bought && !done.saving && (await poet.count())) {
      await shot('respond-buy');
      await poet.first().click();
      done.bought = true;
      return true;
    }
    if (await panel.locator('.end-turn').count()) {
      // The courier is offered after the answer: hire it the first time, then end the turn.
      const hire = panel.getByRole('button', { name: /^Hire the courier/ });
      if (!done.ended && (await hire.count())) {
        await shot('end-turn');
        await hire.click();
      } else await panel.getByRole('button', { name: 'End my turn' }).click();
      done.ended = true;
      return true;
    }
    if (await panel.locator('.answer').count()) {
      if (await panel.locator('.card-btn').count()) await panel.locator('.card-btn').first().click();
      else await panel.locator('.btn-primary').first().click();
      done.answered = true;
      return true;
    }
    if ((await phase()) === 'turn') {
      const hire = page.locator('.helper-list button:enabled');
      if (!done.bought && !done.saving && (await hire.count())) {
        await hire.first().click();
        done.bought = true;
        return true;
      }
      await page.locator('.tile-btn:enabled').first().click();
      const seats = panel.locator('.seat-btn');
      if ((await seats.count()) && !(await panel.locator('.seat-btn.on').count()))
        await seats.nth(done.asked % (await seats.count())).click();
      const values = panel.locator('.value-btn:enabled');
      if (await values.count()) await values.nth(done.asked % (await values.count())).click();
      if (done.asked === 0) {
        await shot('composing');
        await resize(page, { width: 375, height: 812 });
        await phoneShot('phone-composing', '.action-panel');
        await resize(page, { width: 1366, height: 900 });
      }
      await panel.locator('.compose-send .btn-primary').click();
      done.asked += 1;
      // The question and what came of it show on the board (a bot may have asked since; the game may be over).
      await expect
        .poll(async () => (await phase()) === 'over' || /^Just now(Q\d+: .+)+$/.test((await page.locator('.latest').textContent()) ?? ''))
        .toBe(true);
      return true;
    }
    return false;
  }

  async function playToEnd(done: Progress, need: number) {
    const deadline = Date.now() + 90_000;
    while ((await phase()) !== 'over' && Date.now() < deadline) {
      const canGuess = await page.locator('.statusbar .btn-claim').isVisible();
      const ready = done.saving ? done.ended : done.bought;
      if (!done.guessed && done.asked >= 1 && ready && canGuess && (await phase()) !== 'guessing') {
        await page.getByRole('tab', { name: 'Log' }).click();
        await shot(need === 2 ? 'log-2p' : 'log');
        await guess(need);
        done.guessed = true;
        continue;
      }
      // Bots move between our clicks (a guess window can replace the panel): then look again.
      const moved = await playOneMove(done).catch((e: unknown) => {
        console.warn('[web e2e four-suspects] move interrupted:', e instanceof Error ? e.message.split('\n')[0] : e);
        return false;
      });
      await page.waitForTimeout(moved ? 50 : 100);
    }
    expect(await phase()).toBe('over');
  }

  it('plays a 3-player game against two bots: asks, answers, hires, guesses; replays; switches language', async () => {
    let done: Progress = { asked: 0, bought: false, guessed: false, answered: false };
    // Bots sometimes solve it before we have done everything: then start another table.
    for (let game = 0; game < 5 && !(done.asked && done.bought && done.guessed && done.answered); game++) {
      done = { asked: 0, bought: false, guessed: false, answered: false };
      await newTable(3);
      if (game === 0) {
        // Each helper's "Hire (n)" button is named for its helper (a screen reader hears which).
        const hires = page.locator('.helper-list button');
        await hires.first().waitFor();
        const names = await hires.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
        const helpers = await page.locator('.helper-list .helper-head strong').allInnerTexts();
        expect(names).toEqual(helpers.map((h) => expect.stringMatching(new RegExp(`^Hire \\(\\d\\): ${h}$`))));
        await page.getByRole('tab', { name: 'Notes' }).click();
        await page.locator('.cell').nth(6).click();
        await page.locator('.note-edit input').fill('Cora?');
        await page.getByText('Saved', { exact: true }).waitFor();
        await page.reload();
        await root().waitFor();
        await page.locator('.cell.mark-x').waitFor();
        await shot('table');
      }
      await playToEnd(done, 1);
    }
    expect(done).toMatchObject({ asked: expect.any(Number), bought: true, guessed: true, answered: true });
    await page.locator('.game-over').waitFor();
    expect(await page.locator('.hands li').count()).toBe(3);
    // Our own guess, right or wrong, is shown to us alone; the log opens with who starts.
    await page
      .locator('.game-over .own-guess')
      .getByText(/^You guessed .+: (right|wrong)/)
      .waitFor();
    await page.getByRole('tab', { name: 'Log' }).click();
    await page
      .locator('.tab-panel')
      .getByText(/starts/)
      .first()
      .waitFor();
    await shot('game-over');

    await page.getByRole('button', { name: 'Watch the replay' }).click();
    const replay = page.locator('dialog[open]');
    await replay.getByText(/Step 1 of \d+/).waitFor();
    for (let i = 0; i < 6; i++) await replay.getByRole('button', { name: 'Next step' }).click();
    await replay.locator('select').selectOption('0');
    await replay.locator('.card').first().waitFor();
    await shot('replay');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('游戏结束').first().waitFor();
    await shot('game-over-zh');
    await resize(page, { width: 375, height: 812 });
    await page.getByRole('tab', { name: '记录' }).click();
    await shot('phone-zh');
    await phoneShot('phone-zh-over', '.game-over');
    await page.getByRole('button', { name: 'English' }).click();
    await resize(page, { width: 1366, height: 900 });
    expect(pageErrors).toEqual([]);
  }, 400_000);

  it('plays a 2-player game through the room split, and hires the courier at the end of a turn', async () => {
    let done: Progress = { asked: 0, bought: false, guessed: false, answered: false };
    // Saving coins until the end-of-turn step offers the courier; the bot may win first: then again.
    for (let game = 0; game < 5 && !done.ended; game++) {
      done = { asked: 0, bought: false, guessed: false, answered: false, saving: true };
      await newTable(2);
      await page.locator('.room-split').waitFor();
      if (game === 0) {
        await resize(page, { width: 375, height: 812 });
        await phoneShot('phone-rooms', '.statusbar');
        await resize(page, { width: 1366, height: 900 });
      }
      await playToEnd(done, 2);
    }
    expect(done.ended).toBe(true);
    await page.locator('.game-over').waitFor();
    expect(await page.locator('.hands li').count()).toBe(2);
    expect(await page.locator('.missing .card').count()).toBe(2);
    await shot('game-over-2p');
    await resize(page, { width: 375, height: 812 });
    await phoneShot('phone-2p', '.fs .pa-board');
    expect(pageErrors).toEqual([]);
  }, 500_000);
});
