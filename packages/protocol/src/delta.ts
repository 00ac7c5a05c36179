/**
 * A small structural diff and patch for plain JSON values, so an `update` can carry only what
 * changed in a seat's view and legal actions since the last one that connection received.
 *
 * `diff(a, b)` is a pure, deterministic function of its two arguments (keys in `b`'s order, then
 * the keys `a` drops), and `patch(a, diff(a, b))` deep-equals `b`. `patch` never mutates its input:
 * it copies only the containers on the paths it changes, and shares the rest with `a`.
 */

/** A key in an object (string) or an index in an array (number). */
export type PathStep = string | number;
export type Path = PathStep[];

/**
 * One change, as a short tuple (they go over the wire):
 * - `[0, path, value]` sets the key or index at `path` (an index may be the array's length: append);
 * - `[1, path]` deletes the object key at `path`;
 * - `[2, path, length]` truncates the array at `path` to `length`.
 * The empty path is the whole value.
 */
export type DeltaOp = [0, Path, unknown] | [1, Path] | [2, Path, number];
export type Delta = DeltaOp[];

type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The changes that turn `a` into `b`. Empty when they are deep-equal. */
export function diff(a: unknown, b: unknown): Delta {
  const out: Delta = [];
  walk(a, b, [], out);
  return out;
}

/**
 * `path` is one stack shared by the whole walk (pushed and popped around each step) and copied
 * only into the ops it emits: most of a view is unchanged, and copying the path at every node made
 * the server's busiest allocation.
 */
function walk(a: unknown, b: unknown, path: Path, out: Delta): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) {
      path.push(i);
      walk(a[i], b[i], path, out);
      path.pop();
    }
    // Truncate first, so the indices of the sets below are within reach.
    if (b.length < a.length) out.push([2, [...path], b.length]);
    for (let i = common; i < b.length; i++) out.push([0, [...path, i], b[i]]);
    return;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(b)) {
      if (Object.hasOwn(a, key)) {
        path.push(key);
        walk(a[key], b[key], path, out);
        path.pop();
      } else out.push([0, [...path, key], b[key]]);
    }
    for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) out.push([1, [...path, key]]);
    return;
  }
  out.push([0, [...path], b]);
}

/** Thrown by `patch` when a delta does not fit the value (it was made against another one). */
export class DeltaMismatch extends Error {}

/** `a` with `delta` applied; `a` itself is left untouched. */
export function patch(a: unknown, delta: Delta): unknown {
  // The value sits in a holder, so the empty path is index 0 of it like any other step.
  const holder = [a];
  /** Containers already copied during this patch, which may be changed in place. */
  const copies = new Set<unknown>([holder]);
  const own = (v: unknown): unknown => {
    if (copies.has(v)) return v;
    const copy = Array.isArray(v) ? [...(v as unknown[])] : isObject(v) ? { ...v } : null;
    if (copy === null) throw new DeltaMismatch('a delta path goes through a value that is not a container');
    copies.add(copy);
    return copy;
  };
  for (const op of delta) {
    const path = [0, ...op[1]];
    let parent: JsonObject | unknown[] = holder;
    for (let i = 0; i < path.length - 1; i++) {
      const step = path[i] as PathStep;
      const child = own(get(parent, step));
      set(parent, step, child);
      parent = child as JsonObject | unknown[];
    }
    const last = path[path.length - 1] as PathStep;
    if (op[0] === 0) set(parent, last, op[2]);
    else if (op[0] === 1) {
      if (Array.isArray(parent) || typeof last !== 'string' || !Object.hasOwn(parent, last))
        throw new DeltaMismatch('delete is for object keys');
      delete parent[last];
    } else {
      const target = get(parent, last);
      if (!Array.isArray(target) || op[2] > target.length) throw new DeltaMismatch('truncate is for arrays, to a shorter length');
      const copy = own(target) as unknown[];
      copy.length = op[2];
      set(parent, last, copy);
    }
  }
  return holder[0];
}

function get(container: JsonObject | unknown[], step: PathStep): unknown {
  if (Array.isArray(container)) {
    if (typeof step !== 'number' || step < 0 || step >= container.length) throw new DeltaMismatch(`no index ${step}`);
    return container[step];
  }
  if (typeof step !== 'string' || !Object.hasOwn(container, step)) throw new DeltaMismatch(`no key ${step}`);
  return container[step];
}

function set(container: JsonObject | unknown[], step: PathStep, value: unknown): void {
  if (Array.isArray(container)) {
    // Up to the length: an index one past the end appends, so arrays never get holes.
    if (typeof step !== 'number' || step < 0 || step > container.length) throw new DeltaMismatch(`index ${step} out of reach`);
    container[step] = value;
  } else {
    if (typeof step !== 'string') throw new DeltaMismatch(`index ${step} on an object`);
    // An own key, even `__proto__` (JSON may hold one): never the object's prototype.
    Object.defineProperty(container, step, { value, writable: true, enumerable: true, configurable: true });
  }
}
