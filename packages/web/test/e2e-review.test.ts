/**
 * Browser test of the game review (issue #21, docs/review.md): a 3-player Perfect Alibi table
 * (this browser's seat 0, scripted by the engine's random policy, and two bots) is played to the
 * end; the game-over screen's Review button opens the dialog, computed in a Web Worker from seat
 * 0's own replay. What it shows must be what `reviewGame` computes from the stored log for seat 0:
 * the chart's claims, the "could have claimed" line, one rated entry per question; at this private
 * table, no word of what the questions gave the others. At a table that publishes its reviews,
 * what each seat's questions gave each other player (in the dialog's every tab and in the replay
 * viewer) must be `reviewGame`'s `others` on the stored log.
 * Screenshots: test-artifacts/review-*.png (desktop in English, phone in Chinese).
 */
import { findGame } from '@alibi/games';
import { reviewGame, type SeatReview } from '@alibi/deduction/review';
import type { TableInfo } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, autoplay, Client, createTable, readStored } from '../../server/test/helpers.ts';
import { seatName } from '../src/game/logic.ts';
import { loadLang, translator } from '../src/i18n/format.ts';
import { type BrowserTable, openBrowserTable, openSeat, resize, skipWithoutChromium } from './browser.ts';
import { expectOthersPrivate, expectOthersShown, reviewOfStored } from './review-others.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const skip = skipWithoutChromium('web e2e review');

describe.skipIf(skip)('the game review of a finished Perfect Alibi table in Chromium', () => {
  let table: BrowserTable;
  const clients: Client[] = [];
  beforeAll(async () => {
    // A fixed deal and bot choices: with random ones a bot's early claim could end the game before
    // seat 0 had asked anything, and the review would have no question to rate (it happened in CI).
    table = await openBrowserTable('review-', undefined, { seed: 'review-deal', botSeed: 'review-bots' });
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  it('opens from the game-over screen and shows what the seat could have known', async () => {
    const { server, page, dbFile, pageErrors, shot } = table;
    const game = findGame('perfect-alibi');
    if (!game) throw new Error('perfect-alibi is not registered');
    // Careful bots (a random one claims at random) on a fixed deal: seat 0 asks before anyone claims.
    const host = await createTable(server.url, 3, [], { bots: [1, 2].map((seat) => ({ seat, kind: 'heuristic' })) });
    const id = host.table.id;
    const player = new Client(server.url);
    clients.push(player);
    expect(await player.hello(id, host.token)).toEqual({ ok: true });
    // Seat 0 plays at random but claims only once it has asked two questions (or when it must,
    // after a final question), so that the review has questions to rate; then the game can end.
    const asked = () =>
      ((player.view as { questions?: { asker: number }[] } | null)?.questions ?? []).filter((q) => q.asker === 0).length;
    const patient = new Proxy(player, {
      get(target, key) {
        if (key === 'legal') {
          if (asked() >= 2) return target.legal;
          const legal = target.legal.filter((a) => (a as { type?: string }).type !== 'claim');
          return legal.length ? legal : target.legal;
        }
        const v: unknown = Reflect.get(target, key);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    const mover = autoplay(patient, game, 'review-e2e');
    const started = await fetch(`${server.url}/api/tables/${id}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: host.token }),
    });
    expect(started.status).toBe(200);
    await player.until(() => player.table?.status === 'over', 'the end of the game', 60_000);
    mover.stop();
    const stored = readStored(dbFile, id);
    const want = reviewGame(
      {
        game: 'perfect-alibi',
        players: 3,
        seed: stored.seed,
        options: stored.options as Record<string, unknown>,
        actions: stored.log,
      },
      { seats: [0] },
    ).seats[0];
    if (!want) throw new Error('no review for seat 0');

    await openSeat(page, server.url, id, host.token, 0);
    await page.locator('.game-over').waitFor();
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    const dialog = page.locator('dialog[open]');
    // Computed in a worker after the replay is fetched: give a loaded machine time.
    await dialog.locator('.review-chart svg').waitFor({ timeout: 30_000 });
    const facts = await dialog.locator('.review-facts li').allTextContents();
    expect(facts[0]).toBe(
      want.certainAt
        ? `You could have claimed at turn ${want.certainAt.turn}.`
        : 'Your information never made the missing alibi certain.',
    );
    expect(await dialog.locator('.review-chart circle.claim').count()).toBe(want.claims.length);
    expect(await dialog.locator('.review-chart circle.claim.wrong').count()).toBe(want.wrongClaims.length);
    expect(await dialog.locator('.review-questions > li').count()).toBe(want.questions.length);
    expect(want.questions.length).toBeGreaterThan(0);
    const ratings = await dialog.locator('.review-questions .rating').allTextContents();
    expect(ratings).toEqual(want.questions.map((q) => q.rating));
    // A private table: the others' perspectives stay theirs, and the dialog says why it is silent.
    await expectOthersPrivate(dialog, translator('en'));
    await shot('desktop-en');

    await resize(page, { width: 390, height: 844 });
    await dialog.getByRole('button', { name: /close/i }).first().click();
    await page.getByRole('button', { name: '中文', exact: true }).click();
    await page.getByRole('button', { name: '复盘', exact: true }).click();
    await page.locator('dialog[open] .review-chart svg').waitFor({ timeout: 30_000 });
    expect(await page.locator('dialog[open] .review-questions > li').count()).toBe(want.questions.length);
    await expectOthersPrivate(page.locator('dialog[open]'), translator('zh-CN'));
    await shot('phone-zh');
    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it("shows every seat's review at a table that publishes them, and the watched seat's review in the replay viewer", async () => {
    const { server, page, dbFile, pageErrors, shot } = table;
    // Heuristic bots ask before they claim: questions whose answers the others hear (a random bot's
    // early claim can end the game before anyone asks).
    const heuristic = [1, 2].map((seat) => ({ seat, kind: 'heuristic' }));
    const host = await createTable(server.url, 3, [], { publishReviews: true, bots: heuristic });
    const id = host.table.id;
    const player = new Client(server.url);
    clients.push(player);
    expect(await player.hello(id, host.token)).toEqual({ ok: true });
    const post = (path: string) =>
      fetch(`${server.url}/api/tables/${id}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: host.token }),
      });
    expect((await post('start')).status).toBe(200);
    // Seat 0 resigns at once: the autopilot plays it out with the bots.
    expect((await post('resign')).status).toBe(200);
    await player.until(() => player.table?.status === 'over', 'the end of the game', 60_000);
    const stored = readStored(dbFile, id);
    const all = reviewOfStored(dbFile, id, 'perfect-alibi');
    const ratingsOf = (seat: number) => all[seat]?.questions.map((q) => q.rating) ?? [];
    const wantOf = (seat: number) => all[seat] as SeatReview;
    const info = (await api<TableInfo>(server.url, 'GET', `/api/tables/${id}`)).body;
    const en = translator('en');
    const name = (seat: number) => seatName(seat, info, en);
    let figures = 0;

    await resize(page, { width: 1280, height: 900 });
    await openSeat(page, server.url, id, host.token, 0);
    await page.locator('.game-over').waitFor();
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    const dialog = page.locator('dialog[open]');
    const tabs = dialog.locator('.review-seats button');
    await tabs.first().waitFor();
    expect(await tabs.count()).toBe(3);
    // One chart, a line per player: the other two seats' lines come as their reviews are computed
    // (attached: a flat line has no height, which Playwright counts as hidden).
    await dialog.locator('.review-chart polyline.other-line').nth(1).waitFor({ state: 'attached', timeout: 60_000 });
    expect(await dialog.locator('.review-chart polyline.seat-line').getAttribute('data-seat')).toBe('0');
    expect(await dialog.locator('.review-chart .legend-seat').count()).toBe(3);
    // Once every seat's review is in: what each of seat 0's questions gave seats 1 and 2.
    figures += await expectOthersShown(dialog, wantOf(0), name, en);
    // Seat 2, then seat 1 (bots): their own figures, said to be theirs, and what their questions gave the others.
    await tabs.nth(2).click();
    await dialog.locator('.review-whose').waitFor();
    figures += await expectOthersShown(dialog, wantOf(2), name, en);
    await tabs.nth(1).click();
    await dialog.locator('.review-chart polyline.seat-line[data-seat="1"]').waitFor();
    expect(await dialog.locator('.review-questions .rating').allTextContents()).toEqual(ratingsOf(1));
    expect(await dialog.locator('.review-chart circle.claim').count()).toBe(all[1]?.claims.length);
    figures += await expectOthersShown(dialog, wantOf(1), name, en);
    // Some seat's questions were answered while the game went on: there were figures to check.
    expect(figures).toBeGreaterThan(0);
    await shot('published-desktop-en');
    await resize(page, { width: 390, height: 844 });
    await shot('published-phone-en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    await resize(page, { width: 1280, height: 900 });
    await dialog.getByRole('button', { name: /close/i }).first().click();

    // The replay viewer: every seat's perspective is open; the watched seat's review beside it.
    await page.getByRole('button', { name: 'Watch the replay', exact: true }).click();
    const replay = page.locator('dialog[open]');
    const seenBy = replay.locator('.replay-bar select');
    expect(await seenBy.locator('option').count()).toBe(4);
    await seenBy.selectOption('2');
    await replay.getByRole('button', { name: 'Review this seat', exact: true }).click();
    await replay.locator('.replay-review .review-chart svg').waitFor({ timeout: 60_000 });
    expect(await replay.locator('.replay-review .review-questions .rating').allTextContents()).toEqual(ratingsOf(2));
    // The viewer reviews the other seats after the watched one: what seat 2's questions gave them.
    await expectOthersShown(replay.locator('.replay-review'), wantOf(2), name, en);
    // "Show" moves the replay to the moment: the step just after seat 2's first claim (listed
    // first) or, without one, its first question, so the log ends with it.
    const first = all[2]?.claims[0]?.step ?? all[2]?.questions[0]?.step;
    if (first !== undefined) {
      await replay
        .locator('.replay-review .review-claim .review-show, .replay-review .review-questions .review-show')
        .first()
        .click();
      await replay.getByText(`Step ${first + 2} of ${stored.log.length + 1}`).waitFor();
    }
    await shot('replay-review-desktop-en');
    await page.keyboard.press('Escape');
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
