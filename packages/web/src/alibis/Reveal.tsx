/** The reveal of a round (who had which suspects, who guessed what) and the end of the game. */
import type { ReactNode } from 'react';
import type { RoundRecord, View } from '@alibi/alibis';
import { useI18n } from '../i18n/index.tsx';
import { withGapAfter } from '../i18n/format.ts';
import { AlibiTile, HeatPile, RatingScale, SuspectBust } from './Parts.tsx';
import { alSeatHex, markedFor, pairOf } from './logic.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** One finished round: each alibi with its pair and every guess at it, then the perpetrator. */
export function RoundReveal({
  record,
  players,
  me,
  name,
  open,
}: {
  record: RoundRecord;
  players: number;
  me: number | null;
  name: (seat: number) => string;
  open: boolean;
}) {
  const { t } = useI18n();
  const r = record;
  const word = (s: number) => `${s + 1} ${r.words[s] ?? '?'}`;
  const guessed = r.guessedBy.filter((by) => by.length > 0).length;
  return (
    <details className="panel al-reveal" open={open} data-round={r.round}>
      <summary>
        <h2>{t('alibis.reveal.title', { n: r.round })}</h2>
        <span className="chip chip-heat">{t('alibis.reveal.removed', { n: r.heatRemoved })}</span>
      </summary>
      <ul className="al-reveal-list">
        {r.alibis.map((a) => {
          const pair = pairOf(r, a);
          const by = r.guessedBy[a.index] ?? [];
          return (
            <li key={a.index} style={{ ['--seat' as string]: alSeatHex(a.seat) }} className={by.length > 0 ? 'hit' : 'miss'}>
              <div className="al-reveal-head">
                <AlibiTile word={a.word} seat={a.seat} name={name(a.seat)} small />
                <span className="al-eq" lang="en">
                  = {pair ? `${word(pair[0])} + ${word(pair[1])}` : '?'}
                </span>
                <span className={`chip ${by.length > 0 ? 'chip-good' : 'chip-dim'}`}>
                  {by.length > 0 ? t('alibis.reveal.plusOne') : t('alibis.reveal.nobody')}
                </span>
              </div>
              <ul className="al-guessers" aria-label={t('alibis.reveal.guesses')}>
                {range(players)
                  .filter((q) => q !== a.seat)
                  .map((q) => {
                    const marked = markedFor(r.guesses[q], a.index);
                    const right = by.includes(q);
                    return (
                      <li
                        key={q}
                        className={right ? 'right' : marked.length ? 'wrong' : 'none'}
                        style={{ ['--seat' as string]: alSeatHex(q) }}
                      >
                        <span className="dot" aria-hidden="true" />
                        {name(q)}
                        {q === me ? ` (${t('table.you')})` : ''}: {marked.length ? marked.map((s) => s + 1).join(' + ') : '–'}{' '}
                        {right ? '✓' : marked.length ? '✗' : ''}
                      </li>
                    );
                  })}
              </ul>
            </li>
          );
        })}
        <li className={`al-reveal-perp ${r.perpetratorFoundBy.length > 0 ? 'hit' : 'miss'}`}>
          <div className="al-reveal-head">
            <SuspectBust suspect={r.perpetrator} size={30} />
            <span>
              {withGapAfter(t('alibis.reveal.perpetrator'))}
              <strong lang="en">{word(r.perpetrator)}</strong>
            </span>
            <span className={`chip ${r.perpetratorFoundBy.length > 0 ? 'chip-good' : 'chip-dim'}`}>
              {r.perpetratorFoundBy.length > 0
                ? t('alibis.reveal.plusThree', { n: 3 * r.perpetratorFoundBy.length })
                : t('alibis.reveal.nobodyPerp')}
            </span>
          </div>
          <ul className="al-guessers" aria-label={t('alibis.reveal.guesses')}>
            {range(players).map((q) => {
              const pick = r.guesses[q]?.perpetrator ?? null;
              const right = r.perpetratorFoundBy.includes(q);
              return (
                <li key={q} className={right ? 'right' : 'wrong'} style={{ ['--seat' as string]: alSeatHex(q) }}>
                  <span className="dot" aria-hidden="true" />
                  {name(q)}
                  {q === me ? ` (${t('table.you')})` : ''}: {pick === null ? '–' : pick + 1} {right ? '✓' : '✗'}
                </li>
              );
            })}
          </ul>
        </li>
      </ul>
      <p className="al-reveal-sum">
        {t('alibis.reveal.sum', {
          alibis: guessed,
          found: r.perpetratorFoundBy.length,
          removed: r.heatRemoved,
          left: r.heatLeft,
        })}
      </p>
    </details>
  );
}

/** The end: heat left, the rating, the heat of each round and every reveal. */
export function GameOver({
  view,
  me,
  name,
  replay,
}: {
  view: View;
  me: number | null;
  name: (seat: number) => string;
  /** The replay button, under the rating. */
  replay?: ReactNode;
}) {
  const { t } = useI18n();
  const rating = view.rating ?? 'rookies';
  return (
    <section className="panel game-over al-over" aria-labelledby="al-over-h">
      <h2 id="al-over-h">{t('over.title')}</h2>
      <p className="over-winner">{t(`alibis.rating.${rating}`)}</p>
      {replay}
      <p>{t('alibis.over.heat', { heat: view.heat, start: view.heatStart, removed: view.heatStart - view.heat })}</p>
      <div className="al-over-grid">
        <HeatPile heat={view.heat} start={view.heatStart} />
        <RatingScale current={rating} final />
      </div>
      <h3>{t('alibis.over.rounds')}</h3>
      <ol className="al-round-sum">
        {view.history.map((r) => (
          <li key={r.round}>{t('alibis.over.round', { n: r.round, removed: r.heatRemoved, left: r.heatLeft })}</li>
        ))}
      </ol>
      {view.history.map((r, i) => (
        <RoundReveal key={r.round} record={r} players={view.players} me={me} name={name} open={i === view.history.length - 1} />
      ))}
    </section>
  );
}
