/**
 * Issue 16 finding 7, over two nodes (PostgreSQL + Redis): hellos with unknown tokens are checked
 * outside the table's serial queue, so a burst of them does not delay the players' actions. Needs
 * ALIBI_TEST_PG and ALIBI_TEST_REDIS (see multinode.test.ts).
 */
import { randomBytes } from 'node:crypto';
import type { SeatGrant } from '@alibi/protocol';
import { describe, expect, it } from 'vitest';
import { api, Client, createTable, join, perfectAlibi, waitFor } from './helpers.ts';
import { clusterServices, spawnedNodes, type Node } from './nodes.ts';

const services = clusterServices('integrity-multinode.test.ts');
const game = perfectAlibi();
const isInterrupt = (a: unknown) => game.meta.interrupts.includes(String((a as { type?: unknown }).type));

/** Jobs run through the node's table queues so far (its /metrics). */
async function queueJobs(node: Node): Promise<number> {
  const text = await (await fetch(`${node.url}/metrics`)).text();
  const m = /^alibi_table_queue_jobs (\d+)/m.exec(text);
  if (!m) throw new Error('no alibi_table_queue_jobs metric');
  return Number(m[1]);
}

describe.skipIf(!services)('two nodes: unknown tokens stay out of the play queue', () => {
  const { nodes, clients } = spawnedNodes(services);

  it('answers a burst of 600 bad hellos without queueing them, while a player acts', async () => {
    const [a, b] = nodes as [Node, Node];
    const host = await createTable(a.url, 3, []);
    const id = host.table.id;
    // A seat taken through node b is known to node a at once (the stored seats are read).
    const grants: SeatGrant[] = [host, await join(b.url, id, 'B'), await join(b.url, id, 'C')];
    const seated = grants.map(() => new Client(a.url));
    clients.push(...seated);
    for (const [i, g] of grants.entries()) expect(await seated[i]?.hello(id, g.token)).toEqual({ ok: true });
    expect((await api(a.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    await Promise.all(seated.map((c) => c.until(() => c.view !== null, 'the start')));
    const mover = seated.find((c) => c.legal.some((x) => !isInterrupt(x))) as Client;

    const attackers = Array.from({ length: 6 }, () => new Client(a.url));
    clients.push(...attackers);
    await Promise.all(attackers.map((c) => c.until(() => c.socket.connected, 'connected')));
    const jobsBefore = await queueJobs(a);
    let answered = 0;
    const burst = attackers.flatMap((c) =>
      Array.from({ length: 100 }, () =>
        c.hello(id, randomBytes(24).toString('base64url')).then((r) => {
          answered++;
          return r;
        }),
      ),
    );
    // The player's action, sent once the burst is being answered (today it queued behind the rest).
    await waitFor(() => answered >= 30, 'the first answers to the burst');
    const began = performance.now();
    const acted = await mover.act(mover.legal.find((x) => !isInterrupt(x)));
    const latency = performance.now() - began;
    const answers = await Promise.all(burst);
    const jobs = (await queueJobs(a)) - jobsBefore;
    console.log(`integrity-multinode: 600 bad hellos: ${jobs} queue jobs; the player's action took ${latency.toFixed(0)} ms`);
    expect(acted).toMatchObject({ ok: true, version: 1 });
    expect(answers.every((r) => !r.ok && r.error.code === 'BAD_TOKEN')).toBe(true);
    // Today's code queued one catch-up per bad hello (600); now only the action itself (and its fan-out).
    expect(jobs).toBeLessThan(20);
    // Generous (a busy machine): behind 600 catch-ups the action waited past its 5 s ack timeout.
    expect(latency).toBeLessThan(2500);
  }, 120_000);
});
