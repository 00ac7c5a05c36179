/**
 * Perfect Alibi components, in the project's own names.
 * 16 alibi cards: card id = time * 4 + location. Each card also pictures a character; the
 * characters form a Latin square (each appears once per time and once per location).
 */
export const TIMES = ['dawn', 'noon', 'dusk', 'midnight'] as const;
export const LOCATIONS = ['library', 'garden', 'cellar', 'observatory'] as const;
export const CHARACTERS = ['vera', 'otto', 'mina', 'felix'] as const;
export const COLOURS = ['red', 'blue', 'green', 'yellow', 'violet'] as const;
/** Our assistants, with the rulebook role each plays (see docs/games/perfect-alibi.md). */
export const ASSISTANTS = ['reporter', 'lookout', 'lawyer', 'confessor', 'pickpocket'] as const;

export type Category = 'time' | 'location';
export type Assistant = (typeof ASSISTANTS)[number];
export type Colour = (typeof COLOURS)[number];

export const CARD_COUNT = 16;
export const ALL_CARDS: number[] = Array.from({ length: CARD_COUNT }, (_, i) => i);

export const cardTime = (card: number): number => Math.floor(card / 4);
export const cardLocation = (card: number): number => card % 4;
export const cardCharacter = (card: number): number => (cardTime(card) + cardLocation(card)) % 4;
export const cardOf = (time: number, location: number): number => time * 4 + location;

/** Whether a card has one of the asked values of a category. */
export function matches(card: number, category: Category, values: readonly number[]): boolean {
  return values.includes(category === 'time' ? cardTime(card) : cardLocation(card));
}

export function countMatching(hand: readonly number[], category: Category, values: readonly number[]): number {
  let n = 0;
  for (const c of hand) if (matches(c, category, values)) n++;
  return n;
}

/** Interrogation tiles: 6 per colour, id = colour * 6 + k; k 0-2 location, 3-5 time; k 0 and 3 show arrows. */
export const TILES_PER_COLOUR = 6;
export const tileColour = (tile: number): number => Math.floor(tile / TILES_PER_COLOUR);
export const tileCategory = (tile: number): Category => (tile % TILES_PER_COLOUR < 3 ? 'location' : 'time');
export const tileHasArrows = (tile: number): boolean => tile % 3 === 0;
export const tilesFor = (players: number): number[] => Array.from({ length: players * TILES_PER_COLOUR }, (_, i) => i);

/** Cards dealt to each player, and public cards, by player count. */
export const HAND_SIZE: Record<number, number> = { 3: 5, 4: 3, 5: 3 };
export const PUBLIC_CARDS: Record<number, number> = { 3: 0, 4: 3, 5: 0 };
export const FACE_UP_TILES = 4;
