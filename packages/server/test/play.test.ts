/** Full Perfect Alibi games over real sockets: people (random legal moves), bots and a spectator. */
import { describe, expect, it } from 'vitest';
import { api } from './helpers.ts';
import { playOverSockets, serverForFile } from './games.ts';

const server = serverForFile();

const cases = [
  { players: 3, bots: [2], games: 3 },
  { players: 4, bots: [1, 3], games: 3 },
  { players: 5, bots: [0, 4], games: 3 },
];

describe.each(cases)('$players seats, bots in $bots', ({ players, bots, games }) => {
  it.each(Array.from({ length: games }, (_, i) => i))('game %i plays to the end and leaks nothing', async (round) => {
    // Bots and people both act, unless a lucky first claim ends the game at once (the server seeds
    // each table at random, so now and then the first mover claims right).
    const played = await playOverSockets(server, 'perfect-alibi', {
      players,
      bots,
      tag: `round${round}`,
      timeoutMs: 30_000,
      mayEndEarly: true,
    });
    const { id, last, people, spectator } = played;
    // Every applied version reached every connection once, in order.
    for (const c of [spectator, ...people.map((p) => p.client)]) {
      const versions = c.messages('update').map((u) => (u as { version: number }).version);
      expect(versions).toEqual(Array.from({ length: last + 1 }, (_, v) => v));
    }
    const me = people[0];
    const replay = await api<{ steps: unknown[] }>(server.url, 'GET', `/api/tables/${id}/replay?as=${me?.seat}`, undefined, {
      authorization: `Bearer ${me?.token}`,
    });
    expect(replay.status).toBe(200);
    expect(replay.body.steps).toHaveLength(last + 1);
    played.close();
  });
});
