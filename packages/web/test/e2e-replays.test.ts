/**
 * Browser test of the replays of Alibi (1993), Alibi Clues and Alibis (issue #18). For each game a
 * table (this browser's seat 0 and bots) is played to the end by a script connection of seat 0
 * (the engine's random policy); the page then opens the finished table, the game-over screen's
 * replay button, steps to the middle, and switches from the spectator's perspective to its own
 * seat: its private cards (its suspect pairs in Alibis) appear, as the engine gives them to that
 * seat at that step, and seat 1's do not. Screenshots: test-artifacts/replay-<game>-*.png
 * (desktop in English, phone in Chinese).
 */
import { findGame } from '@alibi/games';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoplay, Client, createTable, readStored, replayStored } from '../../server/test/helpers.ts';
import { a93CardName } from '../src/a93/logic.ts';
import { loadLang, translator, type Lang } from '../src/i18n/format.ts';
import { artifacts, type BrowserTable, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const skip = skipWithoutChromium('web e2e replays');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

interface Case {
  game: 'alibi-1993' | 'alibi-clues' | 'alibis';
  players: number;
  /** Where the chosen seat's secret shows in the replay body. */
  secret: string;
  /** What the page shows of a seat's secret, as the engine's view of that seat gives it, in `lang`. */
  expected: (view: unknown, lang: Lang) => string[];
  /** What the page shows inside `secret`. */
  shown: (page: Page) => Promise<string[]>;
}

/** The first of `attrs` each element of `selector` in the replay body has. */
const texts = (page: Page, selector: string, ...attrs: string[]) =>
  page
    .locator(`dialog[open] .replay-body ${selector}`)
    .evaluateAll((els, names) => els.map((e) => names.map((a) => e.getAttribute(a)).find((v) => v !== null) ?? ''), attrs);

const CASES: Case[] = [
  {
    game: 'alibi-1993',
    players: 3,
    secret: '.a93-hand',
    expected: (v, lang) => ((v as { cards: number[] | null }).cards ?? []).map((c) => a93CardName(c, translator(lang))),
    // A card is named by its picture's label (or its chip's title).
    shown: (page) => texts(page, '.a93-hand .a93-card', 'aria-label', 'title'),
  },
  {
    game: 'alibi-clues',
    players: 3,
    secret: '.replay-hand',
    expected: (v) => ((v as { hand: number[] | null }).hand ?? []).map(String),
    shown: (page) => texts(page, '.replay-hand [data-card]', 'data-card'),
  },
  {
    game: 'alibis',
    players: 3,
    secret: '.replay-secret',
    // The seat's own suspects: both of each secret pair, by board number.
    expected: (v) => ((v as { myPairs: [number, number][] | null }).myPairs ?? []).flat().map((s) => String(s + 1)),
    shown: (page) => texts(page, '.al-suspect.own', 'data-suspect'),
  },
];

const sorted = (xs: string[]) => [...xs].sort();

describe.skipIf(skip)('replays of Alibi (1993), Alibi Clues and Alibis in Chromium', () => {
  let table: BrowserTable;
  const clients: Client[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('replay-');
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  it.each(CASES)(
    "$game: steps to the middle and shows only the chosen seat's secret",
    async (c) => {
      const { server, page, dbFile, pageErrors } = table;
      const game = findGame(c.game);
      if (!game) throw new Error(`${c.game} is not registered`);
      // Seat 0 is this browser's (its key goes into localStorage below); the others are bots.
      const bots = Array.from({ length: c.players - 1 }, (_, i) => i + 1);
      const host = await createTable(server.url, c.players, bots, { game: c.game });
      const id = host.table.id;
      const player = new Client(server.url);
      clients.push(player);
      expect(await player.hello(id, host.token)).toEqual({ ok: true });
      const mover = autoplay(player, game, `replay-e2e:${c.game}`);
      const started = await fetch(`${server.url}/api/tables/${id}/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: host.token }),
      });
      expect(started.status).toBe(200);
      await player.until(() => player.table?.status === 'over', 'the end of the game', 60_000);
      mover.stop();
      const history = replayStored(game, readStored(dbFile, id));

      await resize(page, DESKTOP);
      await page.goto(server.url);
      await page.evaluate(
        ([table, token]) => localStorage.setItem(`alibi.seat.${table}`, JSON.stringify({ token, seat: 0, at: Date.now() })),
        [id, host.token] as const,
      );
      await page.goto(`${server.url}/t/${id}`);
      await page.locator('.game-over').waitFor();
      // A case that failed may have left the page in Chinese.
      if (await page.locator('html[lang="zh-CN"]').count())
        await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.getByRole('button', { name: 'Watch the replay' }).click();
      const dialog = page.locator('dialog[open]');
      const first = await dialog
        .getByText(/^Step 1 of \d+$/)
        // Built by the server on first asking: give a loaded machine time.
        .textContent({ timeout: 30_000 })
        .catch(async (e: unknown) => {
          await page.screenshot({ path: `${artifacts}replay-${c.game}-failed.png` });
          throw e;
        });
      const total = Number(/of (\d+)/.exec(first ?? '')?.[1]);
      expect(total).toBe(history.length);
      // The middle step, by the slider; then one step on and back by the buttons.
      const mid = Math.floor(total / 2);
      await dialog.locator('input[type=range]').fill(String(mid - 1));
      await dialog.getByRole('button', { name: 'Next step' }).click();
      await dialog.getByRole('button', { name: 'Next step' }).click();
      await dialog.getByRole('button', { name: 'Previous step' }).click();
      await dialog.getByText(`Step ${mid + 1} of ${total}`, { exact: true }).waitFor();
      await dialog.locator('.replay-body').waitFor();
      // The log so far is beside the board.
      expect(await dialog.locator('.replay-log li').count()).toBeGreaterThan(0);

      // The spectator sees nobody's secret.
      expect(await dialog.locator(`.replay-body ${c.secret}`).count()).toBe(0);
      const state = history[mid]?.state;
      const own = c.expected(game.view(state, 0), 'en');
      const other = c.expected(game.view(state, 1), 'en');
      expect(own.length).toBeGreaterThan(0);
      expect(sorted(own)).not.toEqual(sorted(other));

      // Seat 0's perspective: its own secret at this step, and not seat 1's.
      await dialog.locator('select').selectOption('0');
      await dialog.locator(`.replay-body ${c.secret}`).first().waitFor();
      await dialog.getByText(`Step ${mid + 1} of ${total}`, { exact: true }).waitFor();
      const shown = await c.shown(page);
      expect(sorted(shown)).toEqual(sorted(own));
      expect(other.filter((x) => !own.includes(x)).some((x) => shown.includes(x))).toBe(false);
      await dialog.screenshot({ path: `${artifacts}replay-${c.game}-desktop-en.png` });

      // Back to the spectator: the secret goes again.
      await dialog.locator('select').selectOption('spectator');
      await expect.poll(() => dialog.locator(`.replay-body ${c.secret}`).count()).toBe(0);

      // In Chinese on a phone, as seat 0 again.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: '中文', exact: true }).click();
      await page.locator('html[lang="zh-CN"]').waitFor();
      await resize(page, PHONE);
      // The phone's bottom bars may hide a button at the screen's edge: bring it to the middle first.
      const again = page.getByRole('button', { name: '观看回放' });
      await again.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await again.click();
      await dialog.getByText(/^第 1 \/ \d+ 步$/).waitFor();
      await dialog.locator('select').selectOption('0');
      // Seat 0's steps are in once its secret shows (at the first step); then to the middle.
      await dialog.locator(`.replay-body ${c.secret}`).first().waitFor();
      await dialog.locator('input[type=range]').fill(String(mid));
      await dialog.getByText(`第 ${mid + 1} / ${total} 步`, { exact: true }).waitFor();
      expect(sorted(await c.shown(page))).toEqual(sorted(c.expected(game.view(state, 0), 'zh-CN')));
      await dialog.screenshot({ path: `${artifacts}replay-${c.game}-phone-zh.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await resize(page, DESKTOP);
      expect(pageErrors).toEqual([]);
    },
    60_000,
  );
});
