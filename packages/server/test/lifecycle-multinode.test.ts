/**
 * The table's life on two nodes (one PostgreSQL database, one Redis; both servers in this
 * process): a rematch asked on both nodes at once is made once, and the expiry sweeps of both
 * nodes end an unattended game once and remove an unattended waiting table, while a game someone
 * attends through the other node goes on. Needs ALIBI_TEST_PG and ALIBI_TEST_REDIS.
 */
import type { ErrorBody, SeatGrant, TableInfo } from '@alibi/protocol';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { api, Client, createTable, join } from './helpers.ts';
import { clusterServices, freshPg } from './nodes.ts';

const services = clusterServices('lifecycle-multinode.test.ts');
const code = (r: { body: unknown }) => (r.body as ErrorBody).error?.code;

describe.skipIf(!services)('table lifecycle on two nodes (PostgreSQL + Redis)', () => {
  let db: { url: string; drop(): Promise<void> };
  const nodes: RunningServer[] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    db = await freshPg(services?.pg as string);
    // Abandonment after 0.6 s unattended, expiry after 2 s, swept every 0.1 s on each node.
    const settings = { port: 0, db: db.url, redis: services?.redis as string, botDelayMs: 0, webDist: '/nonexistent', limits: { joinsPerAddress: null } };
    for (let i = 0; i < 2; i++)
      nodes.push(await startServer({ ...settings, lifecycle: { waitingExpiryMs: 2000, abandonAfterMs: 600, sweepMs: 100 } }));
  }, 30_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all(nodes.map((n) => n.close()));
    await db?.drop();
  });

  const rows = async (query: string, params: unknown[]) => {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      return (await c.query(query, params)).rows as Record<string, unknown>[];
    } finally {
      await c.end();
    }
  };
  const until = async (check: () => Promise<boolean>, what: string, ms = 8_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('ends an unattended game once, keeps an attended one, makes one rematch from two nodes, removes across nodes', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer];
    // Two games: one everybody leaves, one whose player stays connected to node b.
    const gone = await createTable(a.url, 3, [2]);
    const friend = await join(b.url, gone.table.id, 'Friend');
    const kept = await createTable(a.url, 3, [1, 2]);
    const stay = new Client(b.url);
    clients.push(stay);
    expect(await stay.hello(kept.table.id, kept.token)).toEqual({ ok: true });
    for (const g of [gone, kept]) expect((await api(a.url, 'POST', `/api/tables/${g.table.id}/start`, { token: g.token })).status).toBe(200);
    // A spectator on each node sees the end.
    const watchers = [new Client(a.url), new Client(b.url)];
    clients.push(...watchers);
    for (const w of watchers) expect(await w.hello(gone.table.id)).toEqual({ ok: true });
    for (const w of watchers) await w.until(() => w.table?.ended === 'abandoned', 'the abandoned end on each node', 8_000);
    const stored = await rows('select status, ended from tables where id = $1', [gone.table.id]);
    expect(stored).toEqual([{ status: 'over', ended: 'abandoned' }]);
    for (const n of nodes) expect((await api<TableInfo>(n.url, 'GET', `/api/tables/${gone.table.id}`)).body).toMatchObject({ status: 'over', ended: 'abandoned' });
    // Attended through node b only: node a's sweep must not end it.
    await new Promise((r) => setTimeout(r, 900));
    expect((await api<TableInfo>(a.url, 'GET', `/api/tables/${kept.table.id}`)).body.status).toBe('playing');

    // The rematch, asked on both nodes at once: one is made.
    const asks = await Promise.all(nodes.map((n) => api<SeatGrant>(n.url, 'POST', `/api/tables/${gone.table.id}/rematch`, { token: gone.token })));
    expect(asks.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(code(asks.find((r) => r.status === 409) as { body: unknown })).toBe('CONFLICT');
    const made = await rows('select id from tables where rematch_of = $1', [gone.table.id]);
    expect(made).toHaveLength(1);
    const next = (asks.find((r) => r.status === 201) as { body: SeatGrant }).body;
    // The host waits at the rematch (so it does not expire); the friend accepts through the other node.
    const host = new Client(a.url);
    clients.push(host);
    expect(await host.hello(next.table.id, next.token)).toEqual({ ok: true });
    await until(
      async () => (await api<TableInfo>(b.url, 'GET', `/api/tables/${gone.table.id}`)).body.rematch === next.table.id,
      'the offer on node b',
    );
    const accepted = await api<SeatGrant>(b.url, 'POST', `/api/tables/${gone.table.id}/rematch/accept`, { token: friend.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.seat).toBe(((friend.seat as number) + 1) % 3);
    await host.until(() => host.table?.seats.every((s) => !s.invited) === true, 'the acceptance on node a');

    // The host (on node a) removes the friend, connected to node b: they are told why there too.
    const guestConn = new Client(b.url);
    clients.push(guestConn);
    expect(await guestConn.hello(next.table.id, accepted.body.token)).toEqual({ ok: true });
    const kicked = await api<TableInfo>(a.url, 'POST', `/api/tables/${next.table.id}/kick`, {
      token: next.token,
      seat: accepted.body.seat,
      bot: 'random',
    });
    expect(kicked.status).toBe(200);
    await guestConn.until(() => !guestConn.socket.connected, 'the removed guest to be disconnected on node b');
    expect(guestConn.messages('removed')).toEqual([{ table: next.table.id, reason: 'kicked' }]);

    // A waiting table nobody attends is removed by one of the sweeps; both nodes then answer NO_TABLE.
    const lonely = await createTable(b.url, 3, [1, 2]);
    await until(async () => (await rows('select id from tables where id = $1', [lonely.table.id])).length === 0, 'the expiry');
    for (const n of nodes) expect(code(await api(n.url, 'GET', `/api/tables/${lonely.table.id}`))).toBe('NO_TABLE');
    expect((await api<TableInfo>(a.url, 'GET', `/api/tables/${next.table.id}`)).body.status).toBe('open');
  }, 30_000);
});
