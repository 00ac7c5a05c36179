/**
 * A resigned seat at the Perfect Alibi and Four Suspects tables, in Debian's Chromium against the
 * real server: another player (Bo, a socket client) resigns; Ada's table marks Bo's seat and logs
 * it, and Bo's own table says what resigning left them. Screenshots: test-artifacts/resigned-*.png.
 */
import type { SeatGrant } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client } from '../../server/test/helpers.ts';
import { type BrowserTable, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('web e2e resigned seat');

describe.skipIf(skip)('a resigned seat in Chromium', () => {
  let table: BrowserTable;
  const clients: Client[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('resigned-');
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  const sit = async (id: string, grant: SeatGrant) => {
    await table.page.evaluate(([t, token, seat]) => localStorage.setItem(`alibi.seat.${t}`, JSON.stringify({ token, seat })), [
      id,
      grant.token,
      grant.seat,
    ] as const);
    await table.page.goto(`${table.server.url}/t/${id}`);
  };

  it.each([
    ['perfect-alibi', '.pa', 'You resigned and are out'],
    ['four-suspects', '.fs', 'You resigned and are out'],
  ])('%s: badge on the seat, a log line, and a notice for the seat itself', async (game, root, notice) => {
    const { server, page, pageErrors } = table;
    const made = await api<SeatGrant>(server.url, 'POST', '/api/tables', {
      game,
      players: 4,
      host: 'Ada',
      bots: [
        { seat: 2, kind: 'heuristic' },
        { seat: 3, kind: 'heuristic' },
      ],
    });
    expect(made.status).toBe(201);
    const ada = made.body;
    const bo = await api<SeatGrant>(server.url, 'POST', `/api/tables/${ada.table.id}/seats`, { name: 'Bo' });
    expect(bo.status).toBe(201);
    expect((await api(server.url, 'POST', `/api/tables/${ada.table.id}/start`, { token: ada.token })).status).toBe(200);

    const client = new Client(server.url);
    clients.push(client);
    expect(await client.hello(ada.table.id, bo.body.token)).toEqual({ ok: true });
    await client.until(() => client.legal.length > 0, 'legal actions for Bo');
    expect(client.legal).toContainEqual({ type: 'resign' });
    expect(await client.act({ type: 'resign' })).toMatchObject({ ok: true });
    await client.until(() => !client.legal.some((a) => (a as { type: string }).type === 'resign'), 'no more resign for Bo');

    await page.goto(server.url);
    await sit(ada.table.id, ada);
    await page.locator(root).waitFor();
    const boSeat = page.locator('.players li').nth(1);
    await expect.poll(() => boSeat.locator('.chip-out').textContent()).toBe('resigned');
    await page.getByRole('tab', { name: 'Log' }).click();
    // The log tab, not the "Just now" strip, which may show the same line.
    await page.getByRole('tabpanel', { name: 'Log' }).getByText(/^Bo resigned: out, but still answers/).waitFor();
    await table.shot(`${game}-ada`);

    await sit(ada.table.id, bo.body);
    await page.locator(root).waitFor();
    await page.getByText(notice).waitFor();
    expect(await page.locator('.players li').nth(1).locator('.chip-out').textContent()).toBe('resigned');
    await resize(page, { width: 390, height: 844 });
    await table.shot(`${game}-bo-phone`);
    await resize(page, { width: 1366, height: 900 });
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
