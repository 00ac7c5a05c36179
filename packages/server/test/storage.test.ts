/**
 * Storage: two nodes sharing one match (the version compare-and-set orders their actions), over
 * SQLite always and over PostgreSQL when ALIBI_TEST_PG names a database, e.g.
 * ALIBI_TEST_PG=postgres://alibi@127.0.0.1:55432/alibi_test (which also plays a whole match).
 */
import type { Replay, TableInfo } from '@alibi/protocol';
import pg from 'pg';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/index.ts';
import { api, autoplay, Client, createTable, join, perfectAlibi, tempDb, waitFor } from './helpers.ts';

const url = process.env.ALIBI_TEST_PG;
const game = perfectAlibi();
const isInterrupt = (a: unknown) => game.meta.interrupts.includes(String((a as { type?: unknown }).type));
const boot = (db = url) => startServer({ port: 0, db, botDelayMs: 0, webDist: '/nonexistent' });
const sqlite = tempDb();
afterAll(() => sqlite.cleanup());

describe.skipIf(!url)('PostgreSQL', () => {
  it('plays a match to the end, survives a restart, and serves the replay', async () => {
    let server = await boot();
    const host = await createTable(server.url, 4, [2, 3]);
    const id = host.table.id;
    const b = await join(server.url, id, 'B');
    let clients = [new Client(server.url), new Client(server.url)];
    await clients[0]?.hello(id, host.token);
    await clients[1]?.hello(id, b.token);
    expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    await waitFor(() => clients.every((c) => c.view !== null), 'the start');
    await server.close();
    server = await boot();
    clients = [new Client(server.url), new Client(server.url)];
    await clients[0]?.hello(id, host.token);
    await clients[1]?.hello(id, b.token);
    const players = clients.map((c, i) => autoplay(c, game, `pg:${i}`));
    await (clients[0] as Client).until(() => (clients[0] as Client).table?.status === 'over', 'the end', 30_000);
    players.forEach((p) => p.stop());
    const replay = await api<Replay>(server.url, 'GET', `/api/tables/${id}/replay?as=0`, undefined, {
      authorization: `Bearer ${host.token}`,
    });
    expect(replay.status).toBe(200);
    await waitFor(() => clients.every((c) => c.version === replay.body.steps.length - 1), 'the final update');
    for (const c of clients) c.close();
    await server.close();
  });
});

async function twoNodes(db: string, versions: (table: string) => Promise<number[]>): Promise<void> {
  const [n1, n2] = [await boot(db), await boot(db)];
  const host = await createTable(n1.url, 3, []);
  const id = host.table.id;
  const grants = [host, await join(n1.url, id, 'B'), await join(n1.url, id, 'C')];
  expect((await api(n1.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
  // Every seat is connected to both nodes; each node has loaded the match.
  const on1 = grants.map(() => new Client(n1.url));
  const on2 = grants.map(() => new Client(n2.url));
  for (const [i, g] of grants.entries()) {
    await on1[i]?.hello(id, g.token);
    await on2[i]?.hello(id, g.token);
  }
  const mover = (side: Client[]) => {
    const i = side.findIndex((x) => x.legal.some((a) => !isInterrupt(a)));
    return { i, action: side[i]?.legal.find((a) => !isInterrupt(a)) };
  };
  // Node 1 stores version 1.
  const first = mover(on1);
  const r1 = await (on1[first.i] as Client).act(first.action, 0);
  expect(r1).toMatchObject({ ok: true, version: 1 });
  // The same (seat, seq) retried through node 2, which has not heard of version 1: its append
  // loses the compare-and-set, it catches up from the database and answers with the original.
  expect(await (on2[first.i] as Client).act(first.action, 0)).toEqual(r1);
  await waitFor(() => on2.every((c) => c.version === 1), 'node 2 to pass version 1 on');
  // Node 1 stores version 2; the same move sent to node 2 (still at 1) loses the race, is
  // checked again against version 2 and is refused or stored as 3, never as a second 2.
  const second = mover(on1);
  expect(await (on1[second.i] as Client).act(second.action, 1)).toMatchObject({ ok: true, version: 2 });
  const late = await (on2[second.i] as Client).act(second.action, 2);
  if (late.ok) expect(late.version).toBe(3);
  expect(await versions(id)).toEqual(late.ok ? [1, 2, 3] : [1, 2]);
  const info = await api<TableInfo>(n2.url, 'GET', `/api/tables/${id}`);
  expect(info.body.status).toBe('playing');
  for (const c of [...on1, ...on2]) c.close();
  await n1.close();
  await n2.close();
}

describe('two nodes on one match', () => {
  it('over SQLite', () =>
    twoNodes(sqlite.file, async (table) => {
      const db = new Database(sqlite.file, { readonly: true });
      const rows = db.prepare('select version from actions where table_id = ? order by version').all(table) as {
        version: number;
      }[];
      db.close();
      return rows.map((r) => r.version);
    }));
  it.skipIf(!url)('over PostgreSQL', () =>
    twoNodes(url as string, async (table) => {
      const pool = new pg.Pool({ connectionString: url });
      const r = await pool.query<{ version: number }>('select version from actions where table_id = $1 order by version', [
        table,
      ]);
      await pool.end();
      return r.rows.map((x) => Number(x.version));
    }),
  );
});
