/**
 * Four Suspects question ratings (docs/review.md): the expected information a question gives its
 * asker about the hidden answer (the missing alibi, or with two players the pair, measured as the
 * curve's `bits` measures it), under the asker's exact posterior, against the best legal question
 * at the same moment (the engine's `legal`: the face-up cards, the scout if hired, every target
 * and, with two players, both rooms; "show me a card" included).
 *
 * What the asker observes of a question: the count (public, or heard alone with the confidant:
 * the same to the asker) and, for a count of 2 or more, the card shown (uniform among the target's
 * matching cards, from the asked room with two players); for a "show me a card", the card shown
 * (uniform over the target's hand, both rooms with two players, and the room it came from). The
 * target's own helpers (poet, bodyguard, broker) are its choices, not chance: the value is that of
 * a plain answer. The broker's return tells the asker nothing (it shows a card of its own).
 */
import { popcount } from '@alibi/engine';
import { fourSuspects, type Action, type Category, type QuestionRecord, type State, type View } from '@alibi/four-suspects';
import { count, NO_TILE, type Counts, type LocalFactor, type Model, type PairFactor } from '../core.ts';
import { questionMask } from '../four-suspects.ts';
import { missingBits, type SeatBelief } from './belief.ts';
import { canonicalHand, rateAmong } from './questions.ts';
import { groupBy } from './steps.ts';
import { gainOf, othersOf } from './others.ts';
import type { QuestionReview } from './summary.ts';

/** A Four Suspects question: a count question or a "show me a card". */
export type FsQuestion = Extract<Action, { type: 'ask' } | { type: 'demand' }>;

export const isFsQuestion = (a: unknown): a is FsQuestion =>
  typeof a === 'object' && a !== null && ((a as Action).type === 'ask' || (a as Action).type === 'demand');

/** The question a record of the game's question list stands for, as the engine's action. */
export function fsQuestionOf(q: QuestionRecord): FsQuestion {
  if (q.kind === 'demand' || q.category === null) return { type: 'demand', card: q.card, target: q.target };
  const ask: FsQuestion = { type: 'ask', card: q.card, target: q.target, category: q.category, values: [...q.values] };
  return q.room ? { ...ask, room: q.room } : ask;
}

/** What a question is about, whichever interrogation card carries it (the same information). */
const keyOf = (a: FsQuestion) =>
  a.type === 'demand'
    ? `d:${a.target}`
    : `a:${a.target}:${a.room ?? ''}:${a.category}:${[...a.values].sort((x, y) => x - y).join()}`;

/**
 * The joint law of one holder's hand (a target's hand, or with two players one of its rooms) and
 * the missing card(s), under the seat's belief: every hand it may hold, with its chance and the
 * missing cards' marginals given that hand (summing to the number of missing cards).
 */
export interface FsHandTable {
  holder: number;
  hands: { mask: number; p: number; miss: Float64Array }[];
}

/**
 * The model with holder `th`'s hand fixed to `mask`: the hand's cards leave the unknown set, the
 * holder keeps size 0 (indices stay), its own factors become one constant weight and the pair
 * factors that read it (the broker) become local factors on the other holder. Same total as
 * conditioning on the hand, far cheaper to count.
 */
function fixedModel(model: Model, th: number, mask: number): Model {
  let w = 1;
  const local: LocalFactor[] = [];
  for (const f of model.local) {
    if (f.holder === th) w *= f.weight(mask, NO_TILE);
    else local.push(f);
  }
  local.push({ holder: th, obs: -1, reads: [], weight: () => w });
  const pair: PairFactor[] = [];
  for (const f of model.pair) {
    if (f.a === th)
      local.push({ holder: f.b, obs: f.obs, reads: f.reads, weight: (hand, tile) => f.weight(mask, NO_TILE, hand, tile) });
    else if (f.b === th)
      local.push({ holder: f.a, obs: f.obs, reads: f.reads, weight: (hand, tile) => f.weight(hand, tile, mask, NO_TILE) });
    else pair.push(f);
  }
  const holders = model.holders.map((h, i) => (i === th ? { size: 0, tiles: h.tiles } : h));
  return { unknown: model.unknown & ~mask, holders, local, pair };
}

/**
 * The table of holder `th`: by direct enumeration over card sets when the model allows it (see
 * `enumeratedHandTable`), else with one count per hand (`countedHandTable`).
 */
export function fsHandTable(b: SeatBelief, th: number): FsHandTable {
  return enumeratedHandTable(b, th) ?? countedHandTable(b, th);
}

const SUBSET_BITS = new Int32Array(16);

/** Writes every `k`-card subset of `pool` into `out` (Gosper's hack over the pool's cards); returns how many. */
function subsetsInto(pool: number, k: number, out: Int32Array): number {
  let m = 0;
  for (let c = 0; c < 16; c++) if (pool & (1 << c)) SUBSET_BITS[m++] = 1 << c;
  if (k > m) return 0;
  if (k === 0) {
    out[0] = 0;
    return 1;
  }
  let n = 0;
  let v = (1 << k) - 1;
  const limit = 1 << m;
  while (v < limit) {
    let mask = 0;
    for (let x = v; x; x &= x - 1) mask |= SUBSET_BITS[31 - Math.clz32(x & -x)] as number;
    out[n++] = mask;
    const t = v | (v - 1);
    v = (t + 1) | (((~t & -~t) - 1) >>> (32 - Math.clz32(v & -v)));
  }
  return n;
}

/** Scratch buffers of the enumeration, dense over the 2^16 card sets (zero between uses). */
const DENSE: Float64Array[] = [];
const denseBuffer = () => DENSE.pop() ?? new Float64Array(1 << 16);
const LEVELS: Int32Array[] = [];
const levelBuffer = (i: number) => (LEVELS[i] ??= new Int32Array(1 << 13));

/** What `joint` sums over: holders, their sizes and dense weights, the pair factors among them. */
interface Joint {
  members: readonly number[];
  sizes: readonly number[];
  weights: readonly Float64Array[];
  pairs: readonly PairFactor[];
  hands: Int32Array;
  pool: number;
  /** Accumulate `scale · weight` at `base | used` (rest), or else sum `weight · lookup[pool − used]`. */
  into: Float64Array | null;
  keys: number[];
  base: number;
  lookup: Float64Array | null;
  sum: number;
}

/** Every joint content of `j.members` (disjoint hands of their sizes) from `j.pool`, weighed by their factors. */
function joint(j: Joint, i: number, used: number, w: number): void {
  if (i === j.members.length) {
    for (const f of j.pairs) if ((w *= f.weight(j.hands[f.a] as number, NO_TILE, j.hands[f.b] as number, NO_TILE)) === 0) return;
    if (j.into) {
      const k = j.base | used;
      if (j.into[k] === 0) j.keys.push(k);
      j.into[k] = (j.into[k] as number) + w;
    } else j.sum += w * ((j.lookup as Float64Array)[j.pool & ~used] as number);
    return;
  }
  const h = j.members[i] as number;
  const wh = j.weights[i] as Float64Array;
  const out = levelBuffer(i);
  const m = subsetsInto(j.pool & ~used, j.sizes[i] as number, out);
  for (let x = 0; x < m; x++) {
    const a = out[x] as number;
    const wa = wh[a] as number;
    if (wa === 0) continue;
    j.hands[h] = a;
    joint(j, i + 1, used | a, w * wa);
  }
}

/**
 * The joint law by enumeration over card sets (Four Suspects deals are small: at most 13 unknown
 * cards). The holders other than `th` and the missing one are summed out first into a weight per
 * set of cards they take (`rest[S]`), one group of holders at a time (holders joined by pair
 * factors, the broker's, are taken together). Then every hand `h` of `th` and content `x` of the
 * missing holder weighs `w(h) · w(x) · rest[unknown − h − x]`, with the holders joined to `th` by
 * pair factors summed in between. Exact, with no symmetry needed. Returns null when a pair factor
 * reads the missing holder (never in Four Suspects): then counts are used.
 */
export function enumeratedHandTable(b: SeatBelief, th: number): FsHandTable | null {
  const model = b.model;
  const mh = b.missingHolder;
  if (b.counts.total <= 0 || th < 0 || mh < 0) return { holder: th, hands: [] };
  if (model.pair.some((f) => f.a === mh || f.b === mh)) return null;
  const n = model.holders.length;
  // Groups of holders joined by pair factors.
  const root = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i] as number)));
  for (const f of model.pair) root[find(f.a)] = find(f.b);
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) groups.set(find(i), [...(groups.get(find(i)) ?? []), i]);
  const U = model.unknown;
  const sizeOf = (h: number) => model.holders[h]?.size ?? 0;
  // Each holder's possible hands, their weights dense by card set.
  const taken: Float64Array[] = [];
  const dense = (buffer: Float64Array) => (taken.push(buffer), buffer);
  const weights = new Map<number, { w: Float64Array; hands: Int32Array; count: number }>();
  const weightsOf = (h: number) => {
    let e = weights.get(h);
    if (!e) {
      const w = dense(denseBuffer());
      const all = new Int32Array(1 << 13);
      const m = subsetsInto(U, sizeOf(h), all);
      const own = model.local.filter((f) => f.holder === h);
      let count = 0;
      for (let i = 0; i < m; i++) {
        const hand = all[i] as number;
        let x = 1;
        for (const f of own) if ((x *= f.weight(hand, NO_TILE)) === 0) break;
        if (x > 0) {
          w[hand] = x;
          all[count++] = hand;
        }
      }
      weights.set(h, (e = { w, hands: all, count }));
    }
    return e;
  };
  const release = () => {
    for (const e of weights.values()) for (let i = 0; i < e.count; i++) e.w[e.hands[i] as number] = 0;
  };
  const hands = new Int32Array(n);
  const jointOf = (members: readonly number[], pairs: readonly PairFactor[]): Joint => ({
    members,
    sizes: members.map(sizeOf),
    weights: members.map((h) => weightsOf(h).w),
    pairs,
    hands,
    pool: 0,
    into: null,
    keys: [],
    base: 0,
    lookup: null,
    sum: 0,
  });
  const pairsOf = (members: readonly number[]) => model.pair.filter((f) => members.includes(f.a) && members.includes(f.b));
  const own = [...(groups.get(find(th)) ?? [th])].filter((h) => h !== th);
  // Sum out the other groups into rest[S]; the largest first, from the empty set.
  let rest = { values: dense(denseBuffer()), keys: [0] };
  rest.values[0] = 1;
  const others = [...groups.values()]
    .filter((g) => !g.includes(th) && !g.includes(mh))
    .sort((x, y) => y.reduce((s, h) => s + sizeOf(h), 0) - x.reduce((s, h) => s + sizeOf(h), 0));
  for (const g of others) {
    const j = jointOf(g, pairsOf(g));
    j.into = dense(denseBuffer());
    for (const S of rest.keys) {
      j.base = S;
      j.pool = U & ~S;
      joint(j, 0, 0, rest.values[S] as number);
    }
    for (const S of rest.keys) rest.values[S] = 0;
    rest = { values: j.into, keys: j.keys };
  }
  const partners = jointOf(own, pairsOf([th, ...own]));
  partners.lookup = rest.values;
  const mw = weightsOf(mh);
  const tw = weightsOf(th);
  const rows: { mask: number; z: number; miss: Float64Array }[] = [];
  let total = 0;
  for (let i = 0; i < tw.count; i++) {
    const hand = tw.hands[i] as number;
    hands[th] = hand;
    let z = 0;
    const miss = new Float64Array(16);
    for (let j = 0; j < mw.count; j++) {
      const x = mw.hands[j] as number;
      if (x & hand) continue;
      const left = U & ~hand & ~x;
      let w = rest.values[left] as number;
      if (own.length > 0) {
        partners.pool = left;
        partners.sum = 0;
        joint(partners, 0, 0, 1);
        w = partners.sum;
      }
      w *= mw.w[x] as number;
      if (w === 0) continue;
      z += w;
      for (let c = 0; c < 16; c++) if (x & (1 << c)) miss[c] = (miss[c] as number) + w;
    }
    if (z === 0) continue;
    for (let c = 0; c < 16; c++) miss[c] = (miss[c] as number) / z;
    const zt = z * (tw.w[hand] as number);
    rows.push({ mask: hand, z: zt, miss });
    total += zt;
  }
  for (const S of rest.keys) rest.values[S] = 0;
  release();
  for (const buffer of taken) DENSE.push(buffer);
  return { holder: th, hands: rows.map((r) => ({ mask: r.mask, p: r.z / total, miss: r.miss })) };
}

/**
 * The table with one count per hand up to relabelling: cards no observation tells apart are
 * exchangeable, so hands that differ by such a swap have equal chances and permuted
 * distributions. Hands the holder's own observations rule out are skipped without counting.
 */
export function countedHandTable(b: SeatBelief, th: number): FsHandTable {
  const hands: FsHandTable['hands'] = [];
  if (b.counts.total <= 0 || th < 0 || b.missingHolder < 0) return { holder: th, hands };
  const size = b.info.holders[th]?.size ?? 0;
  const inT = b.counts.cardIn[th] as Float64Array;
  const possible: number[] = [];
  for (let c = 0; c < 16; c++) if ((inT[c] ?? 0) > 0) possible.push(c);
  const reads = [...new Set([...b.model.local.flatMap((f) => f.reads), ...b.model.pair.flatMap((f) => f.reads)])];
  const classList = groupBy(possible, (c) => reads.map((m) => (m & (1 << c) ? '1' : '0')).join(''));
  const onT = b.model.local.filter((f) => f.holder === th);
  const canon = new Map<number, { p: number; miss: Float64Array }>();
  const solve = (mask: number) => {
    const hit = canon.get(mask);
    if (hit) return hit;
    const c: Counts = count(fixedModel(b.model, th, mask));
    const miss = new Float64Array(16);
    const row = c.cardIn[b.missingHolder];
    for (let x = 0; x < 16; x++) miss[x] = row?.[x] ?? 0;
    const r = { p: c.total / b.counts.total, miss };
    canon.set(mask, r);
    return r;
  };
  const walk = (from: number, left: number, mask: number) => {
    if (left === 0) {
      if (!onT.every((f) => f.weight(mask, NO_TILE) > 0)) return;
      const { star, perm } = canonicalHand(mask, classList);
      const r = solve(star);
      if (r.p <= 0) return;
      const miss = new Float64Array(16);
      for (let x = 0; x < 16; x++) {
        const to = perm[x] as number;
        const i = to >= 0 ? to : x;
        miss[i] = (miss[i] as number) + (r.miss[x] as number);
      }
      hands.push({ mask, p: r.p, miss });
      return;
    }
    for (let i = from; i <= possible.length - left; i++) walk(i + 1, left - 1, mask | (1 << (possible[i] as number)));
  };
  walk(0, size, 0);
  return { holder: th, hands };
}

/** The holder of a seat's hand (3-5 players) or of one of its rooms (2 players); -1 if none. */
function holderOf(b: SeatBelief, seat: number, room: 'left' | 'right' | null): number {
  const two = b.info.players === 2;
  const place = two ? seat * 2 + (room === 'right' ? 1 : 0) : seat;
  return b.info.holders.findIndex((h) => h.place === place);
}

/** The tables a seat's questions read, built once per holder. */
export class FsQuestionTables {
  private readonly tables = new Map<number, FsHandTable>();
  constructor(readonly belief: SeatBelief) {}
  of(seat: number, room: 'left' | 'right' | null): FsHandTable | null {
    const th = holderOf(this.belief, seat, room);
    if (th < 0) return null;
    let t = this.tables.get(th);
    if (!t) this.tables.set(th, (t = fsHandTable(this.belief, th)));
    return t;
  }
}

/**
 * Expected information (bits) of the question for the asker: `H − Σ_o P(o) H(· | o)` over every
 * outcome it observes, `H` the entropy the curve's `bits` uses (belief.ts, `missingBits`).
 */
export function fsExpectedBits(tables: FsQuestionTables, q: FsQuestion): number {
  const b = tables.belief;
  if (b.counts.total <= 0) return 0;
  const outcomes = new Map<number, Float64Array>();
  const addTo = (key: number, w: number, miss: Float64Array) => {
    if (w <= 0) return;
    let v = outcomes.get(key);
    if (!v) outcomes.set(key, (v = new Float64Array(16)));
    for (let x = 0; x < 16; x++) v[x] = (v[x] as number) + w * (miss[x] as number);
  };
  const two = b.info.players === 2;
  if (q.type === 'ask') {
    const t = tables.of(q.target, two ? (q.room ?? 'left') : null);
    if (!t) return 0;
    const mask = questionMask(q.category as Category, q.values);
    for (const h of t.hands) {
      const hit = h.mask & mask;
      const k = popcount(hit);
      // key: count * 32 + the card shown (16: none)
      if (k < 2) addTo(k * 32 + 16, h.p, h.miss);
      else for (let c = 0; c < 16; c++) if (hit & (1 << c)) addTo(k * 32 + c, h.p / k, h.miss);
    }
  } else {
    // Any card of the hand (either room with two players, whose room is seen): uniform over it.
    const rooms = two ? (['left', 'right'] as const) : ([null] as const);
    const tabs = rooms.map((r) => tables.of(q.target, r));
    const n = tabs.reduce((s, t) => s + (t ? (b.info.holders[t.holder]?.size ?? 0) : 0), 0);
    if (n === 0) return 0;
    tabs.forEach((t, r) => {
      for (const h of t?.hands ?? []) for (let c = 0; c < 16; c++) if (h.mask & (1 << c)) addTo(r * 16 + c, h.p / n, h.miss);
    });
  }
  return Math.max(0, b.bits - conditionalBits(b, outcomes.values()));
}

/** Σ_o P(o) H(· | o) for outcome rows holding P(o) · P(card missing | o). */
export function conditionalBits(b: SeatBelief, rows: Iterable<Float64Array>): number {
  let mass = 0;
  let sum = 0;
  const cardIn: Float64Array[] = [];
  for (const v of rows) {
    let m = 0;
    for (let x = 0; x < 16; x++) m += v[x] as number;
    if (m <= 0) continue;
    const row = new Float64Array(16);
    const k = b.info.holders[b.missingHolder]?.size ?? 1;
    for (let x = 0; x < 16; x++) row[x] = ((v[x] as number) / m) * k;
    cardIn[b.missingHolder] = row;
    const pm = m / Math.max(1, k);
    mass += pm;
    sum += pm * missingBits(b.info, { total: 1, cardIn, tileOf: [] }, b.missingHolder);
  }
  return mass > 0 ? sum / mass : 0;
}

/** A rated Four Suspects question, before the step-by-step facts are added. */
export interface FsQuestionChoice {
  action: FsQuestion;
  expectedBits: number;
  bestBits: number;
  bestAction: FsQuestion;
  rating: QuestionReview['rating'];
  alternatives: number;
}

/** Rate the question `asked` against every legal one (`legal`: the engine's question actions then). */
export function rateFsQuestion(b: SeatBelief, asked: FsQuestion, legal: readonly FsQuestion[]): FsQuestionChoice {
  const tables = new FsQuestionTables(b);
  return rateAmong(asked, legal, (a) => fsExpectedBits(tables, a), keyOf);
}

/** One question a seat asked, for `fsQuestionReviews`. */
export interface FsAsked {
  step: number;
  /** Index in the game's question list. */
  question: number;
  action: FsQuestion;
  /** The engine's question actions for the asker at that step. */
  legal: FsQuestion[];
  /** The first step at which the question is settled (answer, card shown or refused, broker's return); -1 if never. */
  done: number;
}

/**
 * The seat's rated questions (`asked`: those asked up to the last step reviewed). `mine`: the
 * seat's belief per step up to that step; `bitsOf(s)`: seat `s`'s entropy per step (null for the
 * seats whose beliefs are not known: the other seats, in a review from one seat's views).
 */
export function fsQuestionReviews(
  seat: number,
  players: number,
  asked: readonly FsAsked[],
  mine: readonly SeatBelief[],
  bitsOf: (s: number) => readonly number[] | null,
  turnAt: (step: number) => number,
): QuestionReview[] {
  const out: QuestionReview[] = [];
  const own = mine.map((b) => b.bits);
  for (const a of asked) {
    const choice = rateFsQuestion(mine[a.step] as SeatBelief, a.action, a.legal);
    const act = a.action;
    const best = choice.bestAction;
    out.push({
      step: a.step,
      turn: turnAt(a.step),
      question: a.question,
      target: act.target,
      // Perfect Alibi's fields, as far as they fit (a "show me a card" has no category: empty values).
      category: (act.type === 'ask' ? act.category : null) as never,
      values: act.type === 'ask' ? [...act.values] : [],
      best: {
        category: (best.type === 'ask' ? best.category : null) as never,
        values: best.type === 'ask' ? [...best.values] : [],
      },
      ...choice,
      realisedBits: gainOf(own, a.step, a.done),
      others: othersOf(seat, players, a.step, a.done, bitsOf),
    });
  }
  return out;
}

/** Whether the phase still belongs to question `question` (its answer, its card, the broker's return). */
export const fsQuestionOpen = (phase: { kind: string; question?: number }, question: number): boolean =>
  (phase.kind === 'respond' || phase.kind === 'show' || phase.kind === 'brokerShow') && phase.question === question;

/** The engine's question actions for `seat` in this state (`ask` and `demand` from `legal`). */
export const fsLegalQuestions = (state: State, seat: number): FsQuestion[] =>
  fourSuspects.legal(state, seat).filter(isFsQuestion);

/**
 * The same from a seat's own view: every field `legal` reads for the active seat's questions
 * (phase, face-up cards, the scout's effect, helpers, coins, who is out, its own hand) is public
 * or its own, so a state holding just those gives the engine's own list.
 */
export function fsLegalQuestionsFromView(v: View, seat: number): FsQuestion[] {
  const secret = Array.from({ length: v.players }, (_, i) => ({ hand: i === seat ? [...(v.hand ?? [])] : [] }));
  const state = {
    players: v.players,
    public: {
      phase: v.phase,
      guessing: v.guessing,
      faceUp: v.faceUp,
      effects: v.effects,
      helpers: v.helpers,
      owners: v.owners,
      coins: v.coins,
      eliminated: v.eliminated,
      handSizes: v.handSizes,
    },
    secret,
  };
  return fsLegalQuestions(state as never, seat);
}

type Phase = { kind: string; question?: number };

/** The questions `seat` asked along a game: `questionsAt(i)` the question list and `phaseAt(i)` the phase before step `i`. */
export function fsAskedAlong(
  seat: number,
  steps: number,
  questionsAt: (i: number) => readonly QuestionRecord[],
  phaseAt: (i: number) => Phase,
  legalAt: (i: number) => FsQuestion[],
  skip: (i: number) => boolean = () => false,
): FsAsked[] {
  const out: FsAsked[] = [];
  for (let i = 0; i < steps; i++) {
    if (skip(i)) continue;
    const question = questionsAt(i).length;
    const q = questionsAt(i + 1)[question];
    if (!q || q.asker !== seat) continue;
    let done = -1;
    for (let j = i + 1; j <= steps; j++)
      if (!fsQuestionOpen(phaseAt(j), question)) {
        done = j;
        break;
      }
    out.push({ step: i, question, action: fsQuestionOf(q), legal: legalAt(i), done });
  }
  return out;
}

/** `reviewGame`'s Four Suspects question ratings, from the game's states (every seat's beliefs known). */
export function reviewFsQuestions(
  input: { players: number; actions: readonly unknown[] },
  states: readonly unknown[],
  beliefs: readonly (readonly SeatBelief[])[],
  bits: readonly (readonly number[])[],
  turns: readonly number[],
  seat: number,
  lastStep: number,
  skip: Set<number>,
): QuestionReview[] {
  const st = (i: number) => states[i] as State;
  const asked = fsAskedAlong(
    seat,
    input.actions.length,
    (i) => st(i).public.questions,
    (i) => st(i).public.phase,
    (i) => fsLegalQuestions(st(i), seat),
    (i) => skip.has(i) || i > lastStep,
  );
  return fsQuestionReviews(
    seat,
    input.players,
    asked,
    beliefs[seat] as readonly SeatBelief[],
    (s) => bits[s] ?? null,
    (i) => turns[i] as number,
  );
}
