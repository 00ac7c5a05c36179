/**
 * Alibi (1993) question ratings (docs/review.md, "Alibi (1993)"): the expected information a
 * question gives its asker about the four hidden cards, under the asker's approximate belief
 * (`approximateModel` of its information set), against every question the engine lists for it.
 *
 * The approximation is a distribution over hidden quadruples in which every answer is a factor.
 * A hypothetical answer `a` multiplies each quadruple's weight by its factor `L_a(Q)` (what the
 * walk would add if the answer were appended to the information set), so
 * `P(a) ∝ Σ_Q w(Q) L_a(Q)` and the posterior after `a` is `w(Q) L_a(Q)` renormalised: exactly what
 * re-deducing with the answer appended gives (tested), without re-walking the steps.
 */
import { filterCards, type Action, type Question, type Scope } from '@alibi/alibi-1993';
import { isJoint, type AnswerEffect, type ApproxModel, type Factor, type JointFactor } from '../alibi-1993-approx.ts';
import { entropy } from './belief.ts';
import { rateAmong, type Rating } from './questions.ts';
import { groupBy } from './steps.ts';

export type A93Ask = Extract<Action, { type: 'ask' }>;

/** One count the asker may hear, its chance, and the asker's entropy (bits, the curve's measure) after it. */
export interface A93Outcome {
  answer: number;
  p: number;
  bits: number;
}

const factorAt = (f: Factor | JointFactor, reps: readonly number[]): number => {
  if (isJoint(f)) return f.weigh(reps.map((c) => f.atomOf[c] as number));
  let k = 0;
  for (const c of reps) if (f.inFilter[c]) k++;
  return f.weight[k] as number;
};

/** A group of candidates split by what the answer's factor reads of a card: in the filter, forced hidden. */
interface Part {
  rep: number;
  size: number;
  frac: number;
  id: number;
}

/** Every type's groups split into parts; `variable`: the types whose candidates the split tells apart. */
interface Split {
  parts: Part[][][];
  count: number;
  variable: number[];
}

/** The cards of a filter: the legal list's questions are frozen and shared, so this is one walk per atom. */
const cardsOfFilter = new WeakMap<object, number[]>();
const cardsOf = (q: Question): number[] => {
  let cards = cardsOfFilter.get(q.filter);
  if (!cards) cardsOfFilter.set(q.filter, (cards = filterCards(q.filter)));
  return cards;
};

/**
 * The value of questions under one approximate belief (the asker's, at the moment of asking).
 * What does not depend on the question (the entropy now, each type's joint with the others) is
 * worked out once and shared by every question compared.
 */
export class A93QuestionValues {
  readonly bits: number;
  private readonly splits = new Map<string, Split>();
  private readonly pairs = new Map<number, { mass: Float64Array; pair: Float64Array[]; width: number }>();

  constructor(readonly model: ApproxModel) {
    this.bits = model.result.consistent
      ? model.groups.reduce((sum, groups) => sum + entropy(groups.flat().map((c) => model.result.hidden[c] as number)), 0)
      : 0;
  }

  /** `E[info] = H − Σ_a P(a) H(· | a)`: the asker's expected entropy drop from the question, bits. */
  expectedBits(target: number, question: Question): number {
    const law = this.answerLaw(target, question);
    return law ? this.bits - law.reduce((s, o) => s + o.p * o.bits, 0) : 0;
  }

  /**
   * The approximation's law of the answer to `question` put to `target`, with the asker's entropy
   * after each count (counts of chance 0 are left out); null when the answer can tell nothing (a
   * repeat to an unchanged hand, a factor that weighs every quadruple alike, an inconsistent belief).
   */
  answerLaw(target: number, question: Question): A93Outcome[] | null {
    const model = this.model;
    if (!model.result.consistent) return null;
    const cards = cardsOf(question);
    const scope: Scope = question.scope;
    const effectsOf = model.effects(target, cards, scope);
    if (effectsOf.repeat) return null;
    // A plain factor that reads no type's candidates differently weighs every quadruple alike.
    if (!effectsOf.joint && !effectsOf.mayForce && this.split(cards, []).variable.length === 0) return null;
    const effects: AnswerEffect[] = [];
    for (let a = 0; a <= cards.length; a++) effects.push(effectsOf.at(a));
    const forced = [...new Set(effects.flatMap((e) => e.forced))];
    const { parts: partsOf, count: parts, variable } = this.split(cards, forced);
    const plain = effects.every((e) => e.removed.length === 0 && !e.added.some(isJoint));
    if (plain && variable.length === 0) return null;
    const answers = effects.map((_, a) => a);
    const likelihood = (a: number, reps: readonly number[]): number => {
      const e = effects[a] as AnswerEffect;
      if (e.impossible) return 0;
      for (const c of e.forced) if (!reps.includes(c)) return 0;
      let l = 1;
      for (const f of e.added) l *= factorAt(f, reps);
      for (const f of e.removed) l /= factorAt(f, reps);
      return l;
    };
    /** Per answer: its total weight, and the weight of each part's cards being hidden. */
    const mass = new Float64Array(answers.length * parts);
    const total = new Float64Array(answers.length);
    const add = (a: number, p: Part, x: number) => {
      mass[a * parts + p.id] = (mass[a * parts + p.id] as number) + x;
    };

    if (plain && variable.length === 1) {
      // The factor reads one type only: the joints of that type's groups with every other type's
      // groups suffice, however many combinations the belief has.
      const v = variable[0] as number;
      const vParts = partsOf[v] as Part[][];
      const reps = partsOf.map((groups) => (groups[0]?.[0]?.rep ?? -1) as number);
      const { mass: vMass, pair, width } = this.pairOf(v);
      vParts.forEach((ps, gv) => {
        const row = pair[gv] as Float64Array;
        for (const p of ps) {
          reps[v] = p.rep;
          for (const a of answers) {
            const l = likelihood(a, reps) * p.frac;
            const m = (vMass[gv] as number) * l;
            if (m === 0) continue;
            total[a] = (total[a] as number) + m;
            add(a, p, m);
            partsOf.forEach((groups, u) => {
              if (u === v) return;
              groups.forEach((ups, gu) => {
                const x = (row[u * width + gu] as number) * l;
                if (x) add(a, ups[0] as Part, x);
              });
            });
          }
        }
      });
    } else {
      // Joint factors, or several types read: every combination of groups, each split into its parts.
      const { group, weight } = model.combos;
      const reps = new Array<number>(partsOf.length).fill(-1);
      const chosen = new Array<Part>(partsOf.length);
      const visit = (t: number, i: number, m: number) => {
        if (t === partsOf.length) {
          for (const a of answers) {
            const x = m * likelihood(a, reps);
            if (x === 0) continue;
            total[a] = (total[a] as number) + x;
            for (const p of chosen) add(a, p, x);
          }
          return;
        }
        for (const p of (partsOf[t] as Part[][])[(group[t] as Int32Array)[i] as number] as Part[]) {
          reps[t] = p.rep;
          chosen[t] = p;
          visit(t + 1, i, m * p.frac);
        }
      };
      for (let i = 0; i < weight.length; i++) visit(0, i, weight[i] as number);
    }

    const sum = total.reduce((s, x) => s + x, 0);
    if (!(sum > 0)) return null;
    const out: A93Outcome[] = [];
    for (const a of answers) {
      const t = total[a] as number;
      if (t <= 0) continue;
      let bits = 0;
      for (const groups of partsOf) {
        let h = 0;
        for (const ps of groups)
          for (const p of ps) {
            const q = (mass[a * parts + p.id] as number) / t / p.size;
            if (q > 1e-15) h -= p.size * q * Math.log2(q);
          }
        bits += Math.max(0, h);
      }
      out.push({ answer: a, p: t / sum, bits });
    }
    return out;
  }

  /** Every group split into the parts a filter (and the cards an answer may force hidden) tell apart. */
  private split(cards: readonly number[], forced: readonly number[]): Split {
    const key = `${cards.join()}|${forced.join()}`;
    let split = this.splits.get(key);
    if (split) return split;
    const inFilter = new Set(cards);
    const keyOf = (c: number) => (forced.includes(c) ? c : inFilter.has(c) ? -1 : -2);
    let count = 0;
    const parts = this.model.groups.map((groups) =>
      groups.map((group) =>
        groupBy(group, keyOf).map((cs): Part => ({
          rep: cs[0] as number,
          size: cs.length,
          frac: cs.length / group.length,
          id: count++,
        })),
      ),
    );
    const variable = parts.flatMap((groups, t) => (new Set(groups.flat().map((p) => keyOf(p.rep))).size > 1 ? [t] : []));
    split = { parts, count, variable };
    this.splits.set(key, split);
    return split;
  }

  /** Type `v`'s groups: their weight, and their joint weight with each group of every other type (`u * width + group`). */
  private pairOf(v: number) {
    let out = this.pairs.get(v);
    if (out) return out;
    const { group, weight } = this.model.combos;
    const types = this.model.groups.length;
    const width = Math.max(...this.model.groups.map((g) => g.length));
    const mass = new Float64Array(this.model.groups[v]?.length ?? 0);
    const pair = Array.from(mass, () => new Float64Array(types * width));
    for (let i = 0; i < weight.length; i++) {
      const gv = (group[v] as Int32Array)[i] as number;
      const w = weight[i] as number;
      mass[gv] = (mass[gv] as number) + w;
      const row = pair[gv] as Float64Array;
      for (let u = 0; u < types; u++) {
        const j = u * width + ((group[u] as Int32Array)[i] as number);
        if (u !== v) row[j] = (row[j] as number) + w;
      }
    }
    out = { mass, pair, width };
    this.pairs.set(v, out);
    return out;
  }
}

/** A rated Alibi (1993) question, before the step-by-step facts are added. */
export interface A93QuestionChoice {
  action: A93Ask;
  expectedBits: number;
  bestBits: number;
  bestAction: A93Ask;
  rating: Rating;
  alternatives: number;
}

const keyOf = (a: A93Ask) => JSON.stringify([a.target, a.question]);

/** Rate the question `asked` against every question in `legal` (the engine's list for the asker then). */
export function rateA93Question(model: ApproxModel, asked: A93Ask, legal: readonly A93Ask[]): A93QuestionChoice {
  const values = new A93QuestionValues(model);
  return rateAmong(asked, legal, (a) => values.expectedBits(a.target, a.question), keyOf);
}
