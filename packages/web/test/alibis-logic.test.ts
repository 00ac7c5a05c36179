/** The Alibis table's pure helpers: the deduction board draft, whom we wait for, rating bands, log lines. */
import { describe, expect, it } from 'vitest';
import { ALIBI_REFUSALS, ratingFor, type SharedAlibi, type View } from '@alibi/alibis';
import { alibisEn } from '../src/i18n/parts/alibis.ts';
import { alibisZh } from '../src/i18n/zh/alibis.ts';
import {
  alDescribeAll,
  alPrompt,
  bandOf,
  draftFrom,
  markWith,
  nextPen,
  suspectsOn,
  waitingSeats,
  type Pen,
} from '../src/alibis/logic.ts';
import { loadLang, translator } from '../src/i18n/format.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const t = translator('en');
const name = (s: number) => ['Ada', 'Bo', 'Cy'][s] ?? '?';

// Three players, two alibis each: seat 0 owns alibis 0 and 1, seat 1 owns 2 and 3, seat 2 owns 4 and 5.
const others: SharedAlibi[] = [
  { index: 2, seat: 1, pair: 0, word: 'farm' },
  { index: 3, seat: 1, pair: 1, word: 'ocean' },
  { index: 4, seat: 2, pair: 0, word: 'winter' },
  { index: 5, seat: 2, pair: 1, word: 'music' },
];
const alibi = (index: number): Pen => ({ kind: 'alibi', index });

describe('deduction board draft', () => {
  it('marks, takes a mark off on a second tap, and replaces the oldest of a full alibi', () => {
    let d = draftFrom(null, 13);
    d = markWith(d, alibi(2), 5);
    d = markWith(d, alibi(2), 7);
    expect(suspectsOn(d, 2)).toEqual([5, 7]);
    d = markWith(d, alibi(2), 9);
    expect(suspectsOn(d, 2)).toEqual([7, 9]);
    expect(d.marks[5]).toBeNull();
    d = markWith(d, alibi(2), 7);
    expect(suspectsOn(d, 2)).toEqual([9]);
  });

  it('keeps the perpetrator single and off any alibi', () => {
    let d = markWith(draftFrom(null, 13), alibi(3), 4);
    d = markWith(d, { kind: 'perpetrator' }, 4);
    expect(d.perpetrator).toBe(4);
    expect(d.marks[4]).toBeNull();
    d = markWith(d, { kind: 'perpetrator' }, 6);
    expect(d.perpetrator).toBe(6);
    d = markWith(d, alibi(3), 6);
    expect(d.perpetrator).toBeNull();
    d = markWith(d, { kind: 'erase' }, 6);
    expect(d.marks[6]).toBeNull();
  });

  it('moves the pen to the next alibi short of two suspects, then to the perpetrator', () => {
    let d = draftFrom(null, 13);
    d = markWith(markWith(d, alibi(4), 0), alibi(4), 1);
    expect(nextPen(d, alibi(4), others)).toEqual(alibi(5));
    d = markWith(markWith(d, alibi(5), 2), alibi(5), 3);
    d = markWith(markWith(d, alibi(2), 4), alibi(2), 5);
    expect(nextPen(d, alibi(5), others)).toEqual(alibi(3));
    d = markWith(markWith(d, alibi(3), 6), alibi(3), 7);
    expect(nextPen(d, alibi(3), others)).toEqual({ kind: 'perpetrator' });
    // Not yet full: the pen stays.
    expect(nextPen(markWith(draftFrom(null, 13), alibi(2), 0), alibi(2), others)).toEqual(alibi(2));
  });

  it('starts from the board the server kept (after a reload)', () => {
    const d = draftFrom({ marks: [2, null, 2, 3, ...Array<null>(9).fill(null)], perpetrator: 5 }, 13);
    expect(suspectsOn(d, 2)).toEqual([0, 2]);
    expect(d.perpetrator).toBe(5);
  });
});

const baseView = (patch: Partial<View>): View => ({
  viewer: 0,
  players: 3,
  suspects: 13,
  pairsPerPlayer: 2,
  phase: 'write',
  round: 1,
  rounds: 3,
  heat: 30,
  heatStart: 30,
  firstPlayer: 1,
  words: [],
  myPairs: null,
  myAlibis: null,
  written: [false, false, false],
  alibis: null,
  myGuess: null,
  confirmed: [false, false, false],
  history: [],
  rating: null,
  ...patch,
});

describe('who the table waits for', () => {
  it('names the writers, then the guessers still to confirm', () => {
    const writing = baseView({ written: [true, false, true] });
    expect(waitingSeats(writing)).toEqual([1]);
    expect(t(alPrompt(writing, 0, name, t).key, alPrompt(writing, 0, name, t).params)).toBe('Waiting for alibis from Bo.');
    expect(alPrompt(writing, 1, name, t).key).toBe('alibis.prompt.write.me2');
    const guessing = baseView({ phase: 'guess', written: [true, true, true], confirmed: [false, true, false] });
    const p = alPrompt(guessing, 1, name, t);
    expect(t(p.key, p.params)).toBe('Waiting for Ada, Cy to confirm their guesses.');
    expect(alPrompt(guessing, null, name, t).key).toBe('alibis.prompt.guess.waiting');
  });

  it('says how the team did once the game is over', () => {
    const over = baseView({ phase: 'over', heat: 0 });
    const p = alPrompt(over, 0, name, t);
    expect(t(p.key, p.params)).toBe('Game over with 0 heat left: Criminal Legends.');
    const q = alPrompt(baseView({ phase: 'over', heat: 12 }), null, name, t);
    expect(t(q.key, q.params)).toBe('Game over with 12 heat left: Apprentice Plotters.');
  });
});

describe('rating bands', () => {
  it('agree with the engine for every heat left', () => {
    for (let heat = 0; heat <= 48; heat++) expect(bandOf(heat), `heat ${heat}`).toBe(ratingFor(heat));
  });
});

describe('log lines', () => {
  it('show the own pairs with their words and hide other seats’ cards', () => {
    const lines = alDescribeAll(
      [
        { type: 'roundStarted', round: 1, firstPlayer: 1, words: ['horse', 'spring', 'moon', 'bread'] },
        { type: 'dealt', seat: 0, pairs: [[0, 1]] },
        { type: 'dealt', seat: 1, pairs: null },
        { type: 'wrote', seat: 1, alibis: null },
      ],
      0,
      name,
      t,
    );
    expect(lines.map((l) => l?.text ?? null)).toEqual([
      'Round 1: new words; Bo shares first.',
      'Your suspects: 1 horse + 2 spring.',
      null,
      'Bo has written.',
    ]);
  });
});

describe('alibi refusals', () => {
  it('every reason the checker gives has a message in both languages', () => {
    for (const reason of ALIBI_REFUSALS) {
      const key = `alibis.refuse.${reason}`;
      expect(alibisEn).toHaveProperty([key]);
      expect(alibisZh).toHaveProperty([key]);
      expect((alibisZh as Record<string, string>)[key]).not.toBe((alibisEn as Record<string, string>)[key]);
    }
  });
});
