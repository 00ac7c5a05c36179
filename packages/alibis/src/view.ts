import type { Viewer } from '@alibi/engine';
import { ROUNDS, pairsPerPlayer, suspectCount } from './rules.ts';
import type { Event, Guess, ProjectedEvent, RoundRecord, SharedAlibi, State, View } from './types.ts';

const copyGuess = (g: Guess): Guess => ({ marks: [...g.marks], perpetrator: g.perpetrator });
const copyPairs = (pairs: readonly (readonly [number, number])[]): [number, number][] => pairs.map(([a, b]) => [a, b]);
const copyAlibis = (alibis: readonly SharedAlibi[]): SharedAlibi[] => alibis.map((a) => ({ ...a }));
const copyRecord = (r: RoundRecord): RoundRecord => ({
  ...r,
  words: [...r.words],
  pairs: r.pairs.map(copyPairs),
  alibis: copyAlibis(r.alibis),
  guesses: r.guesses.map(copyGuess),
  guessedBy: r.guessedBy.map((by) => [...by]),
  perpetratorFoundBy: [...r.perpetratorFoundBy],
});

/**
 * What one seat (or a spectator) sees, built afresh: the table, its own pairs, alibis and board.
 * Other players' suspects, unshared alibis and boards, and the perpetrator stay out until the
 * reveal (then they are in `history`).
 */
export function view(s: State, viewer: Viewer): View {
  const p = s.public;
  const me = typeof viewer === 'number' ? s.secret[viewer] : undefined;
  return {
    viewer,
    players: s.players,
    suspects: suspectCount(s.players),
    pairsPerPlayer: pairsPerPlayer(s.players),
    phase: p.phase,
    round: p.round,
    rounds: ROUNDS,
    heat: p.heat,
    heatStart: p.heatStart,
    firstPlayer: p.firstPlayer,
    words: [...p.words],
    myPairs: me ? copyPairs(me.pairs) : null,
    myAlibis: me?.alibis ? [...me.alibis] : null,
    written: [...p.written],
    alibis: p.alibis ? copyAlibis(p.alibis) : null,
    myGuess: me?.guess ? copyGuess(me.guess) : null,
    confirmed: [...p.confirmed],
    history: p.history.map(copyRecord),
    rating: p.rating,
  };
}

/** What `viewer` learns from one event: pairs, written alibis and board drafts reach only their own seat. */
export function project(e: Event, viewer: Viewer): ProjectedEvent | null {
  switch (e.type) {
    case 'dealt':
      return { type: 'dealt', seat: e.seat, pairs: viewer === e.seat ? copyPairs(e.pairs) : null };
    case 'wrote':
      return { type: 'wrote', seat: e.seat, alibis: viewer === e.seat ? [...e.alibis] : null };
    case 'guessed':
      return viewer === e.seat ? { type: 'guessed', seat: e.seat, guess: copyGuess(e.guess) } : null;
    case 'shared':
      return { type: 'shared', alibis: copyAlibis(e.alibis) };
    case 'revealed':
      return { type: 'revealed', record: copyRecord(e.record) };
    case 'roundStarted':
      return { ...e, words: [...e.words] };
    default:
      return { ...e };
  }
}
