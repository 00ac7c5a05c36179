import { describe, expect, it } from 'vitest';
import { checkAlibi, isValidAlibi, lemmasOf, stemOf, WORDS } from '../src/index.ts';

const table = ['horse', 'spring', 'mouse', 'happy', 'knife', 'battery', 'goose', 'run', 'dance'];

describe('checkAlibi', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(31), 'tooLong'],
    ['horse power', 'notOneWord'],
    ['tab\there', 'notOneWord'],
    ['x-ray', 'hasHyphen'],
    ['x–ray', 'hasHyphen'],
    ["o'clock", 'badCharacter'],
    ['hi!', 'badCharacter'],
    ['HORSE', 'sameWord'],
    ['horseshoe', 'containsSuspectWord'],
    ['Seahorses', 'containsSuspectWord'],
    ['happiness', 'sameStem'],
    ['batteries', 'sameStem'],
    ['mice', 'sameLemma'],
    ['geese', 'sameLemma'],
    ['ran', 'sameLemma'],
    ['knives', 'sameLemma'],
  ])('%j is refused: %s', (alibi, reason) => {
    const r = checkAlibi(alibi, table);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe(reason);
      expect(r.message.length).toBeGreaterThan(5);
    }
  });

  it('names the suspect word it clashes with', () => {
    expect(checkAlibi('mice', table)).toMatchObject({ ok: false, reason: 'sameLemma', word: 'mouse' });
  });

  it.each(['chicken', 'Rodent', 'NASA', 'R2D2', '1984', 'Zürich', 'saddle', ' farm '])('%j is accepted', (alibi) => {
    expect(checkAlibi(alibi, table)).toEqual({ ok: true });
    expect(isValidAlibi(alibi, table)).toBe(true);
  });

  it('uses the real Porter stemmer and WordNet lemmatizer', () => {
    expect(stemOf('happiness')).toBe(stemOf('happy'));
    expect(stemOf('generalization')).toBe('gener');
    expect(lemmasOf('mice')).toContain('mouse');
    expect(lemmasOf('went')).toContain('go');
    expect(lemmasOf('better')).toContain('good');
  });

  it('every word of the list is refused on a table where it lies, and accepted as a clue for the others', () => {
    for (let i = 0; i + 9 <= WORDS.length; i += 9) {
      const words = WORDS.slice(i, i + 9);
      for (const w of words) expect(checkAlibi(w, words).ok).toBe(false);
    }
    expect(checkAlibi('apple', ['horse', 'cloud']).ok).toBe(true);
  });
});
