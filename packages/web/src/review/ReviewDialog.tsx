/**
 * The game review of a finished table (docs/review.md): this browser's own seat, computed in a Web
 * Worker from the seat's own replay (its token in a header, as the replay dialog does). Other
 * seats' reviews need their private views, which stay theirs. Perfect Alibi and Four Suspects:
 * the same chart and facts, with each game's words and card names; question ratings exist for
 * Perfect Alibi only.
 */
import { useEffect, useState } from 'react';
import type { SeatReview } from '@alibi/deduction/review';
import { ReplayViews, type TableInfo } from '@alibi/protocol';
import { api } from '../api.ts';
import { fsCardsText } from '../four/names.ts';
import { useI18n, type MessageKey, type Translate } from '../i18n/index.tsx';
import { savedSeat } from '../storage.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { cardText, seatName, valuesText } from '../game/logic.ts';
import { Chart } from './Chart.tsx';
import { pct } from './logic.ts';
import type { ReviewGame, ReviewReply, ReviewRequest } from './review.worker.ts';
import './review.css';

let nextId = 1;

type Request = ReviewRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

function computeInWorker(req: Request): Promise<SeatReview | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });
    const id = nextId++;
    worker.onmessage = (e: MessageEvent<ReviewReply>) => {
      if (e.data.id !== id) return;
      worker.terminate();
      if ('error' in e.data) reject(new Error(e.data.error));
      else resolve(e.data.review);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
    worker.postMessage({ ...req, id });
  });
}

/** What differs between the games: their words for the figures and how cards are named. */
interface GameWords {
  intro: MessageKey;
  chart: MessageKey;
  dots: MessageKey;
  couldClaim: MessageKey;
  never: MessageKey;
  right: MessageKey;
  wrong: MessageKey;
  timing: (timing: SeatReview['claimTiming']) => MessageKey;
  cards: (cards: readonly number[], t: Translate) => string;
}

const WORDS: Record<ReviewGame, (players: number) => GameWords> = {
  'perfect-alibi': () => ({
    intro: 'review.intro',
    chart: 'review.chart',
    dots: 'review.dots',
    couldClaim: 'review.couldClaim',
    never: 'review.never',
    right: 'review.claimRight',
    wrong: 'review.claimWrong',
    timing: (x) => `review.timing.${x}`,
    cards: (cards, t) => cards.map((c) => cardText(c, t)).join(' + '),
  }),
  // Two players: two missing alibis, and the chance is of both together.
  'four-suspects': (players) => ({
    intro: players === 2 ? 'review.fs.intro2' : 'review.fs.intro',
    chart: players === 2 ? 'review.fs.chart2' : 'review.fs.chart',
    dots: 'review.fs.dots',
    couldClaim: 'review.fs.couldGuess',
    never: players === 2 ? 'review.fs.never2' : 'review.fs.never',
    right: 'review.fs.guessRight',
    wrong: 'review.fs.guessWrong',
    timing: (x) => `review.fs.timing.${x}`,
    cards: fsCardsText,
  }),
};

const reviewGame = (game: string): ReviewGame | null => (game === 'perfect-alibi' || game === 'four-suspects' ? game : null);

/** The views and events of a replay, as the worker takes them for `game`. */
function requestFor(game: ReviewGame, seat: number, steps: ConstructorParameters<typeof ReplayViews>[0]): Request {
  const views = new ReplayViews(steps);
  const all = Array.from({ length: views.length }, (_, i) => views.at(i)) as never[];
  return game === 'perfect-alibi' ? { game, seat, views: all, events: steps.map((s) => s.events) } : { game, seat, views: all };
}

export function ReviewDialog({
  open,
  onClose,
  table,
  players,
}: {
  open: boolean;
  onClose: () => void;
  table: TableInfo;
  players: number;
}) {
  const { t } = useI18n();
  const game = reviewGame(table.game);
  const mine = savedSeat(table.id);
  const seat = mine && mine.seat !== null && mine.seat < players ? mine.seat : null;
  const [review, setReview] = useState<SeatReview | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || seat === null || !mine || !game) return;
    let live = true;
    setReview(null);
    setFailed(false);
    api
      .replay(table.id, seat, mine.token)
      .then((d) => computeInWorker(requestFor(game, seat, d.steps)))
      .then(
        (r) => {
          if (!live) return;
          if (r) setReview(r);
          else setFailed(true);
        },
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [open, seat, table.id, game]);

  if (!game) return null;
  const words = WORDS[game](players);
  const name = (s: number) => seatName(s, table, t);
  return (
    <Dialog open={open} title={t('review.title')} onClose={onClose} wide>
      <div className="review" data-game={game}>
        <p className="muted">{t(words.intro)}</p>
        {failed && <p className="banner banner-error">{t('review.failed')}</p>}
        {!review && !failed && <p className="muted">{t('review.loading')}</p>}
        {review && (
          <>
            <Chart review={review} label={t(words.chart)} dots={t(words.dots)} />
            <ul className="review-facts">
              <li className="review-certain">{review.certainAt ? t(words.couldClaim, { turn: review.certainAt.turn }) : t(words.never)}</li>
              {review.claims.map((c) => (
                <li key={c.step} className={c.correct ? 'review-claim right' : 'review-claim wrong'}>
                  {t(c.correct ? words.right : words.wrong, { turn: c.turn, card: words.cards(c.cards, t), p: pct(c.probability) })}
                </li>
              ))}
              <li className="review-timing">{t(words.timing(review.claimTiming), { n: review.claimDelay ?? 0 })}</li>
              {game === 'perfect-alibi' && (
                <li>
                  {review.summary.questions
                    ? t('review.summary', {
                        good: review.summary.bestOrGood,
                        total: review.summary.questions,
                        share: pct(review.summary.share ?? 0),
                      })
                    : t('review.noQuestions')}
                </li>
              )}
            </ul>
            {game === 'four-suspects' && <p className="muted small">{t('review.fs.noRatings')}</p>}
            {review.questions.length > 0 && (
              <>
                <h3>{t('review.questions')}</h3>
                <ol className="review-questions">
                  {review.questions.map((q) => (
                    <li key={q.step} className={`rating-${q.rating}`}>
                      <div>
                        <span className={`rating rating-${q.rating}`}>{t(`review.rating.${q.rating}`)}</span>{' '}
                        {t('review.q', { turn: q.turn, target: name(q.target), question: valuesText(q.category, q.values, t) })}
                      </div>
                      <div className="muted small">
                        {t('review.bits', { bits: q.expectedBits.toFixed(2), best: q.bestBits.toFixed(2) })}
                        {q.realisedBits !== null && ` · ${t('review.learned', { bits: q.realisedBits.toFixed(2) })}`}
                      </div>
                      {q.rating !== 'best' && (
                        <div className="small">
                          {t('review.better', { question: valuesText(q.best.category, q.best.values, t) })}
                        </div>
                      )}
                    </li>
                  ))}
                </ol>
              </>
            )}
            <p className="muted small">{t('review.others')}</p>
          </>
        )}
      </div>
    </Dialog>
  );
}

/**
 * The game-over screen's "Review" button and its dialog, for a seat held in this browser (a
 * spectator has no review: it would need a seat's private views).
 */
export function ReviewButton({ table, players }: { table: TableInfo; players: number }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (!reviewGame(table.game)) return null;
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('review.open')}
      </button>
      <ReviewDialog open={open} onClose={() => setOpen(false)} table={table} players={players} />
    </>
  );
}
