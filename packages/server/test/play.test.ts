/** Full Perfect Alibi games over real sockets: people (random legal moves), bots and a spectator. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import {
  api,
  autoplay,
  Client,
  createTable,
  join,
  perfectAlibi,
  readStored,
  replayStored,
  start,
  tempDb,
  verifyReceived,
} from './helpers.ts';

const db = tempDb();
let server: RunningServer;
beforeAll(async () => {
  server = await start(db.file);
});
afterAll(async () => {
  await server.close();
  db.cleanup();
});

const cases = [
  { players: 3, bots: [2], games: 3 },
  { players: 4, bots: [1, 3], games: 3 },
  { players: 5, bots: [0, 4], games: 3 },
];

describe.each(cases)('$players seats, bots in $bots', ({ players, bots, games }) => {
  it.each(Array.from({ length: games }, (_, i) => i))('game %i plays to the end and leaks nothing', async (round) => {
    const game = perfectAlibi();
    const host = await createTable(server.url, players, bots);
    const id = host.table.id;
    const grants = [host];
    while (grants.length < players - bots.length) grants.push(await join(server.url, id, `P${grants.length}`));
    const people = grants.map((g) => ({ seat: g.seat as number, token: g.token, client: new Client(server.url) }));
    const spectator = new Client(server.url);
    for (const p of people) expect(await p.client.hello(id, p.token)).toEqual({ ok: true });
    expect(await spectator.hello(id)).toEqual({ ok: true });
    const players_ = people.map((p) => autoplay(p.client, game, `${players}:${round}:${p.seat}`));

    const started = await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token });
    expect(started.status).toBe(200);
    await spectator.until(() => spectator.table?.status === 'over', 'the end of the game', 30_000);
    const stored = readStored(db.file, id);
    const last = stored.log.length;
    for (const c of [spectator, ...people.map((p) => p.client)]) await c.until(() => c.version === last, 'the final update');
    players_.forEach((p) => p.stop());

    const history = replayStored(game, stored);
    expect(game.outcome(history[last]?.state)).not.toBeNull();
    // Bots and people both acted (unless a lucky first claim ended the game at once: the server seeds
    // each table at random, so now and then the first mover claims right).
    if (last > players) expect(new Set(stored.log.map((a) => a.seat)).size).toBeGreaterThan(1);
    expect(verifyReceived(spectator, 'spectator', game, history, stored.seed)).toEqual([]);
    for (const p of people) expect(verifyReceived(p.client, p.seat, game, history, stored.seed)).toEqual([]);
    // Every applied version reached every connection once, in order.
    for (const c of [spectator, ...people.map((p) => p.client)]) {
      const versions = c.messages('update').map((u) => (u as { version: number }).version);
      expect(versions).toEqual(Array.from({ length: last + 1 }, (_, v) => v));
    }
    const replay = await api<{ steps: unknown[] }>(server.url, 'GET', `/api/tables/${id}/replay?as=${people[0]?.seat}`);
    expect(replay.status).toBe(200);
    expect(replay.body.steps).toHaveLength(last + 1);
    for (const c of [spectator, ...people.map((p) => p.client)]) c.close();
  });
});
