import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alibis, type Action, type State, type View } from '../src/index.ts';
import { relatedness } from '../src/bots/related.ts';
import { BOTH, decodes, fusedRow, vectorRow, wordnetRow, type Reader } from '../src/bots/meaning.ts';
import { bestAlibi, VEC_GAP } from '../src/bots/wordBot.ts';
import {
  AlibisReviewError,
  READERS,
  readAlibi,
  reviewAlibis,
  reviewAlibisFromViews,
  type AlibisReview,
  type AlibisReviewInput,
} from '../src/review.ts';
import { NEUTRAL, board, emptyMarks, guessAction, simpleDeal } from './helpers.ts';

const FIXTURE = JSON.parse(
  readFileSync(new URL('../../cli/test/fixtures/alibis-3p.json', import.meta.url), 'utf8'),
) as AlibisReviewInput;

const OPTIONS = { deal: simpleDeal(4), firstPlayer: 0 };
const confirm: Action = { type: 'confirm' };

/**
 * A scripted 4-player game (seat i holds suspects 2i, 2i+1; suspect 8 is the perpetrator every
 * round). Round 1: horse+spring, piano+castle, apple+shark, knife+cloud; boards below. Seat 2
 * first drafts the right pair for alibi 0, then replaces it with a wrong board: only the
 * confirmed board counts (and the draft never shows). Rounds 2 and 3: neutral alibis, boards
 * naming only the perpetrator.
 */
function scripted(): { actions: { seat: number; action: unknown }[]; confirms: Record<number, number> } {
  const actions: { seat: number; action: unknown }[] = [];
  const add = (seat: number, action: Action) => actions.push({ seat, action }) - 1;
  add(0, { type: 'write', alibis: ['saddle'] });
  add(1, { type: 'write', alibis: ['keyboard'] });
  add(2, { type: 'write', alibis: ['bite'] });
  add(3, { type: 'write', alibis: ['blade'] });
  add(2, guessAction(board(4, { 0: [0, 1] }, 8))); // a draft with the right pair
  add(1, guessAction(board(4, { 0: [0, 1], 2: [4, 5], 3: [6, 7] }, 8)));
  const confirms: Record<number, number> = {};
  confirms[1] = add(1, confirm);
  add(3, guessAction(board(4, { 0: [0, 1], 1: [2, 5] }, 8)));
  confirms[3] = add(3, confirm);
  add(0, guessAction(board(4, { 1: [2, 3], 2: [4, 6] }, 8)));
  confirms[0] = add(0, confirm);
  add(2, guessAction(board(4, { 0: [6, 7], 3: [0, 1] }, 3))); // replaces the draft
  confirms[2] = add(2, confirm);
  for (let round = 2; round <= 3; round++) {
    for (let seat = 0; seat < 4; seat++) add(seat, { type: 'write', alibis: [NEUTRAL[seat] as string] });
    for (let seat = 0; seat < 4; seat++) {
      add(seat, guessAction({ marks: emptyMarks(4), perpetrator: 8 }));
      add(seat, confirm);
    }
  }
  return { actions, confirms };
}

const input = (actions: { seat: number; action: unknown }[]): AlibisReviewInput => ({
  game: 'alibis',
  players: 4,
  seed: 'review',
  options: OPTIONS,
  actions,
});

/** The states along a log, with the engine (refused actions skipped). */
function statesOf(i: AlibisReviewInput): State[] {
  const s = alibis.setup({ players: i.players, seed: i.seed, options: i.options ?? {} });
  if (!s.ok) throw new Error(s.error.message);
  const out = [s.value];
  for (const { seat, action } of i.actions) {
    const r = alibis.apply(out[out.length - 1] as State, seat, action);
    out.push(r.ok ? r.value.state : (out[out.length - 1] as State));
  }
  return out;
}

describe('reviewAlibis on a scripted game', () => {
  const { actions, confirms } = scripted();
  const review = reviewAlibis(input(actions));

  it('lists every alibi with its writer, pair and word, and what each board made of it', () => {
    expect(review.over).toBe(true);
    expect(review.rounds).toHaveLength(3);
    const r1 = review.rounds[0]!;
    expect(r1.alibis.map((a) => [a.seat, a.word, a.suspects])).toEqual([
      [0, 'saddle', [0, 1]],
      [1, 'keyboard', [2, 3]],
      [2, 'bite', [4, 5]],
      [3, 'blade', [6, 7]],
    ]);
    const [a0, a1, a2, a3] = r1.alibis as [AlibisReview['rounds'][0]['alibis'][0], ...AlibisReview['rounds'][0]['alibis']];
    expect(a0.foundBy).toEqual([1, 3]);
    // Seat 1 confirmed first: that is when the pair was found.
    expect(a0.foundAt).toEqual({ step: confirms[1], seat: 1 });
    expect(a0.boards.map((b) => [b.seat, b.result, b.marked, b.step])).toEqual([
      [1, 'found', [0, 1], confirms[1]],
      [2, 'wrong', [6, 7], confirms[2]], // the confirmed board, not the draft
      [3, 'found', [0, 1], confirms[3]],
    ]);
    expect(a1?.foundBy).toEqual([0]);
    expect(a1?.boards.map((b) => b.result)).toEqual(['found', 'none', 'half']);
    expect(a1?.foundAt).toEqual({ step: confirms[0], seat: 0 });
    expect(a2?.foundBy).toEqual([1]);
    expect(a2?.boards.map((b) => b.result)).toEqual(['half', 'found', 'none']);
    expect(a3?.foundBy).toEqual([1]);
    expect(a3?.boards.map((b) => b.result)).toEqual(['none', 'found', 'wrong']);
    expect(r1.perpetratorGuesses).toEqual([8, 8, 3, 8]);
    expect(r1.perpetratorFoundBy).toEqual([0, 1, 3]);
    expect(review.rounds.slice(1).every((r) => r.alibis.every((a) => !a.found))).toBe(true);
  });

  it('matches the log: the game’s own records of who found which pair', () => {
    const last = statesOf(input(actions)).at(-1) as State;
    for (const [i, record] of last.public.history.entries()) {
      const r = review.rounds[i]!;
      expect(r.heatLeft).toBe(record.heatLeft);
      expect(r.heatRemoved).toBe(record.heatRemoved);
      for (const a of r.alibis) expect(a.foundBy).toEqual(record.guessedBy[a.index]);
    }
    expect(review.summary.pairsFound).toBe(4);
    expect(review.summary.alibis).toBe(12);
    expect(review.summary.perpetratorFound).toBe(3 + 4 + 4);
    expect(review.heatLeft).toBe(last.public.heat);
    expect(review.summary.heatRemoved).toBe(32 - last.public.heat);
  });

  it('never shows a board draft', () => {
    // Seat 2's draft (alibi 0 = suspects 0 and 1) was replaced: nothing in the review says it was there.
    const a0 = review.rounds[0]!.alibis[0]!;
    expect(a0.boards.find((b) => b.seat === 2)?.marked).toEqual([6, 7]);
    expect(a0.foundBy).not.toContain(2);
  });
});

/** 1-based ranks, highest first, ties to the lower index: written here from the definition, not imported. */
const ranksOf = (row: readonly number[]) => row.map((x, i) => 1 + row.filter((y, j) => y > x || (y === x && j < i)).length);
/** The lesser score of the pair minus the best other score. */
const marginOf = (row: readonly number[], [p, q]: readonly number[]) =>
  Math.min(row[p as number] as number, row[q as number] as number) - Math.max(...row.filter((_, i) => i !== p && i !== q));
const WORDNET_ONLY: Reader = { wordnet: true, vectors: null };
const VECTORS_ONLY: Reader = { wordnet: false, vectors: 'all' };

describe('what the bots’ models make of each alibi', () => {
  const review = reviewAlibis(FIXTURE);
  const all = review.rounds.flatMap((r) => r.alibis.map((a) => ({ r, a })));

  it('every suspect word: WordNet relatedness, each model’s value, rank and 0-100 scale, as meaning.ts computes them', () => {
    expect(all).toHaveLength(18);
    for (const { r, a } of all) {
      const rows = {
        wordnet: wordnetRow(a.word, r.words),
        vectors: vectorRow(a.word, r.words),
        fused: fusedRow(a.word, r.words, BOTH),
      };
      expect(a.fits.map((f) => f.word)).toEqual(r.words);
      for (const model of READERS) {
        const row = rows[model];
        const fits = a.fits.map((f) => f[model]);
        if (!row) {
          expect(
            fits.every((f) => f === null),
            `${a.word} ${model}`,
          ).toBe(true);
          continue;
        }
        const rank = ranksOf(row);
        const [top, bottom] = [Math.max(...row), Math.min(...row)];
        fits.forEach((f, s) => {
          expect(f?.value, `${a.word} ${model} ${s}`).toBeCloseTo(row[s] as number, 6);
          expect(f?.rank).toBe(rank[s]);
          expect(f?.score).toBe(Math.round((100 * ((row[s] as number) - bottom)) / (top - bottom)));
        });
      }
      a.fits.forEach((f, s) => {
        expect(f.relatedness).toBeCloseTo(relatedness(a.word, r.words[s] as string), 6);
        expect(f.intended).toBe(a.suspects.includes(s));
      });
    }
  });

  it('each model’s reading is meaning.ts `decodes` with that reader; the margin is the writer’s', () => {
    for (const { r, a } of all) {
      const readers = { wordnet: WORDNET_ONLY, vectors: VECTORS_ONLY, fused: BOTH };
      for (const model of READERS) {
        expect(a.readings[model].decodes, `${a.word} ${model}`).toBe(decodes(a.word, r.words, a.suspects, readers[model]));
      }
      const wn = wordnetRow(a.word, r.words);
      const vec = vectorRow(a.word, r.words);
      const fused = fusedRow(a.word, r.words, BOTH);
      expect(a.readings.wordnet.margin).toBeCloseTo(marginOf(wn as number[], a.suspects), 5);
      if (vec) expect(a.readings.vectors.margin).toBeCloseTo(marginOf(vec, a.suspects), 5);
      else expect(a.readings.vectors).toEqual({ top: null, decodes: false, margin: null });
      expect(a.readings.fused.margin).toBeCloseTo(marginOf(fused, a.suspects), 5);
      // The writer's score less its both-sources bonus and frequency term (bots/wordBot.ts).
      expect(a.margin).toBeCloseTo(marginOf(fused, a.suspects) + (vec ? VEC_GAP * marginOf(vec, a.suspects) : 0), 5);
      const fusedRank = ranksOf(fused);
      expect(a.readings.fused.top).toEqual([fusedRank.indexOf(1), fusedRank.indexOf(2)].sort((x, y) => x - y));
      const others = r.words.map((_, s) => s).filter((s) => !a.suspects.includes(s));
      const rival = others.reduce((b, s) => ((fusedRank[s] as number) < (fusedRank[b] as number) ? s : b));
      expect(a.rival).toEqual({ suspect: rival, word: r.words[rival] });
    }
    // The fixture's clues come from the WordNet-only bots of before issue #20: WordNet reads most of them.
    expect(all.filter(({ a }) => a.readings.wordnet.decodes).length).toBe(13);
    expect(all.filter(({ a }) => a.readings.fused.decodes).length).toBe(4);
  });

  it('a clue the word bot writes now is read by the fused model, with a positive fused margin', () => {
    const r = review.rounds[0]!;
    for (const pair of [
      [0, 1],
      [4, 6],
      [2, 9],
    ] as [number, number][]) {
      const clue = bestAlibi(r.words, pair) as string;
      const read = readAlibi(clue, r.words, pair);
      expect(read.readings.fused.decodes, clue).toBe(true);
      expect(read.readings.fused.margin, clue).toBeGreaterThan(0);
    }
  });

  it('summary: per model, the alibis it read as meant and how often the table found them; best and worst by margin', () => {
    for (const model of READERS) {
      const decoded = all.filter(({ a }) => a.readings[model].decodes);
      const missed = all.filter(({ a }) => !a.readings[model].decodes);
      const found = (xs: typeof all) => (xs.length ? xs.filter(({ a }) => a.found).length / xs.length : null);
      const m = review.summary.readers[model];
      expect(m.decoded).toBe(decoded.length);
      expect(m.decodedFound).toBe(decoded.filter(({ a }) => a.found).length);
      expect(m.share).toBeCloseTo(decoded.length / 18, 6);
      expect(m.known).toBe(all.filter(({ a }) => a.readings[model].top !== null).length);
      expect(m.foundWhenDecoded).toBeCloseTo(found(decoded) as number, 6);
      expect(m.foundWhenNot).toBeCloseTo(found(missed) as number, 6);
    }
    const margins = all.map(({ a }) => a.margin as number);
    expect(review.summary.best[0]?.margin).toBe(Math.max(...margins));
    expect(review.summary.worst[0]?.margin).toBe(Math.min(...margins));
    expect(review.summary.pairsFound).toBe(all.filter(({ a }) => a.found).length);
    expect(review.summary.text).toMatch(
      /^\d+\/18 pairs found, perpetrator named \d+\/9 times, heat \d+ left of 30; pair on top by WordNet 13\/18, vectors \d+\/18, fused 4\/18; best clue "/,
    );
  });
});

describe('secrecy, determinism, bad input', () => {
  it('is the same from every seat’s views as from the spectator’s (nothing private is read)', () => {
    const states = statesOf(FIXTURE);
    const full = reviewAlibis(FIXTURE);
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const views = states.map((s) => alibis.view(s, viewer)) as View[];
      expect(reviewAlibisFromViews(views, full.refused)).toEqual(full);
    }
  });

  it('gives the same review, byte for byte, on every run', () => {
    expect(JSON.stringify(reviewAlibis(FIXTURE))).toBe(JSON.stringify(reviewAlibis(structuredClone(FIXTURE))));
  });

  it('lists refused actions and goes on', () => {
    const review = reviewAlibis(FIXTURE);
    expect(review.refused).toEqual([{ index: 0, seat: 0, code: 'ILLEGAL', message: expect.stringContaining('(sameWord)') }]);
    const { actions } = scripted();
    const withJunk = [{ seat: 9, action: { type: 'confirm' } }, ...actions, { seat: 0, action: { type: 'nonsense' } }];
    const r = reviewAlibis(input(withJunk));
    expect(r.refused.map((x) => [x.index, x.code])).toEqual([
      [0, 'NOT_ACTOR'],
      [withJunk.length - 1, 'MALFORMED'],
    ]);
    const clean = reviewAlibis(input(actions));
    expect(r.rounds).toEqual(
      clean.rounds.map((round) => ({
        ...round,
        alibis: round.alibis.map((a) => ({
          ...a,
          foundAt: a.foundAt && { ...a.foundAt, step: a.foundAt.step + 1 },
          boards: a.boards.map((b) => ({ ...b, step: b.step === null ? null : b.step + 1 })),
        })),
      })),
    );
  });

  it('refuses another game’s replay and a bad setup with a typed error', () => {
    expect(() => reviewAlibis({ ...FIXTURE, game: 'perfect-alibi' })).toThrow(AlibisReviewError);
    expect(() => reviewAlibis({ ...FIXTURE, players: 7 })).toThrow(/refused the setup/);
    expect(() => reviewAlibisFromViews([])).toThrow(AlibisReviewError);
  });

  it('reviews only revealed rounds when the log stops early', () => {
    const { actions } = scripted();
    const r = reviewAlibis(input(actions.slice(0, 8)));
    expect(r.over).toBe(false);
    expect(r.rounds).toEqual([]);
    expect(r.summary.text).toBe('0/0 pairs found, perpetrator named 0/0 times, heat 32 left of 32');
  });
});
