import { describe, expect, it } from 'vitest';
import { SUSPECTS, WORDS } from '../src/index.ts';
import { lookup } from '../src/bots/wordnet.ts';

describe('the word list', () => {
  it('has at least 400 distinct lower-case words, enough for three rounds of 13 without repeats', () => {
    expect(WORDS.length).toBeGreaterThanOrEqual(400);
    expect(new Set(WORDS).size).toBe(WORDS.length);
    for (const w of WORDS) expect(w).toMatch(/^[a-z]{3,20}$/);
    expect(WORDS.length).toBeGreaterThan(3 * Math.max(...Object.values(SUSPECTS)));
    expect([...WORDS].sort()).toEqual(WORDS);
  });

  it('every word is a WordNet noun', () => {
    expect(WORDS.filter((w) => lookup(w, 'n') === null)).toEqual([]);
  });
});
