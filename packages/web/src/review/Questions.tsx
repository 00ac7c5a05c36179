/**
 * Pieces every game's review panel shares (docs/review.md): the replay viewer's "Show" button for
 * a moment, and the list of rated questions, each in its game's words.
 */
import type { ReactNode } from 'react';
import type { QuestionReview, SeatReview } from '@alibi/deduction/review';
import { useI18n, type Translate } from '../i18n/index.tsx';

/** The "Show" button of a moment (replay step `step`), or nothing outside the replay viewer. */
export function showButton(onStep: ((step: number) => void) | undefined, t: Translate): (step: number) => ReactNode {
  return (step) =>
    onStep && (
      <button type="button" className="btn btn-ghost btn-small review-show" onClick={() => onStep(step)}>
        {t('review.show')}
      </button>
    );
}

/**
 * The seat's rated questions: rating, turn, target and question (`asked`), the bits it could be
 * expected to give and gave, and the better question (`better`, for a question that was not best).
 */
export function QuestionList({
  review,
  asked,
  better,
  show,
  game,
}: {
  review: SeatReview;
  asked: (q: QuestionReview) => string;
  better: (q: QuestionReview) => string;
  show: (step: number) => ReactNode;
  game: string;
}) {
  const { t } = useI18n();
  if (review.questions.length === 0) return null;
  return (
    <>
      <h3>{t('review.questions')}</h3>
      <ol className="review-questions" data-game={game}>
        {review.questions.map((q) => (
          <li key={q.step} className={`rating-${q.rating}`} data-step={q.step}>
            <div>
              <span className={`rating rating-${q.rating}`}>{t(`review.rating.${q.rating}`)}</span> {asked(q)}
              {show(q.step + 1)}
            </div>
            <div className="muted small">
              {t('review.bits', { bits: q.expectedBits.toFixed(2), best: q.bestBits.toFixed(2) })}
              {q.realisedBits !== null && ` · ${t('review.learned', { bits: q.realisedBits.toFixed(2) })}`}
            </div>
            {q.rating !== 'best' && <div className="small">{better(q)}</div>}
          </li>
        ))}
      </ol>
    </>
  );
}
