/**
 * Clocks in Chromium against the real server: a person's clock runs out, autopilot takes the seat
 * and the table says so, the person clicks "I'm back" and plays on; then resigns (with a confirm).
 * Clock durations scaled by ALIBI_CLOCK_SCALE = 0.25,0.02 (fast: 5 s a decision + 2.4 s reserve);
 * bots wait 300 ms a move so the page can follow.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeatGrant, TableInfo } from '@alibi/protocol';
import { startServer, type RunningServer } from '@alibi/server';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readStored } from '../../server/test/helpers.ts';
import { artifacts, CHROMIUM, resize, skipWithoutChromium, webDist } from './browser.ts';
import { CHROMIUM_ARGS } from './chromium.ts';

const skip = skipWithoutChromium('web e2e clocks');

describe.skipIf(skip)('clocks and autopilot in Chromium', () => {
  let tmp = '';
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const saved = process.env.ALIBI_CLOCK_SCALE;

  beforeAll(async () => {
    process.env.ALIBI_CLOCK_SCALE = '0.25,0.02';
    tmp = mkdtempSync(join(tmpdir(), 'alibi-web-clocks-'));
    mkdirSync(artifacts, { recursive: true });
    const dist = await webDist(tmp);
    // A seeded deal and seeded bots: a random one can let a bot be sure, and end the game, before
    // Ann's next turn (the server's clocks test failed that way with random bots).
    server = await startServer({
      port: 0,
      db: join(tmp, 'e2e.sqlite'),
      botDelayMs: 300,
      webDist: dist,
      testing: { seed: 'clocks-deal', botSeed: 'clocks-bots' },
    });
    context = await chromium.launchPersistentContext(join(tmp, 'profile'), {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      viewport: { width: 1366, height: 900 },
      locale: 'en-US',
      // This test is about clocks: no control is mid-slide when the loop below looks for it.
      reducedMotion: 'reduce',
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.setDefaultTimeout(10_000);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    if (saved === undefined) delete process.env.ALIBI_CLOCK_SCALE;
    else process.env.ALIBI_CLOCK_SCALE = saved;
  });

  const shot = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(artifacts, `clocks-${name}.png`), fullPage: true });
  };

  /** One move for the seat from the page's action panel (a card, an assistant, or a question), as e2e.test.ts plays. */
  const move = async (): Promise<void> => {
    const panel = page.locator('.action-panel');
    const oneClick = panel.locator('.answer button, .card-btn, .picker-btn');
    if (await oneClick.count()) return oneClick.first().click({ timeout: 2000 });
    const tiles = page.locator('.tile-btn:enabled');
    if ((await tiles.count()) > 0 && !(await panel.locator('.value-btn').count())) await tiles.first().click({ timeout: 2000 });
    else if (!(await panel.locator('.value-btn').count())) await panel.locator('.composer .btn').first().click({ timeout: 2000 });
    const seats = panel.locator('.seat-btn');
    if (await seats.count()) await seats.first().click({ timeout: 2000 });
    await panel.locator('.value-btn').nth(0).click({ timeout: 2000 });
    await panel.locator('.value-btn').nth(1).click({ timeout: 2000 });
    await panel.locator('.btn-primary').click({ timeout: 2000 });
  };

  it('runs out, autopilot takes over and says so, "I\'m back" hands back, the person plays on, then resigns', async () => {
    const made = await api<SeatGrant>(server.url, 'POST', '/api/tables', {
      game: 'perfect-alibi',
      players: 3,
      host: 'Ann',
      clock: 'fast',
      // Heuristic autopilot claims only when certain: a random one's rare wrong claim puts Ann
      // out, and then the game never waits for her again.
      autopilot: 'heuristic',
      // Claims without a window keep this test about clocks (claim windows have their own).
      claimWindow: 0,
      bots: [
        { seat: 1, kind: 'heuristic' },
        { seat: 2, kind: 'heuristic' },
      ],
    });
    expect(made.status).toBe(201);
    const { table: info, token } = made.body;
    await page.goto(server.url);
    // The lobby offers the clock and the autopilot level for a new table.
    await page.locator('select[name="clock"]').selectOption('correspondence');
    expect(await page.locator('input[name="clockHours"]').inputValue()).toBe('24');
    await page.locator('select[name="clock"]').selectOption('fast');
    await page.locator('.clock-fields').screenshot({ path: join(artifacts, 'clocks-lobby.png') });
    await page.evaluate(([id, t]) => localStorage.setItem(`alibi.seat.${id}`, JSON.stringify({ token: t, seat: 0 })), [info.id, token] as const);
    expect((await api(server.url, 'POST', `/api/tables/${info.id}/start`, { token })).status).toBe(200);
    await page.goto(`${server.url}/t/${info.id}`);
    const mine = page.locator('.clock-seat[data-seat="0"]');
    await mine.locator('.clock-time').waitFor();
    // The clock ticks locally: the shown time goes down.
    const first = await mine.locator('.clock-time').textContent();
    await page.waitForFunction((f) => document.querySelector('.clock-seat[data-seat="0"] .clock-time')?.textContent !== f, first);
    await shot('running');

    // Nobody plays for seat 0: after 7.4 s autopilot takes it and the table says so.
    await mine.locator('[data-autopilot="timeout"]').waitFor({ timeout: 15_000 });
    await page.getByText("Ann's clock ran out: autopilot plays for Ann").waitFor();
    await page.getByText('A bot is playing for you.').waitFor();
    await shot('autopilot');
    await page.getByRole('button', { name: "I'm back" }).click();
    await mine.locator('[data-autopilot]').waitFor({ state: 'detached' });
    await page.getByText('Ann is back and plays again').waitFor();

    // Plays on: the next time the game waits for seat 0 (a question to ask, a card to show), the
    // person's move from the page counts (5 s a decision; should it run out again: "I'm back" once more).
    const deadline = Date.now() + 40_000;
    let played = false;
    const attempts: string[] = [];
    const status = async () => (await api<TableInfo>(server.url, 'GET', `/api/tables/${info.id}`)).body.status;
    while (!played && Date.now() < deadline) {
      // A bot's claim may end a short game before Ann's next turn: say so rather than time out.
      if ((await status()) === 'over') break;
      if (await page.getByRole('button', { name: "I'm back" }).count()) await page.getByRole('button', { name: "I'm back" }).click({ timeout: 2000 }).catch(() => undefined);
      const duty = page.locator('.clock-seat.running[data-seat="0"]');
      if ((await duty.count()) && (await page.locator('.action-panel').count()) && !(await mine.locator('[data-autopilot]').count())) {
        played = await move().then(
          () => true,
          (e: unknown) => (attempts.push(String(e).split('\n')[0] ?? ''), false),
        );
      } else await page.waitForTimeout(50);
    }
    if (!played) await shot('not-played');
    expect(played, `no move from the page (table ${await status()}; failed attempts: ${attempts.join(' | ') || 'none'})`).toBe(true);
    await page.waitForTimeout(200);

    // Phone-sized: the seats' clocks wrap; then resign with its confirm.
    await resize(page, { width: 390, height: 844 });
    await shot('phone');
    await page.getByRole('button', { name: 'Resign' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByText('You leave the game').waitFor();
    await dialog.getByRole('button', { name: 'Resign' }).click();
    await mine.locator('[data-autopilot="resigned"]').waitFor();
    await page.getByText('Ann resigned: autopilot plays for Ann from now on').waitFor();
    expect(await page.getByRole('button', { name: 'Resign' }).count()).toBe(0);
    await shot('resigned');
    // The same chrome in Chinese.
    await page.getByRole('button', { name: '中文' }).click();
    await mine.getByText('已认输').waitFor();
    await page.getByText('Ann 认输了：此后由代打机器人替 Ann 行动').waitFor();
    await shot('zh');
    const end = (await api<TableInfo>(server.url, 'GET', `/api/tables/${info.id}`)).body;
    const kinds = end.notices?.map((n) => n.kind) ?? [];
    // With 1.2 s a decision and no reserve left, the clock may run out again before the resign.
    expect(kinds.slice(0, 2)).toEqual(['timeout', 'back']);
    expect(kinds.at(-1)).toBe('resigned');
    // Between an "I'm back" and the next notice the seat's moves are the person's: there is one.
    const log = readStored(join(tmp, 'e2e.sqlite'), info.id).log.map((a, i) => ({ ...a, version: i + 1 }));
    const ns = end.notices ?? [];
    const personal = ns.some(
      (n, k) => n.kind === 'back' && log.some((a) => a.seat === 0 && a.version > n.version && a.version <= (ns[k + 1]?.version ?? Infinity)),
    );
    expect(personal).toBe(true);
    expect(log.filter((a) => a.seat === 0 && (a.action as { type: string }).type === 'resign')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
