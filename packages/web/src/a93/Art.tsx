/** The Alibi (1993) cards: a colour and line glyph per type, the set on top and the card's own value below. */
import { cardSet, cardSub, cardType, type CardType } from '@alibi/alibi-1993';
import { Icon, TimeGlyph } from '../art/icons.tsx';
import { useI18n } from '../i18n/index.tsx';
import { a93CardName, a93SetName, a93SubName, a93TypesName } from './logic.ts';

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

/** One card: type colour and glyph, the set's name, and its time, location, weapon type or motive. */
export function A93Card({ card, small = false }: { card: number; small?: boolean }) {
  const { t } = useI18n();
  const type = cardType(card);
  return (
    <span className={`a93-card a93-${type}${small ? ' a93-card-sm' : ''}`} title={a93CardName(card, t)}>
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
