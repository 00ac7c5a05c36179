import { bitsOf, pickBest, popcount, subsetsOfSize, type Policy, type Rng } from '@alibi/engine';
import { ALL_CARDS, matches, tileCategory, tileHasArrows, type Assistant, type Category } from '../cards.ts';
import { VALUE_SETS } from '../legal.ts';
import type { Action, View } from '../types.ts';
import { heuristicPolicy } from './heuristic.ts';
import { deduce } from './notes.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * Every deal of the unseen cards consistent with one seat's view, weighed alike: what this seat
 * can believe about the missing card and the other hands. `byTarget[t]` folds the deals into
 * (t's hand, missing card) pairs with their weights, which is all a question to t depends on.
 */
interface Belief {
  total: number;
  /** Deals per possible missing card. */
  missing: Float64Array;
  byTarget: Map<number, { hand: number; missing: number; weight: number }[]>;
}

/** Above this many deals (5 players early on) the bot plays its heuristic instead. */
const MAX_DEALS = 40_000;
const MAX_NODES = 120_000;

interface Bound {
  seat: number;
  mask: number;
  low: number;
  high: number;
}

/** What the table has told this seat about the others' hands: heard counts, and cards seen to change hands. */
function boundsOf(view: View, me: number): Bound[] {
  const slack = view.rules.rival ? 1 : 0;
  const out: Bound[] = [];
  for (const q of view.questions) {
    if (q.target === me) continue;
    const mask = bitsOf(ALL_CARDS.filter((c) => matches(c, q.category, q.values)));
    if (q.heard !== null) out.push({ seat: q.target, mask, low: Math.max(0, q.heard - slack), high: q.heard + slack });
    else if (q.card === 'shown' || q.card === 'taken') out.push({ seat: q.target, mask, low: Math.max(0, 2 - slack), high: 16 });
    else if (q.card === 'none' && q.targetAssistant !== 'lawyer' && !view.rules.manualAnswers)
      out.push({ seat: q.target, mask, low: 0, high: 1 + slack });
  }
  return out;
}

function believe(view: View): Belief | null {
  const me = view.viewer as number;
  const notes = deduce(view);
  const n = view.players;
  const fixed = notes.holds.map((h) => bitsOf(h));
  const allowed = notes.may.map((m) => bitsOf(m));
  let pool = 0xffff & ~bitsOf(view.hand ?? []) & ~bitsOf(view.publicCards);
  for (let seat = 0; seat < n; seat++) if (seat !== me) pool &= ~(fixed[seat] as number);
  const bounds = boundsOf(view, me);
  const order = Array.from({ length: n }, (_, i) => i)
    .filter((s) => s !== me)
    .map((seat) => ({ seat, checks: bounds.filter((b) => b.seat === seat) }))
    .sort((a, b) => b.checks.length - a.checks.length);
  const missing = new Float64Array(16);
  const folds = new Map<number, Map<number, number>>();
  for (const { seat } of order) folds.set(seat, new Map());
  const hand = new Array<number>(n).fill(0);
  let total = 0;
  let nodes = 0;
  const walk = (depth: number, left: number): boolean => {
    if (++nodes > MAX_NODES || total > MAX_DEALS) return false;
    if (depth === order.length) {
      if (popcount(left) !== 1) return true;
      const m = 31 - Math.clz32(left);
      if (view.missing !== null && m !== view.missing) return true;
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
      if (!checks.every((c) => popcount(h & c.mask) >= c.low && popcount(h & c.mask) <= c.high)) continue;
      hand[seat] = h;
      if (!walk(depth + 1, left & ~pick)) return false;
    }
    return true;
  };
  if (!walk(0, pool) || total === 0) return null;
  const byTarget = new Map<number, { hand: number; missing: number; weight: number }[]>();
  for (const [seat, fold] of folds) {
    byTarget.set(
      seat,
      [...fold].map(([key, weight]) => ({ hand: Math.floor(key / 16), missing: key % 16, weight })),
    );
  }
  return { total, missing, byTarget };
}

/** Beliefs change only when information arrives, but the bot is asked at every step: keep the last few. */
const beliefKey = (v: View) =>
  JSON.stringify([
    v.viewer,
    v.players,
    v.rules,
    v.hand,
    v.publicCards,
    v.handSizes,
    v.missing,
    v.seen,
    v.questions.map((q) => [q.target, q.category, q.values, q.heard, q.card, q.targetAssistant]),
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

/** How a card reaches the asker after an answer of 2 or more. */
type Reveal = 'shown' | 'taken' | 'none';

/**
 * What asking `target` about `values` would tell this seat about the missing card: the expected
 * entropy drop (bits) and the chance of naming the missing card right after hearing the answer
 * (and seeing the card the target shows, taken as any matching card alike).
 */
function questionValue(belief: Belief, target: number, category: Category, values: number[], reveal: Reveal) {
  const mask = bitsOf(ALL_CARDS.filter((c) => matches(c, category, values)));
  const outcomes = new Map<number, Float64Array>();
  const add = (key: number, m: number, w: number) => {
    let row = outcomes.get(key);
    if (!row) outcomes.set(key, (row = new Float64Array(16)));
    row[m] = (row[m] as number) + w;
  };
  for (const { hand, missing, weight } of belief.byTarget.get(target) ?? []) {
    const count = popcount(hand & mask);
    const from = reveal === 'taken' ? hand : hand & mask;
    if (count < 2 || reveal === 'none' || from === 0) add(count * 17 + 16, missing, weight);
    else {
      const share = weight / popcount(from);
      for (let c = 0; c < 16; c++) if (from & (1 << c)) add(count * 17 + c, missing, share);
    }
  }
  let after = 0;
  let hit = 0;
  for (const row of outcomes.values()) {
    const w = row.reduce((s, x) => s + x, 0);
    after += (w / belief.total) * entropy(row, w);
    hit += Math.max(...row) / belief.total;
  }
  return { info: entropy(belief.missing, belief.total) - after, hit };
}

function revealFor(view: View, seat: number, target: number): Reveal {
  if (view.assistants[target] === 'lawyer') return 'none';
  return view.assistants[seat] === 'pickpocket' ? 'taken' : 'shown';
}

/**
 * Exact expected information (bits) of each of `asks` to `target`, under this seat's exact
 * posterior (Rival tiles and shown cards weighed exactly, at any table size); null when the source
 * cannot tell. The lobby's hard bot plugs in the deduction engine's (`@alibi/deduction/review`).
 */
export type QuestionInfo = (
  view: View,
  target: number,
  asks: readonly { category: Category; values: number[] }[],
) => ArrayLike<number> | null;

/** The best question to `target` among categories by exact information, when the source can tell. */
function bestExactQuestion(info: QuestionInfo, view: View, target: number, categories: Category[]) {
  const asks = categories.flatMap((category) => VALUE_SETS.map((values) => ({ category, values })));
  const bits = info(view, target, asks);
  if (!bits) return null;
  let best = { category: 'time' as Category, values: [0], score: -Infinity };
  asks.forEach((a, i) => {
    const score = bits[i] ?? 0;
    if (score > best.score) best = { ...a, score };
  });
  return best;
}

/** The best question to `target` among categories, by information (or by the chance to name the card). */
function bestQuestion(belief: Belief, view: View, seat: number, target: number, categories: Category[], by: 'info' | 'hit') {
  let best = { category: 'time' as Category, values: [0], score: -Infinity };
  const reveal = revealFor(view, seat, target);
  for (const category of categories)
    for (const values of VALUE_SETS) {
      const v = questionValue(belief, target, category, values, reveal);
      // Ties (common for the hit chance) go to the question that teaches most.
      const score = by === 'info' ? v.info : v.hit + v.info * 1e-3;
      if (score > best.score) best = { category, values, score };
    }
  return best;
}

/**
 * How sure this seat must be to claim now. Measured in the arena against the heuristic bot (4
 * players, 300 games each): guessing at 60% from the third round won 69.7% of games, at 50% from
 * the second 66.0%, and certainty only 72.0% — the others rarely beat a good asker to it. So it
 * waits for certainty, and only a game that drags on (past five rounds, where others start to
 * guess) makes an even-odds guess worth the risk.
 */
export function claimThreshold(view: View): number {
  // Rounds of the whole table: players who are out still count, or their going would rush the bot.
  return view.turn / view.players < 5 ? 1 : 0.5;
}

/**
 * Assistants in the order the hard bot values them. The Confessor comes first: its questions'
 * answers reach it alone, so what it asks teaches the others nothing but whether a card was shown.
 * Measured head to head against three medium bots (docs/cli.md): the medium bot's order 49.6%,
 * Confessor first 52.9%, and with arrow tiles weighed as below 61.7% (4 players, 60 deals).
 */
const ASSISTANT_PREFERENCE: readonly Assistant[] = ['confessor', 'reporter', 'pickpocket', 'lookout', 'lawyer'];
const preferenceRank = (a: Assistant | null) => (a === null ? ASSISTANT_PREFERENCE.length : ASSISTANT_PREFERENCE.indexOf(a));

/**
 * Bits of question information worth one step in `ASSISTANT_PREFERENCE`. An arrow tile forces the
 * asker to give up its assistant for an unused one or the questioned player's, so a tile that
 * would cost the Confessor must teach that much more than a plain one to be taken.
 */
const ARROW_BITS_PER_RANK = 0.3;

/** What taking `tile` to question `target` does to this seat's assistant, in bits (0 without arrows). */
function arrowValue(view: View, seat: number, tile: number, target: number): number {
  if (!tileHasArrows(tile)) return 0;
  const theirs = view.assistants[target] ?? null;
  const options = theirs ? [...view.unused, theirs] : view.unused;
  if (!options.length) return 0;
  const best = Math.min(...options.map(preferenceRank));
  return ARROW_BITS_PER_RANK * (preferenceRank(view.assistants[seat] ?? null) - best);
}

/** The assistant this bot takes when its duty is to choose one (at setup, an arrow tile's change, a rechoice); else null. */
function assistantMove(legal: Action[], rng: Rng): Action | null {
  const choices = legal.filter(
    (a): a is Of<'chooseAssistant'> | Of<'changeAssistant'> => a.type === 'chooseAssistant' || a.type === 'changeAssistant',
  );
  return pickBest(choices, (a) => -preferenceRank(a.assistant), rng);
}

/**
 * P(the missing alibi is card c) for c in 0..15, as this seat may know it from its view; null when
 * the source cannot tell. Without one, the bot uses its own enumeration (every consistent deal
 * weighed alike; none when there are too many); the lobby's hard bot plugs in the exact deduction
 * engine (`@alibi/deduction`), which also weighs the cards shown and the Rival tiles exactly.
 */
export type MissingChances = (view: View) => ArrayLike<number> | null;

const chancesOf = (belief: Belief) => Array.from(belief.missing, (w) => w / belief.total);

/**
 * The hard Perfect Alibi bot. Beliefs are every deal consistent with its own view; it asks the
 * question with the largest expected information about the missing card (the answer and the card
 * shown both count), uses the Reporter or the final question when they pay, claims when certain —
 * or earlier once the measured risk of being beaten outweighs the chance of a wrong claim. Other
 * decisions (answers, cards to show) are the heuristic bot's; assistants follow
 * `ASSISTANT_PREFERENCE`, and arrow tiles are weighed by the change of assistant they force. Its claims follow
 * `missingChances`; its questions follow `questionInfo` when given (the lobby's hard bot: exact,
 * at every table size), else the joint beliefs of its enumeration (none above MAX_DEALS, where it
 * plays its heuristic). Measured with `alibi arena --hero hard --field medium` (docs/cli.md): at 5
 * players the exact values took the hard bot from 40.5% to 45.5% and its wrong claims from 10% to 3%.
 */
export function makeExpertPolicy(missingChances?: MissingChances, questionInfo?: QuestionInfo): Policy<Action, View> {
  /** By information: the exact source when there is one, else the enumeration's. */
  const byInfo = (belief: Belief | null, view: View, seat: number, target: number, categories: Category[]) =>
    (questionInfo && bestExactQuestion(questionInfo, view, target, categories)) ??
    (belief ? bestQuestion(belief, view, seat, target, categories, 'info') : null);
  return {
    name: 'expert',
    choose(input) {
      const { seat, view, rng } = input;
      // Bots never resign: leaving is a person's choice, made at the table.
      const legal: Action[] = input.legal.filter((a) => a.type !== 'resign');
      if (view.phase.kind === 'over') return heuristicPolicy.choose(input);
      const belief = beliefOf(view);
      const chances = missingChances ? missingChances(view) : belief && chancesOf(belief);
      // Without beliefs (too many deals) it plays the heuristic, but keeps its own assistants.
      if (!chances) return assistantMove(legal, rng) ?? heuristicPolicy.choose(input);
      const phase = view.phase;
      const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Of<T> => a.type === type);
      const best = pickBest(of('claim'), (a) => chances[a.card] ?? 0, rng);
      // Certainty up to rounding: exact chances are sums of products of floats.
      const sure = best ? (chances[best.card] ?? 0) : 0;
      if (best && sure >= 1 - 1e-9) return best;
      // Asked to confirm an earlier answer: the heuristic's truthful reply.
      if (view.confirmRequest?.seat === seat && legal.some((a) => a.type === 'confirmAnswer'))
        return heuristicPolicy.choose(input);
      if (phase.seat !== seat) return null;
      const threshold = claimThreshold(view);
      if (phase.kind === 'turn' && best && sure >= threshold) return best;
      if (phase.kind === 'mustClaim') return best ?? heuristicPolicy.choose(input);
      if (!belief && !questionInfo) return assistantMove(legal, rng) ?? heuristicPolicy.choose(input);
      switch (phase.kind) {
        case 'turn': {
          // A final question that would let it name the card with the needed confidence.
          const finals = belief
            ? of('finalQuestion').map((a) => ({
                action: a,
                hit: bestQuestion(belief, view, seat, a.target, ['time', 'location'], 'hit').score,
              }))
            : [];
          const final = pickBest(finals, (f) => f.hit, rng);
          if (final && final.hit >= Math.max(threshold, 0.99)) return final.action;
          const options: { action: Action; score: number }[] = [];
          for (const a of of('takeTile')) {
            const info = byInfo(belief, view, seat, a.target, [tileCategory(a.tile)])?.score ?? -1;
            options.push({ action: a, score: info + arrowValue(view, seat, a.tile, a.target) });
          }
          for (const a of of('useReporter'))
            options.push({ action: a, score: byInfo(belief, view, seat, a.target, ['time', 'location'])?.score ?? -1 });
          const top = pickBest(options, (o) => o.score, rng);
          return top?.action ?? heuristicPolicy.choose(input) ?? legal.find((a) => a.type !== 'claim') ?? null;
        }
        case 'ask': {
          const categories: Category[] = phase.category ? [phase.category] : ['time', 'location'];
          const q =
            phase.via === 'final'
              ? belief && bestQuestion(belief, view, seat, phase.target, categories, 'hit')
              : byInfo(belief, view, seat, phase.target, categories);
          if (!q) return heuristicPolicy.choose(input);
          return (
            of('ask').find((a) => a.category === q.category && a.values.join() === q.values.join()) ??
            heuristicPolicy.choose(input)
          );
        }
        default:
          return assistantMove(legal, rng) ?? heuristicPolicy.choose(input);
      }
    },
  };
}

export const expertPolicy: Policy<Action, View> = makeExpertPolicy();
