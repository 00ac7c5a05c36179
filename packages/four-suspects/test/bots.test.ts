import { describe, expect, it } from 'vitest';
import { randomPolicy, runMatch, type Policy } from '@alibi/engine';
import { deduce, fourSuspects, heuristicPolicy, type State } from '../src/index.ts';

const random = randomPolicy(fourSuspects.meta.interrupts);

describe('heuristic bot', () => {
  it('its certain notes are always true, and all-bot games end with a correct guess', () => {
    for (let i = 0; i < 12; i++) {
      const players = 2 + (i % 4);
      const r = runMatch(fourSuspects, {
        players,
        seed: `sound:${i}`,
        policies: Array.from({ length: players }, () => heuristicPolicy as Policy),
        onStep: ({ state }) => {
          const s = state as State;
          for (let seat = 0; seat < players; seat++) {
            const notes = deduce(fourSuspects.view(s, seat));
            expect(notes.candidates.map((c) => c.join())).toContain(s.hidden.missing.join());
            notes.holds.forEach((cards, holder) => cards.forEach((c) => expect(s.secret[holder]?.hand).toContain(c)));
          }
        },
      });
      expect(r.error).toBeUndefined();
      expect((r.state as State).public.endReason).toBe('correct-guess');
    }
  });

  it.each([2, 3, 4])('wins far more often than random players at the same table (%i players, seats rotated)', (players) => {
    let wins = 0;
    const games = players === 4 ? 40 : 60;
    for (let i = 0; i < games; i++) {
      const botSeat = i % players;
      const policies = Array.from({ length: players }, (_, s) => (s === botSeat ? (heuristicPolicy as Policy) : random));
      const r = runMatch(fourSuspects, { players, seed: `vs:${players}:${i}`, policies });
      expect(r.error).toBeUndefined();
      if ((r.state as State).public.winners?.includes(botSeat)) wins++;
    }
    // A random seat wins about 1 / players of the games; the bot must do much better.
    expect(wins / games).toBeGreaterThan(0.75);
  });
});
