import type { Viewer } from '@alibi/engine';
import { accusable } from './legal.ts';
import type { Event, Phase, ProjectedEvent, State, View } from './types.ts';

const copyPhase = (phase: Phase): Phase => ({ ...phase });

/** What one seat (or a spectator) sees now, built afresh from the state: everything but the hands of others and the deck order. */
export function view(s: State, viewer: Viewer): View {
  const p = s.public;
  const me = typeof viewer === 'number' ? s.secret[viewer] : undefined;
  return {
    viewer,
    players: s.players,
    hand: me ? [...me.hand] : null,
    row: [...p.row],
    covers: [...p.covers],
    tables: p.tables.map((t) => [...t]),
    discard: [...p.discard],
    deckSize: p.deckSize,
    suspectsLeft: p.suspectsLeft,
    handSizes: [...p.handSizes],
    scores: [...p.scores],
    phase: copyPhase(p.phase),
    right: p.right ? { ...p.right } : null,
    accusable: p.phase.kind === 'over' ? [] : accusable(p),
    firstPlayer: p.firstPlayer,
    turn: p.turn,
    round: p.round,
    cases: p.cases.map((c) => ({ ...c, points: [...c.points] })),
    redeals: p.redeals.map((r) => ({ seat: r.seat, cards: [...r.cards] })),
    winners: p.winners ? [...p.winners] : null,
    resigned: p.tables.map((_, seat) => p.resigned?.[seat] === true),
  };
}

/** What `viewer` learns from one event: only the drawer sees the cards drawn. */
export function project(e: Event, viewer: Viewer): ProjectedEvent {
  switch (e.type) {
    case 'drew':
      return { type: 'drew', seat: e.seat, count: e.cards.length, cards: viewer === e.seat ? [...e.cards] : null };
    case 'solved':
      return { type: 'solved', record: { ...e.record, points: [...e.record.points] } };
    case 'discarded':
      return { ...e, cards: [...e.cards] };
    case 'resigned':
      return { ...e, discarded: [...e.discarded] };
    case 'gameOver':
      return { ...e, winners: [...e.winners], scores: [...e.scores] };
    default:
      return { ...e };
  }
}
