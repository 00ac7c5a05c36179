import { Rng, runMatch } from '@alibi/engine';
import { fourSuspects } from '@alibi/four-suspects';
import { perfectAlibi } from '@alibi/perfect-alibi';
import { describe, expect, it } from 'vitest';
import { makeBot } from '../src/index.ts';

/** The lobby's easy bots play at random, but a bot never leaves a table: only people resign. */
describe('easy bots', () => {
  it('take the rare moves (claims) out of turn but never resign', () => {
    const r = perfectAlibi.setup({ players: 4, seed: 'easy', options: {} });
    if (!r.ok) throw new Error(r.error.message);
    const legal = perfectAlibi.legal(r.value, 1);
    expect(legal).toContainEqual({ type: 'resign' });
    const easy = makeBot('perfect-alibi', 'easy');
    const rng = Rng.fromSeed('easy-choices');
    const taken = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const a = easy.choose({ seat: 1, legal, view: perfectAlibi.view(r.value, 1), rng, mustAct: false }) as { type: string } | null;
      if (a) taken.add(a.type);
    }
    expect(taken).toEqual(new Set(['claim']));
  });

  it('play whole games without resigning', () => {
    const m = runMatch(fourSuspects, { players: 3, seed: 'easy-game', policies: makeBot('four-suspects', 'easy') });
    expect(m.ended).toBe(true);
    expect(m.log.some((l) => (l.action as { type: string }).type === 'resign')).toBe(false);
  });
});
