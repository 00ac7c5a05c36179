import { describe, expect, it } from 'vitest';
import { runMatch, type Policy } from '@alibi/engine';
import { alibis, bestAlibi, expertStyle, checkAlibi, expertWordPolicy, wordBotPolicy, type State } from '../src/index.ts';

const heatRemoved = (policy: Policy, players: number, seeds: number) => {
  let removed = 0;
  for (let i = 0; i < seeds; i++) {
    const r = runMatch(alibis, { players, seed: `expert-test:${players}:${i}`, policies: policy });
    expect(r.error).toBeUndefined();
    const s = r.state as State;
    removed += s.public.heatStart - s.public.heat;
  }
  return removed;
};

describe('expert word bot', () => {
  it('writes alibis the checker accepts in its sharper style', () => {
    const words = ['horse', 'spring', 'piano', 'castle', 'apple', 'shark', 'knife', 'cloud', 'doctor'];
    const clue = bestAlibi(words, [4, 0], [], expertStyle(1));
    expect(clue).not.toBeNull();
    expect(checkAlibi(clue as string, words).ok).toBe(true);
  });

  it('all-expert games end at 2 and 3 players (two alibis each)', () => {
    for (const players of [2, 3]) {
      const r = runMatch(alibis, { players, seed: `expert-end:${players}`, policies: expertWordPolicy as Policy });
      expect(r.error).toBeUndefined();
      expect(alibis.outcome(r.state as State)).not.toBeNull();
    }
  }, 60_000);

  it('removes at least as much heat as the word bot at 6 players (same seeds)', () => {
    const hard = heatRemoved(expertWordPolicy as Policy, 6, 6);
    const medium = heatRemoved(wordBotPolicy as Policy, 6, 6);
    // With the two-source bots (issue #20) both removed all 288 of 288 on these seeds, so only a tie is possible.
    expect(hard).toBeGreaterThanOrEqual(medium);
    expect(medium).toBeGreaterThan(240);
  }, 120_000);
});
