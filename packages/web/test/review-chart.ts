/** Browser-test helper of the review tests: what the open dialog's chance chart draws. */
import type { Page } from 'playwright-core';

/**
 * The open dialog's chart read back as chances (the y of 0 and of 100% are its own axis lines):
 * the seat's line (not the other seats' thinner ones), its certainty mark and its claim dots.
 */
export async function drawnChart(page: Page) {
  const svg = page.locator('dialog[open] .review-chart svg');
  return svg.evaluate((el) => {
    const num = (e: Element | null, a: string) => Number(e?.getAttribute(a));
    const y0 = num(el.querySelector('line.axis'), 'y1');
    const y1 = num(el.querySelector('line.grid-top'), 'y1');
    const p = (y: number) => (y0 - y) / (y0 - y1);
    const points = (el.querySelector('polyline.seat-line')?.getAttribute('points') ?? '')
      .trim()
      .split(/\s+/)
      .map((xy) => xy.split(',').map(Number) as [number, number]);
    return {
      xs: points.map(([x]) => x),
      ps: points.map(([, y]) => p(y)),
      certainX: el.querySelector('.certain-mark line') ? num(el.querySelector('.certain-mark line'), 'x1') : null,
      claims: [...el.querySelectorAll('circle.claim')].map((c) => ({
        x: num(c, 'cx'),
        p: p(num(c, 'cy')),
        wrong: c.classList.contains('wrong'),
      })),
      width: el.getBoundingClientRect().width,
    };
  });
}
