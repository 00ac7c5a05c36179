import type { Policy } from '@alibi/engine';
import { CASE_CLOSED, clueMatches, countMatching, distinctMatches, functionOf, isClue } from '../cards.ts';
import type { Action, View } from '../types.ts';
import { heuristicPolicy } from './heuristic.ts';
import { FastRng, copyModel, playOut, sampleModel, step, type Model } from './playout.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** The public table after a planned action: what the one-move value of a position depends on. */
interface Position {
  tables: number[][];
  covers: (number | null)[];
  scores: number[];
  hand: number[];
}

/** How strongly a case close to five features draws the next accusation (per feature shown), in the one-move value. */
const CLOSING_PULL = 1.5;
/** What a clue in hand is worth against one on the table in the one-move value: it may still be played, or not. */
const HAND_SHARE = 0.4;

/**
 * The search's effort: the moves kept after the one-move value; sampled deals per decision, at
 * least `minDeals` and at most `maxDeals`, dealt until the playouts have played `actions` actions
 * in all (which bounds the think time); `maxSteps` actions at most per playout; and what a clue
 * kept in hand for a suspect staying in the row counts at the end of a playout.
 */
const SEARCH = { candidates: 6, actions: 8000, minDeals: 8, maxDeals: 64, maxSteps: 200, handWeight: 0.3 } as const;

/**
 * The chance that each open suspect is the next culprit, guessed from how many distinct features
 * of it the table shows: cases near five close first (an accusable one almost surely).
 */
function culpritOdds(view: View, pos: Position): Map<number, number> {
  const clues = pos.tables.flat();
  const raw = new Map<number, number>();
  view.row.forEach((id, slot) => {
    if (pos.covers[slot] === null) raw.set(id, Math.exp(CLOSING_PULL * Math.min(distinctMatches(clues, id), CASE_CLOSED + 1)));
  });
  const sum = [...raw.values()].reduce((s, x) => s + x, 0);
  return new Map([...raw].map(([id, x]) => [id, sum ? x / sum : 0]));
}

/**
 * One-move value: expected points of this seat minus those of its best rival after the next case —
 * the scores so far, plus each seat's clues on the table (and a share of this seat's clues in hand)
 * weighed by each open suspect's chance to be the culprit. It ranks the moves worth searching.
 */
function value(view: View, seat: number, pos: Position): number {
  const odds = culpritOdds(view, pos);
  const expected = pos.tables.map((table, i) => {
    let e = pos.scores[i] ?? 0;
    for (const [id, p] of odds) {
      e += p * countMatching(table, id);
      if (i === seat) e += p * HAND_SHARE * countMatching(pos.hand.filter(isClue), id);
    }
    return e;
  });
  return (expected[seat] ?? 0) - Math.max(...expected.filter((_, i) => i !== seat));
}

/** The position once `suspect` is accused (or convicted) by `by`: points scored, clues and covers cleared. */
function closed(pos: Position, suspect: number, by: number): Position {
  return {
    tables: pos.tables.map(() => []),
    covers: pos.covers.map(() => null),
    scores: pos.scores.map((s, i) => s + countMatching(pos.tables[i] ?? [], suspect) + (i === by ? 1 : 0)),
    hand: pos.hand,
  };
}

const without = (cards: number[], card: number) => {
  const i = cards.indexOf(card);
  return i < 0 ? cards : [...cards.slice(0, i), ...cards.slice(i + 1)];
};

/** Accusable suspects of a position (five distinct features, no cover story). */
const accusableAt = (view: View, pos: Position) => {
  const clues = pos.tables.flat();
  return view.row.filter((id, slot) => pos.covers[slot] === null && distinctMatches(clues, id) >= CASE_CLOSED);
};

/**
 * The turn's actions worth telling apart, each with its one-move value: function cards of one kind
 * are interchangeable, so one of each kind per target; of the discards, the heuristic's; ending the
 * turn at the start only with an empty hand (a stuck hand always moves on).
 */
function candidates(input: Parameters<Policy<Action, View>['choose']>[0], legal: Action[]): { action: Action; score: number }[] {
  const { seat, view } = input;
  const phase = view.phase;
  const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Of<T> => a.type === type);
  const here: Position = { tables: view.tables, covers: view.covers, scores: view.scores, hand: view.hand ?? [] };
  const accuseValue = (pos: Position, suspect: number) => value(view, seat, closed(pos, suspect, seat));
  /** A position where this seat holds the right to accuse: it will take the better of accusing and waiting. */
  const withRight = (pos: Position) => Math.max(value(view, seat, pos), ...accusableAt(view, pos).map((id) => accuseValue(pos, id)));
  const afterClue = (pos: Position, card: number): Position => ({
    ...pos,
    tables: pos.tables.map((t, i) => (i === seat ? [...t, card] : t)),
    hand: without(pos.hand, card),
  });
  const options: { action: Action; score: number }[] = [];
  const seen = new Set<string>();
  const add = (action: Action, key: string, score: number) => {
    if (seen.has(key)) return;
    seen.add(key);
    options.push({ action, score });
  };
  const waiting = value(view, seat, here);
  for (const a of of('accuse')) add(a, `accuse:${a.suspect}`, accuseValue(here, a.suspect));
  if (phase.kind === 'after') {
    add({ type: 'end' }, 'end', waiting);
    for (const a of of('exchange')) add(a, `exchange:${a.card}`, value(view, seat, { ...here, hand: without(here.hand, a.card) }));
    return options;
  }
  for (const a of of('clue')) {
    const pos = afterClue(here, a.card);
    const opens = view.row.some((id, slot) => pos.covers[slot] === null && clueMatches(a.card, id) && accusableAt(view, pos).includes(id));
    add(a, `clue:${a.card}`, opens ? withRight(pos) : value(view, seat, pos));
  }
  const covered = view.covers.filter((c) => c !== null).length;
  for (const a of of('cover')) {
    const pos = { ...here, covers: here.covers.map((c, slot) => (slot === a.slot ? a.card : c)), hand: without(here.hand, a.card) };
    const last = view.row.find((_, slot) => pos.covers[slot] === null);
    // The third cover story convicts the one suspect left open, its player taking the bonus point.
    const score = covered === 2 && last !== undefined ? value(view, seat, closed(pos, last, seat)) : value(view, seat, pos);
    add(a, `cover:${a.slot}`, score);
  }
  for (const a of of('hush')) {
    const pos = { ...here, tables: here.tables.map((t) => without(t, a.clue)), hand: without(here.hand, a.card) };
    add(a, `hush:${a.clue}`, value(view, seat, pos));
  }
  for (const a of of('tip')) {
    // Two more clues follow: value the best pair greedily.
    let pos: Position = { ...here, hand: without(here.hand, a.card) };
    for (let k = 0; k < 2; k++) {
      const open = view.row.filter((_, slot) => pos.covers[slot] === null);
      const clues = pos.hand.filter((c) => functionOf(c) === null && open.some((id) => clueMatches(c, id)));
      if (!clues.length) break;
      pos = clues.map((c) => afterClue(pos, c)).reduce((b, p) => (value(view, seat, p) > value(view, seat, b) ? p : b));
    }
    add(a, 'tip', withRight(pos));
  }
  if (of('end').length) {
    // No card to play: also the heuristic's choice (its discard of its junk), and ending the turn
    // only with an empty hand, so a stuck hand always moves on.
    const fallback = heuristicPolicy.choose({ ...input, legal }) as Action;
    // It is always searched (ranked first), so the search can fall back on it.
    add(fallback, JSON.stringify(fallback), Infinity);
    if (!here.hand.length) add({ type: 'end' }, 'end', waiting);
  }
  return options;
}

/**
 * What a finished playout is worth to `seat`: its score minus the best rival's, plus a share of a
 * point for each clue in its hand that fits a suspect staying in the row (the case's cut-off
 * would otherwise count clues kept for the next cases as nothing).
 */
function outcomeFor(m: Model, seat: number): number {
  let rival = -Infinity;
  m.scores.forEach((x, s) => {
    if (s !== seat && !m.resigned[s]) rival = Math.max(rival, x);
  });
  const staying = m.row.filter((id) => id !== m.culprit);
  const kept = (m.hands[seat] as number[]).filter((c) => staying.some((id) => clueMatches(c, id))).length;
  return (m.scores[seat] as number) - (rival === -Infinity ? 0 : rival) + SEARCH.handWeight * kept;
}

/**
 * The hard Alibi Clues bot: a short search over sampled hands. Its moves are first ranked by a
 * one-move value (its expected points minus its best rival's, each open suspect weighed by its
 * chance to be the next culprit); the best few are then each played out to the end of the case
 * on the same sampled deals — the cards it cannot see dealt at random from those not in sight,
 * every seat playing on as the heuristic bot does — and the move with the best mean final margin
 * over its best rival is played.
 */
export const expertPolicy: Policy<Action, View> = {
  name: 'expert',
  choose(input) {
    const { seat, view, rng } = input;
    const phase = view.phase;
    if (phase.kind === 'over' || phase.seat !== seat) return null;
    // Resigning is the person's choice, never the bot's.
    const legal: Action[] = input.legal.filter((a) => a.type !== 'resign');
    const ranked = candidates(input, legal).sort((a, b) => b.score - a.score);
    const options = ranked.slice(0, SEARCH.candidates).map((o) => o.action);
    if (options.length <= 1) return options[0] ?? heuristicPolicy.choose(input);
    const totals = options.map(() => 0);
    const sampler = new FastRng(rng.int(0x7fffffff));
    // Deal after deal until the playouts' actions reach the budget: long cases get fewer deals.
    let spent = 0;
    for (let deal = 0; deal < SEARCH.maxDeals && (deal < SEARCH.minDeals || spent < SEARCH.actions); deal++) {
      const model = sampleModel(view, sampler);
      // The same deal and the same playout stream for every option: only the move differs.
      const playoutSeed = sampler.int(0x7fffffff);
      options.forEach((action, i) => {
        const m = copyModel(model);
        const playoutRng = new FastRng(playoutSeed);
        step(m, action, playoutRng);
        spent += 1 + playOut(m, playoutRng, SEARCH.maxSteps);
        totals[i] = (totals[i] as number) + outcomeFor(m, seat);
      });
    }
    let best = 0;
    totals.forEach((t, i) => {
      if (t > (totals[best] as number)) best = i;
    });
    return options[best] as Action;
  },
};
