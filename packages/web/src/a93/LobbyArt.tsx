/** The Alibi (1993) lobby tile: three of its cards fanned (a suspect, a weapon, a motive). Decorative. */
import { A93_TYPE_HEX } from './Art.tsx';
import { CardPicture } from './Pictos.tsx';

const FAN = [
  { card: 9, type: 'suspect', angle: -16 },
  { card: 43, type: 'weapon', angle: 0 },
  { card: 72, type: 'emotion', angle: 16 },
] as const;
const X = 28;

export function A93LobbyArt() {
  return (
    <svg viewBox="0 0 100 140" className="card card-sm" aria-hidden="true" focusable="false">
      <rect x={1.5} y={1.5} width={97} height={137} rx={9} fill="#f4ead2" stroke="#8a5a2b" strokeWidth={3} />
      <rect x={7} y={7} width={86} height={126} rx={6} fill="none" stroke="#8a5a2b" strokeOpacity={0.3} />
      {FAN.map(({ card, type, angle }) => {
        const x = X;
        const hex = A93_TYPE_HEX[type];
        return (
          <g key={card} transform={`rotate(${angle} 50 128)`}>
            <rect x={x} y={30} width={44} height={64} rx={6} fill="#fffaf0" stroke={hex} strokeWidth={2.5} />
            <rect x={x + 3} y={33} width={38} height={7} rx={2.5} fill={hex} />
            <svg x={x + 3} y={43} width={38} height={33} viewBox="0 0 64 56">
              <CardPicture card={card} />
            </svg>
            <rect x={x + 8} y={80} width={28} height={3.5} rx={1.7} fill={hex} opacity={0.6} />
            <rect x={x + 12} y={86} width={20} height={2.5} rx={1.2} fill={hex} opacity={0.35} />
          </g>
        );
      })}
    </svg>
  );
}
