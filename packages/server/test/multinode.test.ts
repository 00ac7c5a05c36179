/**
 * Several nodes serving one match live: two `alibi serve` processes on one PostgreSQL database and
 * one Redis, players of one match connected to different nodes. Needs ALIBI_TEST_PG and
 * ALIBI_TEST_REDIS (e.g. postgres://postgres@127.0.0.1:5432/test and redis://127.0.0.1:6379).
 */
import type { ActResult, SeatGrant, Update } from '@alibi/protocol';
import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { api, autoplay, Client, createTable, join, perfectAlibi, replayStored, verifyReceived, waitFor } from './helpers.ts';
import { clusterServices, readPg, spawnedNodes, type Node } from './nodes.ts';

const services = clusterServices('multinode.test.ts');
const game = perfectAlibi();
const claims = (c: Client) => c.legal.filter((a) => (a as { type?: unknown }).type === 'claim');

describe.skipIf(!services)('two nodes, one match (PostgreSQL + Redis)', () => {
  const { nodes, clients, db } = spawnedNodes(services);

  it('plays a whole game with seats on both nodes; racing claims land in one order for all', async () => {
    const [a, b] = nodes as [Node, Node];
    const host = await createTable(a.url, 3, []);
    const id = host.table.id;
    // Lobby changes through either node reach the other.
    const grants: SeatGrant[] = [host, await join(b.url, id, 'B'), await join(a.url, id, 'C')];
    const where = [a, b, b];
    const seated = grants.map((g, i) => new Client((where[i] as Node).url));
    const watchers = [new Client(a.url), new Client(b.url)];
    clients.push(...seated, ...watchers);
    for (const [i, g] of grants.entries()) expect(await seated[i]?.hello(id, g.token)).toEqual({ ok: true });
    for (const w of watchers) expect(await w.hello(id)).toEqual({ ok: true });
    // `connected` is right on both nodes (Redis presence).
    await waitFor(
      () => clients.every((c) => c.table?.seats.every((s) => s.connected) === true),
      'every seat connected everywhere',
    );

    // Started through the node that did not create the table.
    expect((await api(b.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    await waitFor(() => seated.every((c) => c.view !== null) && watchers.every((w) => w.view !== null), 'the start everywhere');

    // Claims sent to both nodes at the same moment, a few rounds (a wrong claim ends a seat's play).
    const raced: { seat: number; result: ActResult }[] = [];
    for (let round = 0; round < 3; round++) {
      const onA = seated[0] as Client;
      const onB = seated.slice(1).find((c) => claims(c).length > 0);
      if (claims(onA).length === 0 || !onB) break;
      const results = await Promise.all([onA.act(claims(onA)[round]), onB.act(claims(onB)[round])]);
      raced.push({ seat: 0, result: results[0] }, { seat: onB.seat as number, result: results[1] });
      const top = Math.max(...results.map((r) => (r.ok ? r.version : 0)));
      await waitFor(() => clients.every((c) => c.version >= top), `round ${round} everywhere`);
    }
    expect(raced.some((r) => r.result.ok)).toBe(true);

    const players = seated.map((c, i) => autoplay(c, game, `multinode:${i}`));
    await waitFor(() => clients.every((c) => c.table?.status === 'over'), 'the end on both nodes', 40_000);
    players.forEach((p) => p.stop());
    const stored = await readPg(db.url, id);
    const last = stored.log.length;
    await waitFor(() => clients.every((c) => c.version === last), 'the final update everywhere');

    // Each racing claim was stored once, at the version its node answered, or refused.
    for (const { seat, result } of raced) {
      if (result.ok) expect(stored.log[result.version - 1]).toMatchObject({ seat, seq: result.seq, version: result.version });
    }
    // Every connection got every update live, in order, each exactly what the engine shows its seat.
    const history = replayStored(game, stored);
    const everyVersion = Array.from({ length: last + 1 }, (_, v) => v);
    for (const [i, c] of [...seated, ...watchers].entries()) {
      const viewer = i < seated.length ? i : 'spectator';
      expect((c.messages('update') as Update[]).map((u) => u.version)).toEqual(everyVersion);
      expect(verifyReceived(c, viewer, game, history, stored.seed)).toEqual([]);
    }
    // The spectators on the two nodes saw the very same sequence, byte for byte.
    expect(JSON.stringify(watchers[1]?.messages('update'))).toBe(JSON.stringify(watchers[0]?.messages('update')));

    // A seat leaving node B shows as disconnected on node A.
    seated[1]?.close();
    const onA = seated[0] as Client;
    await onA.until(() => onA.table?.seats[1]?.connected === false, 'seat 1 disconnected on node A');
  });

  it('gives one seat to one person and starts once when both nodes are asked at the same moment', async () => {
    const [a, b] = nodes as [Node, Node];
    const host = await createTable(a.url, 3, [1]);
    const id = host.table.id;
    // Node B knows the table before the race, so it decides from memory that may be stale.
    expect((await api(b.url, 'GET', `/api/tables/${id}`)).status).toBe(200);
    const joins = await Promise.all(
      [a, b].map((n, i) => api<SeatGrant>(n.url, 'POST', `/api/tables/${id}/seats`, { name: `N${i}`, seat: 2 })),
    );
    expect(joins.map((r) => r.status).sort()).toEqual([201, 409]);
    const starts = await Promise.all([a, b].map((n) => api(n.url, 'POST', `/api/tables/${id}/start`, { token: host.token })));
    expect(starts.map((r) => r.status).sort()).toEqual([200, 409]);
    const infos = await Promise.all([a, b].map((n) => api<{ status: string }>(n.url, 'GET', `/api/tables/${id}`)));
    expect(infos.map((r) => r.body.status)).toEqual(['playing', 'playing']);
  });

  it('runs bots on the node holding the lease while their table is played through another', async () => {
    const [a, b] = nodes as [Node, Node];
    const host = await createTable(a.url, 3, [1, 2]);
    const id = host.table.id;
    const person = new Client(b.url);
    const watcher = new Client(a.url);
    clients.push(person, watcher);
    expect(await person.hello(id, host.token)).toEqual({ ok: true });
    expect(await watcher.hello(id)).toEqual({ ok: true });
    expect((await api(a.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    // The node that started the match holds the bots' lease (one node id, with an expiry).
    const redis = createClient({ url: services?.redis as string });
    await redis.connect();
    const lease = await redis.get(`alibi:bots:${id}`);
    const ttl = await redis.pTTL(`alibi:bots:${id}`);
    await redis.close();
    expect(lease).toMatch(/^[0-9a-f]{16}$/);
    expect(ttl).toBeGreaterThan(0);
    const player = autoplay(person, game, 'multinode:bots');
    await waitFor(() => [person, watcher].every((c) => c.table?.status === 'over'), 'the end on both nodes', 40_000);
    player.stop();
    const stored = await readPg(db.url, id);
    await waitFor(() => [person, watcher].every((c) => c.version === stored.log.length), 'the final update');
    // One runner per bot: its seqs are 0, 1, 2… with no move made twice or skipped.
    for (const seat of [1, 2]) {
      const seqs = stored.log.filter((x) => x.seat === seat).map((x) => x.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i));
    }
    const history = replayStored(game, stored);
    expect(verifyReceived(person, 0, game, history, stored.seed)).toEqual([]);
    expect(verifyReceived(watcher, 'spectator', game, history, stored.seed)).toEqual([]);
  });
});
