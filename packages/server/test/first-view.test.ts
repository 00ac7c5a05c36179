/**
 * GET /api/tables/:id/welcome, the first view a page draws while its socket connects (docs/assets.md):
 * for every game and every seat it is the welcome the socket's hello gives that seat, and the
 * spectator's without a token; the token is checked as the hello checks it (same refusals), taken
 * from the Authorization header only, never logged, rate-limited, never cached, and it seats nothing.
 */
import { get } from 'node:http';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { catalog, findGame } from '@alibi/games';
import { bearer, isPackedView, unpackView, type SeatGrant, type TableInfo, type Welcome, type WireError } from '@alibi/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { api, autoplay, createTable, join, testServers } from './helpers.ts';

const { serve, client, closeAll } = testServers();

/** The first view over HTTP, with `token` as the seat's Authorization when given. */
function firstView(server: RunningServer, table: string, token?: string, headers: Record<string, string> = {}) {
  return api<Welcome | { error: WireError }>(server.url, 'GET', `/api/tables/${table}/welcome`, undefined, token === undefined ? headers : { ...headers, authorization: bearer(token) });
}

/** The socket's welcome for the same hello. */
async function socketWelcome(server: RunningServer, table: string, token?: string): Promise<Welcome> {
  const c = client(server.url);
  expect(await c.hello(table, token)).toEqual({ ok: true });
  await c.until(() => c.messages('welcome').length > 0, 'welcome');
  return c.messages('welcome')[0] as Welcome;
}

/** A table whose every seat is a person holding a token (so nothing moves by itself), started. */
async function startedTable(server: RunningServer, game: string, players: number): Promise<SeatGrant[]> {
  const host = await createTable(server.url, players, [], { game });
  const seats = [host];
  for (let i = 1; i < players; i++) seats.push(await join(server.url, host.table.id, `P${i}`));
  const started = await api(server.url, 'POST', `/api/tables/${host.table.id}/start`, { token: host.token });
  expect(started.status).toBe(200);
  return seats;
}

/** Whether `seat` shows as connected: the one field a welcome sent over a seated socket tells differently. */
const withoutPresence = (w: Welcome): Welcome => ({ ...w, table: { ...w.table, seats: w.table.seats.map((s) => ({ ...s, connected: false })) } as TableInfo });

describe('the first view over HTTP', () => {
  afterEach(closeAll);

  it.each(catalog.filter((g) => g.playable).map((g) => [g.id, Math.max(3, g.players[0] ?? 3)] as const))(
    '%s: each seat gets the welcome its hello gets, and no token gets the spectator\'s',
    async (game, players) => {
      const server = await serve();
      const seats = await startedTable(server, game, players);
      const id = seats[0]!.table.id;
      const views = new Set<string>();
      for (const grant of seats) {
        const http = await firstView(server, id, grant.token);
        expect(http.status).toBe(200);
        const body = http.body as Welcome;
        // Read before this seat's socket exists: it is not shown as connected, and nothing else differs.
        expect(body.table.seats[grant.seat ?? -1]?.connected).toBe(false);
        expect(body.seat).toBe(grant.seat);
        expect(withoutPresence(body)).toEqual(withoutPresence(await socketWelcome(server, id, grant.token)));
        views.add(JSON.stringify(body.view));
      }
      const spectator = await firstView(server, id);
      expect(spectator.status).toBe(200);
      expect(withoutPresence(spectator.body as Welcome)).toEqual(withoutPresence(await socketWelcome(server, id)));
      expect((spectator.body as Welcome).seat).toBeNull();
      expect((spectator.body as Welcome).legal).toEqual([]);
      // Every seat's view and the spectator's differ: each game deals each seat a secret.
      views.add(JSON.stringify((spectator.body as Welcome).view));
      expect(views.size).toBe(players + 1);
    },
    60_000,
  );

  it('with pack=1 brings the view and events packed, standing for the same in a fraction of the bytes; another query is refused', async () => {
    const server = await serve();
    const seats = await startedTable(server, 'perfect-alibi', 5);
    const id = seats[0]!.table.id;
    // Played for a while, claiming only when the rules force it, so that the view holds a history.
    const players = seats.map((grant, i) => {
      const c = client(server.url);
      void c.hello(id, grant.token);
      return { c, play: autoplay(c, findGame('perfect-alibi')!, `pack:${i}`, 0) };
    });
    const watcher = players[0]!.c;
    await watcher.until(() => watcher.version >= 80, 'a history of questions', 30_000);
    for (const p of players) p.play.stop();
    // A move may still be on its way: read both until they are of one version.
    const seat0 = { authorization: bearer(seats[0]!.token) };
    let plain: Welcome;
    let packed: Welcome;
    do {
      plain = (await api<Welcome>(server.url, 'GET', `/api/tables/${id}/welcome`, undefined, seat0)).body;
      packed = (await api<Welcome>(server.url, 'GET', `/api/tables/${id}/welcome?pack=1`, undefined, seat0)).body;
    } while (plain.version !== packed.version);
    expect((unpackView(packed.view) as { questions: unknown[] }).questions.length).toBeGreaterThan(20);
    expect(isPackedView(packed.view)).toBe(true);
    expect(isPackedView(packed.events)).toBe(true);
    expect({ ...packed, view: unpackView(packed.view), events: unpackView(packed.events) }).toEqual(plain);
    expect(JSON.stringify(packed.view).length).toBeLessThan(JSON.stringify(plain.view).length / 2);
    expect(JSON.stringify(packed.events).length).toBeLessThan(JSON.stringify(plain.events).length / 2);
    // And the socket's welcome to a hello with `pack` is the same packed welcome.
    let socket: { raw: Welcome; plain: Welcome };
    do {
      const c = client(server.url);
      expect(await c.hello(id, seats[0]!.token, { pack: true })).toEqual({ ok: true });
      await c.until(() => c.messages('welcome').length > 0, 'welcome');
      socket = { raw: c.raw.find((m) => m.event === 'welcome')?.payload as Welcome, plain: c.messages('welcome')[0] as Welcome };
      plain = (await api<Welcome>(server.url, 'GET', `/api/tables/${id}/welcome`, undefined, seat0)).body;
    } while (socket.raw.version !== plain.version);
    expect(isPackedView(socket.raw.view)).toBe(true);
    expect(isPackedView(socket.raw.events)).toBe(true);
    expect(withoutPresence(socket.plain)).toEqual(withoutPresence(plain));
    for (const query of ['pack=2', 'pack=1&as=0', 'pack=true']) {
      const r = await api<{ error: WireError }>(server.url, 'GET', `/api/tables/${id}/welcome?${query}`);
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('MALFORMED');
    }
  });

  it('comes compressed as the request accepts it, and is the same JSON once decompressed', async () => {
    const server = await serve();
    const seats = await startedTable(server, 'alibi-1993', 3);
    const id = seats[0]!.table.id;
    // The seat to move: its first view holds every structured question it may ask.
    const views = await Promise.all(seats.map(async (s) => ({ token: s.token, mustAct: ((await firstView(server, id, s.token)).body as Welcome).mustAct })));
    const mover = views.find((v) => v.mustAct)?.token;
    if (mover === undefined) throw new Error('no seat must act at the start');
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        const req = get(`${server.url}/api/tables/${id}/welcome`, { headers: { authorization: bearer(mover), 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
      });
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const gz = await raw('gzip, br;q=0');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('a waiting table: the lobby view, and the seat and notes a token holds', async () => {
    const server = await serve();
    const host = await createTable(server.url, 3, []);
    const http = (await firstView(server, host.table.id, host.token)).body as Welcome;
    expect(http).toMatchObject({ seat: 0, view: null, version: 0, legal: [], mustAct: false, chat: { canWrite: true } });
    expect(withoutPresence(http)).toEqual(withoutPresence(await socketWelcome(server, host.table.id, host.token)));
  });
});

describe('the first view: credentials', () => {
  let server: RunningServer;
  let seats: SeatGrant[];
  let id: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    server = await serve({ logger: { level: 'debug', stream }, limits: { welcomesPerAddress: { burst: 40, perSecond: 0.01 } } });
    seats = await startedTable(server, 'perfect-alibi', 3);
    id = seats[0]!.table.id;
  });
  afterAll(closeAll);

  const code = (r: { body: unknown }) => (r.body as { error?: WireError }).error?.code;

  it('refuses a token that holds no seat there as the socket does, and a malformed one', async () => {
    const other = await createTable(server.url, 3, []);
    // Another table's token, and a token one character off: BAD_TOKEN, over HTTP and over the socket.
    for (const token of [other.token, `${seats[1]!.token.slice(0, -1)}${seats[1]!.token.endsWith('A') ? 'B' : 'A'}`]) {
      const http = await firstView(server, id, token);
      expect(http.status).toBe(403);
      expect(code(http)).toBe('BAD_TOKEN');
      expect(await client(server.url).hello(id, token)).toMatchObject({ ok: false, error: { code: 'BAD_TOKEN' } });
    }
    // Not "Bearer <token>", or too short for a token: MALFORMED, and no view of any kind.
    for (const authorization of ['Basic abc', `Bearer ${'x'.repeat(5)}`, seats[1]!.token]) {
      const r = await firstView(server, id, undefined, { authorization });
      expect(r.status).toBe(400);
      expect(code(r)).toBe('MALFORMED');
    }
    expect(code(await firstView(server, 'nope-not-a-table', seats[0]!.token))).toBe('NO_TABLE');
  });

  it('takes the token from the Authorization header only: one in the query string is refused, not read', async () => {
    const r = await api(server.url, 'GET', `/api/tables/${id}/welcome?token=${seats[1]!.token}`);
    expect(r.status).toBe(400);
    expect(code(r)).toBe('MALFORMED');
  });

  it('a given-up seat\'s token is refused from then on', async () => {
    const host = await createTable(server.url, 3, []);
    const guest = await join(server.url, host.table.id, 'Guest');
    expect((await firstView(server, host.table.id, guest.token)).status).toBe(200);
    expect((await api(server.url, 'POST', `/api/tables/${host.table.id}/leave`, { token: guest.token })).status).toBe(200);
    expect(code(await firstView(server, host.table.id, guest.token))).toBe('BAD_TOKEN');
  });

  it('seats nothing: acting still needs the socket, and the seat is not shown as present', async () => {
    expect((await firstView(server, id, seats[2]!.token)).status).toBe(200);
    const info = await api<TableInfo>(server.url, 'GET', `/api/tables/${id}`);
    expect(info.body.seats[2]?.connected).toBe(false);
    // A socket that has not said hello holds no seat, whatever the page read over HTTP.
    const c = client(server.url);
    await c.until(() => c.socket.connected, 'connect');
    expect(await c.act({ type: 'anything' }, 1)).toMatchObject({ ok: false, error: { code: 'NOT_SEATED' } });
  });

  it('is never cached, and its tokens are never logged', async () => {
    const res = await fetch(`${server.url}/api/tables/${id}/welcome`, { headers: { authorization: bearer(seats[0]!.token) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    await new Promise((r) => setTimeout(r, 50));
    const text = lines.join('\n');
    expect(text).toContain('/welcome');
    for (const s of seats) expect(text).not.toContain(s.token);
  });

  it('is rate-limited per address, on top of the API budget', async () => {
    const limited = await serve({ limits: { welcomesPerAddress: { burst: 2, perSecond: 0.01 } } });
    const host = await createTable(limited.url, 3, []);
    expect((await firstView(limited, host.table.id, host.token)).status).toBe(200);
    expect((await firstView(limited, host.table.id)).status).toBe(200);
    const third = await firstView(limited, host.table.id, host.token);
    expect(third.status).toBe(429);
    expect(code(third)).toBe('RATE_LIMITED');
    // The rest of the API is not charged: the table is still there to read.
    expect((await api(limited.url, 'GET', `/api/tables/${host.table.id}`)).status).toBe(200);
  });
});
