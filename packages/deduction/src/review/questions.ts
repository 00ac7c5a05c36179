/**
 * Perfect Alibi question ratings (docs/review.md): the expected information a question gives its
 * asker about the missing card, under the asker's exact posterior, against the best legal
 * question at the same moment (same tile, target, category and assistants).
 */
import { popcount } from '@alibi/engine';
import { ASSISTANTS, type Category } from '@alibi/perfect-alibi';
import { count, type Counts, type Model } from '../core.ts';
import { questionMask } from '../perfect-alibi.ts';
import type { SeatBelief } from './belief.ts';
import { groupBy, round6 } from './steps.ts';

export type Rating = 'best' | 'good' | 'inaccuracy' | 'mistake';

/**
 * r = expected bits of the question asked / expected bits of the best legal question.
 * best: within 0.005 bits of the best (or r ≥ 0.98); good: r ≥ 0.75; inaccuracy: r ≥ 0.4; else mistake.
 * When no legal question can teach anything (best < 0.005 bits) every question is best.
 */
export const RATING_THRESHOLDS = { bestSlackBits: 0.005, best: 0.98, good: 0.75, inaccuracy: 0.4 } as const;

export function ratingOf(expected: number, best: number): Rating {
  const t = RATING_THRESHOLDS;
  if (best - expected <= t.bestSlackBits) return 'best';
  const r = best > 0 ? expected / best : 1;
  return r >= t.best ? 'best' : r >= t.good ? 'good' : r >= t.inaccuracy ? 'inaccuracy' : 'mistake';
}

/**
 * `asked` rated among `legal` by `value` (each question valued once, by `key`): the best of them
 * (on ties the question asked, then the first listed), and the rating of the asked one.
 */
export function rateAmong<A>(asked: A, legal: readonly A[], value: (a: A) => number, key: (a: A) => string) {
  const memo = new Map<string, number>();
  const valueOf = (a: A) => {
    const k = key(a);
    let v = memo.get(k);
    if (v === undefined) memo.set(k, (v = value(a)));
    return v;
  };
  const mine = valueOf(asked);
  let best = asked;
  let bestBits = mine;
  for (const a of legal) {
    const e = valueOf(a);
    if (e > bestBits + 1e-12) {
      bestBits = e;
      best = a;
    }
  }
  return {
    action: asked,
    expectedBits: round6(mine),
    bestBits: round6(bestBits),
    bestAction: best,
    rating: ratingOf(mine, bestBits),
    alternatives: legal.length,
  };
}

export interface AskChoice {
  category: Category;
  values: number[];
}

export interface QuestionChoice extends AskChoice {
  /** Expected entropy drop of the asker's missing-card distribution, bits. */
  expectedBits: number;
  /** The same for the best legal question at that moment. */
  bestBits: number;
  best: AskChoice;
  rating: Rating;
  /** Legal questions compared. */
  alternatives: number;
}

interface Any {
  public: { assistants: (string | null)[]; handSizes: number[] };
  rules: { rival: boolean };
}

/**
 * What the asker's belief says of the target's hand: every hand it may hold, with its chance and
 * the missing card's distribution given that hand (and, in the Rival variant, given whether the
 * target must lie to this asker). Built with one count per hand up to relabelling: cards that no
 * observation tells apart are exchangeable, so hands that differ by such a swap have equal chances
 * and permuted distributions.
 */
export interface HandTable {
  hands: { mask: number; p: number; lie: number; missTruth: Float64Array; missLie: Float64Array }[];
  bits: number;
}

export function handTable(b: SeatBelief, state: unknown, asker: number, target: number): HandTable {
  const s = state as Any;
  const bits = b.bits;
  const th = b.info.holders.findIndex((h) => h.place === target);
  const hands: HandTable['hands'] = [];
  if (b.counts.total <= 0 || th < 0 || b.missingHolder < 0) return { hands, bits };
  const askerAssistant = s.public.assistants[asker] ?? null;
  const aIdx = askerAssistant === null ? -1 : ASSISTANTS.indexOf(askerAssistant as never);
  const size = b.info.holders[th]?.size ?? 0;
  const inT = b.counts.cardIn[th] as Float64Array;
  const possible: number[] = [];
  for (let c = 0; c < 16; c++) if ((inT[c] ?? 0) > 0) possible.push(c);
  // Card classes of the base model (every set a factor reads).
  const reads = [...new Set([...b.model.local.flatMap((f) => f.reads), ...b.model.pair.flatMap((f) => f.reads)])];
  const sigOf = (c: number) => reads.map((m) => (m & (1 << c) ? '1' : '0')).join('');
  const classList = groupBy(possible, sigOf);
  const rivalTile = s.rules.rival && aIdx >= 0 && (b.info.holders[th]?.tiles ?? []).includes(aIdx);
  const missIn = (c: Counts) => {
    const out = new Float64Array(16);
    const row = c.cardIn[b.missingHolder];
    for (let x = 0; x < 16; x++) out[x] = row?.[x] ?? 0;
    return out;
  };
  const canon = new Map<number, { p: number; lie: number; missTruth: Float64Array; missLie: Float64Array }>();
  const solve = (mask: number) => {
    const hit = canon.get(mask);
    if (hit) return hit;
    const c = count(fixedModel(b.model, th, mask, -1));
    const p = c.total / b.counts.total;
    const miss = missIn(c);
    let lie = 0;
    let missLie = new Float64Array(16);
    let missTruth = miss;
    if (p > 0 && rivalTile) {
      lie = c.tileOf[th]?.[aIdx] ?? 0;
      if (lie > 1e-12) {
        missLie = missIn(count(fixedModel(b.model, th, mask, aIdx)));
        if (lie < 1 - 1e-12) {
          missTruth = new Float64Array(16);
          for (let x = 0; x < 16; x++)
            missTruth[x] = Math.max(0, ((miss[x] as number) - lie * (missLie[x] as number)) / (1 - lie));
        } else missTruth = new Float64Array(16);
      }
    }
    const r = { p, lie, missTruth, missLie };
    canon.set(mask, r);
    return r;
  };
  // Every hand of the target's size from the possible cards.
  const onT = b.model.local.filter((f) => f.holder === th);
  const tTiles = b.info.holders[th]?.tiles ?? [];
  const walk = (from: number, left: number, mask: number) => {
    if (left === 0) {
      const { star, perm } = canonicalHand(mask, classList);
      // A hand its own observations rule out needs no count.
      if (!tTiles.some((tile) => onT.every((f) => f.weight(mask, tile) > 0))) return;
      const r = solve(star);
      if (r.p <= 0) return;
      const map = (v: Float64Array) => {
        const out = new Float64Array(16);
        for (let x = 0; x < 16; x++) {
          const to = perm[x] as number;
          const i = to >= 0 ? to : x;
          out[i] = (out[i] as number) + (v[x] as number);
        }
        return out;
      };
      hands.push({ mask, p: r.p, lie: r.lie, missTruth: map(r.missTruth), missLie: map(r.missLie) });
      return;
    }
    for (let i = from; i <= possible.length - left; i++) walk(i + 1, left - 1, mask | (1 << (possible[i] as number)));
  };
  walk(0, size, 0);
  return { hands, bits };
}

/**
 * The model with holder `th`'s hand fixed to `mask` (and, when `tile` ≥ 0, its hidden tile to
 * `tile`): the hand's cards leave the unknown set, the holder keeps size 0 so indices stay, and
 * its factors become one weight on its tile. Same total as conditioning, far cheaper to count.
 */
function fixedModel(model: Model, th: number, mask: number, tile: number): Model {
  const onT = model.local.filter((f) => f.holder === th);
  const tilesRead = [...new Set(onT.flatMap((f) => f.tilesRead ?? []).concat(tile >= 0 ? [tile] : []))];
  const weight = (_hand: number, t: number) => {
    if (tile >= 0 && t !== tile) return 0;
    let w = 1;
    for (const f of onT) w *= f.weight(mask, t);
    return w;
  };
  const holders = model.holders.map((h, i) => (i === th ? { size: 0, tiles: h.tiles } : h));
  const local = model.local.filter((f) => f.holder !== th);
  local.push({ holder: th, obs: -1, reads: [], tilesRead, weight });
  return { unknown: model.unknown & ~mask, holders, local, pair: model.pair };
}

/**
 * Expected information (bits) of asking `target` this question, for the asker: every outcome it
 * can observe (the count it hears; with a count of 2 or more the card shown to it, or taken by
 * its pickpocket, unless the target holds the lawyer), weighed by its exact probability.
 */
export function expectedBits(t: HandTable, state: unknown, asker: number, target: number, ask: AskChoice): number {
  const s = state as Any;
  const askerAssistant = s.public.assistants[asker] ?? null;
  const lawyer = s.public.assistants[target] === 'lawyer';
  const pickpocket = askerAssistant === 'pickpocket';
  const mask = questionMask(ask.category, ask.values);
  const outcomes = new Map<number, Float64Array>(); // key: spoken * 32 + card (16: none)
  const addTo = (key: number, w: number, miss: Float64Array) => {
    if (w <= 0) return;
    let v = outcomes.get(key);
    if (!v) outcomes.set(key, (v = new Float64Array(16)));
    for (let x = 0; x < 16; x++) v[x] = (v[x] as number) + w * (miss[x] as number);
  };
  const spoken = (hand: number, k: number, w: number, miss: Float64Array) => {
    if (k < 2 || lawyer) return addTo(k * 32 + 16, w, miss);
    const from = pickpocket ? hand : hand & mask;
    const n = popcount(from);
    if (n === 0) return addTo(k * 32 + 16, w, miss);
    for (let c = 0; c < 16; c++) if (from & (1 << c)) addTo(k * 32 + c, w / n, miss);
  };
  for (const h of t.hands) {
    const tc = popcount(h.mask & mask);
    if (h.lie < 1) spoken(h.mask, tc, h.p * (1 - h.lie), h.missTruth);
    if (h.lie > 0) {
      if (tc === 0) spoken(h.mask, 1, h.p * h.lie, h.missLie);
      else {
        spoken(h.mask, tc - 1, (h.p * h.lie) / 2, h.missLie);
        spoken(h.mask, tc + 1, (h.p * h.lie) / 2, h.missLie);
      }
    }
  }
  let mass = 0;
  let hSum = 0;
  for (const v of outcomes.values()) {
    let m = 0;
    for (let x = 0; x < 16; x++) m += v[x] as number;
    if (m <= 0) continue;
    mass += m;
    let h = 0;
    for (let x = 0; x < 16; x++) {
      const q = (v[x] as number) / m;
      if (q > 1e-15) h -= q * Math.log2(q);
    }
    hSum += m * h;
  }
  if (mass <= 0) return 0;
  return Math.max(0, t.bits - hSum / mass);
}

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Rate the question `asked` against every legal one (`legal`: the engine's ask actions then). */
export function rateQuestion(
  b: SeatBelief,
  state: unknown,
  asker: number,
  target: number,
  asked: AskChoice,
  legal: AskChoice[],
): QuestionChoice {
  const key = (a: AskChoice) => `${a.category}:${[...a.values].sort().join()}`;
  const table = handTable(b, state, asker, target);
  const mine = expectedBits(table, state, asker, target, asked);
  let best: AskChoice = { category: asked.category, values: [...asked.values] };
  let bestBits = mine;
  for (const a of legal) {
    if (key(a) === key(asked)) continue;
    const e = expectedBits(table, state, asker, target, a);
    if (e > bestBits + 1e-12) {
      bestBits = e;
      best = { category: a.category, values: [...a.values] };
    }
  }
  return {
    category: asked.category,
    values: [...asked.values],
    expectedBits: r6(mine),
    bestBits: r6(bestBits),
    best,
    rating: ratingOf(mine, bestBits),
    alternatives: legal.length,
  };
}

/**
 * A hand's canonical form among hands no observation tells apart: within each class of
 * interchangeable cards, the same number of cards taken from the class's start (`star`), and
 * `perm[x]`, the card of `mask` that plays card x's part (-1 outside every class).
 */
export function canonicalHand(mask: number, classes: readonly (readonly number[])[]): { star: number; perm: Int8Array } {
  let star = 0;
  const perm = new Int8Array(16).fill(-1);
  for (const cls of classes) {
    const chosen = cls.filter((c) => mask & (1 << c));
    const rest = cls.filter((c) => !(mask & (1 << c)));
    cls.forEach((c, i) => {
      if (i < chosen.length) star |= 1 << c;
      perm[c] = (i < chosen.length ? chosen[i] : rest[i - chosen.length]) as number;
    });
  }
  return { star, perm };
}
