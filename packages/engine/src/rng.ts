/**
 * Seeded random numbers carried in game state as plain JSON (four uint32 words, sfc32).
 * Functions take the state and return the result with the next state; nothing is mutated.
 */
export type RngState = [number, number, number, number];

/** Hash any string to a generator state (cyrb128), then warm the generator up. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/** One step of sfc32: a uniformly random uint32 and the next state. */
export function nextUint32(s: RngState): [number, RngState] {
  let [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, n), without modulo bias. */
export function randomInt(s: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`randomInt needs a positive integer, got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  let state = s;
  for (;;) {
    const [x, next] = nextUint32(state);
    state = next;
    if (x < limit) return [x % n, state];
  }
}

/** Fisher-Yates shuffle into a new array. */
export function shuffle<T>(s: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let state = s;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomInt(state, i + 1);
    state = next;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [out, state];
}

/** A small mutable wrapper for code that draws many numbers in a row (setup, bots). */
export class Rng {
  constructor(public state: RngState) {}
  static fromSeed(seed: string): Rng {
    return new Rng(seedRng(seed));
  }
  int(n: number): number {
    const [x, next] = randomInt(this.state, n);
    this.state = next;
    return x;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const [out, next] = shuffle(this.state, items);
    this.state = next;
    return out;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(items.length)] as T;
  }
  chance(p: number): boolean {
    return this.int(1_000_000) < p * 1_000_000;
  }
}
