/** The question language: matching, counting, normal form and English text. Pure helpers (the UI uses them too). */
import { ALL_CARDS, CARD_TYPES, TIMES, cardLabel, cardSet, cardSub, cardType, setName, subName } from './cards.ts';
import type { Atom, Question, Scope } from './types.ts';

export function atomMatches(atom: Atom, card: number): boolean {
  switch (atom.kind) {
    case 'all':
      return true;
    case 'type':
      return cardType(card) === atom.type;
    case 'set':
      return cardSet(card) === atom.set;
    case 'time':
      return cardType(card) === 'suspect' && cardSub(card) === atom.time;
    case 'card':
      return card === atom.card;
  }
}

export const filterMatches = (filter: readonly Atom[], card: number): boolean => filter.some((a) => atomMatches(a, card));

/** The cards a filter covers, ascending. */
export const filterCards = (filter: readonly Atom[]): number[] => ALL_CARDS.filter((c) => filterMatches(filter, c));

/** How many of `cards` match the filter. */
export function countMatching(filter: readonly Atom[], cards: readonly number[]): number {
  let n = 0;
  for (const c of cards) if (filterMatches(filter, c)) n++;
  return n;
}

/** The cards one seat counts in a scope (see `Scope`): its hand, its seen cards, or its kept cards. */
export interface ScopeCards {
  hand: readonly number[];
  seen: readonly number[];
  kept: readonly number[];
}

/** The true answer to a question put to a seat whose scope cards are given. */
export const answerQuestion = (question: Question, cards: ScopeCards): number =>
  countMatching(question.filter, cards[question.scope]);

const KIND_ORDER: Atom['kind'][] = ['all', 'type', 'set', 'time', 'card'];
const atomValue = (a: Atom): number =>
  a.kind === 'type'
    ? CARD_TYPES.indexOf(a.type)
    : a.kind === 'set'
      ? a.set
      : a.kind === 'time'
        ? a.time
        : a.kind === 'card'
          ? a.card
          : 0;
const atomKey = (a: Atom) => KIND_ORDER.indexOf(a.kind) * 100 + atomValue(a);

/** The normal form of a question: atoms sorted (all, type, set, time, card; then by value), without repeats. */
export function normaliseQuestion(q: Question): Question {
  const seen = new Set<number>();
  const filter: Atom[] = [];
  for (const a of [...q.filter].sort((x, y) => atomKey(x) - atomKey(y))) {
    if (seen.has(atomKey(a))) continue;
    seen.add(atomKey(a));
    filter.push({ ...a });
  }
  return { filter, scope: q.scope };
}

export function atomText(a: Atom): string {
  switch (a.kind) {
    case 'all':
      return 'any';
    case 'type':
      return a.type;
    case 'set':
      return setName(a.set);
    case 'time':
      return TIMES[a.time] ?? '?';
    case 'card':
      return cardType(a.card) === 'suspect' ? cardLabel(a.card) : `${subName(a.card)} (${setName(cardSet(a.card))})`;
  }
}

const SCOPE_TEXT: Record<Scope, string> = {
  hand: 'do you hold',
  seen: 'have you seen',
  kept: 'in your hand have you held since the deal',
};

/** English text of a question, e.g. "How many Toxin or noon cards have you seen?" */
export function questionText(q: Question): string {
  return `How many ${q.filter.map(atomText).join(' or ')} cards ${SCOPE_TEXT[q.scope]}?`;
}
