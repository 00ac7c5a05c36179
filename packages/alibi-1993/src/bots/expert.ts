/**
 * The expert player for Alibi (1993). It reads only its own view and keeps a probability model of
 * the hidden four:
 *
 * - Every card it never held is either hidden or was dealt to one of the other seats (its "owner").
 *   A dealt card moves left with the passes, and never got past this seat (else it would have seen
 *   it), so each owner implies a chance that a given seat holds, held or kept the card when a
 *   question was asked. The exact notes of `notes.ts` fix which cards can be hidden at all.
 * - Each public answer is a count over such uncertain cards (a Poisson-binomial). Belief
 *   propagation over the answers (leave-one-out counts, a few passes over all of them) gives every
 *   card the likelihood of being hidden or with each owner; within a type exactly one is hidden.
 *
 * With those probabilities it asks the question (a union of candidate cards, to the seat that best
 * tells them apart) with the most expected information about the hidden cards, weighted by what
 * each type's blanks are worth; passes the cards that help least towards a meld and tell the left
 * neighbour least; melds at once (a meld is worth most now); writes the sheet of highest expected
 * score; and accuses when the First Accuser's expected score beats waiting.
 */
import type { Policy } from '@alibi/engine';
import {
  BLANK_POINTS,
  CARD_COUNT,
  CARD_TYPES,
  DEALT_CARDS,
  FIRST_ACCUSER_BONUS,
  FIRST_ACCUSER_MIN_OTHER_BLANKS,
  SUB_BLANK,
  cardSet,
  cardSub,
  cardType,
  setCards,
  setsOfType,
  type CardType,
} from '../cards.ts';
import { filterCards } from '../questions.ts';
import type { Action, Scope, Sheet, SheetBlank, View } from '../types.ts';
import { deduce, type Notes } from './notes.ts';

/**
 * Accuse once the First Accuser's expected score is within this of the best other sheet's: waiting
 * risks another seat taking the bonus first. Tuned in head-to-head play against the heuristic bot
 * (4 players, two seats each): margins from -7 to 0 win about 67-70 % of the games, -10 and +3
 * less, +6 under half.
 */
export const ACCUSE_MARGIN = -5;
/** Belief-propagation passes over the answers. */
const SWEEPS = 3;
/** Questions counting more uncertain cards than this say little and cost time: left out. */
const MAX_UNCERTAIN = 40;
/** Largest union the bot asks about. */
const MAX_FILTER = 8;
/** No message entry falls below this (approximations must never rule a card out on their own). */
const FLOOR = 1e-6;

const typeValue = (t: CardType) => BLANK_POINTS[t] + BLANK_POINTS[SUB_BLANK[t]];

/** Cards dealt to `seat`: 74 cards one at a time from the seat after the dealer. */
function dealtCount(players: number, dealer: number, seat: number): number {
  const order = (seat - dealer - 1 + players) % players;
  return Math.floor(DEALT_CARDS / players) + (order < DEALT_CARDS % players ? 1 : 0);
}

/** The share of a hand passed on before round `round`'s questions: passes of 1, 2, ... cards. */
function passedShare(players: number, round: number): number {
  return Math.min(0.9, (round * (round - 1)) / 2 / (DEALT_CARDS / players));
}

/** Everything the bot believes, built afresh from its view. */
export interface Beliefs {
  notes: Notes;
  /** prob[card]: the chance that the card is the hidden one of its type. */
  prob: number[];
  /** owner[card][k]: for a card never held by this seat, the chance that others[k] was dealt it. */
  owner: Map<number, number[]>;
  others: number[];
}

interface Context {
  v: View;
  me: number;
  others: number[];
  /** Prior chance of each owner (by deal size). */
  ownerPrior: number[];
}

/** The chance that a card dealt to `owner` is in `target`'s scope when a question of `round` is asked. */
function ownerShare(ctx: Context, owner: number, target: number, scope: Scope, round: number): number {
  const n = ctx.v.players;
  const f = passedShare(n, round);
  const steps = (target - owner + n) % n;
  if (steps === 0) return scope === 'seen' ? 1 : 1 - f;
  // It moved left from its owner, but never as far as this seat.
  if (scope === 'kept' || steps >= (ctx.me - owner + n) % n) return 0;
  return scope === 'seen' ? f ** steps : f ** steps * (1 - f);
}

/** The chance that a card this seat has seen is in `target`'s scope when the question was asked. */
function knownShare(ctx: Context, card: number, target: number, scope: Scope, round: number, passings: number): number {
  const { v, me } = ctx;
  const n = v.players;
  const meld = v.melds.find((m) => cardSet(card) === m.set);
  if (meld) {
    if (scope === 'seen') return meld.seat === target || meld.round < round ? 1 : meld.round > round ? 0 : 0.5;
    return meld.seat === target && meld.round >= round ? 0.5 : 0;
  }
  if (v.kept?.includes(card)) return 0;
  const mine = v.cards?.includes(card) || v.outgoing?.includes(card);
  // No passing since the question: its hand then is its hand now.
  if (mine && passings < round && scope !== 'seen') return 0;
  if (scope === 'kept') return 0;
  const left = (me + 1) % n;
  const right = (me - 1 + n) % n;
  if (target === left) return scope === 'seen' ? (mine ? 0.2 : 0.8) : mine ? 0 : 0.5;
  if (target === right) return scope === 'seen' ? (mine ? 0.8 : 0.2) : 0.05;
  return scope === 'seen' ? 0.2 : 0.1;
}

/** Distribution of a sum of independent Bernoulli variables. */
function poissonBinomial(ps: readonly number[]): Float64Array {
  const dist = new Float64Array(ps.length + 1);
  dist[0] = 1;
  ps.forEach((p, i) => {
    for (let k = i + 1; k >= 1; k--) dist[k] = (dist[k] as number) * (1 - p) + (dist[k - 1] as number) * p;
    dist[0] = (dist[0] as number) * (1 - p);
  });
  return dist;
}

/** The distribution without one of its Bernoulli terms (divided out in the numerically stable direction). */
function withoutTerm(dist: Float64Array, p: number): Float64Array {
  const n = dist.length - 1;
  const out = new Float64Array(Math.max(n, 1));
  if (p < 0.5) {
    for (let k = 0; k < n; k++) out[k] = ((dist[k] as number) - (k > 0 ? p * (out[k - 1] as number) : 0)) / (1 - p);
  } else {
    for (let k = n - 1; k >= 0; k--) out[k] = ((dist[k + 1] as number) - (k < n - 1 ? (1 - p) * (out[k + 1] as number) : 0)) / p;
  }
  for (let k = 0; k < n; k++) out[k] = Math.max(0, out[k] as number);
  return out;
}

interface Evidence {
  answer: number;
  /** Shares of the cards this seat has seen (fixed). */
  fixed: number[];
  /** Cards it never held. */
  cards: number[];
  /** Their chance of being counted per state (hidden, dealt to others[0], others[1], ...): the same for all. */
  shares: number[];
  /** Current message to each card, per state. */
  messages: number[][];
}

/** Works out the beliefs: notes, then belief propagation over every answer that touches unseen cards. */
export function believe(v: View): Beliefs {
  const me = v.viewer as number;
  const notes = deduce(v);
  const others = Array.from({ length: v.players }, (_, i) => i).filter((i) => i !== me);
  const prior = others.map((o) => dealtCount(v.players, v.dealer, o));
  const total = prior.reduce((a, b) => a + b, 0);
  const ctx: Context = { v, me, others, ownerPrior: prior.map((x) => x / total) };
  const seen = new Set(v.seen ?? []);
  const unseen = Array.from({ length: CARD_COUNT }, (_, c) => c).filter((c) => !seen.has(c));
  const candidate = new Set(CARD_TYPES.flatMap((t) => notes.candidates[t]));
  const passings = v.round - 1 + (v.phase.kind === 'turn' && v.asked === v.players ? 1 : 0);

  const evidence: Evidence[] = [];
  for (const q of v.questions) {
    if (q.target === me) continue;
    const cards = filterCards(q.question.filter);
    const open = cards.filter((c) => !seen.has(c));
    if (open.length === 0 || open.length > MAX_UNCERTAIN) continue;
    const fixed = cards
      .filter((c) => seen.has(c))
      .map((c) => knownShare(ctx, c, q.target, q.question.scope, q.round, passings))
      .filter((p) => p > 0);
    // A hidden card is never counted.
    const shares = [0, ...others.map((o) => ownerShare(ctx, o, q.target, q.question.scope, q.round))];
    evidence.push({ answer: q.answer, fixed, cards: open, shares, messages: open.map(() => [1, ...others.map(() => 1)]) });
  }

  const stateCount = others.length + 1;
  const index = new Map(unseen.map((c, i) => [c, i]));
  const logLik = unseen.map(() => new Float64Array(stateCount));
  const posterior = unseen.map(() => new Float64Array(stateCount));
  const prob = new Array<number>(CARD_COUNT).fill(0);

  const refresh = () => {
    logLik.forEach((l) => l.fill(0));
    for (const e of evidence)
      e.cards.forEach((c, k) => {
        const l = logLik[index.get(c) as number] as Float64Array;
        const m = e.messages[k] as number[];
        for (let z = 0; z < stateCount; z++) l[z] = (l[z] as number) + Math.log(m[z] as number);
      });
    for (const t of CARD_TYPES) {
      const cands = notes.candidates[t];
      const weight = new Map<number, number>();
      for (const c of cands) {
        const l = logLik[index.get(c) as number] as Float64Array;
        const top = Math.max(...l);
        let owned = 0;
        for (let k = 0; k < others.length; k++) owned += (ctx.ownerPrior[k] as number) * Math.exp((l[k + 1] as number) - top);
        weight.set(c, Math.exp((l[0] as number) - top) / Math.max(owned, 1e-300));
      }
      const sum = [...weight.values()].reduce((a, b) => a + b, 0);
      for (const c of cands) prob[c] = sum > 0 && Number.isFinite(sum) ? (weight.get(c) as number) / sum : 1 / cands.length;
    }
    unseen.forEach((c, i) => {
      const l = logLik[i] as Float64Array;
      const post = posterior[i] as Float64Array;
      const top = Math.max(...l.subarray(1));
      let sum = 0;
      for (let k = 0; k < others.length; k++) {
        post[k + 1] = (ctx.ownerPrior[k] as number) * Math.exp((l[k + 1] as number) - top);
        sum += post[k + 1] as number;
      }
      const hidden = candidate.has(c) ? (prob[c] as number) : 0;
      for (let k = 1; k < stateCount; k++) post[k] = ((1 - hidden) * (post[k] as number)) / sum;
      post[0] = hidden;
    });
  };

  refresh();
  for (let sweep = 0; sweep < SWEEPS && evidence.length > 0; sweep++) {
    for (const e of evidence) {
      // Each card's chance of being counted, without this answer's own message (the cavity).
      const ps = e.cards.map((c, k) => {
        const post = posterior[index.get(c) as number] as Float64Array;
        const m = e.messages[k] as number[];
        let num = 0;
        let den = 0;
        for (let z = 0; z < stateCount; z++) {
          const cav = (post[z] as number) / (m[z] as number);
          num += cav * (e.shares[z] as number);
          den += cav;
        }
        return den > 0 ? num / den : 0;
      });
      const dist = poissonBinomial([...e.fixed, ...ps]);
      e.cards.forEach((_, k) => {
        const rest = withoutTerm(dist, ps[k] as number);
        const at = (a: number) => (a >= 0 && a < rest.length ? (rest[a] as number) : 0);
        const msg = e.shares.map((s) => s * at(e.answer - 1) + (1 - s) * at(e.answer));
        const top = Math.max(...msg);
        e.messages[k] = msg.map((x) => (top > 0 ? Math.max(FLOOR, x / top) : 1));
      });
    }
    refresh();
  }
  const owner = new Map(unseen.map((c, i) => [c, Array.from((posterior[i] as Float64Array).subarray(1))]));
  return { notes, prob, owner, others };
}

interface Option {
  blank: SheetBlank | undefined;
  blanks: number;
  value: number;
}

/** One type's choices (nothing, a set, a set and its subcategory) with their expected scores. */
function typeOptions(type: CardType, prob: readonly number[], lossFactor: number): Option[] {
  const expected = (p: number, points: number) => p * points - (1 - p) * points * lossFactor;
  const options: Option[] = [{ blank: undefined, blanks: 0, value: 0 }];
  for (const set of setsOfType(type)) {
    const cards = setCards(set);
    const pSet = cards.reduce((s, c) => s + (prob[c] as number), 0);
    const setValue = expected(pSet, BLANK_POINTS[type]);
    options.push({ blank: { set }, blanks: 1, value: setValue });
    for (const c of cards)
      options.push({
        blank: { set, sub: cardSub(c) },
        blanks: 2,
        value: setValue + expected(prob[c] as number, BLANK_POINTS[SUB_BLANK[type]]),
      });
  }
  return [0, 1, 2].flatMap((k) => {
    const some = options.filter((o) => o.blanks === k);
    return some.length ? [some.reduce((a, b) => (b.value > a.value ? b : a))] : [];
  });
}

/** The sheet of highest expected score, as First Accuser (bonus included) or as another player. */
export function bestSheet(prob: readonly number[], firstAccuser: boolean): { sheet: Sheet; value: number } {
  const options = Object.fromEntries(CARD_TYPES.map((t) => [t, typeOptions(t, prob, firstAccuser ? 2 : 1)])) as Record<
    CardType,
    Option[]
  >;
  let top: { sheet: Sheet; value: number } = { sheet: {}, value: -Infinity };
  for (const s of options.suspect)
    for (const p of options.place)
      for (const w of options.weapon)
        for (const e of options.emotion) {
          if (firstAccuser && (!s.blank || s.blanks - 1 + p.blanks + w.blanks + e.blanks < FIRST_ACCUSER_MIN_OTHER_BLANKS))
            continue;
          const value = (firstAccuser ? FIRST_ACCUSER_BONUS : 0) + s.value + p.value + w.value + e.value;
          if (value <= top.value) continue;
          const sheet: Sheet = {};
          if (s.blank) sheet.suspect = s.blank;
          if (p.blank) sheet.place = p.blank;
          if (w.blank) sheet.weapon = w.blank;
          if (e.blank) sheet.emotion = e.blank;
          top = { sheet, value };
        }
  return top;
}

const entropy = (dist: ArrayLike<number>) => {
  let h = 0;
  for (let i = 0; i < dist.length; i++) {
    const p = dist[i] as number;
    if (p > 1e-12) h -= p * Math.log2(p);
  }
  return h;
};

/**
 * Expected information (bits) about which card of a type is hidden, from asking a seat how many of
 * `cards` it has seen: `hit[i]` is card i's chance of being hidden, `counted[i]` its chance of being
 * counted when it is not.
 */
function informationOf(hit: readonly number[], counted: readonly number[]): number {
  const miss = 1 - hit.reduce((a, b) => a + b, 0);
  const mixture = new Float64Array(hit.length + 1);
  const add = (dist: Float64Array, w: number) => dist.forEach((p, k) => (mixture[k] = (mixture[k] as number) + w * p));
  let conditional = 0;
  const none = poissonBinomial(counted);
  add(none, miss);
  conditional += miss * entropy(none);
  hit.forEach((h, i) => {
    const dist = poissonBinomial(counted.map((p, j) => (j === i ? 0 : p)));
    add(dist, h);
    conditional += h * entropy(dist);
  });
  return entropy(mixture) - conditional;
}

interface Plan {
  value: number;
  target: number;
  cards: number[];
}

/**
 * The best single question: a union of candidates of one type, built greedily, to the seat whose
 * answer tells most (expected information about the hidden card, weighted by the blanks' worth).
 */
function bestQuestion(v: View, b: Beliefs, round: number): Plan | null {
  const n = v.players;
  const me = v.viewer as number;
  const f = passedShare(n, round);
  let best: Plan | null = null;
  for (const t of CARD_TYPES) {
    const cands = b.notes.candidates[t];
    if (cands.length <= 1) continue;
    for (const target of b.others) {
      // A card not hidden is counted when its owner's passes brought it past the target.
      const countedIfNot = (c: number) => {
        const own = b.owner.get(c) ?? [];
        const hidden = b.prob[c] as number;
        let share = 0;
        b.others.forEach((o, i) => {
          const steps = (target - o + n) % n;
          const reach = steps === 0 ? 1 : steps < (me - o + n) % n ? f ** steps : 0;
          share += ((own[i] as number) / Math.max(1e-9, 1 - hidden)) * reach;
        });
        return Math.min(1, share);
      };
      const chosen: number[] = [];
      let gain = 0;
      while (chosen.length < MAX_FILTER) {
        let pick = -1;
        let pickGain = gain;
        for (const c of cands) {
          if (chosen.includes(c)) continue;
          const trial = [...chosen, c];
          const g = informationOf(
            trial.map((x) => b.prob[x] as number),
            trial.map(countedIfNot),
          );
          if (g > pickGain + 1e-9) [pick, pickGain] = [c, g];
        }
        if (pick < 0) break;
        chosen.push(pick);
        gain = pickGain;
      }
      const value = gain * typeValue(t);
      if (chosen.length > 0 && (!best || value > best.value)) best = { value, target, cards: chosen };
    }
  }
  return best;
}

/** The question worth most (see `bestQuestion`), as an action. */
function chooseQuestion(v: View, b: Beliefs): Action | null {
  const best = bestQuestion(v, b, v.asked === v.players ? v.round + 1 : v.round);
  if (!best) return null;
  return {
    type: 'ask',
    target: best.target,
    question: { filter: [...best.cards].sort((x, y) => x - y).map((card) => ({ kind: 'card', card })), scope: 'seen' },
  };
}

/**
 * Cards to pass: the least useful. A card is worth keeping for the meld it may complete (pairs most,
 * never a set whose missing card is likely hidden) and costly to give for what it tells the left
 * neighbour (a card of a type with few candidates left narrows their search most).
 */
function choosePass(v: View, b: Beliefs, count: number): number[] {
  const hand = v.cards ?? [];
  const cost = (c: number) => {
    const set = cardSet(c);
    const inHand = hand.filter((x) => cardSet(x) === set).length;
    const missingHidden = setCards(set)
      .filter((x) => !hand.includes(x))
      .reduce((s, x) => s + (b.prob[x] as number), 0);
    const meld = (inHand === 2 ? 4 : inHand === 1 ? 0.5 : 0) * (1 - missingHidden);
    const t = cardType(c);
    const left = b.notes.candidates[t].length + hand.filter((x) => cardType(x) === t).length;
    const tell = left > 1 ? typeValue(t) * (1 / (left - 1) - 1 / left) : 0;
    return meld + tell;
  };
  return [...hand]
    .sort((x, y) => cost(x) - cost(y) || x - y)
    .slice(0, count)
    .sort((x, y) => x - y);
}

/** The expert, with the margin its accusation must clear (tunable for experiments). */
export const makeExpertPolicy = (accuseMargin = ACCUSE_MARGIN): Policy<Action, View> => ({
  name: 'expert',
  choose(input) {
    // Resigning is the person's choice, never the bot's.
    const legal: Action[] = input.legal.filter((a) => a.type !== 'resign');
    const meld = legal.find((a) => a.type === 'meld');
    if (meld) return meld;
    if (!input.mustAct) return null;
    // Read only now: the view is built on demand.
    const v = input.view;
    const phase = v.phase;
    if (typeof v.viewer !== 'number') return null;
    if (phase.kind === 'passing') {
      const count = Math.min(phase.round, v.cards?.length ?? 0);
      return { type: 'pass', cards: choosePass(v, believe(v), count) };
    }
    const b = believe(v);
    if (phase.kind === 'accusation') return { type: 'write', sheet: bestSheet(b.prob, phase.accuser === v.viewer).sheet };
    if (phase.kind === 'turn') {
      const accuse = bestSheet(b.prob, true).value;
      const wait = bestSheet(b.prob, false).value + accuseMargin;
      const question = accuse > wait ? null : chooseQuestion(v, b);
      return question ?? { type: 'accuse' };
    }
    return legal[0] ?? null;
  },
});

export const expertPolicy = makeExpertPolicy();
