/** The lobby tiles' emblems (Lobby.tsx loads this lazily): each game's own art. */
import { A93LobbyArt } from './a93/LobbyArt.tsx';
import { AlibisLobbyArt } from './alibis/LobbyArt.tsx';
import { CardArt } from './art/Card.tsx';
import { SuspectCard } from './art/SuspectCard.tsx';
import { CluesEmblem } from './clues/Art.tsx';
import { seatHex } from './art/palette.ts';

/** A small emblem per game; Perfect Alibi shows one of its own cards. */
export default function GameEmblem({ id }: { id: string }) {
  if (id === 'perfect-alibi') return <CardArt card={6} size="sm" />;
  if (id === 'four-suspects') return <SuspectCard card={9} size="sm" />;
  if (id === 'alibi-clues') return <CluesEmblem />;
  if (id === 'alibi-1993') return <A93LobbyArt />;
  if (id === 'alibis') return <AlibisLobbyArt />;
  const hue = { 'alibi-1993': 1, 'alibi-clues': 2, alibis: 4 }[id] ?? 3;
  return (
    <svg viewBox="0 0 100 140" className="card card-sm" aria-hidden="true">
      <rect x={2} y={2} width={96} height={136} rx={9} fill="#f1ead9" stroke={seatHex(hue)} strokeWidth={3} />
      <circle cx={46} cy={62} r={20} fill="none" stroke={seatHex(hue)} strokeWidth={6} />
      <path d="M60 76l16 16" stroke={seatHex(hue)} strokeWidth={8} strokeLinecap="round" />
    </svg>
  );
}

