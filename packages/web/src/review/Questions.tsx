/**
 * Pieces every game's review panel shares (docs/review.md): the replay viewer's "Show" button for
 * a moment, the list of rated questions, each in its game's words, and what the questions gave
 * the other players.
 */
import { Fragment, type ReactNode } from 'react';
import type { QuestionReview, SeatReview } from '@alibi/deduction/review';
import { seatHex } from '../art/palette.ts';
import { useI18n, type Translate } from '../i18n/index.tsx';
import { withGapAfter } from '../i18n/format.ts';
import type { OthersState } from './logic.ts';

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
 * expected to give and gave, what it gave the other players (`gave`, when known) and the better
 * question (`better`, for a question that was not best).
 */
export function QuestionList({
  review,
  asked,
  better,
  gave,
  show,
  game,
}: {
  review: SeatReview;
  asked: (q: QuestionReview) => string;
  better: (q: QuestionReview) => string;
  gave?: (q: QuestionReview) => ReactNode;
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
            {gave?.(q)}
            {q.rating !== 'best' && <div className="small">{better(q)}</div>}
          </li>
        ))}
      </ol>
    </>
  );
}

/** Below this many bits (either way) a figure reads as nothing: it shows as 0.00. */
const NOTHING = 0.005;
const bitsText = (bits: number) => (Math.abs(bits) < NOTHING ? 0 : bits).toFixed(2);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * What a question gave each other player (`others`: their entropy drop, each under its own
 * information), by colour and name, and whether that was more or less, together, than the asker
 * learned. Nothing for a question never settled while the game went on.
 */
export function GaveOthers({ question, name }: { question: QuestionReview; name: (seat: number) => string }) {
  const { t } = useI18n();
  const others = question.others;
  if (others.length === 0) return null;
  if (others.every((o) => Math.abs(o.bits) < NOTHING)) return <div className="review-gave small">{t('review.gave.nothing')}</div>;
  const diff = sum(others.map((o) => o.bits)) - (question.realisedBits ?? 0);
  const hint = diff > NOTHING ? 'review.gave.more' : diff < -NOTHING ? 'review.gave.fewer' : 'review.gave.same';
  return (
    <div className="review-gave small">
      {withGapAfter(t('review.gave.lead'))}
      {others.map((o, i) => (
        <Fragment key={o.seat}>
          {i > 0 && t('list.and')}
          <span className="review-gave-seat" data-seat={o.seat} style={{ ['--seat' as string]: seatHex(o.seat) }}>
            <span className="swatch" aria-hidden="true" />
            {t(o.bits <= -NOTHING ? 'review.gave.seatLess' : 'review.gave.seat', { name: name(o.seat), bits: bitsText(o.bits) })}
          </span>
        </Fragment>
      ))}
      {t(hint)}
    </div>
  );
}

/**
 * The summary line of what the seat's questions told it and the other players, in all; or why
 * that is not shown (a private table; still being worked out; failed).
 */
export function ToldTotals({ review, state }: { review: SeatReview; state: OthersState }) {
  const { t } = useI18n();
  if (state !== 'shown') return <li className="review-told muted">{t(`review.told.${state}`)}</li>;
  const mine = sum(review.questions.map((q) => q.realisedBits ?? 0));
  const others = sum(review.questions.flatMap((q) => q.others.map((o) => o.bits)));
  return <li className="review-told">{t('review.told', { mine: bitsText(mine), others: bitsText(others) })}</li>;
}
