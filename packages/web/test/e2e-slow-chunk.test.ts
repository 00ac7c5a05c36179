/**
 * A table whose game code is slow to arrive (a slow phone network): the game goes on while the
 * page waits for it, and once the code is in the page draws the latest state, not the one it had
 * when it began waiting. The table's files are held back by the test; the seat's own moves are
 * made by a script connection meanwhile.
 */
import { Rng, randomPolicy } from '@alibi/engine';
import { findGame } from '@alibi/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client } from '../../server/test/helpers.ts';
import { createBotTable, openBrowserTable, openSeat, skipWithoutChromium, type BrowserTable } from './browser.ts';

const skip = skipWithoutChromium('web e2e slow chunk');
const HOLD_MS = 4000;

describe.skipIf(skip)('a table whose code comes late (Chromium)', () => {
  let table: BrowserTable;
  const clients: Client[] = [];
  beforeAll(async () => {
    table = await openBrowserTable('slow-');
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  for (const game of ['perfect-alibi', 'four-suspects'] as const) {
    it(`${game}: draws the state of when its code came, not of when it was asked for`, async () => {
      const { server, page, pageErrors } = table;
      const engine = findGame(game);
      if (!engine) throw new Error(`${game} is not registered`);
      // Bots that claim only when sure: a random bot's lucky slam could end the game between this
      // seat choosing its move and making it (a 2% chance at every bot step).
      const made = await createBotTable(server.url, game, { kind: 'heuristic' });
      expect((await api(server.url, 'POST', `/api/tables/${made.id}/start`, { token: made.token })).status).toBe(200);
      const me = new Client(server.url);
      clients.push(me);
      expect(await me.hello(made.id, made.token)).toEqual({ ok: true });
      const legal = () => me.legal.filter((a) => !['resign', 'claim'].includes(String((a as { type?: unknown } | null)?.type)));
      await me.until(() => me.mustAct && legal().length > 0, 'my turn', 20_000);

      let released = false;
      await page.context().route(/\/assets\/(table-|tables-)[^/]*\.js$/, async (route) => {
        await new Promise((r) => setTimeout(r, HOLD_MS));
        released = true;
        await route.continue();
      });
      await openSeat(page, server.url, made.id, made.token);
      await page.locator('.table-load').waitFor();
      // While the code is held back: this seat moves twice (the bots answer in between).
      const rng = Rng.fromSeed(`slow-${game}`);
      const policy = randomPolicy(engine.meta.interrupts, 0);
      for (let i = 0; i < 2; i++) {
        const version = me.version;
        const action = policy.choose({ seat: 0, legal: legal(), view: me.view, rng, mustAct: true });
        const r = await me.act(action);
        expect(r.ok, `${JSON.stringify(action)}: ${JSON.stringify(r)}`).toBe(true);
        await me.until(() => me.version !== version, 'the move to land');
        await me.until(() => me.table?.status === 'over' || (me.mustAct && legal().length > 0), 'my turn again', 20_000);
      }
      expect(released, 'the moves were made while the code was held back').toBe(false);
      const phase = (me.view as { phase?: { kind?: string } }).phase?.kind;
      await page.locator('main [data-phase]').waitFor({ timeout: HOLD_MS * 3 });
      await expect.poll(() => page.locator('main [data-phase]').getAttribute('data-phase'), { timeout: 5000 }).toBe(phase);
      await page.locator('.action-panel').first().waitFor({ timeout: 5000 });
      await page.context().unroute(/\/assets\/(table-|tables-)[^/]*\.js$/);
      // The same log as a tab of this seat opened now: every move made while it waited is drawn.
      const fresh = await page.context().newPage();
      try {
        await fresh.goto(`${server.url}/t/${made.id}`);
        await fresh.locator('.action-panel').first().waitFor();
        for (const p of [page, fresh]) await p.getByRole('tab', { name: 'Log', exact: true }).click();
        const lines = (p: typeof page) => p.locator('.log li:not(.log-end)').count();
        const now = await lines(fresh);
        expect(now, 'the moves are in the log').toBeGreaterThan(2);
        await expect.poll(() => lines(page)).toBe(now);
      } finally {
        await fresh.close();
      }
      expect(pageErrors).toEqual([]);
    }, 90_000);
  }
});
