/** Full Alibi (1993) games over real sockets: socket clients (random legal moves), server bots and a spectator. */
import { describe, expect, it } from 'vitest';
import { playOverSockets, serverForFile } from './games.ts';

const server = serverForFile();

// Bots at even seats are heuristic, at odd seats random (see createTable). The last case plays a
// series of two hands.
const cases = [
  { players: 3, bots: [], options: {} },
  { players: 4, bots: [2], options: {} },
  { players: 6, bots: [1, 2, 4], options: { series: 2 } },
];

describe.each(cases)('alibi-1993, $players seats, bots in $bots, options $options', ({ players, bots, options }) => {
  it('plays to the end through the simultaneous passes and sheets; every message matches the engine and leaks no secret', async () => {
    const played = await playOverSockets(server, 'alibi-1993', { players, bots, options, tag: 'a93' });
    const final = played.history[played.last]?.state as { public: { results: unknown[] } };
    expect(final.public.results).toHaveLength((options as { series?: number }).series ?? 1);
    // Every hand ends with one sheet per seat after the accusation.
    expect(played.last).toBeGreaterThanOrEqual((players + 1) * final.public.results.length);
    played.close();
  }, 150_000);
});
