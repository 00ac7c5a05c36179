/**
 * Alibi checking: a pure function, safe in the browser too (no Node APIs), so the table can give
 * live feedback with exactly the server's verdict. Meaning cannot be checked by software; form can.
 */
import { stemmer } from 'stemmer';
import lemmatizer from 'wink-lemmatizer';
import { MAX_ALIBI_LENGTH } from './types.ts';

/** Why an alibi is refused. */
export type AlibiRefusal =
  | 'empty' // nothing written
  | 'tooLong' // more than MAX_ALIBI_LENGTH characters
  | 'notOneWord' // contains a space (two words or more)
  | 'hasHyphen' // contains a hyphen or dash
  | 'badCharacter' // anything but letters and digits (punctuation, symbols)
  | 'sameWord' // equal to a suspect word (ignoring case)
  | 'containsSuspectWord' // a suspect word appears inside it ("horseshoe" with "horse")
  | 'sameStem' // the same Porter stem as a suspect word ("running" with "runner")
  | 'sameLemma'; // the same dictionary form as a suspect word ("mice" with "mouse")

export type AlibiCheck = { ok: true } | { ok: false; reason: AlibiRefusal; word?: string; message: string };

const REASON_TEXT: Record<AlibiRefusal, string> = {
  empty: 'write one word',
  tooLong: `at most ${MAX_ALIBI_LENGTH} characters`,
  notOneWord: 'one word only: no spaces',
  hasHyphen: 'no hyphens or dashes',
  badCharacter: 'letters and digits only',
  sameWord: 'it is a suspect word',
  containsSuspectWord: 'it contains a suspect word',
  sameStem: 'it has the same stem as a suspect word',
  sameLemma: 'it is a form of a suspect word',
};

/** A short English explanation of a refusal (the UI may translate the reason code instead). */
export function refusalText(reason: AlibiRefusal, word?: string): string {
  return word ? `${REASON_TEXT[reason]} ("${word}")` : REASON_TEXT[reason];
}

const refuse = (reason: AlibiRefusal, word?: string): AlibiCheck =>
  word === undefined
    ? { ok: false, reason, message: refusalText(reason) }
    : { ok: false, reason, word, message: refusalText(reason, word) };

/** The dictionary forms of a word as noun, verb and adjective (wink-lemmatizer, WordNet's morphy). */
export function lemmasOf(word: string): string[] {
  const w = word.toLowerCase();
  return [...new Set([w, lemmatizer.noun(w), lemmatizer.verb(w), lemmatizer.adjective(w)])];
}

/** The Porter stem of a word (package `stemmer`). */
export const stemOf = (word: string): string => stemmer(word.toLowerCase());

const stemCache = new Map<string, string>();
const lemmaCache = new Map<string, string[]>();
const cachedStem = (w: string) => stemCache.get(w) ?? stemCache.set(w, stemOf(w)).get(w)!;
const cachedLemmas = (w: string) => lemmaCache.get(w) ?? lemmaCache.set(w, lemmasOf(w)).get(w)!;

/**
 * Checks one alibi against the suspect words on the table. The first failing rule is reported,
 * in this order: shape (empty, length, spaces, hyphens, other characters), then for each suspect
 * word: equal, contained, same stem, same lemma.
 */
export function checkAlibi(alibi: string, suspectWords: readonly string[]): AlibiCheck {
  const text = alibi.trim();
  if (text.length === 0) return refuse('empty');
  if (text.length > MAX_ALIBI_LENGTH) return refuse('tooLong');
  if (/\s/u.test(text)) return refuse('notOneWord');
  if (/[-\u2010-\u2015\u2212]/u.test(text)) return refuse('hasHyphen');
  if (!/^[\p{L}\p{N}]+$/u.test(text)) return refuse('badCharacter');
  const lower = text.toLowerCase();
  const checks: [AlibiRefusal, (word: string) => boolean][] = [
    ['sameWord', (word) => lower === word],
    ['containsSuspectWord', (word) => lower.includes(word)],
    ['sameStem', (word) => cachedStem(lower) === cachedStem(word)],
    ['sameLemma', (word) => cachedLemmas(lower).some((l) => cachedLemmas(word).includes(l))],
  ];
  for (const [reason, test] of checks) {
    const word = suspectWords.find((w) => test(w.toLowerCase()));
    if (word !== undefined) return refuse(reason, word);
  }
  return { ok: true };
}

/** Whether an alibi would be accepted (for the UI's live feedback). */
export const isValidAlibi = (alibi: string, suspectWords: readonly string[]): boolean => checkAlibi(alibi, suspectWords).ok;
