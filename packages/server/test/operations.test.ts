/** Operations: /healthz, /metrics, structured logs without secrets, seat tokens at rest. */
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import type { SeatGrant } from '@alibi/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../src/db.ts';
import { startServer, type RunningServer, type ServerOptions } from '../src/index.ts';
import { TableRuntime } from '../src/table.ts';
import { hashToken, newToken } from '../src/tokens.ts';
import { api, Client, createTable, join, perfectAlibi, tempDb } from './helpers.ts';

const running: { server: RunningServer; cleanup(): void }[] = [];
const clients: Client[] = [];

async function serve(opts: Partial<ServerOptions> = {}, file?: string): Promise<RunningServer> {
  const db = tempDb();
  const server = await startServer({ port: 0, db: file ?? db.file, botDelayMs: 0, webDist: '/nonexistent', ...opts });
  running.push({ server, cleanup: db.cleanup });
  return server;
}

function client(url: string): Client {
  const c = new Client(url);
  clients.push(c);
  return c;
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const r of running.splice(0)) {
    await r.server.close();
    r.cleanup();
  }
});

describe('/healthz', () => {
  it('answers once the database answers (and Redis, when configured)', async () => {
    const server = await serve();
    const r = await api(server.url, 'GET', '/healthz');
    expect(r).toEqual({ status: 200, body: { ok: true, db: 'up', redis: 'off' } });
    const openapi = await api<{ paths: Record<string, unknown> }>(server.url, 'GET', '/api/openapi.json');
    expect(Object.keys(openapi.body.paths)).toContain('/healthz');
    const redis = process.env.ALIBI_TEST_REDIS;
    if (redis && process.env.ALIBI_TEST_PG) {
      const clustered = await serve({ redis });
      expect((await api(clustered.url, 'GET', '/healthz')).body).toEqual({ ok: true, db: 'up', redis: 'up' });
    }
  });
});

describe('start-up', () => {
  it('refuses to start, with a clear error, when Redis cannot be reached (rather than hang)', async () => {
    const db = tempDb();
    try {
      const started = Date.now();
      // Port 9 (discard) has no Redis on any machine we run on.
      await expect(
        startServer({ port: 0, db: db.file, webDist: '/nonexistent', redis: 'redis://:hunter2@127.0.0.1:9' }),
      ).rejects.toThrow(/Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:9 is unreachable/);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      db.cleanup();
    }
  });
});

describe('/metrics', () => {
  it('counts matches, connections, action latency and errors by type, for Prometheus', async () => {
    const server = await serve();
    const host = await createTable(server.url, 3, [1, 2]);
    const c = client(server.url);
    expect(await c.hello(host.table.id, host.token)).toEqual({ ok: true });
    expect(await c.hello('no-such-table')).toMatchObject({ ok: false, error: { code: 'NO_TABLE' } });
    expect(await c.act({ type: 'claim', card: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_STARTED' } });
    expect((await api(server.url, 'GET', '/api/nowhere')).status).toBe(404);
    const res = await fetch(`${server.url}/metrics`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('alibi_matches{status="open"} 1');
    expect(text).toContain('alibi_socket_connections 1');
    expect(text).toContain('alibi_errors_total{code="NO_TABLE",channel="socket"} 1');
    expect(text).toContain('alibi_errors_total{code="NOT_STARTED",channel="socket"} 1');
    expect(text).toContain('alibi_errors_total{code="NOT_FOUND",channel="http"} 1');
    expect(text).toContain('alibi_action_seconds_count{result="refused"} 1');
    expect(text).toContain('alibi_socket_messages_total{event="hello"} 2');
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});

describe('logs', () => {
  it('are JSON lines with request ids, and never hold a seat token, even at debug level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const server = await serve({ logger: { level: 'debug', stream } });
    const host = await createTable(server.url, 3, []);
    const guest = await join(server.url, host.table.id, 'Guest');
    const c = client(server.url);
    expect(await c.hello(host.table.id, guest.token)).toEqual({ ok: true });
    expect(await c.hello(host.table.id, `${host.token}x`)).toMatchObject({ ok: false, error: { code: 'BAD_TOKEN' } });
    const res = await fetch(`${server.url}/api/tables/${host.table.id}/leave`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: guest.token }),
    });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 50));

    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const text = lines.join('\n');
    for (const secret of [host.token, guest.token]) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
    // The body and the answer of that request share its id.
    const ofRequest = logged.filter((l) => l.reqId === requestId);
    expect(ofRequest.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request body', 'request completed']),
    );
    expect(ofRequest.find((l) => l.msg === 'request body')).toMatchObject({ body: { token: '[redacted]' } });
    // Socket messages carry the connection's id and their number on it; their tokens are redacted too.
    const hellos = logged.filter((l) => l.msg === 'socket message' && l.event === 'hello');
    expect(hellos).toHaveLength(2);
    expect(hellos[0]).toMatchObject({ reqId: expect.stringMatching(/^.+:1$/), payload: { token: '[redacted]' } });
    expect(hellos[1]).toMatchObject({ reqId: expect.stringMatching(/^.+:2$/), payload: { token: '[redacted]' } });
    expect(logged.every((l) => typeof l.level === 'number' && typeof l.time === 'number')).toBe(true);
  });
});

describe('seat tokens', () => {
  it('carry 192 random bits and are stored only as SHA-256 digests', async () => {
    const db = tempDb();
    const server = await serve({}, db.file);
    const host = await createTable(server.url, 3, []);
    const grants: SeatGrant[] = [host, await join(server.url, host.table.id, 'B')];
    for (const g of grants) expect(Buffer.from(g.token, 'base64url')).toHaveLength(24);
    expect(new Set(grants.map((g) => g.token)).size).toBe(2);
    const file = new Database(db.file, { readonly: true });
    const stored = file.prepare('select token_hash from seats where token_hash is not null order by seat').all() as {
      token_hash: string;
    }[];
    file.close();
    expect(stored.map((s) => s.token_hash)).toEqual(grants.map((g) => hashToken(g.token)));
    db.cleanup();
  });

  it('are matched against every seat, refusing corrupt or missing hashes', () => {
    const tokens = [newToken(), newToken()];
    const record = {
      id: 't',
      name: 't',
      game: 'perfect-alibi',
      players: 3,
      options: {},
      seed: null,
      status: 'open' as const,
      createdAt: '',
      version: 0,
    };
    const seat = (n: number, tokenHash: string | null) => ({ seat: n, name: null, bot: null, tokenHash, host: false });
    const t = new TableRuntime(
      perfectAlibi(),
      record,
      [seat(0, hashToken(tokens[0] as string)), seat(1, 'not-hex'), seat(2, null)],
      {
        ...seat(-1, hashToken(tokens[1] as string)),
        host: true,
      },
    );
    expect(t.byToken(tokens[0] as string)?.seat).toBe(0);
    expect(t.byToken(tokens[1] as string)?.seat).toBe(-1);
    expect(t.byToken('not-hex')).toBeNull();
    expect(t.byToken(newToken())).toBeNull();
  });

  it('written in clear by an older tool are hashed by a migration, and still hold their seats', async () => {
    // A database as the first schema left it, with one seat's token in clear.
    const db = tempDb();
    const old = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(db.file) }) });
    const first = { '001_init': migrations['001_init'] as Migration };
    const { error } = await new Migrator({ db: old, provider: { getMigrations: async () => first } }).migrateToLatest();
    expect(error).toBeUndefined();
    const clear = 'a-clear-token-from-elsewhere';
    const hashed = newToken();
    await old.destroy();
    const file = new Database(db.file);
    file
      .prepare(
        "insert into tables (id, name, game, players, options, status, created_at) values ('t1', 'Old', 'perfect-alibi', 3, '{}', 'open', '')",
      )
      .run();
    const seat = file.prepare('insert into seats (table_id, seat, name, token_hash, host) values (?, ?, ?, ?, ?)');
    seat.run('t1', 0, 'A', hashToken(hashed), 1);
    seat.run('t1', 1, 'B', clear, 0);
    seat.run('t1', 2, null, null, 0);
    file.close();

    const server = await serve({}, db.file);
    const reread = new Database(db.file, { readonly: true });
    const rows = reread.prepare('select token_hash from seats where table_id = ? order by seat').all('t1') as {
      token_hash: string | null;
    }[];
    reread.close();
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(hashed), hashToken(clear), null]);
    const c = client(server.url);
    expect(await c.hello('t1', clear)).toEqual({ ok: true });
    await c.until(() => c.seat === 1, 'the welcome');
    expect(await c.hello('t1', hashed)).toEqual({ ok: true });
    await c.until(() => c.seat === 0, 'the second welcome');
    db.cleanup();
  });
});
