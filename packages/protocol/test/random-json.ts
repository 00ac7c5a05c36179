import type { Rng } from '@alibi/engine';

/** A random JSON value: nested objects and arrays of small primitives, a few levels deep. */
export function randomJson(rng: Rng, depth = 0): unknown {
  const kind = rng.int(depth >= 3 ? 4 : 6);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.int(5) - 2;
    case 3:
      return ['', 'a', 'b', '0', '__proto__'][rng.int(5)];
    case 4:
      return Array.from({ length: rng.int(5) }, () => randomJson(rng, depth + 1));
    default: {
      const out: Record<string, unknown> = {};
      for (let i = rng.int(5); i > 0; i--)
        Object.defineProperty(out, ['a', 'b', 'c', '0', '__proto__'][rng.int(5)] as string, {
          value: randomJson(rng, depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return out;
    }
  }
}

