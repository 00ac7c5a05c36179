import { describe, expect, it } from 'vitest';
import { ALL_CARDS, ALL_SETS, CARD_TYPES, MAX_ATOMS, actionSchema, type Atom } from '@alibi/alibi-1993';
import { toggleAtom } from '../src/a93/logic.ts';

describe('Alibi (1993) question builder', () => {
  it('builds a union of every atom there is, each once, and the server’s schema accepts it (no cap below the deck)', () => {
    const atoms: Atom[] = [
      { kind: 'all' },
      ...CARD_TYPES.map((type) => ({ kind: 'type' as const, type })),
      ...ALL_SETS.map((set) => ({ kind: 'set' as const, set })),
      ...[0, 1, 2].map((time) => ({ kind: 'time' as const, time })),
      ...ALL_CARDS.map((card) => ({ kind: 'card' as const, card })),
    ];
    let filter: Atom[] = [];
    for (const a of atoms) filter = toggleAtom(filter, a);
    // Adding one again takes it out: the draft never repeats an atom, so it never exceeds the limit.
    expect(filter).toHaveLength(MAX_ATOMS);
    expect(toggleAtom(filter, { kind: 'card', card: 5 })).toHaveLength(MAX_ATOMS - 1);
    const ask = { type: 'ask', target: 1, question: { filter, scope: 'seen' } };
    expect(actionSchema.safeParse(ask).success).toBe(true);
  });
});
