import { describe, expect, it } from 'vitest';
import { randomPolicy, runMatch, type Policy } from '@alibi/engine';
import { deduce, heuristicPolicy, perfectAlibi, type State } from '../src/index.ts';

const random = randomPolicy(perfectAlibi.meta.interrupts);

describe('heuristic bot', () => {
  it.each([
    ['standard', {}],
    ['rival', { rival: true }],
  ])('%s: its certain notes are always true, and all-bot games end', (name, options) => {
    // Rival games among these bots run long (certainty is rare), so fewer of them.
    for (let i = 0; i < (name === 'rival' ? 8 : 30); i++) {
      const players = 3 + (i % 3);
      const r = runMatch(perfectAlibi, {
        players,
        seed: `sound:${i}`,
        options,
        policies: Array.from({ length: players }, () => heuristicPolicy as Policy),
        onStep: ({ state }) => {
          const s = state as State;
          if (s.public.questions.length % 3 !== 0) return; // every third question is plenty, and keeps it fast
          for (let seat = 0; seat < players; seat++) {
            const notes = deduce(perfectAlibi.view(s, seat));
            expect(notes.candidates).toContain(s.hidden.missing);
            notes.holds.forEach((cards, holder) => cards.forEach((c) => expect(s.secret[holder]?.hand).toContain(c)));
          }
        },
      });
      expect(r.error).toBeUndefined();
      // Without Rival, a table of these bots always ends with a certain, correct claim.
      if (!('rival' in options)) expect((r.state as State).public.endReason).toBe('correct-claim');
    }
  }, 180_000);

  it('wins far more often than random players at the same table (3 players, seats rotated)', () => {
    let wins = 0;
    const games = 150;
    for (let i = 0; i < games; i++) {
      const botSeat = i % 3;
      const policies = [0, 1, 2].map((s) => (s === botSeat ? (heuristicPolicy as Policy) : random));
      const r = runMatch(perfectAlibi, { players: 3, seed: `vs:${i}`, policies });
      expect(r.error).toBeUndefined();
      if ((r.state as State).public.winners?.includes(botSeat)) wins++;
    }
    // A random seat wins about a third of the time; the heuristic bot must do much better.
    expect(wins / games).toBeGreaterThan(0.6);
  });
});
