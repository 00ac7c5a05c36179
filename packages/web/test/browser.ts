/**
 * Shared set-up of the browser tests: builds the client, starts the real server in-process on a
 * fresh SQLite file and opens Debian's Chromium (headless) on it. Screenshots go to test-artifacts/.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { build } from 'vite';
import { startServer, type RunningServer, type TestHooks } from '@alibi/server';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
const webRoot = fileURLToPath(new URL('..', import.meta.url));
export const artifacts = fileURLToPath(new URL('../../../test-artifacts/', import.meta.url));

/** Logs why a browser suite is skipped on a machine without Chromium; returns whether to skip. */
export function skipWithoutChromium(suite: string): boolean {
  if (!hasChromium) console.warn(`[${suite}] skipped: ${CHROMIUM} is missing (apt-get install -y chromium)`);
  return !hasChromium;
}

export interface BrowserTable {
  server: RunningServer;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors in the page; a test should end with none. */
  pageErrors: string[];
  /** The server's SQLite file, for tests that watch storage (read-only). */
  dbFile: string;
  /** A full-page screenshot `test-artifacts/<prefix><name>.png`, scrolled to the top first. */
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

export async function openBrowserTable(
  prefix: string,
  viewport = { width: 1366, height: 900 },
  /** The server's test hooks (a fixed seed, say), for tests that must know the deal. */
  testing?: TestHooks,
): Promise<BrowserTable> {
  const tmp = mkdtempSync(join(tmpdir(), 'alibi-web-e2e-'));
  mkdirSync(artifacts, { recursive: true });
  const dist = join(tmp, 'dist');
  await build({ configFile: join(webRoot, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  const dbFile = join(tmp, 'e2e.sqlite');
  const server = await startServer({ port: 0, db: dbFile, botDelayMs: 0, webDist: dist, ...(testing ? { testing } : {}) });
  const context = await chromium.launchPersistentContext(join(tmp, 'profile'), {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    viewport,
    locale: 'en-US',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.setDefaultTimeout(10_000);
  return {
    server,
    context,
    page,
    pageErrors,
    dbFile,
    async shot(name) {
      // At the top, so sticky bars do not land mid-page in the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(artifacts, `${prefix}${name}.png`), fullPage: true });
    },
    async close() {
      await context.close();
      await server.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * Clicks a one-click move if it is still there: the server's answer to the previous move may
 * replace the panel between finding the button and clicking it (seen on a loaded machine). False
 * when nothing could be clicked; the caller's loop then looks at the page again.
 */
export function clickIfStill(button: Locator, timeout = 2000): Promise<boolean> {
  return button.click({ timeout }).then(
    () => true,
    () => false,
  );
}
