/**
 * Claim windows with two nodes on one PostgreSQL database and one Redis (docs/claims.md): claims
 * sent to both nodes join one window, are applied once each in the seeded order, and a window
 * whose nodes died is closed by the next node to hold the table. Needs ALIBI_TEST_PG and
 * ALIBI_TEST_REDIS.
 */
import type { ActResult, ClaimState, SeatGrant } from '@alibi/protocol';
import { describe, expect, it } from 'vitest';
import { checkOrder } from '../src/claims.ts';
import { api, Client, createTable, join, perfectAlibi, waitFor } from './helpers.ts';
import { clusterServices, readPg, spawnedNodes, spawnNode, type Node } from './nodes.ts';

const services = clusterServices('claims-multinode.test.ts');
const game = perfectAlibi();
type PaState = { hidden: { missing: number }; secret: { hand: number[] }[] };

describe.skipIf(!services)('claim windows on two nodes (PostgreSQL + Redis)', () => {
  const { nodes, clients, db } = spawnedNodes(services);

  /** Three people, seat 0 on node A and seats 1 and 2 on node B; started; the secret deal. */
  async function table(claimWindow: number) {
    const [a, b] = nodes as [Node, Node];
    const host = await createTable(a.url, 3, [], { claimWindow });
    const id = host.table.id;
    const grants: SeatGrant[] = [host, await join(b.url, id, 'B'), await join(b.url, id, 'C')];
    const seated = grants.map((_, i) => new Client((i === 0 ? a : b).url));
    clients.push(...seated);
    for (const [i, g] of grants.entries()) expect(await seated[i]?.hello(id, g.token)).toEqual({ ok: true });
    expect((await api(b.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    await waitFor(() => seated.every((c) => c.view !== null), 'the start on both nodes');
    const stored = await readPg(db.url, id);
    const setup = game.setup({ players: 3, seed: stored.seed, options: stored.options });
    if (!setup.ok) throw new Error(setup.error.message);
    return { id, seated, grants, deal: setup.value as PaState, seed: stored.seed };
  }

  it('groups claims sent to both nodes into one window and applies each once, in the seeded order', async () => {
    const { id, seated, grants, deal, seed } = await table(2);
    // Seats 1 and 2 also watch through node A: whichever node checks the window, the seat whose
    // claim was beaten hears it on both.
    const alsoOnA = [1, 2].map(() => new Client((nodes[0] as Node).url));
    clients.push(...alsoOnA);
    for (const [i, c] of alsoOnA.entries()) expect(await c.hello(id, grants[i + 1]?.token)).toEqual({ ok: true });
    const claims = [
      { type: 'claim', card: deal.secret[1]?.hand[0] as number },
      { type: 'claim', card: deal.hidden.missing },
      { type: 'claim', card: deal.hidden.missing },
    ];
    const acks = (await Promise.all(seated.map((c, i) => c.act(claims[i])))) as (ActResult & { window?: number })[];
    for (const a of acks) expect(a).toMatchObject({ ok: true, held: true });
    const n = acks[0]?.window as number;
    expect(new Set(acks.map((a) => a.window))).toEqual(new Set([n]));
    await waitFor(() => seated.every((c) => c.table?.status === 'over'), 'the end on both nodes', 15_000);
    const stored = await readPg(db.url, id);
    const order = checkOrder(
      seed,
      n,
      [0, 1, 2].map((seat) => ({ seat })),
    );
    const firstRight = order.findIndex((c) => c.seat !== 0);
    const applied = stored.log
      .filter((a) => (a.action as { type: string }).type === 'claim')
      .map((a) => ({ seat: a.seat, action: a.action }));
    expect(applied).toEqual(order.slice(0, firstRight + 1).map((c) => ({ seat: c.seat, action: claims[c.seat] })));
    const beaten = order.slice(firstRight + 1).find((c) => c.seat !== 0)?.seat as 1 | 2;
    const dropped = (c: Client) => c.messages('claims').some((m) => (m as ClaimState).dropped?.reason === 'beaten');
    for (const c of [seated[beaten] as Client, alsoOnA[beaten - 1] as Client]) await c.until(() => dropped(c), 'the beaten claim told on both nodes', 5000);
    expect(dropped(seated[3 - beaten] as Client)).toBe(false);
  }, 30_000);

  it('closes a window after every node that knew it died: the next node to hold the table checks the held claim', async () => {
    const { id, seated, deal } = await table(2);
    expect(await seated[1]?.act({ type: 'claim', card: deal.hidden.missing })).toMatchObject({ ok: true, held: true });
    for (const c of seated) c.close();
    // No graceful shutdown: the lease is left to lapse in Redis.
    for (const n of nodes.splice(0)) {
      n.proc.kill('SIGKILL');
      await n.exited;
    }
    nodes.push(await spawnNode({ db: db.url, redis: services?.redis as string }));
    const c = nodes[0] as Node;
    const deadline = Date.now() + 30_000;
    let status = 'playing';
    while (status !== 'over' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      status = (await api<{ status: string }>(c.url, 'GET', `/api/tables/${id}`)).body.status;
    }
    expect(status).toBe('over');
    const stored = await readPg(db.url, id);
    expect(stored.log.filter((a) => (a.action as { type: string }).type === 'claim')).toMatchObject([
      { seat: 1, action: { type: 'claim', card: deal.hidden.missing } },
    ]);
  }, 90_000);
});
