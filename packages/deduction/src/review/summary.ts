/** Shapes of a seat's review and its one-line summary (docs/review.md). */
import type { A93BlankReview, A93HandReview } from './a93-types.ts';
import type { QuestionChoice } from './questions.ts';

/** One point of a seat's curve: its chances just before action `step` (step = actions.length: the end). */
export interface CurvePoint {
  step: number;
  turn: number;
  /** P(the true missing card(s)) under the seat's information. */
  p: number;
  /** Entropy of the seat's distribution of the missing card, in bits (0: certain). */
  bits: number;
  /** Alibi (1993): the hand (1-based) the step belongs to. */
  hand?: number;
  /** Alibi (1993): P(the true hidden card) of each type (suspect, place, weapon, emotion); `p` is their mean. */
  types?: number[];
  /** Alibi (1993): whether the exact engine answered (else the approximation). */
  exact?: boolean;
}

export interface ClaimReview {
  step: number;
  turn: number;
  cards: number[];
  correct: boolean;
  /** The claimant's probability, just before claiming, that these were the missing card(s). */
  probability: number;
  /** Alibi (1993): the hand, whether the seat was the First Accuser, each written type judged, and the hand's score. */
  hand?: number;
  accuser?: boolean;
  blanks?: A93BlankReview[];
  score?: number;
}

export interface QuestionReview extends QuestionChoice {
  step: number;
  turn: number;
  /** Index in the game's question list. */
  question: number;
  target: number;
  /** What the seat actually learned (entropy drop of its missing-card distribution), bits. */
  realisedBits: number | null;
  /** What each other seat learned from the same question (all it observed of it), bits. */
  others: { seat: number; bits: number }[];
  /**
   * Four Suspects: the question as the engine's action (`ask` or `demand`) and the best legal one;
   * `category`/`values`/`best` then repeat what fits of them (a demand: null category, no values).
   */
  action?: unknown;
  bestAction?: unknown;
}

export interface SeatReview {
  seat: number;
  curve: CurvePoint[];
  /** First step at which the seat's information made the true missing card(s) certain, and it could claim. */
  certainAt: { step: number; turn: number } | null;
  /** The seat's claims or guesses, in order. */
  claims: ClaimReview[];
  /** Wrong claims or guesses only (the same records). */
  wrongClaims: ClaimReview[];
  /** 'on-time': claimed at the first step it could be certain; 'late': claimed certain, later; 'guess': claimed before being certain; 'missed': certain and never claimed; 'none'. */
  claimTiming: 'on-time' | 'late' | 'guess' | 'missed' | 'none';
  /** Steps between being able to claim with certainty and claiming (0 when on time; null otherwise). */
  claimDelay: number | null;
  questions: QuestionReview[];
  summary: { questions: number; bestOrGood: number; share: number | null; text: string };
  /** Alibi (1993): each hand reviewed (a series has several). */
  hands?: A93HandReview[];
}

/** "2/4 questions best or good (50%)", or "no rated questions". */
export const questionsText = (asked: number, rated: number): string =>
  asked ? `${rated}/${asked} questions best or good (${Math.round((100 * rated) / asked)}%)` : 'no rated questions';

export function summaryText(
  seat: number,
  asked: number,
  rated: number,
  timing: SeatReview['claimTiming'],
  certainAt: SeatReview['certainAt'],
  claim: ClaimReview | undefined,
): string {
  const q = questionsText(asked, rated);
  const c =
    timing === 'on-time'
      ? `claimed on time (turn ${claim?.turn})`
      : timing === 'late'
        ? `claimed at turn ${claim?.turn}, could have claimed at turn ${certainAt?.turn}`
        : timing === 'guess'
          ? `guessed at turn ${claim?.turn} with ${Math.round(100 * (claim?.probability ?? 0))}% (${claim?.correct ? 'right' : 'wrong'})`
          : timing === 'missed'
            ? `could have claimed at turn ${certainAt?.turn}, never did`
            : 'never certain, never claimed';
  return `seat ${seat}: ${q}; ${c}`;
}

/** A seat's review from its curve, certainty, claims and rated questions. */
export function finish(
  seat: number,
  curve: SeatReview['curve'],
  certainAt: SeatReview['certainAt'],
  claims: ClaimReview[],
  questions: QuestionReview[],
): SeatReview {
  const first = claims[0];
  let claimTiming: SeatReview['claimTiming'] = 'none';
  let claimDelay: number | null = null;
  if (first && first.probability < 1 - 1e-9) claimTiming = 'guess';
  else if (first && certainAt) {
    claimDelay = first.step - certainAt.step;
    claimTiming = claimDelay <= 0 ? 'on-time' : 'late';
  } else if (first) claimTiming = 'on-time';
  else if (certainAt) claimTiming = 'missed';
  const rated = questions.filter((q) => q.rating === 'best' || q.rating === 'good').length;
  return {
    seat,
    curve,
    certainAt,
    claims,
    wrongClaims: claims.filter((c) => !c.correct),
    claimTiming,
    claimDelay,
    questions,
    summary: {
      questions: questions.length,
      bestOrGood: rated,
      share: questions.length ? rated / questions.length : null,
      text: summaryText(seat, questions.length, rated, claimTiming, certainAt, first),
    },
  };
}
