/**
 * The rulebook read rule by rule against the engine (our own wording; the scoring rules, the
 * phases and the refusals of boards have their scenarios in rules.test.ts). Fixed deals from
 * helpers.ts: seat i holds suspects 2i, 2i+1 (4-6 players) or 4i..4i+3 (2-3 players), so the last
 * suspect is the perpetrator.
 */
import { describe, expect, it } from 'vitest';
import { HEAT, SUSPECTS, WORDS, alibis, pairsPerPlayer, type Deal, type State } from '../src/index.ts';
import { board, guessAll, play, simpleDeal, start, writeAll } from './helpers.ts';

const shared = (s: State) => play(s, writeAll(s)).state;
const writeIn = (s: State, seat: number, words: string[]) => alibis.apply(s, seat, { type: 'write', alibis: words });

describe('setting up', () => {
  it.each([2, 3, 4, 5, 6])('%i players: every suspect but one is dealt, the one left over is the perpetrator', (players) => {
    for (const seed of ['a', 'b', 'c']) {
      const r = alibis.setup({ players, seed, options: {} });
      if (!r.ok) throw new Error(r.error.message);
      const s = r.value;
      const dealt = s.secret.flatMap((x) => x.pairs.flat());
      expect(dealt).toHaveLength(players * pairsPerPlayer(players) * 2);
      const all = [...dealt, s.hidden.perpetrator].sort((a, b) => a - b);
      expect(all).toEqual(Array.from({ length: SUSPECTS[players] as number }, (_, i) => i));
      expect(s.public.heat).toBe(HEAT[players]);
      // One word face up on each suspect, from the shuffled word deck.
      expect(s.public.words).toHaveLength(SUSPECTS[players] as number);
      for (const w of s.public.words) expect(WORDS).toContain(w);
    }
  });

  it('the first player is chosen at random', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const r = alibis.setup({ players: 5, seed: `first-${i}`, options: {} });
      if (r.ok) firsts.add(r.value.public.firstPlayer);
    }
    expect(firsts.size).toBe(5);
  });

  it('each round draws new words: no word comes back within a game', () => {
    const r = alibis.setup({ players: 6, seed: 'words', options: {} });
    if (!r.ok) throw new Error(r.error.message);
    const words = [r.value.public.words, ...r.value.hidden.upcoming.map((u) => u.words)].flat();
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('writing alibis', () => {
  it("the rulebook's example: a farm bird links a horse and a season", () => {
    // Seat 0 holds horse (0) and spring (1).
    const s = start(4);
    expect(s.public.words.slice(0, 2)).toEqual(['horse', 'spring']);
    expect(writeIn(s, 0, ['Chicken']).ok).toBe(true);
  });

  it('an alibi may be a word, a proper noun, an abbreviation or an acronym', () => {
    const s = start(4);
    for (const alibi of ['saddle', 'Paris', 'Dr', 'NASA', 'DNA', 'UFO']) expect(writeIn(s, 0, [alibi]).ok).toBe(true);
  });

  it.each([
    ['hyphens', 'x-ray', 'hasHyphen'],
    ['spaces', 'hay bale', 'notOneWord'],
    ['a suspect word', 'HORSE', 'sameWord'],
    ['a suspect word inside it', 'racehorse', 'containsSuspectWord'],
    ['a form of a suspect word', 'knives', 'sameLemma'],
    ['a form of a suspect word inside it', 'penknives', 'containsSuspectWord'],
    ['a derivation of a suspect word', 'pianist', 'derivation'],
    ['another spelling of a suspect word', 'colour', 'spellingVariant'],
  ])('an alibi may not hold %s (%j)', (_what, alibi, reason) => {
    const deal: Deal = simpleDeal(4);
    // horse spring piano castle apple shark knife cloud color
    deal.rounds[0]!.words = [...deal.rounds[0]!.words.slice(0, 8), 'color'];
    const r = writeIn(start(4, deal), 0, [alibi]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(`(${reason})`);
  });

  it('alibis are written in secret: nobody sees one before everyone has written', () => {
    let s = start(4);
    s = play(s, [[0, { type: 'write', alibis: ['chicken'] }]]).state;
    for (const viewer of [1, 2, 3, 'spectator'] as const) {
      const v = alibis.view(s, viewer);
      expect(JSON.stringify(v)).not.toContain('chicken');
      expect(v.written).toEqual([true, false, false, false]);
    }
  });
});

describe('sharing and guessing', () => {
  it('alibis are shared in turn, from the first player round the table', () => {
    const s = shared(start(4, simpleDeal(4), 2));
    expect(s.public.alibis?.map((a) => a.seat)).toEqual([2, 3, 0, 1]);
    const three = shared(start(3, simpleDeal(3), 1));
    expect(three.public.alibis?.map((a) => a.index)).toEqual([2, 3, 4, 5, 0, 1]);
  });

  it('a board need not mark every suspect, but a perpetrator must be named before confirming', () => {
    const s = shared(start(4));
    const partial = play(s, [[1, { type: 'guess', ...board(4, { 0: [0, 1] }, null) }]]).state;
    expect(alibis.apply(partial, 1, { type: 'confirm' }).ok).toBe(false);
    const named = play(partial, [[1, { type: 'guess', ...board(4, { 0: [0, 1] }, 8) }]]).state;
    expect(alibis.apply(named, 1, { type: 'confirm' }).ok).toBe(true);
  });

  it('a board can be rewritten as often as one likes before confirming, and stays secret', () => {
    let s = shared(start(4));
    for (const p of [5, 6, 7, 8]) s = play(s, [[1, { type: 'guess', ...board(4, {}, p) }]]).state;
    expect(alibis.view(s, 1).myGuess?.perpetrator).toBe(8);
    expect(alibis.view(s, 0).myGuess).toBeNull();
    expect(JSON.stringify(alibis.view(s, 'spectator'))).not.toContain('"perpetrator":8');
  });
});

describe('scoring and the end', () => {
  it('heat never goes below zero: the game ends at once with the best rating', () => {
    // 2 players, 20 heat: every round both name the perpetrator and guess both alibis: 2 + 2 + 6 = 10.
    let s = start(2);
    for (let round = 0; round < 2; round++) {
      s = shared(s);
      s = play(s, guessAll([board(2, { 2: [4, 5], 3: [6, 7] }, 8), board(2, { 0: [0, 1], 1: [2, 3] }, 8)])).state;
    }
    expect(s.public.heat).toBe(0);
    expect(s.public.phase).toBe('over');
    expect(s.public.history).toHaveLength(2);
    expect(alibis.outcome(s)).toMatchObject({ reason: 'legends' });
  });

  it('the game ends after the third round, whatever heat is left', () => {
    let s = start(5);
    for (let round = 0; round < 3; round++) {
      s = shared(s);
      s = play(s, guessAll([0, 1, 2, 3, 4].map((seat) => board(5, {}, seat === 0 ? 2 : 0)))).state;
    }
    expect(s.public.phase).toBe('over');
    expect(s.public.heat).toBe(40);
    expect(alibis.outcome(s)).toMatchObject({ reason: 'rookies', winners: [0, 1, 2, 3, 4] });
  });
});
