/** Four Suspects art: alibi cards (time, place, person) and interrogation cards, drawn for this project. */
import { cardPerson, cardPlace, cardTime, isDemandCard, questionCategory, questionNumber, type Category } from '@alibi/four-suspects/cards';
import { useI18n } from '../i18n/index.tsx';
import { ClockGlyph, CompassGlyph, TimeGlyph } from './icons.tsx';
import { LOCATION_TINT, TIME_HEX } from './palette.ts';
import { Portrait } from './Portrait.tsx';
import type { CardSize } from './Card.tsx';
import { fsPersonName, fsPlaceName, fsTimeName } from '../four/names.ts';

const stroke = { stroke: 'currentColor', strokeWidth: 1.7, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, fill: 'none' };

/** Places: pier, bathhouse, tearoom, bookshop. */
export function PlaceGlyph({ place }: { place: number }) {
  switch (place) {
    case 0:
      return (
        <g {...stroke}>
          <path d="M3 12h18M6 12v8M12 12v8M18 12v8" />
          <path d="M3 20c1.5-1 3-1 4.5 0s3 1 4.5 0 3-1 4.5 0 3 1 4.5 0" />
          <path d="M15 11V4l4 3-4 1" />
        </g>
      );
    case 1:
      return (
        <g {...stroke}>
          <path d="M4 13h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z" />
          <path d="M6 13V6a2 2 0 0 1 4 0" />
          <path d="M13 4c-1 1.5 1 2.5 0 4M16.5 4c-1 1.5 1 2.5 0 4" />
        </g>
      );
    case 2:
      return (
        <g {...stroke}>
          <path d="M5 10h11v4a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z" />
          <path d="M16 11.5h1.5a2.2 2.2 0 0 1 0 4.4H15.5M3.5 21h15" />
          <path d="M9 3c-1 1.5 1 2.5 0 4M12.5 3c-1 1.5 1 2.5 0 4" />
        </g>
      );
    default:
      return (
        <g {...stroke}>
          <path d="M12 6.5C9.5 4.8 6.5 4.5 3.5 5v13c3-.5 6-.2 8.5 1.5 2.5-1.7 5.5-2 8.5-1.5V5c-3-.5-6-.2-8.5 1.5z" />
          <path d="M12 6.5v13" />
        </g>
      );
  }
}

/** A person's head and shoulders, for question and note icons. */
export function PersonGlyph() {
  return (
    <g {...stroke}>
      <circle cx={12} cy={8.5} r={4} />
      <path d="M4.5 20.5c.8-4.4 3.8-6.7 7.5-6.7s6.7 2.3 7.5 6.7" />
    </g>
  );
}

/** The icon of one value of a category. */
export function FeatureGlyph({ category, value }: { category: Category; value: number }) {
  if (category === 'time') return <TimeGlyph time={value} />;
  if (category === 'place') return <PlaceGlyph place={value} />;
  return <PortraitGlyph person={value} />;
}

/** A person's portrait scaled into a 24x24 icon box. */
function PortraitGlyph({ person }: { person: number }) {
  return (
    <svg x={0} y={0} width={24} height={24} viewBox="4 8 52 58">
      <Portrait character={person} />
    </svg>
  );
}

export function CategoryGlyph({ category }: { category: Category }) {
  if (category === 'time') return <ClockGlyph />;
  if (category === 'place') return <CompassGlyph />;
  return <PersonGlyph />;
}

/** An alibi card: time and place marks on top, the person's portrait, then all three names. */
export function SuspectCard({ card, size = 'md', dim = false }: { card: number; size?: CardSize; dim?: boolean }) {
  const { t } = useI18n();
  const time = cardTime(card);
  const place = cardPlace(card);
  const person = cardPerson(card);
  const accent = TIME_HEX[time] ?? '#555';
  const names = { time: fsTimeName(time, t), place: fsPlaceName(place, t), person: fsPersonName(person, t) };
  return (
    <svg className={`card card-${size}${dim ? ' card-dim' : ''}`} viewBox="0 0 100 140" role="img" aria-label={t('fs.card.label', names)}>
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
          <PlaceGlyph place={place} />
        </svg>
      </g>
      <svg x={18} y={31} width={64} height={66} viewBox="0 0 72 78">
        <rect width={72} height={78} rx={6} fill={LOCATION_TINT[place]} />
        <svg x={4} y={6} width={64} height={72} viewBox="0 0 60 70">
          <Portrait character={person} />
        </svg>
      </svg>
      <rect x={18} y={31} width={64} height={66} rx={6} fill="none" stroke={accent} strokeOpacity={0.5} />
      <text x={50} y={110} textAnchor="middle" className="card-title" fill={accent}>
        {names.person}
      </text>
      <text x={50} y={121} textAnchor="middle" className="card-sub" fill="#4a4250">
        {names.time}
      </text>
      <text x={50} y={131} textAnchor="middle" className="card-sub" fill="#4a4250">
        {names.place}
      </text>
    </svg>
  );
}

const CATEGORY_HEX: Record<Category, string> = { time: '#b5562f', place: '#2f7d5b', person: '#5a4a9c' };

/** A face-up interrogation card: its category and number, or "show me". */
export function InterrogationCard({ card }: { card: number }) {
  const { t } = useI18n();
  const category = questionCategory(card);
  const label = interrogationLabel(card, t);
  const ink = category ? CATEGORY_HEX[category] : '#8a2f4a';
  return (
    <svg className="icard" viewBox="0 0 80 112" role="img" aria-label={label}>
      <rect x={1.5} y={1.5} width={77} height={109} rx={8} fill="#fffaf0" stroke={ink} strokeWidth={3} />
      <rect x={6} y={6} width={68} height={100} rx={5} fill={ink} fillOpacity={0.08} />
      {category && !isDemandCard(card) ? (
        <>
          <svg x={22} y={12} width={36} height={36} viewBox="0 0 24 24" color={ink}>
            <CategoryGlyph category={category} />
          </svg>
          <text x={40} y={82} textAnchor="middle" className="icard-num" fill={ink}>
            {questionNumber(card)}
          </text>
          <text x={40} y={100} textAnchor="middle" className="card-sub" fill="#4a4250">
            {t(`fs.category.${category}`)}
          </text>
        </>
      ) : (
        <>
          <g transform="translate(16 26)" stroke={ink} strokeWidth={3.5} fill="none" strokeLinecap="round">
            <path d="M2 24C10 10 38 10 46 24 38 38 10 38 2 24z" />
            <circle cx={24} cy={24} r={6.5} fill={ink} />
          </g>
          <text x={40} y={92} textAnchor="middle" className="card-title" fill={ink}>
            {t('fs.showMe')}
          </text>
        </>
      )}
    </svg>
  );
}

export function interrogationLabel(card: number, t: ReturnType<typeof useI18n>['t']): string {
  const category = questionCategory(card);
  return category ? t('fs.icard.label', { category: t(`fs.category.${category}`), n: questionNumber(card) }) : t('fs.icard.showMe');
}
