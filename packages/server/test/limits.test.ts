/** Rate limits (token buckets per connection, per address, tables per address) and origin checks. */
import type { ErrorBody } from '@alibi/protocol';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_LIMITS, startServer, type RunningServer, type ServerOptions } from '../src/index.ts';
import { KeyedBuckets, limitsFromEnv, TokenBucket } from '../src/limits.ts';
import { api, Client, tempDb } from './helpers.ts';

const running: { server: RunningServer; cleanup(): void }[] = [];
const clients: Client[] = [];

async function serve(opts: Partial<ServerOptions>): Promise<RunningServer> {
  const db = tempDb();
  const server = await startServer({ port: 0, db: db.file, botDelayMs: 0, webDist: '/nonexistent', ...opts });
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

const codeOf = (r: unknown) => (r as { error?: { code?: string } }).error?.code;

describe('token buckets', () => {
  it('allow a burst, then refill at the rate', () => {
    const b = new TokenBucket({ burst: 3, perSecond: 2 }, 0);
    expect([b.take(0), b.take(0), b.take(0), b.take(0)]).toEqual([true, true, true, false]);
    expect(b.take(400)).toBe(false);
    expect(b.take(500)).toBe(true);
    expect(b.take(600)).toBe(false);
    // Never more than the burst, however long it waited.
    const later = [1, 2, 3, 4].map(() => b.take(100_000));
    expect(later).toEqual([true, true, true, false]);
  });

  it('keep one bucket per key and forget the idle ones', () => {
    let now = 0;
    const keyed = new KeyedBuckets({ burst: 1, perSecond: 1 }, () => now);
    expect([keyed.take('a'), keyed.take('a'), keyed.take('b')]).toEqual([true, false, true]);
    expect(keyed.size).toBe(2);
    now = 20_000;
    expect(keyed.take('c')).toBe(true);
    expect(keyed.size).toBe(1);
    expect(new KeyedBuckets(null).take('x')).toBe(true);
  });

  it('are configured from ALIBI_LIMITS', () => {
    expect(limitsFromEnv(undefined)).toEqual({});
    expect(limitsFromEnv('off')).toEqual(NO_LIMITS);
    expect(limitsFromEnv('{"httpPerAddress":{"burst":5,"perSecond":1},"tablesPerAddress":null}')).toEqual({
      httpPerAddress: { burst: 5, perSecond: 1 },
      tablesPerAddress: null,
    });
    expect(() => limitsFromEnv('{"nope":null}')).toThrow(/unknown limit/);
    expect(() => limitsFromEnv('{"httpPerAddress":{"burst":-1,"perSecond":1}}')).toThrow(/positive/);
    expect(() => limitsFromEnv('[')).toThrow(/JSON/);
  });
});

describe('socket limits', () => {
  it('refuse messages past a connection budget with RATE_LIMITED, acked or not', async () => {
    const server = await serve({ limits: { ...NO_LIMITS, socketPerConnection: { burst: 5, perSecond: 0.01 } } });
    const c = client(server.url);
    const answers = await Promise.all(Array.from({ length: 7 }, () => c.hello('no-such-table')));
    expect(answers.map(codeOf)).toEqual([...Array(5).fill('NO_TABLE'), 'RATE_LIMITED', 'RATE_LIMITED']);
    const act = await c.act({ type: 'claim', card: 0 }, 9);
    expect(act).toMatchObject({ seq: 9, ok: false, error: { code: 'RATE_LIMITED' } });
    (c.socket as unknown as { emit(e: string, p: unknown): void }).emit('notes', { notes: {} });
    await c.until(() => c.messages('failure').length === 1, 'a failure');
    expect(c.messages('failure')).toEqual([{ code: 'RATE_LIMITED', message: expect.any(String) }]);
    // Another connection has its own budget.
    expect(codeOf(await client(server.url).hello('no-such-table'))).toBe('NO_TABLE');
  });

  it('share an address budget across connections', async () => {
    const server = await serve({ limits: { ...NO_LIMITS, socketPerAddress: { burst: 6, perSecond: 0.01 } } });
    const [a, b] = [client(server.url), client(server.url)];
    const answers = [
      ...(await Promise.all([1, 2, 3, 4].map(() => a.hello('no-such-table')))),
      ...(await Promise.all([1, 2, 3, 4].map(() => b.hello('no-such-table')))),
    ];
    expect(answers.map(codeOf)).toEqual([...Array(6).fill('NO_TABLE'), 'RATE_LIMITED', 'RATE_LIMITED']);
  });
});

describe('HTTP limits', () => {
  it('refuse API requests past an address budget with 429 RATE_LIMITED; health and metrics stay open', async () => {
    const server = await serve({ limits: { ...NO_LIMITS, httpPerAddress: { burst: 3, perSecond: 0.01 } } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await api(server.url, 'GET', '/api/tables'));
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
    expect((statuses[4]?.body as ErrorBody).error.code).toBe('RATE_LIMITED');
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
  });

  it('limit new tables per address; behind a trusted proxy the address is X-Forwarded-For', async () => {
    const server = await serve({ limits: { ...NO_LIMITS, tablesPerAddress: { burst: 2, perSecond: 0.001 } }, trustProxy: true });
    const create = (address: string) =>
      fetch(`${server.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ game: 'perfect-alibi', players: 3, host: 'H' }),
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await create('203.0.113.7')).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await create('203.0.113.8')).status).toBe(201);
  });
});

describe('origins', () => {
  const connects = (url: string, origin: string) =>
    new Promise<boolean>((resolve) => {
      const s = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { origin } });
      s.on('connect', () => {
        s.close();
        resolve(true);
      });
      s.on('connect_error', () => {
        s.close();
        resolve(false);
      });
    });
  const apiFrom = (url: string, origin: string) => fetch(`${url}/api/tables`, { headers: { origin } });

  it('by default serve the own origin only, and refuse others (HTTP 403 BAD_ORIGIN, socket handshake)', async () => {
    const server = await serve({});
    const evil = await apiFrom(server.url, 'https://evil.example');
    expect(evil.status).toBe(403);
    expect(((await evil.json()) as ErrorBody).error.code).toBe('BAD_ORIGIN');
    expect((await apiFrom(server.url, server.url)).status).toBe(200);
    expect((await apiFrom(server.url, server.url.replace('127.0.0.1', 'localhost'))).status).toBe(200);
    // Another port of this machine is another origin (issue 16, finding 13; edge.test.ts).
    expect((await apiFrom(server.url, 'http://localhost:5173')).status).toBe(403);
    expect((await fetch(`${server.url}/api/tables`)).status).toBe(200);
    expect(await connects(server.url, 'https://evil.example')).toBe(false);
    expect(await connects(server.url, 'http://localhost:5173')).toBe(false);
    expect(await connects(server.url, server.url)).toBe(true);
  });

  it('follow a configured list', async () => {
    const server = await serve({ allowedOrigins: ['https://alibi.example'] });
    expect((await apiFrom(server.url, 'https://alibi.example')).status).toBe(200);
    expect((await apiFrom(server.url, 'http://localhost:5173')).status).toBe(403);
    expect(await connects(server.url, 'https://alibi.example')).toBe(true);
    expect(await connects(server.url, 'http://localhost:5173')).toBe(false);
  });
});
