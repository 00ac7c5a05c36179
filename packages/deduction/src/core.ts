/**
 * The game-independent counting core.
 *
 * A model places every card whose location the seat does not know (the "unknown" cards) into
 * holders of known sizes (other hands, rooms, the missing alibi) that together take exactly those
 * cards. A holder may also hide a tile (a Rival tile): tiles are tokens no two holders share.
 * Observations become factors: a local factor weighs one holder's cards (and tile), a pair factor
 * weighs two holders together. An assignment weighs the product of its factors; with a uniform
 * prior over assignments, a probability is a sum of weights over the total.
 *
 * Counting is exact, and exploits symmetry: every factor declares the card sets it reads (it may
 * depend only on how many cards of each set a hand holds), and cards that no factor tells apart
 * form a class. A holder's content is then a vector of counts per class, not a subset, weighed
 * once on a representative hand and multiplied by the number of subsets it stands for. Early in
 * a game there are few classes; later, when every card is told apart, the observations leave few
 * contents possible. Holders joined by pair factors are enumerated together; the groups are
 * combined by a forward/backward pass over (cards used per class, tiles used), in which the last
 * group's content is forced (it takes whatever is left).
 */

/** No hidden tile. */
export const NO_TILE = -1;

export interface HolderSpec {
  size: number;
  /** The tiles this holder may hide (distinct token ids 0-7), or [NO_TILE]. */
  tiles: number[];
}

export interface LocalFactor {
  holder: number;
  /** Observation index this factor comes from. */
  obs: number;
  /**
   * The weight may depend only on the count of hand cards in each of these sets, the hand's size
   * (and the tile): it is weighed on any hand of the holder's size with those counts.
   */
  reads: number[];
  /** The tiles the weight tells apart from the others (it treats all other tiles alike). */
  tilesRead?: number[];
  weight(hand: number, tile: number): number;
}

export interface PairFactor {
  a: number;
  b: number;
  obs: number;
  /** As for local factors, for both hands. */
  reads: number[];
  weight(handA: number, tileA: number, handB: number, tileB: number): number;
}

export interface Model {
  /** 16-bit mask of the cards to place. */
  unknown: number;
  holders: HolderSpec[];
  local: LocalFactor[];
  pair: PairFactor[];
}

export interface Counts {
  /** Sum of weights over all assignments; 0 when the observations contradict each other. */
  total: number;
  /** cardIn[h][c]: probability that card c is in holder h (0 for cards not unknown). */
  cardIn: Float64Array[];
  /** tileOf[h][t]: probability that holder h hides tile t (index 0-7); all 0 for holders without tiles. */
  tileOf: Float64Array[];
}

/** A sparse table over a pooled dense buffer: the touched keys are listed, and zeroed on release. */
class Table {
  readonly keys: number[] = [];
  constructor(readonly values: Float64Array) {}
  add(key: number, value: number): void {
    if (this.values[key] === 0) this.keys.push(key);
    this.values[key] = (this.values[key] as number) + value;
  }
  get(key: number): number {
    return this.values[key] as number;
  }
  release(): void {
    for (const k of this.keys) this.values[k] = 0;
    POOL.push(this.values);
  }
}
const POOL: Float64Array[] = [];
function tableOf(size: number): Table {
  const i = POOL.findIndex((b) => b.length >= size);
  const buffer = i >= 0 ? (POOL.splice(i, 1)[0] as Float64Array) : new Float64Array(size);
  return new Table(buffer);
}

/** One possible content of a group of holders: counts per class, per member. */
interface Item {
  /** The group's total counts, encoded in the mixed radix of the classes. */
  code: number;
  /** Total counts per class, as [class, count] pairs for the non-zero classes. */
  parts: [number, number][];
  /** Tiles used per tile class, encoded in the mixed radix of the tile classes; and as [class, count] pairs. */
  tileCode: number;
  tileParts: [number, number][];
  /** Ways to pick the item's tiles, per tile state (null: the item hides no tile). */
  tileTable: Float64Array | null;
  /** Weight of one concrete assignment, times the ways to split the group's cards among its members. */
  weight: number;
  /** Per member: counts per class, and tile class (-1: none). */
  counts: number[][];
  tiles: number[];
  mass: number;
}

interface Group {
  members: number[];
  size: number;
  items: Item[];
  /** Items by code (a map: codes reach tens of thousands late in a game, when few are used). */
  byCode: Map<number, Item[]>;
}

const popcount = (m: number) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
};

/** Small integers in Int32Arrays: products of binomials then stay small integers (never boxed floats). */
const BINOMIAL: Int32Array[] = Array.from({ length: 17 }, (_, n) =>
  Int32Array.from({ length: 17 }, (_, k) => {
    if (k > n) return 0;
    let r = 1;
    for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
    return Math.round(r);
  }),
);
const binomial = (n: number, k: number) => BINOMIAL[n]?.[k] ?? 0;
const FACTORIAL = Array.from({ length: 17 }, (_, n) =>
  n === 0 ? 1 : Array.from({ length: n }, (_, i) => i + 1).reduce((a, b) => a * b),
);

/** Shared by every lookup that finds nothing (a fresh `[]` there was the walk's main allocation). */
const NO_ITEMS: readonly Item[] = [];

function itemsByCode(items: Item[]): Map<number, Item[]> {
  const byCode = new Map<number, Item[]>();
  for (const it of items) {
    const same = byCode.get(it.code);
    if (same) same.push(it);
    else byCode.set(it.code, [it]);
  }
  return byCode;
}

/** Groups of holders linked (transitively) by pair factors. */
function groupsOf(holders: number, pairs: PairFactor[]): number[][] {
  const parent = Array.from({ length: holders }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i] as number)));
  for (const f of pairs) parent[find(f.a)] = find(f.b);
  const groups = new Map<number, number[]>();
  for (let i = 0; i < holders; i++) groups.set(find(i), [...(groups.get(find(i)) ?? []), i]);
  return [...groups.values()];
}

/** The classes of cards no factor tells apart, each in card order, ordered by their first card. */
function classesOf(unknown: number, factors: readonly { reads: number[] }[]): number[][] {
  // Refine bitmasks: every read splits each class into the cards it reads and the others.
  let parts = [unknown];
  for (const f of factors)
    for (const m of f.reads) {
      if (parts.every((p) => (p & m) === 0 || (p & m) === p)) continue;
      const next: number[] = [];
      for (const p of parts) {
        const inside = p & m;
        if (inside) next.push(inside);
        if (inside !== p) next.push(p & ~m);
      }
      parts = next;
    }
  parts.sort((a, b) => (a & -a) - (b & -b));
  return parts.map((p) => {
    const cards: number[] = [];
    for (let c = 0; c < 16; c++) if (p & (1 << c)) cards.push(c);
    return cards;
  });
}

/**
 * Counts the model, using only the factors whose observation passes `active` (the explanations
 * drop observations to find which ones a fact needs).
 */
export function count(model: Model, active: (obs: number) => boolean = () => true): Counts {
  const local = model.local.filter((f) => active(f.obs));
  const pair = model.pair.filter((f) => active(f.obs));
  const classes = classesOf(model.unknown, [...local, ...pair]);
  const sizes = classes.map((c) => c.length);
  const radix: number[] = [];
  sizes.reduce((r, n) => (radix.push(r), r * (n + 1)), 1);
  const encode = (v: readonly number[]) => v.reduce((s, k, j) => s + k * (radix[j] as number), 0);
  const full = encode(sizes);
  // Tiles get the same treatment: those no factor names and the same holders may hide form a class.
  const named = new Set(local.flatMap((f) => f.tilesRead ?? []));
  const tileSignature = (t: number) =>
    named.has(t) ? `t${t}` : model.holders.map((h) => (h.tiles.includes(t) ? 1 : 0)).join('');
  const tileClasses = [...new Set(model.holders.flatMap((h) => h.tiles.filter((t) => t !== NO_TILE)))].reduce<
    Map<string, number[]>
  >((m, t) => m.set(tileSignature(t), [...(m.get(tileSignature(t)) ?? []), t]), new Map());
  const tileGroups = [...tileClasses.values()];
  const tileSizes = tileGroups.map((g) => g.length);
  const tileRadix: number[] = [];
  const tileSpace = tileSizes.reduce((r, n) => (tileRadix.push(r), r * (n + 1)), 1);
  const tileClassOf = (tile: number) => tileGroups.findIndex((g) => g.includes(tile));

  // Each holder's possible contents (count vectors) with their local weights on a representative hand.
  const localBy = model.holders.map(() => [] as LocalFactor[]);
  for (const f of local) localBy[f.holder]?.push(f);
  /** The hand taking counts[j] cards of each class, skipping the first skip[j]. */
  const handOf = (counts: readonly number[], skip: readonly number[]) => {
    let hand = 0;
    counts.forEach((k, j) => {
      const cards = classes[j] as number[];
      for (let i = skip[j] as number; i < (skip[j] as number) + k; i++) hand |= 1 << (cards[i] as number);
    });
    return hand;
  };
  // The first k cards of class j, as a mask: the representative hand is built class by class.
  const prefixes = (cards: number[]) => {
    const masks = [0];
    for (const c of cards) masks.push((masks[masks.length - 1] as number) | (1 << c));
    return masks;
  };
  const firstCards = classes.map(prefixes);
  const classMasks = firstCards.map((masks) => masks[masks.length - 1] as number);
  const cardsFrom = sizes.map((_, j) => sizes.slice(j).reduce((a, b) => a + b, 0));
  // The first n cards in class order; and r cards of the classes after j, to weigh a partial hand
  // at its full size (a factor may also read the hand's size, e.g. a random card taken from it).
  const firstOf = prefixes(classes.flat());
  const fill = (j: number, r: number) => {
    const from = (firstOf.length as number) - 1 - ((cardsFrom[j + 1] ?? 0) as number);
    return (firstOf[from + r] as number) ^ (firstOf[from] as number);
  };
  const options = model.holders.map((h, i) => {
    const out: { counts: number[]; tile: number; weight: number }[] = [];
    // One representative tile per tile class the holder may hide.
    const classesHere = [...new Set(h.tiles.map((t) => (t === NO_TILE ? -1 : tileClassOf(t))))];
    // Factors that name single cards rule out most contents: they go first.
    const factors = (localBy[i] as LocalFactor[])
      .map((f) => ({ f, smallest: Math.min(...f.reads.map(popcount)) }))
      .sort((a, b) => a.smallest - b.smallest)
      .map((x) => x.f);
    const tiled = factors.filter((f) => f.tilesRead?.length);
    // A factor without tiles is weighed as soon as the last class it reads is chosen (it reads
    // only counts within its sets, which are unions of classes): a zero prunes the whole subtree.
    const stages = sizes.map(() => [] as LocalFactor[]);
    let base = 1;
    for (const f of factors) {
      if (f.tilesRead?.length) continue;
      const reads = f.reads.reduce((m, r) => m | r, 0);
      let lastClass = -1;
      classMasks.forEach((m, j) => m & reads && (lastClass = j));
      if (lastClass >= 0) stages[lastClass]?.push(f);
      else base *= f.weight(firstOf[h.size] as number, NO_TILE);
    }
    const counts = sizes.map(() => 0);
    const walk = (j: number, need: number, hand: number, weight: number): void => {
      if (j === sizes.length) {
        if (need > 0) return;
        for (const tileClass of classesHere) {
          const tile = tileClass < 0 ? NO_TILE : (tileGroups[tileClass]?.[0] as number);
          let w = weight;
          for (const f of tiled) {
            w *= f.weight(hand, tile);
            if (w === 0) break;
          }
          if (w > 0) out.push({ counts: [...counts], tile: tileClass, weight: w });
        }
        return;
      }
      if ((cardsFrom[j] as number) < need) return;
      const stage = stages[j] as LocalFactor[];
      const masks = firstCards[j] as number[];
      for (let k = Math.min(need, sizes[j] as number); k >= 0; k--) {
        const next = hand | (masks[k] as number);
        let w = weight;
        if (stage.length) {
          const whole = next | fill(j, need - k);
          for (const f of stage) {
            w *= f.weight(whole, NO_TILE);
            if (w === 0) break;
          }
          if (w === 0) continue;
        }
        counts[j] = k;
        walk(j + 1, need - k, next, w);
      }
      counts[j] = 0;
    };
    if (base > 0) walk(0, h.size, 0, base);
    return out;
  });

  /** A lone holder's items are its options: no split to count, no pair factor to weigh. */
  const loneItems = (h: number): Item[] =>
    (options[h] ?? []).map((o) => {
      const parts: [number, number][] = [];
      o.counts.forEach((k, j) => k && parts.push([j, k]));
      return {
        code: encode(o.counts),
        parts,
        tileCode: o.tile >= 0 ? (tileRadix[o.tile] as number) : 0,
        tileParts: o.tile >= 0 ? [[o.tile, 1]] : [],
        tileTable: null,
        weight: o.weight,
        counts: [o.counts],
        tiles: [o.tile],
        mass: 0,
      };
    });
  const groups: Group[] = groupsOf(model.holders.length, pair).map((members) => {
    if (members.length === 1) {
      const items = loneItems(members[0] as number);
      return { members, size: model.holders[members[0] as number]?.size ?? 0, items, byCode: itemsByCode(items) };
    }
    const own = pair.filter((f) => members.includes(f.a));
    type Partial = { total: number[]; counts: number[][]; tiles: number[]; tileUse: number[]; weight: number };
    let partial: Partial[] = [{ total: sizes.map(() => 0), counts: [], tiles: [], tileUse: tileSizes.map(() => 0), weight: 1 }];
    for (const h of members) {
      const next: Partial[] = [];
      for (const p of partial) {
        for (const o of options[h] ?? []) {
          if (o.tile >= 0 && (p.tileUse[o.tile] as number) >= (tileSizes[o.tile] as number)) continue;
          if (o.counts.some((k, j) => k + (p.total[j] as number) > (sizes[j] as number))) continue;
          next.push({
            total: p.total.map((t, j) => t + (o.counts[j] as number)),
            counts: [...p.counts, o.counts],
            tiles: [...p.tiles, o.tile],
            tileUse: p.tileUse.map((u, c) => u + (c === o.tile ? 1 : 0)),
            weight: p.weight * o.weight,
          });
        }
      }
      partial = next;
    }
    const items: Item[] = [];
    for (const p of partial) {
      let w = p.weight;
      if (own.length) {
        // Disjoint representative hands, then every pair factor on them.
        const skip = sizes.map(() => 0);
        const hands = p.counts.map((counts) => {
          const hand = handOf(counts, skip);
          counts.forEach((k, j) => (skip[j] = (skip[j] as number) + k));
          return hand;
        });
        // Distinct representative tiles too.
        const tileSkip = tileSizes.map(() => 0);
        const tiles = p.tiles.map((c) =>
          c < 0 ? NO_TILE : (tileGroups[c]?.[(tileSkip[c] = (tileSkip[c] as number) + 1) - 1] as number),
        );
        for (const f of own) {
          const ia = members.indexOf(f.a);
          const ib = members.indexOf(f.b);
          w *= f.weight(hands[ia] as number, tiles[ia] as number, hands[ib] as number, tiles[ib] as number);
        }
      }
      if (w === 0) continue;
      // Ways to split the group's cards of each class among its members.
      let split = 1;
      p.total.forEach((t, j) => {
        split *= FACTORIAL[t] as number;
        for (const counts of p.counts) split /= FACTORIAL[counts[j] as number] as number;
      });
      const parts: [number, number][] = [];
      p.total.forEach((k, j) => k && parts.push([j, k]));
      items.push({
        code: encode(p.total),
        parts,
        tileCode: p.tileUse.reduce((s, u, c) => s + u * (tileRadix[c] as number), 0),
        tileParts: p.tileUse.flatMap((u, c): [number, number][] => (u ? [[c, u]] : [])),
        tileTable: null,
        weight: w * split,
        counts: p.counts,
        tiles: p.tiles,
        mass: 0,
      });
    }
    const size = members.reduce((s, h) => s + (model.holders[h]?.size ?? 0), 0);
    return { members, size, items, byCode: itemsByCode(items) };
  });
  // Larger groups first, the smallest (the missing card) last, where its content is forced: the
  // middle layers then hold fewer distinct states (measured on the slowest 5-player Rival views);
  // among equal sizes, sparse groups first keep the early layers small.
  groups.sort((a, b) => b.size - a.size || a.items.length - b.items.length);

  /** Calls `each(item, ways)` for every item of `g` that fits in what state `used` leaves. */
  const left = new Int32Array(sizes.length);
  const room = new Int32Array(sizes.length + 1);
  const fitting = (g: Group, used: number, each: (it: Item, ways: number) => void) => {
    const rest = full - used;
    for (let j = 0; j < sizes.length; j++) left[j] = Math.floor(rest / (radix[j] as number)) % ((sizes[j] as number) + 1);
    for (let j = sizes.length - 1; j >= 0; j--) room[j] = (room[j + 1] as number) + (left[j] as number);
    const leftCount = room[0] as number;
    if (leftCount < g.size) return;
    if (g.items.length <= binomial(leftCount, g.size)) {
      for (const it of g.items) {
        let ways = 1;
        for (const [j, k] of it.parts) ways *= binomial(left[j] as number, k);
        if (ways > 0) each(it, ways);
      }
      return;
    }
    // Walk the count vectors that fit, building their code and number of subsets on the way.
    const walk = (j: number, need: number, code: number, ways: number) => {
      if (need === 0) {
        for (const it of g.byCode.get(code) ?? NO_ITEMS) each(it, ways);
        return;
      }
      if (j === sizes.length || (room[j] as number) < need) return;
      const most = Math.min(need, left[j] as number);
      for (let k = 0; k <= most; k++)
        // `| 0`: ways stay small integers (at most C(16, 8)), never boxed floats.
        walk(j + 1, need - k, code + k * (radix[j] as number), (ways * binomial(left[j] as number, k)) | 0);
    };
    walk(0, g.size, 0, 1);
  };

  // States differing only in their tiles share the fitting items: found once per group and cards used.
  const fitCache = groups.map(() => new Map<number, { items: Item[]; ways: number[] }>());
  const fitOf = (k: number, used: number) => {
    const cache = fitCache[k] as Map<number, { items: Item[]; ways: number[] }>;
    let fit = cache.get(used);
    if (!fit) {
      const found: { items: Item[]; ways: number[] } = { items: [], ways: [] };
      fitting(groups[k] as Group, used, (it, ways) => {
        found.items.push(it);
        found.ways.push(ways);
      });
      cache.set(used, (fit = found));
    }
    return fit;
  };
  /** Ways to give an item's members distinct tiles from what `tileCode` leaves: 0 if too few. */
  const countTileWays = (it: Item, tileCode: number) => {
    let w = 1;
    for (const [c, k] of it.tileParts) {
      const n = tileSizes[c] as number;
      const avail = n - (Math.floor(tileCode / (tileRadix[c] as number)) % (n + 1));
      for (let i = 0; i < k; i++) w *= avail - i;
      if (w <= 0) return 0;
    }
    return w;
  };
  // Tabled per item and tile state: the inner loops below only look them up.
  // Items that use the same tiles share one table (there are at most tileSpace distinct ones).
  const tileTables = new Map<number, Float64Array>();
  for (const g of groups)
    for (const it of g.items) {
      if (!it.tileParts.length) continue;
      let table = tileTables.get(it.tileCode);
      if (!table) tileTables.set(it.tileCode, (table = Float64Array.from({ length: tileSpace }, (_, t) => countTileWays(it, t))));
      it.tileTable = table;
    }
  const tileWays = (it: Item, tileCode: number) => (it.tileTable === null ? 1 : (it.tileTable[tileCode] as number));
  const size = (full + 1) * tileSpace;
  const forward: Table[] = [tableOf(size)];
  (forward[0] as Table).add(0, 1);
  // The hot loops read and write the tables' arrays directly: a call taking a float would box it.
  for (let k = 0; k < groups.length - 1; k++) {
    const next = tableOf(size);
    const nextValues = next.values;
    const nextKeys = next.keys;
    const from = forward[k] as Table;
    const fromValues = from.values;
    for (const at of from.keys) {
      const f = fromValues[at] as number;
      const used = Math.floor(at / tileSpace);
      const tiles = at % tileSpace;
      const fit = fitOf(k, used);
      const items = fit.items;
      const ways = fit.ways;
      for (let i = 0; i < items.length; i++) {
        const it = items[i] as Item;
        const t = it.tileTable === null ? 1 : (it.tileTable[tiles] as number);
        if (t === 0) continue;
        const key = (used + it.code) * tileSpace + tiles + it.tileCode;
        if (nextValues[key] === 0) nextKeys.push(key);
        nextValues[key] = (nextValues[key] as number) + f * it.weight * (ways[i] as number) * t;
      }
    }
    forward.push(next);
  }
  // Backward: the last group takes what is left; masses accumulate forward x item x backward.
  const last = groups.length - 1;
  const lastGroup = groups[last];
  let backward = tableOf(size);
  const atLast = forward[last];
  for (const at of atLast?.keys ?? []) {
    const f = (atLast as Table).get(at);
    const used = Math.floor(at / tileSpace);
    const tiles = at % tileSpace;
    let b = 0;
    for (const it of lastGroup?.byCode.get(full - used) ?? NO_ITEMS) {
      const w = it.weight * tileWays(it, tiles);
      b += w;
      it.mass += f * w;
    }
    if (b > 0) backward.add(at, b);
  }
  for (let k = last - 1; k >= 0; k--) {
    const prev = tableOf(size);
    const prevValues = prev.values;
    const from = forward[k] as Table;
    const fromValues = from.values;
    const after = backward;
    const afterValues = after.values;
    for (const at of from.keys) {
      const f = fromValues[at] as number;
      const used = Math.floor(at / tileSpace);
      const tiles = at % tileSpace;
      let b = 0;
      const fit = fitOf(k, used);
      const items = fit.items;
      const ways = fit.ways;
      for (let i = 0; i < items.length; i++) {
        const it = items[i] as Item;
        const t = it.tileTable === null ? 1 : (it.tileTable[tiles] as number);
        if (t === 0) continue;
        const rest = afterValues[(used + it.code) * tileSpace + tiles + it.tileCode] as number;
        if (rest === 0) continue;
        const w = it.weight * (ways[i] as number) * t * rest;
        b += w;
        it.mass += f * w;
      }
      if (b > 0) {
        prev.keys.push(at);
        prevValues[at] = b;
      }
    }
    after.release();
    backward = prev;
  }
  const total = groups.length === 0 ? (full === 0 ? 1 : 0) : backward.get(0);
  backward.release();
  for (const t of forward) t.release();

  const cardIn = model.holders.map(() => new Float64Array(16));
  const tileOf = model.holders.map(() => new Float64Array(8));
  if (total > 0) {
    for (const g of groups) {
      for (const it of g.items) {
        if (it.mass === 0) continue;
        const p = it.mass / total;
        g.members.forEach((h, m) => {
          const row = cardIn[h] as Float64Array;
          (it.counts[m] as number[]).forEach((k, j) => {
            if (k === 0) return;
            const share = (p * k) / (sizes[j] as number);
            for (const c of classes[j] as number[]) row[c] = (row[c] as number) + share;
          });
          const tileClass = it.tiles[m] as number;
          const row2 = tileOf[h] as Float64Array;
          const same = tileGroups[tileClass] ?? [];
          for (const t of same) row2[t] = (row2[t] as number) + p / same.length;
        });
      }
    }
  }
  return { total, cardIn, tileOf };
}

/** Every subset of a 16-bit set with `k` members. */
function subsetsOf(pool: number, k: number): number[] {
  const out: number[] = [];
  const walk = (from: number, left: number, acc: number) => {
    if (left === 0) return void out.push(acc);
    for (let c = from; c < 16; c++) if (pool & (1 << c)) walk(c + 1, left - 1, acc | (1 << c));
  };
  walk(0, k, 0);
  return out;
}

interface Option {
  hand: number;
  tile: number;
  /** The observations whose factor rules this content out. */
  killers: number[];
}

/**
 * The logic layer alone, for the explanations: whether any assignment at all fits a subset of
 * the observations plus one extra condition. Each holder's contents are weighed against every
 * observation once; a question is then a depth-first search for one fitting assignment (with the
 * failed partial states remembered), which is quick both when the observations leave much open
 * (a witness turns up at once) and when they leave little (the search space is small).
 */
export class Logic {
  private readonly options: Option[][];
  private readonly byHand: Map<number, Option[]>[];

  constructor(private readonly model: Model) {
    this.options = model.holders.map((h, i) => {
      const factors = model.local.filter((f) => f.holder === i);
      const out: Option[] = [];
      for (const hand of subsetsOf(model.unknown, h.size))
        for (const tile of h.tiles)
          out.push({ hand, tile, killers: factors.filter((f) => f.weight(hand, tile) === 0).map((f) => f.obs) });
      return out;
    });
    this.byHand = this.options.map((opts) => {
      const m = new Map<number, Option[]>();
      for (const o of opts) m.set(o.hand, [...(m.get(o.hand) ?? []), o]);
      return m;
    });
  }

  /** Whether some assignment fits the active observations with holder `holder`'s content passing `want`. */
  possible(active: (obs: number) => boolean, holder: number, want: (hand: number, tile: number) => boolean): boolean {
    const pairs = this.model.pair.filter((f) => active(f.obs));
    const fits = (o: Option) => o.killers.every((k) => !active(k));
    const allowed = this.options.map((opts, i) => opts.filter((o) => fits(o) && (i !== holder || want(o.hand, o.tile))));
    if (allowed.some((a) => a.length === 0)) return false;
    // The constrained holder first, then the most constrained; the last one takes what is left.
    const order = allowed
      .map((_, i) => i)
      .sort((a, b) => (a === holder ? -1 : b === holder ? 1 : (allowed[a]?.length ?? 0) - (allowed[b]?.length ?? 0)));
    const linked = new Set(pairs.flatMap((f) => [f.a, f.b]));
    const hands: number[] = [];
    const tiles: number[] = [];
    const failed = new Set<string>();
    const full = this.model.unknown;
    const pairsFit = (k: number) => {
      const placed = new Set(order.slice(0, k + 1));
      const h = order[k] as number;
      return pairs.every(
        (f) =>
          (f.a !== h && f.b !== h) ||
          !placed.has(f.a) ||
          !placed.has(f.b) ||
          f.weight(hands[f.a] as number, tiles[f.a] as number, hands[f.b] as number, tiles[f.b] as number) > 0,
      );
    };
    const search = (k: number, used: number, tokens: number): boolean => {
      const h = order[k] as number;
      const key = `${k}|${used}|${tokens}|${order
        .slice(0, k)
        .filter((x) => linked.has(x))
        .map((x) => hands[x])
        .join()}`;
      if (failed.has(key)) return false;
      const last = k === order.length - 1;
      const candidates = last
        ? (this.byHand[h]?.get(full & ~used) ?? []).filter((o) => allowed[h]?.includes(o))
        : (allowed[h] ?? []);
      for (const o of candidates) {
        const token = o.tile === NO_TILE ? 0 : 1 << o.tile;
        if (o.hand & used || token & tokens) continue;
        hands[h] = o.hand;
        tiles[h] = o.tile;
        if (!pairsFit(k)) continue;
        if (last || search(k + 1, used | o.hand, tokens | token)) return true;
      }
      failed.add(key);
      return false;
    };
    return order.length === 0 ? full === 0 : search(0, 0, 0);
  }
}
