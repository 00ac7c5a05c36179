import type { Viewer } from '@alibi/engine';
import type { Event, ProjectedEvent, State, View } from './types.ts';

/** What one seat (or a spectator) sees now, built afresh from the state. */
export function view(s: State, viewer: Viewer): View {
  const p = s.public;
  const over = p.phase.kind === 'over';
  const me = typeof viewer === 'number' ? s.secret[viewer] : undefined;
  return {
    viewer,
    players: s.players,
    hand: me ? [...me.hand] : null,
    rooms: me?.rooms ? { left: [...me.rooms.left], right: [...me.rooms.right] } : null,
    handSizes: [...p.handSizes],
    faceUp: [...p.faceUp],
    deckSize: p.deckSize,
    coins: p.coins.map((c) => [...c]),
    helpers: [...p.helpers],
    owners: [...p.owners],
    phase: { ...p.phase },
    guessing: p.guessing ? { guessers: [...p.guessing.guessers], pending: [...p.guessing.pending] } : null,
    myGuess: me?.guess ? [...me.guess] : null,
    ownGuess: me?.guessed ? { cards: [...me.guessed.cards], correct: me.guessed.correct } : null,
    active: p.active,
    turn: p.turn,
    effects: { ...p.effects },
    eliminated: [...p.eliminated],
    resigned: [...p.resigned],
    roomsReady: [...p.roomsReady],
    peek: p.peek ? { ...p.peek } : null,
    start: p.start,
    questions: p.questions.map((q, i) => {
      const spoken = s.hidden.answers[i]?.spoken ?? null;
      const heard = over ? spoken : q.private ? (me?.heard.find((h) => h.question === i)?.count ?? null) : q.answer;
      return { ...q, values: [...q.values], heard };
    }),
    seen: me ? me.seen.map((x) => ({ ...x })) : [],
    gave: me ? me.gave.map((x) => ({ ...x })) : [],
    missing: over || me?.sawMissing ? [...s.hidden.missing] : null,
    reveal: over
      ? {
          winners: [...(p.winners ?? [])],
          reason: p.endReason ?? '',
          hands: s.secret.map((x) => [...x.hand]),
          rooms: s.secret.map((x) => (x.rooms ? [...x.rooms.left] : null)),
        }
      : null,
  };
}

/** What `viewer` learns from one event: hidden parts become null, nothing is dropped silently. */
export function project(e: Event, viewer: Viewer): ProjectedEvent {
  const is = (seat: number) => viewer === seat;
  switch (e.type) {
    case 'roomsChosen':
      return is(e.seat) ? { ...e, left: [...e.left] } : { ...e, left: null };
    case 'answered':
      return e.private && !is(e.asker) && !is(e.target) ? { ...e, count: null } : { ...e };
    case 'cardShown':
      return is(e.from) || is(e.to) ? { ...e } : { ...e, card: null, room: null };
    case 'guessed':
      return is(e.seat) ? { ...e, cards: [...e.cards] } : { ...e, cards: null };
    case 'judged': {
      // A wrong guesser looks at the missing alibi; nobody learns another's wrong guess, not even
      // when the game ends (a right guess names the missing alibi, which the end reveals anyway).
      const guessed = e.results.some((r) => is(r.seat));
      return {
        ...e,
        results: e.results.map((r) => ({ ...r, cards: is(r.seat) || (e.over && r.correct) ? [...r.cards] : null })),
        missing: guessed || e.over ? [...e.missing] : null,
      };
    }
    default:
      return { ...e } as ProjectedEvent;
  }
}
