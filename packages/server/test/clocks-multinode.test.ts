/**
 * One clock per table with two nodes (PostgreSQL + Redis): the lease holder runs it; when it goes
 * away the other node takes the lease and the clock runs on from the stored state; autopilot,
 * "I'm back" and resign work through either node. Needs ALIBI_TEST_PG and ALIBI_TEST_REDIS.
 * Clock durations scaled by ALIBI_CLOCK_SCALE = 0.01 (relaxed: 0.9 s a decision + 6 s reserve).
 */
import type { TableInfo } from '@alibi/protocol';
import { describe, expect, it } from 'vitest';
import { api, Client, createTable } from './helpers.ts';
import { clusterServices, readPg, spawnedNodes, stopNode, type Node } from './nodes.ts';

const services = clusterServices('clocks-multinode.test.ts');

describe.skipIf(!services)('clocks on two nodes (PostgreSQL + Redis)', () => {
  const { nodes, db } = spawnedNodes(services, { env: { ALIBI_CLOCK_SCALE: '0.01' } });
  // Careful bots (they claim only when sure): a random bot's lucky claim could end the game before
  // the person is back, or before the seat's next decision that a test waits for.
  const careful = [1, 2].map((seat) => ({ seat, kind: 'heuristic' }));

  it('takes "I\'m back" through the node that does not run the clock; the clock runs on there', async () => {
    const [a, b] = nodes as [Node, Node];
    const host = await createTable(a.url, 3, [1, 2], { clock: 'fast', bots: careful });
    const id = host.table.id;
    const c = new Client(b.url);
    expect(await c.hello(id, host.token)).toEqual({ ok: true });
    expect((await api(a.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    // A runs the clock (it started the table and holds the lease): 1.4 s, then autopilot.
    await c.until(() => c.table?.seats[0]?.autopilot === 'timeout', 'the timeout', 10_000);
    const back = await api<TableInfo>(b.url, 'POST', `/api/tables/${id}/back`, { token: host.token });
    expect(back.status).toBe(200);
    // A re-reads the row and runs the seat's clock again: with no reserve left, the seat's next
    // decision (0.2 s) runs out at A, once (one clock: one notice per timeout, never two).
    const kinds = async () => ((await api<TableInfo>(a.url, 'GET', `/api/tables/${id}`)).body.notices ?? []).map((n) => n.kind);
    // Generous: under a full parallel test run the signal, the re-read and the bots can each lag.
    const deadline = Date.now() + 20_000;
    while ((await kinds()).length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await kinds()).slice(0, 3)).toEqual(['timeout', 'back', 'timeout']);
    c.close();
  }, 45_000);

  it('runs one clock, hands it over with the lease, and autopilot, back and resign work through either node', async () => {
    const [a, b] = nodes as [Node, Node];
    const host = await createTable(a.url, 3, [1, 2], { clock: 'relaxed', bots: careful });
    const id = host.table.id;
    // The person sits at node B; the table starts through A, which takes the lease.
    const c = new Client(b.url);
    expect(await c.hello(id, host.token)).toEqual({ ok: true });
    expect((await api(a.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    await c.until(() => c.table?.clockState?.seats[0]?.running === true, 'the clock to run at B');
    // The lease holder goes away mid-decision: B takes the lease and the stored clock runs on.
    await new Promise((r) => setTimeout(r, 800));
    await stopNode(a);
    await c.until(() => c.table?.seats[0]?.autopilot === 'timeout', 'the timeout through B', 15_000);
    const info = (await api<TableInfo>(b.url, 'GET', `/api/tables/${id}`)).body;
    expect(info.notices?.filter((n) => n.kind === 'timeout')).toHaveLength(1);
    // Autopilot plays for seat 0 (its actions are in the log as seat 0's).
    const v = c.version;
    await c.until(() => c.version > v + 2, 'autopilot and bots to move', 10_000);
    const back = await api<TableInfo>(b.url, 'POST', `/api/tables/${id}/back`, { token: host.token });
    expect(back.status).toBe(200);
    expect(back.body.seats[0]?.autopilot).toBeUndefined();
    const resign = await api<TableInfo>(b.url, 'POST', `/api/tables/${id}/resign`, { token: host.token });
    expect(resign.status).toBe(200);
    expect(resign.body.seats[0]?.autopilot).toBe('resigned');
    const again = await api<{ error: { code: string } }>(b.url, 'POST', `/api/tables/${id}/resign`, { token: host.token });
    // Refused either way; GAME_OVER when the bots' next move already ended the game.
    expect(['RESIGNED', 'GAME_OVER']).toContain(again.body.error.code);
    await c.until(() => c.table?.status === 'over', 'the end', 20_000);
    const stored = await readPg(db.url, id);
    // The game's own resign, once, for seat 0; every version once (compare-and-set appends).
    expect(stored.log.filter((x) => x.seat === 0 && (x.action as { type: string }).type === 'resign')).toHaveLength(1);
    expect(stored.log.map((x) => x.version)).toEqual(stored.log.map((_, i) => i + 1));
    const final = (await api<TableInfo>(b.url, 'GET', `/api/tables/${id}`)).body;
    expect(final.notices?.map((n) => n.kind)).toEqual(['timeout', 'back', 'resigned']);
    c.close();
  }, 60_000);
});
