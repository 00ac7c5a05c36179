/**
 * Table chat in Debian's Chromium, two people in two browser profiles: Ann on a desktop in
 * English, Bob on a phone in Chinese. Chat both ways (text stays text), a quick phrase read in each
 * reader's language, a mute that holds over a reload, the phone's unread badge, and Alibis closing
 * the chat while alibis are written and boards are filled, then opening it at the reveal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeatGrant } from '@alibi/protocol';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, autoplay, Client, perfectAlibi } from '../../server/test/helpers.ts';
import { artifacts, CHROMIUM, openBrowserTable, resize, skipWithoutChromium, type BrowserTable } from './browser.ts';

const skip = skipWithoutChromium('web e2e chat');

describe.skipIf(skip)('table chat in Chromium', () => {
  let table: BrowserTable;
  let phone: BrowserContext;
  let phoneDir: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('chat-');
    phoneDir = mkdtempSync(join(tmpdir(), 'alibi-chat-phone-'));
    phone = await chromium.launchPersistentContext(phoneDir, {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
      viewport: { width: 390, height: 844 },
      locale: 'zh-CN',
    });
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await phone?.close();
    if (phoneDir) rmSync(phoneDir, { recursive: true, force: true });
    await table?.close();
  });

  it('talks both ways, translates quick phrases, mutes, and closes while Alibis forbids talk', async () => {
    const { server, page: ann, pageErrors } = table;
    const made = await api<SeatGrant>(server.url, 'POST', '/api/tables', { game: 'alibis', players: 2, host: 'Ann' });
    expect(made.status).toBe(201);
    const id = made.body.table.id;
    const bobSeat = await api<SeatGrant>(server.url, 'POST', `/api/tables/${id}/seats`, { name: 'Bob' });
    const bob: Page = phone.pages()[0] ?? (await phone.newPage());
    const errors: string[] = [];
    bob.on('pageerror', (e) => errors.push(e.message));
    bob.setDefaultTimeout(10_000);
    for (const [p, token, seat] of [
      [ann, made.body.token, 0],
      [bob, bobSeat.body.token, 1],
    ] as const) {
      await p.goto(server.url);
      await p.evaluate(([tid, t, s]) => localStorage.setItem(`alibi.seat.${tid}`, JSON.stringify({ token: t, seat: s })), [
        id,
        token,
        seat,
      ] as const);
      await p.goto(`${server.url}/t/${id}`);
    }

    // Desktop: the panel is open. Narrowed to a phone's width it folds (its sheet would cover the
    // table), and widened again it opens.
    const annChat = ann.locator('section.chat');
    await annChat.locator('.chat-toggle[aria-expanded=true]').waitFor();
    await resize(ann, { width: 390, height: 844 });
    await annChat.locator('.chat-toggle[aria-expanded=false]').waitFor();
    expect(await ann.locator('.chat-open').count()).toBe(0);
    await resize(ann, { width: 1366, height: 900 });
    await annChat.locator('.chat-toggle[aria-expanded=true]').waitFor();
    // Markup typed in the chat stays text.
    await annChat.locator('.chat-input').fill('Hello <b>Bob</b>');
    await annChat.locator('.chat-input').press('Enter');
    await annChat.locator('.chat-line', { hasText: 'Hello <b>Bob</b>' }).waitFor();

    // Phone: a button with the unread count (also when the line was written before the page had
    // joined); opening it shows the line as typed.
    const bobChat = bob.locator('section.chat');
    await bobChat.locator('.chat-badge', { hasText: '1' }).waitFor();
    await table.shot('desktop-lobby');
    await bob.screenshot({ path: join(artifacts, 'chat-phone-badge.png') });
    await bobChat.locator('.chat-toggle').click();
    const seen = bobChat.locator('.chat-line').first();
    await expect.poll(() => seen.locator('.chat-text').textContent()).toBe('Hello <b>Bob</b>');
    expect(await bobChat.locator('.chat-lines b').count()).toBe(0);
    // Read is remembered: after a reload the phone's chat starts closed again, with no badge.
    await bob.reload();
    await bobChat.locator('.chat-toggle[aria-expanded=false]').waitFor();
    expect(await bobChat.locator('.chat-badge').count()).toBe(0);
    await bobChat.locator('.chat-toggle').click();

    // A quick phrase goes as an id: Chinese for Bob, English for Ann.
    await bobChat.locator('.chat-phrase-btn[data-phrase="good-luck"]').click();
    await bobChat.locator('.chat-line', { hasText: '祝好运！' }).waitFor();
    await annChat.locator('.chat-line', { hasText: 'Good luck!' }).waitFor();
    await bob.screenshot({ path: join(artifacts, 'chat-phone-open.png') });

    // Ann mutes Bob: his next line is hidden for her (and counted), also after a reload.
    await annChat.locator('.chat-mute summary').click();
    await annChat.getByRole('button', { name: 'Mute Bob' }).click();
    await bobChat.locator('.chat-input').fill('are you there?');
    await bobChat.locator('.chat-input').press('Enter');
    await bobChat.locator('.chat-line', { hasText: 'are you there?' }).waitFor();
    await annChat.locator('.chat-hidden').waitFor();
    expect(await annChat.locator('.chat-line').count()).toBe(1);
    await ann.reload();
    await annChat.locator('.chat-hidden').waitFor();
    expect(await annChat.locator('.chat-line', { hasText: 'are you there?' }).count()).toBe(0);
    await annChat.locator('.chat-mute summary').click();
    await annChat.getByRole('button', { name: 'Unmute Bob' }).click();
    await annChat.locator('.chat-line', { hasText: 'are you there?' }).waitFor();

    // The start: Alibis closes the chat while alibis are written, and says why, in each language.
    expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: made.body.token })).status).toBe(200);
    await annChat.locator('.chat-closed', { hasText: 'while alibis are written' }).waitFor();
    await bobChat.locator('.chat-closed', { hasText: '写不在场证明' }).waitFor();
    expect(await annChat.locator('.chat-input').isDisabled()).toBe(true);
    expect(await annChat.locator('.chat-phrase-btn').first().isDisabled()).toBe(true);
    await table.shot('desktop-closed');

    // Both seats play through a script connection of their own (the game's own UI has its tests).
    const seats = [made.body.token, bobSeat.body.token].map((token) => {
      const c = new Client(server.url);
      clients.push(c);
      return { c, token };
    });
    for (const { c, token } of seats) expect(await c.hello(id, token)).toEqual({ ok: true });
    for (const { c } of seats) expect((await c.act(c.legal[0])).ok).toBe(true);
    await annChat.locator('.chat-closed', { hasText: 'while boards are filled' }).waitFor();
    await bobChat.locator('.chat-closed', { hasText: '填推理板' }).waitFor();
    for (const { c } of seats) {
      await c.until(() => (c.legal[0] as { type?: string } | undefined)?.type === 'guess', 'a board to fill');
      expect((await c.act(c.legal[0])).ok).toBe(true);
      await c.until(() => (c.legal[0] as { type?: string } | undefined)?.type === 'confirm', 'confirm offered');
      expect((await c.act(c.legal[0])).ok).toBe(true);
    }

    // The reveal opens it again.
    await ann.locator('.al[data-round="2"]').waitFor();
    await expect.poll(() => annChat.locator('.chat-closed').count()).toBe(0);
    await bobChat.locator('.chat-phrase-btn[data-phrase="well-played"]').click();
    await annChat.locator('.chat-line', { hasText: 'Well played!' }).waitFor();
    await table.shot('desktop-reveal');
    expect(pageErrors).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);

  it("shows a finished table's chat in the replay, up to the step on screen", async () => {
    const { server, page, pageErrors } = table;
    const made = await api<SeatGrant>(server.url, 'POST', '/api/tables', {
      game: 'perfect-alibi',
      players: 3,
      host: 'Ann',
      claimWindow: 0,
      bots: [
        { seat: 1, kind: 'random' },
        { seat: 2, kind: 'random' },
      ],
    });
    const id = made.body.table.id;
    await page.goto(server.url);
    await page.evaluate(([tid, t]) => localStorage.setItem(`alibi.seat.${tid}`, JSON.stringify({ token: t, seat: 0 })), [
      id,
      made.body.token,
    ] as const);
    await page.goto(`${server.url}/t/${id}`);
    const chat = page.locator('section.chat');
    await chat.locator('.chat-input').fill('before we start');
    await chat.locator('.chat-input').press('Enter');
    await chat.locator('.chat-line', { hasText: 'before we start' }).waitFor();
    expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: made.body.token })).status).toBe(200);
    // Ann's moves come from a script connection of her seat; the page follows.
    const script = new Client(server.url);
    clients.push(script);
    await script.hello(id, made.body.token);
    const player = autoplay(script, perfectAlibi(), 'chat-replay');
    await script.until(() => script.table?.status === 'over', 'the end', 60_000);
    player.stop();
    await chat.locator('.chat-phrase-btn[data-phrase="good-game"]').click();
    await chat.locator('.chat-line', { hasText: 'Good game!' }).waitFor();
    await page.getByRole('button', { name: 'Watch the replay' }).first().click();
    const replayChat = page.locator('.replay-chat');
    await replayChat.locator('.chat-line', { hasText: 'before we start' }).waitFor();
    expect(await replayChat.locator('.chat-line', { hasText: 'Good game!' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Last step' }).click();
    await replayChat.locator('.chat-line', { hasText: 'Good game!' }).waitFor();
    await table.shot('replay');
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
