/**
 * Load benchmark (issue #10): many five-seat Perfect Alibi matches played by real socket.io
 * clients in separate processes, open-loop, on loopback, for a bounded time.
 *
 *   npm run bench:load -- [--matches 2000] [--nodes 1|2] [--rate 0.25] [--seconds 60] [--warmup 20]
 *                         [--procs N] [--bare] [--full] [--node-flags "--max-semi-space-size=32"] [--json]
 *                         [--clock off|relaxed|standard|fast|hours:N] [--clock-compare SETTING [--rounds 2]]
 *                         [--claim-window SECONDS] [--chat LINES_PER_MATCH_PER_SECOND] [--features]
 *
 * --bare      the same clients against a minimal socket.io server (five distinct ~1 KB messages per action)
 * --full      clients do not ask for deltas: every update carries the whole view and legal list
 * --nodes 2   two server processes on a fresh PostgreSQL database (--pg) and Redis (--redis)
 * --storage   sqlite (one node, a file under $TMPDIR) or postgres (a fresh database, dropped afterwards)
 * --clock     every table is created with this clock (docs/clocks.md); --clock-compare SETTING runs
 *             the same load alternately with --clock off and --clock SETTING (clock-compare.ts)
 * --claim-window  every table's claim window in seconds (0: claims apply at once); default the server's (5)
 * --chat      chat lines per match per second, each from a random seat (default 0: no chat)
 * --features  the table features together: --clock fast --chat 0.02 and the default claim window
 * --profile DIR  a CPU profile (.cpuprofile) of each server over the measured window only
 *
 * Timeline: server process(es) start; client processes open every connection (memory is weighed
 * then: per connection); tables are set up a few at a time and every match acts on its own Poisson
 * schedule; after --warmup seconds the --seconds window counts (actions sent in it, latency from
 * sending to every seat holding the new version); memory is weighed again after the window (per
 * match). Not a test: it never fails on timing.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { ClockSetting } from '@alibi/protocol';
import type { ClientConfig, ClientStats, Go } from './client.ts';
import type { NodeConfig, NodeMemory } from './node.ts';

const argv = process.argv.slice(2);
function text(name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = argv[i + 1];
  if (v === undefined) throw new Error(`--${name} needs a value`);
  return v;
}
function num(name: string, fallback: number): number {
  const v = Number(text(name, String(fallback)));
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} needs a positive number`);
  return v;
}

// Clock off against a clock, alternating runs: this process only orchestrates runs of itself.
if (argv.includes('--clock-compare')) {
  const { compareClocks } = await import('./clock-compare.ts');
  await compareClocks(argv);
  process.exit(0);
}
// Same-run comparison with another build: this process only orchestrates runs of itself.
if (argv.includes('--baseline')) {
  const { compare } = await import('./baseline.ts');
  await compare(argv);
  process.exit(0);
}
/** Set by --baseline: run the server of that checkout (the load clients stay this tree's). */
const serverRoot = argv.includes('--server-root') ? text('server-root', '') : undefined;
/** A CPU profile of each server over the measured window only, written into this directory. */
const profileDir = argv.includes('--profile') ? text('profile', '') : undefined;

const json = argv.includes('--json');
const bare = argv.includes('--bare');
const deltas = !argv.includes('--full');
/** Clocks, claim windows and chat at every table (issue #23: they must not move the figures). */
const features = argv.includes('--features');
const clockText = text('clock', features ? 'fast' : 'off');
const claimWindow = argv.includes('--claim-window') ? Number(text('claim-window', '')) : undefined;
if (claimWindow !== undefined && !(Number.isInteger(claimWindow) && claimWindow >= 0)) throw new Error('--claim-window needs whole seconds (0: off)');
const chatRate = argv.includes('--chat') ? num('chat', 1) : features ? 0.02 : 0;
if (bare && (chatRate > 0 || claimWindow !== undefined || clockText !== 'off')) throw new Error('--bare has no clock, claim window or chat');
const hoursMatch = /^hours:(\d+)$/.exec(clockText);
const clock: ClockSetting = hoursMatch
  ? { hoursPerMove: Number(hoursMatch[1]) }
  : clockText === 'relaxed' || clockText === 'standard' || clockText === 'fast' || clockText === 'off'
    ? clockText
    : (() => {
        throw new Error('--clock is off, relaxed, standard, fast or hours:N');
      })();
const nodes = Math.round(num('nodes', 1));
const matches = Math.round(num('matches', 2000));
const SEATS = 5;
const connections = matches * SEATS;
const ratePerMatch = num('rate', 0.25);
const seconds = num('seconds', 60);
const warmup = num('warmup', 20);
/** A few thousand connections per load process keeps each one's event loop responsive. */
const procs = Math.round(num('procs', Math.max(2, Math.ceil(connections / 2500))));
const nodeFlags = text('node-flags', '--max-semi-space-size=32').split(/\s+/).filter(Boolean);
/** The load processes' own flags (their collections show up in the latency too). */
const clientFlags = text('client-flags', '--max-semi-space-size=32').split(/\s+/).filter(Boolean);
/** Tables each load process sets up at once while ramping up (set-up is mostly waiting on storage). */
const setupConcurrency = Math.round(num('setup-concurrency', 16));
const pgUrl = text('pg', 'postgres://postgres@127.0.0.1:5432/test');
const redisUrl = text('redis', 'redis://127.0.0.1:6379');
/** Opening 10,000 connections and the first tables takes a while on two shared cores; past this the run gives up. */
const RAMP_LIMIT_MS = 900_000;
/** After the window, pending actions get this long to reach every seat before the clients report. */
const DRAIN_MS = 3000;

const say = (line: string) => {
  if (!json) console.log(line);
};
if (nodes > 1 && bare) throw new Error('--bare runs one node');
/** Several nodes share PostgreSQL; one node uses a SQLite file unless told otherwise. */
const storage = text('storage', nodes > 1 ? 'postgres' : 'sqlite');
if (storage !== 'sqlite' && storage !== 'postgres') throw new Error('--storage is sqlite or postgres');
if (nodes > 1 && storage === 'sqlite') throw new Error('several nodes need --storage postgres');

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const tsx = ['--import', import.meta.resolve('tsx')];
const children: ChildProcess[] = [];
// Bounded: whatever happens, every process is gone after ramp + warm-up + window + drain.
const hardStop = setTimeout(
  () => {
    console.error('bench:load: time limit reached, stopping');
    for (const c of children) c.kill('SIGKILL');
    process.exit(2);
  },
  RAMP_LIMIT_MS + (warmup + seconds) * 1000 + 60_000,
);
hardStop.unref();

/** One message of a given type from a child (rejects if it exits first). */
function receive<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m as T);
    };
    const onExit = (code: number | null) => reject(new Error(`a child process exited with ${code} before '${type}'`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

// ---- storage --------------------------------------------------------------------------------

let cleanup: () => Promise<void>;
let db: string;
if (storage === 'postgres') {
  // A fresh database per run: every node loads every match in play at start.
  const name = `alibi_load_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  db = url.toString();
  cleanup = async () => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
} else {
  const dir = mkdtempSync(join(tmpdir(), 'alibi-load-'));
  db = join(dir, 'load.sqlite');
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

// ---- servers --------------------------------------------------------------------------------

const servers = await Promise.all(
  Array.from({ length: nodes }, async () => {
    const child = fork(here('./node.ts'), [], {
      execArgv: [...tsx, ...nodeFlags],
      // Besides the explicit limits of node.ts: budgets a newer server adds (connections per
      // address) are off too, for the 10,000 connections all come from 127.0.0.1.
      env: { ...process.env, ALIBI_LIMITS: 'off' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    const ready = receive<{ url: string }>(child, 'ready');
    const cfg: NodeConfig = {
      bare,
      db,
      ...(nodes > 1 ? { redis: redisUrl } : {}),
      ...(serverRoot ? { serverRoot } : {}),
      ...(profileDir ? { profileDir } : {}),
    };
    child.send(cfg);
    return { child, url: (await ready).url };
  }),
);
const memory = async () => {
  const all = await Promise.all(
    servers.map((s) => {
      const m = receive<NodeMemory>(s.child, 'memory');
      s.child.send({ type: 'memory' });
      return m;
    }),
  );
  return {
    heap: all.reduce((n, m) => n + m.heapUsed, 0),
    rss: all.reduce((n, m) => n + m.rss, 0),
    gc: all.map((m) => m.gc),
    loop: all.map((m) => ({ p99Ms: m.loopP99Ms, maxMs: m.loopMaxMs })),
    cpuMs: all.reduce((n, m) => n + m.cpuMs, 0),
  };
};
const idle = await memory();
say(
  `${bare ? 'bare socket.io' : `server (${deltas ? 'deltas' : 'full updates'})`} x${nodes} at ${servers.map((s) => s.url).join(', ')}` +
    ` [node ${nodeFlags.join(' ') || 'default flags'}]; ${matches} matches, ${connections} connections, ${procs} load processes` +
    `; clock ${clockText}, claim window ${claimWindow ?? 'default'}, chat ${chatRate}/match/s`,
);

// ---- load -----------------------------------------------------------------------------------

const rampStart = Date.now();
const clients = Array.from({ length: procs }, (_, p) => {
  const share = Math.floor(matches / procs) + (p < matches % procs ? 1 : 0);
  const firstSlot = p * Math.floor(matches / procs) + Math.min(p, matches % procs);
  const child = fork(here('./client.ts'), [], {
    execArgv: [...tsx, ...clientFlags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const connected = receive<{ connections: number }>(child, 'connected');
  const playing = receive<unknown>(child, 'playing');
  playing.catch(() => undefined);
  const done = receive<{ stats: ClientStats }>(child, 'done');
  // Keep the rejection of an early exit for when it is awaited.
  done.catch(() => undefined);
  const cfg: ClientConfig = {
    urls: servers.map((s) => s.url),
    firstSlot,
    matches: share,
    seats: SEATS,
    ratePerMatch,
    bare,
    deltas,
    seed: `load:${p}`,
    connectConcurrency: 50,
    setupConcurrency,
    clock,
    ...(claimWindow !== undefined ? { claimWindow } : {}),
    chatRate,
  };
  child.send(cfg);
  return { child, connected, playing, done };
});
await Promise.all(clients.map((c) => c.connected));
const opened = await memory();
say(`${connections} connections open after ${((Date.now() - rampStart) / 1000).toFixed(1)} s`);
for (const c of clients) c.child.send({ type: 'setup' });
await Promise.all(clients.map((c) => c.playing));
say(`${matches} matches in play after ${((Date.now() - rampStart) / 1000).toFixed(1)} s; warming up for ${warmup} s`);

const windowStart = Date.now() + warmup * 1000;
const go: Go = {
  type: 'go',
  windowStart,
  windowEnd: windowStart + seconds * 1000,
  stopAt: windowStart + seconds * 1000 + DRAIN_MS,
};
for (const c of clients) c.child.send(go);
setTimeout(() => {
  for (const s of servers) s.child.send({ type: 'gc-reset' });
}, windowStart - Date.now());
// Weighed after the window (a forced collection of a big heap would show up as latency inside it).
await new Promise((r) => setTimeout(r, go.windowEnd - Date.now() + 500));
const loaded = await memory();
const results = (await Promise.all(clients.map((c) => c.done))).map((d) => d.stats);
for (const s of servers) s.child.send({ type: 'stop' });
await Promise.all(servers.map((s) => new Promise((r) => s.child.once('exit', r))));
await cleanup();

// ---- report ---------------------------------------------------------------------------------

const sum = (k: keyof Omit<ClientStats, 'latencies' | 'ackLatencies' | 'errorSamples' | 'loopP99Ms' | 'loopMaxMs' | 'pushes'>) =>
  results.reduce((n, r) => n + r[k], 0);
const pushes = { total: 0, byEvent: {} as Record<string, number> };
for (const r of results)
  for (const [event, n] of Object.entries(r.pushes ?? {})) {
    pushes.total += n;
    pushes.byEvent[event] = (pushes.byEvent[event] ?? 0) + n;
  }
const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
const acks = results.flatMap((r) => r.ackLatencies).sort((a, b) => a - b);
const quantile = (sorted: number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number) : 0;
const pct = (q: number) => quantile(latencies, q);
const round = (x: number, digits = 1) => Number(x.toFixed(digits));
const errors = sum('errors') + sum('unfinished');
const report = {
  mode: bare ? 'bare' : deltas ? 'deltas' : 'full',
  nodes,
  storage: bare ? 'none' : storage,
  clock: clockText,
  claimWindow: claimWindow ?? 'default',
  chatPerMatchPerSecond: chatRate,
  matches,
  connections: sum('connections'),
  ratePerMatch,
  windowSeconds: seconds,
  actionsPerSecond: round(sum('actions') / seconds),
  p50Ms: round(pct(0.5)),
  p99Ms: round(pct(0.99)),
  maxMs: round(latencies.at(-1) ?? 0),
  errors,
  ackP50Ms: round(quantile(acks, 0.5)),
  ackP99Ms: round(quantile(acks, 0.99)),
  latencySamples: latencies.length,
  refused: sum('refused'),
  idleTicks: sum('idleTicks'),
  matchesFinished: sum('matchesFinished'),
  unfinished: sum('unfinished'),
  bytesPerMessage: Math.round(sum('bytesIn') / Math.max(1, sum('messagesIn'))),
  deltaShare: round(sum('deltasIn') / Math.max(1, sum('messagesIn')), 2),
  /** Messages the server pushed to the clients in the window per action sent in it, in all and by event (answers aside). */
  pushesPerAction: round(pushes.total / Math.max(1, sum('actions')), 2),
  pushesByEvent: Object.fromEntries(Object.entries(pushes.byEvent).map(([e, n]) => [e, round(n / Math.max(1, sum('actions')), 2)])),
  heapPerConnectionKb: round((opened.heap - idle.heap) / connections / 1024),
  heapPerMatchKb: round((loaded.heap - opened.heap) / matches / 1024),
  serverHeapMb: Math.round(loaded.heap / 2 ** 20),
  serverRssMb: Math.round(loaded.rss / 2 ** 20),
  /** Server CPU (all nodes, user + system) from the window's start to the reading 0.5 s after it, per action sent in the window. */
  serverCpuMsPerAction: round(loaded.cpuMs / Math.max(1, sum('actions')), 3),
  /** The same CPU as a share of one core over that time. */
  serverCpuShare: round(loaded.cpuMs / (seconds * 1000 + 500), 2),
  /** Per node, during the window. */
  serverGc: loaded.gc.map((g) => ({
    ...g,
    majorMaxMs: round(g.majorMaxMs),
    minorMaxMs: round(g.minorMaxMs),
    totalMs: Math.round(g.totalMs),
  })),
  /** Per node, during the window: how late the event loop ran (1 ms = no stall). */
  serverLoop: loaded.loop.map((l) => ({ p99Ms: round(l.p99Ms), maxMs: round(l.maxMs) })),
  /** Per load process, during the window: its own stalls delay what it measures. */
  clientLoop: results.map((r) => ({ p99Ms: round(r.loopP99Ms), maxMs: round(r.loopMaxMs) })),
  nodeFlags: nodeFlags.join(' '),
  clientFlags: clientFlags.join(' '),
  errorSamples: results.flatMap((r) => r.errorSamples).slice(0, 8),
  chatSent: sum('chatSent'),
  chatRefused: sum('chatRefused'),
};
if (json) console.log(JSON.stringify(report));
else {
  say(
    `actions/s         ${report.actionsPerSecond} (${report.latencySamples} in ${seconds} s; ${report.idleTicks} ticks found no seat to act, ${report.refused} refused as stale)`,
  );
  say(`latency to all 5  p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms, max ${report.maxMs} ms`);
  say(`answer to actor p50 ${report.ackP50Ms} ms, p99 ${report.ackP99Ms} ms`);
  say(`messages          ${report.bytesPerMessage} B on average, ${Math.round(report.deltaShare * 100)}% deltas`);
  say(
    `pushes per action ${report.pushesPerAction} (${Object.entries(report.pushesByEvent)
      .sort((a, b) => b[1] - a[1])
      .map(([e, n]) => `${e} ${n}`)
      .join(', ')})`,
  );
  say(
    `server memory     ${report.heapPerConnectionKb} KiB heap per connection, ${report.heapPerMatchKb} KiB per match; ${report.serverHeapMb} MiB heap, ${report.serverRssMb} MiB RSS in all`,
  );
  say(
    `server GC         ${report.serverGc.map((g) => `${g.minor} minor (longest ${g.minorMaxMs} ms), ${g.major} major (longest ${g.majorMaxMs} ms), ${g.totalMs} ms in all`).join('; ')}`,
  );
  say(`server CPU        ${report.serverCpuMsPerAction} ms per action (${Math.round(report.serverCpuShare * 100)}% of a core)`);
  say(`server loop delay ${report.serverLoop.map((l) => `p99 ${l.p99Ms} ms, max ${l.maxMs} ms`).join('; ')}`);
  say(`client loop delay ${report.clientLoop.map((l) => `p99 ${l.p99Ms} ms, max ${l.maxMs} ms`).join('; ')}`);
  say(`matches finished  ${report.matchesFinished}`);
  if (chatRate > 0) say(`chat              ${report.chatSent} lines sent in the window, ${report.chatRefused} refused (closed phases, budgets)`);
  say(`errors            ${report.errors}${report.errorSamples.length ? `: ${report.errorSamples.join('; ')}` : ''}`);
}
clearTimeout(hardStop);
