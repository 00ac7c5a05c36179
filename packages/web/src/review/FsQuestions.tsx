/**
 * A Four Suspects seat's rated questions in the review (docs/review.md): each question as the
 * board's question composer words it (four/logic.ts, four/names.ts), to whom, its rating, the bits
 * it could be expected to give and gave, and the better question (it may go to another player or room).
 */
import type { ReactNode } from 'react';
import type { QuestionReview, SeatReview } from '@alibi/deduction/review';
import type { Action } from '@alibi/four-suspects';
import { fsValuesText } from '../four/names.ts';
import { useI18n, type Translate } from '../i18n/index.tsx';
import { QuestionList } from './Questions.tsx';

type Question = Extract<Action, { type: 'ask' } | { type: 'demand' }>;

const asQuestion = (a: unknown): Question | null =>
  typeof a === 'object' && a !== null && ((a as Action).type === 'ask' || (a as Action).type === 'demand')
    ? (a as Question)
    : null;

/** The question in the composer's words: "how many of your cards (in the left room) show …?" or "show me one of your cards." */
export function fsQuestionWords(a: unknown, t: Translate): string {
  const q = asQuestion(a);
  if (!q) return '?';
  if (q.type === 'demand') return t('fs.compose.demandPreview');
  const values = fsValuesText(q.category, q.values, t);
  return q.room ? t('fs.compose.previewRoom', { values, room: t(`fs.room.${q.room}`) }) : t('fs.compose.preview', { values });
}

export function FsQuestions({
  review,
  name,
  show,
  gave,
}: {
  review: SeatReview;
  name: (seat: number) => string;
  /** The replay viewer's "show this moment" button for a step, if any. */
  show: (step: number) => ReactNode;
  /** What a question gave the other players, when known. */
  gave?: (q: QuestionReview) => ReactNode;
}) {
  const { t } = useI18n();
  const target = (q: QuestionReview, a: unknown) => name(asQuestion(a)?.target ?? q.target);
  return (
    <QuestionList
      review={review}
      game="four-suspects"
      show={show}
      gave={gave}
      asked={(q) => t('review.q', { turn: q.turn, target: target(q, q.action), question: fsQuestionWords(q.action, t) })}
      better={(q) => t('review.fs.better', { target: target(q, q.bestAction), question: fsQuestionWords(q.bestAction, t) })}
    />
  );
}
