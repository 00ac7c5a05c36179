/**
 * Playing a tutorial through the page, for the browser tests of the tutorials (issue #19): wait for
 * the bubble's next learner or read beat (the bots move by themselves), make that beat's move
 * through the table's own controls or press the bubble's "Next", and collect the bubble's words on
 * the way. `tutorialSuite` is the three tests every game's tutorial gets.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutorialScript } from '../src/tutorial/script.ts';
import { openBrowserTable, resize, skipWithoutChromium, type BrowserTable } from './browser.ts';

export const BUBBLE = '.tutorial-bubble';
export const tut = (s: string) => `[data-tutorial="${s}"]`;
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** A learner beat's move: the controls to click in order, or a function that makes it. */
export type Move = string[] | ((page: Page) => Promise<void>);

/** The current learner/read beat's id, once the bots have moved (null at the finale). */
export async function waitBeat(page: Page, not?: string): Promise<string | null> {
  const handle = await page.waitForFunction(
    (prev) => {
      if (document.querySelector('.tutorial-finale')) return 'FINALE';
      const id = document.querySelector('.tutorial-bubble')?.getAttribute('data-beat');
      return id && id !== prev ? id : null;
    },
    not ?? null,
    { timeout: 20_000 },
  );
  const v = (await handle.jsonValue()) as string;
  return v === 'FINALE' ? null : v;
}

/**
 * Plays from the current beat to the finale (or until `stopAfter` is played): `moves[id]` is the
 * learner's move for that beat; a beat without one is a read beat ("Next"), and a beat in `auto`
 * is made by the previous beat's clicks (one click of the table can send two actions). Returns the
 * bubble's text at each beat; `onBeat` runs at each beat before it is played.
 */
export async function playTutorial(
  page: Page,
  moves: Record<string, Move>,
  opts: { stopAfter?: string; onBeat?: (id: string) => Promise<void>; auto?: ReadonlySet<string> } = {},
): Promise<string[]> {
  const texts: string[] = [];
  let prev: string | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const id = await waitBeat(page, prev);
    if (id === null) return texts;
    if (opts.auto?.has(id)) {
      prev = id;
      continue;
    }
    texts.push(`${id}: ${(await page.locator(`${BUBBLE} .tutorial-say`).textContent()) ?? ''}`);
    await opts.onBeat?.(id);
    const move = moves[id];
    if (typeof move === 'function') await move(page);
    else if (move) for (const sel of move) await page.locator(sel).filter({ visible: true }).first().click();
    else await page.locator(`${BUBBLE} [data-tutorial-next]`).click();
    prev = id;
    if (id === opts.stopAfter) return texts;
  }
  throw new Error('the tutorial did not end');
}

export interface TutorialSpec {
  game: string;
  /** The describe block's name. */
  title: string;
  /** Screenshot file prefix, e.g. 'tutorial-fs-'. */
  prefix: string;
  script: TutorialScript;
  moves: Record<string, Move>;
  /** The first beat the bubble shows. */
  first: string;
  /** A wrong move at beat `at`: `make` tries it, `check` looks that the table stayed put, `reset` clears a draft. */
  wrong: {
    at: string;
    make: (page: Page) => Promise<void>;
    check?: (page: Page) => Promise<void>;
    reset?: (page: Page) => Promise<void>;
  };
  /** Beats to screenshot on the way, per run. */
  shots: { en: string[]; zh: string[]; phone: string[] };
  /** Where the phone run stops, and what more it checks there. */
  phoneStopAfter: string;
  phoneThen?: (page: Page, table: BrowserTable) => Promise<void>;
}

/**
 * The tests every tutorial gets: from the lobby tile's "Learn to play" to the finale in English with
 * a wrong move explained (the game stays put), again in Chinese from the lobby with every text in
 * Chinese, and its first steps on a phone.
 */
export function tutorialSuite(spec: TutorialSpec): void {
  const { game, script, moves, wrong } = spec;
  const steps = script.beats.filter((b) => b.kind !== 'bot').length;
  const skip = skipWithoutChromium(`web e2e ${spec.prefix}`);

  describe.skipIf(skip)(spec.title, () => {
    let table: BrowserTable;
    beforeAll(async () => {
      table = await openBrowserTable(spec.prefix, DESKTOP);
    }, 120_000);
    afterAll(async () => {
      await table?.close();
    });

    const open = async (page: Page) => {
      await page.locator(`[data-learn="${game}"]`).click();
      await page.waitForURL(`**/learn/${game}`);
    };
    const finale = async (said: string, shot: string) => {
      const { page } = table;
      await page.locator('.tutorial-finale').waitFor();
      expect(await page.locator('.tutorial-finale').textContent()).toContain(said);
      await table.shot(shot);
    };

    it('is played from the lobby to the finale in English, with a wrong move explained', async () => {
      const { page, server } = table;
      await page.goto(server.url);
      await open(page);
      await page.locator(`${BUBBLE}[data-beat="${spec.first}"]`).waitFor();
      const texts = await playTutorial(page, moves, {
        onBeat: async (id) => {
          if (spec.shots.en.includes(id)) await table.shot(`en-${id}`);
          if (id !== wrong.at) return;
          await wrong.make(page);
          await page.locator('.tutorial-wrong').waitFor();
          expect(await page.locator(BUBBLE).getAttribute('data-beat')).toBe(wrong.at);
          expect(await page.locator('.tutorial-target').count()).toBeGreaterThan(0);
          await wrong.check?.(page);
          await table.shot('en-wrong');
          await wrong.reset?.(page);
        },
      });
      expect(texts).toHaveLength(steps);
      await finale(script.finale.en.slice(0, 30), 'en-finale');
      expect(table.pageErrors).toEqual([]);
    }, 240_000);

    it('is played in Chinese', async () => {
      const { page, server } = table;
      await page.goto(server.url);
      await page.getByRole('button', { name: '中文', exact: true }).first().click();
      await page.locator('html[lang="zh-CN"]').waitFor();
      await open(page);
      await page.locator('[data-tutorial-restart]').click();
      await page.locator(`${BUBBLE}[data-beat="${spec.first}"]`).waitFor();
      const texts = await playTutorial(page, moves, {
        onBeat: async (id) => void (spec.shots.zh.includes(id) && (await table.shot(`zh-${id}`))),
      });
      expect(texts).toHaveLength(steps);
      expect(texts.every((line) => /[\u4e00-\u9fff]/.test(line))).toBe(true);
      await finale(script.finale.zh.slice(0, 10), 'zh-finale');
      await page.getByRole('button', { name: 'English', exact: true }).first().click();
      expect(table.pageErrors).toEqual([]);
    }, 240_000);

    it('fits a phone', async () => {
      const { page, server } = table;
      await resize(page, PHONE);
      await page.goto(`${server.url}/learn/${game}?fast`);
      await page.locator('[data-tutorial-restart]').click();
      let n = 0;
      await playTutorial(page, moves, {
        stopAfter: spec.phoneStopAfter,
        onBeat: async (id) => {
          if (!spec.shots.phone.includes(id)) return;
          await page.waitForTimeout(100);
          await table.shot(`phone-${++n}-${id}`);
        },
      });
      await spec.phoneThen?.(page, table);
      await resize(page, DESKTOP);
      expect(table.pageErrors).toEqual([]);
    }, 240_000);
  });
}
