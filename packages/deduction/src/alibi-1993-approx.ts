/**
 * Alibi (1993), approximate: a distribution over the hidden quadruple itself, in which the answers
 * weigh the quadruple independently of each other (given the hidden cards), with sound logic for
 * what is impossible. See docs/deduction.md for what is used and what is dropped.
 *
 * - Logic (sound: it only rules out what no history allows): the viewer's own cards and every
 *   melded card are not hidden; a card that no seat can have been dealt is hidden (a seat was not
 *   dealt the cards of a "seen" answer that counts no more than the melded ones, nor those of a
 *   "hand" answer of 0 before the first pass, and the viewer knows its own deal); every answer
 *   needs that many cards of its filter to be real (not hidden, and for hand and kept answers
 *   not where the viewer knows them to be).
 * - Weights: a "hand" answer weighs the quadruple by the hypergeometric chance of the count, as if
 *   the target's hand were its cards known to the viewer plus a uniform draw from the cards whose
 *   place the viewer does not know (the hidden ones excepted); several answers on one unchanged
 *   hand are weighed together (one draw for all). "Seen" and "kept" answers are weighed the same
 *   way with guessed sizes (cards held so far; dealt cards still kept, on average). A question
 *   repeated to an unchanged hand counts once.
 * - For question ratings (review/a93-questions.ts), `approximateModel` keeps the walk's final state
 *   open: the weighted combinations of candidate groups, and what any further answer would add.
 */
import type { A93Info } from './alibi-1993-info.ts';

export interface ApproxResult {
  consistent: boolean;
  /** Per card: the approximate probability that it is hidden. */
  hidden: number[];
  /**
   * The sum of the weights of every hidden quadruple (the probabilities' denominator). Appending an
   * answer multiplies each quadruple's weight by that answer's factor, so the ratio of the weights
   * with and without it is the approximation's chance of that answer (renormalised over the counts).
   */
  weight: number;
}

const lnFactorial: number[] = [0];
const lnF = (n: number) => {
  for (let i = lnFactorial.length; i <= n; i++) lnFactorial.push((lnFactorial[i - 1] as number) + Math.log(i));
  return lnFactorial[n] as number;
};
const lnChoose = (n: number, k: number) => (k < 0 || k > n ? -Infinity : lnF(n) - lnF(k) - lnF(n - k));
/** Hypergeometric: the chance of `hits` successes in `draw` cards drawn from `pool` holding `successes`. */
const drawChance = (pool: number, successes: number, draw: number, hits: number) =>
  Math.exp(lnChoose(successes, hits) + lnChoose(pool - successes, draw - hits) - lnChoose(pool, draw));
/**
 * Seen and kept answers are weighed with a guessed size (held cards may come back; kept ones
 * leave at random): an answer the guess cannot give keeps this weight while the logic allows it,
 * so that the approximation never rules out a possible card.
 */
const SLACK = 1e-6;

/** One answer as a weight on k, the number of hidden cards in its filter (0-4). */
export interface Factor {
  inFilter: boolean[];
  weight: number[];
}

export const approximateHidden = (info: A93Info): ApproxResult => approximateModel(info, false).result;

/**
 * A question not (yet) asked: what each count answering it would add, as the step walk of
 * `approximateModel` would weigh it if that answer were appended to the information set.
 */
export interface QuestionEffects {
  /** The same question to the same unchanged hand was heard already: its answer adds nothing. */
  repeat: boolean;
  /** It joins answers heard from the same unchanged hand (weighed together with them). */
  joint: boolean;
  /** Some count would leave nobody to have been dealt one of its cards (forcing it hidden). */
  mayForce: boolean;
  at(answer: number): AnswerEffect;
}

export interface AnswerEffect {
  /** The answer leaves no quadruple possible (a card forced hidden that cannot be). */
  impossible: boolean;
  /** Cards that the answer forces hidden (nobody can have been dealt them), one per type. */
  forced: number[];
  /** Factors the answer adds, and those it replaces (answers on one hand are weighed together). */
  added: (Factor | JointFactor)[];
  removed: (Factor | JointFactor)[];
}

/** The approximation of one information set, open to hypothetical answers (question ratings). */
export interface ApproxModel {
  result: ApproxResult;
  /** Per type (ascending type index): the candidate groups (cards no factor tells apart) and every weighted combination of them. */
  groups: number[][][];
  combos: { group: Int32Array[]; weight: Float64Array };
  /** What each count answering "how many of `cards` … in `scope`", put to `target`, would add. */
  effects(target: number, cards: readonly number[], scope: A93Scope): QuestionEffects;
}

type A93Scope = Extract<A93Info['steps'][number], { kind: 'ask' }>['scope'];

/** `combos: false`: the probabilities only (the combinations are kept for question ratings). */
export function approximateModel(info: A93Info, combos = true): ApproxModel {
  const n = info.players;
  const me = info.viewer;
  const cardCount = info.cardTypes.length;
  const types = [...new Set(info.cardTypes)].sort((a, b) => a - b);
  const typeCount = types.length;
  const notHidden = new Array<boolean>(cardCount).fill(false);
  const notDealt = Array.from({ length: n }, () => new Array<boolean>(cardCount).fill(false));
  const factors: Factor[] = [];

  // Where the viewer knows cards to be right now: its hand, its passed cards until their new
  // holder chooses again, melds.
  const MELDED = -2;
  const known = new Map<number, number>();
  /** Known cards on their way: [card, the seat they land with]. */
  const inTransit: [number, number][] = [];
  const sizes = [...info.dealtSizes];
  const pending = new Array<number>(n).fill(0);
  const handVersion = new Array<number>(n).fill(0);
  const heard = new Set<string>();
  /** Hand answers grouped by target and moment (no meld, choice or pass in between). */
  const hands = new Map<string, HandGroup>();
  let changes = 0;
  let passes = 0;
  const meldedBy = Array.from({ length: n }, () => new Set<number>());
  let meldCount = 0;
  const chose = new Array<boolean>(n).fill(false);
  /** Cards the viewer knows each seat to have held; the viewer's cards never passed; all it ever held. */
  const knownHeld = Array.from({ length: n }, () => new Set<number>());
  const stays = new Set(info.dealt);
  const everMine = new Set(info.dealt);
  /** Cards each seat has held (returns not subtracted), and how many of its dealt cards it keeps, on average. */
  const heldSize = [...info.dealtSizes];
  const keptSize = [...info.dealtSizes];
  if (me >= 0) {
    for (let c = 0; c < cardCount; c++) notDealt[me]![c] = true;
    for (const c of info.dealt) {
      notDealt[me]![c] = false;
      notHidden[c] = true;
      known.set(c, me);
    }
  }
  const knownIn = (seat: number, cards: readonly number[]) => cards.filter((c) => known.get(c) === seat);
  /** Once the walk is over the state is fixed: what hypothetical questions share is worked out once. */
  let walked = false;
  const memo = new Map<string, unknown>();
  const settled = <T>(key: string, make: () => T): T => {
    if (!walked) return make();
    if (!memo.has(key)) memo.set(key, make());
    return memo.get(key) as T;
  };

  for (const step of info.steps) {
    if (step.kind !== 'ask') changes++;
    switch (step.kind) {
      case 'meld':
        for (const c of step.cards) {
          notHidden[c] = true;
          known.set(c, MELDED);
          meldedBy[step.seat]?.add(c);
          knownHeld[step.seat]?.add(c);
        }
        meldCount++;
        keptSize[step.seat] = (keptSize[step.seat] as number) * (1 - 3 / Math.max(3, sizes[step.seat] as number));
        sizes[step.seat] = (sizes[step.seat] as number) - 3;
        handVersion[step.seat] = (handVersion[step.seat] as number) + 1;
        break;
      case 'choose':
        chose[step.seat] = true;
        keptSize[step.seat] =
          (keptSize[step.seat] as number) * (1 - step.count / Math.max(step.count, sizes[step.seat] as number, 1));
        sizes[step.seat] = (sizes[step.seat] as number) - step.count;
        pending[step.seat] = step.count;
        handVersion[step.seat] = (handVersion[step.seat] as number) + 1;
        if (step.cards) {
          for (const c of step.cards) {
            notHidden[c] = true;
            known.delete(c);
            inTransit.push([c, (step.seat + 1) % n]);
            stays.delete(c);
            knownHeld[step.seat]?.add(c);
          }
        } else {
          // Whatever the viewer knew of this hand may now be on its way out.
          for (const [c, seat] of known) if (seat === step.seat) known.delete(c);
        }
        break;
      case 'pass': {
        const got = pending.map((_, s) => pending[(s - 1 + n) % n] as number);
        got.forEach((g, s) => {
          sizes[s] = (sizes[s] as number) + g;
          heldSize[s] = (heldSize[s] as number) + g;
        });
        pending.fill(0);
        for (const [c, to] of inTransit) {
          known.set(c, to);
          knownHeld[to]?.add(c);
          if (to === me) everMine.add(c);
        }
        inTransit.length = 0;
        passes++;
        for (let s = 0; s < n; s++) handVersion[s] = (handVersion[s] as number) + 1;
        break;
      }
      case 'ask':
        apply(askShape(step.target, step.cards, step.scope).at(step.answer));
        break;
    }
  }

  /**
   * What an answer to "how many of `cards` … in `scope`" put to `target` adds, computed on the
   * walk's state at this point (nothing is changed: see `apply`); what does not depend on the
   * count is worked out once.
   */
  function askShape(target: number, cards: readonly number[], asked: A93Scope): AskShape {
    const melded = cards.filter((c) => known.get(c) === MELDED);
    // Until the target first passes, its kept cards are its hand; until a pass lands, the
    // cards it held are its hand and its melds. Read so, the answers share one hand.
    let scope = asked;
    let offset = 0;
    if (scope === 'kept' && !chose[target]) scope = 'hand';
    if (scope === 'seen' && passes === 0) {
      scope = 'hand';
      offset = melded.length;
    }
    // Cards the viewer knows to be elsewhere cannot be counted in a hand or kept answer.
    const elsewhere = cards.filter((c) => {
      const at = known.get(c);
      return at !== undefined && at !== target && at !== MELDED;
    }).length;
    const version = scope === 'seen' ? passes * 1000 + meldCount : (handVersion[target] as number);
    const key = `${scope}|${target}|${version}|${cards.join()}`;
    const repeat = heard.has(key);
    const inFilter = member(cards);
    let weigh: ((answer: number) => number[]) | null = null;
    if (scope === 'seen') {
      // Held so far: the cards the viewer knows it held, plus a draw from the cards it may have
      // held (not hidden, not kept by the viewer since the deal); melded cards count anyway.
      const knownHeldBy = knownHeld[target] as Set<number>;
      const fixed = cards.filter((c) => known.get(c) === MELDED || knownHeldBy.has(c)).length;
      const out = (c: number) => knownHeldBy.has(c) || stays.has(c);
      const pool = settled(`seen|${target}`, () => cardCount - typeCount - [...new Set([...knownHeldBy, ...stays])].length);
      const poolInFilter = cards.filter((c) => !out(c) && known.get(c) !== MELDED).length;
      const draw = Math.min(pool, (heldSize[target] as number) - knownHeldBy.size);
      weigh = (answer) =>
        bound(cards, answer, 0).map((b, k) => b * (drawChance(pool, poolInFilter - k, draw, answer - fixed) + SLACK));
    } else if (scope === 'kept') {
      // Kept: a draw of the expected kept size from the cards of unknown place the viewer never held.
      const free = (c: number) => !known.has(c) && !everMine.has(c);
      const pool = cards.length === 0 ? 0 : settled('kept', () => info.cardTypes.filter((_, c) => free(c)).length - typeCount);
      const poolInFilter = cards.filter(free).length;
      const draw = Math.min(pool, Math.round(keptSize[target] as number));
      weigh = (answer) =>
        bound(cards, answer, elsewhere + melded.length).map(
          (b, k) => b * (drawChance(pool, poolInFilter - k, draw, answer) + SLACK),
        );
    }
    // The hand: its known cards, plus a uniform draw from the cards of unknown place. The
    // answers on one hand, with nothing changed in between, are weighed together.
    const group = `${target}|${changes}`;
    const knownThere = knownIn(target, cards).length;
    const undealtIf0 = scope === 'hand' && passes === 0 ? cards.filter((c) => !meldedBy[target]?.has(c)) : [];
    const undealtIfSeen = scope === 'seen' ? cards.filter((c) => !melded.includes(c)) : [];
    return {
      repeat,
      hand: !weigh,
      undealt: [...undealtIf0, ...undealtIfSeen],
      at(reported) {
        const answer = reported - offset;
        const undealt = scope === 'seen' ? (answer <= melded.length ? undealtIfSeen : []) : answer === 0 ? undealtIf0 : [];
        const effect: Effect = { target, undealt, key, factor: null, hand: null };
        if (repeat) return effect;
        if (weigh) effect.factor = { inFilter, weight: weigh(answer) };
        else effect.hand = { group, question: { cards: [...cards], hits: answer - knownThere } };
        return effect;
      },
    };
  }

  function apply(effect: Effect): void {
    for (const c of effect.undealt) notDealt[effect.target]![c] = true;
    if (heard.has(effect.key)) return;
    heard.add(effect.key);
    if (effect.factor) factors.push(effect.factor);
    if (effect.hand) {
      let group = hands.get(effect.hand.group);
      if (!group) {
        group = newHandGroup(effect.target);
        hands.set(effect.hand.group, group);
      }
      group.questions.push(effect.hand.question);
    }
  }

  function newHandGroup(target: number): HandGroup {
    const ownKnown = [...known.values()].filter((s) => s === target).length;
    const unknownPlace = info.cardTypes.map((_, c) => !known.has(c));
    return { unknownPlace, draw: (sizes[target] as number) - ownKnown, questions: [] };
  }

  function member(cards: readonly number[]): boolean[] {
    const m = new Array<boolean>(cardCount).fill(false);
    for (const c of cards) m[c] = true;
    return m;
  }
  /** Per k: whether at least `answer` cards of the filter are real (1) or not (0), besides `taken` of them known not to count. */
  function bound(cards: readonly number[], answer: number, taken: number): number[] {
    return Array.from({ length: typeCount + 1 }, (_, k) => (cards.length - k - taken >= answer ? 1 : 0));
  }

  walked = true;

  /** The factors of one hand's answers: one factor alone, else joint chunks of up to MAX_JOINT answers. */
  function handFactors(group: HandGroup): (Factor | JointFactor)[] {
    if (group.questions.length === 1) {
      const { cards, hits } = group.questions[0] as HandGroup['questions'][number];
      const pool = group.unknownPlace.filter(Boolean).length - typeCount;
      const inPool = cards.filter((c) => group.unknownPlace[c]).length;
      const weight = Array.from({ length: typeCount + 1 }, (_, k) => drawChance(pool, inPool - k, group.draw, hits));
      return [{ inFilter: member(cards), weight }];
    }
    const out: JointFactor[] = [];
    for (let at = 0; at < group.questions.length; at += MAX_JOINT)
      out.push(jointFactor(group.unknownPlace, group.draw, group.questions.slice(at, at + MAX_JOINT), typeCount));
    return out;
  }
  const joint: JointFactor[] = [];
  const handGroupFactors = new Map<string, (Factor | JointFactor)[]>();
  for (const [key, group] of hands) {
    const fs = handFactors(group);
    handGroupFactors.set(key, fs);
    for (const f of fs)
      if (isJoint(f)) joint.push(f);
      else factors.push(f);
  }

  // Nobody can have been dealt it: hidden, and the rest of its type is not.
  const forced = new Map<number, number>();
  let consistent = true;
  for (let c = 0; c < cardCount; c++) {
    if (notDealt.every((seat) => seat[c])) {
      const t = info.cardTypes[c] as number;
      if (forced.has(t) || notHidden[c]) consistent = false;
      forced.set(t, c);
    }
  }
  const candidates = types.map((t) =>
    !consistent
      ? []
      : forced.has(t)
        ? [forced.get(t) as number]
        : info.cardTypes.flatMap((tt, c) => (tt === t && !notHidden[c] ? [c] : [])),
  );
  const combined = combine(
    cardCount,
    candidates,
    factors.filter((f) => f.weight.some((w) => w !== 1)),
    joint,
    combos,
  );

  return {
    ...combined,
    effects(target, cards, scope) {
      const shape = askShape(target, cards, scope);
      const group = `${target}|${changes}`;
      const old = hands.get(group);
      const grown = old ?? settled(`hand|${target}`, () => newHandGroup(target));
      const before = old ? (handGroupFactors.get(group) ?? []) : [];
      // Full joint chunks stay as they are (the same answers); the rest is weighed anew.
      const same =
        before.length && isJoint(before[0] as Factor | JointFactor) ? Math.floor(grown.questions.length / MAX_JOINT) : 0;
      /** Cards that an answer leaves nobody to have been dealt: hidden (as the walk's end decides it). */
      const newlyForced = (undealt: readonly number[]) =>
        undealt.filter((c) => !notDealt[target]?.[c] && notDealt.every((seat, s) => s === target || seat[c]));
      return {
        repeat: shape.repeat,
        joint: shape.hand && (old?.questions.length ?? 0) > 0,
        mayForce: newlyForced(shape.undealt).length > 0,
        at(answer) {
          const e = shape.at(answer);
          const out: AnswerEffect = { impossible: false, forced: [], added: [], removed: [] };
          if (shape.repeat) return out;
          const byType = new Map<number, number>();
          for (const c of new Set(newlyForced(e.undealt))) {
            const t = info.cardTypes[c] as number;
            if (forced.has(t) || byType.has(t) || notHidden[c]) out.impossible = true;
            byType.set(t, c);
          }
          out.forced = [...byType.values()];
          if (e.factor) out.added.push(e.factor);
          if (e.hand) {
            out.removed.push(...before.slice(same));
            out.added.push(...handFactors({ ...grown, questions: [...grown.questions, e.hand.question] }).slice(same));
          }
          return out;
        },
      };
    },
  };
}

export const isJoint = (f: Factor | JointFactor): f is JointFactor => 'weigh' in f;

/** A question on the walk's state: what each count would do to it. */
interface AskShape {
  repeat: boolean;
  /** Weighed with the target's hand (the other answers on it at this moment). */
  hand: boolean;
  /** Every card some count would mark as not dealt to the target. */
  undealt: number[];
  at(answer: number): Effect;
}

/** The effect of one answer on the walk's state (`apply` makes it so). */
interface Effect {
  target: number;
  /** Cards the target cannot have been dealt. */
  undealt: number[];
  /** The question to this unchanged hand (a repeat adds nothing). */
  key: string;
  factor: Factor | null;
  hand: { group: string; question: HandGroup['questions'][number] } | null;
}

interface HandGroup {
  /** Per card: whether the viewer does not know where it is (the draw's pool, hidden cards included). */
  unknownPlace: boolean[];
  /** Cards of the hand drawn from that pool. */
  draw: number;
  /** Each answer's filter, and how many of its cards the draw must hold. */
  questions: { cards: number[]; hits: number }[];
}

/** Answers on one hand weighed together: a weight on the hidden cards' atoms (cells of the filters' Venn diagram). */
export interface JointFactor {
  /** Per card: its atom (bit j: in filter j), or -1 outside the pool. */
  atomOf: number[];
  weigh(hiddenAtoms: readonly number[]): number;
}

/** At most this many answers on one hand are weighed together (the atoms double with each). */
const MAX_JOINT = 6;
const ATOM_KEY_BASE = (1 << MAX_JOINT) + 1;

function jointFactor(unknownPlace: boolean[], draw: number, questions: HandGroup['questions'], typeCount: number): JointFactor {
  const atomOf = unknownPlace.map((inPool, c) =>
    inPool ? questions.reduce((bits, q, j) => (q.cards.includes(c) ? bits | (1 << j) : bits), 0) : -1,
  );
  const atoms = [...new Set(atomOf.filter((a) => a >= 0))];
  const atomSize = atoms.map((a) => atomOf.filter((x) => x === a).length);
  const poolSize = unknownPlace.filter(Boolean).length - typeCount;
  const cache = new Map<number, number>();
  return {
    atomOf,
    weigh(hiddenAtoms) {
      // The multiset of atoms as a number: atoms are -1 (outside the pool) to 2^MAX_JOINT - 1.
      const key = [...hiddenAtoms].sort((a, b) => a - b).reduce((k, a) => k * ATOM_KEY_BASE + a + 1, 0);
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const sizes = atoms.map((a, i) => (atomSize[i] as number) - hiddenAtoms.filter((x) => x === a).length);
      const need = questions.map((q) => q.hits);
      // Every split of the draw over the atoms that gives each answer its count.
      const split = (i: number, left: number): number => {
        if (i === atoms.length) return left === 0 && need.every((x) => x === 0) ? 1 : 0;
        const bits = atoms[i] as number;
        let most = Math.min(left, sizes[i] as number);
        need.forEach((x, j) => {
          if (bits & (1 << j)) most = Math.min(most, x);
        });
        let sum = 0;
        for (let x = 0; x <= most; x++) {
          need.forEach((_, j) => {
            if (bits & (1 << j)) need[j] = (need[j] as number) - x;
          });
          const rest = split(i + 1, left - x);
          need.forEach((_, j) => {
            if (bits & (1 << j)) need[j] = (need[j] as number) + x;
          });
          if (rest > 0) sum += Math.exp(lnChoose(sizes[i] as number, x)) * rest;
        }
        return sum;
      };
      const weight = split(0, draw) / Math.exp(lnChoose(poolSize, draw));
      cache.set(key, weight);
      return weight;
    },
  };
}

/**
 * The distribution over one candidate per type under the factors. Candidates no factor tells apart
 * are grouped, so the product runs over groups, not cards.
 */
function combine(
  cardCount: number,
  candidates: number[][],
  factors: Factor[],
  joint: JointFactor[],
  record: boolean,
): Pick<ApproxModel, 'result' | 'groups' | 'combos'> {
  const groups = candidates.map((cs) => {
    const bySignature = new Map<string, number[]>();
    for (const c of cs) {
      const key = factors.map((f) => (f.inFilter[c] ? 1 : 0)).join('') + joint.map((f) => `,${f.atomOf[c]}`).join('');
      bySignature.set(key, [...(bySignature.get(key) ?? []), c]);
    }
    return [...bySignature.values()].map((cards, index) => ({
      index,
      cards,
      hits: factors.flatMap((f, i) => (f.inFilter[cards[0] as number] ? [i] : [])),
      atoms: joint.map((f) => f.atomOf[cards[0] as number] as number),
      mass: 0,
    }));
  });
  const k = new Array<number>(factors.length).fill(0);
  let total = 0;
  const chosen: (typeof groups)[number] = [];
  const comboGroups: number[][] = groups.map(() => []);
  const comboWeights: number[] = [];
  const walk = (t: number, multiplicity: number) => {
    if (t === groups.length) {
      let w = multiplicity;
      for (let i = 0; i < factors.length && w > 0; i++) w *= (factors[i] as Factor).weight[k[i] as number] as number;
      for (let i = 0; i < joint.length && w > 0; i++)
        w *= (joint[i] as JointFactor).weigh(chosen.map((g) => g.atoms[i] as number));
      if (w === 0) return;
      total += w;
      for (const g of chosen) g.mass += w;
      if (record) {
        chosen.forEach((g, t) => comboGroups[t]?.push(g.index));
        comboWeights.push(w);
      }
      return;
    }
    for (const g of groups[t] ?? []) {
      for (const i of g.hits) k[i] = (k[i] as number) + 1;
      chosen.push(g);
      walk(t + 1, multiplicity * g.cards.length);
      chosen.pop();
      for (const i of g.hits) k[i] = (k[i] as number) - 1;
    }
  };
  walk(0, 1);
  const hidden = new Array<number>(cardCount).fill(0);
  if (total > 0)
    for (const gs of groups) for (const g of gs) for (const c of g.cards) hidden[c] = g.mass / g.cards.length / total;
  return {
    result: { consistent: total > 0, hidden, weight: total },
    groups: groups.map((gs) => gs.map((g) => g.cards)),
    combos: { group: comboGroups.map((g) => Int32Array.from(g)), weight: Float64Array.from(comboWeights) },
  };
}
