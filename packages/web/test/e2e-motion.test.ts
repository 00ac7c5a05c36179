/**
 * Card motion in Chromium (ui/motion.ts): cards that move again while they still slide must not
 * pile up slides or grow. A fast Alibi (1993) table once measured its cards mid-slide and slid them
 * again from there, render after render: one card reached 10^7 times its size, and the
 * accessibility checker that met it ran the page out of memory. Here a board of cards re-orders
 * every 20 ms (quicker than a slide) for a hundred renders, and no card may be drawn beyond 4x its
 * size, carry more than one slide, or be drawn far from the board.
 * And a disabled card sliding over another control does not swallow a click on it: ui/Why.tsx
 * takes a click on a disabled control for a tap on it (showing why, doing nothing), and once took
 * the card passing over "Answer" for one (a tutorial's learner clicked and nothing happened).
 * And cards in a region the browser skips off screen (`offscreen-lazy`: an Alibi (1993) hand below
 * the first screen) are neither measured nor moved there, and do not all "arrive" once scrolled to.
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, skipWithoutChromium } from './browser.ts';
import { CHROMIUM_ARGS } from './chromium.ts';

const skip = skipWithoutChromium('web e2e motion');

describe.skipIf(skip)('card motion', () => {
  let browser: Browser;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'alibi-motion-'));
    await build({
      entryPoints: [fileURLToPath(new URL('./harness/motion-harness.tsx', import.meta.url))],
      bundle: true,
      outfile: join(dir, 'harness.js'),
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><link rel="stylesheet" href="harness.css"></head><body><div id="root"></div><script src="harness.js"></script></body></html>',
    );
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('cards that move again mid-slide keep their size and one slide each', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(`file://${join(dir, 'index.html')}`);
    await page.locator('.card').first().waitFor();
    let worst = { scale: 1, slides: 0, far: 0 };
    for (let turn = 1; turn <= 100; turn++) {
      const seen = await page.evaluate((n) => {
        (window as unknown as { shuffleCards: (n: number) => void }).shuffleCards(n);
        return new Promise<{ scale: number; slides: number; far: number }>((done) =>
          setTimeout(() => {
            const out = { scale: 1, slides: 0, far: 0 };
            for (const card of document.querySelectorAll<HTMLElement>('.card')) {
              const m = new DOMMatrix(getComputedStyle(card).transform === 'none' ? undefined : getComputedStyle(card).transform);
              const r = card.getBoundingClientRect();
              out.scale = Math.max(out.scale, Math.abs(m.a), Math.abs(m.d));
              out.slides = Math.max(out.slides, card.getAnimations().length);
              out.far = Math.max(out.far, Math.abs(r.left), Math.abs(r.top), r.width, r.height);
            }
            done(out);
          }, 20),
        );
      }, turn);
      worst = {
        scale: Math.max(worst.scale, seen.scale),
        slides: Math.max(worst.slides, seen.slides),
        far: Math.max(worst.far, seen.far),
      };
    }
    // 120 px cards that become 40 px ones slide from three times their size at most.
    expect(worst.scale).toBeLessThanOrEqual(4);
    expect(worst.slides).toBeLessThanOrEqual(1);
    expect(worst.far).toBeLessThan(2000);
    // And they did slide (the test would pass on a page with no motion at all otherwise).
    const slid = await page.evaluate(() => {
      (window as unknown as { shuffleCards: (n: number) => void }).shuffleCards(1000);
      return (
        document.querySelectorAll('.card').length > 0 &&
        Array.from(document.querySelectorAll('.card')).some((c) => c.getAnimations().length > 0)
      );
    });
    expect(slid).toBe(true);
    await page.close();
  });

  it('a disabled card sliding over a button does not swallow a click on the button', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(`file://${join(dir, 'index.html')}`);
    await page.locator('.crossing-answer').waitFor();
    // Why's page-wide listener is installed after the first paint.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // In one task: the card and the button trade places, and the button is clicked where it now
    // is, which is where the card's slide starts.
    const seen = await page.evaluate(() => {
      const w = window as unknown as { crossCard: () => void; answered?: number };
      w.crossCard();
      const answer = document.querySelector<HTMLElement>('.crossing-answer')!;
      const r = answer.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      // What Why's hit test sees there: the card in flight, drawn on top.
      document.documentElement.setAttribute('data-why-probe', '');
      const top = document.elementFromPoint(x, y)?.closest('button')?.className;
      document.documentElement.removeAttribute('data-why-probe');
      answer.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y }));
      return { top, answered: w.answered ?? 0, tip: document.querySelector('.why-tip:not([hidden])') !== null };
    });
    expect(seen.top, 'the card is drawn over the button as its slide starts').toBe('crossing-card');
    expect(seen).toMatchObject({ answered: 1, tip: false });
    await page.close();
  });

  it('cards in a region skipped off screen do not move there, nor arrive when it is scrolled to', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(`file://${join(dir, 'index.html')}`);
    await page.locator('.lazy-region h3').waitFor({ state: 'attached' });
    const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const lazy = () =>
      page.evaluate(() => {
        const cards = Array.from(document.querySelectorAll('.lazy-card'));
        return {
          moving: cards.filter((c) => c.getAnimations().length > 0).length,
          skipped: !document.querySelector('.lazy-region h3')!.checkVisibility({ contentVisibilityAuto: true }),
        };
      });
    await frames();
    expect(await lazy()).toEqual({ moving: 0, skipped: true });
    // Off screen the row turns round: nothing is measured or moved, and the region stays skipped.
    await page.evaluate(() => (window as unknown as { shuffleLazy: (n: number) => void }).shuffleLazy(3));
    expect(await lazy()).toEqual({ moving: 0, skipped: true });
    // Scrolled to, the region is drawn; the next render does not take its cards for arrivals.
    await page.locator('.lazy-region').scrollIntoViewIfNeeded();
    await frames();
    expect((await lazy()).skipped).toBe(false);
    await page.evaluate(() => (window as unknown as { redrawLazy: () => void }).redrawLazy());
    expect((await lazy()).moving).toBe(0);
    // On screen, a change moves its cards as anywhere else.
    await page.evaluate(() => (window as unknown as { shuffleLazy: (n: number) => void }).shuffleLazy(4));
    expect((await lazy()).moving).toBeGreaterThan(0);
    await page.close();
  });
});
