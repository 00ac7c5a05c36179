/**
 * Small set and choice helpers the games and their bots share. Card sets of up to 16 cards are
 * kept as bitmasks (bit c = card c) for fast enumeration of possible deals.
 */

/**
 * Number of members of a 16-bit set: bits summed in pairs, nibbles, then bytes. Arithmetic rather
 * than a 64K lookup table, which every page built before its first paint (docs/assets.md).
 */
export const popcount = (mask: number): number => {
  let x = mask & 0xffff;
  x -= (x >> 1) & 0x5555;
  x = (x & 0x3333) + ((x >> 2) & 0x3333);
  x = (x + (x >> 4)) & 0x0f0f;
  return (x + (x >> 8)) & 0x1f;
};

export function bitsOf(members: Iterable<number>): number {
  let m = 0;
  for (const c of members) m |= 1 << c;
  return m;
}

/** The members of a 16-bit set, ascending. */
export function membersOf(mask: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < 16; c++) if (mask & (1 << c)) out.push(c);
  return out;
}

/** Every k-subset of `items`, in lexicographic order of positions. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const walk = (from: number, acc: T[]) => {
    if (acc.length === k) return void out.push(acc);
    for (let i = from; i <= items.length - (k - acc.length); i++) walk(i + 1, [...acc, items[i] as T]);
  };
  walk(0, []);
  return out;
}

/** Every subset of a 16-bit set with exactly `k` members, as bitmasks (hot in deal enumeration). */
export function subsetsOfSize(pool: number, k: number): number[] {
  const members = membersOf(pool);
  const out: number[] = [];
  const walk = (from: number, left: number, acc: number) => {
    if (left === 0) return void out.push(acc);
    for (let i = from; i <= members.length - left; i++) walk(i + 1, left - 1, acc | (1 << (members[i] as number)));
  };
  walk(0, k, 0);
  return out;
}

/** Every set of 1 to `max` of the values 0..n-1, each ascending; smaller sets first. */
export function valueSets(n: number, max: number): number[][] {
  const values = Array.from({ length: n }, (_, i) => i);
  const out: number[][] = [];
  for (let size = 1; size <= max; size++) out.push(...combinations(values, size));
  return out;
}

/** The highest-scoring item, ties broken at random; null for an empty list. */
export function pickBest<T>(items: readonly T[], score: (x: T) => number, rng: { int(n: number): number }): T | null {
  let top: T[] = [];
  let max = -Infinity;
  for (const x of items) {
    const s = score(x);
    if (s > max) [max, top] = [s, [x]];
    else if (s === max) top.push(x);
  }
  return top.length ? (top[rng.int(top.length)] as T) : null;
}
