/**
 * Where the lobby's main thread goes before it is usable (issue 18; docs/assets.md "One file for
 * the entry"): builds the client, starts the real server on a fresh SQLite file, and loads the
 * lobby cold --runs times in headless Chromium with no throttling, under the DevTools CPU profiler.
 * With --game G it loads a started 3-seat table of G instead (a fresh one each run, two bots,
 * at the seat's first move, as bench:assets does).
 * Prints each load's time to usable and first contentful paint, then the client's functions by
 * self time (ms per load, averaged), each with the start of its minified source so it can be named.
 * A bench, not a test.
 *
 *   npm run bench:profile -- [--runs 4] [--top 12] [--game alibi-1993]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchSetUp, seatHeld, tableFor, waitUsable } from './pages.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, top: { type: 'string' }, game: { type: 'string' } },
  strict: true,
});
const RUNS = Number(values.runs ?? 4);
const TOP = Number(values.top ?? 12);
for (const [k, v] of Object.entries({ runs: RUNS, top: TOP }))
  if (!(Number.isInteger(v) && v > 0)) throw new Error(`--${k} must be a positive whole number`);
const { dist, server, browser, close } = await benchSetUp('profile');
/** Self time (µs) by function of the client's scripts: "file|line|column|name". */
const self = new Map<string, number>();
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    let url = server.url;
    if (values.game) {
      const grant = await tableFor(server.url, values.game);
      const seat = seatHeld(grant);
      await context.addInitScript(([k, v]) => localStorage.setItem(k as string, v as string), [seat.key, seat.value]);
      url = `${server.url}/t/${grant.table.id}`;
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'commit' });
    const usable = await waitUsable(page, values.game ? 'table' : 'lobby');
    const at = await page.evaluate(
      (usable) => ({
        usable,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      }),
      usable,
    );
    const { profile } = await cdp.send('Profiler.stop');
    const byNode = new Map<number, number>();
    profile.samples?.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
    for (const node of profile.nodes) {
      const f = node.callFrame;
      if (!/\/assets\/[^/]+\.js$/.test(f.url)) continue;
      const key = `${f.url.replace(/.*\/assets\//, '')}|${f.lineNumber}|${f.columnNumber}|${f.functionName || '(top level)'}`;
      self.set(key, (self.get(key) ?? 0) + (byNode.get(node.id) ?? 0));
    }
    console.log(
      `load ${run + 1}: usable ${at.usable.toFixed(0)} ms, first contentful paint ${at.fcp === null ? '–' : `${at.fcp.toFixed(0)} ms`}`,
    );
    await context.close();
  }
} catch (e) {
  await close();
  throw e;
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(
  `\nThe client's functions by self time (ms per load, mean of ${RUNS}; all of them: ${(total / 1000 / RUNS).toFixed(0)} ms):`,
);
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
  const [file, line, column, name] = key.split('|') as [string, string, string, string];
  const source = readFileSync(join(dist, 'assets', file), 'utf8').split('\n')[Number(line)] ?? '';
  console.log(
    `${(us / 1000 / RUNS).toFixed(1).padStart(6)}  ${name}  ${file}:${Number(line) + 1}:${column}  ${source.slice(Number(column), Number(column) + 100)}`,
  );
}
await close();
