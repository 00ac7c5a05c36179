/**
 * The 78-card deck, in the project's own names and icons.
 *
 * Ids: every set is three consecutive card ids, so `set = floor(card / 3)` and
 * `sub = card % 3` (the card's subcategory value within its set).
 * - sets 0-7: suspects (cards 0-23); sub = time (0 morning, 1 noon, 2 night), shared by all suspects;
 * - sets 8-13: places (cards 24-41); sub = location, each belonging to its place only;
 * - sets 14-19: weapons (cards 42-59); sub = weapon type, each belonging to its weapon only;
 * - sets 20-25: emotions (cards 60-77); sub = motive, each belonging to its emotion only.
 */
export const CARD_TYPES = ['suspect', 'place', 'weapon', 'emotion'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const CARD_COUNT = 78;
export const SET_COUNT = 26;
export const ALL_CARDS: number[] = Array.from({ length: CARD_COUNT }, (_, i) => i);
export const ALL_SETS: number[] = Array.from({ length: SET_COUNT }, (_, i) => i);

/** First set of each type, and how many sets it has. */
export const TYPE_SETS: Record<CardType, { first: number; count: number }> = {
  suspect: { first: 0, count: 8 },
  place: { first: 8, count: 6 },
  weapon: { first: 14, count: 6 },
  emotion: { first: 20, count: 6 },
};

/** The name of each type's subcategory. */
export const SUBCATEGORY: Record<CardType, string> = {
  suspect: 'time',
  place: 'location',
  weapon: 'weapon type',
  emotion: 'motive',
};

export const TIMES = ['morning', 'noon', 'night'] as const;
export const TIME_ICONS = ['🌅', '☀️', '🌙'] as const;

interface SetInfo {
  name: string;
  icon: string;
  /** Subcategory names (for suspects: the times, the same for every suspect). */
  subs: readonly string[];
  subIcons: readonly string[];
}

const suspect = (name: string, icon: string): SetInfo => ({ name, icon, subs: TIMES, subIcons: TIME_ICONS });

/** Every set in id order: names, icons and subcategory names. */
export const SETS: readonly SetInfo[] = [
  suspect('Ada Quill', '🪶'),
  suspect('Basil Thorne', '🌹'),
  suspect('Cora Lindqvist', '🧭'),
  suspect('Desmond Pike', '🎩'),
  suspect('Elsa Varga', '🎻'),
  suspect('Gus Moreau', '🥐'),
  suspect('Hattie Bloom', '🌼'),
  suspect('Ivo Kessler', '♟️'),
  { name: 'Lighthouse', icon: '🗼', subs: ['lamp room', 'spiral stair', "keeper's cottage"], subIcons: ['💡', '🌀', '🏠'] },
  { name: 'Greenhouse', icon: '🪴', subs: ['orchid bench', 'potting shed', 'fountain'], subIcons: ['🌸', '🧺', '⛲'] },
  { name: 'Railway Station', icon: '🚉', subs: ['platform', 'ticket hall', 'signal box'], subIcons: ['🛤️', '🎫', '🚦'] },
  { name: 'Ferry', icon: '⛴️', subs: ['bridge', 'engine room', 'lounge'], subIcons: ['⚓', '⚙️', '🛋️'] },
  { name: 'Library', icon: '📚', subs: ['reading room', 'stacks', 'rare-book vault'], subIcons: ['📖', '🗄️', '🔐'] },
  { name: 'Vineyard', icon: '🍇', subs: ['cellar', 'press house', 'terrace'], subIcons: ['🍷', '🏭', '🌄'] },
  { name: 'Blade', icon: '🗡️', subs: ['letter opener', 'cleaver', 'sabre'], subIcons: ['✉️', '🔪', '⚔️'] },
  { name: 'Firearm', icon: '🔫', subs: ['revolver', 'derringer', 'shotgun'], subIcons: ['🎯', '🃏', '🦆'] },
  { name: 'Toxin', icon: '🧪', subs: ['arsenic', 'hemlock', 'nightshade'], subIcons: ['⚗️', '🌿', '🫐'] },
  { name: 'Ligature', icon: '🪢', subs: ['silk scarf', 'piano wire', 'bell rope'], subIcons: ['🧣', '🎹', '🔔'] },
  { name: 'Bludgeon', icon: '🔨', subs: ['candlestick', 'bookend', 'walking cane'], subIcons: ['🕯️', '📕', '🦯'] },
  { name: 'Accident', icon: '⚠️', subs: ['loose rug', 'faulty lift', 'falling chandelier'], subIcons: ['🧶', '🛗', '💥'] },
  { name: 'Greed', icon: '💰', subs: ['inheritance', 'insurance', 'hidden debts'], subIcons: ['📜', '🛡️', '🧾'] },
  { name: 'Jealousy', icon: '💚', subs: ['rival lover', 'stolen credit', 'envied fame'], subIcons: ['💔', '🏅', '🌟'] },
  { name: 'Fear', icon: '😨', subs: ['exposure', 'ruin', 'a threat'], subIcons: ['📸', '📉', '📨'] },
  { name: 'Revenge', icon: '🔥', subs: ['old feud', 'betrayal', 'disgrace'], subIcons: ['🏚️', '🐍', '🎭'] },
  { name: 'Love', icon: '❤️', subs: ['a child protected', 'secret affair', 'devotion'], subIcons: ['🧸', '💌', '💍'] },
  { name: 'Pride', icon: '🦚', subs: ['wounded vanity', 'lost election', 'public insult'], subIcons: ['🪞', '🗳️', '📰'] },
];

/** The victim of our story (for descriptions only). */
export const VICTIM = 'Marguerite Vale';

export const cardSet = (card: number): number => Math.floor(card / 3);
export const cardSub = (card: number): number => card % 3;
export const cardOf = (set: number, sub: number): number => set * 3 + sub;
export const setCards = (set: number): number[] => [set * 3, set * 3 + 1, set * 3 + 2];

export function setType(set: number): CardType {
  if (set < TYPE_SETS.place.first) return 'suspect';
  if (set < TYPE_SETS.weapon.first) return 'place';
  if (set < TYPE_SETS.emotion.first) return 'weapon';
  return 'emotion';
}
export const cardType = (card: number): CardType => setType(cardSet(card));

/** The sets of one type, in id order. */
export const setsOfType = (type: CardType): number[] =>
  Array.from({ length: TYPE_SETS[type].count }, (_, i) => TYPE_SETS[type].first + i);
/** The cards of one type, in id order. */
export const cardsOfType = (type: CardType): number[] => setsOfType(type).flatMap(setCards);

export const setName = (set: number): string => SETS[set]?.name ?? `set ${set}`;
export const setIcon = (set: number): string => SETS[set]?.icon ?? '?';
/** The subcategory value's name: a time for suspects, else the location, weapon type or motive. */
export const subName = (card: number): string => SETS[cardSet(card)]?.subs[cardSub(card)] ?? '?';
export const subIcon = (card: number): string => SETS[cardSet(card)]?.subIcons[cardSub(card)] ?? '?';
export const timeName = (time: number): string => TIMES[time] ?? '?';

/** A card's full label, e.g. "Ada Quill at noon", "Lighthouse: lamp room". */
export function cardLabel(card: number): string {
  return cardType(card) === 'suspect'
    ? `${setName(cardSet(card))} at ${subName(card)}`
    : `${setName(cardSet(card))}: ${subName(card)}`;
}

/** The sets lying complete in a group of cards (what a hand could meld). */
export function completeSets(cards: readonly number[]): number[] {
  const have = new Set(cards);
  return ALL_SETS.filter((set) => have.has(set * 3) && have.has(set * 3 + 1) && have.has(set * 3 + 2));
}

/** Meld points by round (1-based): 7/5/3, suspects 6/4/3. */
export function meldPoints(set: number, round: number): number {
  const suspectSet = setType(set) === 'suspect';
  if (round <= 1) return suspectSet ? 6 : 7;
  if (round === 2) return suspectSet ? 4 : 5;
  return 3;
}

/** Accusation blanks: for each type, the set blank and its subcategory blank. */
export const BLANKS = ['suspect', 'time', 'place', 'location', 'weapon', 'weaponType', 'emotion', 'motive'] as const;
export type Blank = (typeof BLANKS)[number];
/** The subcategory blank of each type. */
export const SUB_BLANK: Record<CardType, Blank> = {
  suspect: 'time',
  place: 'location',
  weapon: 'weaponType',
  emotion: 'motive',
};
/** Points won for a correct blank and lost for a wrong one (lost twice over by the First Accuser). */
export const BLANK_POINTS: Record<Blank, number> = {
  suspect: 10,
  time: 3,
  place: 5,
  location: 3,
  weapon: 5,
  weaponType: 3,
  emotion: 5,
  motive: 3,
};
export const FIRST_ACCUSER_BONUS = 7;
/** The First Accuser names the suspect and at least this many of the other seven blanks. */
export const FIRST_ACCUSER_MIN_OTHER_BLANKS = 3;

/** Cards dealt out (all but the four hidden ones). */
export const DEALT_CARDS = CARD_COUNT - 4;

/**
 * Dealing one card at a time clockwise from the seat after the dealer, the last card goes to
 * `(dealer + DEALT_CARDS) % players`; the seat after that one starts.
 */
export const firstSeatAfterDeal = (players: number, dealer: number): number => (dealer + DEALT_CARDS + 1) % players;
