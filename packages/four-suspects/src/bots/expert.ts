import { bitsOf, membersOf, pickBest, popcount, subsetsOfSize, type Policy } from '@alibi/engine';
import { ALL_CARDS, CATEGORIES, PRICE, matches, sharesFeature, type Category } from '../cards.ts';
import type { Action, View } from '../types.ts';
import { heuristicPolicy } from './heuristic.ts';
import { deduce } from './notes.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * Every deal of the unseen cards consistent with one seat's view, weighed alike. `byTarget[t]`
 * folds the deals into (t's hand, missing card) pairs with their weights: all a question to t
 * depends on.
 */
interface Belief {
  total: number;
  missing: Float64Array;
  byTarget: Map<number, { hand: number; missing: number; weight: number }[]>;
}

/** Above this many deals (4-5 players early on) the bot plays its heuristic instead. */
const MAX_DEALS = 40_000;
const MAX_NODES = 120_000;

/** "Seat holds one of these counts of `mask`", counts as a bit set. */
interface Bound {
  seat: number;
  mask: number;
  allowed: number;
}

/** True counts that fit the spoken ones, given whether the poet lied by one. */
function trueCounts(spoken: number[], poet: boolean): number {
  let allowed = 0;
  for (const s of spoken) allowed |= poet ? (s >= 1 ? 1 << (s - 1) : 0) | (1 << (s + 1)) : 1 << s;
  return allowed;
}

/** What the table told this seat about the others' hands (3-5 players: no rooms). */
function boundsOf(view: View, me: number): Bound[] {
  const out: Bound[] = [];
  view.questions.forEach((q, i) => {
    if (q.target === me || q.kind !== 'count' || q.category === null) {
      const mine = view.gave.find((g) => g.question === i && g.how !== 'broker');
      if (q.target === me && q.brokerReturn === 'none' && mine)
        out.push({ seat: q.asker, mask: bitsOf(ALL_CARDS.filter((c) => sharesFeature(c, mine.card))), allowed: 1 });
      return;
    }
    const category = q.category;
    const mask = bitsOf(ALL_CARDS.filter((c) => matches(c, category, q.values)));
    let spoken: number[];
    if (q.heard !== null) spoken = [q.heard];
    else if (q.shown === 'card' || q.bodyguard) spoken = Array.from({ length: 15 }, (_, k) => k + 2);
    else if (q.shown === 'none') spoken = [0, 1];
    else return;
    out.push({ seat: q.target, mask, allowed: trueCounts(spoken, q.poet) });
  });
  return out;
}

function believe(view: View): Belief | null {
  const me = view.viewer as number;
  const n = view.players;
  if (n === 2) return null;
  const notes = deduce(view);
  const fixed = notes.holds.map((h) => bitsOf(h));
  const allowed = notes.may.map((m) => bitsOf(m));
  let pool = 0xffff & ~bitsOf(view.hand ?? []);
  for (let seat = 0; seat < n; seat++) if (seat !== me) pool &= ~(fixed[seat] as number);
  const bounds = boundsOf(view, me);
  const order = Array.from({ length: n }, (_, i) => i)
    .filter((s) => s !== me)
    .map((seat) => ({ seat, checks: bounds.filter((b) => b.seat === seat) }))
    .sort((a, b) => b.checks.length - a.checks.length);
  const known = view.missing?.[0] ?? null;
  const missing = new Float64Array(16);
  const folds = new Map<number, Map<number, number>>(order.map(({ seat }) => [seat, new Map()]));
  const hand = new Array<number>(n).fill(0);
  let total = 0;
  let nodes = 0;
  const walk = (depth: number, left: number): boolean => {
    if (++nodes > MAX_NODES || total > MAX_DEALS) return false;
    if (depth === order.length) {
      if (popcount(left) !== 1) return true;
      const m = 31 - Math.clz32(left);
      if (known !== null && m !== known) return true;
      total++;
      missing[m] = (missing[m] as number) + 1;
      for (const { seat } of order) {
        const fold = folds.get(seat) as Map<number, number>;
        const key = (hand[seat] as number) * 16 + m;
        fold.set(key, (fold.get(key) ?? 0) + 1);
      }
      return true;
    }
    const { seat, checks } = order[depth] as (typeof order)[number];
    const need = (view.handSizes[seat] as number) - popcount(fixed[seat] as number);
    if (need < 0) return true;
    for (const pick of subsetsOfSize(left & (allowed[seat] as number), need)) {
      const h = pick | (fixed[seat] as number);
      if (!checks.every((b) => (b.allowed & (1 << popcount(h & b.mask))) !== 0)) continue;
      hand[seat] = h;
      if (!walk(depth + 1, left & ~pick)) return false;
    }
    return true;
  };
  if (!walk(0, pool) || total === 0) return null;
  const byTarget = new Map<number, { hand: number; missing: number; weight: number }[]>();
  for (const [seat, fold] of folds)
    byTarget.set(
      seat,
      [...fold].map(([key, weight]) => ({ hand: Math.floor(key / 16), missing: key % 16, weight })),
    );
  return { total, missing, byTarget };
}

/** Beliefs change only when information arrives, but the bot is asked at every step: keep the last few. */
const beliefKey = (v: View) =>
  JSON.stringify([
    v.viewer,
    v.players,
    v.hand,
    v.handSizes,
    v.missing,
    v.seen,
    v.gave,
    v.questions.map((q) => [q.target, q.kind, q.category, q.values, q.heard, q.poet, q.shown, q.bodyguard, q.brokerReturn]),
  ]);
const cache = new Map<string, Belief | null>();
function beliefOf(view: View): Belief | null {
  const key = beliefKey(view);
  if (cache.has(key)) return cache.get(key) as Belief | null;
  const belief = believe(view);
  if (cache.size >= 256) cache.delete(cache.keys().next().value as string);
  cache.set(key, belief);
  return belief;
}

const entropy = (weights: Iterable<number>, total: number) => {
  let h = 0;
  for (const w of weights) if (w > 0) h -= (w / total) * Math.log2(w / total);
  return h;
};

/**
 * Expected entropy drop (bits) about the missing card from asking `target` how many of `mask` it
 * holds (null mask: a show-me card), counting the card shown after 2 or more (any fitting card
 * alike, as the target's choice is unknown).
 */
function information(belief: Belief, target: number, mask: number | null): number {
  const outcomes = new Map<number, Float64Array>();
  const add = (key: number, m: number, w: number) => {
    let row = outcomes.get(key);
    if (!row) outcomes.set(key, (row = new Float64Array(16)));
    row[m] = (row[m] as number) + w;
  };
  for (const { hand, missing, weight } of belief.byTarget.get(target) ?? []) {
    const count = mask === null ? 2 : popcount(hand & mask);
    const from = mask === null ? hand : hand & mask;
    if (count < 2 || from === 0) add(count * 17 + 16, missing, weight);
    else {
      const share = weight / popcount(from);
      for (let c = 0; c < 16; c++) if (from & (1 << c)) add(count * 17 + c, missing, share);
    }
  }
  let after = 0;
  for (const row of outcomes.values()) {
    const w = row.reduce((s, x) => s + x, 0);
    after += (w / belief.total) * entropy(row, w);
  }
  return entropy(belief.missing, belief.total) - after;
}

const maskOf = (category: Category, values: number[]) => bitsOf(ALL_CARDS.filter((c) => matches(c, category, values)));

/** The best question this seat could ask `target` with every category and up to three values (the scout's reach). */
function scoutValue(belief: Belief, target: number): number {
  let best = 0;
  for (const category of CATEGORIES)
    for (let set = 1; set < 15; set++) {
      const values = [0, 1, 2, 3].filter((v) => set & (1 << v));
      if (values.length <= 3) best = Math.max(best, information(belief, target, maskOf(category, values)));
    }
  return best;
}

/** Nodes each imagined opener's notes may enumerate: enough for the late windows, cheap for the early ones. */
const OPENER_NODES = 1_000;

/**
 * P(missing = card) for this seat once `opener` has opened a guess window, taking the opener to
 * be sure, as careful players are (the heuristic bot guesses only then). Each deal this seat
 * believes in is weighed by 1/k³, k the cards that could still be missing for a player holding
 * the opener's hand of that deal who knew only the public answers and the cards this seat showed
 * it: the cards the opener saw in private rule out the rest only when few are left. Measured
 * (4 players, one hard against three medium, 30 deals): 1/k 57.7%, 1/k² 59.0%, 1/k³ and 1/k⁸ 59.4%.
 * Null when the seat's own enumeration gives up (above MAX_DEALS deals).
 */
export function chancesIfOpenerSure(view: View, opener: number): Float64Array | null {
  const belief = beliefOf(view);
  const pairs = belief?.byTarget.get(opener);
  if (!pairs) return null;
  const me = view.viewer as number;
  const openerView: View = {
    ...view,
    viewer: opener,
    seen: view.gave
      .filter((g) => g.to === opener)
      .map((g) => ({ question: g.question, card: g.card, from: me, room: null, how: g.how })),
    gave: [],
    missing: null,
    questions: view.questions.map((q) => ({ ...q, heard: q.answer })),
  };
  const left = new Map<number, number>();
  const chances = new Float64Array(16);
  for (const { hand, missing, weight } of pairs) {
    let k = left.get(hand);
    if (k === undefined) {
      const notes = deduce({ ...openerView, hand: membersOf(hand) }, OPENER_NODES);
      left.set(hand, (k = Math.max(1, notes.candidates.length)));
    }
    chances[missing] = (chances[missing] as number) + weight / k ** 3;
  }
  const total = chances.reduce((a, b) => a + b, 0);
  return chances.map((w) => w / total);
}

/** Rounds of the whole table: players who are out still count, or their going would rush the bot. */
const rounds = (view: View) => view.turn / view.players;

/**
 * How sure this seat must be to guess on its turn. As in Perfect Alibi, the arena showed that
 * early guesses cost more than they win against careful players: certainty, until a game drags
 * on past five rounds.
 */
export function guessThreshold(view: View): number {
  return rounds(view) < 5 ? 1 : 0.5;
}

/**
 * Whether to join a guess window another player opened. Passing loses at once if their guess is
 * right; joining with the best candidate wins (shared) with its probability, and puts this seat
 * out otherwise. The chance that an opener is right grows with the rounds played (careful players
 * guess only when sure; by round four they usually are), so the bar drops as the game goes on.
 * Measured (3 players, 300 games against the heuristic bot): never joining won 61%, always
 * joining 72.5%; this rule wins as much against careful openers and far more against random ones
 * (82.8% against the random bot, where always joining wins 72.5%).
 */
export function joinWindow(view: View, sure: number): boolean {
  const openerRight = Math.min(0.95, rounds(view) / 4);
  return sure >= (1 - openerRight) * 0.5;
}

/**
 * An exact source of this seat's beliefs (the lobby's hard bot plugs in the deduction engine's,
 * `@alibi/deduction`): the chance that `cards` are the missing ones, and a question's expected
 * information (bits) about them. Null when it cannot tell.
 */
export type ExactBeliefs = (view: View) => {
  chance(cards: readonly number[]): number;
  info(question: Extract<Action, { type: 'ask' } | { type: 'demand' }>): number;
} | null;

/**
 * The hard Four Suspects bot. Beliefs are every deal consistent with its own view; it asks the
 * question (or plays the show-me card) with the largest expected information about the missing
 * alibi, hires the courier when it can and the scout when its reach adds information, guesses when
 * certain, and joins another player's guess window when the measured risk of their being right
 * outweighs its own chance of a wrong guess. Answers and cards to show are the heuristic bot's.
 * With `exact` (the lobby's hard bot) its chances and question values are exact at every table
 * size and with two players' pairs; without, its enumeration's, and the heuristic above
 * MAX_DEALS.
 */
export function makeExpertPolicy(exact?: ExactBeliefs): Policy<Action, View> {
  return {
    name: 'expert',
    choose(input) {
      const { seat, view, rng } = input;
      // Bots never resign: leaving is a person's choice, made at the table.
      const legal: Action[] = input.legal.filter((a) => a.type !== 'resign');
      const over = view.phase.kind === 'over';
      const exactly = over || !exact ? null : exact(view);
      const belief = over || exactly ? null : beliefOf(view);
      if (!belief && !exactly) return heuristicPolicy.choose(input);
      const chance = (cards: readonly number[]) =>
        exactly ? exactly.chance(cards) : ((belief as Belief).missing[cards[0] as number] ?? 0) / (belief as Belief).total;
      const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Of<T> => a.type === type);
      const best = pickBest(of('guess'), (a) => chance(a.cards), rng);
      const sure = best ? chance(best.cards) : 0;
      // Certainty up to rounding: exact chances are sums of products of floats.
      if (best && sure >= 1 - 1e-9) return best;
      if (view.guessing) {
        if (!view.guessing.pending.includes(seat)) return null;
        const ifSure = chancesIfOpenerSure(view, view.guessing.guessers[0] as number);
        const join = ifSure ? pickBest(of('guess'), (a) => ifSure[a.cards[0] as number] as number, rng) : best;
        const chanceOfJoin = join && ifSure ? (ifSure[join.cards[0] as number] as number) : sure;
        return join && joinWindow(view, chanceOfJoin) ? join : (of('pass')[0] ?? null);
      }
      const phase = view.phase;
      if (phase.kind !== 'turn' || phase.seat !== seat) return heuristicPolicy.choose(input);
      if (best && sure >= Math.min(1 - 1e-9, guessThreshold(view))) return best;
      const coins = view.coins[seat]?.length ?? 0;
      const buy = (helper: 'scout') => of('buy').find((a) => a.helper === helper) ?? null;
      // The courier is hired at the end of the turn (by the heuristic's rule: always); keep its price.
      const reserve = view.owners[view.helpers.indexOf('courier')] === seat ? 0 : PRICE.courier;
      const scored = [
        ...of('ask').map((a) => ({
          action: a as Action,
          target: a.target,
          info: exactly ? exactly.info(a) : information(belief as Belief, a.target, maskOf(a.category, a.values)),
        })),
        ...of('demand').map((a) => ({
          action: a as Action,
          target: a.target,
          info: exactly ? exactly.info(a) : information(belief as Belief, a.target, null),
        })),
      ];
      const top = pickBest(scored, (s) => s.info, rng);
      // The scout pays when its free choice of category and values teaches clearly more.
      if (belief && buy('scout') && coins - PRICE.scout >= reserve && top) {
        const targets = [...new Set(scored.map((s) => s.target))];
        const reach = Math.max(...targets.map((t) => scoutValue(belief, t)));
        if (reach > top.info + 0.15) return buy('scout');
      }
      return top?.action ?? heuristicPolicy.choose(input);
    },
  };
}

export const expertPolicy: Policy<Action, View> = makeExpertPolicy();
