/**
 * Alibi Clues components, in the project's own names (the mapping to the rulebook's roles is in
 * docs/games/alibi-clues.md).
 *
 * Features are numbered 0-15 across five categories. Suspects (ids 0-15) each show one feature of
 * gender, build, hair and clothes plus one or two accessories. Deck cards (ids 0-49): 36 clue cards
 * (ids 0-35, one feature each) and 14 function cards (36-41 cover story, 42-45 hush money, 46-49
 * tip-off).
 */
export const CATEGORIES = ['gender', 'build', 'hair', 'clothes', 'accessory'] as const;
export type Category = (typeof CATEGORIES)[number];

export const FEATURES = [
  { name: 'man', category: 'gender', copies: 3 },
  { name: 'woman', category: 'gender', copies: 3 },
  { name: 'heavy', category: 'build', copies: 3 },
  { name: 'lean', category: 'build', copies: 3 },
  { name: 'long hair', category: 'hair', copies: 2 },
  { name: 'short hair', category: 'hair', copies: 2 },
  { name: 'bald', category: 'hair', copies: 2 },
  { name: 'striped', category: 'clothes', copies: 2 },
  { name: 'checked', category: 'clothes', copies: 2 },
  { name: 'plain', category: 'clothes', copies: 2 },
  { name: 'hat', category: 'accessory', copies: 2 },
  { name: 'cane', category: 'accessory', copies: 2 },
  { name: 'scarf', category: 'accessory', copies: 2 },
  { name: 'spectacles', category: 'accessory', copies: 2 },
  { name: 'pipe', category: 'accessory', copies: 2 },
  { name: 'gloves', category: 'accessory', copies: 2 },
] as const satisfies readonly { name: string; category: Category; copies: number }[];

/** Feature ids by name, for readable tests and suspect definitions. */
export const F = {
  man: 0,
  woman: 1,
  heavy: 2,
  lean: 3,
  long: 4,
  short: 5,
  bald: 6,
  striped: 7,
  checked: 8,
  plain: 9,
  hat: 10,
  cane: 11,
  scarf: 12,
  spectacles: 13,
  pipe: 14,
  gloves: 15,
} as const;

export interface Suspect {
  name: string;
  /** Feature ids, ascending: gender, build, hair, clothes, then 1-2 accessories. */
  features: number[];
}

const suspect = (name: string, ...features: number[]): Suspect => ({ name, features: [...features].sort((a, b) => a - b) });

export const SUSPECTS: Suspect[] = [
  suspect('Mabel Quist', F.woman, F.lean, F.short, F.checked, F.spectacles),
  suspect('Otto Brandt', F.man, F.heavy, F.bald, F.striped, F.pipe, F.hat),
  suspect('Vera Lind', F.woman, F.heavy, F.long, F.plain, F.scarf, F.gloves),
  suspect('Hugo Falk', F.man, F.lean, F.short, F.plain, F.cane),
  suspect('Ines Morrow', F.woman, F.lean, F.long, F.striped, F.hat, F.gloves),
  suspect('Rufus Kell', F.man, F.heavy, F.short, F.checked, F.gloves),
  suspect('Dora Penn', F.woman, F.heavy, F.bald, F.checked, F.pipe),
  suspect('Silas Wren', F.man, F.lean, F.long, F.checked, F.scarf, F.spectacles),
  suspect('Greta Holm', F.woman, F.lean, F.bald, F.plain, F.cane, F.hat),
  suspect('Cyril Dane', F.man, F.heavy, F.long, F.striped, F.spectacles),
  suspect('Lotte Veer', F.woman, F.heavy, F.short, F.striped, F.cane, F.scarf),
  suspect('Nils Arden', F.man, F.lean, F.bald, F.striped, F.gloves),
  suspect('Petra Sol', F.woman, F.lean, F.short, F.plain, F.pipe, F.spectacles),
  suspect('Bram Oakes', F.man, F.heavy, F.bald, F.plain, F.hat, F.scarf),
  suspect('Edda Crane', F.woman, F.heavy, F.long, F.checked, F.hat),
  suspect('Felix Marsh', F.man, F.lean, F.short, F.striped, F.pipe, F.cane),
];

export const SUSPECT_IDS: number[] = SUSPECTS.map((_, i) => i);
export const ROW_SIZE = 4;
export const HAND_SIZE = 4;

/** Clue card id -> feature id: the copies of each feature in feature order. */
export const CLUE_FEATURE: number[] = FEATURES.flatMap((f, i) => Array.from({ length: f.copies }, () => i));
export const CLUE_COUNT = CLUE_FEATURE.length;

export type FunctionKind = 'cover' | 'hush' | 'tip';
export const FUNCTION_COUNTS: Record<FunctionKind, number> = { cover: 6, hush: 4, tip: 4 };
const FUNCTION_KINDS: FunctionKind[] = (['cover', 'hush', 'tip'] as const).flatMap((k) => Array.from({ length: FUNCTION_COUNTS[k] }, () => k));

export const DECK_CARDS: number[] = Array.from({ length: CLUE_COUNT + FUNCTION_KINDS.length }, (_, i) => i);

export const isClue = (card: number): boolean => card >= 0 && card < CLUE_COUNT;
/** The function of a card, or null for a clue card. */
export const functionOf = (card: number): FunctionKind | null => FUNCTION_KINDS[card - CLUE_COUNT] ?? null;
export const featureOf = (card: number): number => CLUE_FEATURE[card] ?? -1;
export const hasFeature = (suspectId: number, feature: number): boolean => SUSPECTS[suspectId]?.features.includes(feature) ?? false;
/** Whether a clue card shows one of the suspect's features. */
export const clueMatches = (card: number, suspectId: number): boolean => isClue(card) && hasFeature(suspectId, featureOf(card));

/** Features as bit masks: legality is checked several times per move, so these stay allocation-free. */
const SUSPECT_MASKS: number[] = SUSPECTS.map((x) => x.features.reduce((m, f) => m | (1 << f), 0));

/** The set of features a set of clue cards shows, as a bit mask. */
export function featureMask(cards: readonly number[]): number {
  let m = 0;
  for (const c of cards) if (isClue(c)) m |= 1 << featureOf(c);
  return m;
}

function bitCount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}

/** How many distinct features of the suspect the features in `mask` show. */
export const distinctInMask = (mask: number, suspectId: number): number => bitCount(mask & (SUSPECT_MASKS[suspectId] ?? 0));

/** The distinct features of a suspect shown by a set of clue cards. */
export const distinctMatches = (cards: readonly number[], suspectId: number): number => distinctInMask(featureMask(cards), suspectId);

/** Clue cards among `cards` that match the suspect (duplicates count, as in scoring). */
export const countMatching = (cards: readonly number[], suspectId: number): number => cards.filter((c) => clueMatches(c, suspectId)).length;

/** Distinct features needed on the table before a suspect may be accused. */
export const CASE_CLOSED = 5;
