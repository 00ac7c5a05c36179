/**
 * Word bots for `alibis`, built on sources of meaning: WordNet relatedness (related.ts), GloVe
 * vectors with word frequencies (vectors.ts) and the words people associate with each suspect word
 * (associations.ts), fused in meaning.ts. They act through the engine's
 * Policy interface and read only their seat's view: the words on the table, their own pairs and,
 * once shared, everyone's alibis.
 */
import type { Policy, Rng } from '@alibi/engine';
import { checkAlibi, lemmasOf } from '../check.ts';
import { randomBoard } from '../legal.ts';
import type { Action, Guess, View } from '../types.ts';
import { WORDS } from '../words.ts';
import lemmatizer from 'wink-lemmatizer';
import { association, associationRow, responses } from './associations.ts';
import { compoundRow, fuse, fusedRow, rowDecodes, rowMargin, vectorRow, wordnetRow, BOTH } from './meaning.ts';
import { neighbours, relatedness } from './related.ts';
import { frequencyRank, similarities, vocabulary, type Dims } from './vectors.ts';
import { lookup } from './wordnet.ts';

/**
 * How a writer picks its alibi: how many candidates it scores in full (the rest are cut by a cheap
 * first score), and whether its margin over the closest other word counts in absolute terms or
 * relative to the relatedness at stake.
 */
export interface WritingStyle {
  shortlist: number;
  relative: boolean;
  /** Which vector coordinates the writer reads (default all; the benchmark writes with half). */
  dims?: Dims;
}

/** The word bot's style. */
export const WORD_BOT_STYLE: WritingStyle = { shortlist: 40, relative: false };

/** Whether a word was seen in WordNet's tagged corpus as this part of speech: common enough that players know it. */
const tagged = (word: string, pos: 'n' | 'v' | 'a') => (lookup(word, pos)?.tagged ?? 0) > 0;

/**
 * A word fit to be a clue: no adverb (glosses are full of "usually", "below", ...); a common noun,
 * or, when it is a lemma near a suspect (not only a word of its gloss), a common verb or adjective.
 * Gloss words that are not nouns are mostly vague ("numerous", "based").
 */
const clueWord = (word: string, lemma: boolean) =>
  lookup(word, 'r') === null && (tagged(word, 'n') || (lemma && (tagged(word, 'v') || tagged(word, 'a'))));

/**
 * Whether a clue is a part of a suspect word: "fish" with _fisherman_, "bed" with _bedroom_, or a
 * form of such a part ("beds"). The checker allows it (a part is not a form of the whole: "ear" is
 * fair with _bear_), but a bot should not lean on spelling: it would be no clue to meaning.
 */
export const partOfSuspectWord = (clue: string, words: readonly string[]): boolean =>
  lemmasOf(clue).some((form) => form.length >= 3 && words.some((w) => w !== form && w.includes(form)));

/**
 * Words a bot never writes, in any form: swearing, slurs and sexual words. The models know them as
 * well as any other word and found one now and then (_shit_ for honey + devil); a person at the
 * table does not want to read it from a partner. People may still write what they like: the
 * checker and the guesser take any word.
 */
const UNFIT_FOR_TABLE = new Set(
  (
    'shit crap piss fuck damn damned goddamn bloody arse ass asshole bitch bastard bollock bugger dick cock ' +
    'prick pussy twat cunt wank wanker whore slut hooker tit tits boob boobs penis vagina dildo porn ' +
    'porno sex sexy horny orgasm erotic rape rapist nude nigger nigga fag faggot dyke retard spastic ' +
    'tranny homo queer'
  ).split(' '),
);

/** A clue a bot may give: the checker accepts it, it is no part of a suspect word and fit for the table. */
export const fitClue = (clue: string, words: readonly string[]): boolean =>
  checkAlibi(clue, words).ok && !partOfSuspectWord(clue, words) && ![clue, ...lemmasOf(clue)].some((f) => UNFIT_FOR_TABLE.has(f));

/**
 * The alibi for one pair, chosen so that the guesser's own reader (meaning.ts `decodes`: WordNet
 * and hubness-corrected vectors fused by rank) takes it to mean exactly this pair on the whole
 * table. Candidates: first the words people say for both suspect words (associations.ts, a
 * shortlist of half the size), then the words nearest both by the vectors (the lesser cosine) and
 * by WordNet (the old writer's ranking), alternately; only common words (SUBTLEXus rank up to
 * `COMMON_RANK`), each its own lemma (no plurals or inflections of another word), no adverb, no
 * vague word, accepted by the checker and no part of a suspect word. The first `style.shortlist`
 * such candidates are read; among those the reader decodes, the pick prefers clues each source alone
 * also decodes and clues people tie to both suspect words (`PEOPLE_BONUS` times the weaker tie),
 * then the widest fused margin plus the vectors' own margin, a little in favour of
 * frequent words. When none is decoded the models' candidates are read further (up to three
 * shortlists), then it falls back to the old WordNet-only choice (`wordnetAlibi`).
 */
export function bestAlibi(
  words: readonly string[],
  pair: readonly [number, number],
  avoid: readonly string[] = [],
  style: WritingStyle = WORD_BOT_STYLE,
): string | null {
  const dims = style.dims ?? 'all';
  const a = words[pair[0]] as string;
  const b = words[pair[1]] as string;
  const sa = similarities(a, dims);
  const sb = similarities(b, dims);
  if (!sa || !sb) return wordnetAlibi(words, pair, avoid, style);
  const byVectors = cluePool()
    .map((i) => ({ i, near: Math.min(sa[i] as number, sb[i] as number) }))
    .sort((x, y) => y.near - x.near || x.i - y.i)
    .slice(0, style.shortlist * 3)
    .map(({ i }) => vocabulary()[i] as string);
  const byWordnet = wordnetRanking(a, b).slice(0, style.shortlist * 3);
  let best: string | null = null;
  let bestScore = -Infinity;
  const seen = new Set<string>();
  /** Reads a candidate (false when it is no fit clue, so it takes no place in a shortlist). */
  const consider = (word: string): boolean => {
    seen.add(word);
    if (avoid.includes(word) || !commonClue(word) || !fitClue(word, words)) return false;
    // Each source's row once; the checks are the decoder's own (meaning.ts `decodes` = `rowDecodes` of `fuse`).
    const wn = wordnetRow(word, words);
    const vec = vectorRow(word, words, dims);
    const people = associationRow(word, words);
    const fused = fuse(words.length, wn, vec, compoundRow(word, words), people);
    if (!rowDecodes(fused, pair)) return true;
    // Read the same way by each source alone: the clue does not lean on one of them.
    const both = rowDecodes(wn, pair) && rowDecodes(vec ? fuse(words.length, null, vec) : null, pair);
    // A word people say for both suspect words is a clue people read.
    const tied = people ? Math.min(people[pair[0]] as number, people[pair[1]] as number) : 0;
    const score =
      (both ? 1 : 0) + PEOPLE_BONUS * tied + writerMargin(fused, vec, pair) - FREQUENCY_WEIGHT * Math.log10(frequencyRank(word));
    if (score > bestScore) [best, bestScore] = [word, score];
    return true;
  };
  // The words people say for both suspect words first, on a shortlist of their own; then the models'.
  let read = 0;
  for (const word of associationRanking(a, b)) {
    if (read >= style.shortlist / 2) break;
    if (consider(word)) read++;
  }
  // When none of a shortlist is read as meant (a table where what people say for the pair is also
  // said for other words), the models' candidates are read further, up to three shortlists.
  read = 0;
  for (let k = 0; k < Math.max(byVectors.length, byWordnet.length); k++) {
    if (read >= (best === null ? 3 : 1) * style.shortlist) break;
    for (const word of [byVectors[k], byWordnet[k]]) {
      if (word === undefined || seen.has(word)) continue;
      if (consider(word)) read++;
    }
  }
  return best ?? wordnetAlibi(words, pair, avoid, style);
}

/**
 * How much a clue tied to both suspect words by the association norms gains, times the weaker tie
 * (0-1). Three times what the models' agreement (`both`) earns, so a word people say for both
 * suspect words beats one only the models link. Measured with blind readers (bench/alibis/panel.ts,
 * docs/games/alibis.md "Word bots"): at 1, a reader named the pair of 59 of 150 clues; at 3, 81 of
 * the same 150 tables (the 61 clues that changed: 16 read before, 39 after); 10 read no more than 3.
 */
export const PEOPLE_BONUS = 3;

/**
 * The words people associate with either suspect word (associations.ts), those tied to both first
 * (by the weaker tie, then the stronger).
 */
function associationRanking(a: string, b: string): string[] {
  const pool = new Set([...responses(a), ...responses(b)]);
  return [...pool]
    .map((w) => {
      const [x, y] = [association(w, a), association(w, b)];
      return { w, score: Math.min(x, y) + 0.1 * Math.max(x, y) };
    })
    .sort((p, q) => q.score - p.score || (p.w < q.w ? -1 : 1))
    .map(({ w }) => w);
}

/** Clues are words people use: SUBTLEXus rank at most this. */
export const COMMON_RANK = 8000;
/**
 * Weight of the vectors' own margin (CSLS of the pair's weaker word minus the best other word's) in
 * a clue's score: clues the vectors alone read clearly. 0, 1 and 3 tried on the benchmark's (a)
 * tables: 1 raised the independent decoder's share from 11 % to 17 % and all 100 dims' from 36 % to
 * 50 %, WordNet's unchanged.
 */
export const VEC_GAP = 1;

/**
 * The part of a clue's score (`bestAlibi`) that depends on the table: its fused margin (the lesser
 * fused score of the pair minus the best other word's) plus `VEC_GAP` times the vectors' own (CSLS)
 * margin, 0 when the clue has no vector. The game review shows it as the clue's margin.
 */
export function writerMargin(fused: readonly number[], vec: readonly number[] | null, pair: readonly [number, number]): number {
  return rowMargin(fused, pair) + (vec ? VEC_GAP * rowMargin(vec, pair) : 0);
}

/** How much a clue's score favours frequent words, per factor of ten in rank (fused scores are 0-0.4). */
const FREQUENCY_WEIGHT = 0.01;

/** A common word, its own lemma as a noun and a verb (not "beds", "running"), no adverb, not vague. */
function commonClue(word: string): boolean {
  if (frequencyRank(word) > COMMON_RANK || STOP_CLUES.has(word) || !/^[a-z]{3,}$/.test(word)) return false;
  if (lemmatizer.noun(word) !== word || (lemmatizer.verb(word) !== word && !tagged(word, 'n'))) return false;
  return lookup(word, 'r') === null && (tagged(word, 'n') || tagged(word, 'v') || tagged(word, 'a'));
}

/** The old writer's first ranking: lemmas near either suspect word, near both first. */
function wordnetRanking(a: string, b: string): string[] {
  const na = neighbours(a);
  const nb = neighbours(b);
  const first = new Map<string, number>();
  for (const word of new Set([...na.keys(), ...nb.keys()])) {
    if (!/^[a-z]{3,}$/.test(word)) continue;
    first.set(word, Math.sqrt((na.get(word)?.weight ?? 0.02) * (nb.get(word)?.weight ?? 0.02)));
  }
  return [...first.entries()].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).map(([lemma]) => lemma);
}

let pool: number[] | null = null;
/** The rows of the vector model that may be clues (common content words), computed once. */
function cluePool(): number[] {
  if (pool) return pool;
  pool = [];
  vocabulary().forEach((word, i) => {
    if (frequencyRank(word) <= COMMON_RANK && commonClue(word)) (pool as number[]).push(i);
  });
  return pool;
}

/** Frequent words too vague to be clues. */
const STOP_CLUES = new Set(
  (
    'thing stuff something way lot kind sort type part place time day year people person man woman guy ' +
    'get got make made take go going come put say said see know think want need like look use give ' +
    'good bad big little new old other same different great nice right wrong sure real whole ' +
    'extent informed matter case point fact area number state end side form set'
  ).split(' '),
);

/**
 * The old WordNet-only choice: among the lemmas near either suspect word, the one closest to both
 * and farthest from every other word on the table. Used when no common word passes both readers.
 */
export function wordnetAlibi(
  words: readonly string[],
  pair: readonly [number, number],
  avoid: readonly string[] = [],
  style: WritingStyle = WORD_BOT_STYLE,
): string | null {
  const a = words[pair[0]] as string;
  const b = words[pair[1]] as string;
  const na = neighbours(a);
  const nb = neighbours(b);
  const first = new Map<string, number>();
  const fromLemma = new Set<string>();
  for (const word of new Set([...na.keys(), ...nb.keys()])) {
    if (!/^[a-z]{3,}$/.test(word)) continue;
    // Near both beats very near one.
    first.set(word, Math.sqrt((na.get(word)?.weight ?? 0.02) * (nb.get(word)?.weight ?? 0.02)));
    if (na.get(word)?.lemma || nb.get(word)?.lemma) fromLemma.add(word);
  }
  const ranked = [...first.entries()].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).map(([lemma]) => lemma);
  // The best `shortlist` candidates fit to be clues (checked lazily: most are never reached).
  const shortlist: string[] = [];
  for (const lemma of ranked) {
    if (shortlist.length >= style.shortlist) break;
    if (!avoid.includes(lemma) && fitClue(lemma, words) && clueWord(lemma, fromLemma.has(lemma))) shortlist.push(lemma);
  }
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const clue of shortlist) {
    const ra = relatedness(clue, a);
    const rb = relatedness(clue, b);
    let rival = 0;
    words.forEach((w, i) => {
      if (i !== pair[0] && i !== pair[1]) rival = Math.max(rival, relatedness(clue, w));
    });
    const near = Math.min(ra, rb);
    const score = style.relative ? (near - rival) / (near + rival + 0.01) : near - rival;
    if (score > bestScore) [best, bestScore] = [clue, score];
  }
  return best;
}

/** Any word from the list the checker accepts (when WordNet offers nothing). */
export function fallbackAlibi(words: readonly string[], rng: Rng): string {
  for (;;) {
    const w = rng.pick(WORDS);
    if (fitClue(w, words)) return w;
  }
}

export function writeAlibis(view: View, rng: Rng, style: WritingStyle = WORD_BOT_STYLE): string[] {
  const out: string[] = [];
  for (const pair of view.myPairs ?? []) out.push(bestAlibi(view.words, pair, out, style) ?? fallbackAlibi(view.words, rng));
  return out;
}

/**
 * The most likely board: every other alibi gets two of the suspects this seat does not hold, and
 * the one left over is the perpetrator, maximising the total relatedness of alibis to their
 * suspects. Exact, by dynamic programming over subsets of the unknown suspects (at most 11).
 */
export function bestBoard(view: View): Guess {
  return bestBoardBy(view, (clue, words) => fusedRow(clue, words, BOTH));
}

/** The most likely board when `row` scores a clue against every word on the table. */
export function bestBoardBy(view: View, row: (clue: string, words: readonly string[]) => readonly number[]): Guess {
  const seat = view.viewer as number;
  const own = (view.myPairs ?? []).flat();
  const unknown = Array.from({ length: view.suspects }, (_, i) => i).filter((x) => !own.includes(x));
  const alibis = (view.alibis ?? []).filter((a) => a.seat !== seat).sort((x, y) => x.index - y.index);
  const score = alibis.map((a) => {
    const r = row(a.word, view.words);
    return unknown.map((x) => r[x] as number);
  });
  const full = (1 << unknown.length) - 1;
  // best.get(i * 2^u + mask): the best total for alibis i.. given the suspects in `mask` are taken.
  const memo = new Map<number, { total: number; pick: [number, number] | null }>();
  const solve = (i: number, mask: number): number => {
    if (i === alibis.length) return 0;
    const key = i * (full + 1) + mask;
    const hit = memo.get(key);
    if (hit) return hit.total;
    let total = -Infinity;
    let pick: [number, number] | null = null;
    const s = score[i] as number[];
    for (let x = 0; x < unknown.length; x++) {
      if (mask & (1 << x)) continue;
      for (let y = x + 1; y < unknown.length; y++) {
        if (mask & (1 << y)) continue;
        const t = (s[x] as number) + (s[y] as number) + solve(i + 1, mask | (1 << x) | (1 << y));
        if (t > total) [total, pick] = [t, [x, y]];
      }
    }
    memo.set(key, { total, pick });
    return total;
  };
  solve(0, 0);
  const marks: (number | null)[] = Array.from({ length: view.suspects }, () => null);
  let mask = 0;
  alibis.forEach((a, i) => {
    const [x, y] = memo.get(i * (full + 1) + mask)?.pick as [number, number];
    marks[unknown[x] as number] = a.index;
    marks[unknown[y] as number] = a.index;
    mask |= (1 << x) | (1 << y);
  });
  const left = unknown.findIndex((_, x) => !(mask & (1 << x)));
  return { marks, perpetrator: unknown[left] as number };
}

/** Writes with `writeAlibis` in the given style; guesses with `guess`, then confirms. */
export function wordPolicy(
  name: string,
  guess: (view: View, rng: Rng) => Guess,
  style: WritingStyle = WORD_BOT_STYLE,
): Policy<Action, View> {
  return {
    name,
    choose({ view, rng, legal }) {
      if (legal.length === 0) return null;
      if (view.phase === 'write') return { type: 'write', alibis: writeAlibis(view, rng, style) };
      if (view.myGuess && view.myGuess.perpetrator !== null) return { type: 'confirm' };
      return { type: 'guess', ...guess(view, rng) };
    },
  };
}

/** The word bot: alibis and guesses read by WordNet and the vectors together. */
export const wordBotPolicy: Policy<Action, View> = wordPolicy('word-bot', (view) => bestBoard(view));

/** The baseline: writes like the word bot, but guesses a random full board. */
export const randomGuesserPolicy: Policy<Action, View> = wordPolicy('random-guesser', (view, rng) =>
  randomBoard(view.players, view.viewer as number, (view.myPairs ?? []).flat(), rng),
);
