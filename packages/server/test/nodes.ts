/** Test kit for scale-out and crashes: servers in child processes, a fresh PostgreSQL database each. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Client } from './helpers.ts';

const BIN = fileURLToPath(new URL('../../cli/bin/alibi.mjs', import.meta.url));

export interface Node {
  url: string;
  port: number;
  proc: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** Starts `alibi serve` in a child process and resolves with its URL once it listens. */
/** `env` adds to the parent's environment (e.g. ALIBI_CLOCK_SCALE). */
export function spawnNode(opts: { db: string; port?: number; redis?: string; env?: Record<string, string> }): Promise<Node> {
  const args = [BIN, 'serve', '--port', String(opts.port ?? 0), '--db', opts.db, '--bot-delay', '0'];
  if (opts.redis) args.push('--redis', opts.redis);
  // Dozens of clients share 127.0.0.1 here: the per-address rate limits are not what these tests measure.
  const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ALIBI_LIMITS: 'off', ...opts.env } });
  let err = '';
  proc.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    // Generous: a process start (tsx compiling the server) takes long on a busy machine.
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${err}`)), 90_000);
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+:(\d+))/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1] as string, port: Number(m[2]), proc, exited });
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening: ${err}`));
    });
  });
}

/** SIGTERM (graceful) and wait; a process already gone is fine. */
export async function stopNode(n: Node): Promise<void> {
  if (n.proc.exitCode === null && n.proc.signalCode === null) n.proc.kill('SIGTERM');
  await n.exited;
}

/** A new, empty database on the server `url` names, so a test sees no other test's tables. */
export async function freshPg(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `alibi_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface StoredMatch {
  seed: string;
  players: number;
  options: unknown;
  log: { version: number; seat: number; seq: number; action: unknown }[];
}

/** The stored match (seed and log) from PostgreSQL: the test-only reader. */
export async function readPg(url: string, tableId: string): Promise<StoredMatch> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const t = await c.query<{ seed: string; players: number; options: string }>(
      'select seed, players, options from tables where id = $1',
      [tableId],
    );
    const rows = await c.query<{ version: number; seat: number; seq: number; action: string }>(
      'select version, seat, seq, action from actions where table_id = $1 order by version',
      [tableId],
    );
    const row = t.rows[0];
    if (!row) throw new Error(`no table ${tableId}`);
    return {
      seed: row.seed,
      players: Number(row.players),
      options: JSON.parse(row.options),
      log: rows.rows.map((r) => ({
        version: Number(r.version),
        seat: Number(r.seat),
        seq: Number(r.seq),
        action: JSON.parse(r.action),
      })),
    };
  } finally {
    await c.end();
  }
}

/** The same from a SQLite file (opened read-write so a crashed writer's WAL is recovered). */
export function readSqlite(file: string, tableId: string): StoredMatch {
  // Read-only: a read-write connection's close would merge a killed server's log into the file
  // (and remove it), which is not what a restart after a crash finds.
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const t = db.prepare('select seed, players, options from tables where id = ?').get(tableId) as
      { seed: string; players: number; options: string } | undefined;
    if (!t) throw new Error(`no table ${tableId}`);
    const rows = db
      .prepare('select version, seat, seq, action from actions where table_id = ? order by version')
      .all(tableId) as { version: number; seat: number; seq: number; action: string }[];
    return {
      seed: t.seed,
      players: t.players,
      options: JSON.parse(t.options),
      log: rows.map((r) => ({ ...r, action: JSON.parse(r.action) })),
    };
  } finally {
    db.close();
  }
}

/** The PostgreSQL and Redis URLs the cluster tests need, or null (and a logged reason) to skip. */
export function clusterServices(suite: string): { pg: string; redis: string } | null {
  const pgUrl = process.env.ALIBI_TEST_PG;
  const redisUrl = process.env.ALIBI_TEST_REDIS;
  if (pgUrl && redisUrl) return { pg: pgUrl, redis: redisUrl };
  const unset = [pgUrl ? null : 'ALIBI_TEST_PG', redisUrl ? null : 'ALIBI_TEST_REDIS'].filter((x) => x !== null);
  console.warn(`${suite} skipped: set ${unset.join(' and ')} to a PostgreSQL / Redis URL to run it`);
  return null;
}

/** What `spawnedNodes` fills in before the suite runs. */
export interface SpawnedNodes {
  nodes: Node[];
  /** The socket clients a test opens; closed after the suite. */
  clients: Client[];
  /** The suite's own database. */
  db: { url: string; drop(): Promise<void> };
}

/**
 * Registers the suite's hooks: `count` `alibi serve` processes on a fresh PostgreSQL database and
 * the shared Redis, started one after the other (the first creates the schema) before the suite,
 * and after it the clients closed, the nodes stopped and the database dropped.
 */
export function spawnedNodes(services: { pg: string; redis: string } | null, opts: { count?: number; env?: Record<string, string> } = {}): SpawnedNodes {
  const held: SpawnedNodes = { nodes: [], clients: [], db: { url: '', drop: async () => {} } };
  if (!services) return held;
  beforeAll(async () => {
    Object.assign(held.db, await freshPg(services.pg)); // in place: suites destructure `db`
    for (let i = 0; i < (opts.count ?? 2); i++) held.nodes.push(await spawnNode({ db: held.db.url, redis: services.redis, ...(opts.env ? { env: opts.env } : {}) }));
  }, 180_000);
  afterAll(async () => {
    for (const c of held.clients) c.close();
    await Promise.all(held.nodes.map(stopNode));
    await held.db.drop();
  });
  return held;
}
