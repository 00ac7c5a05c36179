/**
 * The Alibi (1993) card pictures, drawn for this project on a 64x56 panel: a bust per suspect under
 * the sky of its hour, and per place, weapon and motive an emblem on a backdrop that changes with the
 * card's own value, so no two of the 78 cards look alike.
 */
import { cardSet, cardSub, cardType, type CardType } from '@alibi/alibi-1993/cards';
import { SUB_GLYPHS } from './SubGlyphs.tsx';

const INK = '#2a2230';
/** Per suspect set: skin, hair, coat, and the accessory drawn on the bust. */
const SUSPECTS = [
  { skin: '#f2c9a5', hair: '#3a2a22', coat: '#2d3f6e', extra: 'quill' },
  { skin: '#deaa7f', hair: '#1f1a18', coat: '#6d4c35', extra: 'rose' },
  { skin: '#f6d8bb', hair: '#d8b25a', coat: '#35606b', extra: 'compass' },
  { skin: '#c68e62', hair: '#2a2230', coat: '#3a3340', extra: 'tophat' },
  { skin: '#f2c9a5', hair: '#8c3b2a', coat: '#6b3f7a', extra: 'bow' },
  { skin: '#a9714e', hair: '#2a2230', coat: '#9a6b1f', extra: 'chef' },
  { skin: '#f6d8bb', hair: '#b86b3a', coat: '#2f7d5b', extra: 'daisy' },
  { skin: '#deaa7f', hair: '#c9c4bc', coat: '#7a2f44', extra: 'monocle' },
] as const;
/** Sky behind a suspect: morning, noon, night. */
const SKY = ['#f7d2b4', '#f6e7a4', '#2b3d6b'] as const;
/** Backdrops of a type's three values: light, mid, deep tints. */
const TINTS: Record<Exclude<CardType, 'suspect'>, readonly [string, string, string]> = {
  place: ['#e3efe2', '#cfe3d2', '#b7d3bf'],
  weapon: ['#f1e6d6', '#e6d3b9', '#d6bd9a'],
  emotion: ['#f6e1e3', '#eccace', '#dfb1b8'],
};

function Sky({ time }: { time: number }) {
  if (time === 2)
    return (
      <g>
        <rect width={64} height={56} fill={SKY[2]} />
        <path d="M52 6a6.5 6.5 0 1 0 5 10.5A5.2 5.2 0 0 1 52 6z" fill="#f3e6b5" />
        {[
          [8, 8],
          [16, 16],
          [40, 5],
          [6, 26],
          [58, 26],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={0.9} fill="#f3e6b5" />
        ))}
      </g>
    );
  return (
    <g>
      <rect width={64} height={56} fill={SKY[time] ?? SKY[0]} />
      <circle cx={time === 0 ? 8 : 54} cy={time === 0 ? 22 : 10} r={time === 0 ? 6 : 5} fill={time === 0 ? '#e98a55' : '#f0b62a'} />
    </g>
  );
}

function Bust({ set }: { set: number }) {
  const s = SUSPECTS[set] ?? SUSPECTS[0];
  return (
    <g>
      <path d="M12 56c0-11 8.5-17 20-17s20 6 20 17z" fill={s.coat} />
      <path d="M27 39.5l5 7 5-7" fill="#f3eee4" />
      <rect x={29} y={31} width={6} height={9} fill={s.skin} />
      <path d="M21 25c0-9 5-14 11-14s11 5 11 14v5c-2-1-3-5-3-8-4 0-10-1-14-4-1 4-2 8-5 12z" fill={s.hair} />
      <ellipse cx={32} cy={26} rx={9} ry={10.5} fill={s.skin} />
      <path d="M23 23c1-7 5-10 9-10s8 3 9 10c-3-3-6-4.5-9-4.5-3 0-6 1.5-9 4.5z" fill={s.hair} />
      <circle cx={28.6} cy={26.5} r={1.1} fill={INK} />
      <circle cx={35.4} cy={26.5} r={1.1} fill={INK} />
      <path d="M29.6 31.4q2.4 1.3 4.8 0" stroke={INK} strokeWidth={1} fill="none" strokeLinecap="round" />
      <Extra kind={s.extra} />
    </g>
  );
}

function Extra({ kind }: { kind: (typeof SUSPECTS)[number]['extra'] }) {
  switch (kind) {
    case 'quill':
      return (
        <g>
          <path d="M44 54c2-8 6-15 12-20-1 7-5 14-12 20z" fill="#f3eee4" stroke="#9b8f80" strokeWidth={0.8} />
          <path d="M44 54l9-16" stroke="#9b8f80" strokeWidth={0.8} />
        </g>
      );
    case 'rose':
      return (
        <g>
          <circle cx={21} cy={47} r={3.2} fill="#c8403f" />
          <path d="M19.6 46.5q1.4-1.6 2.8 0" stroke="#7a1f24" strokeWidth={0.8} fill="none" />
          <path d="M22 50l3 3" stroke="#2f7d5b" strokeWidth={1.2} />
        </g>
      );
    case 'compass':
      return (
        <g>
          <circle cx={43} cy={48} r={4.5} fill="#e7c66a" stroke="#8a6a1f" strokeWidth={0.8} />
          <path d="M43 44.5l1.3 3.5-1.3 3.5-1.3-3.5z" fill="#c8403f" />
        </g>
      );
    case 'tophat':
      return (
        <g fill={INK}>
          <rect x={20} y={14} width={24} height={2.6} rx={1.2} />
          <rect x={24} y={2} width={16} height={13} rx={1} />
          <rect x={24} y={11} width={16} height={2} fill="#8c3b2a" />
        </g>
      );
    case 'bow':
      return <path d="M27 42l5 2.5-5 2.5zM37 42l-5 2.5 5 2.5z" fill="#c8403f" />;
    case 'chef':
      return (
        <g fill="#fbf7ee" stroke="#c9c0b0" strokeWidth={0.8}>
          <rect x={24} y={11} width={16} height={5} />
          <path d="M24 12c-5 0-5-8 0-7 1-5 7-5 8-1 1-4 7-4 8 1 5-1 5 7 0 7z" />
        </g>
      );
    case 'daisy':
      return (
        <g>
          {[0, 60, 120, 180, 240, 300].map((a) => (
            <ellipse key={a} cx={41} cy={17} rx={1.4} ry={3} fill="#fff" transform={`rotate(${a} 41 20)`} />
          ))}
          <circle cx={41} cy={20} r={1.6} fill="#e8b21e" />
        </g>
      );
    case 'monocle':
      return (
        <g fill="none" stroke="#c9951b" strokeWidth={1}>
          <circle cx={35.4} cy={26.5} r={3.2} />
          <path d="M38.5 27.5c1 6 0 10-2 14" />
        </g>
      );
  }
}

/** A backdrop for the card's own value: horizon, rays or dots, in one of the type's tints. */
function Backdrop({ type, sub }: { type: Exclude<CardType, 'suspect'>; sub: number }) {
  const tint = TINTS[type][sub] ?? TINTS[type][0];
  return (
    <g>
      <rect width={64} height={56} fill={tint} />
      {sub === 0 && <path d="M0 46h64v10H0z" fill="#fff" opacity={0.45} />}
      {sub === 1 &&
        [0, 12, 24, 36, 48, 60, 72].map((x) => <path key={x} d={`M${x} 0l-20 56h5l20-56z`} fill="#fff" opacity={0.28} />)}
      {sub === 2 &&
        [6, 18, 30, 42, 54].flatMap((x) =>
          [8, 24, 40].map((y) => <circle key={`${x}-${y}`} cx={x + ((y / 16) % 2) * 6} cy={y} r={1.6} fill="#fff" opacity={0.5} />),
        )}
    </g>
  );
}

/** Badge ink per type (darker than the type colour, for contrast on the pale badge). */
const BADGE_INK: Record<Exclude<CardType, 'suspect'>, string> = { place: '#235f40', weapon: '#6b4420', emotion: '#86283a' };

const line = { fill: 'none', stroke: INK, strokeWidth: 1.6, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };

/** The emblem of each non-suspect set, centred on the panel. */
function Emblem({ set }: { set: number }) {
  switch (set) {
    case 8: // lighthouse
      return (
        <g>
          <path d="M6 14l16-4v4L6 18zM58 14l-16-4v4l16 4z" fill="#f6e08a" opacity={0.9} />
          <path d="M26 50l3-34h6l3 34z" fill="#f3eee4" stroke={INK} strokeWidth={1.2} />
          <path d="M27.3 36h9.4l.6 7H26.7zM28.4 22h7.2l.5 6h-8.2z" fill="#c8403f" />
          <rect x={27} y={9} width={10} height={7} fill="#f6e08a" stroke={INK} strokeWidth={1.2} />
          <path d="M26 9l6-5 6 5z" fill="#c8403f" stroke={INK} strokeWidth={1.2} />
          <path d="M14 52c6-3 30-3 36 0" {...line} stroke="#4c6792" />
        </g>
      );
    case 9: // greenhouse
      return (
        <g>
          <path d="M10 50V30a22 18 0 0 1 44 0v20z" fill="#e8f4ee" stroke={INK} strokeWidth={1.3} />
          <path d="M21 50V17M32 50V12M43 50V17M10 36h44" {...line} strokeWidth={1} stroke="#5f7f6a" />
          <path d="M32 48c-6-4-8-10-6-14 4 2 6 7 6 14zM32 48c5-5 8-9 7-13-4 1-7 6-7 13z" fill="#3f8f55" />
          <rect x={27} y={46} width={10} height={5} fill="#9b6b43" />
        </g>
      );
    case 10: // railway station
      return (
        <g>
          <path d="M10 36V20l22-9 22 9v16z" fill="#eadfc8" stroke={INK} strokeWidth={1.2} />
          <circle cx={32} cy={22} r={5.2} fill="#fff" stroke={INK} strokeWidth={1.2} />
          <path d="M32 22v-3.2M32 22l2.4 1.4" {...line} strokeWidth={1} />
          <path d="M16 36v-8h6v8M42 36v-8h6v8" fill="#4c6792" />
          <path d="M4 44h56M4 51h56" {...line} strokeWidth={1.4} />
          {[8, 18, 28, 38, 48, 58].map((x) => (
            <path key={x} d={`M${x - 2} 42v11`} {...line} strokeWidth={2} stroke="#8b7f74" />
          ))}
        </g>
      );
    case 11: // ferry
      return (
        <g>
          <path d="M8 34h48l-6 12H14z" fill="#2f5f9e" stroke={INK} strokeWidth={1.2} />
          <rect x={18} y={25} width={26} height={9} fill="#f3eee4" stroke={INK} strokeWidth={1.2} />
          {[22, 29, 36].map((x) => (
            <rect key={x} x={x} y={28} width={4} height={3} fill="#4c6792" />
          ))}
          <rect x={38} y={15} width={5} height={10} fill="#c8403f" stroke={INK} strokeWidth={1.1} />
          <path d="M2 50q5-4 10 0t10 0 10 0 10 0 10 0 10 0" {...line} stroke="#2f74b5" />
        </g>
      );
    case 12: // library
      return (
        <g>
          <rect x={8} y={10} width={48} height={42} fill="#9b6b43" stroke={INK} strokeWidth={1.2} />
          <path d="M8 31h48" stroke={INK} strokeWidth={1.2} />
          {[
            [11, '#c8403f', 17],
            [16, '#2f5f9e', 19],
            [21, '#d9a521', 16],
            [26, '#2f7d55', 19],
            [31, '#6b3f7a', 18],
            [37, '#c8403f', 15],
            [42, '#f3eee4', 19],
            [48, '#2d3f6e', 17],
          ].map(([x, c, h], i) => (
            <g key={i}>
              <rect x={Number(x)} y={31 - Number(h)} width={4.2} height={Number(h)} fill={String(c)} />
              <rect x={Number(x) + ((i * 3) % 5)} y={52 - Number(h)} width={4.2} height={Number(h)} fill={String(c)} opacity={0.85} />
            </g>
          ))}
        </g>
      );
    case 13: // vineyard
      return (
        <g>
          <path d="M32 10c6-6 16-4 18 2-6 0-12 2-18-2z" fill="#3f8f55" />
          <path d="M32 10v6" {...line} />
          {[
            [26, 20],
            [32, 20],
            [38, 20],
            [29, 26],
            [35, 26],
            [23, 26],
            [41, 26],
            [26, 32],
            [32, 32],
            [38, 32],
            [29, 38],
            [35, 38],
            [32, 44],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={3.6} fill="#6b3f7a" stroke="#3c2145" strokeWidth={0.6} />
          ))}
        </g>
      );
    case 14: // blade
      return (
        <g transform="rotate(-35 32 28)">
          <path d="M32 3l4.5 32h-9z" fill="#dfe3ea" stroke={INK} strokeWidth={1.2} />
          <path d="M32 6v28" stroke="#a9b0bc" strokeWidth={0.8} />
          <rect x={22} y={35} width={20} height={4} rx={2} fill="#c9951b" stroke={INK} strokeWidth={1} />
          <rect x={29.5} y={39} width={5} height={11} rx={1.5} fill="#6d4c35" />
          <circle cx={32} cy={52} r={2.6} fill="#c9951b" />
        </g>
      );
    case 15: // firearm
      return (
        <g>
          <path d="M8 20h40v8H8z" fill="#5b6170" stroke={INK} strokeWidth={1.2} />
          <rect x={44} y={17} width={3} height={3} fill={INK} />
          <circle cx={30} cy={30} r={6} fill="#7c8290" stroke={INK} strokeWidth={1.2} />
          <path d="M34 28l14 0 0 2-6 22h-10l4-20z" fill="#6d4c35" stroke={INK} strokeWidth={1.2} />
          <path d="M28 36c0 5 4 7 8 5" {...line} strokeWidth={1.3} />
        </g>
      );
    case 16: // toxin
      return (
        <g>
          <path d="M27 6h10v14l12 24a4 4 0 0 1-3.6 6H18.6a4 4 0 0 1-3.6-6l12-24z" fill="#eef3ec" stroke={INK} strokeWidth={1.3} />
          <path d="M20 36h24l4.5 9a3 3 0 0 1-2.7 4.3H18.2a3 3 0 0 1-2.7-4.3z" fill="#6fbf4a" />
          <circle cx={28} cy={42} r={2} fill="#eef3ec" opacity={0.8} />
          <circle cx={36} cy={39} r={1.4} fill="#eef3ec" opacity={0.8} />
          <rect x={25.5} y={3} width={13} height={4} rx={1} fill="#9b6b43" />
          <path d="M29 26h6M32 23v6" stroke="#c8403f" strokeWidth={1.6} />
        </g>
      );
    case 17: // ligature
      return (
        <g {...line} strokeWidth={3.2} stroke="#b08a52">
          <path d="M32 10c12 0 16 8 16 14s-6 12-16 12-16-6-16-12 4-14 16-14z" />
          <path d="M24 33c-4 6-8 10-14 16M40 33c4 6 8 10 14 16" />
          <path d="M27 12c2 6 8 6 10 0" stroke="#8a6a3a" strokeWidth={1.2} />
        </g>
      );
    case 18: // bludgeon
      return (
        <g transform="rotate(30 32 28)">
          <rect x={29} y={18} width={6} height={34} rx={2} fill="#9b6b43" stroke={INK} strokeWidth={1.2} />
          <rect x={18} y={6} width={28} height={13} rx={2} fill="#7c8290" stroke={INK} strokeWidth={1.2} />
          <path d="M22 9v7" stroke="#c9cdd6" strokeWidth={1.5} />
        </g>
      );
    case 19: // accident
      return (
        <g>
          <path d="M32 5l26 45H6z" fill="#f0b62a" stroke={INK} strokeWidth={1.6} strokeLinejoin="round" />
          <rect x={29.6} y={18} width={4.8} height={18} rx={2.4} fill={INK} />
          <circle cx={32} cy={42.5} r={2.8} fill={INK} />
        </g>
      );
    case 20: // greed
      return (
        <g stroke={INK} strokeWidth={1.1}>
          {[46, 40, 34, 28].map((y) => (
            <ellipse key={y} cx={24} cy={y} rx={12} ry={4} fill="#e8b21e" />
          ))}
          {[46, 40].map((y) => (
            <ellipse key={y} cx={44} cy={y} rx={10} ry={3.6} fill="#d9a521" />
          ))}
          <circle cx={40} cy={20} r={10} fill="#f0c54a" />
          <path d="M40 13v14M43 16c-2-2-6-2-6 1s6 2 6 5-4 3-6 1" fill="none" strokeWidth={1.4} />
        </g>
      );
    case 21: // jealousy
      return (
        <g>
          <path d="M4 28c8-12 18-16 28-16s20 4 28 16c-8 12-18 16-28 16S12 40 4 28z" fill="#fff" stroke={INK} strokeWidth={1.4} />
          <circle cx={32} cy={28} r={10} fill="#3f8f55" />
          <circle cx={32} cy={28} r={4.5} fill={INK} />
          <circle cx={35} cy={25} r={1.8} fill="#fff" />
          <path d="M10 12l4 5M32 5v6M54 12l-4 5" {...line} strokeWidth={1.4} />
        </g>
      );
    case 22: // fear
      return (
        <g>
          <path d="M18 50V24a14 14 0 0 1 28 0v26l-4.7-4-4.6 4-4.7-4-4.7 4-4.6-4z" fill="#f3eee4" stroke={INK} strokeWidth={1.3} />
          <ellipse cx={27} cy={24} rx={2.6} ry={3.8} fill={INK} />
          <ellipse cx={37} cy={24} rx={2.6} ry={3.8} fill={INK} />
          <ellipse cx={32} cy={35} rx={3} ry={4.2} fill={INK} />
          <path d="M8 14l4 3M56 14l-4 3M6 30h5M58 30h-5" {...line} strokeWidth={1.4} />
        </g>
      );
    case 23: // revenge
      return (
        <g>
          <path d="M32 4c3 10 16 15 16 30a16 16 0 0 1-32 0c0-8 5-12 6-18 3 4 4 7 4 11 1-9 6-14 6-23z" fill="#e06a2c" stroke="#8c3b2a" strokeWidth={1.2} />
          <path d="M32 28c2 6 8 8 8 14a8 8 0 0 1-16 0c0-4 3-6 4-9 1 2 2 3 2 5 1-4 2-6 2-10z" fill="#f6c64a" />
        </g>
      );
    case 24: // love
      return (
        <g>
          <path d="M32 50S10 37 10 22a11 11 0 0 1 22-3 11 11 0 0 1 22 3c0 15-22 28-22 28z" fill="#c8403f" stroke="#7a1f24" strokeWidth={1.2} />
          <path d="M18 20a6 6 0 0 1 6-5" {...line} stroke="#f6b8b8" strokeWidth={2} />
        </g>
      );
    case 25: // pride
      return (
        <g>
          <path d="M10 44l-2-26 12 10 12-18 12 18 12-10-2 26z" fill="#e8b21e" stroke={INK} strokeWidth={1.3} strokeLinejoin="round" />
          <rect x={10} y={44} width={44} height={6} rx={1.5} fill="#c9951b" stroke={INK} strokeWidth={1.2} />
          <circle cx={32} cy={36} r={3.2} fill="#2f5f9e" />
          <circle cx={20} cy={38} r={2.4} fill="#c8403f" />
          <circle cx={44} cy={38} r={2.4} fill="#2f7d55" />
        </g>
      );
    default:
      return null;
  }
}

/** The picture of one card on the 64x56 panel. */
export function CardPicture({ card }: { card: number }) {
  const type = cardType(card);
  const set = cardSet(card);
  const sub = cardSub(card);
  if (type === 'suspect')
    return (
      <g>
        <Sky time={sub} />
        <Bust set={set} />
      </g>
    );
  return (
    <g>
      <Backdrop type={type} sub={sub} />
      <g transform="translate(9 1) scale(.86)">
        <Emblem set={set} />
      </g>
      <g transform="translate(1 37)">
        <circle cx={9} cy={9} r={8.6} fill="#fffaf0" stroke={BADGE_INK[type]} strokeWidth={1.2} />
        <path d={SUB_GLYPHS[card] ?? ''} transform="translate(2.6 2.6) scale(.8)" {...line} stroke={BADGE_INK[type]} strokeWidth={1.5} />
      </g>
    </g>
  );
}
