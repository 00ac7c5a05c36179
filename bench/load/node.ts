/**
 * One server process of bench/load: the real server (startServer, rate limits off for the
 * loopback run) or, with `bare`, a minimal socket.io server. Talks to the parent over IPC:
 * `ready {url}` once listening, `memory` after a forced collection on request, exits on `stop`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { constants, monitorEventLoopDelay, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer as thisServer } from '@alibi/server';
import { startBare } from './bare.ts';

export interface NodeConfig {
  bare: boolean;
  db: string;
  redis?: string;
  /** Another checkout (the --baseline worktree) whose server to run instead of this tree's. */
  serverRoot?: string;
  /** Write a CPU profile of the measured window only (from `gc-reset` to the next `memory`) into this directory. */
  profileDir?: string;
}

export interface NodeMemory {
  type: 'memory';
  heapUsed: number;
  rss: number;
  /** Collections since the last `gc-reset` (forced ones for these readings excluded). */
  gc: GcStats;
  /** Event-loop delay since the last `gc-reset`, milliseconds. */
  loopP99Ms: number;
  loopMaxMs: number;
  /** CPU time (user + system) of this process since the last `gc-reset`, milliseconds. */
  cpuMs: number;
}

export interface GcStats {
  minor: number;
  major: number;
  /** Milliseconds. */
  majorMaxMs: number;
  minorMaxMs: number;
  totalMs: number;
}

const zero = (): GcStats => ({ minor: 0, major: 0, majorMaxMs: 0, minorMaxMs: 0, totalMs: 0 });
let gcStats = zero();
let cpuAtReset = process.cpuUsage();
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
let forcing = false;
new PerformanceObserver((list) => {
  if (forcing) return;
  for (const e of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
    const kind = e.detail?.kind;
    gcStats.totalMs += e.duration;
    if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      gcStats.major++;
      gcStats.majorMaxMs = Math.max(gcStats.majorMaxMs, e.duration);
    } else if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
      gcStats.minor++;
      gcStats.minorMaxMs = Math.max(gcStats.minorMaxMs, e.duration);
    }
  }
}).observe({ entryTypes: ['gc'] });

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Every budget off: the whole load comes from one loopback address on purpose. */
const NO_LIMITS = { socketPerConnection: null, socketPerAddress: null, httpPerAddress: null, tablesPerAddress: null };

/** The window's CPU profile (NodeConfig.profileDir), running between `gc-reset` and the next `memory`. */
let profiler: Session | null = null;
async function startProfile(): Promise<void> {
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
async function stopProfile(dir: string): Promise<void> {
  const session = profiler;
  if (!session) return;
  profiler = null;
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `window-${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
}

process.once('message', async (cfg: NodeConfig) => {
  // The baseline's own server module: its `@alibi/*` imports resolve to that worktree's packages.
  const startServer: typeof thisServer = cfg.serverRoot
    ? (
        (await import(pathToFileURL(join(cfg.serverRoot, 'packages/server/src/index.ts')).href)) as {
          startServer: typeof thisServer;
        }
      ).startServer
    : thisServer;
  const started = cfg.bare
    ? startBare()
    : startServer({ port: 0, db: cfg.db, redis: cfg.redis, botDelayMs: 0, webDist: '/nonexistent', limits: NO_LIMITS });
  started.then(
    (server) => {
      process.on('message', async (m: { type: string }) => {
        if (m.type === 'memory') {
          const seen = { ...gcStats };
          const loopP99Ms = loop.percentile(99) / 1e6;
          const loopMaxMs = loop.max / 1e6;
          const cpu = process.cpuUsage(cpuAtReset);
          // Written after the window's figures are read: writing it is no part of the window.
          if (cfg.profileDir) await stopProfile(cfg.profileDir);
          forcing = true;
          gc();
          const u = process.memoryUsage();
          // The observer reports asynchronously: let the forced collection's entry pass first.
          setTimeout(() => (forcing = false), 50);
          process.send?.({
            type: 'memory',
            heapUsed: u.heapUsed,
            rss: u.rss,
            gc: seen,
            loopP99Ms,
            loopMaxMs,
            cpuMs: (cpu.user + cpu.system) / 1000,
          } satisfies NodeMemory);
        } else if (m.type === 'gc-reset') {
          gcStats = zero();
          loop.reset();
          cpuAtReset = process.cpuUsage();
          if (cfg.profileDir) await startProfile();
        } else if (m.type === 'stop') {
          // Not a graceful close: 10,000 `reconnect` messages are not what is being measured.
          process.exit(0);
        }
      });
      process.send?.({ type: 'ready', url: server.url });
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
});
