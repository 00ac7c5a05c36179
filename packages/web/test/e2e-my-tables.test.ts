/**
 * "My tables" and the "your turn" marker in Chromium: one browser holds seats at two Alibi Clues
 * tables (the other seat of each is a script); the lobby lists both with the badge where its move
 * is due, the title and favicon say so, and with notifications allowed and the page in the
 * background a turn that comes at the open table shows a notification.
 */
import type { SeatGrant } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, autoplay, Client } from '../../server/test/helpers.ts';
import { findGame } from '@alibi/games';
import { join } from 'node:path';
import { artifacts, type BrowserTable, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('web e2e my tables');

/**
 * Before any page script: a spy on the Notification constructor (headless Chromium shows nothing
 * on screen) and a visibility switch, since a headless page is never in the background by itself.
 */
const INIT = `(() => {
  window.__notes = [];
  window.__hidden = false;
  const Real = window.Notification;
  if (Real) {
    const Spy = function (title, opts) {
      window.__notes.push({ title, body: opts && opts.body, tag: opts && opts.tag });
      return new Real(title, opts);
    };
    Object.defineProperty(Spy, 'permission', { get: () => Real.permission });
    Spy.requestPermission = (cb) => Real.requestPermission(cb);
    window.Notification = Spy;
  }
  Object.defineProperty(Document.prototype, 'visibilityState', { get: () => (window.__hidden ? 'hidden' : 'visible') });
  Object.defineProperty(Document.prototype, 'hidden', { get: () => window.__hidden });
})();`;

describe.skipIf(skip)('my tables in Chromium', () => {
  let table: BrowserTable;
  const clients: Client[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('my-tables-');
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  it('lists both tables with the your-turn badge, marks title and favicon, and notifies in the background', async () => {
    const { server, page, context, pageErrors, shot } = table;
    await context.grantPermissions(['notifications'], { origin: server.url });
    await context.addInitScript(INIT);
    // The badged favicon is a data: URL: the page's CSP must let it through.
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });

    /** An Alibi Clues table for two: this browser at seat 0, a script at seat 1; `first` starts. */
    const made = async (name: string, first: number) => {
      const r = await api<SeatGrant>(server.url, 'POST', '/api/tables', {
        game: 'alibi-clues',
        players: 2,
        host: 'Me',
        name,
        options: { firstPlayer: first },
      });
      expect(r.status).toBe(201);
      const other = await api<SeatGrant>(server.url, 'POST', `/api/tables/${r.body.table.id}/seats`, { name: 'Script' });
      expect(other.status).toBe(201);
      expect((await api(server.url, 'POST', `/api/tables/${r.body.table.id}/start`, { token: r.body.token })).status).toBe(200);
      const c = new Client(server.url);
      clients.push(c);
      expect(await c.hello(r.body.table.id, other.body.token)).toEqual({ ok: true });
      return { id: r.body.table.id, token: r.body.token, script: c };
    };
    const mine = await made('Due here', 0);
    const theirs = await made('Their move', 1);

    await page.goto(server.url);
    await page.evaluate(
      (seats) => {
        for (const [id, token] of seats) localStorage.setItem(`alibi.seat.${id}`, JSON.stringify({ token, seat: 0 }));
      },
      [
        [mine.id, mine.token],
        [theirs.id, theirs.token],
      ],
    );
    await page.reload();

    const panel = page.locator('section.my-tables');
    const row = (id: string) => panel.locator(`li[data-table="${id}"]`);
    await row(mine.id).waitFor();
    await row(theirs.id).waitFor();
    expect(await row(mine.id).locator('.badge-turn').textContent()).toBe('Your turn');
    expect(await row(theirs.id).locator('.badge-turn').count()).toBe(0);
    expect(await row(theirs.id).textContent()).toContain('Not your turn');
    // Your turn first.
    expect(await panel.locator('li').first().getAttribute('data-table')).toBe(mine.id);
    await expect.poll(() => page.title()).toBe('● Your turn — Alibi Table');
    const icon = page.locator('link[rel="icon"]');
    expect(await icon.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    await shot('lobby');

    // The opt-in asks the browser (granted here) and is remembered.
    await panel.getByRole('button', { name: 'Notify me when it is my turn' }).click();
    await panel.getByRole('button', { name: 'Stop turn notifications' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('alibi.notify'))).toBe('on');

    // In Chinese, on a phone.
    await page.getByRole('button', { name: '中文' }).click();
    await expect.poll(() => page.title()).toBe('● 轮到你了 — 不在场证明');
    await resize(page, { width: 390, height: 844 });
    expect(await row(mine.id).locator('.badge-turn').textContent()).toBe('轮到你了');
    await shot('lobby-zh-phone');
    await panel.screenshot({ path: join(artifacts, 'my-tables-panel-zh-phone.png') });
    await page.getByRole('button', { name: 'English' }).click();
    await resize(page, { width: 1366, height: 900 });

    // At the table where it is the other seat's move; then the page goes to the background.
    await row(theirs.id).getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(`**/t/${theirs.id}`);
    await page.locator('.table-head h1', { hasText: 'Their move' }).waitFor();
    await expect.poll(() => page.title()).toBe('● Your turn — Alibi Table');
    await page.evaluate(() => {
      (window as unknown as { __hidden: boolean }).__hidden = true;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await page.evaluate(() => (window as unknown as { __notes: unknown[] }).__notes)).toEqual([]);

    // The script plays its turn: now this browser's seat must act at both tables.
    const game = findGame('alibi-clues');
    if (!game) throw new Error('alibi-clues is not registered');
    const play = autoplay(theirs.script, game, 'my-tables');
    await theirs.script.until(() => !theirs.script.mustAct && theirs.script.version > 0, "the script's turn to end");
    play.stop();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('● Your turn (2) — Alibi Table');
    const notes = await page.evaluate(() => (window as unknown as { __notes: { title: string; body: string; tag: string }[] }).__notes);
    expect(notes).toEqual([{ title: 'Your turn', body: 'It is your turn at Their move.', tag: `alibi-turn-${theirs.id}` }]);
    expect(await icon.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    await page.evaluate(() => {
      (window as unknown as { __hidden: boolean }).__hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await shot('table');
    expect(pageErrors).toEqual([]);
    expect(refused).toEqual([]);
  }, 120_000);
});
