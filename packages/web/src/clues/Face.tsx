/** Alibi Clues suspects as simple busts built from their features, on a 60x70 grid like art/Portrait. */
import { useId } from 'react';
import { F, SUSPECTS } from '@alibi/alibi-clues/cards';

const SKIN = ['#f2c9a5', '#deaa7f', '#f6d8bb', '#a9714e', '#c98f65'] as const;
const HAIR = ['#3a2a22', '#8c3b2a', '#1f1d24', '#b08a4a', '#6b5a4e'] as const;
const CLOTH = ['#2f7d5b', '#2d3f6e', '#6d4c35', '#7a3450', '#5b6170'] as const;
const INK = '#2a2230';

export function SuspectFace({ suspect, size = 72 }: { suspect: number; size?: number }) {
  const uid = useId().replace(/:/g, '');
  const f = new Set(SUSPECTS[suspect]?.features ?? []);
  const has = (x: number) => f.has(x);
  const skin = SKIN[suspect % SKIN.length] ?? SKIN[0];
  const hair = HAIR[(suspect * 3) % HAIR.length] ?? HAIR[0];
  const cloth = CLOTH[(suspect * 2 + 1) % CLOTH.length] ?? CLOTH[0];
  const heavy = has(F.heavy);
  const rx = heavy ? 13 : 10;
  const sw = heavy ? 26 : 19;
  const shoulders = `M${30 - sw} 70c0-14 ${sw * 0.4} -22 ${sw} -22s${sw} 8 ${sw} 22z`;
  const fill = has(F.striped) ? `url(#s${uid})` : has(F.checked) ? `url(#c${uid})` : cloth;
  return (
    <svg viewBox="0 0 60 70" width={size} height={(size * 70) / 60} className="ac-face" aria-hidden="true">
      <defs>
        <pattern id={`s${uid}`} width={6} height={6} patternUnits="userSpaceOnUse">
          <rect width={6} height={6} fill={cloth} />
          <rect width={3} height={6} fill="#f3eee4" opacity={0.55} />
        </pattern>
        <pattern id={`c${uid}`} width={8} height={8} patternUnits="userSpaceOnUse">
          <rect width={8} height={8} fill={cloth} />
          <path d="M0 4h8M4 0v8" stroke="#f3eee4" strokeWidth={1.6} opacity={0.55} />
        </pattern>
      </defs>
      <rect width={60} height={70} rx={6} fill="#efe6d4" />
      {has(F.long) && (
        <path
          d={`M${30 - rx - 3} 30c0-13 6-19 ${rx + 3}-19s${rx + 3} 6 ${rx + 3} 19v24c-4 2-8 2-10 0V38h-${2 * rx - 14}v16c-2 2-6 2-10 0z`}
          fill={hair}
        />
      )}
      <path d={shoulders} fill={fill} />
      <rect x={26} y={38} width={8} height={10} fill={skin} />
      <ellipse cx={30} cy={30} rx={rx} ry={13} fill={skin} />
      <circle cx={25.8} cy={30} r={1.3} fill={INK} />
      <circle cx={34.2} cy={30} r={1.3} fill={INK} />
      {has(F.woman) ? (
        <path d="M27.5 37q2.5 1.8 5 0q-2.5-.6-5 0z" fill="#b23a3a" stroke="#b23a3a" strokeWidth={0.8} />
      ) : (
        <>
          <path d="M23.5 26.5h4.6M31.9 26.5h4.6" stroke={INK} strokeWidth={1.4} strokeLinecap="round" />
          <path d="M27.5 37.2q2.5 1.2 5 0" stroke={INK} strokeWidth={1.1} fill="none" strokeLinecap="round" />
        </>
      )}
      {(has(F.long) || has(F.short)) && (
        <path
          d={`M${30 - rx + 0.5} 28c1-8 5-12.5 ${rx - 0.5}-12.5s${rx - 1} 4.5 ${rx - 0.5} 12.5c-3.5-4.5-7.5-6.5-${rx - 0.5}-6.5s-7 2-${rx - 0.5} 6.5z`}
          fill={hair}
        />
      )}
      {has(F.bald) && (
        <>
          <ellipse cx={30 - rx + 0.5} cy={29} rx={2} ry={4} fill={hair} opacity={0.7} />
          <ellipse cx={30 + rx - 0.5} cy={29} rx={2} ry={4} fill={hair} opacity={0.7} />
        </>
      )}
      {has(F.spectacles) && (
        <g fill="none" stroke={INK} strokeWidth={1.1}>
          <circle cx={25.8} cy={30} r={3.3} />
          <circle cx={34.2} cy={30} r={3.3} />
          <path d="M29.1 29.6h1.8" />
        </g>
      )}
      {has(F.pipe) && <path d="M33 38.5h6v3.5c0 1.6-3 1.6-3 0v-2h-3z" fill="#5a3a22" stroke={INK} strokeWidth={0.6} />}
      {has(F.scarf) && <path d="M21 47c6 3.5 12 3.5 18 0l1 4c-6 3.5-14 3.5-20 0zM35 50l3 10-4 1-2-10z" fill="#c23b4b" />}
      {has(F.hat) && (
        <g fill={INK}>
          <rect x={30 - rx - 4} y={16.5} width={2 * rx + 8} height={3.2} rx={1.6} />
          <rect x={30 - rx + 2} y={5} width={2 * rx - 4} height={12.5} rx={2} />
          <rect x={30 - rx + 2} y={13} width={2 * rx - 4} height={2.4} fill="#a4455f" />
        </g>
      )}
      {has(F.cane) && <path d="M51 70V44c0-4 5-4 5 0" fill="none" stroke="#7a5230" strokeWidth={2.4} strokeLinecap="round" />}
      {has(F.gloves) && (
        // A raised gloved hand at the bust's side, cuff and all.
        <g stroke={INK} strokeWidth={0.6} strokeLinejoin="round">
          <path
            d="M6.5 70V62L4.5 59.5Q3.8 58.2 5.2 58L7 60V54.5Q7 53.3 8.1 53.3Q9.2 53.3 9.2 54.5V52.8Q9.2 51.6 10.3 51.6Q11.4 51.6 11.4 52.8V53.3Q11.4 52.1 12.5 52.1Q13.6 52.1 13.6 53.3V55.5Q13.6 54.3 14.7 54.3Q15.8 54.3 15.8 55.5V65L15 70z"
            fill="#6d3b4f"
          />
          <path d="M9.2 55v4.5M11.4 54.5v5M13.6 55.8v3.7" fill="none" strokeOpacity={0.6} />
          <path d="M6.5 66.5h8.8V70H6.5z" fill="#e8d9b8" />
        </g>
      )}
    </svg>
  );
}
