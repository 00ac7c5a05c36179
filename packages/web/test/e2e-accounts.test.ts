/**
 * Accounts in Chromium (issue #22, docs/accounts.md). A guest who holds a seat signs up with a
 * passkey (Chromium's virtual authenticator, over CDP); a second browser gets a copy of that
 * passkey (WebAuthn.getCredentials / addCredential) and signs in with it, finds the table in My
 * tables and opens it through a grant for that device. There it hosts a rated Perfect Alibi table
 * (3 players, clock 'fast', heuristic bots) from the lobby form; a script connection with this
 * device's seat token plays the seat to the end, and the profile shows the new rating. Two more
 * rated games (over the API, with the session's cookie and CSRF token) put the player on the
 * leaderboard (it lists players with LEADERBOARD_MIN_GAMES rated games). The sign-in dialog,
 * profile and leaderboard are audited with axe in English and Chinese, at desktop and phone size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '@alibi/engine';
import { LEADERBOARD_MIN_GAMES, type AccountState, type Profile, type SeatGrant } from '@alibi/protocol';
import { api, Client } from '../../server/test/helpers.ts';
import { expectNoViolations } from './axe.ts';
import { artifacts, CHROMIUM, createBotTable, moveAsSeat, openBrowserTable, openSeat, resize, skipWithoutChromium, type BrowserTable } from './browser.ts';

const skip = skipWithoutChromium('web e2e accounts');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** A virtual platform authenticator (a passkey with user verification) in this page's browser. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, id: authenticatorId };
}

/**
 * The header's language switch, pressed from script: an open modal dialog makes the page behind
 * it inert to the pointer, and the dialog must stay open across the switch.
 */
async function setLang(page: Page, lang: 'en' | 'zh-CN'): Promise<void> {
  await page.evaluate((label) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('.topbar button')].find((b) => b.textContent === label);
    button?.click();
  }, lang === 'en' ? 'English' : '中文');
  await page.locator(`html[lang="${lang}"]`).waitFor();
}

/** Both languages of the page audited, back in English after. */
async function auditBoth(page: Page, label: string): Promise<void> {
  await expectNoViolations(page, `${label} (en)`);
  await setLang(page, 'zh-CN');
  await expectNoViolations(page, `${label} (zh)`);
  await setLang(page, 'en');
}

/** Screenshots test-artifacts/accounts-<name>-{desktop,phone}-{en,zh}.png of what is on screen. */
async function shots(page: Page, name: string, fullPage = true): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await resize(page, viewport);
    for (const lang of ['en', 'zh-CN'] as const) {
      await setLang(page, lang);
      await page.screenshot({ path: join(artifacts, `accounts-${name}-${size}-${lang}.png`), fullPage });
    }
  }
  await setLang(page, 'en');
  await resize(page, DESKTOP);
}

/** Plays a seat by script (random legal moves) until the table is over. */
async function playOut(url: string, table: string, token: string, seed: string): Promise<void> {
  const me = new Client(url);
  try {
    expect(await me.hello(table, token)).toEqual({ ok: true });
    const rng = Rng.fromSeed(seed);
    // moveAsSeat waits for each move to land; false once the game is over. The bots may end the
    // game while this seat's move is on its way: that move is refused as GAME_OVER.
    while (await moveAsSeat(me, 'perfect-alibi', rng).catch((e: unknown) => (String(e).includes('GAME_OVER') ? false : Promise.reject(e)))) {
      // next move
    }
  } finally {
    me.close();
  }
}

describe.skipIf(skip)('accounts in Chromium', () => {
  let bt: BrowserTable;
  let second: BrowserContext | undefined;
  let pageB: Page | undefined;
  let base = '';
  let name = '';
  const tmp = mkdtempSync(join(tmpdir(), 'alibi-accounts-'));

  beforeAll(async () => {
    bt = await openBrowserTable('accounts-');
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await bt?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('signs up with a passkey keeping a guest seat, signs in elsewhere, plays rated and is ranked', async () => {
    const { server, page, pageErrors } = bt;
    const t0 = Date.now();
    const lap = (what: string) => console.log(`[accounts] ${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // Passkeys need a secure context and a domain: http://localhost is one, 127.0.0.1 is not a domain.
    base = server.url.replace('127.0.0.1', 'localhost');
    name = `Ada ${Date.now() % 100000}`;

    // A guest holding a seat at a waiting table.
    const held = await createBotTable(base, 'perfect-alibi', { host: 'Guest Ada', kind: 'heuristic' });
    await openSeat(page, base, held.id, held.token);
    await page.locator('.waiting').waitFor();
    const a = await virtualAuthenticator(page);

    // Sign up from the header: the dialog's passkey path, with a name.
    await page.goto(base);
    await page.locator('.topbar .account-sign-in').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'New account' }).click();
    await dialog.getByLabel('Player name').fill(name);
    await expect.poll(() => dialog.locator('.auth-seats').textContent()).toContain('1 seat');
    await dialog.getByRole('button', { name: 'Create account with a passkey' }).click();
    await page.locator('.topbar .account-name', { hasText: name }).waitFor();
    lap('signed up');
    const [credential] = (await a.cdp.send('WebAuthn.getCredentials', { authenticatorId: a.id })).credentials;
    expect(credential?.isResidentCredential).toBe(true);

    // The guest seat became the account's.
    const mine = await page.evaluate(() => fetch('/api/account/tables').then((r) => r.json()));
    expect((mine as { tables: { table: string }[] }).tables.map((t) => t.table)).toContain(held.id);

    // A second browser, with a copy of the passkey, signs in and finds the table.
    second = await chromium.launchPersistentContext(join(tmp, 'second'), {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
      viewport: DESKTOP,
      locale: 'en-US',
    });
    const pb = (pageB = second.pages()[0] ?? (await second.newPage()));
    pageB.setDefaultTimeout(10_000);
    pageB.on('pageerror', (e) => pageErrors.push(`second: ${e.message}`));
    await pageB.goto(base);
    const b = await virtualAuthenticator(pageB);
    if (!credential) throw new Error('no passkey was made');
    await b.cdp.send('WebAuthn.addCredential', { authenticatorId: b.id, credential });
    await pageB.locator('.topbar .account-sign-in').click();
    await pageB.getByRole('dialog').getByRole('button', { name: 'Sign in with a passkey' }).click();
    await pageB.locator('.topbar .account-name', { hasText: name }).waitFor();
    const row = pageB.locator(`.my-tables [data-table="${held.id}"]`);
    await row.getByRole('link', { name: 'Open' }).click();
    // Opened through a grant for this device: the page holds the seat, not a spectator's view.
    await pageB.locator('.waiting .seat-list .chip', { hasText: 'you' }).waitFor();
    expect(await pageB.evaluate((id) => localStorage.getItem(`alibi.seat.${id}`), held.id)).not.toBeNull();
    lap('signed up, signed in elsewhere, table found');

    // No rating before the first rated game.
    await pageB.goto(`${base}/p/${encodeURIComponent(name)}`);
    await pageB.locator('.profile', { hasText: 'No rated games yet' }).waitFor();

    // The leaderboard lists players with LEADERBOARD_MIN_GAMES rated games: all but one are played
    // over the API (the session's cookie and CSRF token) while the page plays its own.
    const cookie = (await second.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await api<AccountState>(base, 'GET', '/api/account', undefined, { cookie });
    if (!me.body.user) throw new Error('the session cookie is not signed in');
    const headers = { cookie, 'x-csrf-token': me.body.csrf, origin: base };
    const more = Array.from({ length: LEADERBOARD_MIN_GAMES - 1 }, async (_, i) => {
      const made = await api<SeatGrant>(
        base,
        'POST',
        '/api/tables',
        { game: 'perfect-alibi', players: 3, host: name, clock: 'fast', rated: true, bots: [1, 2].map((seat) => ({ seat, kind: 'heuristic' })) },
        headers,
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect((await api(base, 'POST', `/api/tables/${made.body.table.id}/start`, { token: made.body.token }, headers)).status).toBe(200);
      await playOut(server.url, made.body.table.id, made.body.token, `accounts-api-${i}`);
    });

    // A rated table from the lobby form: the box waits for a clock.
    await pageB.goto(base);
    await pageB.locator('input[name="name"]').fill(name);
    const rated = pageB.locator('input[name="rated"]');
    await expect.poll(() => rated.isDisabled()).toBe(true);
    await expect.poll(() => pb.locator('.rated-reason').textContent()).toContain('needs a clock');
    await pageB.locator('select[name="clock"]').selectOption('fast');
    await rated.check();
    await pageB.getByRole('button', { name: 'Create table' }).click();
    await pageB.locator('.table-head .chip-rated').waitFor();
    const ratedId = new URL(pageB.url()).pathname.split('/').pop() ?? '';
    const seatB = JSON.parse((await pageB.evaluate((id) => localStorage.getItem(`alibi.seat.${id}`), ratedId)) ?? '{}') as { token: string };
    await pageB.getByRole('button', { name: 'Start game' }).click();
    await playOut(server.url, ratedId, seatB.token, 'accounts-1');
    await pageB.locator('.game-over').waitFor({ timeout: 20_000 });
    lap('rated game over');

    // The profile shows the rating the game made.
    await pageB.goto(`${base}/p/${encodeURIComponent(name)}`);
    const rating = pageB.locator('.ratings-table tr[data-game="perfect-alibi"][data-group="3-4"]');
    await rating.waitFor();
    expect(Number(await rating.locator('td.rating').textContent())).not.toBeNaN();
    await pageB.locator(`.recent-list [data-table="${ratedId}"]`).waitFor();

    await Promise.all(more);
    lap('all rated games over');
    await expect
      .poll(async () => (await api<Profile>(base, 'GET', `/api/players/${encodeURIComponent(name)}`)).body.ratings.find((r) => r.game === 'perfect-alibi')?.games)
      .toBe(LEADERBOARD_MIN_GAMES);

    // The leaderboard, linked from the profile's rating row, lists the player.
    await pageB.reload();
    await rating.getByRole('link').click();
    await pageB.locator(`.board-table tr[data-player="${name}"]`).waitFor();
    lap('done');
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('the dialog, profile and leaderboard pass axe in both languages and at 390 px; pictures', async () => {
    const { page, pageErrors } = bt;
    if (!pageB) throw new Error('the first test did not get this far');
    // Signing out from the header's menu turns it back into "Sign in".
    await page.goto(base);
    await page.locator('.topbar .account-name').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('.topbar .account-sign-in').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'New account' }).click();
    await dialog.getByLabel('Player name').fill(name);
    // The password path is one click away, and says what it needs.
    await dialog.getByRole('button', { name: 'Use a password instead' }).click();
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('at least 10 characters');
    await dialog.getByLabel('Password').fill('long enough, surely');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('That name is taken');
    await dialog.getByRole('button', { name: 'Use a passkey instead' }).click();
    await auditBoth(page, 'sign-up dialog');
    // The dialog is on screen: no need for the page below it.
    await shots(page, 'dialog', false);

    await pageB.goto(`${base}/p/${encodeURIComponent(name)}`);
    await pageB.locator('.ratings-table').waitFor();
    await auditBoth(pageB, 'profile (owner)');
    await shots(pageB, 'profile');
    await resize(pageB, PHONE);
    await expectNoViolations(pageB, 'profile at 390 px');
    await pageB.goto(`${base}/leaderboards/perfect-alibi`);
    await pageB.locator('.board-table').waitFor();
    await expectNoViolations(pageB, 'leaderboard at 390 px');
    await resize(pageB, DESKTOP);
    await auditBoth(pageB, 'leaderboard');
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('invites by name, signs in with a password, and blocks and reports from the seat list', async () => {
    const { page, pageErrors } = bt;
    const host = pageB;
    if (!host || !second) throw new Error('the first test did not get this far');
    const bea = `Bea ${Date.now() % 100000}`;
    const password = 'long enough, surely';
    expect((await api(base, 'POST', '/api/account/password/signup', { name: bea, password }, { origin: base })).status).toBe(201);

    // Ada hosts a waiting table and invites Bea by name.
    const cookie = (await second.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await api<AccountState>(base, 'GET', '/api/account', undefined, { cookie });
    if (!me.body.user) throw new Error('the session cookie is not signed in');
    const made = await api<SeatGrant>(
      base,
      'POST',
      '/api/tables',
      { game: 'perfect-alibi', players: 3, host: name, bots: [{ seat: 2, kind: 'heuristic' }] },
      { cookie, 'x-csrf-token': me.body.csrf, origin: base },
    );
    expect(made.status).toBe(201);
    await openSeat(host, base, made.body.table.id, made.body.token);
    await host.locator('input[name="invite-name"]').fill(bea);
    await host.getByRole('button', { name: 'Invite', exact: true }).click();
    await host.getByRole('status').filter({ hasText: `Invitation sent to ${bea}` }).waitFor();

    // Bea signs in with her password (the first browser), finds the invitation and sits down.
    await page.goto(base);
    await page.locator('.topbar .account-sign-in').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Use a password instead' }).click();
    await dialog.getByLabel('Player name').fill(bea);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('.topbar .account-name', { hasText: bea }).waitFor();
    await page.locator(`.invitations [data-table="${made.body.table.id}"]`).getByRole('link', { name: 'Open table' }).click();
    await page.locator('.waiting').getByLabel('Your name').fill(bea);
    await page.getByRole('button', { name: 'Sit here' }).first().click();
    await page.locator('.waiting .seat-list .chip', { hasText: 'you' }).waitFor();

    // Ada blocks Bea from the seat list: Bea's chat line shows as hidden; then reports her.
    await host.getByRole('button', { name: `Actions for ${bea}` }).click();
    await host.getByRole('button', { name: 'Block', exact: true }).click();
    await host.getByRole('status').filter({ hasText: `${bea} is blocked` }).waitFor();
    await page.getByRole('textbox', { name: 'Say something…' }).fill('hello from Bea');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await host.locator('.chat-blocked', { hasText: 'hidden (blocked)' }).waitFor();
    expect(await host.locator('.chat-lines').textContent()).not.toContain('hello from Bea');
    await host.getByRole('button', { name: `Actions for ${bea}` }).click();
    await host.getByRole('button', { name: 'Report', exact: true }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
    await host.getByRole('status').filter({ hasText: 'the report was sent' }).waitFor();
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
