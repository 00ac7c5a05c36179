/** Judging accusation sheets and scoring a hand. Pure helpers (the UI uses them too). */
import { BLANK_POINTS, CARD_TYPES, FIRST_ACCUSER_BONUS, SUB_BLANK, cardSet, cardSub, type Blank } from './cards.ts';
import type { BlankScore, Meld, ScoreLine, Sheet } from './types.ts';

/**
 * Each filled blank, judged against the hidden cards (suspect, place, weapon, emotion). A
 * subcategory blank is correct only when its set is correct too (so a right time under a wrong
 * suspect is wrong). Wrong blanks cost their value, twice over for the First Accuser.
 */
export function judgeSheet(sheet: Sheet, solution: readonly number[], firstAccuser: boolean): BlankScore[] {
  const out: BlankScore[] = [];
  const score = (blank: Blank, correct: boolean) => {
    const value = BLANK_POINTS[blank];
    out.push({ blank, correct, points: correct ? value : firstAccuser ? -2 * value : -value });
  };
  CARD_TYPES.forEach((type, i) => {
    const blank = sheet[type];
    if (!blank) return;
    const hidden = solution[i] as number;
    const setCorrect = cardSet(hidden) === blank.set;
    score(type, setCorrect);
    if (blank.sub !== undefined) score(SUB_BLANK[type], setCorrect && cardSub(hidden) === blank.sub);
  });
  return out;
}

/** One seat's line of the score sheet for a finished hand. */
export function scoreLine(
  seat: number,
  sheet: Sheet,
  solution: readonly number[],
  accuser: number,
  melds: readonly Meld[],
): ScoreLine {
  const meldPoints = melds.filter((m) => m.seat === seat).reduce((sum, m) => sum + m.points, 0);
  const blanks = judgeSheet(sheet, solution, seat === accuser);
  const bonus = seat === accuser ? FIRST_ACCUSER_BONUS : 0;
  return { melds: meldPoints, blanks, bonus, total: meldPoints + bonus + blanks.reduce((sum, b) => sum + b.points, 0) };
}
