import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useOfflineTable } from '../ui/TableShell.tsx';
import type { View } from '@alibi/perfect-alibi';
import type { ReplayChatLine, ReplayStep, TableInfo } from '@alibi/protocol';
import { ReplayViews } from '@alibi/protocol/replay';
import { api } from '../api.ts';
import { CardArt } from '../art/Card.tsx';
import { Icon } from '../art/icons.tsx';
import { seatHex } from '../art/palette.ts';
import { useI18n, type MessageKey } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { savedSeat } from '../storage.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { ReplayChat } from '../chat/ReplayChat.tsx';
import { otherLines, ReviewButton, ReviewPanel, reviewGame, useSeatReviews } from '../review/ReviewDialog.tsx';
import { AssistantBadge, CardRow, Players, Tiles } from './Board.tsx';
import { Log } from './Log.tsx';
import './replay.css';
import { asEvents, asView, assistantName, seatName } from './logic.ts';

const REASONS: Record<string, MessageKey> = {
  'correct-claim': 'reason.correct-claim',
  'last-standing': 'reason.last-standing',
  treachery: 'reason.treachery',
  // The engine's reason for an Unforgiving accusation that proves a wrong answer.
  'treachery-found': 'reason.treachery',
  'all-out': 'reason.all-out',
};

/** Who won, the missing alibi and every hand. */
export function GameOver({ view, table, me, onReplay }: { view: View; table: TableInfo | null; me: number | null; onReplay: () => void }) {
  const { t } = useI18n();
  const reveal = view.reveal;
  const offline = useOfflineTable();
  if (!reveal) return null;
  const names = reveal.winners.map((w) => seatName(w, table, t)).join(t('list.and'));
  const reasonKey = REASONS[reveal.reason];
  return (
    <section className="panel game-over" aria-labelledby="over-h">
      <div className="over-head">
        <div>
          <h2 id="over-h">{t('over.title')}</h2>
          <p className="over-winner">{me !== null && reveal.winners.includes(me) ? t('over.you') : reveal.winners.length ? t('over.winner', { names }) : t('over.noWinner')}</p>
          <p className="muted">{t('over.reason', { reason: reasonKey ? t(reasonKey) : reveal.reason })}</p>
          {!offline && (
            <button type="button" className="btn btn-primary" onClick={onReplay}>
              {t('over.replay')}
            </button>
          )}
          {me !== null && table && (
            <>
              {' '}
              <ReviewButton table={table} players={view.players} />
            </>
          )}
        </div>
        {view.missing !== null && (
          <figure className="missing">
            <CardArt card={view.missing} size="lg" />
            <figcaption>{t('over.missing')}</figcaption>
          </figure>
        )}
      </div>
      <h3>{t('over.hands')}</h3>
      <ul className="hands">
        {reveal.hands.map((hand, seat) => (
          <li key={seat} style={{ ['--seat' as string]: seatHex(seat) }} className={reveal.winners.includes(seat) ? 'winner' : ''}>
            <div className="hand-who">
              <span className="dot" />
              <strong>{seatName(seat, table, t)}</strong>
              {reveal.rivals[seat] && <span className="muted small">{t('over.rival', { assistant: assistantName(reveal.rivals[seat] ?? '', t) })}</span>}
            </div>
            <div className="card-row">
              {hand.map((c) => (
                <CardArt key={c} card={c} size="sm" />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StepIcon({ d }: { d: string }) {
  return (
    <Icon>
      <path d={d} fill="currentColor" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
    </Icon>
  );
}

/** What one replay step shows: the board as seen from `as`, beside the log of the events so far. */
export type ReplayRender = (step: { view: unknown; events: unknown[]; as: number | 'spectator' }) => { board: ReactNode; log: ReactNode } | null;

/**
 * Step through a finished game as a spectator, or as this browser's own seat (its token goes in a
 * header: another seat's private view is not ours to see). Each step's view is rebuilt from the
 * replay's deltas when it is first shown.
 */
export function ReplayDialog({ open, onClose, table, players, render }: { open: boolean; onClose: () => void; table: TableInfo; players: number; render: ReplayRender }) {
  const { t } = useI18n();
  const [as, setAs] = useState<number | 'spectator'>('spectator');
  const [steps, setSteps] = useState<ReplayStep[] | null>(null);
  const [chat, setChat] = useState<ReplayChatLine[]>([]);
  const [failed, setFailed] = useState(false);
  const [at, setAt] = useState(0);
  const mine = savedSeat(table.id);
  const ownSeat = mine && mine.seat !== null && mine.seat < players ? mine.seat : null;
  // Every seat's perspective once the table published them; else this browser's own only.
  const perspectives = table.publishReviews ? Array.from({ length: players }, (_, i) => i) : ownSeat === null ? [] : [ownSeat];
  const views = useMemo(() => (steps ? new ReplayViews(steps) : null), [steps]);
  // The review of the watched seat, from the steps already loaded (games the review covers); at a
  // table that publishes them, every other seat's after it (their lines, what the questions gave them).
  const [reviewing, setReviewing] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const reviewable = reviewGame(table.game) !== null && typeof as === 'number';
  const watchedFirst = typeof as === 'number' ? [as, ...perspectives.filter((s) => s !== as)] : [];
  const reviewed = useSeatReviews(table, players, reviewGame(table.game), watchedFirst, reviewing && reviewable && steps !== null, steps);
  const review = typeof as === 'number' ? reviewed.bySeat[as] : undefined;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setSteps(null);
    setFailed(false);
    const token = as !== 'spectator' && mine && mine.seat === as ? mine.token : undefined;
    api.replay(table.id, as, token).then(
      (d) => {
        if (!live) return;
        const s = d.steps;
        setSteps(s);
        setChat(d.chat ?? []);
        setAt((i) => Math.min(i, Math.max(0, s.length - 1)));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, as, table.id]);

  /** The view at step `i`, or null when the replay's deltas do not fit together (shown as a failure). */
  const viewAt = (i: number): { view: unknown } | null => {
    try {
      return views && i < views.length ? { view: views.at(i) } : null;
    } catch {
      return null;
    }
  };
  const step = steps ? viewAt(at) : null;
  const shown = step && steps ? render({ view: step.view, events: steps.slice(0, at + 1).flatMap((s) => s.events), as }) : null;
  const last = (steps?.length ?? 1) - 1;
  const name = (s: number) => seatName(s, table, t);

  return (
    <Dialog open={open} title={t('replay.title')} onClose={onClose} wide>
      <div className="replay-bar" ref={bar}>
        <label className="field field-inline">
          <span>{t('replay.as')}</span>
          <select value={String(as)} onChange={(e) => setAs(e.target.value === 'spectator' ? 'spectator' : Number(e.target.value))}>
            <option value="spectator">{t('replay.spectator')}</option>
            {perspectives.map((s) => (
              <option key={s} value={s}>
                {name(s)}
              </option>
            ))}
          </select>
        </label>
        <div
          className="row"
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft') setAt((i) => Math.max(0, i - 1));
            if (e.key === 'ArrowRight') setAt((i) => Math.min(last, i + 1));
          }}
        >
          <Why reason={t('why.replay.start')}>
          <button type="button" className="btn btn-ghost" aria-label={t('replay.first')} onClick={() => setAt(0)} disabled={at === 0}>
            <StepIcon d="M6 5v14M18 5l-9 7 9 7z" />
          </button>
          </Why>
          <Why reason={t('why.replay.start')}>
          <button type="button" className="btn" aria-label={t('replay.prev')} onClick={() => setAt((i) => Math.max(0, i - 1))} disabled={at === 0}>
            <StepIcon d="M16 5l-9 7 9 7z" />
          </button>
          </Why>
          <input type="range" min={0} max={Math.max(0, last)} value={at} onChange={(e) => setAt(Number(e.target.value))} aria-label={t('replay.step', { n: at + 1, total: last + 1 })} />
          <Why reason={t('why.replay.end')}>
          <button type="button" className="btn" aria-label={t('replay.next')} onClick={() => setAt((i) => Math.min(last, i + 1))} disabled={at >= last}>
            <StepIcon d="M8 5l9 7-9 7z" />
          </button>
          </Why>
          <Why reason={t('why.replay.end')}>
          <button type="button" className="btn btn-ghost" aria-label={t('replay.last')} onClick={() => setAt(last)} disabled={at >= last}>
            <StepIcon d="M18 5v14M6 5l9 7-9 7z" />
          </button>
          </Why>
        </div>
        <span className="muted" aria-live="polite">
          {steps ? t('replay.step', { n: at + 1, total: last + 1 }) : ''}
        </span>
      </div>
      {(failed || (steps && steps.length > 0 && !step)) && <p className="banner banner-error">{t('replay.failed')}</p>}
      {!steps && !failed && <p className="muted">{t('replay.loading')}</p>}
      {shown && (
        <div className="replay-body">
          <div>
            {shown.board}
            <ReplayChat lines={chat} version={steps?.[at]?.version ?? 0} />
          </div>
          <div className="replay-log">{shown.log}</div>
        </div>
      )}
      {reviewable && steps && (
        <div className="replay-review review" data-game={table.game}>
          <button type="button" className="btn" aria-expanded={reviewing} onClick={() => setReviewing((r) => !r)}>
            {t(reviewing ? 'review.replayClose' : 'review.replayOpen')}
          </button>
          {reviewing && review === 'failed' && <p className="banner banner-error">{t('review.failed')}</p>}
          {reviewing && review === undefined && <p className="muted">{t('review.loading')}</p>}
          {reviewing && typeof review === 'object' && (
            <ReviewPanel table={table} players={players} review={review} others={otherLines(reviewed, watchedFirst, typeof as === 'number' ? as : null)} gave={reviewed.others} own={ownSeat === as} onStep={(i) => {
                setAt(Math.min(last, i));
                // The board is above the review: bring it into sight.
                bar.current?.scrollIntoView({ block: 'start' });
              }}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}

/** The Perfect Alibi replay: players, tiles and cards of the chosen seat at each step. */
export function Replay({ open, onClose, table, players }: { open: boolean; onClose: () => void; table: TableInfo; players: number }) {
  const { t } = useI18n();
  const name = (s: number) => seatName(s, table, t);
  const render: ReplayRender = ({ view: raw, events, as }) => {
    const view = asView(raw);
    if (!view) return null;
    return {
      board: (
        <>
          <Players view={view} table={table} me={typeof as === 'number' ? as : null} />
          <Tiles view={view} selectable={new Set()} selected={null} onSelect={() => undefined} why={() => t('why.replay.view')} />
          {view.hand && view.hand.length > 0 && <CardRow cards={view.hand} title={t('board.hand')} size="sm" />}
          {view.publicCards.length > 0 && <CardRow cards={view.publicCards} title={t('board.publicCards')} size="sm" />}
          {view.rival && (
            <p className="muted small">
              {t('board.rival')}{t('punct.colon')}<AssistantBadge assistant={view.rival} />
            </p>
          )}
        </>
      ),
      log: <Log events={asEvents(events)} name={name} />,
    };
  };
  return <ReplayDialog open={open} onClose={onClose} table={table} players={players} render={render} />;
}
