import { runMatch, type Policy } from '@alibi/engine';
import { claimThreshold, expertPolicy, perfectAlibi, type State, type View } from '@alibi/perfect-alibi';
import { describe, expect, it } from 'vitest';
import { makeBot } from '../src/index.ts';

/** The lobby's hard Perfect Alibi bot claims on the exact deduction engine's chances. */
describe('hard Perfect Alibi bot (exact deduction)', () => {
  const hard = makeBot('perfect-alibi', 'expert');

  it('is never wrong when it claims before guessing starts: its certainty is exact (Rival, 3-5 players)', () => {
    let early = 0;
    for (let i = 0; i < 9; i++) {
      const players = 3 + (i % 3);
      const r = runMatch(perfectAlibi, {
        players,
        seed: `hard-exact:${i}`,
        options: { rival: true },
        policies: hard,
        onStep: ({ state, events }) => {
          for (const e of events as { type: string; correct?: boolean }[]) {
            if (e.type !== 'claimed') continue;
            // Before the guessing rounds the bot claims only at probability 1.
            const s = state as State;
            if (claimThreshold({ turn: s.public.turn, players } as View) < 1) continue;
            early++;
            expect(e.correct).toBe(true);
          }
        },
      });
      expect(r.error).toBeUndefined();
      expect(r.ended).toBe(true);
    }
    expect(early).toBeGreaterThan(3);
  }, 120_000);

  it('beats the enumerating expert in Rival games (4 players, two seats each, rotated)', () => {
    const enumerating = expertPolicy as Policy;
    let wins = 0;
    const games = 24;
    for (let i = 0; i < games; i++) {
      const policies = [0, 1, 2, 3].map((seat) => ((seat + i) % 2 === 0 ? hard : enumerating));
      const r = runMatch(perfectAlibi, {
        players: 4,
        seed: `hard-vs-enum:${Math.floor(i / 2)}`,
        policySeed: `p${i}`,
        options: { rival: true },
        policies,
      });
      expect(r.error).toBeUndefined();
      if (((r.state as State).public.winners ?? []).some((seat) => (seat + i) % 2 === 0)) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.6);
  }, 120_000);
});
