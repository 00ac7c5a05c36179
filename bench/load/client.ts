/**
 * Load generator for bench/load (a child process): holds `matches` match slots of five socket.io
 * connections each. Every slot acts on its own open-loop schedule (exponential gaps, mean
 * 1 / ratePerMatch seconds) whether or not its last action was answered: the seat the game waits
 * for (as far as this client has been told) plays a random legal action other than a claim or a
 * resignation (either would end matches early and change the workload). When a
 * match ends the slot sets up a fresh table over HTTP and moves its connections there with `hello`.
 *
 * Latency: from sending an action to the moment all five connections of the match hold its version.
 * Only actions sent inside the measurement window count.
 */
import { Rng } from '@alibi/engine';
import {
  patch,
  type ActResult,
  type ClientToServer,
  type ClockSetting,
  type DeltaUpdate,
  type SeatGrant,
  type ServerToClient,
  type Update,
  type Welcome,
} from '@alibi/protocol';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

export interface ClientConfig {
  /** One URL per node; connection i of the run goes to node i mod nodes. */
  urls: string[];
  /** Index of this process's first match slot among all slots of the run. */
  firstSlot: number;
  matches: number;
  seats: number;
  ratePerMatch: number;
  /** Against the bare socket.io server: no tables, no game, any seat may act. */
  bare: boolean;
  /** Say hello with `deltas: true`. */
  deltas: boolean;
  seed: string;
  /** Connections opened at once while ramping up. */
  connectConcurrency: number;
  /** Tables set up at once while ramping up. */
  setupConcurrency: number;
  /** The table clock of every match (--clock; docs/clocks.md); 'off' when absent. */
  clock?: ClockSetting;
  /** Seconds of every table's claim window (--claim-window); absent: the server's default. */
  claimWindow?: number;
  /** Chat lines per match per second (--chat), each from a random seat of the match; 0: none. */
  chatRate?: number;
}

/** Sent by the parent once every match of every process is in play: the measurement window (epoch ms). */
export interface Go {
  type: 'go';
  windowStart: number;
  windowEnd: number;
  /** Stop acting and report at this time. */
  stopAt: number;
}

export interface ClientStats {
  connections: number;
  /** Acknowledged actions sent inside the window. */
  actions: number;
  latencies: number[];
  /** From sending an action to its answer (the sender's own ack), inside the window. */
  ackLatencies: number[];
  /** Open-loop ticks with no seat to act (the last update not there yet, or between matches). */
  idleTicks: number;
  /** Actions refused by the game because this client's picture was one step behind (open loop). */
  refused: number;
  matchesFinished: number;
  /** Sent inside the window and not seen by every seat when the run stopped. */
  unfinished: number;
  errors: number;
  errorSamples: string[];
  /** Bytes of update/delta payloads received (JSON length), inside the window. */
  bytesIn: number;
  messagesIn: number;
  deltasIn: number;
  /** Every message the server pushed inside the window (answers to this client's own requests aside), by event. */
  pushes: Record<string, number>;
  /** This load process's own event-loop delay during the window, milliseconds: its stalls count as latency too. */
  loopP99Ms: number;
  loopMaxMs: number;
  /** Chat lines sent inside the window, and those the server refused (chat closed in a phase, a budget). */
  chatSent: number;
  chatRefused: number;
}

/** Actions a load client takes only when nothing else is legal. */
const ENDING = new Set(['claim', 'resign']);
const stats: ClientStats = {
  connections: 0,
  actions: 0,
  latencies: [],
  ackLatencies: [],
  idleTicks: 0,
  refused: 0,
  matchesFinished: 0,
  unfinished: 0,
  errors: 0,
  errorSamples: [],
  bytesIn: 0,
  messagesIn: 0,
  deltasIn: 0,
  pushes: {},
  loopP99Ms: 0,
  loopMaxMs: 0,
  chatSent: 0,
  chatRefused: 0,
};
const loop = monitorEventLoopDelay({ resolution: 5 });

function error(what: string): void {
  stats.errors++;
  if (stats.errorSamples.length < 8) stats.errorSamples.push(what);
}

type Sock = Socket<ServerToClient, ClientToServer>;

interface Conn {
  socket: Sock;
  url: string;
  seat: number;
  version: number;
  view: unknown;
  legal: unknown[];
  mustAct: boolean;
  seq: number;
  /** This seat's claim is held in a claim window (it ends the match when checked): wait for it. */
  held: boolean;
  /** Resolves the pending welcome of a `hello`. */
  welcomed: (() => void) | null;
}

interface Slot {
  index: number;
  conns: Conn[];
  tableId: string;
  /** Own actions (by version) waiting for every seat to see them: when they were sent. */
  pending: Map<number, number>;
  playing: boolean;
  generation: number;
}

let window: Go | null = null;
const inWindow = (t: number) => window !== null && t >= window.windowStart && t <= window.windowEnd;
let stopping = false;
/** Actions sent inside the window and not answered yet. */
let inFlight = 0;

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${url.replace(/^.*\/api/, '')}: ${res.status} ${JSON.stringify(json).slice(0, 120)}`);
  return json;
}

function settle(slot: Slot): void {
  if (slot.pending.size === 0) return;
  let min = Infinity;
  for (const c of slot.conns) min = Math.min(min, c.version);
  const now = performance.now();
  for (const [version, sent] of slot.pending) {
    if (version > min) continue;
    slot.pending.delete(version);
    if (inWindow(Date.now() - (now - sent))) {
      stats.latencies.push(now - sent);
      stats.actions++;
    }
  }
}

function connect(url: string, cfg: ClientConfig, slot: Slot, seat: number): Promise<Conn> {
  return new Promise((resolve, reject) => {
    const socket: Sock = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 60_000 });
    const c: Conn = { socket, url, seat, version: 0, view: null, legal: [], mustAct: false, seq: 0, held: false, welcomed: null };
    const count = (payload: unknown, delta: boolean) => {
      if (!inWindow(Date.now())) return;
      stats.messagesIn++;
      if (delta) stats.deltasIn++;
      stats.bytesIn += JSON.stringify(payload).length;
    };
    socket.onAny((event: string) => {
      if (inWindow(Date.now())) stats.pushes[event] = (stats.pushes[event] ?? 0) + 1;
    });
    socket.on('welcome', (w: Welcome) => {
      Object.assign(c, { version: w.version, view: w.view, legal: w.legal, mustAct: w.mustAct, seq: w.nextSeq, held: false });
      c.welcomed?.();
      c.welcomed = null;
    });
    // Between a hello and its welcome, what arrives is the previous table's (the server answers a
    // hello after everything it sent before it): with two nodes the last update of a finished
    // match can reach one seat after another seat, told of the end sooner, set up the next one.
    const stale = () => c.welcomed !== null;
    socket.on('update', (u: Update) => {
      if (stale()) return;
      count(u, false);
      // Version 0 comes with the start, after a welcome that had no view yet.
      // Versions may jump (nothing is sent for an action a connection cannot see), never go back.
      if (u.version <= c.version && !(u.version === 0 && c.view === null)) {
        if (!cfg.bare) error(`update ${u.version} after ${c.version}`);
      }
      Object.assign(c, { version: u.version, view: u.view, legal: u.legal, mustAct: u.mustAct });
      settle(slot);
    });
    socket.on('delta', (d: DeltaUpdate) => {
      if (stale()) return;
      count(d, true);
      // A server before the seq digests (the --baseline build) sends no `from`: its deltas are one step.
      const from = (d as { from?: number }).from ?? d.version - 1;
      if (from !== c.version || d.version <= from) error(`delta ${from}->${d.version} after ${c.version}`);
      try {
        c.view = patch(c.view, d.view);
        c.legal = patch(c.legal, d.legal) as unknown[];
      } catch (e) {
        error(`delta did not apply: ${String(e)}`);
      }
      c.version = d.version;
      c.mustAct = d.mustAct;
      settle(slot);
    });
    socket.on('table', (t) => {
      if (t.status === 'over' && t.id === slot.tableId && slot.playing) {
        slot.playing = false;
        stats.matchesFinished++;
        void nextMatch(cfg, slot);
      }
    });
    socket.on('failure', (e) => error(`failure: ${e.code} ${e.message}`));
    socket.on('disconnect', (reason) => {
      if (!stopping) error(`disconnected: ${reason}`);
    });
    socket.once('connect', () => {
      stats.connections++;
      resolve(c);
    });
    socket.once('connect_error', (e) => reject(e));
  });
}

async function hello(c: Conn, table: string, token: string | undefined, deltas: boolean): Promise<void> {
  const welcomed = new Promise<void>((resolve) => (c.welcomed = resolve));
  c.view = null;
  const body = token ? { table, token, deltas } : { table, deltas };
  const r = await c.socket.timeout(30_000).emitWithAck('hello', body);
  if (!r.ok) throw new Error(`hello: ${r.error.code} ${r.error.message}`);
  await welcomed;
}

/** Sets up a fresh table for the slot (host, joins, hello on every connection, start). */
async function setUp(cfg: ClientConfig, slot: Slot): Promise<void> {
  slot.generation++;
  slot.pending.clear();
  if (cfg.bare) {
    slot.tableId = `bare-${slot.index}`;
    await Promise.all(slot.conns.map((c) => hello(c, slot.tableId, `seat-token-${c.seat}`, false)));
    slot.playing = true;
    return;
  }
  const base = slot.conns[0]?.url as string;
  const host = await post<SeatGrant>(`${base}/api/tables`, {
    game: 'perfect-alibi',
    players: cfg.seats,
    host: 'load',
    // Only when set: a baseline server from before clocks refuses the unknown field.
    ...(cfg.clock && cfg.clock !== 'off' ? { clock: cfg.clock } : {}),
    ...(cfg.claimWindow !== undefined ? { claimWindow: cfg.claimWindow } : {}),
  });
  const grants = [host];
  for (let i = 1; i < cfg.seats; i++)
    grants.push(await post<SeatGrant>(`${base}/api/tables/${host.table.id}/seats`, { name: `p${i}` }));
  slot.tableId = host.table.id;
  await Promise.all(
    slot.conns.map((c, i) => {
      const g = grants[i] as SeatGrant;
      c.seat = g.seat as number;
      return hello(c, slot.tableId, g.token, cfg.deltas);
    }),
  );
  slot.playing = true;
  await post(`${base}/api/tables/${slot.tableId}/start`, { token: host.token });
}

async function nextMatch(cfg: ClientConfig, slot: Slot): Promise<void> {
  for (let attempt = 0; !stopping; attempt++) {
    try {
      await setUp(cfg, slot);
      return;
    } catch (e) {
      error(`set-up: ${e instanceof Error ? e.message : String(e)}`);
      await new Promise((r) => setTimeout(r, 1000 * Math.min(attempt + 1, 5)));
    }
  }
}

function act(cfg: ClientConfig, slot: Slot, rng: Rng): void {
  if (!slot.playing) return void stats.idleTicks++;
  let c: Conn | undefined;
  let action: unknown;
  if (cfg.bare) {
    c = rng.pick(slot.conns);
    action = { type: 'poke' };
  } else {
    c = slot.conns.find((x) => x.mustAct && x.legal.length > 0 && !x.held);
    if (!c) return void stats.idleTicks++;
    const nonClaims = c.legal.filter((a) => !ENDING.has((a as { type?: string }).type ?? ''));
    action = rng.pick(nonClaims.length ? nonClaims : c.legal);
  }
  const conn = c;
  // A claim may be held in a claim window: send no second one before the first is answered.
  const claiming = !cfg.bare && ENDING.has((action as { type?: string }).type ?? '');
  if (claiming) conn.held = true;
  const generation = slot.generation;
  const sent = performance.now();
  const sentAt = Date.now();
  const counted = inWindow(sentAt);
  if (counted) inFlight++;
  conn.socket
    .timeout(10_000)
    .emitWithAck('act', { seq: conn.seq++, action })
    .then(
      (r: ActResult) => {
        if (counted) {
          inFlight--;
          stats.ackLatencies.push(performance.now() - sent);
        }
        if (r.ok && 'held' in r) {
          // Held in a claim window (this build): applied, or not, when the window closes.
          if (slot.generation === generation) conn.held = true;
          return;
        }
        if (claiming && slot.generation === generation) conn.held = false;
        if (r.ok) {
          if (slot.generation !== generation) return;
          slot.pending.set(r.version, sent);
          settle(slot);
        } else if (['NOT_ACTOR', 'ILLEGAL', 'GAME_OVER'].includes(r.error.code)) stats.refused++;
        else error(`act: ${r.error.code} ${r.error.message}`);
      },
      () => {
        if (counted) inFlight--;
        if (counted) error('act: no answer in 10 s');
      },
    );
}

/** One chat line from a random seat of the match (table talk: the server may refuse it in some phases). */
function chat(slot: Slot, rng: Rng): void {
  if (!slot.playing) return;
  const c = rng.pick(slot.conns);
  const counted = inWindow(Date.now());
  if (counted) stats.chatSent++;
  c.socket
    .timeout(10_000)
    .emitWithAck('chat', { text: `line ${rng.int(1000)}` })
    .then(
      (r) => {
        if (counted && !r.ok) stats.chatRefused++;
      },
      () => {
        if (counted) error('chat: no answer in 10 s');
      },
    );
}

/** Exponential gaps: a Poisson stream of `tick`s per match at `rate` per second. */
function schedule(rate: number, rng: Rng, tick: () => void): void {
  const gap = (-Math.log(1 - rng.int(1_000_000) / 1_000_000) / rate) * 1000;
  setTimeout(() => {
    if (stopping) return;
    tick();
    schedule(rate, rng, tick);
  }, gap);
}

async function run(cfg: ClientConfig): Promise<void> {
  const rng = Rng.fromSeed(cfg.seed);
  const slots: Slot[] = Array.from({ length: cfg.matches }, (_, i) => ({
    index: cfg.firstSlot + i,
    conns: [],
    tableId: '',
    pending: new Map(),
    playing: false,
    generation: 0,
  }));
  // Ramp up: open every connection first (bounded concurrency), so the parent can weigh them idle.
  const todo = slots.flatMap((slot) => Array.from({ length: cfg.seats }, (_, seat) => ({ slot, seat })));
  let next = 0;
  await Promise.all(
    Array.from({ length: cfg.connectConcurrency }, async () => {
      while (next < todo.length) {
        const { slot, seat } = todo[next++] as (typeof todo)[number];
        const url = cfg.urls[(slot.index * cfg.seats + seat) % cfg.urls.length] as string;
        slot.conns[seat] = await connect(url, cfg, slot, seat);
      }
    }),
  );
  process.send?.({ type: 'connected', connections: stats.connections });
  await new Promise((resolve) => process.once('message', resolve));
  // The first tables, a few at a time; each slot starts acting as soon as its table is up.
  let setupNext = 0;
  await Promise.all(
    Array.from({ length: cfg.setupConcurrency }, async () => {
      while (setupNext < slots.length) {
        const slot = slots[setupNext++] as Slot;
        await nextMatch(cfg, slot);
        schedule(cfg.ratePerMatch, rng, () => act(cfg, slot, rng));
        if (cfg.chatRate) schedule(cfg.chatRate, rng, () => chat(slot, rng));
      }
    }),
  );
  process.send?.({ type: 'playing' });
  const go = await new Promise<Go>((resolve) => process.once('message', (m: Go) => resolve(m)));
  window = go;
  setTimeout(() => loop.enable(), Math.max(0, go.windowStart - Date.now()));
  setTimeout(() => loop.disable(), Math.max(0, go.windowEnd - Date.now()));
  await new Promise((r) => setTimeout(r, Math.max(0, go.stopAt - Date.now())));
  stats.loopP99Ms = loop.percentile(99) / 1e6;
  stats.loopMaxMs = loop.max / 1e6;
  stopping = true;
  stats.unfinished += inFlight;
  for (const slot of slots) {
    for (const sent of slot.pending.values()) if (inWindow(Date.now() - (performance.now() - sent))) stats.unfinished++;
  }
  process.send?.({ type: 'done', stats }, () => {
    for (const slot of slots) for (const c of slot.conns) c.socket.disconnect();
    process.exit(0);
  });
}

process.once('message', (cfg: ClientConfig) => {
  run(cfg).catch((e: unknown) => {
    error(e instanceof Error ? e.message : String(e));
    process.send?.({ type: 'done', stats }, () => process.exit(1));
  });
});
