/**
 * Browser test of the server's security headers (issue 16, finding 5), in Debian's Chromium
 * against the real server and the built client: the app loads under its Content Security Policy
 * with no violation (scripts, styles, the lazily loaded chunks, socket.io), while a script
 * injected into the page, inline or as an event handler, does not run, and no other page can
 * frame the table. That the app still plays under the policy is what the other e2e tests show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '@alibi/server';
import { openBrowserTable, skipWithoutChromium, type BrowserTable } from './browser.ts';

const skip = skipWithoutChromium('web e2e security');

describe.skipIf(skip)('security headers in Chromium', () => {
  let table: BrowserTable;
  let server: RunningServer;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('security-');
    ({ server, page } = table);
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
  }, 120_000);

  afterAll(async () => {
    await table?.close();
  });

  it('the app loads, connects and renders a table under the policy, with no violation', async () => {
    const res = await page.goto(server.url);
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res?.headers()['x-frame-options']).toBe('DENY');
    await page.locator('#root *').first().waitFor();
    // A table page: the socket.io connection and the game's chunk.
    const created = await page.evaluate(async () => {
      const r = await fetch('/api/tables', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'perfect-alibi',
          players: 3,
          host: 'Ada',
          bots: [
            { seat: 1, kind: 'random' },
            { seat: 2, kind: 'random' },
          ],
        }),
      });
      return (await r.json()) as { table: { id: string } };
    });
    await page.goto(`${server.url}/table/${created.table.id}`);
    await page.locator('#root *').first().waitFor();
    await page.waitForTimeout(500);
    await table.shot('01-under-csp');
    expect(violations).toEqual([]);
    expect(table.pageErrors).toEqual([]);
  });

  it('an injected inline script, event handler or javascript: URL does not run', async () => {
    await page.goto(server.url);
    await page.locator('#root *').first().waitFor();
    const ran = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>;
      const reported: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => reported.push(e.violatedDirective));
      // As a stored message rendered unescaped would put them in the page.
      const s = document.createElement('script');
      s.textContent = 'window.__inline = true';
      document.body.appendChild(s);
      const div = document.createElement('div');
      div.innerHTML =
        '<img src="/nonexistent.png" onerror="window.__handler = true"><a id="js" href="javascript:window.__url=true">x</a>';
      document.body.appendChild(div);
      (document.getElementById('js') as HTMLAnchorElement).click();
      await new Promise((r) => setTimeout(r, 300));
      return { inline: w.__inline, handler: w.__handler, url: w.__url, reported };
    });
    expect(ran.inline).toBeUndefined();
    expect(ran.handler).toBeUndefined();
    expect(ran.url).toBeUndefined();
    expect(ran.reported.length).toBeGreaterThanOrEqual(2);
  });

  it('a script injected into the served HTML itself does not run', async () => {
    // The server's answer, headers and all, with a script spliced into the markup.
    await page.route(`${server.url}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<head>', '<head><script>window.__stored = true</script>');
      await route.fulfill({ response, body: html });
    });
    await page.goto(server.url);
    await page.locator('#root *').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__stored)).toBeUndefined();
    await page.unroute(`${server.url}/`);
  });

  it('another page cannot frame the table', async () => {
    await page.goto('about:blank');
    await page.setContent(`<iframe id="f" src="${server.url}/" width="600" height="400"></iframe>`);
    await page.waitForTimeout(1000);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // Blocked by frame-ancestors / X-Frame-Options: Chromium shows its error page, not the app.
    const framedApp = frame
      ? await frame
          .locator('#root')
          .count()
          .catch(() => 0)
      : 0;
    expect(framedApp).toBe(0);
  });
});
