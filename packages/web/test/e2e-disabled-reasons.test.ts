/**
 * Disabled reasons and the hint strip in Chromium (issue #19; ui/Why.tsx, ui/HintStrip.tsx). For
 * each of the five games a 3-seat table against two bots: this seat's moves come from a script
 * connection of the same seat (the engine's random policy) while the page follows, so at each of
 * its turns the page is still. At several of those moments, at the game over and in the replay,
 * every disabled control on screen must carry a reason: in its accessible description (what a
 * screen reader reads) and in the bubble that hovering it, or tapping it, shows. Controls disabled
 * only while a request is in flight are the one documented exception (`aria-busy="true"`).
 * The hint strip shows on the first table of each game, once, and stays dismissed. Screenshots
 * (desktop and phone, English and Chinese) go to test-artifacts/why-*.png.
 */
import { randomPolicy, Rng } from '@alibi/engine';
import { findGame } from '@alibi/games';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client } from '../../server/test/helpers.ts';
import {
  artifacts,
  createBotTable,
  openBrowserTable,
  openSeat,
  pageChanges,
  promptShown,
  resize,
  settled,
  skipWithoutChromium,
  type BrowserTable,
} from './browser.ts';

const skip = skipWithoutChromium('web e2e disabled reasons');

const GAMES = ['perfect-alibi', 'four-suspects', 'alibi-1993', 'alibi-clues', 'alibis'] as const;
const DISABLED = 'button:disabled, [aria-disabled="true"], select:disabled, input:disabled';
const OVER = '.game-over, .al[data-phase="over"]';
/** Turns of this seat at which the page is checked; after MAX_MOVES own moves the seat resigns. */
const CHECKS = 3;
const MAX_MOVES = 6;
/** Hovered and tapped per check (every control's description is checked; the bubble on a sample). */
const POKES = 4;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

interface Found {
  index: number;
  busy: boolean;
  reason: string;
  description: string;
  what: string;
}

/** In the page: every visible disabled control, its data-why and its accessible description. */
function listDisabled(selector: string): Found[] {
  const all = Array.from(document.querySelectorAll<HTMLElement>(selector));
  // Under an open modal the rest of the page is inert: only the dialog's controls are on screen.
  const modal = document.querySelector('dialog[open]');
  return all
    .map((el, index) => ({ el, index }))
    .filter(({ el }) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[hidden], [aria-hidden="true"]'))
    .filter(({ el }) => !modal || modal.contains(el))
    .map(({ el, index }) => ({
      index,
      busy: el.getAttribute('aria-busy') === 'true',
      reason: el.dataset.why ?? '',
      description: (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
        .join(' ')
        .trim(),
      what: `${el.tagName.toLowerCase()}.${el.className} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 30)}"`,
    }));
}

/** Scrolls the page and the phone table's own frame to their tops. */
const atTop = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    const frame = document.querySelector('.table-shell');
    if (frame) frame.scrollTop = 0;
  });

/** In the page: whether the control is what is painted at this point (nothing covers it), hit-tested as Why.tsx does. */
function ownsPoint(e: Element, p: { x: number; y: number }): boolean {
  document.documentElement.setAttribute('data-why-probe', '');
  const hit = document.elementFromPoint(p.x, p.y);
  document.documentElement.removeAttribute('data-why-probe');
  return hit !== null && (hit === e || e.contains(hit));
}

/** The control's centre, scrolled into view, or null when something else (the sticky head, an open sheet) owns that spot. */
async function spotOf(el: Locator): Promise<{ x: number; y: number } | null> {
  if (!(await el.isVisible())) return null;
  await el.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const box = await el.boundingBox();
  if (!box) return null;
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return (await el.evaluate(ownsPoint, at)) ? at : null;
}

/** The first disabled control with a reason that nothing covers, or null. */
async function firstReasoned(page: Page): Promise<Locator | null> {
  const all = page.locator(`${DISABLED}:not([aria-busy="true"])`);
  const n = await all.count();
  for (let i = 0; i < n; i++) if (await spotOf(all.nth(i))) return all.nth(i);
  return null;
}

/** The reason bubble's text, or null while it is hidden. */
const tipText = (page: Page) =>
  page.evaluate(() => {
    const tip = document.querySelector<HTMLElement>('.why-tip');
    return tip && !tip.hidden ? tip.textContent : null;
  });

/**
 * Hovers the control until its bubble shows `reason` (any reason when null); returns where it was.
 * Measured and moved onto again at each look: a page still settling, a replay still laying out its
 * board, moves the control, and a layout shift under a still pointer is not a hover.
 */
async function hoverShows(page: Page, el: Locator, first: { x: number; y: number }, reason: string | null, message: string) {
  let at = first;
  const look = async () => {
    at = (await spotOf(el)) ?? at;
    await page.mouse.move(1, 1);
    await page.mouse.move(at.x, at.y, { steps: 2 });
    await page.waitForTimeout(50);
    return tipText(page);
  };
  if (reason === null) await expect.poll(look, { timeout: 6000, message }).not.toBe(null);
  else await expect.poll(look, { timeout: 6000, message }).toBe(reason);
  return at;
}

/**
 * Every disabled control on screen says why, to a screen reader and by hover and tap (a sample
 * of them); returns how many were checked. `label` names the moment in a failure.
 */
async function checkReasons(page: Page, label: string): Promise<number> {
  await settled(page);
  // A reason is read with its control and shown in the bubble, never drawn in the page itself.
  expect(await page.locator('.why-text:visible').allTextContents(), `${label}: reasons drawn in the page`).toEqual([]);
  const found = await page.evaluate(listDisabled, DISABLED);
  for (const f of found) {
    if (f.busy) continue;
    expect(f.reason, `${label}: ${f.what} has no reason`).not.toBe('');
    expect(f.description, `${label}: ${f.what} has no description`).toContain(f.reason);
  }
  const reasoned = found.filter((f) => !f.busy);
  let poked = 0;
  // A spread sample: the first, the last and some between.
  const step = Math.max(1, Math.floor(reasoned.length / POKES));
  for (const f of reasoned.filter((_, i) => i % step === 0).slice(0, POKES)) {
    const el = page.locator(DISABLED).nth(f.index);
    // Each try on a still page. A page lagging its server (a loaded CI machine) can re-render
    // between the hover and the tap, taking the bubble with the control it was for; such a try
    // is taken again (twice at most). On a page that did not change, a missed tap fails.
    for (let attempt = 1; ; attempt++) {
      await settled(page);
      const first = await spotOf(el);
      if (!first) break;
      const before = await pageChanges(page);
      // Hover: the bubble shows the reason.
      const { x, y } = await hoverShows(page, el, first, f.reason, `${label}: hover on ${f.what}`);
      // Tap: it stays (pinned) after the pointer leaves, and a second tap puts it away.
      await page.mouse.click(x, y);
      await page.mouse.move(1, 1);
      await page.waitForTimeout(50);
      const tapped = await tipText(page);
      if (tapped === null && attempt < 3 && (await pageChanges(page)) !== before) continue;
      poked++;
      expect(tapped, `${label}: tap on ${f.what}`).toBe(f.reason);
      await page.mouse.click(x, y);
      await expect.poll(() => tipText(page), { timeout: 3000 }).toBe(null);
      break;
    }
  }
  if (reasoned.length > 0) expect(poked, `${label}: no disabled control could be hovered`).toBeGreaterThan(0);
  return reasoned.length;
}

describe.skipIf(skip)('disabled controls say why (Chromium)', () => {
  let table: BrowserTable;
  const clients: Client[] = [];
  let checked = 0;
  let busySeen = 0;

  beforeAll(async () => {
    table = await openBrowserTable('why-');
    table.page.setDefaultTimeout(20_000);
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  it("the lobby: a guest's Rated box says why in the bubble and under the box, not twice on the page", async () => {
    const { server, page } = table;
    await page.goto(server.url);
    const rated = page.locator('input[name="rated"]');
    await rated.waitFor();
    expect(await rated.isDisabled()).toBe(true);
    checked += await checkReasons(page, 'lobby');
    expect(await page.locator('.rated-reason').isVisible()).toBe(true);
  }, 60_000);

  it('the waiting room: Start says why while a seat is empty', async () => {
    const { server, page } = table;
    const res = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'perfect-alibi',
        players: 3,
        host: 'Ada',
        claimWindow: 0,
        bots: [{ seat: 1, kind: 'random' }],
      }),
    });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { table: { id: string }; token: string };
    await openSeat(page, server.url, made.table.id, made.token);
    const start = page.getByRole('button', { name: 'Start game' });
    await start.waitFor();
    expect(await start.isDisabled()).toBe(true);
    checked += await checkReasons(page, 'waiting room');
    expect(await start.getAttribute('data-why')).toBe('Every seat needs a player or a bot before the game can start.');
    // Tapping the disabled button starts nothing.
    await start.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const box = await start.boundingBox();
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(200);
    expect(await start.isVisible()).toBe(true);
  }, 60_000);

  for (const game of GAMES) {
    it(`${game}: every disabled control has a reason; the hint strip shows once`, async () => {
      const { server, page, pageErrors } = table;
      const engine = findGame(game);
      if (!engine) throw new Error(`${game} is not registered`);
      const made = await createBotTable(server.url, game, { kind: game === 'alibi-1993' ? 'heuristic' : 'random' });
      await openSeat(page, server.url, made.id, made.token);
      await page.getByRole('button', { name: 'Start game' }).waitFor();
      expect((await api(server.url, 'POST', `/api/tables/${made.id}/start`, { token: made.token })).status).toBe(200);

      // The hint strip: there on the first table of this game, out of the way of the controls.
      const strip = page.locator('.hint-strip');
      await strip.waitFor();
      expect(await strip.locator('.hint-list li').count()).toBe(3);
      expect(await page.evaluate((g) => localStorage.getItem(`alibi.hints.${g}`), game)).toBe('seen');

      const me = new Client(server.url);
      clients.push(me);
      expect(await me.hello(made.id, made.token)).toEqual({ ok: true });
      const rng = Rng.fromSeed(`why-${game}`);
      const policy = randomPolicy(engine.meta.interrupts, 0);
      const over = () => me.table?.status === 'over';
      const legal = () => me.legal.filter((a) => (a as { type?: unknown } | null)?.type !== 'resign');
      let moves = 0;
      let checks = 0;
      const deadline = Date.now() + 25_000;
      // Past the deadline the seat resigns at its next turn rather than stopping: a seat that simply
      // stops playing would hold the game open (the a11y audit's did on a slow CI run).
      while (!over()) {
        await me.until(() => over() || (me.mustAct && legal().length > 0), 'my turn', 20_000);
        if (over()) break;
        const version = me.version;
        if (checks < CHECKS) {
          // The page has caught up with this turn (its prompt is up), then it is checked.
          await promptShown(page.locator('.action-panel, .al-write, .al-guess').first(), page, me, game);
          await page.waitForTimeout(150);
          const n = await checkReasons(page, `${game} turn ${checks + 1}`);
          checked += n;
          if (checks === 0) {
            await table.shot(`${game}-desktop-en`);
            const reasoned = await firstReasoned(page);
            const at = reasoned && (await spotOf(reasoned));
            if (reasoned && at) {
              await hoverShows(page, reasoned, at, null, `${game}: hover for the screenshot`);
              await page.screenshot({ path: join(artifacts, `why-${game}-desktop-en-hover.png`) });
              await page.mouse.move(1, 1);
            }
            // The strip is keyboard-operable: "Show" points at a part of the table, "Got it" dismisses.
            await strip.locator('.hint-show').first().focus();
            await page.keyboard.press('Enter');
            await strip.locator('.hint-dismiss').focus();
            if (game === 'perfect-alibi') {
              await page.keyboard.press('Enter');
              await strip.waitFor({ state: 'detached' });
            }
          }
          if (checks === 1 && game !== 'perfect-alibi') {
            // A phone, in Chinese: the strip still there (not yet dismissed), a reason shown by a tap.
            await page.getByRole('button', { name: '中文', exact: true }).click();
            await page.locator('html[lang="zh-CN"]').waitFor();
            await resize(page, PHONE);
            await atTop(page);
            await page.screenshot({ path: join(artifacts, `why-${game}-phone-zh.png`) });
            checked += await checkReasons(page, `${game} phone zh`);
            const reasoned = await firstReasoned(page);
            const at = reasoned && (await spotOf(reasoned));
            if (at) {
              await page.mouse.click(at.x, at.y);
              await expect.poll(() => tipText(page), { timeout: 3000 }).not.toBe(null);
              await page.screenshot({ path: join(artifacts, `why-${game}-phone-zh-tap.png`) });
              await page.mouse.click(at.x, at.y);
            }
            await resize(page, DESKTOP);
            await page.getByRole('button', { name: 'English', exact: true }).click();
            await page.locator('html[lang="en"]').waitFor();
          }
          if (checks === 1 && game === 'perfect-alibi') {
            // Desktop in Chinese, and a phone in English, with a reason showing on hover.
            await page.getByRole('button', { name: '中文', exact: true }).click();
            await page.locator('html[lang="zh-CN"]').waitFor();
            checked += await checkReasons(page, `${game} desktop zh`);
            await table.shot(`${game}-desktop-zh`);
            await page.getByRole('button', { name: 'English', exact: true }).click();
            await page.locator('html[lang="en"]').waitFor();
            await resize(page, PHONE);
            await atTop(page);
            await page.screenshot({ path: join(artifacts, `why-${game}-phone-en.png`) });
            checked += await checkReasons(page, `${game} phone en`);
            await resize(page, DESKTOP);
          }
          checks++;
        }
        busySeen += (await page.evaluate(listDisabled, DISABLED)).filter((f) => f.busy).length;
        const resign = me.legal.find((a) => (a as { type?: unknown } | null)?.type === 'resign');
        const enough = ++moves > MAX_MOVES || Date.now() >= deadline;
        const chosen = enough && resign ? resign : policy.choose({ seat: 0, legal: legal(), view: me.view, rng, mustAct: true });
        // The policy may let an optional move (a guess window's) go by: pass, as a person would.
        const action = chosen ?? legal().find((a) => (a as { type?: unknown }).type === 'pass') ?? legal()[0];
        // The table moved on meanwhile (another seat's guess window, say): look again.
        if (action === undefined) continue;
        const r = await me.act(action);
        if (!r.ok) continue;
        await me.until(() => me.version !== version || over(), 'the move to land', 20_000);
      }
      expect(checks).toBeGreaterThan(0);
      await me.until(over, 'the end of the game', 30_000);
      await page.locator(OVER).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(150);
      checked += await checkReasons(page, `${game} game over`);
      // The replay opens at its first step: the backward steps say why they are off.
      const replay = page.getByRole('button', { name: 'Watch the replay' }).first();
      if ((await replay.count()) > 0) {
        await replay.click();
        await page.locator('dialog[open]').first().waitFor();
        await page.getByRole('button', { name: 'Next step' }).first().waitFor();
        // The steps arrive after the dialog: wait for the board, then a settled frame.
        await page.locator('dialog[open] .replay-body').first().waitFor();
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        checked += await checkReasons(page, `${game} replay`);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
      }

      // Once per game per browser: the next visit to a table of this game has no strip.
      await page.reload();
      await page.locator(OVER).first().waitFor();
      expect(await page.locator('.hint-strip').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    }, 150_000);
  }

  it('checked many controls, and the strip stays dismissed on a new table', async () => {
    const { server, page } = table;
    expect(checked).toBeGreaterThan(20);
    // Busy states are fleeting: at a still page they are (nearly) never seen.
    expect(busySeen).toBeLessThan(5);
    const made = await createBotTable(server.url, 'perfect-alibi');
    await openSeat(page, server.url, made.id, made.token);
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    expect((await api(server.url, 'POST', `/api/tables/${made.id}/start`, { token: made.token })).status).toBe(200);
    await page.locator('.pa').waitFor();
    await page.waitForTimeout(300);
    expect(await page.locator('.hint-strip').count()).toBe(0);
  }, 60_000);
});
