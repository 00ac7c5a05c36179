import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { association, associationRow, parseNorms, responses, strengthAt } from '../src/bots/associations.ts';
import { fuse, fusedRow, rowDecodes, BOTH } from '../src/bots/meaning.ts';
import { lemmasOf } from '../src/check.ts';
import { WORDS } from '../src/words.ts';

const file = JSON.parse(readFileSync(new URL('../src/bots/associations.json', import.meta.url), 'utf8')) as {
  cues: Record<string, string[]>;
};

describe('association norms (associations.json)', () => {
  it('lists 100 distinct responses for every suspect word and for nothing else', () => {
    expect(Object.keys(file.cues).sort()).toEqual([...WORDS].sort());
    for (const [cue, list] of Object.entries(file.cues)) {
      expect(list, cue).toHaveLength(100);
      expect(new Set(list).size, cue).toBe(list.length);
    }
  });

  it('holds only plain lower-case words that are no form or part of their cue', () => {
    for (const [cue, list] of Object.entries(file.cues))
      for (const r of list) {
        expect(r, cue).toMatch(/^[a-z]+$/);
        expect(r.includes(cue) || (r.length >= 3 && cue.includes(r)), `${r} for ${cue}`).toBe(false);
        expect(lemmasOf(r), `${r} for ${cue}`).not.toContain(cue);
      }
  });

  it('weighs earlier responses more, the first at 1', () => {
    expect(strengthAt(0)).toBe(1);
    expect(strengthAt(40)).toBeCloseTo(0.5);
    expect(strengthAt(99)).toBeLessThan(strengthAt(5));
  });

  it('ties a clue to a word either way, and reads a plural as its singular', () => {
    const [cue] = WORDS as [string];
    const first = responses(cue)[0] as string;
    expect(association(first, cue)).toBe(1);
    expect(association(`${first}s`, cue)).toBe(1);
    // The reverse: a suspect word used as a clue ties to the words it lists.
    const other = WORDS.find((w) => responses(w).includes(cue));
    if (other) expect(association(other, cue)).toBeGreaterThan(0);
    expect(association('zzzz', cue)).toBe(0);
    expect(associationRow('zzzz', ['apple', 'bread'])).toBeNull();
  });

  it('refuses a file whose lists are not lower-case words', () => {
    expect(() => parseNorms('{"cues": {"apple": ["Red"]}}')).toThrow(/lower-case/);
    expect(() => parseNorms('{}')).toThrow(/cues/);
  });

  it('lifts a pair people link, in the fused reading', () => {
    // Pick a cue pair that share a response and a third word that lists neither that response
    // nor anything: the pair must come out on top by the associations alone.
    const words = ['kettle', 'train', 'carpet'];
    const shared = responses('kettle').filter((r) => association(r, 'train') > 0 && association(r, 'carpet') === 0);
    expect(shared.length).toBeGreaterThan(0);
    const clue = shared[0] as string;
    expect(rowDecodes(fuse(3, null, null, null, associationRow(clue, words)), [0, 1])).toBe(true);
    expect(rowDecodes(fusedRow(clue, words, BOTH), [0, 1])).toBe(true);
  });
});
