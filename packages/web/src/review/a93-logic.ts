/** Pure helpers of the Alibi (1993) review panel (A93Review.tsx): its texts, which the browser test also reads. */
import type { Action } from '@alibi/alibi-1993';
import { CARD_TYPES } from '@alibi/alibi-1993/cards';
import type { QuestionReview, SeatReview } from '@alibi/deduction/review';
import { a93BlankName, a93CardName, a93QuestionText, a93SetName } from '../a93/logic.ts';
import type { MessageKey, Translate } from '../i18n/index.tsx';
import { pct } from './logic.ts';

export type Hand = NonNullable<SeatReview['hands']>[number];
export type Claim = SeatReview['claims'][number];
export type Blank = NonNullable<Claim['blanks']>[number];

export const signed = (n: number): string => `${n > 0 ? '+' : ''}${n}`;

/** Blanks on the sheet (a type's set, and its subcategory when written) and how many were right. */
export function blankCount(claim: Claim): { right: number; total: number } {
  const blanks = claim.blanks ?? [];
  return {
    total: blanks.reduce((n, b) => n + (b.sub === null ? 1 : 2), 0),
    right: blanks.reduce((n, b) => n + (b.setCorrect ? 1 : 0) + (b.cardCorrect ? 1 : 0), 0),
  };
}

/** The line of facts for one hand, in order: certainty, the sheet, the timing (also what the browser test expects). */
export function a93HandFacts(review: SeatReview, hand: Hand, t: Translate): string[] {
  const claim = hand.claim === null ? undefined : review.claims[hand.claim];
  const out = [hand.certainAt ? t('review.a93.couldAccuse', { turn: hand.certainAt.turn }) : t('review.a93.never')];
  if (claim) {
    const { right, total } = blankCount(claim);
    out.push(
      t(claim.accuser ? 'review.a93.accused' : 'review.a93.wrote', {
        turn: claim.turn,
        p: pct(claim.probability),
        right,
        total,
        score: signed(claim.score ?? 0),
      }),
    );
  } else if (hand.score !== null) out.push(t('review.a93.noSheet', { score: signed(hand.score) }));
  const timing: MessageKey =
    hand.claimTiming === 'on-time' && !hand.certainAt ? 'review.a93.timing.sure' : `review.a93.timing.${hand.claimTiming}`;
  out.push(t(timing, { n: hand.claimDelay ?? 0 }));
  return out;
}

/** What the seat wrote in one type's blanks, with its chance and the verdict. */
export function a93BlankText(b: Blank | undefined, t: Translate): string {
  if (!b) return t('review.a93.nothing');
  const name = b.card === null ? t('review.a93.setOnly', { set: a93SetName(b.set, t) }) : a93CardName(b.card, t);
  const verdict = b.correct ? 'review.a93.right' : b.setCorrect ? 'review.a93.setRight' : 'review.a93.wrong';
  return t('review.a93.blank', { name, p: pct(b.probability), verdict: t(verdict), points: signed(b.points) });
}

/** The per-type rows of one hand: [type, hidden card, start → sheet (or end), what was written]. */
export function a93TypeRows(review: SeatReview, hand: Hand, t: Translate): string[][] {
  const claim = hand.claim === null ? undefined : review.claims[hand.claim];
  const first = review.curve[hand.fromStep];
  const at = review.curve[claim ? claim.step : hand.toStep];
  return CARD_TYPES.map((type, i) => [
    a93BlankName(type, t),
    a93CardName(hand.solution[i] as number, t),
    `${pct(first?.types?.[i] ?? 0)} → ${pct(at?.types?.[i] ?? 0)}`,
    a93BlankText(
      claim?.blanks?.find((b) => b.type === type),
      t,
    ),
  ]);
}

type Ask = Extract<Action, { type: 'ask' }>;

/** A rated question as the table's question list words it: "Turn 3, to Bea: How many … have you seen?" */
export function a93AskedText(q: QuestionReview, name: (seat: number) => string, t: Translate): string {
  const a = q.action as Ask;
  return t('review.q', { turn: q.turn, target: name(a.target), question: a93QuestionText(a.question, t) });
}

/** The best listed question at that moment, to whom, in the same words. */
export function a93BetterText(q: QuestionReview, name: (seat: number) => string, t: Translate): string {
  const a = q.bestAction as Ask;
  return t('review.a93.better', { target: name(a.target), question: a93QuestionText(a.question, t) });
}
