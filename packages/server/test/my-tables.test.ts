/** POST /api/my-tables: per-pair answers (TableInfo, seat, the seat's own mustAct), typed errors, the bound, the rate limit. */
import { MY_TABLES_MAX, type ErrorBody, type MyTablesResult, type SeatGrant, type TableInfo } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { api, Client, createTable, join, tempDb } from './helpers.ts';
import { freshPg } from './nodes.ts';

const db = tempDb();
let server: RunningServer;
beforeAll(async () => {
  // The endpoint's own budget off here; the rate-limit test runs its own server.
  server = await startServer({ port: 0, db: db.file, botDelayMs: 0, webDist: '/nonexistent', limits: { myTablesPerAddress: null } });
});
afterAll(async () => {
  await server.close();
  db.cleanup();
});

const ask = (seats: unknown, base = server.url) => api<MyTablesResult | ErrorBody>(base, 'POST', '/api/my-tables', { seats });
const code = (r: { body: unknown }) => (r.body as ErrorBody).error?.code;
const tables = (r: { body: unknown }) => (r.body as MyTablesResult).tables;

/** A three-person Perfect Alibi table, started, every seat connected: exactly one must act. */
async function startedTable(): Promise<{ grants: SeatGrant[]; clients: Client[] }> {
  const host = await createTable(server.url, 3, []);
  const id = host.table.id;
  const grants = [host, await join(server.url, id, 'B'), await join(server.url, id, 'C')];
  const start = await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token });
  expect(start.status).toBe(200);
  const clients = grants.map(() => new Client(server.url));
  for (const [i, c] of clients.entries()) expect(await c.hello(id, (grants[i] as SeatGrant).token)).toEqual({ ok: true });
  return { grants, clients };
}

describe('my tables', () => {
  it("answers each seat with the table's public info, its seat and the mustAct its own connection gets", async () => {
    const { grants, clients } = await startedTable();
    const id = (grants[0] as SeatGrant).table.id;
    const waiting = await createTable(server.url, 3, [2]);
    const r = await ask([...grants.map((g) => ({ table: id, token: g.token })), { table: waiting.table.id, token: waiting.token }]);
    expect(r.status).toBe(200);
    const list = tables(r);
    expect(list.map((e) => e.table)).toEqual([id, id, id, waiting.table.id]);
    // The same flag each seat's socket was told, and exactly one seat waits at the start.
    expect(list.slice(0, 3).map((e) => e.ok && e.mustAct)).toEqual(clients.map((c) => c.mustAct));
    expect(clients.filter((c) => c.mustAct)).toHaveLength(1);
    expect(list.slice(0, 3).map((e) => e.ok && e.seat)).toEqual([0, 1, 2]);
    const info = (await api<TableInfo>(server.url, 'GET', `/api/tables/${id}`)).body;
    for (const e of list.slice(0, 3)) {
      // Nothing but the public table and this seat's own facts.
      expect(Object.keys(e).sort()).toEqual(['info', 'mustAct', 'ok', 'seat', 'table']);
      expect(e.ok && e.info).toEqual(info);
    }
    expect(list[3]).toMatchObject({ ok: true, seat: 0, mustAct: false, info: { status: 'open' } });
    expect(JSON.stringify(r.body)).not.toContain('tokenHash');
    for (const c of clients) c.close();
  });

  it('follows the turn: after the acting seat moves, the answer moves with its connection', async () => {
    const { grants, clients } = await startedTable();
    const id = (grants[0] as SeatGrant).table.id;
    const actor = clients.findIndex((c) => c.mustAct);
    const c = clients[actor] as Client;
    expect((await c.act(c.legal[0])).ok).toBe(true);
    await c.until(() => c.version >= 1, 'the move');
    const list = tables(await ask(grants.map((g) => ({ table: id, token: g.token }))));
    expect(list.map((e) => e.ok && e.mustAct)).toEqual(clients.map((x) => x.mustAct));
    for (const x of clients) x.close();
  });

  it('gives a typed error per pair for a wrong token, a seat given up, a spectating pass and a missing table', async () => {
    const a = await createTable(server.url, 3, [1]);
    const b = await join(server.url, a.table.id, 'B');
    const left = await api(server.url, 'POST', `/api/tables/${a.table.id}/leave`, { token: b.token });
    expect(left.status).toBe(200);
    const spectating = await createTable(server.url, 3, [0, 1, 2], { spectate: true });
    const r = await ask([
      { table: a.table.id, token: 'x'.repeat(32) },
      { table: a.table.id, token: b.token },
      { table: 'nosuchtable1', token: a.token },
      { table: a.table.id, token: a.token },
      { table: spectating.table.id, token: spectating.token },
      // A real token at another table holds nothing here.
      { table: spectating.table.id, token: a.token },
    ]);
    expect(r.status).toBe(200);
    const list = tables(r);
    expect(list.map((e) => (e.ok ? 'ok' : e.error.code))).toEqual(['BAD_TOKEN', 'BAD_TOKEN', 'NO_TABLE', 'ok', 'ok', 'BAD_TOKEN']);
    expect(list[4]).toMatchObject({ ok: true, seat: null, mustAct: false });
  });

  it('refuses malformed requests and more than the bound as a whole, with MALFORMED', async () => {
    const a = await createTable(server.url, 3, [1, 2]);
    const pair = { table: a.table.id, token: a.token };
    const atMost = await ask(Array.from({ length: MY_TABLES_MAX }, () => pair));
    expect(atMost.status).toBe(200);
    expect(tables(atMost)).toHaveLength(MY_TABLES_MAX);
    const bad: unknown[] = [
      Array.from({ length: MY_TABLES_MAX + 1 }, () => pair),
      'all of them',
      [{ table: a.table.id }],
      [{ table: a.table.id, token: 'short' }],
      [{ table: 'not/an/id', token: a.token }],
      [{ ...pair, seat: 0 }],
      null,
    ];
    for (const seats of bad) {
      const r = await ask(seats);
      expect(r.status, JSON.stringify(seats).slice(0, 80)).toBe(400);
      expect(code(r)).toBe('MALFORMED');
    }
    const extra = await api(server.url, 'POST', '/api/my-tables', { seats: [pair], more: 1 });
    expect(code(extra)).toBe('MALFORMED');
    expect((await api(server.url, 'POST', '/api/my-tables', undefined)).status).toBe(400);
  });

  it('has its own budget per address: past it RATE_LIMITED, other requests still answered', async () => {
    const tmp = tempDb();
    const limited = await startServer({
      port: 0,
      db: tmp.file,
      botDelayMs: 0,
      webDist: '/nonexistent',
      limits: { myTablesPerAddress: { burst: 3, perSecond: 0.01 } },
    });
    try {
      const a = await createTable(limited.url, 3, [1, 2]);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await ask([{ table: a.table.id, token: a.token }], limited.url)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const r = await ask([{ table: a.table.id, token: a.token }], limited.url);
      expect(code(r)).toBe('RATE_LIMITED');
      expect((await api(limited.url, 'GET', `/api/tables/${a.table.id}`)).status).toBe(200);
    } finally {
      await limited.close();
      tmp.cleanup();
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await api<{ paths: Record<string, unknown> }>(server.url, 'GET', '/api/openapi.json')).body;
    expect(doc.paths['/api/my-tables']).toBeDefined();
  });
});

const pgUrl = process.env.ALIBI_TEST_PG;
const redisUrl = process.env.ALIBI_TEST_REDIS;

describe.skipIf(!pgUrl || !redisUrl)('my tables on two nodes (PostgreSQL + Redis)', () => {
  let fresh: { url: string; drop(): Promise<void> };
  const nodes: RunningServer[] = [];

  beforeAll(async () => {
    fresh = await freshPg(pgUrl as string);
    // One after the other: the first creates the schema.
    for (let i = 0; i < 2; i++)
      nodes.push(await startServer({ port: 0, db: fresh.url, redis: redisUrl as string, botDelayMs: 0, webDist: '/nonexistent' }));
  });
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.close()));
    await fresh?.drop();
  });

  it('knows a seat taken through the other node at once, and one given up there once signalled', async () => {
    const [n1, n2] = nodes as [RunningServer, RunningServer];
    const host = await createTable(n1.url, 3, [2]);
    const id = host.table.id;
    // Node 1 holds the table in memory; the guest sits down through node 2 and asks node 1 at once.
    expect(tables(await ask([{ table: id, token: host.token }], n1.url))[0]).toMatchObject({ ok: true, seat: 0 });
    const guest = await join(n2.url, id, 'Guest');
    const both = tables(await ask([{ table: id, token: guest.token }, { table: id, token: host.token }], n1.url));
    expect(both.map((e) => e.ok && e.seat)).toEqual([1, 0]);
    expect(both[0]?.ok && both[0].info.seats[1]?.name).toBe('Guest');
    expect((await api(n2.url, 'POST', `/api/tables/${id}/leave`, { token: guest.token })).status).toBe(200);
    // Node 1 hears of it through the cluster signal (as its sockets do): within moments, not at once.
    await expect
      .poll(async () => tables(await ask([{ table: id, token: guest.token }], n1.url))[0], { timeout: 5000 })
      .toMatchObject({ ok: false, error: { code: 'BAD_TOKEN' } });
  });
});
