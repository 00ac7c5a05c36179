/**
 * Browser test for Alibi (1993): builds the client, starts the real server in-process and plays a
 * 3-player hand against two bots through the UI in Debian's Chromium — questions composed with the
 * builder, passes, melds when offered, the accusation and its sheet — saving screenshots to
 * test-artifacts/a93-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '@alibi/server';
import { type BrowserTable, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('web e2e alibi-1993');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 800 };

describe.skipIf(skip)('Alibi (1993) in Chromium', () => {
  let table: BrowserTable;
  let server: RunningServer;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('a93-');
    ({ server, page, pageErrors } = table);
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  const shot = (name: string) => table.shot(name);
  const root = () => page.locator('.a93');
  const phase = () => root().getAttribute('data-phase');
  const seen = new Set<string>();
  const once = async (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    await shot(name);
  };
  const asked: string[] = [];
  let accusations = 0;
  /** Whether one pass went through the status bar's button on a phone-sized page. */
  let phonePassSeen = false;
  /** How many questions to ask before accusing in a turn. */
  let questionsFirst = 3;

  /** One question per turn, each built a different way, until it is time to accuse. */
  async function takeTurn(): Promise<void> {
    const builder = page.locator('.a93-builder');
    const send = builder.locator('.compose-send .btn-primary');
    const turn = asked.length;
    // On a turn the status bar is in a round not yet complete (after a passing, the next one).
    expect(await page.locator('.statusbar').textContent()).toMatch(/Round \d+ · [0-2]\/3 asked/);
    if (turn >= questionsFirst) {
      await builder.getByRole('button', { name: 'Accuse instead' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await once('accuse-dialog');
      await dialog.getByRole('button', { name: 'Accuse now' }).click();
      accusations += 1;
      return;
    }
    if (turn === 0) {
      // The rulebook's "theory" question: several single cards and a whole set, counted among seen cards.
      await builder.getByRole('button', { name: 'My theory: how many seen?' }).click();
      const pick = builder.locator('.a93-card-pick');
      for (const set of ['0', '8', '16']) {
        await pick.locator('select').selectOption(set);
        await pick.locator('.a93-card-btn').first().click();
      }
      await builder.getByRole('button', { name: 'Set', exact: true }).click();
      await builder.getByRole('button', { name: 'Revenge', exact: true }).click();
      expect(await builder.locator('.a93-atom').count()).toBe(4);
      await once('builder');
      await resize(page, PHONE);
      await once('phone-builder');
      await resize(page, DESKTOP);
      await page.getByRole('button', { name: '中文' }).click();
      await page.getByText('问蓝色').waitFor();
      await once('builder-zh');
      await page.getByRole('button', { name: 'English' }).click();
    } else if (turn === 1) {
      // By keyboard: a preset, then a type, then the send button.
      await builder.getByRole('button', { name: 'A card type in hand' }).focus();
      await page.keyboard.press('Enter');
      await builder.getByRole('button', { name: 'Weapons', exact: true }).focus();
      await page.keyboard.press('Space');
      await send.focus();
      expect(await send.isEnabled()).toBe(true);
    } else {
      await builder.getByRole('button', { name: 'Kept since the deal' }).first().click();
    }
    const preview = (await builder.locator('.a93-preview').textContent()) ?? '';
    expect(preview).toMatch(/^.+: “How many .+\?”$/);
    asked.push(preview);
    await send.click();
    // The answer shows on the board, where the asker is looking, and stays there while the bots
    // ask theirs: "Just now" keeps the whole round.
    const question = (/“(How many .+\?)”$/.exec(preview) as RegExpExecArray)[1] as string;
    await expect.poll(() => page.locator('.latest').textContent()).toMatch(/^Just now.+ → .+: How many .+\? — \d+$/);
    await expect.poll(() => page.locator('.latest li').allTextContents()).toContainEqual(expect.stringContaining(`${question} — `));
  }

  /** Chooses the round's cards in the hand (the first by keyboard) and passes them. */
  async function pass(): Promise<void> {
    const send = page.locator('.a93-pass').getByRole('button', { name: 'Pass these cards' });
    const barSend = page.locator('.statusbar').getByRole('button', { name: 'Pass these cards' });
    const cards = page.locator('.a93-hand .a93-card-btn');
    await cards.first().focus();
    await page.keyboard.press('Enter');
    for (let i = 1; !(await send.isEnabled()) && i < (await cards.count()); i++) await cards.nth(i).click();
    await once('pass');
    // What is chosen is named ("2 of 2 chosen: …").
    expect(await page.locator('.a93-picked').textContent()).toMatch(/^(\d+) of \1 chosen: \S/);
    expect(await barSend.count()).toBe(0);
    if (!phonePassSeen) {
      // On a phone the cards are chosen far down the hand: the status bar offers the pass too.
      await resize(page, PHONE);
      await barSend.click();
      phonePassSeen = true;
      await resize(page, DESKTOP);
      return;
    }
    await send.click();
  }

  /** Fills the sheet as the record suggests: per blank, the set with the fewest seen cards, and an unseen time. */
  async function writeSheet(): Promise<void> {
    const form = page.locator('.a93-sheet');
    for (const id of ['suspect', 'place', 'weapon']) {
      const select = form.locator(`#a93-sheet-${id}`);
      const seenCounts = (await select.locator('option').allTextContents()).map((l) =>
        Number(/\((\d)\/3 seen\)/.exec(l)?.[1] ?? 9),
      );
      await select.selectOption({ index: seenCounts.indexOf(Math.min(...seenCounts)) });
    }
    const time = form.locator('#a93-sheet-suspect-sub');
    const times = await time.locator('option').allTextContents();
    const unseenTime = times.findIndex((l, i) => i > 0 && !l.includes('(seen)'));
    await time.selectOption({ index: unseenTime > 0 ? unseenTime : 1 });
    await once('sheet');
    await form.getByRole('button', { name: 'Hand in the sheet' }).click();
  }

  /** Take whatever the UI offers this seat now; false when nothing is on offer. */
  async function playOneMove(): Promise<boolean> {
    const meld = page.locator('.a93-meld .btn-claim:enabled');
    if (await meld.count()) {
      await once('meld');
      await meld.first().click();
      return true;
    }
    if (await page.locator('.a93-builder').isVisible()) {
      await takeTurn();
      return true;
    }
    if (await page.locator('.a93-pass').getByRole('button', { name: 'Pass these cards' }).isVisible()) {
      await pass();
      return true;
    }
    if (await page.locator('.a93-sheet').isVisible()) {
      await writeSheet();
      return true;
    }
    return false;
  }

  /** Plays whatever the UI offers until the game is over; returns the number of moves made. */
  async function playToTheEnd(): Promise<number> {
    const deadline = Date.now() + 240_000;
    let moves = 0;
    while ((await phase()) !== 'over' && Date.now() < deadline) {
      const moved = await playOneMove().catch((e: unknown) => {
        console.warn('[web e2e alibi-1993] move interrupted:', e instanceof Error ? e.message.split('\n')[0] : e);
        return false;
      });
      if (moved) moves += 1;
      await page.waitForTimeout(moved ? 50 : 100);
    }
    expect(await phase()).toBe('over');
    return moves;
  }

  /** The hand is drawn as named SVG cards (in both languages), other hands and the hidden four as backs. */
  async function checkCardArt(): Promise<void> {
    const hand = page.locator('.a93-hand svg.a93-card[role=img]');
    const title = (await page.locator('#a93-hand-h').textContent()) ?? '';
    expect(await hand.count()).toBe(Number(/\d+/.exec(title)?.[0]));
    const labels = await hand.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(new Set(labels).size).toBe(labels.length);
    for (const l of labels) expect(l).toMatch(/^.+ (in the morning|at noon|at night)$|^.+: .+$/);
    expect(await page.getByRole('img', { name: labels[0], exact: true }).first().isVisible()).toBe(true);
    expect(await page.locator('.players .a93-stack').count()).toBe(2);
    expect(await page.locator('.a93-hidden .a93-back').count()).toBe(4);
    await resize(page, PHONE);
    await shot('phone-table');
    await page.getByRole('button', { name: '中文' }).click();
    await expect.poll(() => hand.first().getAttribute('aria-label')).not.toBe(labels[0]);
    await shot('phone-table-zh');
    await resize(page, DESKTOP);
    await shot('table-zh');
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.locator('.a93-hand svg.a93-card').first().getAttribute('aria-label')).toBe(labels[0]);
  }

  it('plays a 3-player hand against two bots to the end', async () => {
    await page.goto(server.url);
    // Every game has its own tile art, hidden from the accessible name, which starts with the game's.
    await page.locator('.game-tile').first().waitFor();
    expect(await page.locator('.game-tile').count()).toBeGreaterThanOrEqual(5);
    for (const tile of await page.locator('.game-tile').all()) expect(await tile.locator('svg').count()).toBeGreaterThan(0);
    expect(await page.locator('.game-tile path[d="M60 76l16 16"]').count()).toBe(0);
    await page.getByRole('radio', { name: /^Alibi \(1993\)/ }).click();
    await page.fill('input[name=name]', 'Ada');
    await page.locator('.segmented label', { hasText: '3' }).click();
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/t\/[\w-]+$/);
    await page.getByRole('button', { name: 'Start game' }).click();
    await root().waitFor();
    await shot('table');
    await checkCardArt();
    const moves = await playToTheEnd();
    expect(moves).toBeGreaterThan(0);
    expect(asked.length).toBeGreaterThan(0);
    expect(phonePassSeen).toBe(true);
    expect(seen.has('pass')).toBe(true);
    expect(seen.has('sheet')).toBe(true);
    console.info(
      `[web e2e alibi-1993] ${moves} moves, ${asked.length} questions, accused: ${accusations}, melded: ${seen.has('meld')}`,
    );

    await page.locator('.game-over').waitFor();
    // One scored hand: a line per seat, and the four hidden cards.
    expect(await page.locator('.a93-result .a93-score-table tbody tr').count()).toBe(3);
    expect(await page.locator('.a93-solution .a93-card').count()).toBe(4);
    expect(await page.locator('.a93-rec .a93-cell.f-hidden').count()).toBe(4);
    // Melds lie fanned, three cards each.
    expect(await page.locator('.a93-melds .a93-fan svg.a93-card').count()).toBe(3 * (await page.locator('.a93-melds > li').count()));
    await shot('game-over');

    // Every question is in the questions tab with its answer, in the words of the builder.
    await page.getByRole('tab', { name: /Questions/ }).click();
    const texts = await page.locator('.a93-q-text').allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(asked.length);
    for (const a of asked) expect(texts).toContain(a.slice(a.indexOf('“') + 1, -1));
    await shot('questions');
    await page.getByRole('tab', { name: 'Log' }).click();
    await shot('log');

    // Own marks on the record sheet are saved through the notes channel.
    await page.getByRole('tab', { name: 'Record' }).click();
    const cell = page.locator('.a93-cell').first();
    await cell.click();
    await expect.poll(() => cell.getAttribute('class')).toContain('mark-x');
    await page.getByText('Saved').waitFor();

    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('游戏结束').first().waitFor();
    await shot('game-over-zh');
    await resize(page, PHONE);
    await shot('phone-over-zh');
    await resize(page, DESKTOP);
    await page.getByRole('button', { name: 'English' }).click();
    expect(pageErrors).toEqual([]);
  }, 400_000);

  it('keeps a score sheet per hand and running totals over a series', async () => {
    // The lobby creates one-hand games; a series table is made through the API, seated as in the lobby.
    const created = await page.evaluate(async () => {
      const r = await fetch('/api/tables', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'alibi-1993',
          players: 3,
          options: { series: 2 },
          bots: [1, 2].map((seat) => ({ seat, kind: 'heuristic' })),
          host: 'Ada',
        }),
      });
      const grant = (await r.json()) as { token: string; seat: number; table: { id: string } };
      localStorage.setItem(`alibi.seat.${grant.table.id}`, JSON.stringify({ token: grant.token, seat: grant.seat }));
      return grant.table.id;
    });
    await page.goto(`${server.url}/t/${created}`);
    await page.getByRole('button', { name: 'Start game' }).click();
    await root().waitFor();
    await page.locator('.statusbar', { hasText: 'Hand 1 of 2' }).waitFor();
    questionsFirst = 0;
    await playToTheEnd();
    await page.locator('.game-over').waitFor();
    expect(await page.locator('.statusbar').textContent()).toContain('Hand 2 of 2');
    const results = page.locator('.a93-result');
    expect(await results.count()).toBe(2);
    // The running total after hand 2 is hand 1's total plus hand 2's line, for every seat.
    const number = (x: string) => Number(x.replace('−', '-').replace('+', '').replace('—', '0'));
    for (let s = 0; s < 3; s++) {
      const cells = async (hand: number) =>
        (await results.nth(hand).locator('tbody tr').nth(s).locator('td').allTextContents()).map(number);
      const [first, second] = [await cells(0), await cells(1)];
      expect(second[4]).toBe((first[4] ?? 0) + (second[3] ?? 0));
    }
    await shot('series-over');
    expect(pageErrors).toEqual([]);
  }, 400_000);
});
