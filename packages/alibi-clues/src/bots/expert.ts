import type { Policy } from '@alibi/engine';
import { CASE_CLOSED, clueMatches, countMatching, distinctMatches, functionOf, isClue } from '../cards.ts';
import type { Action, View } from '../types.ts';
import { heuristicPolicy } from './heuristic.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** The public table after a planned action: what the value of a position depends on. */
interface Position {
  tables: number[][];
  covers: (number | null)[];
  scores: number[];
  hand: number[];
}

/**
 * How strongly a case close to five features draws the next accusation (per feature shown). This
 * and the hand share were tuned in the arena against the heuristic bot (4 players, 200 games
 * each): pull 1.0 / 1.5 / 2.5 won 66 / 65 / 70%, hand share 0.15 / 0.4 / 0.8 won 59 / 65 / 61%.
 * A premium for keeping function cards cost most: 0.8 / 0.3 / none won 45 / 65 / 77.5%.
 */
const CLOSING_PULL = 1.5;
/** What a clue in hand is worth against one on the table: it may still be played, or not. */
const HAND_SHARE = 0.4;

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
 * Expected points of this seat minus those of its best rival, after the next case: the scores so
 * far, plus each seat's clues on the table (and a share of this seat's clues in hand) weighed by
 * each open suspect's chance to be the culprit.
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
const accusableIn = (view: View, pos: Position) => {
  const clues = pos.tables.flat();
  return view.row.filter((id, slot) => pos.covers[slot] === null && distinctMatches(clues, id) >= CASE_CLOSED);
};

/**
 * The hard Alibi Clues bot: every play, function card and accusation is valued by the expected
 * points it leads to — this seat's expected points minus its best rival's, with each open suspect
 * weighed by its chance to be the next culprit. A clue that opens a case counts as the better of
 * accusing at once and waiting. Discards and exchanges are the heuristic bot's.
 */
export const expertPolicy: Policy<Action, View> = {
  name: 'expert',
  choose(input) {
    const { seat, view, rng } = input;
    // Resigning is the person's choice, never the bot's (the heuristic it falls back on drops it too).
    const legal: Action[] = input.legal.filter((a) => a.type !== 'resign');
    const phase = view.phase;
    if (phase.kind === 'over' || phase.seat !== seat) return null;
    const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Of<T> => a.type === type);
    const here: Position = { tables: view.tables, covers: view.covers, scores: view.scores, hand: view.hand ?? [] };
    const accuseValue = (pos: Position, suspect: number) => value(view, seat, closed(pos, suspect, seat));
    /** A position where this seat holds the right to accuse: it will take the better of accusing and waiting. */
    const withRight = (pos: Position) =>
      Math.max(value(view, seat, pos), ...accusableIn(view, pos).map((id) => accuseValue(pos, id)));
    const afterClue = (pos: Position, card: number): Position => ({
      ...pos,
      tables: pos.tables.map((t, i) => (i === seat ? [...t, card] : t)),
      hand: without(pos.hand, card),
    });
    const options: { action: Action; score: number }[] = [];
    // Waiting keeps the position as it is (in 'after', ending the turn; the right then passes on).
    const waiting = value(view, seat, here);
    for (const a of of('accuse')) options.push({ action: a, score: accuseValue(here, a.suspect) });
    if (phase.kind === 'after') {
      const best = options.reduce((m, o) => (o.score > m.score ? o : m), { action: null as Action | null, score: waiting });
      return best.action ?? heuristicPolicy.choose(input);
    }
    // No card to play (the choice of ending the turn is offered): a function card or accusation
    // only when it beats the position as it is, else the heuristic's discard or end.
    const stuck = phase.kind === 'start' && of('end').length > 0;
    for (const a of of('clue')) {
      const pos = afterClue(here, a.card);
      const opens = view.row.some(
        (id, slot) => pos.covers[slot] === null && clueMatches(a.card, id) && accusableIn(view, pos).includes(id),
      );
      options.push({ action: a, score: opens ? withRight(pos) : value(view, seat, pos) });
    }
    const covered = view.covers.filter((c) => c !== null).length;
    for (const a of of('cover')) {
      const pos = {
        ...here,
        covers: here.covers.map((c, slot) => (slot === a.slot ? a.card : c)),
        hand: without(here.hand, a.card),
      };
      const last = view.row.find((_, slot) => pos.covers[slot] === null);
      // The third cover story convicts the one suspect left open, its player taking the bonus point.
      const score = covered === 2 && last !== undefined ? value(view, seat, closed(pos, last, seat)) : value(view, seat, pos);
      options.push({ action: a, score: score });
    }
    for (const a of of('hush')) {
      const pos = { ...here, tables: here.tables.map((t) => without(t, a.clue)), hand: without(here.hand, a.card) };
      options.push({ action: a, score: value(view, seat, pos) });
    }
    for (const a of of('tip')) {
      // Two more clues follow: value the best pair greedily.
      let pos: Position = { ...here, hand: without(here.hand, a.card) };
      for (let k = 0; k < 2; k++) {
        const open = view.row.filter((_, slot) => pos.covers[slot] === null);
        const clues = pos.hand.filter((c) => functionOf(c) === null && open.some((id) => clueMatches(c, id)));
        if (!clues.length) break;
        const next = clues.map((c) => afterClue(pos, c)).reduce((b, p) => (value(view, seat, p) > value(view, seat, b) ? p : b));
        pos = next;
      }
      options.push({ action: a, score: withRight(pos) });
    }
    if (stuck) {
      const top = options.reduce((m, o) => (o.score > m.score ? o : m), { action: null as Action | null, score: waiting });
      if (top.action) return top.action;
      const fallback = heuristicPolicy.choose({ ...input, legal: legal.filter((a) => a.type === 'discard' || a.type === 'end') });
      // A hand with no junk to discard would otherwise stay stuck for good.
      return fallback?.type === 'end' && here.hand.length > 0 ? heuristicPolicy.choose(input) : fallback;
    }
    if (!options.length) return heuristicPolicy.choose(input);
    let top = options.filter((o) => o.score === Math.max(...options.map((x) => x.score)));
    top = top.length ? top : options;
    return (top[rng.int(top.length)] as (typeof top)[number]).action;
  },
};
