/**
 * Alibi Clues art, drawn for this project: a pictogram per feature, clue cards, the three function
 * cards (cover story, hush money, tip-off), suspect cards and the lobby emblem. Cards share the
 * 100x140 frame and the `card card-<size>` classes of the Perfect Alibi table (art/Card.tsx).
 */
import { FEATURES, SUSPECTS, featureOf, functionOf, type Category, type FunctionKind } from '@alibi/alibi-clues/cards';
import type { ReactNode } from 'react';
import type { CardSize } from '../art/Card.tsx';
import { useI18n, type MessageKey } from '../i18n/index.tsx';
import { SuspectFace } from './Face.tsx';
import { acCardLabel, acCardName, acFeatureName } from './logic.ts';

const INK = '#2a2230';
/** One accent per feature category, from the palette's warm-to-cool range. */
export const CATEGORY_HEX: Record<Category, string> = {
  gender: '#a4455f',
  build: '#c9951b',
  hair: '#8c5a2b',
  clothes: '#2f74b5',
  accessory: '#2f9360',
};
/** The same accents dark enough for white text on them (WCAG AA, 4.5:1): a lit feature chip. */
const CATEGORY_STRONG: Record<Category, string> = {
  gender: '#a4455f',
  build: '#8a6410',
  hair: '#8c5a2b',
  clothes: '#2a68a3',
  accessory: '#23714a',
};
const CATEGORY_TINT: Record<Category, string> = {
  gender: '#f3dfe3',
  build: '#f5ebcf',
  hair: '#efe2d2',
  clothes: '#dde8f5',
  accessory: '#dcefe2',
};
const FUNCTION_HEX: Record<FunctionKind, string> = { cover: '#2b3d6b', hush: '#9a6a12', tip: '#1f8a8a' };
const FUNCTION_TINT: Record<FunctionKind, string> = { cover: '#dfe5f3', hush: '#f6e8c8', tip: '#d6efed' };

export const categoryOf = (feature: number): Category => FEATURES[feature]?.category ?? 'accessory';
export const CATEGORY_KEYS: Record<Category, MessageKey> = {
  gender: 'ac.cat.gender',
  build: 'ac.cat.build',
  hair: 'ac.cat.hair',
  clothes: 'ac.cat.clothes',
  accessory: 'ac.cat.accessory',
};

const line = {
  stroke: 'currentColor',
  strokeWidth: 1.7,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  fill: 'none',
};

/** A 24x24 pictogram of one feature (render inside an <svg>; colours follow currentColor). */
export function FeatureGlyph({ feature }: { feature: number }) {
  switch (feature) {
    case 0: // man: bust with collar and tie
      return (
        <g {...line}>
          <circle cx={12} cy={7} r={3.6} />
          <path d="M4.5 21c.6-4.6 3.4-7.2 7.5-7.2s6.9 2.6 7.5 7.2" />
          <path d="M10.3 14l1.7 2 1.7-2M12 16l-1 4 1 1.2 1-1.2-1-4" fill="currentColor" strokeWidth={1.1} />
        </g>
      );
    case 1: // woman: bust with a flared dress and a bun
      return (
        <g {...line}>
          <circle cx={12} cy={7.4} r={3.4} />
          <circle cx={12} cy={3} r={1.5} fill="currentColor" stroke="none" />
          <path d="M9.2 13.6h5.6l4.4 7.4H4.8z" />
          <path d="M10 13.6l2 2.4 2-2.4" />
        </g>
      );
    case 2: // heavy build: a broad round figure
      return (
        <g {...line}>
          <circle cx={12} cy={5.2} r={2.8} />
          <ellipse cx={12} cy={14.5} rx={7.5} ry={6.3} />
          <path d="M8.5 20.6v1.6M15.5 20.6v1.6" />
        </g>
      );
    case 3: // lean build: a narrow tall figure
      return (
        <g {...line}>
          <circle cx={12} cy={4.6} r={2.4} />
          <path d="M10.2 8.6h3.6l-.4 8.6h-2.8z" />
          <path d="M11 17.2v4.8M13 17.2v4.8M10.2 9.5l-1.6 5.5M13.8 9.5l1.6 5.5" />
        </g>
      );
    case 4: // long hair
      return (
        <g {...line}>
          <path d="M6.5 20V10.5a5.5 5.5 0 0 1 11 0V20" fill="currentColor" fillOpacity={0.35} />
          <ellipse cx={12} cy={11.5} rx={3.6} ry={4.3} fill="#fff" />
          <path d="M8.4 9.6c1.7-2.3 5.5-2.3 7.2 0" />
        </g>
      );
    case 5: // short hair
      return (
        <g {...line}>
          <ellipse cx={12} cy={12.5} rx={5} ry={6} />
          <path d="M7 11.5C7 5.8 17 5.8 17 11.5c-1.6-2-3.4-2.6-5-2.6s-3.4.6-5 2.6z" fill="currentColor" fillOpacity={0.75} />
          <path d="M9 21.5h6" />
        </g>
      );
    case 6: // bald: a shining dome
      return (
        <g {...line}>
          <ellipse cx={12} cy={12.5} rx={5.6} ry={6.4} />
          <path d="M9.2 8.6a3.6 3.6 0 0 1 2.6-1.6" strokeWidth={1.3} />
          <path d="M6.4 12.4c-.9.1-.9 2.4 0 2.6M17.6 12.4c.9.1.9 2.4 0 2.6" />
          <path d="M18.5 4.5l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z" fill="currentColor" strokeWidth={0.6} />
        </g>
      );
    case 7: // striped clothes
    case 8: // checked clothes
    case 9: // plain clothes
      return (
        <g {...line}>
          <path d="M8 3.5 3.5 6.5l2 4 2-1V21h9V9.5l2 1 2-4L16 3.5c-.8 1.6-2.2 2.4-4 2.4S8.8 5.1 8 3.5z" />
          {feature === 7 && <path d="M10 6v15M14 6v15" strokeWidth={1.5} />}
          {feature === 8 && <path d="M7.5 12h9M7.5 16.5h9M10.5 6.5V21M13.5 6.5V21" strokeWidth={1.1} />}
          {feature === 9 && <path d="M12 8.5v.1M12 12v.1M12 15.5v.1" strokeWidth={2} />}
        </g>
      );
    case 10: // hat: a top hat
      return (
        <g {...line}>
          <path d="M7.5 16V5.5c0-.8.6-1.5 1.5-1.5h6c.9 0 1.5.7 1.5 1.5V16" fill="currentColor" fillOpacity={0.35} />
          <path d="M7.5 12.8h9" strokeWidth={2.4} />
          <path d="M3 17.5c2.8-1.3 5.8-1.8 9-1.8s6.2.5 9 1.8" />
        </g>
      );
    case 11: // cane: a walking stick with a crook
      return (
        <g {...line}>
          <path d="M14 22V7.5a3.5 3.5 0 0 0-7 0v1.5" strokeWidth={2} />
          <path d="M12.8 22h2.4" />
        </g>
      );
    case 12: // scarf
      return (
        <g {...line}>
          <path d="M5 7.5c4.6 2.4 9.4 2.4 14 0l.6 3.4c-4.9 2.6-10.3 2.6-15.2 0z" fill="currentColor" fillOpacity={0.3} />
          <path d="M14.5 10.6l2.4 9.2-3 .8-1.8-9.6" fill="currentColor" fillOpacity={0.3} />
          <path d="M13.4 21l.1 1.5M15.3 20.5l.5 1.4" strokeWidth={1.1} />
        </g>
      );
    case 13: // spectacles
      return (
        <g {...line}>
          <circle cx={7} cy={13} r={3.8} />
          <circle cx={17} cy={13} r={3.8} />
          <path d="M10.8 12.6c.8-.8 1.6-.8 2.4 0M3.2 12 1.5 9.5M20.8 12l1.7-2.5" />
        </g>
      );
    case 14: // pipe, with smoke
      return (
        <g {...line}>
          <path d="M3 13.5h7.5c1 0 1.5.5 1.8 1.2" />
          <path d="M12 11h7v4.5a3.5 3.5 0 0 1-7 0z" fill="currentColor" fillOpacity={0.35} />
          <path d="M15 8.5c-1-1.3 1-2 0-3.5M17.8 8.5c-1-1.3 1-2 0-3.5" strokeWidth={1.2} />
        </g>
      );
    default: // gloves
      return (
        <g {...line}>
          <path d="M7.5 21v-4.5L4.4 12.9c-.8-1 .6-2.4 1.6-1.5l1.5 1.4V5.5a1.25 1.25 0 0 1 2.5 0V10V4.2a1.25 1.25 0 0 1 2.5 0V10V5a1.25 1.25 0 0 1 2.5 0v5.5V7.2a1.25 1.25 0 0 1 2.5 0V16l-2 5z" />
          <path d="M7.8 18.6h8.4" strokeWidth={1.2} />
        </g>
      );
  }
}

/** The pictogram of a function card, on a 24x24 grid. */
export function FunctionGlyph({ kind }: { kind: FunctionKind }) {
  switch (kind) {
    case 'cover': // a stamped alibi document
      return (
        <g {...line}>
          <path d="M6 2.8h8.5L19 7.3V21H6z" />
          <path d="M14.5 2.8v4.5H19M8.5 10h6M8.5 13h4" strokeWidth={1.3} />
          <circle cx={14.5} cy={16.8} r={2.9} fill="currentColor" fillOpacity={0.3} />
          <path d="M13.2 16.8l1 1 1.8-2" strokeWidth={1.2} />
        </g>
      );
    case 'hush': // a money bag and a coin
      return (
        <g {...line}>
          <path
            d="M9 5.5h5l-1 2.3c3.8 1.6 6 5 6 8.6 0 3-2.4 4.6-7 4.6s-7-1.6-7-4.6c0-3.6 2.2-7 5.9-8.6z"
            fill="currentColor"
            fillOpacity={0.25}
          />
          <path d="M9 5.5 8 3h7l-1 2.5" />
          <path
            d="M13.6 11.8c-.4-.6-1-.9-1.7-.9-1 0-1.8.6-1.8 1.4 0 1.9 3.8 1 3.8 3 0 .8-.8 1.4-1.9 1.4-.8 0-1.5-.3-1.9-.9M11.9 9.9v1M11.9 16.7v1"
            strokeWidth={1.2}
          />
        </g>
      );
    default: // a witness: an eye and a speech bubble
      return (
        <g {...line}>
          <path d="M2 10c2.8-4 6-5.5 9-5.5S17.2 6 20 10c-2.8 4-6 5.5-9 5.5S4.8 14 2 10z" />
          <circle cx={11} cy={10} r={2.6} fill="currentColor" />
          <path
            d="M14.5 16.8h6.2a1.3 1.3 0 0 1 1.3 1.3v1.7a1.3 1.3 0 0 1-1.3 1.3h-3.2L15.6 23v-1.9h-1.1a1.3 1.3 0 0 1-1.3-1.3v-1.7a1.3 1.3 0 0 1 1.3-1.3z"
            strokeWidth={1.3}
          />
        </g>
      );
  }
}

/** A pictogram as an inline SVG of the given pixel size. */
export function FeatureIcon({ feature, size = 16, className }: { feature: number; size?: number; className?: string }) {
  return (
    <svg className={className ?? 'ac-icon'} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <FeatureGlyph feature={feature} />
    </svg>
  );
}

function Frame({
  accent,
  tint,
  children,
  size,
  label,
  dim,
}: {
  accent: string;
  tint: string;
  children: ReactNode;
  size: CardSize;
  label: string;
  dim?: boolean;
}) {
  return (
    <svg className={`card card-${size} ac-art${dim ? ' card-dim' : ''}`} viewBox="0 0 100 140" role="img" aria-label={label}>
      <rect x={1.5} y={1.5} width={97} height={137} rx={9} fill="#fbf6ea" stroke={accent} strokeWidth={3} />
      <rect x={6} y={6} width={88} height={128} rx={6} fill="none" stroke={accent} strokeOpacity={0.25} />
      <rect x={12} y={24} width={76} height={74} rx={7} fill={tint} />
      {children}
    </svg>
  );
}

/** A clue card: the category mark, the feature's pictogram large, its name below. */
function ClueFace({ card, size, dim }: { card: number; size: CardSize; dim?: boolean }) {
  const { t } = useI18n();
  const feature = featureOf(card);
  const category = categoryOf(feature);
  const accent = CATEGORY_HEX[category];
  const name = acFeatureName(feature, t);
  return (
    <Frame accent={accent} tint={CATEGORY_TINT[category]} size={size} label={acCardLabel(card, t)} dim={dim}>
      <g transform="translate(9 8)">
        <circle cx={7} cy={7} r={7} fill={accent} />
        <svg x={2} y={2} width={10} height={10} viewBox="0 0 24 24" color="#fff">
          <FeatureGlyph feature={feature} />
        </svg>
      </g>
      <text x={91} y={17.5} textAnchor="end" className="card-sub" fill={accent}>
        {t(CATEGORY_KEYS[category])}
      </text>
      {/* The clue under a magnifying glass: a marker stroke in the category colour under the ink. */}
      <path d="M69 78l12 12" stroke="#6b4a2e" strokeWidth={7} strokeLinecap="round" />
      <circle cx={50} cy={58} r={27} fill="#fff" stroke="#c9a45c" strokeWidth={3.5} />
      <path d="M33 47a20 20 0 0 1 12-9" fill="none" stroke={accent} strokeOpacity={0.3} strokeWidth={2.5} strokeLinecap="round" />
      <svg x={29} y={37} width={42} height={42} viewBox="0 0 24 24" color={accent} className="ac-marker">
        <FeatureGlyph feature={feature} />
      </svg>
      <svg x={29} y={37} width={42} height={42} viewBox="0 0 24 24" color={INK}>
        <FeatureGlyph feature={feature} />
      </svg>
      <text x={50} y={119} textAnchor="middle" className={`ac-title${name.length > 11 ? ' ac-long' : ''}`} fill={accent}>
        {name}
      </text>
      <path d="M30 127h40" stroke={accent} strokeOpacity={0.35} strokeWidth={1} />
    </Frame>
  );
}

/** A short help text in one line, or two split at the space nearest the middle. */
function twoLines(text: string): string[] {
  if (text.length <= 20) return [text];
  const mid = text.length / 2;
  let cut = -1;
  for (let i = 0; i < text.length; i++) if (text[i] === ' ' && (cut < 0 || Math.abs(i - mid) < Math.abs(cut - mid))) cut = i;
  return cut < 0 ? [text] : [text.slice(0, cut), text.slice(cut + 1)];
}

/** A function card: its own illustration on its own colour. */
function FunctionFace({ card, kind, size, dim }: { card: number; kind: FunctionKind; size: CardSize; dim?: boolean }) {
  const { t } = useI18n();
  const accent = FUNCTION_HEX[kind];
  return (
    <Frame accent={accent} tint={FUNCTION_TINT[kind]} size={size} label={acCardLabel(card, t)} dim={dim}>
      <rect x={1.5} y={1.5} width={97} height={18} rx={9} fill={accent} />
      <rect x={1.5} y={10} width={97} height={10} fill={accent} />
      <text x={50} y={15} textAnchor="middle" className="card-sub" fill="#fff">
        {t('ac.art.function')}
      </text>
      {kind === 'cover' && (
        <g fill="none" stroke={accent} strokeOpacity={0.25} strokeWidth={1}>
          {[34, 44, 54, 64, 74, 84].map((y) => (
            <path key={y} d={`M16 ${y}h68`} />
          ))}
        </g>
      )}
      {kind === 'hush' && (
        <g fill={accent} fillOpacity={0.18}>
          <rect x={18} y={72} width={30} height={15} rx={2} transform="rotate(-12 33 79)" />
          <rect x={52} y={74} width={30} height={15} rx={2} transform="rotate(9 67 81)" />
        </g>
      )}
      {kind === 'tip' && (
        <g fill="none" stroke={accent} strokeOpacity={0.3} strokeWidth={1.5}>
          <path d="M22 40c-6 8-6 20 0 28M78 40c6 8 6 20 0 28M28 45c-3 5-3 13 0 18M72 45c3 5 3 13 0 18" />
        </g>
      )}
      <svg x={26} y={32} width={48} height={48} viewBox="0 0 24 24" color={accent}>
        <FunctionGlyph kind={kind} />
      </svg>
      <text x={50} y={113} textAnchor="middle" className="ac-title" fill={accent}>
        {t(`ac.fn.${kind}`)}
      </text>
      {twoLines(t(`ac.fn.${kind}.help`)).map((text, i, all) => (
        <text
          key={i}
          x={50}
          y={all.length === 1 ? 127 : 124 + i * 8}
          textAnchor="middle"
          className="card-sub ac-help"
          fill="#4a4250"
        >
          {text}
        </text>
      ))}
    </Frame>
  );
}

/** Any deck card, drawn; `small` draws the inline chip used in the log. */
export function ClueCardArt({
  card,
  size = 'md',
  small = false,
  dim,
}: {
  card: number;
  size?: CardSize;
  small?: boolean;
  dim?: boolean;
}) {
  const { t } = useI18n();
  const kind = functionOf(card);
  if (small) {
    return (
      <span className={`ac-chip ac-chip-${kind ?? categoryOf(featureOf(card))}`} title={acCardLabel(card, t)}>
        <svg className="ac-icon" width={14} height={14} viewBox="0 0 24 24" aria-hidden="true">
          {kind ? <FunctionGlyph kind={kind} /> : <FeatureGlyph feature={featureOf(card)} />}
        </svg>
        {acCardName(card, t)}
      </span>
    );
  }
  return kind ? <FunctionFace card={card} kind={kind} size={size} dim={dim} /> : <ClueFace card={card} size={size} dim={dim} />;
}

/** A suspect's features as pictogram chips; shown ones (on some table) are lit. */
export function FeatureChips({ suspect, shown }: { suspect: number; shown: ReadonlySet<number> }) {
  const { t } = useI18n();
  return (
    <ul className="ac-features">
      {(SUSPECTS[suspect]?.features ?? []).map((f) => (
        <li
          key={f}
          className={shown.has(f) ? 'shown' : ''}
          style={{ ['--cat' as string]: CATEGORY_HEX[categoryOf(f)], ['--cat-strong' as string]: CATEGORY_STRONG[categoryOf(f)] }}
          title={acFeatureName(f, t)}
        >
          <FeatureIcon feature={f} size={14} />
          <span>{acFeatureName(f, t)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The lobby emblem: a suspect's portrait on a card with three clue marks around it. */
export function CluesEmblem() {
  // Suspect 1's own features: a top hat, a pipe and striped clothes.
  const features = [10, 14, 7];
  return (
    <svg viewBox="0 0 100 140" className="card card-sm" aria-hidden="true">
      <rect x={1.5} y={1.5} width={97} height={137} rx={9} fill="#fbf6ea" stroke={CATEGORY_HEX.accessory} strokeWidth={3} />
      <rect x={12} y={14} width={76} height={88} rx={7} fill={CATEGORY_TINT.accessory} />
      <svg x={18} y={20} width={64} height={76} viewBox="0 0 60 70">
        <SuspectFace suspect={1} size={60} />
      </svg>
      {features.map((f, i) => (
        <g key={f} transform={`translate(${14 + i * 26} 108)`}>
          <circle cx={10} cy={10} r={10} fill={CATEGORY_HEX[categoryOf(f)]} />
          <svg x={3} y={3} width={14} height={14} viewBox="0 0 24 24" color="#fff">
            <FeatureGlyph feature={f} />
          </svg>
        </g>
      ))}
    </svg>
  );
}
