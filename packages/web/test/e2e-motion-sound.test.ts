/**
 * Card motion and the "your turn" cue at a real table in Chromium (issue #18; ui/motion.ts,
 * ui/sound.ts). e2e-motion.test.ts checks slides that pile up on a harness board, and the gallery
 * that the cue's counter rises when the turn comes back; here, at Four Suspects and Perfect Alibi
 * tables against two bots (this seat's moves from a script connection of the same seat):
 * - cards that move on the table (interrogation cards given, tiles taken, cards shown) slide or
 *   fade, and with `prefers-reduced-motion: reduce` the same kind of changes run no animation;
 * - the sound toggle is off by default: a turn that comes back makes no sound; switched on, it
 *   plays the chime at once, is remembered across a reload, and the cue plays when the turn
 *   comes back (its audio context running). Headless Chromium lets a page start audio without a
 *   click, so a browser's need for one (ui/sound.ts primes audio on the toggle) is not tested here.
 * What is played is observed where the page makes it: an init script wraps the Web Audio API's
 * oscillators and Element.animate before the app loads.
 */
import { Rng } from '@alibi/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client } from '../../server/test/helpers.ts';
import { createBotTable, moveAsSeat, openBrowserTable, openSeat, skipWithoutChromium, type BrowserTable } from './browser.ts';

const skip = skipWithoutChromium('web e2e motion and sound');
const GAME = 'perfect-alibi';

/** What the page did, counted by the init script. */
interface Observed {
  /** Card motions started (ui/motion.ts tags its animations `card-motion`). */
  motions: number;
  /** Fading copies of cards that left. */
  ghosts: number;
  /** The `data-flip` keys of the elements that moved (tiles, interrogation cards). */
  flips: string[];
  /** Oscillator notes started. */
  notes: number;
  /** The state of each audio context the page made ('running' is heard; 'suspended' is not). */
  audio: string[];
}

/** Runs in the page before its scripts: counts card motions and the notes the Web Audio API plays. */
function observe(): void {
  const seen = { motions: 0, ghosts: 0, notes: 0, flips: [] as string[] };
  const contexts: AudioContext[] = [];
  const w = window as unknown as { observed: () => Observed; resetObserved: () => void };
  w.observed = () => ({ ...seen, audio: contexts.map((c) => c.state) });
  w.resetObserved = () => Object.assign(seen, { motions: 0, ghosts: 0, notes: 0, flips: [] });
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, frames, options) {
    const flip = (this as HTMLElement).dataset.flip;
    if (typeof options === 'object' && options?.id === 'card-motion') seen.motions++;
    if (this.classList.contains('motion-ghost')) seen.ghosts++;
    if (flip !== undefined) seen.flips.push(flip);
    return animate.call(this, frames, options);
  };
  const Base = window.AudioContext;
  window.AudioContext = class extends Base {
    constructor(options?: AudioContextOptions) {
      super(options);
      contexts.push(this);
    }
  };
  const createOscillator = Base.prototype.createOscillator;
  Base.prototype.createOscillator = function (this: AudioContext) {
    const osc = createOscillator.call(this);
    const start = osc.start.bind(osc);
    osc.start = (when?: number) => {
      seen.notes++;
      start(when);
    };
    return osc;
  };
}

const observed = (page: Page): Promise<Observed> =>
  page.evaluate(() => (window as unknown as { observed: () => Observed }).observed());
const resetObserved = (page: Page): Promise<void> =>
  page.evaluate(() => (window as unknown as { resetObserved: () => void }).resetObserved());
/**
 * The table is drawn (possibly from its first view over HTTP) and its socket is welcomed: from now
 * on the page sees every change, so a turn that goes and comes back is seen going.
 */
async function live(page: Page): Promise<void> {
  await page.locator('.pa').waitFor();
  await page.getByText('Connecting…').waitFor({ state: 'hidden' });
}

/** The keys of the cards and tiles on the board, in order: what the motion compares. */
const boardCards = (page: Page): Promise<string> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.pa-board .card, .pa-board [data-flip]'))
      .map((el) => (el as HTMLElement).dataset.flip ?? (el as HTMLElement).dataset.card ?? el.getAttribute('aria-label'))
      .join('|'),
  );

describe.skipIf(skip)('motion and the turn cue at a table', () => {
  let table: BrowserTable;
  const clients: Client[] = [];
  const rng = Rng.fromSeed('motion-sound');

  beforeAll(async () => {
    // Fixed deals and bots: the same games every run.
    table = await openBrowserTable(
      'motion-sound-',
      { width: 1366, height: 900 },
      { seed: 'motion-sound-1', botSeed: 'motion-sound-1' },
      { motion: true },
    );
    await table.context.addInitScript(observe);
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  /** A started 3-seat table of `game` against heuristic bots, this seat's script connection on it, the page open on it. */
  async function sitAt(game: string): Promise<Client> {
    const { server, page } = table;
    const made = await createBotTable(server.url, game, { kind: 'heuristic' });
    expect((await api(server.url, 'POST', `/api/tables/${made.id}/start`, { token: made.token })).status).toBe(200);
    const me = new Client(server.url);
    clients.push(me);
    expect(await me.hello(made.id, made.token)).toEqual({ ok: true });
    await openSeat(page, server.url, made.id, made.token);
    await live(page);
    return me;
  }

  /** This seat moves until the table waits for others, then until it waits for this seat again. */
  async function roundTrip(me: Client, game: string): Promise<void> {
    while (me.mustAct && me.table?.status !== 'over') await moveAsSeat(me, game, rng, ['claim', 'accuse', 'guess']);
    await me.until(() => me.mustAct || me.table?.status === 'over', 'my turn back');
    expect(me.table?.status, 'the game goes on').not.toBe('over');
    await table.page.locator('.statusbar.mine').waitFor();
  }

  /** Rounds of play until the cards on the board change (a round may be only an answer, say). */
  async function untilBoardChanges(me: Client, game: string): Promise<void> {
    const before = await boardCards(table.page);
    for (let round = 0; round < 4 && (await boardCards(table.page)) === before; round++) await roundTrip(me, game);
    expect(await boardCards(table.page), 'the board changed').not.toBe(before);
  }

  /**
   * Play changes the board, and its cards slide, fade in or leave a ghost; under reduced motion
   * play changes the board again and nothing animates.
   */
  async function checkMotion(me: Client, game: string, flipped: RegExp): Promise<void> {
    const { page } = table;
    await me.until(() => me.mustAct, 'my first turn');
    await page.locator('.statusbar.mine').waitFor();
    await resetObserved(page);
    await untilBoardChanges(me, game);
    const moving = await observed(page);
    console.info(`[motion-sound] ${game}: ${moving.motions} card motions and ${moving.ghosts} ghosts`);
    expect(moving.motions + moving.ghosts, 'card motions in a round').toBeGreaterThan(0);
    expect(
      moving.flips.some((key) => flipped.test(key)),
      `a ${String(flipped)} moved (${moving.flips.join()})`,
    ).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await resetObserved(page);
    await untilBoardChanges(me, game);
    expect(await observed(page)).toMatchObject({ motions: 0, ghosts: 0, flips: [] });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  }

  it('Four Suspects: interrogation cards move when given, not with reduced motion', async () => {
    await checkMotion(await sitAt('four-suspects'), 'four-suspects', /^icard-/);
    expect(table.pageErrors).toEqual([]);
  }, 60_000);

  it('Perfect Alibi: tiles move, not with reduced motion; the cue is off by default, remembered once on, and played on my turn', async () => {
    const { page, pageErrors } = table;
    const me = await sitAt(GAME);
    const toggle = page.getByRole('button', { name: 'Turn sound' });
    // Off by default: nothing stored, the switch not pressed.
    expect(await page.evaluate(() => localStorage.getItem('alibi.sound'))).toBeNull();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    // Rounds in which the turn came back with the sound off: no note, no cue counted.
    await checkMotion(me, GAME, /^tile-/);
    expect(await page.evaluate(() => document.documentElement.dataset.turnCues ?? '0')).toBe('0');
    expect((await observed(page)).notes).toBe(0);

    // Switched on: the chime plays at once (two notes) and the choice is stored.
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('alibi.sound'))).toBe('on');
    await expect.poll(async () => (await observed(page)).notes, { timeout: 15_000 }).toBe(2);

    // Remembered at the next table and across a reload; the cue sounds when the turn comes back.
    // A fresh table, so that the rounds below are not the end of the game the motion rounds played.
    const fresh = await sitAt(GAME);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await live(page);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect((await observed(page)).notes).toBe(0);
    await fresh.until(() => fresh.mustAct, 'my first turn at the fresh table');
    // With bots moving at once, the turn can leave and come back between two renders of the page,
    // which then never sees it leave: play rounds until one returns in sight (at most four).
    for (let round = 0; round < 4 && (await observed(page)).notes === 0; round++) {
      await roundTrip(fresh, GAME);
      await expect.poll(async () => (await observed(page)).notes, { timeout: 3_000 }).toBe(2).catch(() => undefined);
    }
    expect((await observed(page)).notes).toBe(2);
    expect(await page.evaluate(() => document.documentElement.dataset.turnCues)).toBe('1');
    // Played into a running audio context (not a suspended or closed one).
    await expect.poll(async () => (await observed(page)).audio, { timeout: 15_000 }).toEqual(['running']);
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
