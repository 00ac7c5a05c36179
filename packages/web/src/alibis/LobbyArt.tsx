/** The Alibis lobby tile: a suspect word card, two alibi tiles pointing at it, and the heat. Decorative. */
const INK = '#2a2230';

export function AlibisLobbyArt() {
  return (
    <svg viewBox="0 0 100 140" className="card card-sm" aria-hidden="true" focusable="false">
      <rect x={1.5} y={1.5} width={97} height={137} rx={9} fill="#fbf3df" stroke="#c7ad78" strokeWidth={3} />
      <rect x={7} y={7} width={86} height={126} rx={6} fill="none" stroke="#c7ad78" strokeOpacity={0.45} />
      <g transform="rotate(-6 50 60)">
        <rect x={22} y={14} width={56} height={76} rx={7} fill="#fffdf7" stroke="#c7ad78" strokeWidth={2} />
        <rect x={25} y={17} width={50} height={34} rx={5} fill="#f3e7cc" />
        <circle cx={50} cy={34} r={14} fill="#fffaf0" stroke="#e3d2ab" strokeWidth={1.4} />
        <path d="M38.5 49c0-6.5 5-9.5 11.5-9.5S61.5 42.5 61.5 49z" fill="#2d3f6e" />
        <circle cx={50} cy={31.5} r={6.5} fill="#f2c9a5" />
        <rect x={43} y={21.5} width={14} height={2.4} rx={1} fill={INK} />
        <rect x={45.5} y={15.5} width={9} height={7} rx={1} fill={INK} />
        <circle cx={30} cy={22} r={4.5} fill={INK} />
        <rect x={31} y={60} width={38} height={7} rx={3.5} fill={INK} />
        <path d="M28 74h44" stroke="#e4d6b6" strokeWidth={1.2} />
        <rect x={38} y={79} width={24} height={3.5} rx={1.7} fill="#c7ad78" />
      </g>
      <g transform="rotate(-8 28 108)">
        <rect x={10} y={100} width={36} height={15} rx={4} fill="#2f74b5" />
        <rect x={15} y={106} width={26} height={3.5} rx={1.7} fill="#fff" />
      </g>
      <g transform="rotate(7 72 110)">
        <rect x={54} y={102} width={36} height={15} rx={4} fill="#2f9360" />
        <rect x={59} y={108} width={26} height={3.5} rx={1.7} fill="#fff" />
      </g>
      <g transform="translate(42 116)">
        <path d="M8 1c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-4.5 2.5-7 1 1.5 1.5 2.5 1.5 4C7.5 6.5 8.5 4 8 1z" fill="#e06a2c" />
        <path d="M8 11c.5 2 2.5 3 2.5 5a2.5 2.5 0 0 1-5 0c0-1.5 1-2.5 2.5-5z" fill="#ffe08a" />
      </g>
    </svg>
  );
}
