/**
 * A smaller, lossless form of a view for the wire, for every game without any game's help.
 *
 * A view's bulk is its history: lists of records that all have the same fields (a Perfect Alibi
 * view at the end of a long game is 398 question records of about 225 bytes, most of it the field
 * names repeated in every record and the same few strings again and again). `packView` writes each
 * such list as a table of columns, with the field names once; a column of a few repeated strings,
 * booleans or nulls becomes a dictionary and small indices. `unpackView` gives back a value whose
 * JSON is byte for byte the original's (same keys, same order).
 *
 * Packed form (every marker key starts with `~`; an object of the view whose own key starts with
 * `~` is escaped, so no view can be misread):
 * - `{ "~v": 1, "p": packed }` the whole packed view (what `unpackView` recognises); a view with
 *   no list worth a table is sent as it is;
 * - `{ "~t": keys, "c": columns }` a list of two or more objects with the same keys in the same
 *   order; a column is a list of packed values, or `{ "d": distinct, "i": indices }`;
 * - `{ "~g": [{ "k": keys, "c": columns }, …], "o": order }` a list of objects of a few shapes
 *   (an event log): one table per shape, and the number of each element's shape in order;
 * - `{ "~o": object }` an object with a key starting with `~`, its values packed;
 * - any other object or list: its values packed; anything else as it is.
 *
 * Packing is pure. A list frozen all the way down (views freeze the lists they share between steps
 * and seats) is packed once and the result reused, so a view that keeps its long history from one
 * step to the next costs only its new parts.
 */

type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPrimitive = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'boolean' || typeof v === 'number';

/** A column becomes a dictionary only when it holds something longer to write than a small number. */
const MAX_DICTIONARY = 64;

/** Values known to be frozen all the way down: such a value can never change. */
const deepFrozen = new WeakSet<object>();

function isDeepFrozen(v: object): boolean {
  if (deepFrozen.has(v)) return true;
  if (!Object.isFrozen(v)) return false;
  for (const x of Array.isArray(v) ? v : Object.values(v)) if (typeof x === 'object' && x !== null && !isDeepFrozen(x)) return false;
  deepFrozen.add(v);
  return true;
}

/** A list frozen all the way down, packed: the packed form, and whether a table is in it. */
const packedLists = new WeakMap<readonly unknown[], { packed: unknown; tables: boolean }>();

/** Whether the value being packed has a table in it yet. */
let tablesMade = false;

/** A packed value as it goes over the wire (`unpackView` restores it). */
export interface Packed {
  '~v': 1;
  p: unknown;
}

/**
 * The wire form of a view (see above). A view with no list worth a table goes as it is (the
 * wrapper would only add to it), unless it has a `~v` key of its own.
 */
export function packView(view: unknown): unknown {
  tablesMade = false;
  const packed = pack(view);
  if (!tablesMade && !(isObject(view) && Object.hasOwn(view, '~v'))) return view;
  return { '~v': 1, p: packed };
}

/** The view a `packView` result stands for; a value that is not packed comes back as it is. */
export function unpackView(wire: unknown): unknown {
  return isPackedView(wire) ? unpack(wire.p) : wire;
}

/** Whether `wire` is a packed view (else it is a view as it is). */
export function isPackedView(wire: unknown): wire is Packed {
  return isObject(wire) && wire['~v'] === 1 && Object.hasOwn(wire, 'p');
}

function pack(v: unknown): unknown {
  if (Array.isArray(v)) {
    const frozen = isDeepFrozen(v);
    const hit = frozen ? packedLists.get(v) : undefined;
    if (hit) {
      tablesMade ||= hit.tables;
      return hit.packed;
    }
    const outer = tablesMade;
    tablesMade = false;
    const packed = packList(v);
    if (frozen) packedLists.set(v, { packed, tables: tablesMade });
    tablesMade ||= outer;
    return packed;
  }
  if (isObject(v)) {
    const out: JsonObject = {};
    let escape = false;
    for (const k of Object.keys(v)) {
      if (k.startsWith('~')) escape = true;
      set(out, k, pack(v[k]));
    }
    return escape ? { '~o': out } : out;
  }
  return v;
}

function packList(xs: readonly unknown[]): unknown {
  const keys = sameKeys(xs);
  // A table writes each name once but adds its own frame: only where the names it saves outweigh it.
  if (keys && (xs.length - 1) * namesLength(keys) > 16 + 3 * keys.length) {
    const columns = keys.map((k) => packColumn(xs.map((x) => (x as JsonObject)[k])));
    tablesMade = true;
    return { '~t': keys, c: columns };
  }
  return (keys ? null : packRows(xs)) ?? xs.map(pack);
}

/** About what writing `keys` as an object's field names costs: quotes, colon and comma. */
const namesLength = (keys: readonly string[]) => keys.reduce((n, k) => n + k.length + 4, 0);

/** Most shapes one list may have: past it its records have little in common. */
const MAX_SHAPES = 64;

/**
 * A list of objects of a few shapes (an event log: one shape per kind of event) as one table of
 * columns per shape, and the shape of each element in order. Null when not worth it.
 */
function packRows(xs: readonly unknown[]): unknown {
  if (xs.length < 2) return null;
  const shapes: { keys: string[]; members: JsonObject[] }[] = [];
  const bySignature = new Map<string, number>();
  const order: number[] = [];
  let saved = 0;
  for (const x of xs) {
    const keys = rowKeys(x);
    if (!keys) return null;
    const signature = JSON.stringify(keys);
    let shape = bySignature.get(signature);
    if (shape === undefined) {
      if (shapes.length === MAX_SHAPES) return null;
      bySignature.set(signature, (shape = shapes.length));
      shapes.push({ keys, members: [] });
      saved -= 12 + 3 * keys.length;
    } else saved += namesLength(keys);
    (shapes[shape] as { members: JsonObject[] }).members.push(x as JsonObject);
    order.push(shape);
  }
  // Each element adds its shape's number to the order.
  if (saved <= 12 + 2 * xs.length) return null;
  tablesMade = true;
  return {
    '~g': shapes.map(({ keys, members }) => ({ k: keys, c: keys.map((k) => packColumn(members.map((m) => m[k]))) })),
    o: order,
  };
}

/** The keys every element has, in the same order, if the list is two or more such objects. */
function sameKeys(xs: readonly unknown[]): string[] | null {
  const keys = xs.length < 2 ? null : rowKeys(xs[0]);
  if (!keys) return null;
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i];
    if (!isObject(x)) return null;
    const ks = Object.keys(x);
    if (ks.length !== keys.length || ks.some((k, j) => k !== keys[j])) return null;
  }
  return keys;
}

/** An object's keys if it can be a row of a table: an object with keys, none of them a marker. */
function rowKeys(x: unknown): string[] | null {
  if (!isObject(x)) return null;
  const keys = Object.keys(x);
  return keys.length === 0 || keys.some((k) => k.startsWith('~')) ? null : keys;
}

function packColumn(values: unknown[]): unknown {
  if (values.every(isPrimitive) && values.some((x) => typeof x !== 'number')) {
    const index = new Map<unknown, number>();
    let plain = 0;
    const indices = values.map((x) => {
      plain += primitiveLength(x) + 1;
      let i = index.get(x);
      if (i === undefined) index.set(x, (i = index.size));
      return i;
    });
    if (index.size <= MAX_DICTIONARY) {
      const distinct = [...index.keys()];
      const dictionary = 14 + distinct.reduce((n: number, x) => n + primitiveLength(x) + 1, 0) + values.length * (index.size > 10 ? 3 : 2);
      if (dictionary < plain) return { d: distinct, i: indices };
    }
  }
  return values.map(pack);
}

/** About the length of a primitive's JSON (escapes aside): enough to weigh a dictionary. */
function primitiveLength(x: unknown): number {
  return typeof x === 'string' ? x.length + 2 : String(x).length;
}

function unpack(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(unpack);
  if (!isObject(v)) return v;
  if (Object.hasOwn(v, '~t')) return unpackTable(v['~t'], v.c);
  if (Object.hasOwn(v, '~g')) return unpackShapes(v['~g'], v.o);
  const source = Object.hasOwn(v, '~o') ? v['~o'] : v;
  if (!isObject(source)) throw new TypeError('packed view: an escaped object is not an object');
  const out: JsonObject = {};
  for (const k of Object.keys(source)) set(out, k, unpack(source[k]));
  return out;
}

/** `o[k] = v`, also for a key named `__proto__` (an own key, as JSON.parse makes it). */
function set(o: JsonObject, k: string, v: unknown): void {
  if (k === '__proto__') Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

function unpackTable(keys: unknown, columns: unknown): unknown[] {
  if (!Array.isArray(keys) || !Array.isArray(columns) || keys.length !== columns.length || keys.length === 0)
    throw new TypeError('packed view: a table needs as many columns as keys');
  const cols = columns.map(unpackColumn);
  const rows = (cols[0] as unknown[]).length;
  if (cols.some((c) => c.length !== rows)) throw new TypeError('packed view: a table has columns of different lengths');
  const out: JsonObject[] = [];
  for (let r = 0; r < rows; r++) {
    const o: JsonObject = {};
    keys.forEach((k, j) => set(o, String(k), (cols[j] as unknown[])[r]));
    out.push(o);
  }
  return out;
}

function unpackShapes(groups: unknown, order: unknown): unknown[] {
  if (!Array.isArray(groups) || !Array.isArray(order)) throw new TypeError('packed view: shapes need their tables and an order');
  const tables = groups.map((g) => {
    if (!isObject(g)) throw new TypeError('packed view: a shape is not a table');
    return unpackTable(g.k, g.c);
  });
  const next = tables.map(() => 0);
  const out = order.map((shape) => {
    const table = typeof shape === 'number' ? tables[shape] : undefined;
    const row = table === undefined ? undefined : table[(next[shape as number] as number)++];
    if (row === undefined) throw new TypeError('packed view: the order names more elements than a shape has');
    return row;
  });
  if (tables.some((t, i) => t.length !== next[i])) throw new TypeError('packed view: a shape has elements the order leaves out');
  return out;
}

function unpackColumn(c: unknown): unknown[] {
  if (Array.isArray(c)) return c.map(unpack);
  if (isObject(c) && Array.isArray(c.d) && Array.isArray(c.i)) {
    const d = c.d;
    return c.i.map((i) => {
      if (typeof i !== 'number' || !(i in d)) throw new TypeError('packed view: a dictionary index is out of range');
      return d[i];
    });
  }
  throw new TypeError('packed view: a column is neither a list nor a dictionary');
}
