/** Full Alibi Clues games over real sockets: socket clients (random legal moves), server bots and a spectator. */
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

function alibiClues(): AnyGame {
  const g = findGame('alibi-clues');
  if (!g) throw new Error('alibi-clues is not registered');
  return g;
}

// Alibi Clues games are long (every suspect of the deck is played out), so one game per table size.
const cases = [
  { players: 2, bots: [1] },
  { players: 3, bots: [] },
  { players: 5, bots: [1, 3] },
];

describe.each(cases)('alibi-clues, $players seats, bots in $bots', ({ players, bots }) => {
  it('plays to the end; every message matches the engine and leaks no hand', async () => {
    const game = alibiClues();
    const host = await createTable(server.url, players, bots, { game: 'alibi-clues' });
    const id = host.table.id;
    const grants = [host];
    while (grants.length < players - bots.length) grants.push(await join(server.url, id, `P${grants.length}`));
    const people = grants.map((g) => ({ seat: g.seat as number, token: g.token, client: new Client(server.url) }));
    const spectator = new Client(server.url);
    for (const p of people) expect(await p.client.hello(id, p.token)).toEqual({ ok: true });
    expect(await spectator.hello(id)).toEqual({ ok: true });
    const movers = people.map((p) => autoplay(p.client, game, `ac:${players}:${p.seat}`));

    const started = await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token });
    expect(started.status).toBe(200);
    await spectator.until(() => spectator.table?.status === 'over', 'the end of the game', 120_000);
    const stored = readStored(db.file, id);
    const last = stored.log.length;
    for (const c of [spectator, ...people.map((p) => p.client)]) await c.until(() => c.version === last, 'the final update');
    movers.forEach((m) => m.stop());

    const history = replayStored(game, stored);
    expect(game.outcome(history[last]?.state)).not.toBeNull();
    // A whole game plays out several suspects: far more than a handful of actions.
    expect(last).toBeGreaterThan(100);
    const actors = new Set(stored.log.map((a) => a.seat));
    for (const p of people) expect(actors.has(p.seat)).toBe(true);
    for (const b of bots) expect(actors.has(b)).toBe(true);
    expect(verifyReceived(spectator, 'spectator', game, history, stored.seed)).toEqual([]);
    for (const p of people) expect(verifyReceived(p.client, p.seat, game, history, stored.seed)).toEqual([]);
    for (const c of [spectator, ...people.map((p) => p.client)]) c.close();
  }, 150_000);
});
