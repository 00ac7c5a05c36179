/**
 * Browser test of the Alibis game review (issue #21, docs/review.md "Alibis"). Seat 0 is held by
 * this browser and played by a script connection (random legal alibis and boards, through the
 * server test kit's autoplay) against a word bot and an expert bot, to the end of the game; the
 * game-over panel's Review button opens the dialog, which the server computes
 * (`GET /api/tables/:id/review`). The test rebuilds the spectator's views from the public replay,
 * runs `reviewAlibisFromViews` itself and checks what the dialog draws: the summary's table of
 * which model read the clues, every alibi (its word, writer, found or not, margin, whether each
 * model put its pair on top), every other board on it, and every row of its table (the word, the
 * two intended suspects, each model's rank and bar, in the fused order), in English on a desktop
 * and in Chinese on a phone.
 * Screenshots: test-artifacts/review-alibis-*.png.
 */
import { join } from 'node:path';
import { alibis as alibisGame, type View } from '@alibi/alibis';
import { reviewAlibisFromViews, type AlibisReview } from '@alibi/alibis/review';
import { ReplayViews, type Replay, type TableInfo } from '@alibi/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, autoplay, Client, createTable } from '../../server/test/helpers.ts';
import { loadLang, translator, type Lang } from '../src/i18n/format.ts';
import { seatName } from '../src/game/logic.ts';
import { MODELS, marginText } from '../src/review/AlibisReview.tsx';
import { expectNoViolations } from './axe.ts';
import { artifacts, type BrowserTable, openBrowserTable, openSeat, resize, skipWithoutChromium } from './browser.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const skip = skipWithoutChromium('web e2e review alibis');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The review from the public (spectator's) replay: what anyone may see once the game is over. */
async function reviewOfReplay(url: string, id: string): Promise<AlibisReview> {
  const res = await fetch(`${url}/api/tables/${id}/replay?as=spectator`);
  expect(res.status).toBe(200);
  const views = new ReplayViews(((await res.json()) as Replay).steps);
  return reviewAlibisFromViews(Array.from({ length: views.length }, (_, i) => views.at(i) as View));
}

/** One model's cell as drawn: its rank attribute, bar scale and the number shown ("—" without a row). */
interface DrawnCell {
  rank: string;
  score: string | null;
  text: string;
  bar: string | null;
}

interface Drawn {
  round: number;
  index: number;
  word: string;
  chip: string;
  margin: string | null;
  reads: { model: string; result: string; text: string }[];
  boards: string[];
  rows: { suspect: number; intended: boolean; word: string; cells: DrawnCell[] }[];
}

/** Every alibi the open dialog draws, read back from the page. */
function drawn(page: Page): Promise<Drawn[]> {
  return page.locator('dialog[open] .alr-alibi').evaluateAll((items) =>
    items.map((li) => ({
      round: Number(li.getAttribute('data-round')),
      index: Number(li.getAttribute('data-index')),
      word: li.querySelector('.alr-word')?.textContent ?? '',
      chip: li.querySelector('.alr-chip')?.textContent ?? '',
      margin: li.querySelector('.alr-margin')?.textContent ?? null,
      reads: [...li.querySelectorAll('.alr-read')].map((r) => ({
        model: r.getAttribute('data-model') ?? '',
        result: ['yes', 'no', 'none'].find((c) => r.classList.contains(c)) ?? '',
        text: r.textContent ?? '',
      })),
      boards: [...li.querySelectorAll('.alr-board')].map((b) => b.textContent ?? ''),
      rows: [...li.querySelectorAll('tbody tr')].map((tr) => ({
        suspect: Number(tr.getAttribute('data-suspect')),
        intended: tr.getAttribute('data-intended') === 'true',
        word: tr.querySelector('.alr-fit-word')?.textContent?.replace('★', '') ?? '',
        cells: [...tr.querySelectorAll('.alr-model')].map((td) => ({
          rank: td.getAttribute('data-rank') ?? '',
          score: td.getAttribute('data-score'),
          text: td.textContent ?? '',
          bar: (td.querySelector('.alr-bar > span') as HTMLElement | null)?.style.width ?? null,
        })),
      })),
    })),
  );
}

/** Opens Review and checks every alibi, board and row against `want`, in `lang`. */
async function checkDialog(page: Page, want: AlibisReview, info: TableInfo, lang: Lang): Promise<void> {
  const t = translator(lang);
  const name = (s: number) => (s === 0 ? `${seatName(0, info, t)} (${t('review.alibis.you')})` : seatName(s, info, t));
  const who = (xs: readonly number[]) => (xs.length ? xs.map(name).join(', ') : t('review.alibis.nobody'));
  await page
    .locator('.al-over')
    .getByRole('button', { name: t('review.open'), exact: true })
    .click();
  const dialog = page.locator('dialog[open]');
  await dialog.locator('.alr-alibi').first().waitFor({ timeout: 20_000 });
  const s = want.summary;
  expect(await dialog.locator('.alr-totals').textContent()).toBe(
    `${t('review.alibis.pairs', { found: s.pairsFound, total: s.alibis })} · ${t('review.alibis.perp', { found: s.perpetratorFound, total: s.perpetratorChances })} · ${t('review.alibis.heat', { heat: want.heatLeft, start: want.heatStart })}`,
  );
  const best = s.best[0];
  if (best)
    expect(await dialog.locator('.alr-best').textContent()).toBe(
      t('review.alibis.best', { word: best.word, who: name(best.seat), round: best.round, margin: marginText(best.margin) }),
    );
  // Which model read the clues: a row per model, counts from the summary.
  const count = (n: number, total: number) => t('review.alibis.count', { n, total });
  expect(
    await dialog
      .locator('.alr-readers tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent))),
  ).toEqual(
    MODELS.map((m) => {
      const r = s.readers[m];
      return [
        t(`review.alibis.model.${m}`),
        count(r.decoded, s.alibis),
        count(r.decodedFound, r.decoded),
        count(s.pairsFound - r.decodedFound, s.alibis - r.decoded),
      ];
    }),
  );
  expect(await dialog.locator('.alr-round h3').allTextContents()).toEqual(
    want.rounds.map((r) => t('review.alibis.round', { n: r.round })),
  );
  const got = await drawn(page);
  const all = want.rounds.flatMap((r) => r.alibis.map((a) => ({ r, a })));
  expect(got.length).toBe(all.length);
  all.forEach(({ r, a }, i) => {
    const d = got[i] as Drawn;
    const at = `round ${a.round} alibi ${a.index}`;
    expect([d.round, d.index, d.word], at).toEqual([a.round, a.index, `“${a.word}”`]);
    expect(d.chip, at).toBe(
      a.found ? `✓ ${t('review.alibis.found', { who: who(a.foundBy) })}` : `✗ ${t('review.alibis.notFound')}`,
    );
    expect(d.margin, at).toBe(a.margin === null ? null : t('review.alibis.margin', { margin: marginText(a.margin) }));
    expect(d.reads, at).toEqual(
      MODELS.map((m) => {
        const { top, decodes } = a.readings[m];
        const model = t(`review.alibis.model.${m}`);
        if (!top) return { model: m, result: 'none', text: t('review.alibis.read.none', { model }) };
        return decodes
          ? { model: m, result: 'yes', text: `✓ ${t('review.alibis.read.yes', { model })}` }
          : {
              model: m,
              result: 'no',
              text: `✗ ${t('review.alibis.read.no', { model, pair: top.map((x) => r.words[x]).join(' + ') })}`,
            };
      }),
    );
    expect(d.boards, at).toEqual(
      a.boards.map((b) =>
        t(`review.alibis.board.${b.result}`, { who: name(b.seat), marked: b.marked.map((x) => r.words[x]).join(' + ') }),
      ),
    );
    // In the fused order, each model's rank and bar (a dash where the model has no reading).
    const rows = [...a.fits].sort((x, y) => (x.fused?.rank ?? 0) - (y.fused?.rank ?? 0) || x.suspect - y.suspect);
    expect(d.rows, at).toEqual(
      rows.map((f) => ({
        suspect: f.suspect,
        intended: f.intended,
        word: f.word,
        cells: MODELS.map((m) => {
          const fit = f[m];
          return fit
            ? { rank: String(fit.rank), score: String(fit.score), text: String(fit.rank), bar: `${fit.score}%` }
            : { rank: '', score: null, text: '—', bar: null };
        }),
      })),
    );
    // The fused ranks run 1, 2, 3, ... down the table: the order the bots' guesser reads it.
    if (a.readings.fused.top)
      expect(
        d.rows.map((x) => x.cells[2]?.rank),
        at,
      ).toEqual(rows.map((_, i) => String(i + 1)));
    // The two intended suspects are starred, and only they.
    expect(
      d.rows
        .filter((x) => x.intended)
        .map((x) => x.suspect)
        .sort((x, y) => x - y),
      at,
    ).toEqual(a.suspects);
  });
}

describe.skipIf(skip)('the review of a finished Alibis table in Chromium', () => {
  let table: BrowserTable;
  let player: Client | null = null;
  beforeAll(async () => {
    table = await openBrowserTable('review-alibis-', DESKTOP);
  }, 120_000);
  afterAll(async () => {
    player?.close();
    await table?.close();
  });

  it('shows per alibi who found its pair and how it relates to every suspect word', async () => {
    const { server, page, pageErrors } = table;
    const bots = [
      { seat: 1, kind: 'heuristic' },
      { seat: 2, kind: 'expert' },
    ];
    const host = await createTable(server.url, 3, [], { game: 'alibis', host: 'Ada', bots });
    const id = host.table.id;
    player = new Client(server.url);
    expect(await player.hello(id, host.token)).toEqual({ ok: true });
    const mover = autoplay(player, alibisGame as never, 'review-alibis');
    expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    await player.until(() => player?.table?.status === 'over', 'the end of the game', 40_000);
    mover.stop();
    const want = await reviewOfReplay(server.url, id);
    // What the server serves is the same function's output.
    const served = await api<AlibisReview>(server.url, 'GET', `/api/tables/${id}/review`);
    expect(served.body).toEqual(want);
    expect(want.rounds.length).toBeGreaterThan(0);
    // The names the dialog uses are the table's.
    const info = (await api<TableInfo>(server.url, 'GET', `/api/tables/${id}`)).body;

    await openSeat(page, server.url, id, host.token, 0);
    await page.locator('.al-over').waitFor();
    const looks: { lang: Lang; size: typeof DESKTOP; name: string }[] = [
      { lang: 'en', size: DESKTOP, name: 'desktop-en' },
      { lang: 'zh-CN', size: PHONE, name: 'phone-zh' },
    ];
    for (const { lang, size, name } of looks) {
      await resize(page, size);
      await page.getByRole('button', { name: lang === 'en' ? 'English' : '中文', exact: true }).click();
      await page.locator(`html[lang="${lang}"]`).waitFor();
      await page.locator('.al-over .alr-over-buttons').screenshot({ path: join(artifacts, `review-alibis-${name}-button.png`) });
      await checkDialog(page, want, info, lang);
      await page.screenshot({ path: join(artifacts, `review-alibis-${name}.png`) });
      // The first alibi's card, open: its model chips and its table with a column per model.
      await page
        .locator('dialog[open] .alr-alibi')
        .first()
        .screenshot({ path: join(artifacts, `review-alibis-${name}-card.png`) });
      await expectNoViolations(page, `alibis review ${name}`);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
      await page
        .locator('dialog[open]')
        .getByRole('button', { name: translator(lang)('dialog.close') })
        .click();
    }
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
