/**
 * How strongly a clue ties to each word on the table, by two models of meaning that fail
 * differently: WordNet (related.ts: shared senses, hypernyms, parts, glosses; good at "is a kind
 * of" and "is part of") and GloVe vectors (vectors.ts: words seen in the same contexts; good at
 * everyday associations like fire + truck, milk + baby). Each source gives a row of scores over
 * the table's words, corrected for hubs (words close to everything): WordNet relative to how the
 * word relates to common words in general, the vectors by CSLS. The rows are fused by rank
 * (reciprocal rank fusion), not by raw scores. A source that does not know the clue (no vector,
 * no WordNet sense) is left out, so a rare word a person wrote is still read by the other.
 * A third, small source: the compound words of WordNet's lexicon (_fire truck_, _butter knife_,
 * _flower bed_), which people lean on when they link two words and neither model sees. A fourth:
 * association norms (associations.ts), the words people say for each suspect word, added by
 * strength rather than by rank: a word people tie to the clue is read first.
 */
import { associationRow } from './associations.ts';
import { relatedness } from './related.ts';
import { similarities, similarity, vectorIndex, vocabulary, type Dims } from './vectors.ts';
import { compoundPartners, isLemma } from './wordnet.ts';

/**
 * Some words are close to nearly everything (hubs: _king_, _horse_, _book_ in news text; words with
 * many senses in WordNet). A table word's score is therefore taken relative to how it scores with
 * words in general: (score - its mean) / its spread, over a fixed sample of common words. For the
 * vectors the sample is the 10,000 most frequent words; for WordNet (a profile costs time) every
 * 100th of them.
 */
interface Baseline {
  mean: number;
  sd: number;
}

function meanSd(values: ArrayLike<number>): Baseline {
  let s = 0;
  let q = 0;
  for (let i = 0; i < values.length; i++) {
    s += values[i] as number;
    q += (values[i] as number) ** 2;
  }
  const mean = s / values.length;
  return { mean, sd: Math.sqrt(Math.max(q / values.length - mean * mean, 1e-12)) };
}

const SAMPLE = 10000;
const wordnetBaselines = new Map<string, Baseline>();
let wordnetSample: string[] | null = null;
function wordnetBaseline(word: string): Baseline {
  let b = wordnetBaselines.get(word);
  if (!b) {
    wordnetSample ??= vocabulary()
      .slice(0, SAMPLE)
      .filter((_, i) => i % 100 === 50);
    b = meanSd(wordnetSample.map((s) => relatedness(s, word)));
    wordnetBaselines.set(word, b);
  }
  return b;
}

/** Which sources a reader uses: WordNet or not, which vector coordinates (or none), and compounds. */
export interface Reader {
  wordnet: boolean;
  vectors: Dims | null;
  /** WordNet's compound words (`compoundRow`); absent: not read. */
  compounds?: boolean;
  /** People's association norms (`associationRow`); absent: not read. */
  norms?: boolean;
}

/** The bots' reader: every source, all 100 coordinates. */
export const BOTH: Reader = { wordnet: true, vectors: 'all', compounds: true, norms: true };

/**
 * Reciprocal rank fusion: a word's fused score is the sum over sources of weight / (K + its rank in
 * that source's row over the table). Ranks, not raw scores, so that neither source's scale (a
 * WordNet row with one big entry, a flat vector row) decides alone. Tuned on the tuning half of
 * test/fixtures/human-clues.json (bench/alibis): K 1-60 and WordNet weights 0.5-2 tried; K = 3 with
 * WordNet at half the vectors' weight read the most people's clues (16 of 66 strict, 18 in play,
 * against 8 for the old WordNet-only guesser).
 */
export const RRF_K = 3;
export const WORDNET_WEIGHT = 0.5;

/**
 * What a compound adds to a word's fused score: about one source's top rank (1 / (RRF_K + 1) =
 * 0.25), so a compound lifts a word that one model also ranks high to the top. Tuned on the tuning
 * half of the people's clues (`npm run bench:alibis` prints the sweep): 0.03-0.1 read 17-18 of 66 strictly, 0.15-0.5 read 21
 * (16 without compounds).
 */
export const COMPOUND_WEIGHT = 0.2;

/**
 * What an association adds to a word's fused score, times its strength (associations.ts
 * `strengthAt`: 1 for a first response, half for the 41st): more than both models' top ranks
 * together, since it is how people link. Tuned on the tuning half of the people's clues
 * (`npm run bench:alibis` prints the sweep): 0.25-2 read 28-30 of 66 strictly, none 21.
 */
export const NORMS_WEIGHT = 0.75;

/**
 * Whether `clue` and `word` make a noun in WordNet's lexicon, in either order: open (_fire
 * truck_), hyphenated, or closed (_toothbrush_; both parts of 4 letters or more, so that _car_ and
 * _pet_ make no _carpet_). Adjectives and verbs, and closed forms from 3 letters, added nothing on
 * the tuning clues (one-off runs, not in the benchmark).
 */
export function compound(clue: string, word: string): boolean {
  const [c, w] = [clue.toLowerCase(), word.toLowerCase()];
  if (c === w) return false;
  if (compoundPartners(c).has(w)) return true;
  return c.length >= 4 && w.length >= 4 && (isLemma(`${c}${w}`, 'n') || isLemma(`${w}${c}`, 'n'));
}

/** The compound row: 1 for each word that makes a compound with the clue, else 0 (null when none does). */
export function compoundRow(clue: string, words: readonly string[]): number[] | null {
  const row = words.map((w) => (compound(clue, w) ? 1 : 0));
  return row.some((x) => x > 0) ? row : null;
}

/** A row standardised over its entries (all zero when it does not vary). */
export function standardise(row: readonly number[]): number[] {
  const n = row.length;
  const mean = row.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(row.reduce((s, x) => s + (x - mean) ** 2, 0) / n);
  return sd < 1e-9 ? row.map(() => 0) : row.map((x) => (x - mean) / sd);
}

/** The WordNet row: relatedness of the clue to each word (null when WordNet relates it to none). */
export function wordnetRow(clue: string, words: readonly string[]): number[] | null {
  const raw = words.map((w) => relatedness(clue, w));
  if (!raw.some((x) => x > 0)) return null;
  return raw.map((x, i) => {
    const b = wordnetBaseline(words[i] as string);
    return (x - b.mean) / b.sd;
  });
}

/** Neighbours averaged for a word's hubness. */
const HUB_NEIGHBOURS = 10;
const hubs = new Map<string, number>();
/**
 * A word's hubness r(w): the mean cosine with its 10 nearest neighbours in the kept vocabulary
 * (one pass over the model, cached per word and coordinates). Hubs (close to many words) have a
 * high r.
 */
export function hubness(word: string, dims: Dims = 'all'): number {
  const key = `${dims}:${word}`;
  let r = hubs.get(key);
  if (r !== undefined) return r;
  const s = similarities(word, dims);
  r = 0;
  if (s) {
    const self = vectorIndex(word);
    const top: number[] = [];
    for (let j = 0; j < s.length; j++) {
      if (j === self) continue;
      const x = s[j] as number;
      if (top.length < HUB_NEIGHBOURS) top.push(x);
      else if (x > (top[0] as number)) top[0] = x;
      else continue;
      top.sort((a, b) => a - b);
    }
    r = top.reduce((a, b) => a + b, 0) / top.length;
  }
  hubs.set(key, r);
  return r;
}

/**
 * The vector row: hubness-corrected cosine (CSLS, 2 cos(c, w) - r(c) - r(w)) of the clue with each
 * word, null when the clue has no vector. r(c) is the same for the whole row, so it is left out:
 * only the order within a row counts.
 */
export function vectorRow(clue: string, words: readonly string[], dims: Dims = 'all'): number[] | null {
  if (vectorIndex(clue) < 0) return null;
  return words.map((w) => {
    const s = similarity(clue, w, dims);
    return s === null ? -2 : 2 * s - hubness(w, dims);
  });
}

/** 1-based ranks of a row's entries, highest first (ties to the lower index, as `topPair`). */
export function ranks(row: readonly number[]): number[] {
  const order = row.map((_, i) => i).sort((a, b) => (row[b] as number) - (row[a] as number) || a - b);
  const out = row.map(() => 0);
  order.forEach((i, k) => (out[i] = k + 1));
  return out;
}

/** The fused row of a clue over the words, by reciprocal rank (all zero when neither source knows it). */
export function fusedRow(clue: string, words: readonly string[], reader: Reader = BOTH): number[] {
  return fuse(
    words.length,
    reader.wordnet ? wordnetRow(clue, words) : null,
    reader.vectors ? vectorRow(clue, words, reader.vectors) : null,
    reader.compounds ? compoundRow(clue, words) : null,
    reader.norms ? associationRow(clue, words) : null,
  );
}

/**
 * Reciprocal rank fusion of a WordNet row and a vector row (either may be null), plus
 * `COMPOUND_WEIGHT` for each word of the compound row and `NORMS_WEIGHT` times each association's
 * strength. Compounds alone say nothing (a row of zeros): they only order words that a model
 * already reads; associations do, so a word a person wrote that neither model knows is still read.
 */
export function fuse(
  n: number,
  wn: readonly number[] | null,
  vec: readonly number[] | null,
  compounds: readonly number[] | null = null,
  norms: readonly number[] | null = null,
): number[] {
  const out: number[] = Array.from({ length: n }, () => 0);
  if (!wn && !vec && !norms) return out;
  if (wn) ranks(wn).forEach((r, i) => (out[i] = (out[i] as number) + WORDNET_WEIGHT / (RRF_K + r)));
  if (vec) ranks(vec).forEach((r, i) => (out[i] = (out[i] as number) + 1 / (RRF_K + r)));
  if (compounds && (wn || vec)) compounds.forEach((x, i) => (out[i] = (out[i] as number) + COMPOUND_WEIGHT * x));
  if (norms) norms.forEach((x, i) => (out[i] = (out[i] as number) + NORMS_WEIGHT * x));
  return out;
}

/** The two indices with the highest scores (ties to the lower index), among `allowed` (default all). */
export function topPair(row: readonly number[], allowed?: readonly number[]): [number, number] {
  let a = -1;
  let b = -1;
  for (const i of allowed ?? row.map((_, k) => k)) {
    const x = row[i] as number;
    if (a < 0 || x > (row[a] as number)) [a, b] = [i, a];
    else if (b < 0 || x > (row[b] as number)) b = i;
  }
  return a < b ? [a, b] : [b, a];
}

/**
 * Whether a reader takes the clue to mean exactly this pair: its top pair among the `allowed`
 * words (default the whole table). The writer's check and the benchmark's decoders are this function.
 */
export function decodes(
  clue: string,
  words: readonly string[],
  pair: readonly [number, number],
  reader: Reader = BOTH,
  allowed?: readonly number[],
): boolean {
  return rowDecodes(fusedRow(clue, words, reader), pair, allowed);
}

/**
 * How clearly a row puts a pair above the rest of the table: the lesser score of the pair minus the
 * best score of the other words (above 0: the pair is on top; `words.length` ≥ 3).
 */
export function rowMargin(row: readonly number[], pair: readonly [number, number]): number {
  const near = Math.min(row[pair[0]] as number, row[pair[1]] as number);
  return near - Math.max(...row.filter((_, i) => i !== pair[0] && i !== pair[1]));
}

/** Whether a row (a reader's scores over the table, null when it does not know the clue) puts the pair on top. */
export function rowDecodes(row: readonly number[] | null, pair: readonly [number, number], allowed?: readonly number[]): boolean {
  if (!row || row.every((z) => z === 0)) return false;
  const [x, y] = topPair(row, allowed);
  const [p, q] = pair[0] < pair[1] ? pair : [pair[1], pair[0]];
  return x === p && y === q;
}
