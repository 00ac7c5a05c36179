/**
 * Load generator for bench/server (a child process): keeps `matches` tables in play until the
 * deadline. Each table is created over HTTP, its seats played over socket.io by the engine's random
 * policy (moving whenever the game waits for the seat), plus server-side bots.
 */
import { randomPolicy, Rng } from '@alibi/engine';
import type { ActResult, ClientToServer, SeatGrant, ServerToClient, Update, Welcome } from '@alibi/protocol';
import { io, type Socket } from 'socket.io-client';

export interface BenchConfig {
  url: string;
  matches: number;
  seats: number;
  bots: number;
  /** No new match starts after this (epoch ms). */
  deadline: number;
  /** Matches still running now are abandoned and counted as unfinished (epoch ms). */
  stopAt: number;
  interrupts: string[];
  seed: string;
}

export interface BenchStats {
  matches: number;
  unfinished: number;
  connections: number;
  actions: number;
  latencies: number[];
  refused: number;
  errors: number;
  errorSamples: string[];
}

const stats: BenchStats = {
  matches: 0,
  unfinished: 0,
  connections: 0,
  actions: 0,
  latencies: [],
  refused: 0,
  errors: 0,
  errorSamples: [],
};

function error(what: string): void {
  stats.errors++;
  if (stats.errorSamples.length < 5) stats.errorSamples.push(what);
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

type Seat = {
  socket: Socket<ServerToClient, ClientToServer>;
  seat: number;
  version: number;
  legal: unknown[];
  view: unknown;
  mustAct: boolean;
  seq: number;
  busy: boolean;
};

/** Plays one match to the end; resolves with the number of actions applied. */
async function playMatch(cfg: BenchConfig, rng: Rng): Promise<number> {
  const bots = Array.from({ length: cfg.bots }, (_, i) => ({ seat: cfg.seats - 1 - i, kind: i % 2 ? 'random' : 'heuristic' }));
  const host = await post<SeatGrant>(`${cfg.url}/api/tables`, { game: 'perfect-alibi', players: cfg.seats, host: 'bench', bots });
  const id = host.table.id;
  const grants = [host];
  while (grants.length < cfg.seats - cfg.bots)
    grants.push(await post<SeatGrant>(`${cfg.url}/api/tables/${id}/seats`, { name: `p${grants.length}` }));
  const policy = randomPolicy(cfg.interrupts, 0.01);
  const seats: Seat[] = [];
  /** Own actions waiting for every seat of the match to see their version. */
  const pending: { version: number; sent: number }[] = [];
  const minVersion = () => Math.min(...seats.map((s) => s.version));
  const settle = () => {
    const min = minVersion();
    for (let i = pending.length - 1; i >= 0; i--) {
      const p = pending[i] as { version: number; sent: number };
      if (p.version <= min) {
        stats.latencies.push(performance.now() - p.sent);
        pending.splice(i, 1);
      }
    }
  };
  let finished: () => void = () => undefined;
  const over = new Promise<void>((resolve) => (finished = resolve));
  const consider = (s: Seat) => {
    if (s.busy || s.legal.length === 0) return;
    const action = policy.choose({ seat: s.seat, legal: s.legal, view: s.view, rng, mustAct: s.mustAct });
    if (action === null) return;
    s.busy = true;
    const sent = performance.now();
    s.socket
      .timeout(10_000)
      .emitWithAck('act', { seq: s.seq++, action })
      .then(
        (r: ActResult) => {
          s.busy = false;
          if (r.ok) {
            pending.push({ version: r.version, sent });
            settle();
          } else if (['NOT_ACTOR', 'ILLEGAL', 'GAME_OVER'].includes(r.error.code)) stats.refused++;
          else error(`act: ${r.error.code} ${r.error.message}`);
          consider(s);
        },
        () => {
          s.busy = false;
          error('act: no answer in 10 s');
        },
      );
  };
  await Promise.all(
    grants.map(
      (g) =>
        new Promise<void>((resolve, reject) => {
          const socket: Socket<ServerToClient, ClientToServer> = io(cfg.url, {
            transports: ['websocket'],
            forceNew: true,
            reconnection: false,
          });
          stats.connections++;
          const s: Seat = {
            socket,
            seat: g.seat as number,
            version: 0,
            legal: [],
            view: null,
            mustAct: false,
            seq: 0,
            busy: false,
          };
          seats.push(s);
          const apply = (u: Update | Welcome) => {
            Object.assign(s, { version: u.version, legal: u.legal, view: u.view, mustAct: u.mustAct });
            settle();
            consider(s);
          };
          socket.on('welcome', (w) => {
            s.seq = w.nextSeq;
            apply(w);
            resolve();
          });
          socket.on('update', apply);
          socket.on('table', (t) => {
            if (t.status === 'over') finished();
          });
          socket.on('failure', (e) => error(`failure: ${e.code}`));
          socket.on('connect_error', (e) => reject(e));
          socket.emit('hello', { table: id, token: g.token }, (r) => {
            if (!r.ok) reject(new Error(r.error.message));
          });
        }),
    ),
  );
  await post(`${cfg.url}/api/tables/${id}/start`, { token: host.token });
  let timer: NodeJS.Timeout | undefined;
  const stop = new Promise<'stop'>(
    (resolve) => (timer = setTimeout(() => resolve('stop'), Math.max(0, cfg.stopAt - Date.now()))),
  );
  const outcome = await Promise.race([over, stop]);
  clearTimeout(timer);
  if (outcome === 'stop') {
    for (const s of seats) s.socket.disconnect();
    stats.unfinished++;
    return seats.length ? Math.max(...seats.map((s) => s.version)) : 0;
  }
  // The last update may still be on its way to some seats, and late acts to their answers.
  const final = await new Promise<number>((resolve) => {
    const check = () => {
      const top = Math.max(...seats.map((s) => s.version));
      if (minVersion() === top && seats.every((s) => s.legal.length === 0 && !s.busy)) resolve(top);
      else setTimeout(check, 2);
    };
    check();
  });
  for (const s of seats) s.socket.disconnect();
  return final;
}

async function run(cfg: BenchConfig): Promise<void> {
  const rng = Rng.fromSeed(cfg.seed);
  const loop = async () => {
    while (Date.now() < cfg.deadline) {
      try {
        const actions = await playMatch(cfg, rng);
        stats.actions += actions;
        if (Date.now() < cfg.stopAt) stats.matches++;
      } catch (e) {
        error(e instanceof Error ? e.message : String(e));
      }
    }
  };
  await Promise.all(Array.from({ length: cfg.matches }, loop));
  process.send?.({ type: 'done', stats }, () => process.exit(0));
}

process.once('message', (cfg: BenchConfig) => {
  run(cfg).catch((e: unknown) => {
    error(e instanceof Error ? e.message : String(e));
    process.send?.({ type: 'done', stats }, () => process.exit(1));
  });
});
