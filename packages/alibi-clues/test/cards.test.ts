import { describe, expect, it } from 'vitest';
import { CATEGORIES, CLUE_FEATURE, DECK_CARDS, FEATURES, SUSPECTS, functionOf, isClue } from '../src/index.ts';

describe('components', () => {
  it('66 cards: 16 suspects, 36 clue cards, 14 function cards (6 + 4 + 4)', () => {
    expect(SUSPECTS).toHaveLength(16);
    expect(DECK_CARDS.filter(isClue)).toHaveLength(36);
    const kinds = DECK_CARDS.map(functionOf).filter((k) => k !== null);
    expect(kinds).toHaveLength(14);
    expect(['cover', 'hush', 'tip'].map((k) => kinds.filter((x) => x === k).length)).toEqual([6, 4, 4]);
    expect(SUSPECTS.length + DECK_CARDS.length).toBe(66);
  });

  it('clue cards: gender and build values 3 each, hair and clothes 2 each, each accessory 2 (6 + 6 + 6 + 6 + 12)', () => {
    const perCategory = CATEGORIES.map((c) => CLUE_FEATURE.filter((f) => FEATURES[f]?.category === c).length);
    expect(perCategory).toEqual([6, 6, 6, 6, 12]);
    FEATURES.forEach((f, i) => expect(CLUE_FEATURE.filter((x) => x === i)).toHaveLength(['gender', 'build'].includes(f.category) ? 3 : 2));
  });

  it('each suspect: one gender, build, hair and clothes, 1-2 accessories; no two alike; names unique', () => {
    for (const s of SUSPECTS) {
      const count = (c: string) => s.features.filter((f) => FEATURES[f]?.category === c).length;
      expect([count('gender'), count('build'), count('hair'), count('clothes')]).toEqual([1, 1, 1, 1]);
      expect([1, 2]).toContain(count('accessory'));
      expect([5, 6]).toContain(s.features.length);
    }
    expect(new Set(SUSPECTS.map((s) => s.features.join())).size).toBe(16);
    expect(new Set(SUSPECTS.map((s) => s.name)).size).toBe(16);
  });
});
