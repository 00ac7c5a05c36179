/**
 * Server benchmark: an in-process server on loopback, load from child processes (socket.io
 * clients playing random legal moves, plus server-side bots), for a fixed time.
 *
 *   npm run bench:server -- [--matches 50] [--seats 4] [--bots 1] [--procs 2] [--seconds 10] [--json]
 *
 * Latency is measured from sending an action to the moment every seat of that match holds the new
 * version. Memory per match and per connection is the live heap mid-run minus that of the idle
 * server, divided by the matches (connections) in play. No match starts after --seconds; any still
 * running 15 s later is cut off. Not a test: it never fails on timing.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { findGame } from '@alibi/games';
import { NO_LIMITS, startServer } from '@alibi/server';
import type { BenchConfig, BenchStats } from './client.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} needs a number`);
  return v;
}

const json = process.argv.includes('--json');
const matches = arg('matches', 50);
const seats = arg('seats', 4);
const bots = arg('bots', 1);
const procs = Math.max(1, Math.min(arg('procs', 2), matches));
// Bounded: the whole run stays well under a minute.
const seconds = Math.min(arg('seconds', 10), 30);
/** Matches running this long after the deadline are abandoned (counted as unfinished). */
const GRACE_MS = 15_000;
const say = (line: string) => {
  if (!json) console.log(line);
};

const game = findGame('perfect-alibi');
if (!game) throw new Error('perfect-alibi is not registered');
if (bots >= seats) throw new Error('--bots must leave at least one seat to a client');

const dir = mkdtempSync(join(tmpdir(), 'alibi-bench-'));
// Every client connects from 127.0.0.1: the rate limits would measure themselves.
const server = await startServer({ port: 0, host: '127.0.0.1', db: join(dir, 'bench.sqlite'), botDelayMs: 0, limits: NO_LIMITS });
// A forced collection before each reading, so the numbers are live memory, not garbage.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const liveHeap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const baseHeap = liveHeap();
let loadedHeap = baseHeap;
// Read once mid-run, when every match is in play.
const sampler = setTimeout(() => (loadedHeap = liveHeap()), (seconds * 1000) / 2);
say(
  `server at ${server.url}; ${matches} concurrent matches of ${seats} seats (${bots} bots), ${procs} client processes, ${seconds} s`,
);

const started = performance.now();
const deadline = Date.now() + seconds * 1000;
const stopAt = deadline + GRACE_MS;
const client = fileURLToPath(new URL('./client.ts', import.meta.url));
const results = await Promise.all(
  Array.from({ length: procs }, (_, p) => {
    const share = Math.floor(matches / procs) + (p < matches % procs ? 1 : 0);
    // tsx resolved from here, so the bench runs from any working directory.
    const child = fork(client, [], {
      execArgv: ['--import', import.meta.resolve('tsx')],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const cfg: BenchConfig = {
      url: server.url,
      matches: share,
      seats,
      bots,
      deadline,
      stopAt,
      interrupts: game.meta.interrupts,
      seed: `bench:${p}`,
    };
    child.send(cfg);
    return new Promise<BenchStats>((resolve, reject) => {
      child.once('message', (m: { type: 'done'; stats: BenchStats }) => resolve(m.stats));
      child.once('exit', (code) => reject(new Error(`client process ${p} exited with ${code} before reporting`)));
    });
  }),
);
const elapsed = (performance.now() - started) / 1000;
clearTimeout(sampler);
await server.close();
rmSync(dir, { recursive: true, force: true });

const total = (k: 'matches' | 'unfinished' | 'connections' | 'actions' | 'refused' | 'errors') =>
  results.reduce((n, r) => n + r[k], 0);
const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
const pct = (q: number) =>
  latencies.length ? (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] as number) : 0;
const connectionsInPlay = matches * (seats - bots);
const grown = Math.max(0, loadedHeap - baseHeap);
const report = {
  matches: total('matches'),
  unfinished: total('unfinished'),
  concurrentMatches: matches,
  connections: total('connections'),
  concurrentConnections: connectionsInPlay,
  actions: total('actions'),
  seconds: Number(elapsed.toFixed(2)),
  actionsPerSecond: Math.round(total('actions') / elapsed),
  p50Ms: Number(pct(0.5).toFixed(2)),
  p99Ms: Number(pct(0.99).toFixed(2)),
  latencySamples: latencies.length,
  heapPerMatchKb: Math.round(grown / matches / 1024),
  heapPerConnectionKb: Math.round(grown / connectionsInPlay / 1024),
  refused: total('refused'),
  errors: total('errors'),
  errorSamples: results.flatMap((r) => r.errorSamples).slice(0, 5),
};
if (json) console.log(JSON.stringify(report));
else {
  say(`matches played      ${report.matches} (${matches} at a time; ${report.unfinished} cut off at the time limit)`);
  say(`connections opened  ${report.connections} (${connectionsInPlay} at a time)`);
  say(`actions applied     ${report.actions} in ${report.seconds} s = ${report.actionsPerSecond} actions/s`);
  say(`latency to all seats p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms (${report.latencySamples} samples)`);
  say(
    `server heap         ~${report.heapPerMatchKb} KiB per match, ~${report.heapPerConnectionKb} KiB per connection (live, mid-run)`,
  );
  say(`refused (races)     ${report.refused}`);
  say(`errors              ${report.errors}${report.errorSamples.length ? `: ${report.errorSamples.join('; ')}` : ''}`);
}
