/**
 * One whole game over real sockets, shared by the per-game socket tests: seated clients play random
 * legal moves, server bots fill `bots`, a spectator watches; then every message each of them
 * received is checked against the engine's own views and projections (no secret, nothing missing).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { AnyGame } from '@alibi/engine';
import { findGame } from '@alibi/games';
import { startServer, type RunningServer, type ServerOptions } from '../src/index.ts';
import { api, autoplay, Client, createTable, join, readStored, replayStored, start, tempDb, verifyReceived } from './helpers.ts';

/** A server on a fresh SQLite file for the calling test file, started before its tests (with `limits`, if given). */
export function serverForFile(limits?: ServerOptions['limits']): { readonly url: string; readonly file: string } {
  const db = tempDb();
  let server: RunningServer | null = null;
  beforeAll(async () => {
    server = limits
      ? await startServer({ port: 0, db: db.file, botDelayMs: 0, webDist: '/nonexistent', limits })
      : await start(db.file);
  });
  afterAll(async () => {
    await server?.close();
    db.cleanup();
  });
  return {
    get url() {
      if (!server) throw new Error('the server is not started yet');
      return server.url;
    },
    file: db.file,
  };
}

export function registered(id: string): AnyGame {
  const g = findGame(id);
  if (!g) throw new Error(`${id} is not registered`);
  return g;
}

export interface PlayedGame {
  id: string;
  game: AnyGame;
  /** States and events after each stored action (index 0: the start). */
  history: { state: unknown; events: unknown[] }[];
  /** Number of stored actions. */
  last: number;
  /** `token`: the seat's key (a replay as that seat needs it). */
  people: { seat: number; token: string; client: Client }[];
  spectator: Client;
}

/**
 * Creates a table (bots at even seats heuristic, odd seats random: see createTable), seats socket
 * clients in the other seats, plays to the end and checks that every seat and the spectator got
 * exactly what the engine says they may know. The caller adds its game's own checks, then calls
 * `close`.
 */
export async function playOverSockets(
  server: { url: string; file: string },
  gameId: string,
  setup: {
    players: number;
    bots: number[];
    options?: Record<string, unknown>;
    tag: string;
    timeoutMs?: number;
    /** A game that a lucky first move may end (a Perfect Alibi claim) need not see every seat act. */
    mayEndEarly?: boolean;
  },
): Promise<PlayedGame & { close(): void }> {
  const { players, bots } = setup;
  const game = registered(gameId);
  const host = await createTable(server.url, players, bots, {
    game: gameId,
    ...(setup.options ? { options: setup.options } : {}),
  });
  const id = host.table.id;
  const grants = [host];
  while (grants.length < players - bots.length) grants.push(await join(server.url, id, `P${grants.length}`));
  const people = grants.map((g) => ({ seat: g.seat as number, token: g.token, client: new Client(server.url) }));
  const spectator = new Client(server.url);
  for (const p of people) expect(await p.client.hello(id, p.token)).toEqual({ ok: true });
  expect(await spectator.hello(id)).toEqual({ ok: true });
  const movers = people.map((p) => autoplay(p.client, game, `${setup.tag}:${players}:${p.seat}`));

  const started = await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token });
  expect(started.status).toBe(200);
  await spectator.until(() => spectator.table?.status === 'over', 'the end of the game', setup.timeoutMs ?? 120_000);
  const stored = readStored(server.file, id);
  const last = stored.log.length;
  const clients = [spectator, ...people.map((p) => p.client)];
  for (const c of clients) await c.until(() => c.version === last, 'the final update');
  movers.forEach((m) => m.stop());

  const history = replayStored(game, stored);
  expect(game.outcome(history[last]?.state)).not.toBeNull();
  const actors = new Set(stored.log.map((a) => a.seat));
  if (!setup.mayEndEarly) {
    for (const p of people) expect(actors.has(p.seat)).toBe(true);
    for (const b of bots) expect(actors.has(b)).toBe(true);
  } else if (last > players) expect(actors.size).toBeGreaterThan(1);
  expect(verifyReceived(spectator, 'spectator', game, history, stored.seed)).toEqual([]);
  for (const p of people) expect(verifyReceived(p.client, p.seat, game, history, stored.seed)).toEqual([]);
  return {
    id,
    game,
    history,
    last,
    people: people.map(({ seat, token, client }) => ({ seat, token, client })),
    spectator,
    close: () => clients.forEach((c) => c.close()),
  };
}
