/**
 * Browser test of the game review (issue #21, docs/review.md): a 3-player Perfect Alibi table
 * (this browser's seat 0, scripted by the engine's random policy, and two bots) is played to the
 * end; the game-over screen's Review button opens the dialog, computed in a Web Worker from seat
 * 0's own replay. What it shows must be what `reviewGame` computes from the stored log for seat 0:
 * the chart's claims, the "could have claimed" line, one rated entry per question.
 * Screenshots: test-artifacts/review-*.png (desktop in English, phone in Chinese).
 */
import { findGame } from '@alibi/games';
import { reviewGame } from '@alibi/deduction/review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoplay, Client, createTable, readStored } from '../../server/test/helpers.ts';
import { type BrowserTable, openBrowserTable, openSeat, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('web e2e review');

describe.skipIf(skip)('the game review of a finished Perfect Alibi table in Chromium', () => {
  let table: BrowserTable;
  const clients: Client[] = [];
  beforeAll(async () => {
    table = await openBrowserTable('review-');
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  it('opens from the game-over screen and shows what the seat could have known', async () => {
    const { server, page, dbFile, pageErrors, shot } = table;
    const game = findGame('perfect-alibi');
    if (!game) throw new Error('perfect-alibi is not registered');
    const host = await createTable(server.url, 3, [1, 2]);
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
    await shot('desktop-en');

    await resize(page, { width: 390, height: 844 });
    await dialog.getByRole('button', { name: /close/i }).first().click();
    await page.getByRole('button', { name: '中文', exact: true }).click();
    await page.getByRole('button', { name: '复盘', exact: true }).click();
    await page.locator('dialog[open] .review-chart svg').waitFor({ timeout: 30_000 });
    expect(await page.locator('dialog[open] .review-questions > li').count()).toBe(want.questions.length);
    await shot('phone-zh');
    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
