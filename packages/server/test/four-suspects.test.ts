/** Full Four Suspects games over real sockets: socket clients (random legal moves), server bots and a spectator. */
import { describe, expect, it } from 'vitest';
import { api, type Client } from './helpers.ts';
import { playOverSockets, serverForFile } from './games.ts';

const server = serverForFile();

/** Rooms (2 players) in any message before the end must be the viewer's own. */
function foreignRooms(c: Client, seat: number, history: { state: unknown }[]): string[] {
  const problems: string[] = [];
  const last = history.length - 1;
  for (const m of c.received) {
    if (m.event !== 'welcome' && m.event !== 'update') continue;
    const p = m.payload as { version: number; view: { rooms?: unknown } | null };
    if (p.version === last || !p.view) continue;
    const own = (history[p.version]?.state as { secret: { rooms: unknown }[] }).secret[seat]?.rooms ?? null;
    if (JSON.stringify(p.view.rooms ?? null) !== JSON.stringify(own))
      problems.push(`version ${p.version}: rooms that are not the viewer's`);
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
  it.each([0, 1])(
    'game %i plays to the end and leaks no hand',
    async (round) => {
      const played = await playOverSockets(server, 'four-suspects', { players, bots, tag: `fs:${round}`, timeoutMs: 60_000 });
      for (const p of played.people) expect(foreignRooms(p.client, p.seat, played.history)).toEqual([]);
      const replay = await api<{ steps: unknown[] }>(
        server.url,
        'GET',
        `/api/tables/${played.id}/replay?as=${played.people[0]?.seat}`,
        undefined,
        { authorization: `Bearer ${played.people[0]?.token}` },
      );
      expect(replay.status).toBe(200);
      expect(replay.body.steps).toHaveLength(played.last + 1);
      played.close();
    },
    90_000,
  );
});
