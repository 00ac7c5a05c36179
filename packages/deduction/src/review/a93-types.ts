/** Alibi (1993) parts of a seat's review (docs/review.md, "Alibi (1993)"): optional fields of the shared shapes. */

/** One type of a written accusation, judged, with the writer's chances just before it committed. */
export interface A93BlankReview {
  /** 'suspect', 'place', 'weapon' or 'emotion'. */
  type: string;
  /** The set written in the type's blank. */
  set: number;
  /** The subcategory value written under it (time, location, weapon type, motive), or null. */
  sub: number | null;
  /** The card the blanks name when both are written, else null. */
  card: number | null;
  /** P(the set is the hidden card's set) under the writer's information. */
  setProbability: number;
  /** P(the card is the hidden one), when a subcategory is written. */
  cardProbability: number | null;
  /** What the type's blanks claim: the card's chance when a subcategory is written, else the set's. */
  probability: number;
  setCorrect: boolean;
  /** Whether the named card is the hidden one (null when no subcategory is written). */
  cardCorrect: boolean | null;
  /** Every blank of the type right. */
  correct: boolean;
  /** Points the engine gave the type's blanks (signed). */
  points: number;
}

/** Alibi (1993): one hand of a seat's review (a series has several). */
export interface A93HandReview {
  /** 1-based hand number. */
  hand: number;
  /** Curve steps of this hand: `fromStep` to `toStep`, inclusive. */
  fromStep: number;
  toStep: number;
  /** The hand's hidden cards: suspect, place, weapon, emotion. */
  solution: number[];
  /** First step of the hand at which the seat was certain of all four and could accuse (its turn) or write its sheet. */
  certainAt: { step: number; turn: number } | null;
  /** Index in `claims` of the seat's accusation sheet in this hand, or null. */
  claim: number | null;
  claimTiming: 'on-time' | 'late' | 'guess' | 'missed' | 'none';
  claimDelay: number | null;
  /** The seat's score for the hand (the engine's score line), or null if the hand was not scored. */
  score: number | null;
}
