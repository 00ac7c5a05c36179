import { valueSets } from '@alibi/engine/sets';
/**
 * Four Suspects components, in the project's own names (the mapping to the rulebook's roles is in
 * docs/games/four-suspects.md).
 *
 * 16 alibi cards: card id = time * 4 + place; the person is (time + 3 * place) mod 4, a Latin
 * square, so every pair of categories (time-place, time-person, place-person) meets exactly once.
 */
export const TIMES = ['breakfast', 'lunch', 'teatime', 'supper'] as const;
export const PLACES = ['pier', 'bathhouse', 'tearoom', 'bookshop'] as const;
export const PERSONS = ['agnes', 'basil', 'cora', 'desmond'] as const;
export const CATEGORIES = ['time', 'place', 'person'] as const;
export const SEATS = ['ash', 'birch', 'cedar', 'elm', 'fir'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Room = 'left' | 'right';

export const CARD_COUNT = 16;
export const ALL_CARDS: number[] = Array.from({ length: CARD_COUNT }, (_, i) => i);

export const cardTime = (card: number): number => Math.floor(card / 4);
export const cardPlace = (card: number): number => card % 4;
export const cardPerson = (card: number): number => (cardTime(card) + 3 * cardPlace(card)) % 4;
export const cardOf = (time: number, place: number): number => time * 4 + place;

export function feature(card: number, category: Category): number {
  return category === 'time' ? cardTime(card) : category === 'place' ? cardPlace(card) : cardPerson(card);
}

/** Whether a card has one of the asked values of a category. */
export const matches = (card: number, category: Category, values: readonly number[]): boolean =>
  values.includes(feature(card, category));

export function countMatching(cards: readonly number[], category: Category, values: readonly number[]): number {
  let n = 0;
  for (const c of cards) if (matches(c, category, values)) n++;
  return n;
}

/** Whether two cards share a time, a place or a person (what the broker asks for). */
export const sharesFeature = (a: number, b: number): boolean => CATEGORIES.some((c) => feature(a, c) === feature(b, c));

export const valueName = (category: Category, value: number): string =>
  (category === 'time' ? TIMES : category === 'place' ? PLACES : PERSONS)[value] ?? '?';

/**
 * Helpers, with their prices. The first three are bought by the active player, the last three by
 * the questioned player.
 */
export const HELPERS = ['scout', 'confidant', 'courier', 'poet', 'bodyguard', 'broker'] as const;
export type Helper = (typeof HELPERS)[number];
export const PRICE: Record<Helper, number> = { scout: 1, confidant: 1, courier: 3, poet: 1, bodyguard: 2, broker: 3 };
export const ACTIVE_HELPERS: readonly Helper[] = ['scout', 'confidant', 'courier'];
/** Bought before the card is given; the courier comes at the end of the turn, after the answer. */
export const TURN_START_HELPERS: readonly Helper[] = ['scout', 'confidant'];
/** The two-player game plays without the confidant. */
export const helpersFor = (players: number): Helper[] => HELPERS.filter((h) => players > 2 || h !== 'confidant');

/**
 * Interrogation cards, ids 0-21: ids 0-17 are question cards (category = floor(id / 6), number =
 * floor(id % 6 / 2) + 1, two of each); ids 18-21 are "show me a card" cards.
 */
export const INTERROGATION_CARDS: number[] = Array.from({ length: 22 }, (_, i) => i);
export const isDemandCard = (id: number): boolean => id >= 18;
export const questionCategory = (id: number): Category | null =>
  isDemandCard(id) ? null : (CATEGORIES[Math.floor(id / 6)] ?? null);
export const questionNumber = (id: number): number => (isDemandCard(id) ? 0 : Math.floor((id % 6) / 2) + 1);

export const FACE_UP = 2;
export const COIN_LIMIT = 4;
/** Hand sizes by player count: all 15 (two-player: 14) remaining cards are dealt. */
export const MISSING_COUNT = (players: number): number => (players === 2 ? 2 : 1);
export const LEFT_ROOM = 3;

/** Every set of 1 to 3 of the four values, sorted, smaller sets first. */
export const VALUE_SETS: number[][] = valueSets(4, 3);
