/**
 * Where a cold table load's main thread goes, task by task (issue 18; docs/assets.md "No Suspense
 * for the tables"): builds the client, starts the real server, and loads a started 3-seat table of
 * --game (two bots, at the seat's first move) --runs times in headless Chromium under the same
 * network profile as bench:assets (9 Mbit/s, 170 ms; no CPU slowdown), with a DevTools trace.
 * Prints, for the first load, the main thread's tasks over --min ms from the entry's evaluation to
 * "usable" (an idle gap between them is time spent waiting), and the time per kind of work summed
 * up to "usable", the mean over the runs. A bench, not a test.
 *
 *   npx tsx bench/assets/trace.ts [--game alibi-1993] [--runs 3] [--min 3]
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchSetUp, seatHeld, tableFor, throttle, waitUsable } from './pages.ts';

const { values } = parseArgs({
  options: { game: { type: 'string' }, runs: { type: 'string' }, min: { type: 'string' } },
  strict: true,
});
const GAME = values.game ?? 'alibi-1993';
const RUNS = Number(values.runs ?? 3);
const MIN_MS = Number(values.min ?? 3);
if (!(Number.isInteger(RUNS) && RUNS > 0)) throw new Error('--runs must be a positive whole number');
if (!(MIN_MS >= 0)) throw new Error('--min must be a number of ms');

/** The kinds of main-thread work summed up (the trace's own names). */
const KINDS = new Set([
  'FunctionCall',
  'v8.evaluateModule',
  'EvaluateScript',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'Layerize',
  'Commit',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
]);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: unknown;
}

const { server, browser, close } = await benchSetUp('trace');
const totals = new Map<string, number>();
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const grant = await tableFor(server.url, GAME);
    const seat = seatHeld(grant);
    await context.addInitScript(([k, v]) => localStorage.setItem(k as string, v as string), [seat.key, seat.value]);
    const page = await context.newPage();
    await throttle(page, { rtt: 170, down: 9, up: 1.5, cpu: 1 });
    const file = join(tmpdir(), `alibi-bench-trace-${process.pid}-${run}.json`);
    await browser.startTracing(page, {
      path: file,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'],
    });
    await page.goto(`${server.url}/t/${grant.table.id}`, { waitUntil: 'commit' });
    const usable = await waitUsable(page, 'table');
    await browser.stopTracing();
    await context.close();
    const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    rmSync(file);
    // The page's main thread: the one that lays it out most often; time 0 its navigation to the table.
    const layouts = new Map<string, number>();
    for (const e of events)
      if (e.name === 'Layout') layouts.set(`${e.pid}:${e.tid}`, (layouts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    const main = [...layouts].sort((a, b) => b[1] - a[1])[0]?.[0];
    const onMain = (e: TraceEvent) => `${e.pid}:${e.tid}` === main;
    const start = events
      .filter((e) => e.name === 'navigationStart' && onMain(e) && JSON.stringify(e.args).includes('/t/'))
      .map((e) => e.ts)
      .sort((a, b) => a - b)[0];
    if (start === undefined) throw new Error('no navigation to the table in the trace');
    const at = (e: TraceEvent) => (e.ts - start) / 1000;
    const work = events.filter((e) => onMain(e) && e.ph === 'X' && e.dur !== undefined && at(e) <= usable);
    for (const e of work) if (KINDS.has(e.name)) totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur as number) / 1000 / RUNS);
    if (run === 0) {
      const entry = work.find((e) => e.name === 'v8.evaluateModule');
      console.log(
        `${GAME}, first load: usable at ${usable.toFixed(0)} ms; the main thread's tasks over ${MIN_MS} ms from the entry's evaluation on (ms since navigation):`,
      );
      for (const e of work)
        if (e.name === 'RunTask' && entry && e.ts >= entry.ts - 1000 && (e.dur as number) / 1000 > MIN_MS) {
          const inside = work.filter(
            (x) => x !== e && KINDS.has(x.name) && x.ts >= e.ts && x.ts < e.ts + (e.dur as number) && (x.dur as number) > 1000,
          );
          console.log(
            `  ${at(e).toFixed(0).padStart(5)}  ${((e.dur as number) / 1000).toFixed(0).padStart(4)} ms  ${inside.map((x) => `${x.name} ${((x.dur as number) / 1000).toFixed(0)}`).join(', ')}`,
          );
        }
    } else console.log(`load ${run + 1}: usable at ${usable.toFixed(0)} ms`);
  }
} finally {
  await close();
}
console.log(`\nMain-thread time up to usable by kind (ms, mean of ${RUNS} loads; nested kinds overlap):`);
for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1])) console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
