/**
 * The review of a finished Alibis table (docs/review.md "Alibis"): every alibi with its writer,
 * its intended pair, what each other board made of it, who found the pair, whether each of the
 * bots' models (WordNet, the vectors, the two fused as the bots' guesser) put that pair on top, and
 * a table of every suspect word with each model's rank and a bar on the alibi's own scale; a
 * summary of which model read the table's clues best, and the best and weakest clues.
 *
 * Computed by the server (`GET /api/tables/:id/review`): the models read the WordNet files (34 MB,
 * 6 MB of indexes read whole) and 3.5 MB of vectors, far too much for a phone to download, while
 * the answer is 20-90 kB of JSON. It is public once the game is over (it reads only what the
 * reveal showed everyone), so spectators get it too.
 */
import { useOfflineTable } from '../ui/TableShell.tsx';
import { useEffect, useState } from 'react';
import type { AlibiReview, AlibisReview, ClueRef, ModelFit, ReaderName, RoundReview } from '@alibi/alibis/review';
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

/** A margin as people read it: signed, 3 decimals, "+0.125", "−0.031", "0.000". */
export const marginText = (m: number): string => {
  const fixed = Math.abs(m).toFixed(3);
  return Number(fixed) === 0 ? fixed : `${m > 0 ? '+' : '−'}${fixed}`;
};

/**
 * The models in the order the dialog shows them: each source alone, then the bots' fused reading
 * (`READERS` of review.ts, restated: importing a value from it would pull the bots' models into the bundle).
 */
export const MODELS: readonly ReaderName[] = ['wordnet', 'vectors', 'fused'];

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
    <div className="alr-summary">
      <ul>
        <li className="alr-totals">
          {t('review.alibis.pairs', { found: s.pairsFound, total: s.alibis })} ·{' '}
          {t('review.alibis.perp', { found: s.perpetratorFound, total: s.perpetratorChances })} ·{' '}
          {t('review.alibis.heat', { heat: review.heatLeft, start: review.heatStart })}
        </li>
        {clue('review.alibis.best', s.best[0])}
        {clue('review.alibis.worst', s.worst[0])}
      </ul>
      {s.alibis > 0 && (
        <table className="alr-readers">
          <caption>{t('review.alibis.readers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('review.alibis.readerModel')}</th>
              <th scope="col">{t('review.alibis.readerTop')}</th>
              <th scope="col">{t('review.alibis.readerFound')}</th>
              <th scope="col">{t('review.alibis.readerFoundNot')}</th>
            </tr>
          </thead>
          <tbody>
            {MODELS.map((m) => {
              const r = s.readers[m];
              return (
                <tr key={m} data-model={m}>
                  <th scope="row">{t(`review.alibis.model.${m}`)}</th>
                  <td>{t('review.alibis.count', { n: r.decoded, total: s.alibis })}</td>
                  <td>{t('review.alibis.count', { n: r.decodedFound, total: r.decoded })}</td>
                  <td>{t('review.alibis.count', { n: s.pairsFound - r.decodedFound, total: s.alibis - r.decoded })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** One model's cell in an alibi's table: the word's rank by that model, with a bar on the alibi's own scale. */
function ModelCell({ fit, model }: { fit: ModelFit | null; model: ReaderName }) {
  if (!fit)
    return (
      <td className={`alr-model ${model}`} data-rank="">
        —
      </td>
    );
  return (
    <td className={`alr-model ${model}${fit.rank <= 2 ? ' top' : ''}`} data-rank={fit.rank} data-score={fit.score}>
      <span className="alr-bar" aria-hidden="true">
        <span style={{ width: `${fit.score}%` }} />
      </span>
      <span className="alr-num">{fit.rank}</span>
    </td>
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
  // In the order the bots' guesser reads the table (the fused rank); by suspect when no model knows the word.
  const rows = [...a.fits].sort((x, y) => (x.fused?.rank ?? 0) - (y.fused?.rank ?? 0) || x.suspect - y.suspect);
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
            {t('review.alibis.for', { a: word(a.suspects[0]), b: word(a.suspects[1]) })}
            {a.margin !== null && (
              <>
                {' · '}
                <span className={`alr-margin ${a.margin > 0 ? 'ahead' : 'behind'}`}>
                  {t('review.alibis.margin', { margin: marginText(a.margin) })}
                </span>
              </>
            )}
          </span>
        </summary>
        <ul className="alr-reads small">
          {MODELS.map((m) => {
            const r = a.readings[m];
            const model = t(`review.alibis.model.${m}`);
            const [result, text] = !r.top
              ? ['none', t('review.alibis.read.none', { model })]
              : r.decodes
                ? ['yes', `✓ ${t('review.alibis.read.yes', { model })}`]
                : ['no', `✗ ${t('review.alibis.read.no', { model, pair: marked(r.top) })}`];
            return (
              <li key={m} className={`alr-read ${result}`} data-model={m}>
                {text}
              </li>
            );
          })}
        </ul>
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
              <th scope="col">{t('review.alibis.colWord')}</th>
              {MODELS.map((m) => (
                <th scope="col" key={m}>
                  {t(`review.alibis.model.${m}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((f) => (
              <tr
                key={f.suspect}
                className={f.intended ? 'intended' : undefined}
                data-suspect={f.suspect}
                data-intended={f.intended}
              >
                <td className="alr-fit-word">
                  {f.intended && (
                    <span className="alr-star" aria-label={t('review.alibis.intended')} role="img">
                      ★
                    </span>
                  )}
                  {f.word}
                </td>
                {MODELS.map((m) => (
                  <ModelCell key={m} fit={f[m]} model={m} />
                ))}
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
      <p className="muted small">{t('review.alibis.help')}</p>
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
