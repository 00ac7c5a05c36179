/**
 * The game review of a finished table (docs/review.md), computed in a Web Worker from a seat's own
 * replay perspective: this browser's seat (its token in a header, as the replay dialog does), and
 * every seat when the table published them (its `publishReviews` option; else the others' private
 * views stay theirs). Each game has its words and card names; the replay viewer shows the same
 * panel for the seat it is watching (game/GameOver.tsx).
 */
import { useOfflineTable } from '../ui/TableShell.tsx';
import { useEffect, useMemo, useState } from 'react';
import type { QuestionReview, SeatReview } from '@alibi/deduction/review';
import type { TableInfo } from '@alibi/protocol';
import { ReplayViews } from '@alibi/protocol/replay';
import { api } from '../api.ts';
import { fsCardsText } from '../four/names.ts';
import { useI18n, type MessageKey, type Translate } from '../i18n/index.tsx';
import { savedSeat } from '../storage.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { cardText, seatName, valuesText } from '../game/logic.ts';
import { seatHex } from '../art/palette.ts';
import { Chart } from './Chart.tsx';
import { GaveOthers, QuestionList, showButton, ToldTotals } from './Questions.tsx';
import { A93Review } from './A93Review.tsx';
import { a93CardsText } from '../a93/logic.ts';
import { FsQuestions } from './FsQuestions.tsx';
import { pct, reviewsWithOthers, type ComputedReview, type OthersState, type SeatReviews } from './logic.ts';
import type { ReviewGame, ReviewReply, ReviewRequest, WorkerReview } from './review.worker.ts';
import './review.css';

let nextId = 1;

type Request = ReviewRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

function computeInWorker(req: Request): Promise<WorkerReview> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });
    const id = nextId++;
    worker.onmessage = (e: MessageEvent<ReviewReply>) => {
      if (e.data.id !== id) return;
      worker.terminate();
      if ('error' in e.data) reject(new Error(e.data.error));
      else resolve({ review: e.data.review, trace: e.data.trace });
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
  // Four hidden cards, one per type; its panel is A93Review (these words serve the intro and the shared parts).
  'alibi-1993': () => ({
    intro: 'review.a93.intro',
    chart: 'review.a93.chart',
    dots: 'review.a93.dots',
    couldClaim: 'review.a93.couldAccuse',
    never: 'review.a93.never',
    right: 'review.a93.right',
    wrong: 'review.a93.wrong',
    timing: (x) => `review.a93.timing.${x}`,
    cards: a93CardsText,
  }),
};

export const reviewGame = (game: string): ReviewGame | null =>
  game === 'perfect-alibi' || game === 'four-suspects' || game === 'alibi-1993' ? game : null;

/** The views and events of a replay, as the worker takes them for `game`. */
function requestFor(game: ReviewGame, seat: number, steps: ConstructorParameters<typeof ReplayViews>[0]): Request {
  const views = new ReplayViews(steps);
  const all = Array.from({ length: views.length }, (_, i) => views.at(i)) as never[];
  if (game === 'alibi-1993') return { game, seat, views: all, events: steps.map((s) => s.events) };
  return game === 'perfect-alibi' ? { game, seat, views: all, events: steps.map((s) => s.events) } : { game, seat, views: all };
}

/**
 * Fetches each seat's replay perspective (its token for this browser's own seat; none when the
 * table published every seat's review) and reviews it in the worker, one seat after the other,
 * `seats[0]` first. `steps`: a replay already loaded for `seats[0]` (the replay viewer's). Once
 * all the table's `players` seats are in, their questions' `others` are filled (`reviewsWithOthers`).
 */
export function useSeatReviews(
  table: TableInfo,
  players: number,
  game: ReviewGame | null,
  seats: readonly number[],
  active: boolean,
  steps?: ConstructorParameters<typeof ReplayViews>[0] | null,
): SeatReviews {
  const [computed, setComputed] = useState<Record<number, ComputedReview>>({});
  const key = seats.join();
  useEffect(() => {
    if (!active || !game || seats.length === 0) return;
    let live = true;
    setComputed({});
    const mine = savedSeat(table.id);
    (async () => {
      for (const [i, seat] of seats.entries()) {
        let result: ComputedReview;
        try {
          const own = mine && mine.seat === seat ? mine.token : undefined;
          const s = i === 0 && steps ? steps : (await api.replay(table.id, seat, own)).steps;
          result = await computeInWorker(requestFor(game, seat, s));
        } catch {
          result = 'failed';
        }
        if (!live) return;
        setComputed((r) => ({ ...r, [seat]: result }));
      }
    })();
    return () => {
      live = false;
    };
  }, [active, game, key, table.id, steps]);
  return useMemo(() => reviewsWithOthers(computed, players, seats.length >= players), [computed, players, key]);
}

/** The other seats' reviews computed so far, for their lines on the chosen seat's chart. */
export function otherLines(reviews: SeatReviews, seats: readonly number[], chosen: number | null): SeatReview[] {
  return seats
    .filter((s) => s !== chosen)
    .flatMap((s) => (typeof reviews.bySeat[s] === 'object' ? [reviews.bySeat[s] as SeatReview] : []));
}

/** The seats whose review this browser may open: its own, or every seat once the table published them. */
export function reviewSeats(table: TableInfo, players: number): number[] {
  const mine = savedSeat(table.id);
  const own = mine && mine.seat !== null && mine.seat < players ? mine.seat : null;
  if (!table.publishReviews) return own === null ? [] : [own];
  const all = Array.from({ length: players }, (_, i) => i);
  return own === null ? all : [own, ...all.filter((s) => s !== own)];
}

/**
 * One seat's review: the chance line (with the other seats' lines when `others` are given), the
 * facts, and the rated questions. `onStep(i)`: the replay viewer's "show this moment", `i` the
 * replay step to show (the position where the seat became certain; the one just after a claim or
 * question, so the log ends with it).
 */
export function ReviewPanel({
  table,
  players,
  review,
  others = [],
  gave,
  own,
  onStep,
}: {
  table: TableInfo;
  players: number;
  review: SeatReview;
  others?: SeatReview[];
  /** Whether `review`'s questions say what they gave the other players (`reviewsWithOthers`). */
  gave: OthersState;
  /** Whether the seat is this browser's (else a line says whose review it is). */
  own: boolean;
  onStep?: (step: number) => void;
}) {
  const { t } = useI18n();
  const game = reviewGame(table.game);
  if (!game) return null;
  const words = WORDS[game](players);
  const name = (s: number) => seatName(s, table, t);
  const gaveLine = gave === 'shown' ? (q: QuestionReview) => <GaveOthers question={q} name={name} /> : undefined;
  if (game === 'alibi-1993')
    return <A93Review review={review} others={others} own={own} name={name} onStep={onStep} gave={gave} gaveLine={gaveLine} />;
  const show = showButton(onStep, t);
  return (
    <>
      {!own && <p className="review-whose">{t('review.whose', { name: name(review.seat) })}</p>}
      <Chart review={review} others={others} name={name} label={t(words.chart)} dots={t(words.dots)} />
      <ul className="review-facts">
        <li className="review-certain">
          {review.certainAt ? t(words.couldClaim, { turn: review.certainAt.turn }) : t(words.never)}
          {review.certainAt && show(review.certainAt.step)}
        </li>
        {review.claims.map((c) => (
          <li key={c.step} className={c.correct ? 'review-claim right' : 'review-claim wrong'}>
            {t(c.correct ? words.right : words.wrong, { turn: c.turn, card: words.cards(c.cards, t), p: pct(c.probability) })}
            {show(c.step + 1)}
          </li>
        ))}
        <li className="review-timing">{t(words.timing(review.claimTiming), { n: review.claimDelay ?? 0 })}</li>
        {(game === 'perfect-alibi' || game === 'four-suspects') && (
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
        {(game === 'perfect-alibi' || game === 'four-suspects') && review.questions.length > 0 && (
          <ToldTotals review={review} state={gave} />
        )}
      </ul>
      {game === 'four-suspects' && <FsQuestions review={review} name={name} show={show} gave={gaveLine} />}
      {game === 'perfect-alibi' && (
        <QuestionList
          review={review}
          game="perfect-alibi"
          show={show}
          asked={(q) => t('review.q', { turn: q.turn, target: name(q.target), question: valuesText(q.category, q.values, t) })}
          better={(q) => t('review.better', { question: valuesText(q.best.category, q.best.values, t) })}
          gave={gaveLine}
        />
      )}
    </>
  );
}

/** Seat tabs for the seats whose review may be opened (none drawn for a single seat). */
export function ReviewSeatTabs({
  table,
  seats,
  chosen,
  onChoose,
}: {
  table: TableInfo;
  seats: readonly number[];
  chosen: number;
  onChoose: (seat: number) => void;
}) {
  const { t } = useI18n();
  if (seats.length < 2) return null;
  const mine = savedSeat(table.id)?.seat ?? null;
  return (
    <div className="review-seats" role="group" aria-label={t('review.seats')}>
      {[...seats]
        .sort((a, b) => a - b)
        .map((s) => (
          <button
            key={s}
            type="button"
            className={s === chosen ? 'btn btn-small review-seat active' : 'btn btn-small btn-ghost review-seat'}
            aria-pressed={s === chosen}
            style={{ ['--seat' as string]: seatHex(s) }}
            onClick={() => onChoose(s)}
          >
            {seatName(s, table, t)}
            {s === mine ? ` (${t('review.you')})` : ''}
          </button>
        ))}
    </div>
  );
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
  const seats = reviewSeats(table, players);
  const [chosen, setChosen] = useState<number | null>(null);
  const seat = chosen ?? seats[0] ?? null;
  const reviews = useSeatReviews(table, players, game, seats, open);

  if (!game) return null;
  const words = WORDS[game](players);
  const review = seat === null ? undefined : reviews.bySeat[seat];
  const others = otherLines(reviews, seats, seat);
  return (
    <Dialog open={open} title={t('review.title')} onClose={onClose} wide>
      <div className="review" data-game={game}>
        <p className="muted">{t(words.intro)}</p>
        {seat !== null && <ReviewSeatTabs table={table} seats={seats} chosen={seat} onChoose={setChosen} />}
        {review === 'failed' && <p className="banner banner-error">{t('review.failed')}</p>}
        {review === undefined && <p className="muted">{t('review.loading')}</p>}
        {typeof review === 'object' && (
          <ReviewPanel
            table={table}
            players={players}
            review={review}
            others={others}
            gave={reviews.others}
            own={savedSeat(table.id)?.seat === seat}
          />
        )}
        <p className="muted small">{t(table.publishReviews ? 'review.published' : 'review.others')}</p>
      </div>
    </Dialog>
  );
}

/**
 * The game-over screen's "Review" button and its dialog: for a seat held in this browser, and for
 * anyone once the table published every seat's review.
 */
export function ReviewButton({ table, players }: { table: TableInfo; players: number }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const offline = useOfflineTable();
  if (offline || !reviewGame(table.game) || reviewSeats(table, players).length === 0) return null;
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('review.open')}
      </button>
      <ReviewDialog open={open} onClose={() => setOpen(false)} table={table} players={players} />
    </>
  );
}
