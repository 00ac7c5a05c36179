/** Full Alibi (1993) games over real sockets: socket clients (random legal moves), server bots and a spectator. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '@alibi/engine';
import { findGame } from '@alibi/games';
import type { RunningServer } from '../src/index.ts';
import { api, autoplay, Client, createTable, join, readStored, replayStored, start, tempDb, verifyReceived } from './helpers.ts';

const db = tempDb();
let server: RunningServer;
beforeAll(async () => {
  server = await start(db.file);
});
afterAll(async () => {
  await server.close();
  db.cleanup();
});

function alibi1993(): AnyGame {
  const g = findGame('alibi-1993');
  if (!g) throw new Error('alibi-1993 is not registered');
  return g;
}

// Bots at even seats are heuristic, at odd seats random (see createTable). The last case plays a
// series of two hands.
const cases = [
  { players: 3, bots: [], options: {} },
  { players: 4, bots: [2], options: {} },
  { players: 6, bots: [1, 2, 4], options: { series: 2 } },
];

describe.each(cases)('alibi-1993, $players seats, bots in $bots, options $options', ({ players, bots, options }) => {
  it('plays to the end through the simultaneous passes and sheets; every message matches the engine and leaks no secret', async () => {
    const game = alibi1993();
    const host = await createTable(server.url, players, bots, { game: 'alibi-1993', options });
    const id = host.table.id;
    const grants = [host];
    while (grants.length < players - bots.length) grants.push(await join(server.url, id, `P${grants.length}`));
    const people = grants.map((g) => ({ seat: g.seat as number, token: g.token, client: new Client(server.url) }));
    const spectator = new Client(server.url);
    for (const p of people) expect(await p.client.hello(id, p.token)).toEqual({ ok: true });
    expect(await spectator.hello(id)).toEqual({ ok: true });
    const movers = people.map((p) => autoplay(p.client, game, `a93:${players}:${p.seat}`));

    const started = await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token });
    expect(started.status).toBe(200);
    await spectator.until(() => spectator.table?.status === 'over', 'the end of the game', 120_000);
    const stored = readStored(db.file, id);
    const last = stored.log.length;
    for (const c of [spectator, ...people.map((p) => p.client)]) await c.until(() => c.version === last, 'the final update');
    movers.forEach((m) => m.stop());

    const history = replayStored(game, stored);
    const final = history[last]?.state as { public: { results: unknown[] } };
    expect(game.outcome(final)).not.toBeNull();
    expect(final.public.results).toHaveLength((options as { series?: number }).series ?? 1);
    // Every hand ends with one sheet per seat after the accusation.
    expect(last).toBeGreaterThanOrEqual((players + 1) * final.public.results.length);
    const actors = new Set(stored.log.map((a) => a.seat));
    for (const p of people) expect(actors.has(p.seat)).toBe(true);
    for (const b of bots) expect(actors.has(b)).toBe(true);
    expect(verifyReceived(spectator, 'spectator', game, history, stored.seed)).toEqual([]);
    for (const p of people) expect(verifyReceived(p.client, p.seat, game, history, stored.seed)).toEqual([]);
    for (const c of [spectator, ...people.map((p) => p.client)]) c.close();
  }, 150_000);
});
