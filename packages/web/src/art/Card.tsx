import { CHARACTERS, LOCATIONS, TIMES, cardCharacter, cardLocation, cardTime } from '@alibi/perfect-alibi/cards';
import { useI18n } from '../i18n/index.tsx';
import { LocationGlyph, TimeGlyph } from './icons.tsx';
import { Portrait } from './Portrait.tsx';
import { LOCATION_TINT, TIME_HEX } from './palette.ts';

const STARS: [number, number][] = [
  [8, 8],
  [20, 18],
  [58, 10],
  [64, 26],
  [12, 34],
  [48, 4],
  [66, 48],
  [5, 56],
];

/** A faint backdrop behind the portrait that hints at the place. */
function Scenery({ location }: { location: number }) {
  switch (location) {
    case 0:
      return (
        <g opacity={0.5}>
          {[0, 1, 2].map((row) =>
            [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
              <rect key={`${row}-${i}`} x={3 + i * 7.6} y={4 + row * 22} width={5.2 + (i % 3)} height={17 - ((i + row) % 3) * 2} fill={['#9b6b43', '#6f8f72', '#a8473f', '#4c6792'][(i + row) % 4]} />
            )),
          )}
        </g>
      );
    case 1:
      return (
        <g opacity={0.55}>
          <path d="M0 58c6-8 12-8 18 0 6-8 12-8 18 0 6-8 12-8 18 0 6-8 12-8 18 0v20H0z" fill="#7fae74" />
          {[10, 30, 50, 64].map((x) => (
            <circle key={x} cx={x} cy={20 + (x % 3) * 6} r={2.2} fill="#e58aa3" />
          ))}
        </g>
      );
    case 2:
      return (
        <g opacity={0.45} fill="none" stroke="#8b7f74" strokeWidth={1.2}>
          <path d="M6 78V34a30 30 0 0 1 60 0v44" />
          {[12, 24, 36, 48, 60, 72].map((y) => (
            <path key={y} d={`M0 ${y}h6M66 ${y}h6`} />
          ))}
        </g>
      );
    default:
      return (
        <g opacity={0.7} fill="#6a78a8">
          {STARS.map(([x, y], i) => (
            <circle key={i} cx={x} cy={y} r={i % 3 === 0 ? 1.4 : 0.9} />
          ))}
        </g>
      );
  }
}

export type CardSize = 'xs' | 'sm' | 'md' | 'lg';

/** An alibi card: time and location marks on top, the character's portrait, the names below. */
export function CardArt({ card, size = 'md', dim = false }: { card: number; size?: CardSize; dim?: boolean }) {
  const { t } = useI18n();
  const time = cardTime(card);
  const location = cardLocation(card);
  const character = cardCharacter(card);
  const timeName = t(`time.${TIMES[time] ?? 'dawn'}`);
  const locationName = t(`location.${LOCATIONS[location] ?? 'library'}`);
  const characterName = t(`character.${CHARACTERS[character] ?? 'vera'}`);
  const accent = TIME_HEX[time] ?? '#555';
  return (
    <svg
      className={`card card-${size}${dim ? ' card-dim' : ''}`}
      viewBox="0 0 100 140"
      role="img"
      aria-label={t('card.label', { time: timeName, location: locationName, character: characterName })}
    >
      <rect x={1.5} y={1.5} width={97} height={137} rx={9} fill="#fbf6ea" stroke={accent} strokeWidth={3} />
      <rect x={6} y={6} width={88} height={128} rx={6} fill="none" stroke={accent} strokeOpacity={0.25} strokeWidth={1} />
      <g transform="translate(9 9)">
        <circle cx={11} cy={11} r={11} fill={accent} />
        <svg x={2} y={2} width={18} height={18} viewBox="0 0 24 24" color="#fff">
          <TimeGlyph time={time} />
        </svg>
      </g>
      <g transform="translate(69 9)">
        <circle cx={11} cy={11} r={11} fill="#fff" stroke={accent} strokeWidth={1.5} />
        <svg x={2.5} y={2.5} width={17} height={17} viewBox="0 0 24 24" color="#3b3340">
          <LocationGlyph location={location} />
        </svg>
      </g>
      <svg x={14} y={33} width={72} height={76} viewBox="0 0 72 78">
        <rect width={72} height={78} rx={6} fill={LOCATION_TINT[location]} />
        <Scenery location={location} />
        <svg x={4} y={6} width={64} height={72} viewBox="0 0 60 70">
          <Portrait character={character} />
        </svg>
      </svg>
      <rect x={14} y={33} width={72} height={76} rx={6} fill="none" stroke={accent} strokeOpacity={0.5} />
      <text x={50} y={121} textAnchor="middle" className="card-title" fill={accent}>
        {timeName}
      </text>
      <text x={50} y={132} textAnchor="middle" className="card-sub" fill="#4a4250">
        {locationName}
      </text>
    </svg>
  );
}

/** The back of an alibi card (hidden cards, the missing alibi before the end). */
export function CardBack({ size = 'md', label }: { size?: CardSize; label: string }) {
  return (
    <svg className={`card card-${size}`} viewBox="0 0 100 140" role="img" aria-label={label}>
      <rect x={1.5} y={1.5} width={97} height={137} rx={9} fill="#2a3150" stroke="#c9a45c" strokeWidth={3} />
      <rect x={9} y={9} width={82} height={122} rx={5} fill="none" stroke="#c9a45c" strokeOpacity={0.6} />
      <g transform="translate(50 70)" fill="none" stroke="#c9a45c" strokeWidth={3}>
        <circle cx={-4} cy={-5} r={14} />
        <path d="M6 6l14 14" strokeLinecap="round" strokeWidth={5} />
      </g>
    </svg>
  );
}
