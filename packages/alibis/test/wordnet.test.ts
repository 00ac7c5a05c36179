import { describe, expect, it } from 'vitest';
import { lookup, synset } from '../src/bots/wordnet.ts';
import { relatedness } from '../src/bots/related.ts';

describe('WordNet reader', () => {
  it('finds index entries by bisection and reads synsets at their offsets', () => {
    const horse = lookup('horse', 'n');
    expect(horse?.synsets.length).toBeGreaterThanOrEqual(5);
    const first = synset(horse?.synsets[0] as string);
    expect(first.words).toContain('horse');
    expect(first.gloss).toMatch(/hoofed/);
    // Its hypernym is the equine family's member synset.
    const up = first.pointers.find((p) => p.symbol === '@');
    expect(synset(up?.target as string).words).toContain('equine');
    expect(lookup('zzzz', 'n')).toBeNull();
    expect(lookup('aardvark', 'n')).not.toBeNull();
    expect(lookup('zymurgy', 'n')).not.toBeNull();
    expect(lookup('run', 'v')?.tagged).toBeGreaterThan(10);
    // Satellite adjectives are filed under the adjective data.
    expect(synset(lookup('big', 'a')?.synsets[0] as string).words).toContain('big');
  });

  it('relatedness prefers related words', () => {
    expect(relatedness('horse', 'saddle')).toBeGreaterThan(relatedness('horse', 'violin'));
    expect(relatedness('trout', 'salmon')).toBeGreaterThan(relatedness('trout', 'castle'));
    expect(relatedness('doctor', 'hospital')).toBeGreaterThan(relatedness('doctor', 'banana'));
    expect(relatedness('qwxz', 'horse')).toBe(0);
  });
});
