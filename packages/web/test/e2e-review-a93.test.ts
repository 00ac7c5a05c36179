/**
 * Browser test of the Alibi (1993) game review (issue #21, docs/review.md "Alibi (1993)"). Seat 0
 * is held by this browser and played by a script connection (the game's heuristic bot, through the
 * server test kit's autoplay) against two heuristic bots, to the end of the hand; the game-over
 * panel's Review button opens the dialog, computed in a Web Worker from seat 0's own replay. The
 * test fetches the same replay, computes `reviewAlibi1993SeatFromViews` itself and checks what the
 * dialog draws: every point of the chance line, the "certain" mark, the sheet's dot, the facts and
 * the per-type table (hidden card, chances, what was written) and every rated question (its rating,
 * the question in the table's words, expected and realised bits, the better one), in English on a desktop and in
 * Chinese on a phone (390 x 844). Screenshots: test-artifacts/review-a93-*.png.
 */
import { join } from 'node:path';
import { Rng } from '@alibi/engine';
import { alibi1993, heuristicPolicy, type Action, type View } from '@alibi/alibi-1993';
import { reviewAlibi1993SeatFromViews, type SeatReview } from '@alibi/deduction/review';
import { bearer, ReplayViews, SEAT_TOKEN_HEADER, type Replay, type TableInfo } from '@alibi/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, autoplay, Client, createTable } from '../../server/test/helpers.ts';
import { loadLang, translator, type Lang } from '../src/i18n/format.ts';
import { seatName } from '../src/game/logic.ts';
import { a93AskedText, a93BetterText, a93HandFacts, a93TypeRows } from '../src/review/a93-logic.ts';
import { expectNoViolations } from './axe.ts';
import { artifacts, type BrowserTable, openBrowserTable, openSeat, resize, skipWithoutChromium } from './browser.ts';
import { drawnChart } from './review-chart.ts';
import { expectEveryTabShown, expectOthersPrivate, reviewOfStored } from './review-others.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const skip = skipWithoutChromium('web e2e review alibi-1993');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * Plays the client's seat with the heuristic bot, through the kit's autoplay: it is offered only
 * the move the bot picks, as one it must take (so an accusation, an interrupt, is taken too).
 */
function playAs(c: Client, seed: string): { stop(): void } {
  const rng = Rng.fromSeed(seed);
  const steered = new Proxy(c, {
    get(target, key) {
      if (key === 'legal') {
        if (target.seat === null || !target.view) return [];
        const legal = (target.legal as Action[]).filter((a) => a.type !== 'resign');
        if (legal.length === 0) return [];
        const a = heuristicPolicy.choose({ seat: target.seat, legal, view: target.view as View, rng, mustAct: target.mustAct });
        return a ? [a] : [];
      }
      if (key === 'mustAct') return true;
      const v: unknown = Reflect.get(target, key);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  return autoplay(steered, alibi1993 as never, seed);
}

/** Seat 0's review from its own replay, fetched with its token as the dialog does. */
async function reviewOfReplay(url: string, id: string, token: string): Promise<SeatReview> {
  const res = await fetch(`${url}/api/tables/${id}/replay?as=0`, { headers: { [SEAT_TOKEN_HEADER]: bearer(token) } });
  expect(res.status).toBe(200);
  const steps = ((await res.json()) as Replay).steps;
  const views = new ReplayViews(steps);
  const all = Array.from({ length: views.length }, (_, i) => views.at(i) as View);
  const review = reviewAlibi1993SeatFromViews(
    0,
    all,
    steps.map((s) => s.events),
  );
  if (!review) throw new Error('no review for seat 0');
  return review;
}

/** Opens Review and checks every figure it draws against `want`, in `lang`. */
async function checkDialog(page: Page, want: SeatReview, table: TableInfo, lang: Lang): Promise<void> {
  const t = translator(lang);
  await page.getByRole('button', { name: t('review.open'), exact: true }).click();
  const dialog = page.locator('dialog[open]');
  // Computed in a worker after the replay is fetched: give a loaded machine time.
  await dialog.locator('.review-chart svg').waitFor({ timeout: 20_000 });
  expect(await dialog.locator('.review').getAttribute('data-game')).toBe('alibi-1993');
  expect(await dialog.locator('.review > p.muted').first().textContent()).toBe(t('review.a93.intro'));
  const caption = t('review.a93.chart');
  expect(await dialog.locator('figcaption').first().textContent()).toContain(caption);

  // The line runs over the whole game: no card is shown before the reveal.
  const chart = await drawnChart(page);
  expect(chart.ps.length).toBe(want.curve.length);
  // Coordinates are drawn to 0.1 px on a line of 120-170 px: within 0.001 of the chance.
  chart.ps.forEach((p, i) => expect(Math.abs(p - (want.curve[i]?.p ?? NaN)), `step ${want.curve[i]?.step}`).toBeLessThan(1e-3));
  const xAt = (step: number) => chart.xs[want.curve.findIndex((c) => c.step === step)];
  if (want.certainAt) expect(chart.certainX).toBeCloseTo(xAt(want.certainAt.step) ?? NaN, 0);
  else expect(chart.certainX).toBeNull();
  expect(chart.claims.length).toBe(want.claims.length);
  want.claims.forEach((c, i) => {
    const dot = chart.claims[i];
    expect(dot?.wrong).toBe(!c.correct);
    expect(Math.abs((dot?.p ?? NaN) - c.probability)).toBeLessThan(1e-3);
    expect(dot?.x).toBeCloseTo(xAt(c.step) ?? NaN, 0);
  });

  // Per hand: the facts, and each hidden card's row (type, card, start → sheet, what was written).
  const hands = want.hands ?? [];
  expect(await dialog.locator('.a93-review-hand').count()).toBe(hands.length);
  for (const hand of hands) {
    const section = dialog.locator(`.a93-review-hand[data-hand="${hand.hand}"]`);
    expect(await section.locator('.review-facts li').allTextContents()).toEqual(a93HandFacts(want, hand, t));
    const rows = section.locator('.a93-review-types tbody tr');
    expect(await rows.count()).toBe(4);
    const expected = a93TypeRows(want, hand, t);
    for (let i = 0; i < 4; i++) expect(await rows.nth(i).locator('th, td').allTextContents()).toEqual(expected[i]);
  }
  // Every rated question, as reviewAlibi1993SeatFromViews rates it, in the table's question words.
  expect(want.questions.length).toBeGreaterThan(0);
  const name = (seat: number) => seatName(seat, table, t);
  expect(await dialog.locator('.review-questions > li').allTextContents()).toEqual(
    want.questions.map(
      (q) =>
        `${t(`review.rating.${q.rating}`)} ${a93AskedText(q, name, t)}` +
        t('review.bits', { bits: q.expectedBits.toFixed(2), best: q.bestBits.toFixed(2) }) +
        (q.realisedBits === null ? '' : ` · ${t('review.learned', { bits: q.realisedBits.toFixed(2) })}`) +
        (q.rating === 'best' ? '' : a93BetterText(q, name, t)),
    ),
  );
  expect(await dialog.locator('.review-questions > li .rating').allTextContents()).toEqual(
    want.questions.map((q) => t(`review.rating.${q.rating}`)),
  );
  expect(await dialog.getByText(t('review.a93.ratings'), { exact: true }).count()).toBe(1);
  // This table keeps its reviews private: what the questions gave the others is not known here.
  await expectOthersPrivate(dialog, t);
  // Drawn at the figure's width, so its 12px text stays 12px on a phone.
  expect(Math.abs(chart.width - (await dialog.locator('.review-chart').evaluate((e) => e.clientWidth)))).toBeLessThanOrEqual(1);
}

describe.skipIf(skip)('the game review of a finished Alibi (1993) table in Chromium', () => {
  let table: BrowserTable;
  const clients: Client[] = [];
  beforeAll(async () => {
    table = await openBrowserTable('review-a93-', DESKTOP, { seed: 'review-a93-1', botSeed: 'review-a93-1' });
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  /** A 3-player table, seat 0 played by the heuristic bot through a script connection (seed `seed`), two heuristic bots, to its end. */
  async function playToTheEnd(seed: string, publishReviews: boolean) {
    const bots = [1, 2].map((seat) => ({ seat, kind: 'heuristic' }));
    const host = await createTable(table.server.url, 3, [], { game: 'alibi-1993', bots, publishReviews });
    const id = host.table.id;
    const player = new Client(table.server.url);
    clients.push(player);
    expect(await player.hello(id, host.token)).toEqual({ ok: true });
    const mover = playAs(player, seed);
    expect((await api(table.server.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    await player.until(() => player.table?.status === 'over', 'the end of the game', 40_000);
    mover.stop();
    return { host, id };
  }

  it('shows seat 0 its chance of each hidden card, when it could be certain and its sheet judged', async () => {
    const { server, page, pageErrors } = table;
    const { host, id } = await playToTheEnd('review-a93-3p', false);
    const want = await reviewOfReplay(server.url, id, host.token);
    expect(want.curve.length).toBeGreaterThan(10);
    expect(want.hands).toHaveLength(1);

    await openSeat(page, server.url, id, host.token, 0);
    await page.locator('.a93 .game-over').waitFor();
    const looks: { lang: Lang; size: typeof DESKTOP; name: string }[] = [
      { lang: 'en', size: DESKTOP, name: 'desktop-en' },
      { lang: 'zh-CN', size: PHONE, name: 'phone-zh' },
    ];
    for (const { lang, size, name } of looks) {
      await resize(page, size);
      await page.getByRole('button', { name: lang === 'en' ? 'English' : '中文', exact: true }).click();
      await page.locator(`html[lang="${lang}"]`).waitFor();
      await page.locator('.a93 .game-over .over-head').screenshot({ path: join(artifacts, `review-a93-${name}-button.png`) });
      await checkDialog(page, want, host.table, lang);
      await page.screenshot({ path: join(artifacts, `review-a93-${name}.png`) });
      await expectNoViolations(page, `review ${name}`);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
      await page
        .locator('dialog[open]')
        .getByRole('button', { name: translator(lang)('dialog.close') })
        .click();
    }
    // The replay viewer shows the same review for the seat it watches, with "Show" landing on a step.
    const t = translator('en');
    await resize(page, DESKTOP);
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('button', { name: t('over.replay'), exact: true }).click();
    const replay = page.locator('dialog[open]');
    await replay.locator('.replay-bar select').selectOption('0');
    await replay.getByRole('button', { name: t('review.replayOpen'), exact: true }).click();
    const panel = replay.locator('.replay-review');
    await panel.locator('.a93-review-hand').waitFor({ timeout: 20_000 });
    const hand = want.hands?.[0];
    if (hand) {
      const facts = await panel.locator('.review-facts li').allTextContents();
      a93HandFacts(want, hand, t).forEach((f, i) => expect(facts[i]?.replace(new RegExp(`${t('review.show')}$`), '')).toBe(f));
      expect(await panel.locator('.a93-review-types tbody tr').count()).toBe(4);
    }
    const shows = panel.getByRole('button', { name: t('review.show'), exact: true });
    const claim = want.claims[0];
    const question = want.questions[want.questions.length - 1];
    if (question) {
      // A question's Show (the last one: the list comes after the hands) lands just after its answer.
      await shows.last().click();
      expect(await replay.locator('.replay-bar').textContent()).toContain(
        t('replay.step', { n: question.step + 2, total: want.curve.length + 1 }),
      );
    }
    if (claim) {
      // The sheet's Show lands just after the seat committed.
      await panel
        .locator('.review-facts .review-claim')
        .getByRole('button', { name: t('review.show'), exact: true })
        .click();
      expect(await replay.locator('.replay-bar').textContent()).toContain(
        t('replay.step', { n: claim.step + 2, total: want.curve.length + 1 }),
      );
    }
    await page.screenshot({ path: join(artifacts, 'review-a93-replay.png') });
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it("at a table that publishes its reviews, what each seat's questions gave the other players", async () => {
    const { server, page, pageErrors, dbFile } = table;
    const { host, id } = await playToTheEnd('review-a93-3p-published', true);
    const all = reviewOfStored(dbFile, id, 'alibi-1993');
    await openSeat(page, server.url, id, host.token, 0);
    await page.locator('.a93 .game-over').waitFor();
    const t = translator('en');
    await resize(page, DESKTOP);
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('button', { name: t('review.open'), exact: true }).click();
    const dialog = page.locator('dialog[open]');
    // Every seat's tab (sorted by seat): what each of its questions gave the two others.
    const figures = await expectEveryTabShown(dialog, all, (s) => seatName(s, host.table, t), t);
    expect(figures).toBeGreaterThan(0);
    await page.screenshot({ path: join(artifacts, 'review-a93-published.png') });
    await dialog.getByRole('button', { name: t('dialog.close') }).click();
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
