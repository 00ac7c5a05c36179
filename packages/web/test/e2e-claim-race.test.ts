/**
 * Browser test of a claim race against a bot (issue #17, docs/claims.md): a person plays Perfect
 * Alibi against two expert bots with a 5 s claim window. The test watches the server's storage
 * (read-only) for the moment a bot's claim is held, then the person claims the same card from the
 * note sheet in two clicks inside that window. When the window closes, the claims are checked in
 * the order the table's seed and the window's number give (the server's own rule, recomputed here):
 * the first right claim wins, the other is never checked and its claimant is not out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { cardLocation, cardTime, perfectAlibi } from '@alibi/perfect-alibi';
import type { RunningServer } from '@alibi/server';
// The server's own rule for the order a window's claims are checked in (by seat, then seeded shuffle).
import { checkOrder } from '../../server/src/claims.ts';
import { type BrowserTable, clickIfStill, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('claim race e2e');
const WINDOW_S = 5;
/**
 * Two seeds whose check order of a person (seat 0) and one bot puts the person first (…-1) or the
 * bot first (…-2) in each of the windows 1–3 where the bots of these deals claim: both outcomes.
 */
const RACES = [
  { seed: 'claim-race-1', winner: 'person' },
  { seed: 'claim-race-2', winner: 'bot' },
] as const;
/** Which outcome each seed's race had, for the closing check that both were seen. */
const seen = new Map<string, { winner: 'person' | 'bot'; window: number; claimants: number }>();

interface Held {
  n: number;
  seat: number;
  card: number;
}

describe.skipIf(skip).each(RACES)('a claim race against a bot in Chromium (seed $seed)', ({ seed: SEED }) => {
  let startedAt = Date.now();
  let table: BrowserTable;
  let server: RunningServer;
  let page: Page;
  let db: Database.Database;

  beforeAll(async () => {
    table = await openBrowserTable(`${SEED}-`, { width: 1366, height: 900 }, { seed: SEED, botSeed: `${SEED}:bots` });
    ({ server, page } = table);
  }, 120_000);

  afterAll(async () => {
    db?.close();
    await table?.close();
  });

  const phase = () => page.locator('.pa').getAttribute('data-phase');

  /** The claims held in storage now (a second, read-only connection: test-side observation only). */
  const held = (): Held[] =>
    (
      db.prepare('select n, seat, action from held_claims order by seat').all() as { n: number; seat: number; action: string }[]
    ).map((r) => ({
      n: Number(r.n),
      seat: Number(r.seat),
      card: (JSON.parse(r.action) as { card: number }).card,
    }));

  /** The claims applied, in log order. */
  const appliedClaims = (): { seat: number; card: number }[] =>
    (db.prepare('select seat, action from actions order by version').all() as { seat: number; action: string }[])
      .map((r) => ({ seat: Number(r.seat), a: JSON.parse(r.action) as { type: string; card: number } }))
      .filter((r) => r.a.type === 'claim')
      .map((r) => ({ seat: r.seat, card: r.a.card }));

  /** Whatever move the UI offers this seat now (as in e2e.test.ts); false when nothing was played. */
  async function playOneMove(turns: { n: number }): Promise<boolean> {
    const panel = page.locator('.action-panel');
    try {
      if (!(await panel.isVisible())) return false;
      if (await panel.locator('.picker-btn').count()) return await clickIfStill(panel.locator('.picker-btn').first());
      if (await panel.locator('.card-btn').count()) return await clickIfStill(panel.locator('.card-btn').first());
      if (await panel.locator('.answer').count()) return await clickIfStill(panel.locator('.answer button').first());
      if (await panel.locator('.composer').count()) {
        turns.n += 1;
        // A question tile, never the final question (that would force the person's own claim).
        if (!(await panel.locator('.value-btn').count()))
          await page.locator('.tile-btn:enabled').first().click({ timeout: 3000 });
        const seats = panel.locator('.seat-btn');
        if (await seats.count()) await seats.nth(turns.n % 2).click({ timeout: 3000 });
        await panel
          .locator('.value-btn')
          .nth(turns.n % 4)
          .click({ timeout: 3000 });
        await panel
          .locator('.value-btn')
          .nth((turns.n + 1) % 4)
          .click({ timeout: 3000 });
        await panel.locator('.btn-primary').click({ timeout: 3000 });
        return true;
      }
    } catch (e) {
      // The table moves on by itself: a control seen a moment ago may be gone; look again.
      if (e instanceof Error && e.name === 'TimeoutError') return false;
      throw e;
    }
    return false;
  }

  it('a bot claims, the person claims the same card within the window, and the seeded order picks the one winner', async () => {
    await page.goto(server.url);
    await page.fill('input[name=name]', 'Ada');
    await page.locator('select[name=seat1]').selectOption('expert');
    await page.locator('select[name=seat2]').selectOption('expert');
    await page.locator('select[name=claimWindow]').selectOption(String(WINDOW_S));
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/t\/[\w-]+$/);
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('.pa').waitFor();
    startedAt = Date.now();
    db = new Database(table.dbFile, { readonly: true, fileMustExist: true });

    const setup = perfectAlibi.setup({
      players: 3,
      seed: SEED,
      options: { rival: false, manualAnswers: false, unforgiving: false },
    });
    if (!setup.ok) throw new Error(setup.error.message);
    const missing = setup.value.hidden.missing;

    // Play until a bot's claim is held; storage is read every 50 ms so the moment is not missed.
    let botClaim: Held | null = null;
    let seenAt = 0;
    const watch = setInterval(() => {
      botClaim ??= held().find((h) => h.seat !== 0) ?? null;
      if (botClaim && !seenAt) seenAt = Date.now();
    }, 50);
    const turns = { n: 0 };
    const deadline = Date.now() + 25_000;
    try {
      while (!botClaim && Date.now() < deadline) {
        if ((await phase()) === 'over') throw new Error('the game ended before any bot claimed');
        await page.waitForTimeout((await playOneMove(turns)) ? 30 : 60);
      }
    } finally {
      clearInterval(watch);
    }
    if (!botClaim) throw new Error(`no bot claimed within 25 s (${turns.n} questions asked)`);
    const bot: Held = botClaim;
    // The expert claims only when sure in the first rounds: its claim is the missing card.
    expect(bot.card).toBe(missing);
    expect(await page.locator('.cw-held').count()).toBe(0);

    // The person claims the same card from the note sheet: select the cell, press twice.
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page
      .locator('.cell')
      .nth(cardTime(bot.card) * 4 + cardLocation(bot.card))
      .click();
    const claim = page.locator('.cell-claim button');
    await expect.poll(() => claim.isEnabled()).toBe(true);
    await claim.click();
    await page.getByRole('button', { name: /^Sure\? Claim/ }).click();
    await page.locator('.cw-held', { hasText: /^Your claim is in: / }).waitFor();
    const took = Date.now() - seenAt;
    const timer = page.locator('.cw-open');
    await timer.waitFor();
    expect(await timer.textContent()).toMatch(/^Claims open: [1-9]\d* s$/);
    expect(Number(await timer.getAttribute('data-claim-window'))).toBe(bot.n);
    // Both claims are held in the bot's window, none applied yet.
    // The other bot may have become sure from the same answer and claimed in this window too.
    const both = held();
    expect(both.every((h) => h.n === bot.n && h.card === bot.card)).toBe(true);
    expect(both.map((h) => h.seat)).toEqual(expect.arrayContaining([0, bot.seat]));
    expect(appliedClaims()).toEqual([]);
    // With the claim held the claim dialog cannot be opened, so none can outlive the game.
    expect(await page.locator('.statusbar .btn-claim').count()).toBe(0);
    await table.shot('01-both-held');
    console.info(
      `[claim race] ${SEED}: bot seat ${bot.seat} claimed in window ${bot.n}, ${seenAt - startedAt} ms after start; the person's claim was in ${took} ms later`,
    );

    // The window closes: the claim drawn first is checked, is right, and ends the game.
    const order = checkOrder(SEED, bot.n, both).map((c) => c.seat);
    const first = order[0] as number;
    seen.set(SEED, { winner: first === 0 ? 'person' : 'bot', window: bot.n, claimants: both.length });
    await page.locator('.pa[data-phase=over]').waitFor({ timeout: 2 * WINDOW_S * 1000 + 3000 });
    await page.locator('.game-over').waitFor();
    // The fixed bug: no claim dialog is left over the game-over screen.
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await page.locator('.cw-open').count()).toBe(0);
    // Only the first claim was applied; the second was never checked.
    expect(appliedClaims()).toEqual([{ seat: first, card: missing }]);
    expect(held()).toEqual([]);
    await page.getByRole('tab', { name: 'Log' }).click();
    const log = page.locator('.log');
    const claimLines = log.getByText(/ claims .* — (correct!|wrong\.)$/);
    await expect.poll(() => claimLines.count()).toBe(1);
    const line = (await claimLines.first().textContent()) ?? '';
    expect(line).toMatch(/ — correct!$/);
    expect(await log.getByText(/makes a wrong claim/).count()).toBe(0);
    if (first === 0) {
      console.info('[claim race] the person was drawn first and won');
      expect(line).toMatch(/^(Ada|You) claims /);
      await page.locator('.game-over .over-winner', { hasText: 'You won!' }).waitFor();
    } else {
      console.info(`[claim race] bot seat ${first} was drawn first and won; the person's claim was never checked`);
      expect(line).not.toMatch(/^(Ada|You) claims /);
      expect(await page.locator('.game-over .over-winner', { hasText: 'You won!' }).count()).toBe(0);
      // Not out: the person made no wrong claim, and is told why the claim was not checked.
      expect(await page.locator('.pa-board .banner-warn').count()).toBe(0);
      expect(await page.getByText('You named the wrong alibi and are out').count()).toBe(0);
      await page
        .locator('.cw-dropped', { hasText: 'was not checked: a claim drawn before it in the same window was right' })
        .waitFor();
    }
    await table.shot('02-over');
    await resize(page, { width: 390, height: 844 });
    await table.shot('03-over-phone');
    expect(table.pageErrors).toEqual([]);
  }, 60_000);
});

describe.skipIf(skip)('claim races across the seeds', () => {
  it('saw the person win one race and the bot the other', () => {
    // Holds while the bots claim in windows 1-3 (see RACES); a later window is reported by its number above.
    // A race the bots' timing made different (a later window, or both bots in it) draws another
    // order: each seed's own test checked that one; here only the races as designed count.
    const races = [...seen].map(([seed, r]) => `${seed}: window ${r.window}, ${r.claimants} claims, ${r.winner} won`).join('; ');
    const designed = RACES.filter((r) => {
      const got = seen.get(r.seed);
      return got !== undefined && got.window <= 3 && got.claimants === 2;
    });
    if (designed.length < RACES.length) console.warn(`[claim race] not every race ran as designed: ${races}`);
    expect(seen.size, races).toBe(RACES.length);
    expect(
      designed.map((r) => [r.seed, seen.get(r.seed)?.winner]),
      races,
    ).toEqual(designed.map((r) => [r.seed, r.winner]));
  });
});
