/** Full Four Suspects games over real sockets: socket clients (random legal moves), server bots and a spectator. */
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

function fourSuspects(): AnyGame {
  const g = findGame('four-suspects');
  if (!g) throw new Error('four-suspects is not registered');
  return g;
}

/** Rooms (2 players) in any message before the end must be the viewer's own. */
function foreignRooms(c: Client, seat: number, history: { state: unknown }[]): string[] {
  const problems: string[] = [];
  const last = history.length - 1;
  for (const m of c.received) {
    if (m.event !== 'welcome' && m.event !== 'update') continue;
    const p = m.payload as { version: number; view: { rooms?: unknown } | null };
    if (p.version === last || !p.view) continue;
    const own = (history[p.version]?.state as { secret: { rooms: unknown }[] }).secret[seat]?.rooms ?? null;
    if (JSON.stringify(p.view.rooms ?? null) !== JSON.stringify(own)) problems.push(`version ${p.version}: rooms that are not the viewer's`);
  }
  return problems;
}

const cases = [
  { players: 2, bots: [1] },
  { players: 2, bots: [] },
  { players: 3, bots: [2] },
  { players: 4, bots: [1, 3] },
  { players: 5, bots: [0, 2, 4] },
];

describe.each(cases)('four-suspects, $players seats, bots in $bots', ({ players, bots }) => {
  it.each([0, 1])('game %i plays to the end and leaks no hand', async (round) => {
    const game = fourSuspects();
    // The host takes the first free seat; the helper alternates heuristic and random bots.
    const host = await createTable(server.url, players, bots, { game: 'four-suspects' });
    const id = host.table.id;
    const grants = [host];
    while (grants.length < players - bots.length) grants.push(await join(server.url, id, `P${grants.length}`));
    const people = grants.map((g) => ({ seat: g.seat as number, token: g.token, client: new Client(server.url) }));
    const spectator = new Client(server.url);
    for (const p of people) expect(await p.client.hello(id, p.token)).toEqual({ ok: true });
    expect(await spectator.hello(id)).toEqual({ ok: true });
    const movers = people.map((p) => autoplay(p.client, game, `fs:${players}:${round}:${p.seat}`));

    const started = await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token });
    expect(started.status).toBe(200);
    await spectator.until(() => spectator.table?.status === 'over', 'the end of the game', 60_000);
    const stored = readStored(db.file, id);
    const last = stored.log.length;
    for (const c of [spectator, ...people.map((p) => p.client)]) await c.until(() => c.version === last, 'the final update');
    movers.forEach((m) => m.stop());

    const history = replayStored(game, stored);
    expect(game.outcome(history[last]?.state)).not.toBeNull();
    const actors = new Set(stored.log.map((a) => a.seat));
    for (const p of people) expect(actors.has(p.seat)).toBe(true);
    for (const b of bots) expect(actors.has(b)).toBe(true);
    expect(verifyReceived(spectator, 'spectator', game, history, stored.seed)).toEqual([]);
    for (const p of people) {
      expect(verifyReceived(p.client, p.seat, game, history, stored.seed)).toEqual([]);
      expect(foreignRooms(p.client, p.seat, history)).toEqual([]);
    }
    const replay = await api<{ steps: unknown[] }>(server.url, 'GET', `/api/tables/${id}/replay?as=${people[0]?.seat}`);
    expect(replay.status).toBe(200);
    expect(replay.body.steps).toHaveLength(last + 1);
    for (const c of [spectator, ...people.map((p) => p.client)]) c.close();
  }, 90_000);
});
