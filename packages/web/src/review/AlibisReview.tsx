/**
 * The review of a finished Alibis table (docs/review.md "Alibis"): every alibi with its writer,
 * its intended pair, what each other board made of it, who found the pair, and a table of how
 * strongly it relates to every suspect word by the bots' WordNet model; a summary with the best
 * and weakest clues.
 *
 * Computed by the server (`GET /api/tables/:id/review`): the model reads the WordNet files (34 MB,
 * 6 MB of indexes read whole), far too much for a phone to download, while the answer is 10-40 kB
 * of JSON. It is public once the game is over (it reads only what the reveal showed everyone), so
 * spectators get it too.
 */
import { useOfflineTable } from '../ui/TableShell.tsx';
import { useEffect, useState } from 'react';
import type { AlibiReview, AlibisReview, ClueRef, RoundReview } from '@alibi/alibis/review';
import type { TableInfo } from '@alibi/protocol';
import { useI18n, type Translate } from '../i18n/index.tsx';
import { seatName } from '../game/logic.ts';
import { savedSeat } from '../storage.ts';
import { Dialog } from '../ui/Dialog.tsx';
import './alibis-review.css';

/** Reviews already fetched, by table: a finished table's review never changes. */
const fetched = new Map<string, Promise<AlibisReview>>();

export function fetchAlibisReview(tableId: string): Promise<AlibisReview> {
  let job = fetched.get(tableId);
  if (!job) {
    job = fetch(`/api/tables/${encodeURIComponent(tableId)}/review`).then(async (res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return (await res.json()) as AlibisReview;
    });
    job.catch(() => fetched.delete(tableId));
    fetched.set(tableId, job);
  }
  return job;
}

/** A margin as people read it: signed, "+38.5", "−2.6", "0". */
export const marginText = (m: number): string => (m > 0 ? `+${m}` : m < 0 ? `−${-m}` : '0');

type Name = (seat: number) => string;

function Summary({ review, name, t }: { review: AlibisReview; name: Name; t: Translate }) {
  const s = review.summary;
  const clue = (key: 'review.alibis.best' | 'review.alibis.worst', c: ClueRef | undefined) =>
    c && (
      <li className={key === 'review.alibis.best' ? 'alr-best' : 'alr-worst'}>
        {t(key, { word: c.word, who: name(c.seat), round: c.round, margin: marginText(c.margin) })}
      </li>
    );
  return (
    <ul className="alr-summary">
      <li className="alr-totals">
        {t('review.alibis.pairs', { found: s.pairsFound, total: s.alibis })} ·{' '}
        {t('review.alibis.perp', { found: s.perpetratorFound, total: s.perpetratorChances })} ·{' '}
        {t('review.alibis.heat', { heat: review.heatLeft, start: review.heatStart })}
      </li>
      {clue('review.alibis.best', s.best[0])}
      {clue('review.alibis.worst', s.worst[0])}
    </ul>
  );
}

const whoList = (seats: readonly number[], name: Name, t: Translate) =>
  seats.length ? seats.map(name).join(', ') : t('review.alibis.nobody');

function Alibi({
  round,
  alibi: a,
  name,
  t,
  open,
}: {
  round: RoundReview;
  alibi: AlibiReview;
  name: Name;
  t: Translate;
  open: boolean;
}) {
  const word = (s: number) => round.words[s] ?? String(s + 1);
  const rows = [...a.fits].sort((x, y) => x.rank - y.rank || x.suspect - y.suspect);
  const marked = (xs: readonly number[]) => xs.map(word).join(' + ');
  return (
    <li className={`alr-alibi ${a.found ? 'found' : 'missed'}`} data-round={a.round} data-index={a.index}>
      <details open={open}>
        <summary>
          <span className="alr-word">“{a.word}”</span>{' '}
          <span className="muted small">{t('review.alibis.by', { who: name(a.seat) })}</span>{' '}
          <span className={`alr-chip ${a.found ? 'found' : 'missed'}`}>
            {a.found ? `✓ ${t('review.alibis.found', { who: whoList(a.foundBy, name, t) })}` : `✗ ${t('review.alibis.notFound')}`}
          </span>
          <span className="alr-line small">
            {t('review.alibis.for', { a: word(a.suspects[0]), b: word(a.suspects[1]) })} ·{' '}
            <span className={`alr-margin ${a.margin > 0 ? 'ahead' : 'behind'}`}>
              {t('review.alibis.margin', { margin: marginText(a.margin) })}
            </span>
          </span>
        </summary>
        <ul className="alr-boards small">
          {a.boards.map((b) => (
            <li key={b.seat} className={`alr-board ${b.result}`} data-seat={b.seat}>
              {t(`review.alibis.board.${b.result}`, { who: name(b.seat), marked: marked(b.marked) })}
            </li>
          ))}
        </ul>
        <table className="alr-fits">
          <thead>
            <tr>
              <th scope="col">{t('review.alibis.colRank')}</th>
              <th scope="col">{t('review.alibis.colWord')}</th>
              <th scope="col">{t('review.alibis.colScore')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((f) => (
              <tr
                key={f.suspect}
                className={f.intended ? 'intended' : undefined}
                data-suspect={f.suspect}
                data-score={f.score}
                data-rank={f.rank}
                data-intended={f.intended}
              >
                <td className="alr-rank">{f.rank}</td>
                <td className="alr-fit-word">
                  {f.intended && (
                    <span className="alr-star" aria-label={t('review.alibis.intended')} role="img">
                      ★
                    </span>
                  )}
                  {f.word}
                </td>
                <td className="alr-score">
                  <span className="alr-bar" aria-hidden="true">
                    <span style={{ width: `${f.score}%` }} />
                  </span>
                  <span className="alr-num">{f.score}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </li>
  );
}

export function AlibisReviewView({ review, name }: { review: AlibisReview; name: Name }) {
  const { t } = useI18n();
  return (
    <>
      <Summary review={review} name={name} t={t} />
      {review.rounds.map((r, ri) => (
        <section key={r.round} className="alr-round" data-round={r.round} aria-labelledby={`alr-round-${r.round}`}>
          <h3 id={`alr-round-${r.round}`}>{t('review.alibis.round', { n: r.round })}</h3>
          <p className="small alr-perp">
            {t('review.alibis.perpetrator', { word: r.words[r.perpetrator] ?? '', who: whoList(r.perpetratorFoundBy, name, t) })}
          </p>
          <ol className="alr-alibis">
            {r.alibis.map((a, ai) => (
              <Alibi key={a.index} round={r} alibi={a} name={name} t={t} open={ri === 0 && ai === 0} />
            ))}
          </ol>
        </section>
      ))}
      <p className="muted small">{t('review.alibis.marginHelp')}</p>
    </>
  );
}

export function AlibisReviewDialog({ open, onClose, table }: { open: boolean; onClose: () => void; table: TableInfo }) {
  const { t } = useI18n();
  const [review, setReview] = useState<AlibisReview | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setFailed(false);
    fetchAlibisReview(table.id).then(
      (r) => live && setReview(r),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, table.id]);
  const mine = savedSeat(table.id)?.seat ?? null;
  const name: Name = (s) => (s === mine ? `${seatName(s, table, t)} (${t('review.alibis.you')})` : seatName(s, table, t));
  return (
    <Dialog open={open} title={t('review.alibis.title')} onClose={onClose} wide>
      <div className="review alr" data-game="alibis">
        <p className="muted">{t('review.alibis.intro')}</p>
        {failed && <p className="banner banner-error">{t('review.alibis.failed')}</p>}
        {!review && !failed && <p className="muted">{t('review.alibis.loading')}</p>}
        {review && <AlibisReviewView review={review} name={name} />}
      </div>
    </Dialog>
  );
}

/** The game-over panel's Review button for an Alibis table (anyone may open it: see above). */
export function AlibisReviewButton({ table }: { table: TableInfo }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const offline = useOfflineTable();
  if (offline || table.game !== 'alibis') return null;
  return (
    <>
      <button type="button" className="btn alr-open" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('review.open')}
      </button>
      <AlibisReviewDialog open={open} onClose={() => setOpen(false)} table={table} />
    </>
  );
}
