/**
 * The network edge (issue 16, findings 3, 4, 13): connections per address, binary packets,
 * client addresses behind proxies, Host checks and origins.
 */
import { request } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { NO_LIMITS, startServer, type RunningServer, type ServerOptions } from '../src/index.ts';
import { DEFAULT_LIMITS, limitsFromEnv } from '../src/limits.ts';
import { clientAddress, hostChecker, originChecker, trustedProxies, TRUST_NONE } from '../src/origins.ts';
import { tempDb } from './helpers.ts';

const running: { server: RunningServer; cleanup(): void }[] = [];
const sockets: { close(): void }[] = [];

async function serve(opts: Partial<ServerOptions>): Promise<RunningServer> {
  const db = tempDb();
  const server = await startServer({ port: 0, db: db.file, botDelayMs: 0, webDist: '/nonexistent', limits: NO_LIMITS, ...opts });
  running.push({ server, cleanup: db.cleanup });
  return server;
}

afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  for (const r of running.splice(0)) {
    await r.server.close();
    r.cleanup();
  }
});

/** Whether a socket.io handshake with these headers succeeds. */
function connects(url: string, extraHeaders: Record<string, string> = {}): Promise<Socket | null> {
  return new Promise((resolve) => {
    const s = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders });
    sockets.push(s);
    s.on('connect', () => resolve(s));
    s.on('connect_error', () => {
      s.close();
      resolve(null);
    });
  });
}

/** A raw HTTP GET with any Host header (fetch does not let a test choose it). */
function rawGet(
  url: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A raw engine.io WebSocket that has joined the main namespace (socket.io `40`). */
async function rawSocket(url: string): Promise<{ ws: WebSocket; closed: Promise<number> }> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
  sockets.push({ close: () => ws.terminate() });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      const text = String(data);
      if (text.startsWith('0')) ws.send('40');
      if (text.startsWith('40')) resolve();
    });
    ws.on('error', reject);
  });
  return { ws, closed };
}

const within = <T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([p, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);

describe('connections per address (finding 3)', () => {
  it('a default cap exists and ALIBI_LIMITS can set it or turn it off', () => {
    expect(DEFAULT_LIMITS.connectionsPerAddress).toBeGreaterThan(0);
    expect(limitsFromEnv('{"connectionsPerAddress":5}')).toEqual({ connectionsPerAddress: 5 });
    expect(limitsFromEnv('{"connectionsPerAddress":null}')).toEqual({ connectionsPerAddress: null });
    expect(() => limitsFromEnv('{"connectionsPerAddress":0}')).toThrow(/positive integer/);
    expect(() => limitsFromEnv('{"connectionsPerAddress":{"burst":1,"perSecond":1}}')).toThrow(/positive integer/);
  });

  it('refuses a handshake past the cap, and a closed connection gives its place back', async () => {
    const server = await serve({ limits: { ...NO_LIMITS, connectionsPerAddress: 4 } });
    const open = await Promise.all([1, 2, 3, 4, 5, 6].map(() => connects(server.url)));
    expect(open.filter((s) => s !== null)).toHaveLength(4);
    open.find((s) => s !== null)?.close();
    // The server sees the close a moment later.
    let again: Socket | null = null;
    for (let i = 0; i < 50 && !again; i++) {
      await new Promise((r) => setTimeout(r, 20));
      again = await connects(server.url);
    }
    expect(again).not.toBeNull();
    expect(await connects(server.url)).toBeNull();
  });

  it('counts behind a trusted proxy per client, not per proxy', async () => {
    const server = await serve({ limits: { ...NO_LIMITS, connectionsPerAddress: 2 }, trustProxy: ['loopback'] });
    const from = (a: string) => connects(server.url, { 'x-forwarded-for': a });
    expect(await from('203.0.113.1')).not.toBeNull();
    expect(await from('203.0.113.1')).not.toBeNull();
    expect(await from('203.0.113.1')).toBeNull();
    // A client prepending addresses of its own choosing is still the address the proxy appended.
    expect(await from('198.51.100.9, 203.0.113.1')).toBeNull();
    expect(await from('203.0.113.2')).not.toBeNull();
  });
});

describe('binary packets (finding 3)', () => {
  it('a packet announcing binary attachments closes the connection at once (nothing is parked)', async () => {
    const server = await serve({});
    const { ws, closed } = await rawSocket(server.url);
    // socket.io BINARY_EVENT with one attachment that never comes.
    ws.send('451-["act",{"_placeholder":true,"num":0}]');
    expect(await within(closed, 3000)).not.toBe('timeout');
  });

  it('a binary frame closes the connection', async () => {
    const server = await serve({});
    const { ws, closed } = await rawSocket(server.url);
    ws.send(Buffer.from([0x34, 0x32, 0x5b, 0x5d]));
    expect(await within(closed, 3000)).not.toBe('timeout');
  });

  it('a text packet still works on the same kind of connection', async () => {
    const server = await serve({});
    const { ws } = await rawSocket(server.url);
    const answer = new Promise<string>((resolve) => ws.on('message', (d) => String(d).startsWith('43') && resolve(String(d))));
    ws.send('421["hello",{"table":"nope"}]');
    expect(await answer).toMatch(/^431\[\{"ok":false,"error":\{"code":"NO_TABLE"/);
  });
});

describe('client addresses behind proxies (finding 4)', () => {
  const h = (xff: string) => ({ 'x-forwarded-for': xff });

  it('take the right-most address that is not a trusted proxy', () => {
    const trust = trustedProxies(['10.0.0.0/8', '::1']);
    expect(clientAddress(h('6.6.6.6, 203.0.113.7'), '10.1.2.3', trust)).toBe('203.0.113.7');
    expect(clientAddress(h('6.6.6.6, 203.0.113.7, 10.0.0.2'), '10.1.2.3', trust)).toBe('203.0.113.7');
    expect(clientAddress(h('203.0.113.7'), '::ffff:10.1.2.3', trust)).toBe('203.0.113.7');
    expect(clientAddress(h('6.6.6.6, 2001:db8::1'), '::1', trust)).toBe('2001:db8::1');
    // The header from an untrusted peer is the client's own word: ignored.
    expect(clientAddress(h('6.6.6.6'), '198.51.100.1', trust)).toBe('198.51.100.1');
    // Garbage stops the walk at the last address a trusted proxy vouched for.
    expect(clientAddress(h('6.6.6.6, not-an-ip'), '10.1.2.3', trust)).toBe('10.1.2.3');
    expect(clientAddress(h('6.6.6.6'), '10.1.2.3', TRUST_NONE)).toBe('10.1.2.3');
    expect(clientAddress({ 'x-forwarded-for': ['6.6.6.6', '203.0.113.7'] }, '10.0.0.1', trust)).toBe('203.0.113.7');
  });

  it('named ranges, and a bad entry is an error', () => {
    const trust = trustedProxies(['loopback', 'private']);
    expect(['127.0.0.1', '::1', '10.2.3.4', '192.168.1.1', '172.20.0.1', 'fd00::1'].every(trust)).toBe(true);
    expect(['8.8.8.8', '172.32.0.1', '2001:db8::1'].some(trust)).toBe(false);
    expect(() => trustedProxies(['10.0.0.0/33'])).toThrow(/trusted proxies/);
    expect(() => trustedProxies(['proxy.example'])).toThrow(/trusted proxies/);
  });

  it('HTTP: forged X-Forwarded-For entries do not multiply the creation budget', async () => {
    const server = await serve({
      limits: { ...NO_LIMITS, tablesPerAddress: { burst: 2, perSecond: 0.001 } },
      trustProxy: ['loopback'],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await fetch(`${server.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.9.${i}, 203.0.113.7` },
        body: JSON.stringify({ game: 'perfect-alibi', players: 3, host: 'H' }),
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });
});

describe('Host header and origins (finding 13)', () => {
  it('checkers: Host must name a public origin; pages must be one', () => {
    const own = () => ['http://localhost:3000', 'https://alibi.example'];
    const host = hostChecker(own);
    expect(host({ host: 'localhost:3000' })).toBe(true);
    expect(host({ host: 'alibi.example' })).toBe(true);
    expect(host({ host: 'alibi.example:443' })).toBe(true);
    expect(host({ host: 'evil.example' })).toBe(false);
    expect(host({ host: 'localhost:3001' })).toBe(false);
    expect(host({})).toBe(false);
    expect(hostChecker(() => ['*'])({ host: 'anything' })).toBe(true);
    const page = originChecker([], own);
    // The old rule: an Origin equal to the Host header, or any localhost port, was enough.
    expect(page({ origin: 'http://evil.example', host: 'evil.example' })).toBe(false);
    expect(page({ origin: 'http://localhost:5173', host: 'localhost:3000' })).toBe(false);
    expect(page({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(true);
    expect(page({ host: 'localhost:3000' })).toBe(true);
  });

  it('a rebound name is refused over HTTP and at the socket handshake; the own names work', async () => {
    const server = await serve({});
    const port = new URL(server.url).port;
    const evil = await rawGet(server.url, '/api/tables', { host: `evil.example:${port}`, origin: `http://evil.example:${port}` });
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body)).toMatchObject({ error: { code: 'BAD_ORIGIN' } });
    expect((await rawGet(server.url, '/api/tables', { host: `evil.example:${port}` })).status).toBe(403);
    const handshake = '/socket.io/?EIO=4&transport=polling';
    expect((await rawGet(server.url, handshake, { host: `evil.example:${port}` })).status).toBe(403);
    for (const name of ['localhost', '127.0.0.1', '[::1]']) {
      expect((await rawGet(server.url, '/api/tables', { host: `${name}:${port}` })).status).toBe(200);
      expect((await rawGet(server.url, handshake, { host: `${name}:${port}` })).status).toBe(200);
    }
    // Probes reach a node by whatever address the orchestrator has for it.
    expect((await rawGet(server.url, '/healthz', { host: `10.0.0.7:${port}` })).status).toBe(200);
    // Another page on this machine is another origin.
    expect((await rawGet(server.url, '/api/tables', { host: `localhost:${port}`, origin: 'http://localhost:5173' })).status).toBe(
      403,
    );
    expect(await connects(server.url, { origin: 'http://localhost:5173' })).toBeNull();
    expect(await connects(server.url, { origin: `http://localhost:${port}` })).not.toBeNull();
  });

  it('configured public origins replace the local names; * turns the Host check off', async () => {
    const server = await serve({ publicOrigins: ['https://alibi.example'] });
    const port = new URL(server.url).port;
    expect((await rawGet(server.url, '/api/tables', { host: 'alibi.example' })).status).toBe(200);
    expect((await rawGet(server.url, '/api/tables', { host: 'alibi.example', origin: 'https://alibi.example' })).status).toBe(
      200,
    );
    expect((await rawGet(server.url, '/api/tables', { host: `127.0.0.1:${port}` })).status).toBe(403);
    const open = await serve({ publicOrigins: ['*'] });
    expect((await rawGet(open.url, '/api/tables', { host: 'whatever.example' })).status).toBe(200);
  });
});
