/**
 * Game review of an Alibis game (issue #21, docs/review.md "Alibis"): for every alibi given, who
 * wrote it, the two suspects it was meant to link, what every other player's confirmed board made
 * of it, who found the pair (and at which action), and how the word bots read it: each suspect
 * word's score and rank by WordNet, by the vectors and fused (bots/meaning.ts, what the bots'
 * guesser uses), whether each of the three alone puts the intended pair on top of the table, and
 * the clue's margin as the bots' writer scores it; then a summary of which model read the table's
 * clues best.
 *
 * Only what the reveal makes public is read: the finished rounds' records (pairs, alibis,
 * confirmed boards, perpetrator) and who confirmed when. Board drafts never show (they stay their
 * seat's), nor the deals of rounds never played. That is why the review is built from the
 * spectator's views (`reviewAlibisFromViews`): every perspective gives the same review, and it
 * leaks nothing a spectator of the finished game does not see. Pure and deterministic (no
 * randomness; the models read WordNet files and vectors.bin, Node only).
 */
import { apply } from './apply.ts';
import { setup } from './setup.ts';
import { view } from './view.ts';
import { associationRow } from './bots/associations.ts';
import { compoundRow, fuse, ranks, rowDecodes, rowMargin, topPair, vectorRow, wordnetRow, COMPOUND_WEIGHT, NORMS_WEIGHT, RRF_K, WORDNET_WEIGHT } from './bots/meaning.ts';
import { relatedness } from './bots/related.ts';
import { writerMargin, VEC_GAP } from './bots/wordBot.ts';
import type { RoundRecord, View } from './types.ts';

/** The parts of a replay file (docs/replay.md) the review reads. */
export interface AlibisReviewInput {
  game: string;
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  actions: { seat: number; action: unknown }[];
}

/** Typed failure: the replay is not one of Alibis, or its setup is refused. */
export class AlibisReviewError extends Error {
  override name = 'AlibisReviewError';
}

/** The models the review reads an alibi with: each source alone, and the two fused (the bots' guesser). */
export const READERS = ['wordnet', 'vectors', 'fused'] as const;
export type ReaderName = (typeof READERS)[number];

/** The bots' models and the fusion's constants (bots/meaning.ts, bots/wordBot.ts), as the review used them. */
export const ALIBIS_REVIEW_MODELS = {
  wordnet: 'WordNet profile cosine, relative to common words',
  vectors: 'GloVe 6B 100-d, CSLS',
  fused: 'reciprocal rank fusion, plus WordNet compounds and association norms',
  rrfK: RRF_K,
  wordnetWeight: WORDNET_WEIGHT,
  compoundWeight: COMPOUND_WEIGHT,
  associationWeight: NORMS_WEIGHT,
  vectorMarginWeight: VEC_GAP,
} as const;

/** One model's score of one suspect word against an alibi. */
export interface ModelFit {
  /**
   * The model's own score (6 decimals): WordNet's relatedness relative to common words
   * (`wordnetRow`), the vectors' CSLS (`vectorRow`), the fused reciprocal-rank sum (`fuse`).
   */
  value: number;
  /** 1 = the word the model puts first; every word its own rank, ties to the lower suspect (as the bots rank). */
  rank: number;
  /** The value on the alibi's own scale: 100 = the model's first word, 0 = its last (rounded). */
  score: number;
}

/** One suspect word on the table, against one alibi. */
export interface SuspectFit {
  suspect: number;
  word: string;
  /** One of the two suspects the alibi was written for. */
  intended: boolean;
  /** `relatedness(alibi, word)`: the cosine of the two WordNet profiles, 0..1 (6 decimals), before the hub correction. */
  relatedness: number;
  /** Null when the model has no row for the alibi (WordNet relates it to no word here; the vectors lack it). */
  wordnet: ModelFit | null;
  vectors: ModelFit | null;
  /** Null when neither source has a row. */
  fused: ModelFit | null;
}

/** What one model makes of an alibi on the whole table. */
export interface Reading {
  /** The two suspects it puts on top, ascending (ties to the lower suspect); null without a row. */
  top: [number, number] | null;
  /** Whether `top` is the intended pair: meaning.ts `decodes` with this reader. */
  decodes: boolean;
  /** The lesser value of the intended pair minus the best other word's (`rowMargin`, 6 decimals); null without a row. */
  margin: number | null;
}

/** What one other player's confirmed board said about an alibi. */
export interface BoardOnAlibi {
  seat: number;
  /** The suspects that board marked with this alibi (0, 1 or 2), ascending. */
  marked: number[];
  /** found: both intended suspects; half: one of them; wrong: only others; none: nothing marked. */
  result: 'found' | 'half' | 'wrong' | 'none';
  /** Index (in the log) of the action that confirmed this board. */
  step: number | null;
}

export interface AlibiReview {
  round: number;
  /** Alibi index (`seat * pairsPerPlayer + pair`). */
  index: number;
  /** Who wrote it. */
  seat: number;
  pair: number;
  word: string;
  /** The two suspects it was written for, ascending. */
  suspects: [number, number];
  found: boolean;
  /** The seats whose confirmed boards marked both of its suspects on it (the game's `guessedBy`). */
  foundBy: number[];
  /** The first action (log index) that confirmed a board finding it, with its seat; null if nobody did. */
  foundAt: { step: number; seat: number } | null;
  /** Every other seat's board on this alibi, by seat. */
  boards: BoardOnAlibi[];
  /** Every suspect word on the table this round, by suspect. */
  fits: SuspectFit[];
  /** Each model's reading on the whole table. */
  readings: Record<ReaderName, Reading>;
  /** The other suspect the fused model puts first (null without a fused row). */
  rival: { suspect: number; word: string } | null;
  /**
   * The clue's margin as the bots' writer scores it (`writerMargin`, 6 decimals): the fused
   * margin plus the vectors' margin; null when neither model has a row.
   */
  margin: number | null;
}

export interface RoundReview {
  round: number;
  firstPlayer: number;
  words: string[];
  perpetrator: number;
  /** Every seat's perpetrator, by seat. */
  perpetratorGuesses: (number | null)[];
  perpetratorFoundBy: number[];
  heatRemoved: number;
  heatLeft: number;
  /** In the order they were shared (seat order from the first player). */
  alibis: AlibiReview[];
}

export interface ClueRef {
  round: number;
  index: number;
  seat: number;
  word: string;
  margin: number;
  found: boolean;
}

/** How one model read the game's alibis. */
export interface ReaderSummary {
  /** Alibis it has a row for. */
  known: number;
  /** Alibis whose intended pair it puts on top of the table. */
  decoded: number;
  /** `decoded` of all alibis (6 decimals; null when there are none). */
  share: number | null;
  /** Of the alibis it decoded, those the table found. */
  decodedFound: number;
  /** Share of the alibis found by the table among those it decoded, and among the others (null when none). */
  foundWhenDecoded: number | null;
  foundWhenNot: number | null;
}

export interface AlibisReview {
  game: 'alibis';
  models: typeof ALIBIS_REVIEW_MODELS;
  players: number;
  /** Actions in the log. */
  steps: number;
  over: boolean;
  heatStart: number;
  heatLeft: number;
  rating: string | null;
  /** Actions the game refused (skipped, as `alibi replay` does). */
  refused: { index: number; seat: number; code: string; message: string }[];
  /** The finished (revealed) rounds only. */
  rounds: RoundReview[];
  summary: {
    rounds: number;
    alibis: number;
    pairsFound: number;
    /** Seat-rounds that named the perpetrator, of all seat-rounds. */
    perpetratorFound: number;
    perpetratorChances: number;
    heatRemoved: number;
    /** Per model: how many alibis it read as their writer meant, and how often the table found those. */
    readers: Record<ReaderName, ReaderSummary>;
    /** Highest margins first (up to 3, at most half of the alibis with a margin). */
    best: ClueRef[];
    /** Lowest margins first (up to 3, none of them also in `best`). */
    worst: ClueRef[];
    text: string;
  };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A model's row as `ModelFit`s: its values, ranks and 0-100 scale. */
function modelFits(row: readonly number[] | null): ModelFit[] | null {
  if (!row) return null;
  const rank = ranks(row);
  const top = Math.max(...row);
  const bottom = Math.min(...row);
  return row.map((x, i) => ({
    value: round6(x),
    rank: rank[i] as number,
    score: top > bottom ? Math.round((100 * (x - bottom)) / (top - bottom)) : 0,
  }));
}

function reading(row: readonly number[] | null, pair: [number, number]): Reading {
  if (!row) return { top: null, decodes: false, margin: null };
  return { top: topPair(row), decodes: rowDecodes(row, pair), margin: round6(rowMargin(row, pair)) };
}

/**
 * How the bots' models read `word` on the table `words`, written for `pair` (ascending): every
 * suspect word's fit, each model's reading, the fused rival and the writer's margin.
 */
export function readAlibi(
  word: string,
  words: readonly string[],
  pair: [number, number],
): Pick<AlibiReview, 'fits' | 'readings' | 'rival' | 'margin'> {
  const wn = wordnetRow(word, words);
  const vec = vectorRow(word, words);
  const people = associationRow(word, words);
  const fused = wn || vec || people ? fuse(words.length, wn, vec, compoundRow(word, words), people) : null;
  const [wnFits, vecFits, fusedFits] = [modelFits(wn), modelFits(vec), modelFits(fused)];
  const fits = words.map((w, suspect): SuspectFit => ({
    suspect,
    word: w,
    intended: pair.includes(suspect),
    relatedness: round6(relatedness(word, w)),
    wordnet: wnFits?.[suspect] ?? null,
    vectors: vecFits?.[suspect] ?? null,
    fused: fusedFits?.[suspect] ?? null,
  }));
  const fusedRank = (f: SuspectFit) => (f.fused as ModelFit).rank;
  const rival = fused ? fits.filter((f) => !f.intended).reduce((b, f) => (fusedRank(f) < fusedRank(b) ? f : b)) : null;
  return {
    fits,
    // Each source alone is `decodes` with that reader: the fusion of one row keeps its order.
    readings: { wordnet: reading(wn, pair), vectors: reading(vec, pair), fused: reading(fused, pair) },
    rival: rival && { suspect: rival.suspect, word: rival.word },
    margin: fused ? round6(writerMargin(fused, vec, pair)) : null,
  };
}

function boardOn(record: RoundRecord, seat: number, index: number, pair: [number, number], step: number | null): BoardOnAlibi {
  const guess = record.guesses[seat];
  const marked = (guess?.marks ?? []).flatMap((m, s) => (m === index ? [s] : []));
  const right = marked.filter((s) => pair.includes(s)).length;
  const result = marked.length === 0 ? 'none' : right === 2 ? 'found' : right === 1 ? 'half' : 'wrong';
  return { seat, marked, result, step };
}

/**
 * The review from a sequence of views of one game (`views[k]`: after `k` actions; any
 * perspective: only what every perspective sees is read). `refused` is passed through.
 */
export function reviewAlibisFromViews(views: readonly View[], refused: AlibisReview['refused'] = []): AlibisReview {
  const last = views[views.length - 1];
  if (!last) throw new AlibisReviewError('no views to review');
  const players = last.players;
  // confirmedAt[round][seat]: the action (log index) that confirmed the seat's board that round.
  // The round's last confirm scores it at once (the next view is already the next round): the
  // seat is the one still unconfirmed before it.
  const confirmedAt = new Map<number, Map<number, number>>();
  for (let k = 1; k < views.length; k++) {
    const before = views[k - 1] as View;
    const after = views[k] as View;
    if (before.phase !== 'guess') continue;
    const sameRound = after.round === before.round && after.phase === 'guess';
    for (let seat = 0; seat < players; seat++) {
      if (before.confirmed[seat] || (sameRound && !after.confirmed[seat])) continue;
      const byRound = confirmedAt.get(before.round) ?? new Map<number, number>();
      byRound.set(seat, k - 1);
      confirmedAt.set(before.round, byRound);
    }
  }
  const rounds: RoundReview[] = last.history.map((record) => {
    const steps = confirmedAt.get(record.round);
    const alibis = record.alibis.map((a): AlibiReview => {
      const pair = [...((record.pairs[a.seat] ?? [])[a.pair] ?? [0, 0])].sort((x, y) => x - y) as [number, number];
      const boards = Array.from({ length: players }, (_, seat) => seat)
        .filter((seat) => seat !== a.seat)
        .map((seat) => boardOn(record, seat, a.index, pair, steps?.get(seat) ?? null));
      const foundBy = [...(record.guessedBy[a.index] ?? [])];
      const finders = boards
        .filter((b) => foundBy.includes(b.seat) && b.step !== null)
        .sort((x, y) => (x.step as number) - (y.step as number));
      return {
        round: record.round,
        index: a.index,
        seat: a.seat,
        pair: a.pair,
        word: a.word,
        suspects: pair,
        found: foundBy.length > 0,
        foundBy,
        foundAt: finders[0] ? { step: finders[0].step as number, seat: finders[0].seat } : null,
        boards,
        ...readAlibi(a.word, record.words, pair),
      };
    });
    return {
      round: record.round,
      firstPlayer: record.firstPlayer,
      words: [...record.words],
      perpetrator: record.perpetrator,
      perpetratorGuesses: record.guesses.map((g) => g?.perpetrator ?? null),
      perpetratorFoundBy: [...record.perpetratorFoundBy],
      heatRemoved: record.heatRemoved,
      heatLeft: record.heatLeft,
      alibis,
    };
  });
  const all = rounds.flatMap((r) => r.alibis);
  // By margin, then the earlier alibi (round, then index): a stable order. Alibis no model reads have none.
  const ranked = all
    .filter((a) => a.margin !== null)
    .sort((x, y) => (y.margin as number) - (x.margin as number) || x.round - y.round || x.index - y.index)
    .map((a): ClueRef => ({
      round: a.round,
      index: a.index,
      seat: a.seat,
      word: a.word,
      margin: a.margin as number,
      found: a.found,
    }));
  const best = ranked.slice(0, Math.min(3, Math.ceil(ranked.length / 2)));
  const worst = ranked.slice(best.length).reverse().slice(0, 3);
  const share = (xs: readonly AlibiReview[], of: (a: AlibiReview) => boolean) =>
    xs.length ? round6(xs.filter(of).length / xs.length) : null;
  const readers = Object.fromEntries(
    READERS.map((name): [ReaderName, ReaderSummary] => {
      const decoded = all.filter((a) => a.readings[name].decodes);
      const missed = all.filter((a) => !a.readings[name].decodes);
      return [
        name,
        {
          known: all.filter((a) => a.readings[name].top !== null).length,
          decoded: decoded.length,
          share: share(all, (a) => a.readings[name].decodes),
          decodedFound: decoded.filter((a) => a.found).length,
          foundWhenDecoded: share(decoded, (a) => a.found),
          foundWhenNot: share(missed, (a) => a.found),
        },
      ];
    }),
  ) as Record<ReaderName, ReaderSummary>;
  const pairsFound = all.filter((a) => a.found).length;
  const perpetratorFound = rounds.reduce((n, r) => n + r.perpetratorFoundBy.length, 0);
  const heatLeft = last.heat;
  const text =
    `${pairsFound}/${all.length} pairs found, perpetrator named ${perpetratorFound}/${rounds.length * players} times, ` +
    `heat ${heatLeft} left of ${last.heatStart}` +
    (all.length
      ? `; pair on top by WordNet ${readers.wordnet.decoded}/${all.length}, vectors ${readers.vectors.decoded}/${all.length}, ` +
        `fused ${readers.fused.decoded}/${all.length}`
      : '') +
    (best[0] ? `; best clue "${best[0].word}" (${signedText(best[0].margin)})` : '') +
    (worst[0] ? `, worst "${worst[0].word}" (${signedText(worst[0].margin)})` : '');
  return {
    game: 'alibis',
    models: ALIBIS_REVIEW_MODELS,
    players,
    steps: views.length - 1,
    over: last.phase === 'over',
    heatStart: last.heatStart,
    heatLeft,
    rating: last.rating,
    refused,
    rounds,
    summary: {
      rounds: rounds.length,
      alibis: all.length,
      pairsFound,
      perpetratorFound,
      perpetratorChances: rounds.length * players,
      heatRemoved: last.heatStart - heatLeft,
      readers,
      best,
      worst,
      text,
    },
  };
}

/** A signed figure as the summary and the CLI print it, `digits` decimals: "+0.125", "-0.031", "0.000". */
export function signedText(x: number, digits = 3): string {
  const fixed = x.toFixed(digits);
  return Number(fixed) > 0 ? `+${fixed}` : Number(fixed) === 0 ? (0).toFixed(digits) : fixed;
}

/**
 * The review of a replay file: the actions are applied with the engine (a refused one changes
 * nothing and is listed in `refused`, as in `reviewGame`), and the spectator's view after every
 * action is reviewed.
 */
export function reviewAlibis(input: AlibisReviewInput): AlibisReview {
  if (input.game !== 'alibis') throw new AlibisReviewError(`not an Alibis replay (game ${JSON.stringify(input.game)})`);
  const start = setup({ players: input.players, seed: input.seed, options: input.options ?? {} });
  if (!start.ok) throw new AlibisReviewError(`alibis refused the setup: ${start.error.message}`);
  let state = start.value;
  const views: View[] = [view(state, 'spectator')];
  const refused: AlibisReview['refused'] = [];
  for (const [index, { seat, action }] of input.actions.entries()) {
    const r = apply(state, seat, action);
    if (r.ok) state = r.value.state;
    else refused.push({ index, seat, code: r.error.code, message: r.error.message });
    views.push(view(state, 'spectator'));
  }
  return reviewAlibisFromViews(views, refused);
}
