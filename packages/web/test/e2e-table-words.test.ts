/**
 * What the table says, in Chromium (issue #18): words a player reads at the table itself, not only
 * in the log, in English and Chinese. Fixed deals, every seat a script connection (no bots), so
 * each case meets the same moment every run; the page follows seat 0.
 *
 * Perfect Alibi (manual answers, Unforgiving): asked to show a card, the prompt names the asker and
 * the values asked; a card the Pickpocket took from this seat is "taken from you by" the taker in
 * the note sheet, never "seen from" this seat; a proven wrong answer ends the game with the reason
 * in words (the engine's `treachery-found`), not the raw code.
 * Four Suspects: asked to show a card, the show panel states the question; the broker's return
 * step reads as this seat's own due to the buyer, never as a question this seat puts to itself.
 * Screenshots: test-artifacts/words-*.png.
 */
import type { Page } from 'playwright-core';
import type { SeatGrant } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client } from '../../server/test/helpers.ts';
import { loadLang, translator } from '../src/i18n/format.ts';
import { openBrowserTable, openSeat, skipWithoutChromium, type BrowserTable } from './browser.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const skip = skipWithoutChromium('web e2e table words');
const zh = translator('zh-CN');
const NAMES = ['Ada', 'Bo', 'Cy'] as const;

type Action = Record<string, unknown>;

/** A legal action equal to `want`: the same keys, the same values. */
const exactly =
  (want: Action) =>
  (a: unknown): boolean => {
    const got = a as Action;
    const keys = Object.keys(want);
    return Object.keys(got).length === keys.length && keys.every((k) => JSON.stringify(got[k]) === JSON.stringify(want[k]));
  };

/** Waits until `seat` may make exactly `action`, makes it, and waits for it to land. */
async function play(seat: Client, action: Action): Promise<void> {
  const what = `${NAMES[seat.seat ?? 0]}: ${JSON.stringify(action)}`;
  await seat.until(() => seat.legal.some(exactly(action)), `${what} to be legal`, 15_000);
  const version = seat.version;
  const r = await seat.act(action);
  if (!r.ok) throw new Error(`${what} refused: ${JSON.stringify(r.error)}`);
  await seat.until(() => seat.version !== version, `${what} to land`, 15_000);
}

describe.skipIf(skip)('what the table says, in Chromium', () => {
  let table: BrowserTable;
  let page: Page;
  const clients: Client[] = [];

  beforeAll(async () => {
    // Fixed deals from the tests, a fixed seed for the little randomness left (the Pickpocket's pick).
    table = await openBrowserTable('words-', { width: 1366, height: 900 }, { acceptDeals: true, seed: 'table-words-1' });
    page = table.page;
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  /** A 3-seat table of `game` with Ada, Bo and Cy (no bots), started; a script connection per seat, the page on Ada's. */
  async function scriptedTable(game: string, options: Record<string, unknown>): Promise<Client[]> {
    const url = table.server.url;
    const made = await api<SeatGrant>(url, 'POST', '/api/tables', { game, players: 3, host: NAMES[0], claimWindow: 0, options });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.table.id;
    const tokens = [made.body.token];
    for (const name of NAMES.slice(1)) {
      const joined = await api<SeatGrant>(url, 'POST', `/api/tables/${id}/seats`, { name });
      expect(joined.status).toBe(201);
      tokens.push(joined.body.token);
    }
    expect((await api(url, 'POST', `/api/tables/${id}/start`, { token: tokens[0] })).status).toBe(200);
    const seats = tokens.map(() => new Client(url));
    clients.push(...seats);
    for (const [i, c] of seats.entries()) expect(await c.hello(id, tokens[i])).toEqual({ ok: true });
    await openSeat(page, url, id, tokens[0] ?? '');
    await page.locator('.pa').waitFor();
    return seats;
  }

  const setLang = async (lang: 'en' | 'zh') => {
    await page.getByRole('button', { name: lang === 'en' ? 'English' : '中文', exact: true }).click();
    await page.locator(`html[lang="${lang === 'en' ? 'en' : 'zh-CN'}"]`).waitFor();
  };
  const promptText = () => page.locator('.statusbar .prompt').textContent();
  const panelText = () => page.locator('.action-panel').textContent();

  it('Perfect Alibi: the show prompt names the question, a taken card is "taken", a proven wrong answer ends in words', async () => {
    // Cards are time * 4 + location. Ada holds three Library cards (0, 4, 8), Dawn·Garden (1) and
    // Dawn·Cellar (2); Bo holds one Garden card (9). The tiles: the first is Ada's colour, so the
    // assistants are chosen Ada, Cy, Bo and Bo starts; none of the four face-up tiles has arrows.
    const [ada, bo, cy] = await scriptedTable('perfect-alibi', {
      manualAnswers: true,
      unforgiving: true,
      deal: {
        missing: 5,
        hands: [
          [0, 1, 2, 4, 8],
          [3, 6, 7, 9, 10],
          [11, 12, 13, 14, 15],
        ],
        tiles: [1, 7, 13, 2, 0, 3, 4, 5, 6, 8, 9, 10, 11, 12, 14, 15, 16, 17],
      },
    });
    if (!ada || !bo || !cy) throw new Error('three seats expected');
    await play(ada, { type: 'chooseAssistant', assistant: 'reporter' });
    await play(cy, { type: 'chooseAssistant', assistant: 'pickpocket' });
    await play(bo, { type: 'chooseAssistant', assistant: 'lookout' });

    // Bo asks Ada about the Library; Ada owns three, says so, and must show one.
    await play(bo, { type: 'takeTile', tile: 1, target: 0 });
    await play(bo, { type: 'ask', category: 'location', values: [0] });
    await play(ada, { type: 'answer', count: 3 });
    await page.locator('.pa[data-phase="show"][data-mine="true"] .action-panel .card-btn').first().waitFor();
    const asked = 'Bo asked how many alibis you hold for Library: choose one of those cards to show Bo.';
    expect(await promptText()).toBe(asked);
    expect(await panelText()).toContain(asked);
    await table.shot('pa-show-en');
    await setLang('zh');
    const asked_zh = await promptText();
    expect(asked_zh).toContain('Bo');
    expect(asked_zh).toContain(zh('location.library'));
    expect(await panelText()).toContain(asked_zh ?? '?');
    await table.shot('pa-show-zh');
    await setLang('en');
    await play(ada, { type: 'show', card: 0 });

    // Cy, with the Pickpocket, asks Ada about the Library or the Cellar (four cards): Cy takes one.
    await play(cy, { type: 'takeTile', tile: 2, target: 0 });
    await play(cy, { type: 'ask', category: 'location', values: [0, 2] });
    await play(ada, { type: 'answer', count: 4 });
    await ada.until(() => ((ada.view as { seen?: unknown[] }).seen ?? []).length > 0, 'the taken card in Ada’s view');
    const taken = (ada.view as { seen: { card: number; how: string }[] }).seen.find((s) => s.how === 'taken-from-me');
    expect(taken, 'the server tells Ada which card was taken').toBeDefined();
    // The sheet runs time by time, four locations each: the cell's index is the card.
    const cell = page.locator('.notes .cell').nth(taken?.card ?? -1);
    await expect.poll(() => cell.getAttribute('aria-label')).toContain('taken from you by Cy');
    const label = (await cell.getAttribute('aria-label')) ?? '';
    expect(label).toContain('in your hand');
    expect(label).not.toContain('seen from');
    // Bo was shown card 0 by Ada: that one Ada gave, it was not "seen from" Ada either.
    expect(await page.locator('.notes .cell').nth(0).getAttribute('aria-label')).not.toContain('seen from');
    // Claiming one's own card from the sheet: the button says why it cannot (the claim dialog's
    // own reason is checked in e2e-rough-edges.test.ts).
    await page.locator('.notes .cell').nth(1).click();
    const claimOwn = page.locator('.cell-claim');
    expect(await claimOwn.getByRole('button').isDisabled()).toBe(true);
    expect(await claimOwn.locator('.muted').textContent()).toBe('You hold this card: it cannot be missing.');
    await table.shot('pa-taken-en');
    await setLang('zh');
    await expect.poll(() => cell.getAttribute('aria-label')).toContain(zh('pa.notes.takenBy', { name: 'Cy' }));
    expect(await cell.getAttribute('aria-label')).not.toContain(zh('notes.seenFrom', { name: 'Ada' }));
    expect(await claimOwn.locator('.muted').textContent()).toBe(zh('cw.why.hand'));
    await table.shot('pa-taken-zh');
    await setLang('en');

    // Ada asks Bo about the Garden; Bo holds one and answers 0. Ada accuses that answer and wins.
    await play(ada, { type: 'takeTile', tile: 7, target: 1 });
    await play(ada, { type: 'ask', category: 'location', values: [1] });
    await play(bo, { type: 'answer', count: 0 });
    const lie = (ada.view as { questions: { target: number }[] }).questions.length - 1;
    await play(ada, { type: 'accuse', questions: [lie] });
    await ada.until(() => ada.table?.status === 'over', 'the game to end');
    const over = page.locator('.game-over');
    await over.waitFor();
    expect(await over.locator('.over-winner').textContent()).toBe('You won!');
    expect(await over.textContent()).toContain('How it ended: a proven wrong answer');
    expect(await over.textContent()).not.toContain('treachery-found');
    await table.shot('pa-treachery-en');
    await setLang('zh');
    await expect.poll(() => over.textContent()).toContain(zh('over.reason', { reason: zh('reason.treachery') }));
    expect(await over.textContent()).not.toContain('treachery');
    await table.shot('pa-treachery-zh');
    await setLang('en');
    expect(table.pageErrors).toEqual([]);
  }, 60_000);

  it('Four Suspects: the show panel states the question; the broker’s return step is the returner’s own', async () => {
    // Cards are time * 4 + place. Ada holds three Pier cards (0, 4, 8); Bo holds no Supper card.
    // The row: a time card, a place card, a time card, then a show-me card; Ada starts.
    const [ada, bo, cy] = await scriptedTable('four-suspects', {
      deal: {
        missing: [15],
        hands: [
          [0, 1, 4, 5, 8],
          [2, 3, 6, 7, 9],
          [10, 11, 12, 13, 14],
        ],
        deck: [4, 10, 5, 18, 0, 1, 2, 3, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21],
        start: 0,
      },
    });
    if (!ada || !bo || !cy) throw new Error('three seats expected');
    // Bo is given a coin by each question: three by Ada's show-me card, the broker's price.
    await play(ada, { type: 'ask', card: 4, target: 1, category: 'time', values: [3] });
    await play(bo, { type: 'answer' });
    await play(bo, { type: 'ask', card: 10, target: 0, category: 'place', values: [0] });
    await play(ada, { type: 'answer' });
    await page.locator('.fs[data-phase="show"][data-mine="true"] .action-panel .card-btn').first().waitFor();
    expect(await promptText()).toBe('Show Bo a card.');
    expect(await page.locator('.action-panel .fs-question').textContent()).toMatch(
      /^\s*Bo asks: how many of your cards show Pier\?$/,
    );
    await table.shot('fs-show-en');
    await setLang('zh');
    expect(await page.locator('.action-panel .fs-question').textContent()).toContain(
      zh('fs.q.count', { asker: 'Bo', values: zh('fs.place.pier') }),
    );
    await table.shot('fs-show-zh');
    await setLang('en');
    await play(ada, { type: 'show', card: 0 });
    await play(cy, { type: 'ask', card: 5, target: 1, category: 'time', values: [3] });
    await play(bo, { type: 'answer' });

    // Ada demands a card of Bo; Bo hires the broker and shows Cora at the Tearoom at Breakfast (2), so Ada owes
    // Bo a card sharing a time, place or person with it.
    await play(ada, { type: 'demand', card: 18, target: 1 });
    await play(bo, { type: 'buy', helper: 'broker' });
    await play(bo, { type: 'show', card: 2 });
    await page.locator('.fs[data-phase="brokerShow"][data-mine="true"] .action-panel .card-btn').first().waitFor();
    const panel = (await panelText()) ?? '';
    expect(await promptText()).toBe('The broker’s due: show a card sharing a feature with the one you saw.');
    expect(await page.locator('.action-panel .fs-question').textContent()).toBe(
      'The broker: show Bo one of your cards sharing a time, place or person with Cora at the Tearoom at Breakfast.',
    );
    expect(panel).not.toMatch(/asks you/);
    // Only Ada's cards that share something with card 2 (Breakfast, or its person) are offered.
    expect(await page.locator('.action-panel .card-btn').count()).toBe(
      ada.legal.filter((a) => (a as Action).type === 'show').length,
    );
    await table.shot('fs-broker-en');
    await setLang('zh');
    const broker_zh = (await page.locator('.action-panel .fs-question').textContent()) ?? '';
    expect(broker_zh).toMatch(/^掮客：给 Bo 看/);
    expect(await panelText()).not.toContain(zh('fs.q.demand', { asker: 'Ada' }));
    await table.shot('fs-broker-zh');
    await setLang('en');
    expect(table.pageErrors).toEqual([]);
  }, 60_000);
});
