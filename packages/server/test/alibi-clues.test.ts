/** Full Alibi Clues games over real sockets: socket clients (random legal moves), server bots and a spectator. */
import { describe, expect, it } from 'vitest';
import { playOverSockets, serverForFile } from './games.ts';

const server = serverForFile();

// Alibi Clues games are long (every suspect of the deck is played out), so one game per table size.
const cases = [
  { players: 2, bots: [1] },
  { players: 3, bots: [] },
  { players: 5, bots: [1, 3] },
];

describe.each(cases)('alibi-clues, $players seats, bots in $bots', ({ players, bots }) => {
  it('plays to the end; every message matches the engine and leaks no hand', async () => {
    const played = await playOverSockets(server, 'alibi-clues', { players, bots, tag: 'ac' });
    // A whole game plays out several suspects: far more than a handful of actions.
    expect(played.last).toBeGreaterThan(100);
    played.close();
  }, 150_000);
});
