/** Test kit: a real server on a temp SQLite file, socket clients that record every message. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import Database from 'better-sqlite3';
import { randomPolicy, Rng, type AnyGame } from '@alibi/engine';
import { findGame } from '@alibi/games';
import type {
  ActResult,
  ClientToServer,
  SeatGrant,
  ServerToClient,
  TableInfo,
  Update,
  Welcome,
  WireError,
} from '@alibi/protocol';
import { isPackedView, unpackView } from '@alibi/protocol/pack';
import { io, type Socket } from 'socket.io-client';
import { startServer, type RunningServer, type ServerOptions } from '../src/index.ts';

export function tempDb(): { file: string; cleanup(): void } {
  const dir = mkdtempSync(joinPath(tmpdir(), 'alibi-server-'));
  return { file: joinPath(dir, 'test.sqlite'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Servers (each on its own temp database) and clients a test file starts, and one call that closes them all. */
export function testServers(): { serve(opts?: Partial<ServerOptions>): Promise<RunningServer>; client(url: string): Client; closeAll(): Promise<void> } {
  const running: { server: RunningServer; cleanup(): void }[] = [];
  const clients: Client[] = [];
  return {
    async serve(opts = {}) {
      const db = tempDb();
      const server = await startServer({ port: 0, db: db.file, botDelayMs: 0, webDist: '/nonexistent', ...opts });
      running.push({ server, cleanup: db.cleanup });
      return server;
    },
    client(url) {
      const c = new Client(url);
      clients.push(c);
      return c;
    },
    async closeAll() {
      for (const c of clients.splice(0)) c.close();
      for (const r of running.splice(0)) {
        await r.server.close();
        r.cleanup();
      }
    },
  };
}

export const start = (db: string): Promise<RunningServer> => startServer({ port: 0, db, botDelayMs: 0, webDist: '/nonexistent' });

export async function api<T = unknown>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (body !== undefined) init.headers = { ...headers, 'content-type': 'application/json' };
  const res = await fetch(base + path, init);
  return { status: res.status, body: (await res.json()) as T };
}

export async function createTable(
  base: string,
  players: number,
  bots: number[],
  extra: Record<string, unknown> = {},
): Promise<SeatGrant> {
  const r = await api<SeatGrant>(base, 'POST', '/api/tables', {
    game: 'perfect-alibi',
    players,
    host: 'Host',
    bots: bots.map((seat) => ({ seat, kind: seat % 2 ? 'random' : 'heuristic' })),
    // Claims apply at once unless a test asks for a claim window (claims.test.ts does).
    claimWindow: 0,
    ...extra,
  });
  if (r.status !== 201) throw new Error(`create failed: ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function join(base: string, table: string, name: string): Promise<SeatGrant> {
  const r = await api<SeatGrant>(base, 'POST', `/api/tables/${table}/seats`, { name });
  if (r.status !== 201) throw new Error(`join failed: ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Polls a condition over several clients (a single client's `until` wakes on its own messages only). */
export async function waitFor(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

type Ack = { ok: true } | { ok: false; error: WireError };
type Message = { event: string; payload: unknown };

/** A socket client recording everything it receives, with awaitable conditions. */
export class Client {
  readonly socket: Socket<ServerToClient, ClientToServer>;
  readonly received: Message[] = [];
  seat: number | null = null;
  version = 0;
  view: unknown = null;
  legal: unknown[] = [];
  mustAct = false;
  table: TableInfo | null = null;
  nextSeq = 0;
  /** Welcomes and updates whose view or events came packed (hello `pack`); every message as it came. */
  packedViews = 0;
  readonly raw: Message[] = [];
  private waiters: (() => void)[] = [];

  /** `reconnect`: socket.io-client reconnects by itself (quickly) when the server goes away. */
  constructor(url: string, reconnect = false) {
    this.socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: reconnect,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    this.socket.onAny((event: string, raw: unknown) => {
      // A connection that said hello with `pack` gets whole views packed: recorded as the view they stand for.
      const packed = (event === 'welcome' || event === 'update') && (isPackedView((raw as Update).view) || isPackedView((raw as Welcome).events));
      const payload = packed ? this.unpacked(raw as Welcome) : raw;
      this.received.push({ event, payload });
      this.raw.push({ event, payload: raw });
      if (event === 'welcome') {
        const w = payload as Welcome;
        Object.assign(this, {
          seat: w.seat,
          version: w.version,
          view: w.view,
          legal: w.legal,
          mustAct: w.mustAct,
          table: w.table,
          nextSeq: w.nextSeq,
        });
      } else if (event === 'update') {
        const u = payload as Update;
        Object.assign(this, { version: u.version, view: u.view, legal: u.legal, mustAct: u.mustAct });
        if (u.clockState && this.table) this.table = { ...this.table, clockState: u.clockState };
        // Like the web client: another tab of the seat may have used seqs; number on from the latest.
        if (u.nextSeq !== undefined) this.nextSeq = Math.max(this.nextSeq, u.nextSeq);
      } else if (event === 'table') {
        this.table = payload as TableInfo;
      }
      this.wake();
    });
    this.socket.on('connect', () => this.wake());
    this.socket.on('disconnect', () => this.wake());
  }

  private unpacked<T extends { view: unknown; events: unknown }>(m: T): T {
    this.packedViews++;
    return { ...m, view: unpackView(m.view), events: unpackView(m.events) };
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  hello(table: string, token?: string, options: { pack?: boolean } = {}): Promise<Ack> {
    return this.socket.timeout(5000).emitWithAck('hello', token ? { table, token, ...options } : { table, ...options });
  }

  act(action: unknown, seq = this.nextSeq++): Promise<ActResult> {
    return this.socket.timeout(5000).emitWithAck('act', { seq, action });
  }

  /** Resolves when `check` holds after some message (or already holds). */
  async until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  messages(event: string): unknown[] {
    return this.received.filter((m) => m.event === event).map((m) => m.payload);
  }

  close(): void {
    this.socket.disconnect();
  }
}

/**
 * Plays for a seated client with the engine's random policy (the same one random bots use):
 * it sees only what the server sent this seat, and moves whenever the game waits for it. With
 * `interruptRate` 0 it claims only when it must, so the game runs its whole length.
 */
export function autoplay(c: Client, game: AnyGame, seed: string, interruptRate = 0.01): { stop(): void } {
  const rng = Rng.fromSeed(seed);
  const policy = randomPolicy(game.meta.interrupts, interruptRate);
  let busy = false;
  let stopped = false;
  const consider = () => {
    if (stopped || busy || c.legal.length === 0 || c.seat === null) return;
    // Like the server's bots, these players never resign: an idle seat may resign at every update,
    // which would end most games after a few moves (resigning has its own tests).
    const legal = c.legal.filter((a) => (a as { type?: unknown } | null)?.type !== 'resign');
    if (legal.length === 0) return;
    const action = policy.choose({ seat: c.seat, legal, view: c.view, rng, mustAct: c.mustAct });
    if (action === null) return;
    busy = true;
    c.act(action).then(
      (r) => {
        busy = false;
        // Too fast for the server's limits: back off like a real client, then try again.
        if (!r.ok && r.error.code === 'RATE_LIMITED') setTimeout(consider, 100);
        // Refused when the game moved on meanwhile: think again with the latest update.
        else consider();
      },
      () => {
        busy = false;
      },
    );
  };
  c.socket.on('welcome', () => setImmediate(consider));
  c.socket.on('update', () => setImmediate(consider));
  setImmediate(consider);
  return {
    stop() {
      stopped = true;
    },
  };
}

export const perfectAlibi = (): AnyGame => {
  const g = findGame('perfect-alibi');
  if (!g) throw new Error('perfect-alibi is not registered');
  return g;
};

/** What the database holds for a table: the secret seed and the action log (test-only reader). */
export function readStored(
  file: string,
  tableId: string,
): { seed: string; players: number; options: unknown; log: { seat: number; action: unknown }[] } {
  const db = new Database(file, { readonly: true });
  try {
    const t = db.prepare('select seed, players, options from tables where id = ?').get(tableId) as {
      seed: string;
      players: number;
      options: string;
    };
    const rows = db.prepare('select seat, action from actions where table_id = ? order by version').all(tableId) as {
      seat: number;
      action: string;
    }[];
    return {
      seed: t.seed,
      players: t.players,
      options: JSON.parse(t.options),
      log: rows.map((r) => ({ seat: r.seat, action: JSON.parse(r.action) })),
    };
  } finally {
    db.close();
  }
}

/** Every state of a stored match with the raw events that led there (index = version). */
export function replayStored(game: AnyGame, stored: ReturnType<typeof readStored>): { state: unknown; events: unknown[] }[] {
  const setup = game.setup({ players: stored.players, seed: stored.seed, options: stored.options });
  if (!setup.ok) throw new Error(setup.error.message);
  const out = [{ state: setup.value, events: [] as unknown[] }];
  for (const a of stored.log) {
    const r = game.apply((out.at(-1) as { state: unknown }).state, a.seat, a.action);
    if (!r.ok) throw new Error(r.error.message);
    out.push(r.value);
  }
  return out;
}

/** Visits every (key, value) pair inside a JSON value. */
function walk(value: unknown, visit: (key: string, v: unknown) => void): void {
  if (Array.isArray(value)) for (const v of value) walk(v, visit);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      visit(k, v);
      walk(v, visit);
    }
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Checks everything a client received against the stored match: each welcome and update is
 * exactly the engine's view, projected events and legal actions for that client's seat at that
 * version, and (Perfect Alibi) no message holds another seat's hand before the game is over.
 * Returns the problems found (empty when all is well).
 */
export function verifyReceived(
  c: Client,
  viewer: number | 'spectator',
  game: AnyGame,
  history: { state: unknown; events: unknown[] }[],
  seed: string,
): string[] {
  const problems: string[] = [];
  const projected = (from: number, to: number) =>
    history
      .slice(from + 1, to + 1)
      .flatMap((h) => h.events.map((e) => game.project(e, viewer)))
      .filter((e) => e !== null);
  const legal = (state: unknown) => (viewer === 'spectator' ? [] : game.legal(state, viewer));
  const ownHand = (v: number) =>
    viewer === 'spectator' ? null : (history[v]?.state as { secret: { hand: number[] }[] }).secret[viewer]?.hand;
  const last = history.length - 1;
  c.received.forEach((m, i) => {
    const where = `${String(viewer)} message ${i} (${m.event})`;
    const text = JSON.stringify(m.payload);
    if (text.includes(seed)) problems.push(`${where} contains the seed`);
    let version: number | null = null;
    if (m.event === 'welcome' || m.event === 'update') {
      const p = m.payload as { version: number; view: unknown; events: unknown[]; legal: unknown[]; mustAct: boolean };
      version = p.version;
      const h = history[p.version];
      if (!h) return problems.push(`${where}: version ${p.version} beyond the log`);
      const started = p.view !== null;
      if (started && !same(p.view, game.view(h.state, viewer))) problems.push(`${where}: view differs from the engine's`);
      const events = m.event === 'welcome' ? projected(0, p.version) : projected(p.version - 1, p.version);
      if (!same(p.events, events)) problems.push(`${where}: events differ from the projection`);
      if (started && !same(p.legal, legal(h.state))) problems.push(`${where}: legal differs`);
      const waited = viewer !== 'spectator' && game.waitingFor(h.state).includes(viewer);
      if (started && p.mustAct !== waited) problems.push(`${where}: mustAct differs`);
    }
    const over = version === last || (m.event === 'table' && (m.payload as TableInfo).status === 'over');
    walk(m.payload, (key, v) => {
      if (key === 'hand' && v !== null && version !== null && !same(v, ownHand(version)))
        problems.push(`${where}: a hand that is not the viewer's`);
      if (key === 'hands' && !over) problems.push(`${where}: all hands before the end`);
      if (key === 'seed' || key === 'secret' || key === 'hidden') problems.push(`${where}: key ${key}`);
    });
    return undefined;
  });
  return problems;
}
