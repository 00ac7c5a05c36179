/** Full Alibis games over real sockets: socket clients (random legal moves), server word bots and a spectator. */
import { describe, expect, it } from 'vitest';
import { playOverSockets, serverForFile } from './games.ts';

const server = serverForFile();

// Bots at even seats are word bots (heuristic), at odd seats random (see createTable).
const cases = [
  { players: 2, bots: [] },
  { players: 3, bots: [2] },
  { players: 4, bots: [1, 2] },
  { players: 6, bots: [2, 4, 5] },
];

describe.each(cases)('alibis, $players seats, bots in $bots', ({ players, bots }) => {
  it('plays to the end through the simultaneous phases; every message matches the engine and leaks no secret', async () => {
    const played = await playOverSockets(server, 'alibis', { players, bots, tag: 'al' });
    const final = played.history[played.last]?.state as { public: { history: unknown[] } };
    // Every round: one write per seat, then at least a board and a confirmation per seat.
    expect(played.last).toBeGreaterThanOrEqual(3 * players * final.public.history.length);
    played.close();
  }, 150_000);
});
