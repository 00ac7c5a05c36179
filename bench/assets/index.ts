/**
 * Asset budget of the web client (issue 18): builds the client, starts the real server on a fresh
 * SQLite file and opens Debian's headless Chromium with a cold cache on the lobby and on a table of
 * each of the five games, under a throttled 4G profile (CDP Network.emulateNetworkConditions) and a
 * 4x CPU slowdown (Emulation.setCPUThrottlingRate). Per row it reports the bytes transferred
 * (compressed, as sent) until usable and in all, the gzipped JavaScript loaded before the first
 * paint, first contentful paint, and the time to usable: the first actionable control of the page
 * (the lobby's "create table" button; the seat's first enabled control in the table once it is the
 * seat's move) rendered. Budget: ≤ 200 KB gzipped JS before first paint, ≤ 1 s to usable.
 * Each row is the median of --runs cold loads. A bench, not a test: it never fails on its figures.
 *
 *   npm run bench:assets -- [--runs 3] [--rtt 170] [--down 9] [--up 1.5] [--cpu 1] [--json]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession } from 'playwright-core';
import { benchSetUp, seatHeld, tableFor, throttle, waitUsable } from './pages.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    rtt: { type: 'string' },
    down: { type: 'string' },
    up: { type: 'string' },
    cpu: { type: 'string' },
    json: { type: 'boolean' },
    waterfall: { type: 'boolean' },
  },
  strict: true,
});
const RUNS = Number(values.runs ?? 3);
/** The network profile: round trip (ms), throughput down / up (Mbit/s); the CPU slowdown factor. */
const PROFILE = {
  rtt: Number(values.rtt ?? 170),
  down: Number(values.down ?? 9),
  up: Number(values.up ?? 1.5),
  cpu: Number(values.cpu ?? 1),
};
for (const [k, v] of Object.entries({ runs: RUNS, ...PROFILE }))
  if (!(v > 0)) throw new Error(`--${k} must be a positive number`);
const BUDGET = { jsGzKB: 200, usableMs: 1000 };
const GAMES = ['perfect-alibi', 'four-suspects', 'alibi-clues', 'alibi-1993', 'alibis'] as const;

interface Load {
  /** Bytes on the wire (headers included) of everything fetched until usable, and until quiet. */
  usableBytes: number;
  totalBytes: number;
  /** Gzipped size of the JavaScript files fetched before the first paint / until usable. */
  jsGzBeforePaint: number;
  jsGzUsable: number;
  fcpMs: number;
  usableMs: number;
  /** Script files fetched until usable, and whether each came brotli-compressed. */
  scripts: string[];
  allBrotli: boolean;
  /** A second visit in the same browser: bytes on the wire (the hashed files come from the cache). */
  repeatBytes: number;
  /** Each request until usable: path, start and end (ms since navigation start), bytes on the wire. */
  waterfall: { path: string; start: number; end: number; bytes: number }[];
}

interface Row {
  name: string;
  runs: Load[];
  median: Load;
}

/** Byte counts per request from the DevTools protocol, to see when the network is quiet. */
function watchNetwork(cdp: CDPSession) {
  const pending = new Set<string>();
  let bytes = 0;
  let lastChange = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type !== 'WebSocket') pending.add(e.requestId);
    lastChange = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    pending.delete(e.requestId);
    lastChange = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    pending.delete(e.requestId);
    lastChange = Date.now();
  });
  return {
    bytes: () => bytes,
    /** Resolves once nothing has been in flight for `quietMs` (at most `capMs`). */
    async quiet(quietMs = 1500, capMs = 20_000): Promise<void> {
      const end = Date.now() + capMs;
      while (Date.now() < end && (pending.size > 0 || Date.now() - lastChange < quietMs))
        await new Promise((r) => setTimeout(r, 100));
    },
  };
}

interface Timing {
  name: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
  transferSize: number;
}

/** One cold load of `url` in a fresh browser context (empty cache), then a repeat visit. */
async function measure(
  browser: Browser,
  url: string,
  kind: 'lobby' | 'table',
  jsGz: Map<string, number>,
  init?: { key: string; value: string },
): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  try {
    if (init) await context.addInitScript(([k, v]) => localStorage.setItem(k as string, v as string), [init.key, init.value]);
    const page = await context.newPage();
    const brotli = new Map<string, boolean>();
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) brotli.set(new URL(r.url()).pathname, r.headers()['content-encoding'] === 'br');
    });
    const cdp = await throttle(page, PROFILE);
    const net = watchNetwork(cdp);
    await page.goto(url, { waitUntil: 'commit' });
    const usableMs = await waitUsable(page, kind);
    // The control can be laid out a frame before the first paint is recorded: wait for that entry.
    await page
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 5000 })
      .catch(() => undefined);
    const { fcp, entries } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      entries: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => {
        const r = e as PerformanceResourceTiming;
        return {
          name: r.name,
          initiatorType: r.initiatorType,
          startTime: r.startTime,
          responseEnd: r.responseEnd,
          transferSize: r.transferSize,
        };
      }),
    }));
    const scriptsUntil = (t: number) =>
      (entries as Timing[])
        .filter((e) => e.responseEnd <= t && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => new URL(e.name).pathname);
    const gz = (paths: string[]) => paths.reduce((n, p) => n + (jsGz.get(p) ?? 0), 0);
    const scripts = scriptsUntil(usableMs);
    const usableBytes = (entries as Timing[]).filter((e) => e.responseEnd <= usableMs).reduce((n, e) => n + e.transferSize, 0);
    await net.quiet();
    const totalBytes = net.bytes();
    // The repeat visit: index.html revalidated (no-cache), the immutable /assets/ files from the cache.
    const before = net.bytes();
    await page.reload({ waitUntil: 'commit' });
    await waitUsable(page, kind);
    await net.quiet();
    return {
      usableBytes,
      totalBytes,
      jsGzBeforePaint: gz(scriptsUntil(fcp)),
      jsGzUsable: gz(scripts),
      fcpMs: fcp,
      usableMs,
      scripts,
      allBrotli: scripts.every((s) => brotli.get(s) === true),
      repeatBytes: net.bytes() - before,
      waterfall: (entries as Timing[])
        .filter((e) => e.responseEnd <= usableMs)
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd, bytes: e.transferSize })),
    };
  } finally {
    await context.close();
  }
}

function median(loads: Load[]): Load {
  const mid = <K extends keyof Load>(k: K) => {
    const xs = loads.map((l) => l[k] as number).sort((a, b) => a - b);
    return xs[Math.floor(xs.length / 2)] as number;
  };
  const first = loads[0] as Load;
  return {
    ...first,
    usableBytes: mid('usableBytes'),
    totalBytes: mid('totalBytes'),
    jsGzBeforePaint: mid('jsGzBeforePaint'),
    jsGzUsable: mid('jsGzUsable'),
    fcpMs: mid('fcpMs'),
    usableMs: mid('usableMs'),
    repeatBytes: mid('repeatBytes'),
    allBrotli: loads.every((l) => l.allBrotli),
  };
}

/** Gzipped size of each built script, by its URL path (what the budget counts). */
function gzSizes(dist: string): Map<string, number> {
  const out = new Map<string, number>();
  const assets = join(dist, 'assets');
  for (const f of readdirSync(assets))
    if (f.endsWith('.js')) out.set(`/assets/${f}`, gzipSync(readFileSync(join(assets, f)), { level: 9 }).length);
  return out;
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function main(): Promise<void> {
  // No rate limits: the bench polls /api/my-tables for each table's first move (a person would not).
  const { dist, server, browser, buildSeconds, close } = await benchSetUp('assets');
  const jsGz = gzSizes(dist);
  const rows: Row[] = [];
  try {
    const lobby: Load[] = [];
    for (let i = 0; i < RUNS; i++) lobby.push(await measure(browser, server.url, 'lobby', jsGz));
    rows.push({ name: 'lobby', runs: lobby, median: median(lobby) });
    for (const game of GAMES) {
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A fresh table each run: a cold load of a table at the seat's first move.
        const grant = await tableFor(server.url, game);
        loads.push(await measure(browser, `${server.url}/t/${grant.table.id}`, 'table', jsGz, seatHeld(grant)));
      }
      rows.push({ name: game, runs: loads, median: median(loads) });
    }
  } catch (e) {
    await close();
    throw e;
  }
  const files = readdirSync(join(dist, 'assets'));
  const sizes = files
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({
      file: f,
      bytes: statSync(join(dist, 'assets', f)).size,
      gz: jsGz.get(`/assets/${f}`) ?? 0,
      br: files.includes(`${f}.br`) ? statSync(join(dist, 'assets', `${f}.br`)).size : null,
    }))
    .sort((a, b) => b.bytes - a.bytes);
  await close();

  if (values.json) {
    console.log(JSON.stringify({ profile: PROFILE, budget: BUDGET, runs: RUNS, buildSeconds, rows, sizes }, null, 2));
    return;
  }
  console.log(
    `Profile: ${PROFILE.down} Mbit/s down, ${PROFILE.up} Mbit/s up, ${PROFILE.rtt} ms RTT (CDP emulation), CPU x${PROFILE.cpu}; cold cache; median of ${RUNS} run(s); build ${buildSeconds.toFixed(1)} s`,
  );
  console.log(`Budget: ≤ ${BUDGET.jsGzKB} KB gzipped JS before first paint, ≤ ${BUDGET.usableMs} ms to usable\n`);
  const head = [
    'page',
    'wire KB to usable',
    'wire KB total',
    'JS gz KB before paint',
    'JS gz KB to usable',
    'FCP ms',
    'usable ms',
    'repeat-visit KB',
    'JS br',
    'JS budget',
    'time budget',
  ];
  const table = rows.map(({ name, median: m }) => [
    name,
    kb(m.usableBytes),
    kb(m.totalBytes),
    kb(m.jsGzBeforePaint),
    kb(m.jsGzUsable),
    m.fcpMs.toFixed(0),
    m.usableMs.toFixed(0),
    kb(m.repeatBytes),
    m.allBrotli ? 'yes' : 'NO',
    m.jsGzBeforePaint / 1024 <= BUDGET.jsGzKB ? 'pass' : 'FAIL',
    m.usableMs <= BUDGET.usableMs ? 'pass' : 'FAIL',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  console.log(line(head));
  for (const r of table) console.log(line(r));
  console.log('\nScripts fetched until usable:');
  for (const { name, median: m } of rows) console.log(`  ${name}: ${m.scripts.map((s) => s.replace('/assets/', '')).join(', ')}`);
  if (values.waterfall)
    for (const { name, median: m } of rows) {
      console.log(`\nWaterfall, ${name} (first run; ms since navigation start; usable at ${m.usableMs.toFixed(0)}):`);
      for (const w of (rows.find((r) => r.name === name)?.runs[0] as Load).waterfall)
        console.log(
          `  ${w.start.toFixed(0).padStart(5)} → ${w.end.toFixed(0).padStart(5)}  ${kb(w.bytes).padStart(6)} KB  ${w.path}`,
        );
    }
  console.log('\nBuilt scripts (KB raw / gzip / brotli):');
  for (const s of sizes)
    console.log(
      `  ${s.file.padEnd(34)} ${kb(s.bytes).padStart(7)} ${kb(s.gz).padStart(7)} ${s.br === null ? '      -' : kb(s.br).padStart(7)}`,
    );
}

await main();
