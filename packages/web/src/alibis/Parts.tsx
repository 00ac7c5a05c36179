/** Alibis table parts: suspect boards, alibi tiles, the heat pile, the rating scale and the players. */
import type { ReactNode } from 'react';
import type { Rating, View } from '@alibi/alibis';
import type { TableInfo } from '@alibi/protocol';
import { useI18n } from '../i18n/index.tsx';
import { Decor } from '../ui/Decor.tsx';
import { Why } from '../ui/Why.tsx';
import { alSeatHex, RATING_BANDS } from './logic.ts';
import './alibis-art.css';

/** Coat colours of the thirteen suspects. */
const COATS = [
  '#6d4c35',
  '#2d3f6e',
  '#2f7d5b',
  '#8c3b2a',
  '#5b6170',
  '#6b3f7a',
  '#9a6b1f',
  '#35606b',
  '#7a2f44',
  '#4a5a2a',
  '#3a2a22',
  '#2a4f8f',
  '#8a4f2f',
];
const SKINS = ['#f2c9a5', '#deaa7f', '#f6d8bb', '#a9714e', '#c68e62'];
const INK = '#2a2230';

/** A suspect's bust, drawn for this project: coat, skin and headwear vary with the number. */
export function SuspectBust({ suspect, size = 40 }: { suspect: number; size?: number }) {
  const coat = COATS[suspect % COATS.length];
  const skin = SKINS[suspect % SKINS.length];
  const hat = suspect % 4;
  return (
    <svg className="al-bust" viewBox="0 0 40 44" width={size} height={size * 1.1} aria-hidden="true" focusable="false">
      <rect x={0.5} y={0.5} width={39} height={43} rx={6} fill="#efe6d2" stroke="#d8cbb0" />
      <path d="M4 44c0-9 7-14 16-14s16 5 16 14z" fill={coat} />
      <path d="M16 31l4 6 4-6" fill="#f3eee4" />
      <rect x={17.5} y={25} width={5} height={6} fill={skin} />
      <ellipse cx={20} cy={20} rx={7.5} ry={8.5} fill={skin} />
      <circle cx={17.2} cy={20} r={0.9} fill={INK} />
      <circle cx={22.8} cy={20} r={0.9} fill={INK} />
      <path d="M18.2 24.3q1.8 1 3.6 0" stroke={INK} strokeWidth={0.8} fill="none" strokeLinecap="round" />
      {hat === 0 && (
        <g fill={INK}>
          <rect x={10} y={11.5} width={20} height={2.2} rx={1.1} />
          <rect x={14} y={3} width={12} height={10} rx={1} />
        </g>
      )}
      {hat === 1 && (
        <path d="M12.2 16c0-6 3.5-9.5 7.8-9.5s7.8 3.5 7.8 9.5c-1.5-2.5-4.5-3.8-7.8-3.8s-6.3 1.3-7.8 3.8z" fill="#3a2a22" />
      )}
      {hat === 2 && (
        <g fill="#7a2f44">
          <ellipse cx={20} cy={12.5} rx={10.5} ry={2.6} />
          <path d="M13.5 12.5c0-5 3-7.5 6.5-7.5s6.5 2.5 6.5 7.5z" />
        </g>
      )}
      {hat === 3 && <path d="M12 17c-.5-7 3.5-10.5 8-10.5s8.5 3.5 8 10.5l-2-4h-12z" fill="#c9c4bc" />}
    </svg>
  );
}

/** A suspect word card: a framed card with its number, a bust and this round's word large; `children` holds the marks on it. */
export function SuspectBoard({
  suspect,
  word,
  className = '',
  label,
  onClick,
  disabled = true,
  pressed,
  why,
  children,
}: {
  suspect: number;
  word: string;
  className?: string;
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  pressed?: boolean;
  /** Why it cannot be marked now (ui/Why.tsx). */
  why?: string | null;
  children?: ReactNode;
}) {
  return (
    <Why reason={why}>
      <button
        type="button"
        className={`al-suspect ${className}`}
        disabled={disabled}
        onClick={onClick}
        aria-pressed={pressed}
        data-suspect={suspect + 1}
      >
        <Decor label={label}>
          <span className="al-num">{suspect + 1}</span>
          <span className="al-portrait">
            <SuspectBust suspect={suspect} size={46} />
          </span>
          <strong className="al-word" lang="en">
            {word}
          </strong>
          {children && <span className="al-marks">{children}</span>}
        </Decor>
      </button>
    </Why>
  );
}

/** A shared alibi: the word on its owner's tile. */
export function AlibiTile({ word, seat, name, small = false }: { word: string; seat: number; name?: string; small?: boolean }) {
  return (
    <span className={`al-tile${small ? ' al-tile-sm' : ''}`} style={{ ['--seat' as string]: alSeatHex(seat) }}>
      <span className="al-tile-word" lang="en">
        {word}
      </span>
      {name !== undefined && <span className="al-tile-owner">{name}</span>}
    </span>
  );
}

function Flame({ lit }: { lit: boolean }) {
  return (
    <svg className={`al-flame${lit ? '' : ' gone'}`} viewBox="0 0 16 20" aria-hidden="true" focusable="false">
      <path d="M8 1c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-4.5 2.5-7 1 1.5 1.5 2.5 1.5 4C7.5 6.5 8.5 4 8 1z" />
      {lit && <path d="M8 11c.5 2 2.5 3 2.5 5a2.5 2.5 0 0 1-5 0c0-1.5 1-2.5 2.5-5z" fill="#ffe08a" />}
    </svg>
  );
}

/** The heat pile: one token per heat, the removed ones burnt out. */
export function HeatPile({ heat, start }: { heat: number; start: number }) {
  const { t } = useI18n();
  return (
    <div className="al-heat" role="img" aria-label={t('alibis.heat.label', { heat, start })}>
      <div className="al-heat-count">
        <strong>{heat}</strong>
        <span className="muted small">/ {start}</span>
      </div>
      <div className="al-flames" aria-hidden="true">
        {Array.from({ length: start }, (_, i) => (
          <Flame key={i} lit={i < heat} />
        ))}
      </div>
    </div>
  );
}

/** The rating bands, the one the heat falls in marked (the final one at the end). */
export function RatingScale({ current, final }: { current: Rating; final: boolean }) {
  const { t } = useI18n();
  return (
    <ol className="al-ratings" aria-label={t('alibis.ratings')}>
      {RATING_BANDS.map((b) => (
        <li
          key={b.rating}
          className={b.rating === current ? (final ? 'on final' : 'on') : ''}
          aria-current={b.rating === current ? 'true' : undefined}
        >
          <span className="al-band">{b.max === null ? `${b.min}+` : b.min === b.max ? `${b.min}` : `${b.min}–${b.max}`}</span>
          <span>{t(`alibis.rating.${b.rating}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** Everyone at the table and where they are in the simultaneous phase. */
export function Players({
  view,
  table,
  me,
  name,
}: {
  view: View;
  table: TableInfo;
  me: number | null;
  name: (seat: number) => string;
}) {
  const { t } = useI18n();
  return (
    <ol className="players al-players" aria-label={t('board.players')}>
      {Array.from({ length: view.players }, (_, s) => {
        const info = table.seats.find((x) => x.seat === s);
        const done = view.phase === 'write' ? view.written[s] : view.phase === 'guess' ? view.confirmed[s] : true;
        const status =
          view.phase === 'over'
            ? null
            : view.phase === 'write'
              ? done
                ? 'alibis.status.written'
                : 'alibis.status.writing'
              : done
                ? 'alibis.status.confirmed'
                : 'alibis.status.guessing';
        return (
          <li
            key={s}
            className={`player${!done ? ' acting' : ''}${s === me ? ' me' : ''}`}
            style={{ ['--seat' as string]: alSeatHex(s) }}
            data-waiting={!done}
          >
            <div className="player-top">
              <span className="dot" aria-hidden="true" />
              <strong className="player-name">{name(s)}</strong>
              {s === me && <span className="chip">{t('table.you')}</span>}
            </div>
            <div className="player-meta">
              {status && <span className={`chip${done ? ' chip-done' : ' chip-turn'}`}>{t(status)}</span>}
              {s === view.firstPlayer && view.phase !== 'over' && <span className="chip">{t('alibis.first')}</span>}
              {info?.bot && <span className="chip">{t('table.bot')}</span>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
