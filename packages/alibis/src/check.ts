/**
 * Alibi checking: a pure function, safe in the browser too (no Node APIs), so the table can give
 * live feedback with exactly the server's verdict. Meaning cannot be checked by software; form can.
 *
 * The rule (DECISIONS, "Alibi validity"): one token of Latin letters and digits, at most
 * MAX_ALIBI_LENGTH letters, compared after Unicode NFKC normalisation and case folding; not any
 * form of a suspect word on the table: not the word, not an inflection (irregular ones too), not a
 * derivation, not a spelling variant, and not a word containing the word or one of its forms.
 * The word forms come from real data (src/forms/data.ts: WordNet's derivational links and
 * exception lists, a British/US spelling list), `pluralize` (irregular plurals such as
 * person/people, which WordNet lacks), the Porter stemmer, and Unicode's own tables.
 */
import pluralize from 'pluralize';
import { stemmer } from 'stemmer';
import { EXCEPTIONS, FAMILIES, SPELLINGS } from './forms/data.ts';
import { MAX_ALIBI_LENGTH } from './types.ts';

/** Why an alibi is refused. */
export type AlibiRefusal =
  | 'empty' // nothing written
  | 'tooLong' // more than MAX_ALIBI_LENGTH letters
  | 'notOneWord' // contains a space (two words or more)
  | 'hasHyphen' // contains a hyphen or dash
  | 'badCharacter' // anything but letters and digits (punctuation, symbols, stray accents)
  | 'notLatin' // written in another script (the rulebook asks for an English word)
  | 'mixedScripts' // Latin letters mixed with letters of another script (look-alikes: a Cyrillic "о")
  | 'sameWord' // equal to a suspect word (ignoring case, width and accents)
  | 'spellingVariant' // a British/US spelling of a suspect word ("colour" with "color")
  | 'sameLemma' // an inflection of a suspect word ("mice" with "mouse", "people" with "person")
  | 'derivation' // a derivation of a suspect word ("happily" with "happy", "teaching" with "teacher")
  | 'containsSuspectWord' // a suspect word or one of its forms is inside it ("horseshoe", "snowmen" with "man")
  | 'sameStem'; // the same Porter stem as a suspect word ("running" with "runner")

export type AlibiCheck = { ok: true } | { ok: false; reason: AlibiRefusal; word?: string; message: string };

/** Every refusal reason, in the order the checker tries them (for UIs that translate each). */
export const ALIBI_REFUSALS: readonly AlibiRefusal[] = [
  'empty',
  'notOneWord',
  'hasHyphen',
  'badCharacter',
  'notLatin',
  'mixedScripts',
  'tooLong',
  'sameWord',
  'containsSuspectWord',
  'sameStem',
  'spellingVariant',
  'sameLemma',
  'derivation',
];

const REASON_TEXT: Record<AlibiRefusal, string> = {
  empty: 'write one word',
  tooLong: `at most ${MAX_ALIBI_LENGTH} letters`,
  notOneWord: 'one word only: no spaces',
  hasHyphen: 'no hyphens or dashes',
  badCharacter: 'letters and digits only',
  notLatin: 'write it in Latin letters (an English word)',
  mixedScripts: 'it mixes Latin letters with look-alike letters of another script',
  sameWord: 'it is a suspect word',
  spellingVariant: 'it is another spelling of a suspect word',
  sameLemma: 'it is a form of a suspect word',
  derivation: 'it is derived from a suspect word',
  containsSuspectWord: 'it contains a suspect word or a form of it',
  sameStem: 'it has the same stem as a suspect word',
};

/** A short English explanation of a refusal (the UI may translate the reason code instead). */
export function refusalText(reason: AlibiRefusal, word?: string): string {
  return word ? `${REASON_TEXT[reason]} ("${word}")` : REASON_TEXT[reason];
}

const refuse = (reason: AlibiRefusal, word?: string): AlibiCheck =>
  word === undefined
    ? { ok: false, reason, message: refusalText(reason) }
    : { ok: false, reason, word, message: refusalText(reason, word) };

/** The Porter stem of a word (package `stemmer`). */
export const stemOf = (word: string): string => stemmer(word.toLowerCase());

// ---- The data, parsed on first use ----

interface Tables {
  /** word -> its family's words (WordNet derivational links). */
  family: Map<string, readonly string[]>;
  /** irregular form -> its bases ("mice" -> ["mouse"]). */
  bases: Map<string, string[]>;
  /** base -> its irregular forms ("mouse" -> ["mice"]). */
  irregular: Map<string, string[]>;
  /** British <-> US spellings, both ways. */
  spelling: Map<string, string[]>;
}

let tables: Tables | null = null;

const push = (m: Map<string, string[]>, k: string, v: string) => {
  const list = m.get(k);
  if (!list) m.set(k, [v]);
  else if (!list.includes(v)) list.push(v);
};

function data(): Tables {
  if (tables) return tables;
  const t: Tables = { family: new Map(), bases: new Map(), irregular: new Map(), spelling: new Map() };
  for (const line of FAMILIES.split('\n')) {
    const words = line.split(' ');
    for (const w of words) t.family.set(w, words);
  }
  for (const line of EXCEPTIONS.split('\n')) {
    const [form, base] = line.split(' ') as [string, string];
    push(t.bases, form, base);
    push(t.irregular, base, form);
  }
  for (const line of SPELLINGS.split('\n')) {
    const [uk, us] = line.split(' ') as [string, string];
    push(t.spelling, uk, us);
    push(t.spelling, us, uk);
  }
  return (tables = t);
}

// ---- Normalisation ----

/** Unicode NFKC, then case folding (lower case; the one Latin letter that folds to two: ß -> ss). */
export const foldWord = (word: string): string => word.normalize('NFKC').toLowerCase().replace(/ß/g, 'ss');

/** Without accents (café -> cafe): decomposed, combining marks dropped. */
const unaccented = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

// ---- Forms of a word ----

/** WordNet morphy's suffix rules (noun, verb, adjective), plus y-forms: the bases a form may come from. */
const DETACH: [string, string][] = [
  ['s', ''],
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
  ['es', 'e'],
  ['es', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ied', 'y'],
  ['ing', 'e'],
  ['ing', ''],
  ['er', ''],
  ['er', 'e'],
  ['ier', 'y'],
  ['est', ''],
  ['est', 'e'],
  ['iest', 'y'],
];

/** The possible dictionary forms of a written word: itself, WordNet's irregular bases, morphy's detachments, pluralize's singular. */
function basesOf(word: string): string[] {
  const out = new Set([word]);
  for (const b of data().bases.get(word) ?? []) out.add(b);
  for (const [suffix, ending] of DETACH) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 2) continue;
    const stem = word.slice(0, word.length - suffix.length);
    out.add(stem + ending);
    // running -> run, bigger -> big: a doubled final consonant before -ing/-ed/-er/-est.
    if (ending === '' && /([b-df-hj-np-tv-z])\1$/.test(stem) && suffix !== 's') out.add(stem.slice(0, -1));
  }
  out.add(pluralize.singular(word));
  return [...out];
}

const spellingsOf = (word: string): string[] => data().spelling.get(word) ?? [];

/** Every form an alibi may be read as: itself without accents, its bases, and their other spellings. */
function readingsOf(alibi: string): Set<string> {
  const out = new Set<string>();
  for (const w of new Set([alibi, unaccented(alibi)])) {
    for (const b of basesOf(w)) {
      out.add(b);
      for (const v of spellingsOf(b)) out.add(v);
    }
  }
  return out;
}

/**
 * The forms of an alibi searched for a suspect word inside: itself (also without accents),
 * WordNet's irregular bases (dormice: dormouse) and their other spellings. Not the suffix rules'
 * guesses, which end in letters the alibi does not have (omen would read "oman").
 */
function wholeReadingsOf(alibi: string): Set<string> {
  const out = new Set<string>();
  for (const w of new Set([alibi, unaccented(alibi)])) {
    for (const b of [w, ...(data().bases.get(w) ?? [])]) {
      out.add(b);
      for (const v of spellingsOf(b)) out.add(v);
    }
  }
  return out;
}

/** Regular inflections of a word as a noun, verb or adjective (+s, +ed, +ing, +er, +est with the usual spelling changes). */
function regularForms(w: string): string[] {
  const out = [w + 's', w + 'es', w + 'ed', w + 'ing', w + 'er', w + 'est'];
  if (w.endsWith('e')) out.push(w + 'd', w + 'r', w + 'st', w.slice(0, -1) + 'ing');
  if (/[^aeiou]y$/.test(w)) for (const s of ['ies', 'ied', 'ier', 'iest']) out.push(w.slice(0, -1) + s);
  if (/[^aeiou][aeiou][b-df-hj-np-tv-z]$/.test(w)) for (const s of ['ing', 'ed', 'er', 'est']) out.push(w + w.at(-1) + s);
  return out;
}

const commonPrefix = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/** What the checker knows of one suspect word. */
interface SuspectForms {
  word: string;
  /** Its other spellings (and theirs, inflected). */
  spellings: Set<string>;
  /** Its inflections, regular and irregular (and its own bases). */
  inflections: Set<string>;
  /** Its derivational family (WordNet), with their spelling variants. */
  family: Set<string>;
  /** Forms that may not appear anywhere inside an alibi. */
  inside: string[];
  /** Short irregular forms ("men") that may not start or end an alibi before or after three more letters ("menfolk"). */
  edges: string[];
  stem: string;
}

const suspectCache = new Map<string, SuspectForms>();

function suspectForms(raw: string): SuspectForms {
  const hit = suspectCache.get(raw);
  if (hit) return hit;
  const word = foldWord(raw);
  const t = data();
  // Suspect words are dictionary forms; an irregular form on the table also counts as its base.
  const lemmas = new Set([word, ...(t.bases.get(word) ?? [])]);
  const spellings = new Set<string>();
  for (const l of [...lemmas])
    for (const v of spellingsOf(l)) {
      spellings.add(v);
      lemmas.add(v);
    }
  const inflections = new Set<string>();
  const plurals = new Set<string>();
  for (const l of lemmas) {
    const plural = pluralize.plural(l);
    plurals.add(plural);
    for (const f of [l, plural, ...regularForms(l), ...(t.irregular.get(l) ?? [])]) {
      inflections.add(f);
      for (const v of spellingsOf(f)) {
        inflections.add(v);
        if (lemmas.has(f)) spellings.add(v);
      }
    }
  }
  const family = new Set<string>();
  for (const l of lemmas)
    for (const m of t.family.get(l) ?? []) {
      family.add(m);
      for (const v of spellingsOf(m)) family.add(v);
    }
  // Inside a longer word: the word, its spellings, its plurals, and the derivations that keep it
  // whole but for its last letter (happiness for happy: "unhappiness"); not its irregular verb
  // forms (ran would refuse "orange") nor derivations that change it more (mine for miner would
  // refuse "examine").
  const inside = new Set([word, ...spellings]);
  const edges = new Set<string>();
  for (const p of plurals) if (p !== word) (p.length >= 4 || p.startsWith(word) ? inside : edges).add(p);
  for (const m of family) if (m.length >= word.length && m.length >= 4 && commonPrefix(m, word) >= word.length - 1) inside.add(m);
  const forms: SuspectForms = {
    word,
    spellings,
    inflections,
    family,
    inside: [...inside].sort(),
    edges: [...edges].sort(),
    stem: stemOf(word),
  };
  suspectCache.set(raw, forms);
  return forms;
}

/** Whether `reading` contains `form` where the rule forbids it (see SuspectForms.inside and .edges). */
const containsForm = (reading: string, s: SuspectForms): boolean =>
  s.inside.some((f) => reading !== f && reading.includes(f)) ||
  s.edges.some((f) => reading.length >= f.length + 3 && (reading.startsWith(f) || reading.endsWith(f)));

/**
 * The dictionary forms of a word: itself, WordNet's irregular bases and morphy's suffix rules
 * (noun, verb and adjective), unchecked against a dictionary (a base that is no word matches no
 * suspect word anyway).
 */
export function lemmasOf(word: string): string[] {
  return [...readingsOf(foldWord(word))];
}

/** The shape rules on the NFKC form: one token of Latin letters and digits. */
function checkShape(text: string): AlibiRefusal | null {
  if (text.length === 0) return 'empty';
  if (/\s/u.test(text)) return 'notOneWord';
  if (/\p{Dash}/u.test(text)) return 'hasHyphen';
  let latin = false;
  let other = false;
  for (const ch of text) {
    if (/[0-9]/.test(ch)) continue;
    if (!/\p{L}|\p{N}/u.test(ch)) return 'badCharacter';
    if (/\p{L}/u.test(ch) && /\p{Script=Latin}/u.test(ch)) latin = true;
    else other = true;
  }
  if (other) return latin ? 'mixedScripts' : 'notLatin';
  if ([...text].length > MAX_ALIBI_LENGTH) return 'tooLong';
  return null;
}

/** A table's suspect words, and every form of them mapped to the first word (in table order) it is a form of. */
interface TableForms {
  suspects: SuspectForms[];
  word: Map<string, number>;
  spelling: Map<string, number>;
  inflection: Map<string, number>;
  family: Map<string, number>;
  stem: Map<string, number>;
}

/** The last few tables checked against (a table is checked many times: every keystroke, every bot candidate). */
const tableCache = new Map<string, TableForms>();

function tableForms(words: readonly string[]): TableForms {
  const key = words.join('\n');
  const hit = tableCache.get(key);
  if (hit) return hit;
  const t: TableForms = {
    suspects: [],
    word: new Map(),
    spelling: new Map(),
    inflection: new Map(),
    family: new Map(),
    stem: new Map(),
  };
  const first = (m: Map<string, number>, k: string, i: number) => {
    if (!m.has(k)) m.set(k, i);
  };
  words.forEach((raw, i) => {
    const s = suspectForms(raw);
    t.suspects.push(s);
    first(t.word, s.word, i);
    for (const v of s.spellings) first(t.spelling, v, i);
    for (const f of s.inflections) first(t.inflection, f, i);
    for (const f of s.family) first(t.family, f, i);
    first(t.stem, s.stem, i);
  });
  if (tableCache.size >= 16) tableCache.delete(tableCache.keys().next().value as string);
  tableCache.set(key, t);
  return t;
}

/** The first suspect (lowest index) any of `keys` maps to, or -1. */
const firstOf = (m: Map<string, number>, keys: readonly string[]): number =>
  keys.reduce((best, k) => {
    const i = m.get(k);
    return i !== undefined && (best < 0 || i < best) ? i : best;
  }, -1);

/**
 * Checks one alibi against the suspect words on the table. The first failing rule is reported, in
 * this order: shape (empty, spaces, hyphens, other characters, scripts, length), then for each
 * rule in turn — equal, containment, same stem, spelling variant, inflection, derivation — the
 * first suspect word it clashes with.
 */
export function checkAlibi(alibi: string, suspectWords: readonly string[]): AlibiCheck {
  const text = alibi.normalize('NFKC').trim();
  const shape = checkShape(text);
  if (shape) return refuse(shape);
  const folded = foldWord(text);
  const plain = unaccented(folded);
  const t = tableForms(suspectWords);
  const readings = [...readingsOf(folded)];
  const whole = [...wholeReadingsOf(folded)];
  const checks: [AlibiRefusal, () => number][] = [
    ['sameWord', () => firstOf(t.word, [folded, plain])],
    ['containsSuspectWord', () => t.suspects.findIndex((s) => whole.some((r) => containsForm(r, s)))],
    ['sameStem', () => t.stem.get(stemOf(plain)) ?? -1],
    ['spellingVariant', () => firstOf(t.spelling, [folded, plain])],
    ['sameLemma', () => firstOf(t.inflection, readings)],
    ['derivation', () => firstOf(t.family, readings)],
  ];
  for (const [reason, find] of checks) {
    const i = find();
    if (i >= 0) return refuse(reason, suspectWords[i]);
  }
  return { ok: true };
}

/** Whether an alibi would be accepted (for the UI's live feedback). */
export const isValidAlibi = (alibi: string, suspectWords: readonly string[]): boolean => checkAlibi(alibi, suspectWords).ok;
