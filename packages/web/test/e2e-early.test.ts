/**
 * Browser test of the early requests (build/early.ts, issue 18 "≤ 1 s to usable"): index.html
 * starts the lobby's API requests before the entry script has arrived, and the app uses those
 * answers instead of asking again; on a table page it asks for the seat's first view (with the seat
 * token in its Authorization header) and preloads that game's chunk (`<link rel=modulepreload>`)
 * while the entry still loads, and the table then plays. The table is drawn from that first view
 * while the socket is still connecting, and a move made then goes once the socket is welcomed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { isPackedView, unpackView, type MyTablesResult, type SeatGrant } from '@alibi/protocol';
import { Rng } from '@alibi/engine';
import { api, Client, createTable, join, waitFor } from '../../server/test/helpers.ts';
import { createBotTable, moveAsSeat, openBrowserTable, openSeat, playPerfectAlibiMove, skipWithoutChromium, type BrowserTable } from './browser.ts';

const skip = skipWithoutChromium('web e2e early');

describe.skipIf(skip)('early requests from index.html', () => {
  let table: BrowserTable;
  let page: Page;
  const requests: string[] = [];
  /** The Authorization each first-view request carried ('' without one). */
  const firstViewAuth: string[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('early-');
    page = table.page;
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      requests.push(`${r.method()} ${path}`);
      if (path.endsWith('/welcome')) firstViewAuth.push(r.headers().authorization ?? '');
    });
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  /**
   * A started 3-seat Perfect Alibi table of people: the host's grant (the page takes that seat) and
   * a script connection for the other two seats, and for the host's too with `hostScript` (as a
   * second tab of the seat would be).
   */
  async function peopleTable(hostScript = false): Promise<{ id: string; host: SeatGrant; scripts: Client[] }> {
    const host = await createTable(table.server.url, 3, []);
    const id = host.table.id;
    const tokens = [...(hostScript ? [host.token] : []), ...(await Promise.all(['B', 'C'].map(async (name) => (await join(table.server.url, id, name)).token)))];
    const scripts: Client[] = [];
    for (const token of tokens) {
      const c = new Client(table.server.url);
      await c.hello(id, token);
      scripts.push(c);
    }
    expect((await api(table.server.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    return { id, host, scripts };
  }

  /** One random move (never of the types in `avoid`, unless nothing else is legal) by a script seat the game waits for. */
  async function moveSomeone(scripts: Client[], rng: Rng, avoid: string[]): Promise<void> {
    await waitFor(() => scripts.some((c) => c.mustAct && c.legal.length > 0), 'a seat to move');
    expect(await moveAsSeat(scripts.find((c) => c.mustAct && c.legal.length > 0) as Client, 'perfect-alibi', rng, avoid)).toBe(true);
  }

  /** Holds the entry script until `until` resolves: whatever is requested meanwhile came from index.html itself. */
  async function holdEntry(until: () => Promise<unknown>): Promise<() => Promise<void>> {
    const entry = /\/assets\/index-[\w-]+\.js$/;
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(entry, async (route) => {
      await held;
      await route.continue();
    });
    void until().finally(() => release());
    return async () => {
      await page.unroute(entry);
    };
  }

  it('the lobby asks for the games and open tables before its script has come, and uses those answers', async () => {
    requests.length = 0;
    let both: () => void = () => {};
    const asked = new Promise<void>((r) => (both = r));
    const watch = () => requests.includes('GET /api/games') && requests.includes('GET /api/tables') && requests.includes('GET /api/account') && both();
    page.on('request', watch);
    const unhold = await holdEntry(() => asked);
    await page.goto(table.server.url, { waitUntil: 'commit' });
    // The game choice is drawn from /api/games: on screen, so an answer was used.
    await page.getByRole('radio', { name: /Alibis/ }).waitFor();
    await page.waitForLoadState('networkidle');
    page.off('request', watch);
    await unhold();
    // Asked while the entry script was held, and not asked again once it ran.
    expect(requests.filter((r) => r === 'GET /api/games')).toHaveLength(1);
    expect(requests.filter((r) => r === 'GET /api/tables')).toHaveLength(1);
    // Who is signed in, asked early too: the lobby's create button waits for it.
    expect(requests.filter((r) => r === 'GET /api/account')).toHaveLength(1);
    expect(table.pageErrors).toEqual([]);
  });

  it('a table page names its game chunk, which comes before the entry script has, and then plays', async () => {
    const res = await fetch(`${table.server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: table.server.url },
      body: JSON.stringify({ game: 'four-suspects', players: 3, host: 'Ada', name: 'Early', bots: [{ seat: 1, kind: 'heuristic' }, { seat: 2, kind: 'heuristic' }] }),
    });
    const grant = (await res.json()) as SeatGrant;
    await openSeat(page, table.server.url, grant.table.id, grant.token);
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    requests.length = 0;
    // The entry comes only once the table chunk has been asked for: by the page itself.
    const preloaded = page.waitForRequest(/\/assets\/table-four-suspects-[\w-]+\.js$/, { timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    const unhold = await holdEntry(() => preloaded);
    firstViewAuth.length = 0;
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Start game' }).click();
    await unhold();
    expect(await preloaded, 'asked for while the entry was held').toBe(true);
    // The app took the early answer: the seat's first view was asked for once, with the seat's
    // token in its header (not in the URL), and its chunk once.
    expect(requests.filter((r) => r === `GET /api/tables/${grant.table.id}/welcome`)).toHaveLength(1);
    expect(firstViewAuth).toEqual([`Bearer ${grant.token}`]);
    expect(requests.some((r) => r.includes(grant.token))).toBe(false);
    expect(requests.filter((r) => /\/table-four-suspects-[\w-]+\.js$/.test(r))).toHaveLength(1);
    expect(requests.filter((r) => /\/tables-[\w-]+\.js$/.test(r))).toHaveLength(1);
    expect(requests.some((r) => /\/table-(perfect-alibi|alibi-clues|alibis|alibi-1993)-/.test(r))).toBe(false);
    expect(requests.filter((r) => r === 'GET /api/account')).toHaveLength(1);
    await page.locator('.pa[data-mine="true"]').waitFor({ timeout: 20_000 });
    await table.shot('four-table');
    expect(table.pageErrors).toEqual([]);
  });

  it('a seat is drawn from its first view before the socket is welcomed; its move waits for the welcome and then lands', async () => {
    const { id, token } = await createBotTable(table.server.url, 'perfect-alibi', { kind: 'heuristic' });
    const started = await fetch(`${table.server.url}/api/tables/${id}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(started.status).toBe(200);
    // Opened at the seat's move, so the first view alone shows a move to make.
    await expect
      .poll(
        async () => {
          const r = await fetch(`${table.server.url}/api/my-tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seats: [{ table: id, token }] }) });
          const mine = ((await r.json()) as MyTablesResult).tables[0];
          return mine?.ok === true && mine.mustAct;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(true);
    // The socket connects, but its welcome (and what follows it) is held back until released.
    let release = () => {};
    const welcomeHeld = new Promise<void>((r) => (release = r));
    const toPage: string[] = [];
    const fromPage: string[] = [];
    /** Pings the page as its server would: its pong shows it has handled every frame sent before. */
    let ping = (): Promise<void> => Promise.reject(new Error('no socket yet'));
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      let ponged: (() => void) | null = null;
      ping = () =>
        new Promise<void>((resolve) => {
          ponged = resolve;
          ws.send('2');
        });
      ws.onMessage((m) => {
        const frame = String(m);
        // The answer to our own ping is ours: the server did not ask for it.
        if (frame === '3' && ponged) {
          ponged();
          ponged = null;
          return;
        }
        fromPage.push(frame);
        server.send(m);
      });
      let inOrder = Promise.resolve();
      server.onMessage((m) => {
        const frame = String(m);
        inOrder = inOrder
          .then(() => (frame.startsWith('42["welcome"') ? welcomeHeld : undefined))
          .then(() => {
            toPage.push(frame);
            ws.send(m);
          });
      });
    });
    await openSeat(page, table.server.url, id, token);
    // The table and the seat's move, drawn from the first view: the socket is not welcomed yet.
    await page.locator('.pa[data-mine="true"] .action-panel').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => toPage.some((f) => f.startsWith('40'))).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Connecting' }).count()).toBeGreaterThan(0);
    expect(await playPerfectAlibiMove(page, 0)).toBe(true);
    // Connected but not welcomed: once the page has handled every frame so far, still no move sent.
    await ping();
    const isAct = (f: string) => /^42\d*\["act"/.test(f);
    expect(fromPage.filter(isAct)).toEqual([]);
    release();
    // Once welcomed, the move goes, and the server takes it.
    await expect.poll(() => fromPage.find(isAct), { timeout: 20_000 }).toBeDefined();
    const ackId = /^42(\d+)\[/.exec(fromPage.find(isAct) ?? '')?.[1];
    expect(ackId).toBeDefined();
    await expect.poll(() => toPage.find((f) => f.startsWith(`43${ackId}[`)), { timeout: 20_000 }).toMatch(/"ok":true/);
    await page.getByRole('status').filter({ hasText: 'Connecting' }).waitFor({ state: 'detached' });
    expect(table.pageErrors).toEqual([]);
  });
  it('Chinese: never fetched by a page in English, fetched once on switching, and preloaded by index.html once chosen', async () => {
    const chinese = (r: string) => /^GET \/assets\/zh-[\w-]+\.js$/.test(r);
    requests.length = 0;
    await page.goto(table.server.url);
    await page.getByRole('button', { name: 'Create table' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter(chinese)).toEqual([]);
    await page.getByRole('button', { name: '中文', exact: true }).click();
    await page.locator('html[lang="zh-CN"]').waitFor();
    await page.getByRole('button', { name: 'English', exact: true }).waitFor();
    expect(requests.filter(chinese)).toHaveLength(1);
    // The choice is remembered: on the next load index.html asks for the Chinese before the entry has come.
    requests.length = 0;
    const preloaded = page.waitForRequest(/\/assets\/zh-[\w-]+\.js$/, { timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    const unhold = await holdEntry(() => preloaded);
    await page.reload({ waitUntil: 'commit' });
    await page.locator('html[lang="zh-CN"]').waitFor({ timeout: 30_000 });
    await unhold();
    expect(await preloaded, 'asked for while the entry was held').toBe(true);
    expect(requests.filter(chinese)).toHaveLength(1);
    await table.shot('lobby-zh');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.locator('html[lang="en"]').waitFor();
    expect(table.pageErrors).toEqual([]);
  });

  it('switching to Chinese: busy while its messages come, says so when they cannot, and switches on the next try', async () => {
    // A fresh page in English: nothing Chinese fetched yet.
    await page.reload();
    await page.getByRole('button', { name: 'Create table' }).first().waitFor();
    const zhChunk = /\/assets\/zh-[\w-]+\.js$/;
    const zh = page.getByRole('button', { name: '中文', exact: true });
    // Offline: the page stays in English and says why.
    await page.route(zhChunk, (route) => route.abort('internetdisconnected'));
    await zh.click();
    await page.getByRole('status').filter({ hasText: 'That language could not be loaded' }).waitFor({ state: 'attached' });
    expect(await zh.getAttribute('title')).toContain('could not be loaded');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.unroute(zhChunk);
    // A slow network: the button is busy until the messages have come.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(zhChunk, async (route) => {
      await held;
      await route.continue();
    });
    await zh.click();
    await expect.poll(() => zh.getAttribute('aria-busy')).toBe('true');
    expect(await zh.getAttribute('class')).toContain('busy');
    await table.shot('lang-busy');
    // Changed their mind while it loads: English stays, even once the Chinese has come.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => zh.getAttribute('aria-busy')).toBe('false');
    release();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // Asked again, it switches at once (the messages are here now).
    await zh.click();
    await page.locator('html[lang="zh-CN"]').waitFor();
    expect(await page.getByRole('button', { name: '中文', exact: true }).getAttribute('aria-busy')).toBe('false');
    expect(await page.getByRole('status').filter({ hasText: '无法加载' }).count()).toBe(0);
    await page.unroute(zhChunk);
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.locator('html[lang="en"]').waitFor();
    expect(table.pageErrors).toEqual([]);
  });

  it('a reconnection says which version the page holds, and is welcomed without the view it already has', async () => {
    // Three people and nobody moves: the version stays put while the socket reconnects.
    const { id, host, scripts: others } = await peopleTable();
    const tab = await table.context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    const connects: string[] = [];
    const welcomes: string[] = [];
    let drop = () => {};
    await tab.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      drop = () => ws.close();
      ws.onMessage((m) => {
        if (String(m).startsWith('40')) connects.push(String(m));
        server.send(m);
      });
      server.onMessage((m) => {
        if (String(m).startsWith('42["welcome"')) welcomes.push(String(m));
        ws.send(m);
      });
    });
    await openSeat(tab, table.server.url, id, host.token);
    await tab.locator('.pa').waitFor();
    await tab.getByRole('status').filter({ hasText: 'Connecting' }).waitFor({ state: 'detached' });
    const board = await tab.locator('.pa').innerText();
    const before = welcomes.length;
    drop();
    await expect.poll(() => welcomes.length, { timeout: 20_000 }).toBe(before + 1);
    expect(connects.at(-1)).toMatch(/"have":\d+/);
    const again = welcomes.at(-1) ?? '';
    expect(again).toContain('"kept":true');
    expect(again).toContain('"view":null');
    // The first welcome of a page that had its first view over HTTP may be kept already; a whole one is far larger.
    expect(again.length).toBeLessThan(2_000);
    await tab.getByRole('status').filter({ hasText: 'Connecting' }).waitFor({ state: 'detached' });
    expect(await tab.locator('.pa').innerText()).toBe(board);
    // And play goes on from what it kept: the next move (the page's own, or another seat's) shows.
    const mover = others.find((c) => c.mustAct && c.legal.length > 0);
    if (mover) expect(await moveAsSeat(mover, 'perfect-alibi', Rng.fromSeed('early-kept'), ['claim'])).toBe(true);
    else expect(await playPerfectAlibiMove(tab, 0)).toBe(true);
    await expect.poll(() => tab.locator('.pa').innerText(), { timeout: 20_000 }).not.toBe(board);
    expect(errors).toEqual([]);
    for (const c of others) c.close();
    await tab.close();
  });

  it('a reconnection that missed moves gets only the events since, and its log neither loses nor repeats a line', async () => {
    // Every seat is played by a script connection (the host's shares the page's seat, as a second
    // tab would); the page only watches.
    const { id, host, scripts } = await peopleTable(true);
    const rng = Rng.fromSeed('early-since');
    const moves = async (n: number) => {
      for (let i = 0; i < n; i++) await moveSomeone(scripts, rng, ['claim']);
    };
    await moves(6);
    const tab = await table.context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    const welcomes: string[] = [];
    let blocked = false;
    let drop = () => {};
    await tab.routeWebSocket(/\/socket\.io\//, (ws) => {
      // While blocked the socket cannot reach the server: the page keeps trying to reconnect.
      if (blocked) return ws.close();
      const server = ws.connectToServer();
      drop = () => ws.close();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        if (String(m).startsWith('42["welcome"')) welcomes.push(String(m));
        ws.send(m);
      });
    });
    await openSeat(tab, table.server.url, id, host.token);
    await tab.getByRole('tab', { name: 'Log' }).click();
    await tab.getByRole('status').filter({ hasText: 'Connecting' }).waitFor({ state: 'detached' });
    const lines = () => tab.locator('ol.log > li:not(.log-end)').count();
    await expect.poll(lines, { timeout: 20_000 }).toBeGreaterThan(0);
    // Cut off, while the table moves on.
    blocked = true;
    drop();
    await tab.getByRole('status').filter({ hasText: /Connecting|reconnecting/ }).first().waitFor();
    const before = scripts[0]!.version;
    await moves(3);
    const welcomesBefore = welcomes.length;
    blocked = false;
    await expect.poll(() => welcomes.length, { timeout: 30_000 }).toBe(welcomesBefore + 1);
    expect(welcomes.at(-1)).toMatch(new RegExp(`"eventsFrom":${before}[,}]`));
    await tab.getByRole('status').filter({ hasText: /Connecting|reconnecting/ }).first().waitFor({ state: 'detached' });
    // A page opened now reads every event whole: the reconnected page shows the same log.
    const fresh = await table.context.newPage();
    await openSeat(fresh, table.server.url, id, host.token);
    await fresh.getByRole('tab', { name: 'Log' }).click();
    const freshLines = fresh.locator('ol.log > li:not(.log-end)');
    await expect.poll(() => freshLines.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await lines()).toBe(await freshLines.count());
    expect(await tab.locator('ol.log').innerText()).toBe(await fresh.locator('ol.log').innerText());
    expect(errors).toEqual([]);
    for (const c of scripts) c.close();
    await fresh.close();
    await tab.close();
  });

  it('a long game: the first view and events come packed, and the page shows its whole history from them', async () => {
    const { id, host, scripts: seats } = await peopleTable(true);
    const questions = () => ((seats[0]?.view as { questions?: unknown[] } | null)?.questions ?? []).length;
    const rng = Rng.fromSeed('early-packed');
    const avoid = ['claim', 'accuse', 'requestConfirm'];
    for (let i = 0; i < 400 && questions() < 16; i++) await moveSomeone(seats, rng, avoid);
    expect(questions()).toBeGreaterThanOrEqual(16);
    const tab = await table.context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    const firstViews: string[] = [];
    tab.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('/welcome')) void r.text().then((t) => firstViews.push(t));
    });
    await openSeat(tab, table.server.url, id, host.token);
    await expect.poll(() => firstViews.length, { timeout: 20_000 }).toBe(1);
    const first = JSON.parse(firstViews[0] ?? '{}') as { view: unknown; events: unknown };
    expect(isPackedView(first.view)).toBe(true);
    expect(isPackedView(first.events)).toBe(true);
    expect(unpackView(first.view)).toEqual(seats[0]?.view);
    // Every question of the history is a row of the seat's answer sheet (and the page read the
    // events whole: the log's lines are built from them, and the page had no error).
    await expect.poll(() => tab.locator('.answers tbody tr').count(), { timeout: 20_000 }).toBe(questions());
    const asked = (unpackView(first.events) as { type: string }[]).filter((e) => e.type === 'asked').length;
    expect(asked).toBe(questions());
    // And the next question (a delta on the unpacked view) adds its row.
    const before = questions();
    while (questions() === before) await moveSomeone(seats, rng, avoid);
    await expect.poll(() => tab.locator('.answers tbody tr').count(), { timeout: 20_000 }).toBe(questions());
    expect(errors).toEqual([]);
    for (const c of seats) c.close();
    await tab.close();
  });
});
