/**
 * Playing a tutorial through the page, for the browser tests of the tutorials (issue #19): wait for
 * the bubble's next learner or read beat (the bots move by themselves), click that beat's controls
 * or the bubble's "Next", and collect the bubble's words on the way.
 */
import type { Page } from 'playwright-core';

export const BUBBLE = '.tutorial-bubble';
export const tut = (s: string) => `[data-tutorial="${s}"]`;

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
 * Plays from the current beat to the finale (or until `stopAfter` is played): `moves[id]` are the
 * controls the learner clicks for that beat, in order; a beat without moves is a read beat ("Next").
 * Returns the bubble's text at each beat; `onBeat` runs at each beat before it is played.
 */
export async function playTutorial(
  page: Page,
  moves: Record<string, string[]>,
  opts: { stopAfter?: string; onBeat?: (id: string) => Promise<void> } = {},
): Promise<string[]> {
  const texts: string[] = [];
  let prev: string | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const id = await waitBeat(page, prev);
    if (id === null) return texts;
    texts.push(`${id}: ${(await page.locator(`${BUBBLE} .tutorial-say`).textContent()) ?? ''}`);
    await opts.onBeat?.(id);
    const clicks = moves[id];
    if (clicks) {
      for (const sel of clicks) await page.locator(sel).filter({ visible: true }).first().click();
    } else {
      await page.locator(`${BUBBLE} [data-tutorial-next]`).click();
    }
    prev = id;
    if (id === opts.stopAfter) return texts;
  }
  throw new Error('the tutorial did not end');
}
