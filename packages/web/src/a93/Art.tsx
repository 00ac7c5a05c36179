/** The Alibi (1993) cards: illustrated SVG cards (type colour, emblem, value badge, picture, names), backs and fans. */
import { useId } from 'react';
import { cardSet, cardSub, cardType, type CardType } from '@alibi/alibi-1993/cards';
import { Icon, TimeGlyph } from '../art/icons.tsx';
import { useI18n } from '../i18n/index.tsx';
import { a93CardName, a93SetName, a93SubName, a93TypesName } from './logic.ts';
import { CardPicture } from './Pictos.tsx';
import './a93.css';

/** Line glyphs on the 24x24 grid: a figure, a doorway, a blade, a heart. */
export function TypeGlyph({ type }: { type: CardType }) {
  const line = {
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    fill: 'none',
  };
  switch (type) {
    case 'suspect':
      return (
        <g fill="currentColor">
          <circle cx={12} cy={7.5} r={4.2} />
          <path d="M3.5 21.5a8.5 8.5 0 0 1 17 0z" />
        </g>
      );
    case 'place':
      return (
        <g {...line}>
          <path d="M3.5 11 12 3.5l8.5 7.5" />
          <path d="M5.5 9.5V20.5h13V9.5" />
          <path d="M10 20.5v-6h4v6" fill="currentColor" />
        </g>
      );
    case 'weapon':
      return (
        <g {...line}>
          <path d="M12 2.5 14.2 14H9.8z" fill="currentColor" />
          <path d="M7 14h10M12 14v5.5" />
          <circle cx={12} cy={20.8} r={1.2} fill="currentColor" />
        </g>
      );
    case 'emotion':
      return (
        <path
          d="M12 20.5s-7.8-4.8-7.8-10.6A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.8 2.6c0 5.8-7.8 10.6-7.8 10.6z"
          fill="currentColor"
        />
      );
  }
}

/** Morning, noon and night drawn with the shared sun-and-moon glyphs. */
const TIME_GLYPH = [0, 1, 3] as const;
export function A93TimeGlyph({ time }: { time: number }) {
  return <TimeGlyph time={TIME_GLYPH[time] ?? 0} />;
}

export function TypeIcon({ type, label }: { type: CardType; label?: string }) {
  return (
    <Icon label={label} className={`icon a93-ti a93-ti-${type}`}>
      <TypeGlyph type={type} />
    </Icon>
  );
}

/** The type colours, as on the table's CSS (`--a93-*`). */
export const A93_TYPE_HEX: Record<CardType, string> = {
  suspect: '#2f5f9e',
  place: '#2f7d55',
  weapon: '#8a5a2b',
  emotion: '#a83a48',
};
const ROMAN = ['I', 'II', 'III'] as const;

/** A text line squeezed to `max` units when it would run wider (rough glyph widths, CJK full-width). */
function fitted(text: string, size: number, max: number): { textLength?: number; lengthAdjust?: 'spacingAndGlyphs' } {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\uffff]/.test(ch) ? size : size * 0.56;
  return w > max ? { textLength: max, lengthAdjust: 'spacingAndGlyphs' } : {};
}

export type A93CardSize = 'sm' | 'md' | 'chip';

/**
 * One card. `md` and `sm` are illustrated SVG cards: the type's colour band and emblem, the card's
 * value as a badge (its hour for a suspect, I-III for the rest), a picture, the set and the value
 * in words. `chip` (or `small`) is the inline form for log lines and score rows.
 */
export function A93Card({
  card,
  small = false,
  size,
  className = '',
}: {
  card: number;
  small?: boolean;
  size?: A93CardSize;
  className?: string;
}) {
  const { t } = useI18n();
  const type = cardType(card);
  const shape = size ?? (small ? 'chip' : 'md');
  const name = a93CardName(card, t);
  const clip = `a93c${useId().replace(/[^\w-]/g, '')}`;
  if (shape === 'chip')
    return (
      <span className={`a93-card a93-${type} a93-card-chip a93-card-sm ${className}`} title={name}>
        <span className="a93-card-top">
          <Icon className="icon a93-card-glyph">
            <TypeGlyph type={type} />
          </Icon>
          <span className="a93-card-set">{a93SetName(cardSet(card), t)}</span>
        </span>
        <span className="a93-card-sub">
          {type === 'suspect' && (
            <Icon className="icon a93-card-time">
              <A93TimeGlyph time={cardSub(card)} />
            </Icon>
          )}
          {a93SubName(card, t)}
        </span>
      </span>
    );
  const hex = A93_TYPE_HEX[type];
  const sub = cardSub(card);
  const setName = a93SetName(cardSet(card), t);
  const subName = a93SubName(card, t);
  return (
    <svg
      className={`a93-card a93-svg a93-svg-${shape} a93-${type} ${className}`}
      viewBox="0 0 100 140"
      role="img"
      aria-label={name}
      data-card={card}
    >
      <title>{name}</title>
      <rect x={1.5} y={1.5} width={97} height={137} rx={9} fill="#fffaf0" stroke={hex} strokeWidth={3} />
      <rect x={6} y={6} width={88} height={20} rx={5} fill={hex} />
      <svg x={9} y={8} width={16} height={16} viewBox="0 0 24 24" color="#fff">
        <TypeGlyph type={type} />
      </svg>
      <g fill="#fff" opacity={0.9}>
        {[0, 1, 2].map((i) => (
          <circle key={i} cx={33 + i * 7} cy={16} r={2.2} fillOpacity={i === sub ? 1 : 0.35} />
        ))}
      </g>
      <circle cx={80} cy={16} r={12} fill="#fff" stroke={hex} strokeWidth={2} />
      {type === 'suspect' ? (
        <svg x={70} y={6} width={20} height={20} viewBox="0 0 24 24" color={hex}>
          <A93TimeGlyph time={sub} />
        </svg>
      ) : (
        <text x={80} y={20.5} textAnchor="middle" className="a93-svg-rank" fill={hex}>
          {ROMAN[sub]}
        </text>
      )}
      <svg x={10} y={30} width={80} height={70} viewBox="0 0 64 56">
        <clipPath id={clip}>
          <rect width={64} height={56} rx={5} />
        </clipPath>
        <g clipPath={`url(#${clip})`}>
          <CardPicture card={card} />
        </g>
      </svg>
      <rect x={10} y={30} width={80} height={70} rx={6} fill="none" stroke={hex} strokeOpacity={0.55} />
      <text x={50} y={116} textAnchor="middle" className="a93-svg-title" fill="#2a2230" {...fitted(setName, 13, 86)}>
        {setName}
      </text>
      <text x={50} y={131} textAnchor="middle" className="a93-svg-sub" fill={hex} {...fitted(subName, 11, 86)}>
        {subName}
      </text>
    </svg>
  );
}

/** The back of a card: a hidden card, another player's hand, a card on its way. */
export function A93Back({ size = 'sm', label, className = '' }: { size?: 'xs' | 'sm' | 'md'; label?: string; className?: string }) {
  return (
    <svg
      className={`a93-back a93-svg-${size} ${className}`}
      viewBox="0 0 100 140"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <rect x={1.5} y={1.5} width={97} height={137} rx={9} fill="#3b2a3f" stroke="#c9a45c" strokeWidth={3} />
      <rect x={8} y={8} width={84} height={124} rx={5} fill="none" stroke="#c9a45c" strokeOpacity={0.55} />
      <g stroke="#c9a45c" strokeOpacity={0.22} strokeWidth={1.2}>
        {[-40, -20, 0, 20, 40, 60, 80, 100].map((x) => (
          <path key={x} d={`M${x} 132l60-124M${x + 60} 132L${x} 8`} />
        ))}
      </g>
      <circle cx={50} cy={70} r={22} fill="#3b2a3f" stroke="#c9a45c" strokeWidth={2.5} />
      <circle cx={50} cy={64} r={6} fill="#c9a45c" />
      <path d="M46 68h8l3 16H43z" fill="#c9a45c" />
    </svg>
  );
}

/** Cards laid as a fan (a meld, the hidden cards at the end). */
export function A93Fan({ cards, size = 'sm', label }: { cards: readonly number[]; size?: 'sm' | 'md'; label?: string }) {
  const mid = (cards.length - 1) / 2;
  return (
    <div className={`a93-fan a93-fan-${size}`} role="group" aria-label={label}>
      {cards.map((c, i) => (
        <span key={c} className="a93-fan-slot" style={{ ['--fan' as string]: i - mid }}>
          <A93Card card={c} size={size} />
        </span>
      ))}
    </div>
  );
}

/** A small stack of backs standing for a hand of `n` cards (the count is said in words beside it). */
export function A93BackStack({ n }: { n: number }) {
  const shown = Math.min(n, 4);
  return (
    <span className="a93-stack" aria-hidden="true">
      {Array.from({ length: shown }, (_, i) => (
        <A93Back key={i} size="xs" className="a93-stack-card" />
      ))}
    </span>
  );
}

/** A small coloured tag naming a type (its plural, as a heading). */
export function TypeTag({ type }: { type: CardType }) {
  const { t } = useI18n();
  return (
    <span className={`a93-tag a93-${type}`}>
      <TypeIcon type={type} /> {a93TypesName(type, t)}
    </span>
  );
}
