/**
 * The Alibi (1993) part of the review dialog (docs/review.md, "Alibi (1993)"): the chance line of
 * the four hidden cards (their mean), then per hand when the seat could first have accused
 * knowing all four, its accusation sheet (the mean chance of what it named, blanks right, score),
 * and a table of each hidden card with the seat's chance of it at the start and when it wrote,
 * beside what it wrote in that type's blanks with the chance it had and the verdict; then its
 * rated questions (the shared list, each in the table's own question words).
 */
import { CARD_TYPES } from '@alibi/alibi-1993/cards';
import type { QuestionReview, SeatReview } from '@alibi/deduction/review';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { a93AskedText, a93BetterText, a93HandFacts, a93TypeRows } from './a93-logic.ts';
import { Chart } from './Chart.tsx';
import { QuestionList, showButton, ToldTotals } from './Questions.tsx';
import type { OthersState } from './logic.ts';
import './a93-review.css';

export function A93Review({
  review,
  others = [],
  own,
  name,
  onStep,
  gave,
  gaveLine,
}: {
  review: SeatReview;
  others?: readonly SeatReview[];
  own: boolean;
  name: (seat: number) => string;
  onStep?: (step: number) => void;
  /** Whether the questions say what they gave the other players, and each question's line. */
  gave: OthersState;
  gaveLine?: (q: QuestionReview) => ReactNode;
}) {
  const { t } = useI18n();
  const hands = review.hands ?? [];
  const many = hands.length > 1;
  // No card is shown before a hand's reveal, so the line runs on after a wrong sheet (a series goes on).
  const line = (r: SeatReview): SeatReview => ({ ...r, wrongClaims: [] });
  const approx = review.curve.filter((c) => c.exact === false).length;
  const show = showButton(onStep, t);
  return (
    <>
      {!own && <p className="review-whose">{t('review.whose', { name: name(review.seat) })}</p>}
      <Chart
        review={line(review)}
        others={others.map(line)}
        name={name}
        label={t('review.a93.chart')}
        dots={t('review.a93.dots')}
      />
      {hands.map((hand) => {
        const facts = a93HandFacts(review, hand, t);
        const claim = hand.claim === null ? undefined : review.claims[hand.claim];
        return (
          <section key={hand.hand} className="a93-review-hand" data-hand={hand.hand}>
            {many && <h3>{t('review.a93.hand', { n: hand.hand })}</h3>}
            <ul className="review-facts">
              {facts.map((f, i) => (
                <li
                  key={i}
                  className={
                    i === 0
                      ? 'review-certain'
                      : i === facts.length - 1
                        ? 'review-timing'
                        : claim?.correct
                          ? 'review-claim right'
                          : 'review-claim wrong'
                  }
                >
                  {f}
                  {i === 0 && hand.certainAt && show(hand.certainAt.step)}
                  {i === 1 && claim && show(claim.step + 1)}
                </li>
              ))}
            </ul>
            <div className="a93-review-scroll">
              <table className="a93-review-types">
                <caption>{t('review.a93.types')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('review.a93.colType')}</th>
                    <th scope="col">{t('review.a93.colHidden')}</th>
                    <th scope="col">{t(claim ? 'review.a93.colChance' : 'review.a93.colChanceEnd')}</th>
                    <th scope="col">{t('review.a93.colSheet')}</th>
                  </tr>
                </thead>
                <tbody>
                  {a93TypeRows(review, hand, t).map((row, i) => {
                    const b = claim?.blanks?.find((x) => x.type === CARD_TYPES[i]);
                    return (
                      <tr key={i} data-type={CARD_TYPES[i]}>
                        <th scope="row">{row[0]}</th>
                        <td>{row[1]}</td>
                        <td className="a93-review-chance">{row[2]}</td>
                        <td className={b ? (b.correct ? 'right' : 'wrong') : 'muted'}>{row[3]}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
      <QuestionList
        review={review}
        game="alibi-1993"
        show={show}
        asked={(q) => a93AskedText(q, name, t)}
        better={(q) => a93BetterText(q, name, t)}
        gave={gaveLine}
      />
      {review.questions.length > 0 && (
        <ul className="review-facts">
          <ToldTotals review={review} state={gave} />
        </ul>
      )}
      {review.questions.length > 0 && <p className="muted small">{t('review.a93.ratings')}</p>}
      {approx > 0 && <p className="muted small">{t('review.a93.approx', { n: approx, total: review.curve.length })}</p>}
    </>
  );
}
