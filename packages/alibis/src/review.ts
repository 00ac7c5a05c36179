/**
 * Game review of an Alibis game (issue #21, docs/review.md "Alibis"): for every alibi given, who
 * wrote it, the two suspects it was meant to link, what every other player's confirmed board made
 * of it, who found the pair (and at which action), and how strongly the bots' relatedness model
 * (`relatedness`, bots/related.ts: the cosine of two WordNet profiles) ties the alibi to each
 * suspect word on the table, with the suspect's rank and the clue's margin; then a summary.
 *
 * Only what the reveal makes public is read: the finished rounds' records (pairs, alibis,
 * confirmed boards, perpetrator) and who confirmed when. Board drafts never show (they stay their
 * seat's), nor the deals of rounds never played. That is why the review is built from the
 * spectator's views (`reviewAlibisFromViews`): every perspective gives the same review, and it
 * leaks nothing a spectator of the finished game does not see. Pure and deterministic (no
 * randomness; the model reads WordNet files, Node only).
 */
import { apply } from './apply.ts';
import { setup } from './setup.ts';
import { view } from './view.ts';
import { relatedness } from './bots/related.ts';
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

/** The bots' model, by name (the word bot and the expert both score words with it). */
export const ALIBIS_REVIEW_MODEL = 'wordnet-profile-cosine';

/** One suspect word on the table, against one alibi. */
export interface SuspectFit {
  suspect: number;
  word: string;
  /** `relatedness(alibi, word)`: the cosine of the two WordNet profiles, 0..1 (6 decimals). */
  relatedness: number;
  /** The same on the alibi's own 0-100 scale (100 = the word on the table it relates to most), rounded. */
  score: number;
  /** 1 = the word on the table the alibi relates to most (ties share a rank). */
  rank: number;
  /** One of the two suspects the alibi was written for. */
  intended: boolean;
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
  /** The other suspect the alibi relates to most (null if there is none). */
  rival: { suspect: number; word: string; score: number } | null;
  /**
   * The clue's margin, -100..100 (1 decimal): the expert bot's writing score ×100,
   * `100 × (near − rival) / (near + rival + 0.01)` with `near` the lesser relatedness of the two
   * intended suspects and `rival` the highest of the others. Positive: both intended suspects
   * come before every other word.
   */
  margin: number;
  /** The word bot's writing score, `near − rival` in relatedness (6 decimals). */
  rawMargin: number;
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

export interface AlibisReview {
  game: 'alibis';
  model: typeof ALIBIS_REVIEW_MODEL;
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
    /** Highest margins first (up to 3). */
    best: ClueRef[];
    /** Lowest margins first (up to 3, none of them also in `best`). */
    worst: ClueRef[];
    /** Share of found alibis among those with a positive margin, and among the others (null when none). */
    foundWhenAhead: number | null;
    foundWhenBehind: number | null;
    text: string;
  };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The fit of `word` against every suspect word on the table; `pair` are the intended suspects.
 * `score` is on the alibi's own scale: 100 for the word it relates to most (0 for all when it
 * relates to none).
 */
export function fitsOf(word: string, words: readonly string[], pair: readonly number[]): SuspectFit[] {
  const raw = words.map((w) => relatedness(word, w));
  const top = Math.max(0, ...raw);
  return words.map((w, suspect) => ({
    suspect,
    word: w,
    relatedness: round6(raw[suspect] as number),
    score: top > 0 ? Math.round((100 * (raw[suspect] as number)) / top) : 0,
    rank: 1 + raw.filter((r) => r > (raw[suspect] as number)).length,
    intended: pair.includes(suspect),
  }));
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
      const fits = fitsOf(a.word, record.words, pair);
      const near = Math.min(...pair.map((s) => (fits[s] as SuspectFit).relatedness));
      const others = fits.filter((f) => !f.intended);
      const rivalFit = others.reduce<SuspectFit | null>((b, f) => (b === null || f.relatedness > b.relatedness ? f : b), null);
      const rival = rivalFit?.relatedness ?? 0;
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
        fits,
        rival: rivalFit ? { suspect: rivalFit.suspect, word: rivalFit.word, score: rivalFit.score } : null,
        margin: round1((100 * (near - rival)) / (near + rival + 0.01)),
        rawMargin: round6(near - rival),
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
  const ref = (a: AlibiReview): ClueRef => ({
    round: a.round,
    index: a.index,
    seat: a.seat,
    word: a.word,
    margin: a.margin,
    found: a.found,
  });
  // By margin, then the earlier alibi (round, then index): a stable order.
  const ranked = [...all].sort((x, y) => y.margin - x.margin || x.round - y.round || x.index - y.index);
  const best = ranked.slice(0, Math.min(3, Math.ceil(ranked.length / 2))).map(ref);
  const worst = ranked.slice(best.length).reverse().slice(0, 3).map(ref);
  const share = (xs: AlibiReview[]) => (xs.length ? round6(xs.filter((a) => a.found).length / xs.length) : null);
  const pairsFound = all.filter((a) => a.found).length;
  const perpetratorFound = rounds.reduce((n, r) => n + r.perpetratorFoundBy.length, 0);
  const heatLeft = last.heat;
  const text =
    `${pairsFound}/${all.length} pairs found, perpetrator named ${perpetratorFound}/${rounds.length * players} times, ` +
    `heat ${heatLeft} left of ${last.heatStart}` +
    (best[0] ? `; best clue "${best[0].word}" (${fmt(best[0].margin)})` : '') +
    (worst[0] ? `, worst "${worst[0].word}" (${fmt(worst[0].margin)})` : '');
  return {
    game: 'alibis',
    model: ALIBIS_REVIEW_MODEL,
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
      best,
      worst,
      foundWhenAhead: share(all.filter((a) => a.margin > 0)),
      foundWhenBehind: share(all.filter((a) => a.margin <= 0)),
      text,
    },
  };
}

/** A margin in points, signed: "+12.5", "-3". */
export const fmt = (margin: number): string => `${margin > 0 ? '+' : ''}${margin}`;

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
