import type { Policy } from '@alibi/engine';
import { CASE_CLOSED, clueMatches, countMatching, distinctMatches, functionOf } from '../cards.ts';
import type { Action, View } from '../types.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

function best<T>(items: T[], score: (x: T) => number, rng: { int(n: number): number }): { item: T; score: number } | null {
  let top: T[] = [];
  let max = -Infinity;
  for (const x of items) {
    const v = score(x);
    if (v > max) [max, top] = [v, [x]];
    else if (v === max) top.push(x);
  }
  return top.length ? { item: top[rng.int(top.length)] as T, score: max } : null;
}

/** Points each seat would score if `suspect` were the culprit now, `by` taking the bonus point. */
function payout(view: View, suspect: number, by: number): number[] {
  return view.tables.map((t, i) => countMatching(t, suspect) + (i === by ? 1 : 0));
}

/** How much more a case closed on `suspect` by `seat` pays `seat` than its best-paid rival (the leader counts one point extra: it is the one to stop). */
function edge(view: View, suspect: number, seat: number): number {
  const pts = payout(view, suspect, seat);
  const leader = Math.max(...view.scores);
  const rival = Math.max(...pts.map((x, i) => (i === seat ? -Infinity : x + (view.scores[i] === leader && leader > 0 ? 1 : 0))));
  return (pts[seat] ?? 0) - rival;
}

/**
 * Plays toward the suspects it holds most matching cards for (in hand and in front of it), accuses
 * when the case pays it at least as much as anyone else, lays cover stories on and pays hush money
 * against cases that would favour a rival (the leader first), and discards or exchanges the cards
 * that fit no open suspect. With no card to play it plays a function card when that helps, else
 * discards its junk, else plays its least harmful function card.
 */
export const heuristicPolicy: Policy<Action, View> = {
  name: 'heuristic',
  choose({ seat, legal: offered, view, rng }) {
    // Resigning is the person's choice, never the bot's.
    const legal: Action[] = offered.filter((a) => a.type !== 'resign');
    const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Of<T> => a.type === type);
    const hand = view.hand ?? [];
    const open = view.row.filter((_, slot) => view.covers[slot] === null);
    const clues = view.tables.flat();
    const accuse = best(of('accuse'), (a) => edge(view, a.suspect, seat), rng);
    if (accuse && accuse.score >= 0) return accuse.item;
    // How much a suspect is worth to this seat: its matching cards in front of it and in hand.
    const worth = (id: number) => countMatching(view.tables[seat] ?? [], id) * 2 + countMatching(hand, id);
    // A useless card fits no open suspect (or is hush money with nothing to hush).
    const useless = (card: number) => (functionOf(card) === null ? !open.some((id) => clueMatches(card, id)) : functionOf(card) === 'hush' && clues.length === 0);
    const phase = view.phase;
    if (phase.kind === 'over' || phase.seat !== seat) return null;
    if (phase.kind === 'after') {
      const swap = of('exchange').find((a) => useless(a.card));
      return swap ?? of('end')[0] ?? null;
    }
    const clueScore = (a: Of<'clue'>) =>
      open.reduce((sum, id) => {
        if (!clueMatches(a.card, id)) return sum;
        const shown = distinctMatches(clues, id);
        const adds = distinctMatches([...clues, a.card], id) > shown;
        // Completing a case is worth it only if it pays this seat best.
        const closes = adds && shown + 1 >= CASE_CLOSED ? edge({ ...view, tables: view.tables.map((t, i) => (i === seat ? [...t, a.card] : t)) }, id, seat) * 3 : 0;
        return sum + worth(id) + closes;
      }, 0);
    const candidates: { action: Action; score: number }[] = [];
    for (const a of of('clue')) candidates.push({ action: a, score: clueScore(a) });
    if (phase.kind === 'start') {
      const covered = view.covers.filter((c) => c !== null).length;
      for (const a of of('cover')) {
        const id = view.row[a.slot] as number;
        const closing = distinctMatches(clues, id) >= CASE_CLOSED - 1;
        if (covered === 2) {
          // The third cover story convicts the last open suspect: only when that pays this seat.
          const last = view.row.find((_, slot) => slot !== a.slot && view.covers[slot] === null) as number;
          candidates.push({ action: a, score: edge(view, last, seat) >= 0 ? 8 + (view.tables[seat]?.length ?? 0) : -10 });
        } else candidates.push({ action: a, score: closing ? -edge(view, id, seat) * 3 : -1 });
      }
      for (const a of of('hush')) {
        const owner = view.tables.findIndex((t) => t.includes(a.clue));
        if (owner === seat) continue;
        const lead = (view.scores[owner] ?? 0) >= Math.max(...view.scores) ? 2 : 0;
        const threat = open.filter((id) => clueMatches(a.clue, id) && distinctMatches(clues, id) >= CASE_CLOSED - 1).length;
        candidates.push({ action: a, score: threat * 4 + lead - 1 });
      }
      const playableClues = hand.filter((c) => functionOf(c) === null && !useless(c)).length;
      for (const a of of('tip')) candidates.push({ action: a, score: playableClues >= 2 ? 6 : -2 });
      // No card to play: a function card worth playing, else discard the junk (tip-offs too: one
      // needs a clue to follow, and only a discard brings new cards), else the best function card;
      // ending the turn only with nothing at all, so a stuck hand always moves on.
      if (of('end').length) {
        const top = best(candidates, (c) => c.score, rng);
        if (top && top.score > 0) return top.item.action;
        const junk = hand.filter((c) => useless(c) || functionOf(c) === 'tip');
        const discard = junk.length ? of('discard').find((a) => a.cards.join() === junk.join()) : undefined;
        return discard ?? top?.item.action ?? (of('end')[0] as Action);
      }
    }
    const top = best(candidates, (c) => c.score, rng);
    return top?.item.action ?? legal.find((a) => a.type !== 'accuse') ?? legal[0] ?? null;
  },
};
