/**
 * Accessibility audit in Chromium (issue #18): axe-core with the WCAG 2.0/2.1 A and AA rules over
 * the lobby, the create-table form of every game, My tables, and for each of the five games a table
 * in progress (each distinct prompt this seat meets: asking, showing, passing, playing…), the
 * game-over screen and the replay dialog where the game has one — in English and in Chinese.
 * The lobby, each game's first prompt (with every tab of the phone's tab bar) and each game over
 * are audited at a phone's size (390x844) too.
 * The seat's moves are made by a script connection of the same seat (the engine's random policy)
 * while the page follows, so every audit runs while the table waits for this seat (a still page).
 * Also: focus follows a replaced prompt, and the note-sheet grids answer the arrow keys.
 */
import { randomPolicy, Rng } from '@alibi/engine';
import { findGame } from '@alibi/games';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client } from '../../server/test/helpers.ts';
import { expectNoViolations } from './axe.ts';
import {
  artifacts,
  createBotTable,
  openBrowserTable,
  openSeat,
  pageShows,
  promptShown,
  resize,
  skipWithoutChromium,
  type BrowserTable,
} from './browser.ts';

const skip = skipWithoutChromium('web e2e a11y');

const GAMES = ['perfect-alibi', 'four-suspects', 'alibi-1993', 'alibi-clues', 'alibis'] as const;
const PROMPT = '.action-panel, .al-write, .al-guess';
const OVER = '.game-over, .al[data-phase="over"]';
/** How many distinct prompts of one game are audited (each in both languages). */
const MAX_PROMPTS = 3;
/** After this many own moves the seat resigns, so a long game ends quickly. */
const MAX_MOVES = 8;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Pages audited at the phone's size and the time it took, for the log. */
const phoneAudits = { pages: 0, ms: 0 };

/** Audits the page in English, then in Chinese, and switches back. */
async function bothLanguages(page: Page, label: string): Promise<void> {
  await expectNoViolations(page, `${label} (en)`);
  await page.getByRole('button', { name: '中文', exact: true }).click();
  await page.locator('html[lang="zh-CN"]').waitFor();
  await expectNoViolations(page, `${label} (zh)`);
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.locator('html[lang="en"]').waitFor();
}

/**
 * The page at a phone's size, audited in both languages; at a table, with `tabs`, also each side
 * tab of the phone's tab bar (notes, log…: each shows its panel in place of the board) in English.
 * With `shot`, a picture test-artifacts/a11y-<shot>-phone.png. Back at the desktop size after.
 */
async function atPhoneSize(
  page: Page,
  label: string,
  { tabs = false, shot }: { tabs?: boolean; shot?: string } = {},
): Promise<void> {
  const started = Date.now();
  await resize(page, PHONE);
  await bothLanguages(page, `${label} at 390 px`);
  phoneAudits.pages += 2;
  if (shot) await page.screenshot({ path: join(artifacts, `a11y-${shot}-phone.png`) });
  if (tabs) {
    const bar = page.locator('.phone-tabs [role="tab"]');
    await bar.first().waitFor();
    const keys = (await bar.evaluateAll((els) => els.map((el) => el.getAttribute('data-tab')))).filter((k) => k !== 'table');
    expect(keys.length, `${label}: the phone tab bar's side tabs`).toBeGreaterThan(0);
    for (const key of keys) {
      await page.locator(`.phone-tabs [data-tab="${key}"]`).click();
      await page.locator('.table-shell[data-view="side"]').waitFor();
      await expectNoViolations(page, `${label} at 390 px, ${key} tab (en)`);
      phoneAudits.pages++;
    }
    await page.locator('.phone-tabs [data-tab="table"]').click();
    await page.locator('.table-shell[data-view="table"]').waitFor();
  }
  await resize(page, DESKTOP);
  phoneAudits.ms += Date.now() - started;
}

/** Where keyboard focus is in a note-sheet grid: [row, column] among its enabled cells, or null. */
function focusedCell(page: Page, grid: string): Promise<[number, number] | null> {
  return page
    .locator(grid)
    .first()
    .evaluate((box) => {
      const rows = Array.from(box.querySelectorAll('tr'))
        .map((tr) => Array.from(tr.querySelectorAll('[data-grid-cell]')).filter((c) => !(c as HTMLButtonElement).disabled))
        .filter((r) => r.length > 0);
      for (const [r, cells] of rows.entries()) {
        const c = cells.indexOf(document.activeElement as Element);
        if (c >= 0) return [r, c] as [number, number];
      }
      return null;
    });
}

/** The note sheet answers the arrow keys with one Tab stop (roving tabindex), Home/End and Ctrl+Home/End. */
async function checkGridKeys(page: Page, grid: string, tab: RegExp): Promise<void> {
  const box = page.locator(grid).first();
  if (!(await box.isVisible())) await page.getByRole('tab', { name: tab }).click();
  await box.waitFor();
  expect(await box.evaluate((el) => el.matches('[role="grid"]') || el.querySelector('table[role="grid"]') !== null)).toBe(true);
  // One cell is in the Tab order.
  expect(await box.locator('[data-grid-cell][tabindex="0"]').count()).toBe(1);
  await box.locator('[data-grid-cell][tabindex="0"]').focus();
  expect(await focusedCell(page, grid)).toEqual([0, 0]);
  await page.keyboard.press('ArrowRight');
  expect(await focusedCell(page, grid)).toEqual([0, 1]);
  await page.keyboard.press('ArrowDown');
  expect(await focusedCell(page, grid)).toEqual([1, 1]);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedCell(page, grid)).toEqual([1, 0]);
  await page.keyboard.press('End');
  const end = await focusedCell(page, grid);
  expect(end?.[0]).toBe(1);
  expect(end?.[1]).toBeGreaterThan(1);
  await page.keyboard.press('Home');
  expect(await focusedCell(page, grid)).toEqual([1, 0]);
  await page.keyboard.press('ArrowUp');
  expect(await focusedCell(page, grid)).toEqual([0, 0]);
  await page.keyboard.press('Control+End');
  const last = await focusedCell(page, grid);
  expect(last?.[0]).toBeGreaterThan(1);
  // The Tab stop followed the focus; Tab leaves the grid in one press.
  expect(await box.locator('[data-grid-cell][tabindex="0"]').count()).toBe(1);
  expect(await box.locator('[data-grid-cell][tabindex="0"]').evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Control+Home');
  expect(await focusedCell(page, grid)).toEqual([0, 0]);
}

/**
 * A pressed button keeps a readable label under the pointer (axe audits the page as it stands, never
 * hovered): each visible pressed `.btn` is hovered and its text colour measured against its fill
 * (a plain hover once painted a pressed button light under its white label). Returns how many.
 */
async function checkPressedHover(page: Page): Promise<number> {
  // A probe too, inside the prompt: the game's own pressed buttons appear only once a person chose.
  await page
    .locator(PROMPT)
    .first()
    .evaluate((prompt) => {
      const probe = document.createElement('button');
      probe.className = 'btn on pressed-probe';
      probe.setAttribute('aria-pressed', 'true');
      probe.textContent = 'Pressed';
      prompt.append(probe);
    });
  const pressed = page.locator('.btn.on:visible, .btn[aria-pressed="true"]:visible');
  const n = await pressed.count();
  for (let i = 0; i < n; i++) {
    const button = pressed.nth(i);
    await button.hover();
    // Measured once its colour transition is over.
    await button.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const [ratio, label] = await button.evaluate((el) => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      const style = getComputedStyle(el);
      const [a, b] = [lum(style.color), lum(style.backgroundColor)];
      return [(Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), el.textContent ?? ''] as const;
    });
    expect(ratio, `the pressed "${label.trim()}" hovered`).toBeGreaterThanOrEqual(4.5);
  }
  await page.mouse.move(0, 0);
  await page.locator('.pressed-probe').evaluate((el) => el.remove());
  return n;
}

/** Sheets with a keyboard grid: the container of the grid and the tab that shows it. */
const GRIDS: Partial<Record<(typeof GAMES)[number], { grid: string; tab: RegExp }>> = {
  'perfect-alibi': { grid: 'table.grid[role="grid"]', tab: /^Notes|Note sheet/ },
  'four-suspects': { grid: 'table.grid[role="grid"]', tab: /^Notes|Note sheet/ },
  'alibi-1993': { grid: '.a93-record', tab: /^Record/ },
};

describe.skipIf(skip)('accessibility audit in Chromium', () => {
  let table: BrowserTable;
  const clients: Client[] = [];
  const seats: [string, string][] = [];

  beforeAll(async () => {
    table = await openBrowserTable('a11y-', DESKTOP);
    // The audit drives whole games while the rest of the suite shares both cores: a page that
    // is slow to draw the game over is not what this test is about.
    table.page.setDefaultTimeout(30_000);
  }, 120_000);
  afterAll(async () => {
    console.info(`[a11y] at 390 px: ${phoneAudits.pages} pages audited in ${(phoneAudits.ms / 1000).toFixed(1)} s`);
    for (const c of clients) c.close();
    await table?.close();
  });

  it('the lobby, every create-table form and My tables have no violations', async () => {
    const { server, page } = table;
    await page.goto(server.url);
    await page.locator('h1').first().waitFor();
    await bothLanguages(page, 'lobby');
    await table.shot('lobby');
    await atPhoneSize(page, 'lobby', { shot: 'lobby' });
    // Each tile's accessible name starts with its game's name (its art is hidden from screen readers).
    const names = await page.locator('.game-tile strong').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(GAMES.length);
    for (const name of names) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(await page.getByRole('radio', { name: new RegExp(`^${escaped}`) }).count(), name).toBe(1);
    }
    const tiles = page.locator('.game-tile');
    const n = await tiles.count();
    expect(n).toBeGreaterThanOrEqual(GAMES.length);
    for (let i = 1; i < n; i++) {
      await tiles.nth(i).click();
      await expect.poll(() => tiles.nth(i).getAttribute('aria-checked')).toBe('true');
      await expectNoViolations(page, `create-table form of game tile ${i}`);
    }
  }, 60_000);

  for (const game of GAMES) {
    it(`${game}: prompts, game over and replay have no violations`, async () => {
      const { server, page, pageErrors } = table;
      const engine = findGame(game);
      if (!engine) throw new Error(`${game} is not registered`);
      // Heuristic bots end a hand of Alibi (1993) by accusing; random ones can wander for long. In
      // Perfect Alibi a random bot's lucky claim could end the game before this seat's first turn
      // (it did once in a full run: nothing to audit); heuristic ones claim only when sure.
      const heuristic = game === 'alibi-1993' || game === 'perfect-alibi';
      const made = await createBotTable(server.url, game, { kind: heuristic ? 'heuristic' : 'random' });
      const id = made.id;
      seats.push([id, made.token]);
      await openSeat(page, server.url, id, made.token);
      await page.getByRole('button', { name: 'Start game' }).waitFor();
      if (game === 'perfect-alibi') await bothLanguages(page, 'waiting room');
      expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: made.token })).status).toBe(200);

      // This seat's moves come from a script connection; the page audits each new prompt first.
      const me = new Client(server.url);
      clients.push(me);
      expect(await me.hello(id, made.token)).toEqual({ ok: true });
      const rng = Rng.fromSeed(`a11y-${game}`);
      const policy = randomPolicy(engine.meta.interrupts, 0);
      const seen = new Set<string>();
      let focusWasInPrompt = false;
      let focusChecks = 0;
      let moves = 0;
      // The phone's audits below push the deadline back by the time they take.
      let deadline = Date.now() + 25_000;
      const over = () => me.table?.status === 'over';
      // Past the deadline the seat resigns at its next turn rather than stopping: a seat that
      // simply stops playing would hold the game open (a slow machine got there once).
      while (!over()) {
        const legal = () => me.legal.filter((a) => (a as { type?: unknown } | null)?.type !== 'resign');
        await me.until(() => over() || (me.mustAct && legal().length > 0), 'my turn', 20_000);
        if (over()) break;
        const version = me.version;
        if (seen.size < MAX_PROMPTS) {
          const prompt = page.locator(PROMPT).first();
          await promptShown(prompt, page, me, game);
          const title = (
            (await prompt.getAttribute('aria-label')) ??
            (await prompt.locator('h2').first().textContent()) ??
            ''
          ).replace(/\d+/g, '#');
          // Focus moved to the new prompt when the old one left (it was put inside the old one below).
          if (focusWasInPrompt) {
            const where = await page.evaluate((sel) => {
              const a = document.activeElement;
              return a?.closest(sel) ? 'in the prompt' : `${a?.tagName}.${a?.className} ${a?.textContent?.slice(0, 40)}`;
            }, PROMPT);
            expect(where, `focus at the prompt "${title}"`).toBe('in the prompt');
            focusChecks++;
          }
          if (!seen.has(title)) {
            seen.add(title);
            await bothLanguages(page, `${game} prompt "${title}"`);
            const grid = GRIDS[game];
            if (grid && seen.size === 1) {
              await checkGridKeys(page, grid.grid, grid.tab);
              // The focused cell's ring, for a person to look at.
              await page.screenshot({ path: join(artifacts, `a11y-${game}-grid-focus.png`) });
            }
            if (seen.size === 1) expect(await checkPressedHover(page)).toBeGreaterThan(0);
            if (seen.size === 1) {
              const started = Date.now();
              await atPhoneSize(page, `${game} prompt "${title}"`, { tabs: true, shot: game });
              deadline += Date.now() - started;
            }
          }
          // As a person would before moving: focus on the prompt's first control (or its heading).
          const control = prompt.locator('button:enabled:not(.prompt-help-btn), input:enabled').first();
          await ((await control.count()) > 0 ? control : prompt.locator('[data-prompt-focus]').first()).focus();
          focusWasInPrompt = true;
        }
        // Enough seen (or time is up): resign, and the bots finish the game quickly (the game-over screen is next).
        const resign = me.legal.find((a) => (a as { type?: unknown } | null)?.type === 'resign');
        const enough = ++moves > MAX_MOVES || Date.now() >= deadline;
        const action = enough && resign ? resign : policy.choose({ seat: 0, legal: legal(), view: me.view, rng, mustAct: true });
        if (action === null) throw new Error('the policy chose nothing');
        const r = await me.act(action);
        // Refused (the table moved on meanwhile, or too fast): look again with the latest update.
        if (!r.ok) continue;
        await me.until(() => me.version !== version || over(), 'the move to land', 20_000);
      }
      expect(seen.size).toBeGreaterThan(0);
      expect(focusChecks).toBeGreaterThan(0);
      await me.until(over, 'the end of the game', 45_000);
      await page
        .locator(OVER)
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (e: unknown) => {
          throw new Error(
            `${game}: the server says over, the page shows ${await pageShows(page)}; errors ${JSON.stringify(pageErrors)}`,
            { cause: e },
          );
        });
      await bothLanguages(page, `${game} game over`);
      await atPhoneSize(page, `${game} game over`);
      // The replay is a modal: the language is switched with it closed.
      for (const [lang, code, watch, next] of [
        ['English', 'en', 'Watch the replay', 'Next step'],
        ['中文', 'zh-CN', '观看回放', '下一步'],
      ] as const) {
        await page.getByRole('button', { name: lang, exact: true }).click();
        await page.locator(`html[lang="${code}"]`).waitFor();
        const replay = page.getByRole('button', { name: watch }).first();
        if ((await replay.count()) === 0) break;
        await replay.click();
        await page.locator('dialog[open]').first().waitFor();
        await page.getByRole('button', { name: next }).first().waitFor();
        await expectNoViolations(page, `${game} replay (${lang})`);
        await page.keyboard.press('Escape');
        await page
          .locator('dialog[open]')
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
      }
      await page.getByRole('button', { name: 'English', exact: true }).click();
      expect(pageErrors).toEqual([]);
    }, 180_000);
  }

  it('My tables lists the tables without violations', async () => {
    const { server, page } = table;
    await page.goto(server.url);
    await page.locator('section.my-tables li').first().waitFor();
    await bothLanguages(page, 'lobby with My tables');
  }, 30_000);
});
