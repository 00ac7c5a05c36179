/**
 * Pieces the Alibis table and its replay share: what lies on one suspect board ("yours" with the
 * pair's letter, the alibi marked on it, the perpetrator's stamp) and the line of the viewer's pairs.
 */
import type { ReactNode } from 'react';
import type { SharedAlibi, View } from '@alibi/alibis';
import { useI18n, type Translate } from '../i18n/index.tsx';
import { withGapAfter } from '../i18n/format.ts';
import { pairLetter } from './Actions.tsx';
import { alibiOwner } from './logic.ts';
import { AlibiTile } from './Parts.tsx';

/** Null when the board holds nothing, so that the board draws no empty marks row. */
export function boardMarks({
  pair,
  pairsPerPlayer,
  alibi,
  perp,
  t,
}: {
  /** The viewer's own pair this suspect is in, if any. */
  pair: number | undefined;
  pairsPerPlayer: number;
  alibi: SharedAlibi | undefined;
  perp: boolean;
  t: Translate;
}): ReactNode {
  if (pair === undefined && !alibi && !perp) return null;
  return (
    <>
      {pair !== undefined && (
        <span className="chip chip-own">
          {t('alibis.board.yours')}
          {pairsPerPlayer > 1 ? ` ${pairLetter(pair)}` : ''}
        </span>
      )}
      {alibi && <AlibiTile word={alibi.word} seat={alibiOwner(alibi.index, pairsPerPlayer)} small />}
      {perp && (
        <span className="al-stamp" title={t('alibis.guess.perpetrator')}>
          P
        </span>
      )}
    </>
  );
}

/** The viewer's own suspect pairs, by their words (A and B where a seat has two). */
export function MyPairs({ view, className = '' }: { view: View; className?: string }) {
  const { t } = useI18n();
  if (!view.myPairs) return null;
  return (
    <p className={`al-pairs ${className}`}>
      {withGapAfter(t(view.pairsPerPlayer > 1 ? 'alibis.pairs.two' : 'alibis.pairs.one'))}
      {view.myPairs.map(([a, b], i) => (
        <span key={i} className="al-pair-words" lang="en">
          {view.pairsPerPlayer > 1 && <span className="al-pair">{pairLetter(i)}</span>}
          <strong>{view.words[a]}</strong> + <strong>{view.words[b]}</strong>
        </span>
      ))}
    </p>
  );
}

/** The viewer's own alibis while the round is written (before the share); `children` go below them. */
export function MyAlibis({
  view,
  seat,
  id,
  className = '',
  children,
}: {
  view: View;
  seat: number;
  id: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  if (!view.myAlibis || view.phase !== 'write') return null;
  return (
    <section className={`box al-mine ${className}`} aria-labelledby={id}>
      <h3 id={id}>{t('alibis.mine.title')}</h3>
      <div className="row wrap">
        {view.myAlibis.map((w, i) => (
          <AlibiTile key={i} word={w} seat={seat} name={view.pairsPerPlayer > 1 ? pairLetter(i) : undefined} />
        ))}
      </div>
      {children}
    </section>
  );
}

/** Everyone's alibis once shared, each on its owner's tile ("you" on the viewer's own). */
export function SharedAlibis({
  view,
  me,
  name,
  id,
}: {
  view: View;
  me: number | null;
  name: (seat: number) => string;
  id: string;
}) {
  const { t } = useI18n();
  const shared = view.alibis ?? [];
  if (shared.length === 0) return null;
  return (
    <section className="box" aria-labelledby={id}>
      <h3 id={id}>{t('alibis.shared.title')}</h3>
      <ol className="al-shared">
        {shared.map((a) => (
          <li key={a.index}>
            <AlibiTile word={a.word} seat={a.seat} name={a.seat === me ? `${name(a.seat)} (${t('table.you')})` : name(a.seat)} />
          </li>
        ))}
      </ol>
    </section>
  );
}
