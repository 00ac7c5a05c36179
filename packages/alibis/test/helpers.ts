import { scenario } from '@alibi/engine';
import {
  alibis,
  suspectCount,
  type Action,
  type Deal,
  type Event,
  type Guess,
  type RoundDeal,
  type State,
} from '../src/index.ts';

const table = scenario(alibis);
export const { act, play, refuse } = table;

/** Nine plain words for 2- and 4-player tables (more are taken from `EXTRA`). */
export const NINE = ['horse', 'spring', 'piano', 'castle', 'apple', 'shark', 'knife', 'cloud', 'doctor'];
const EXTRA = ['candle', 'river', 'bridge', 'tiger'];

export const wordsFor = (players: number, shift = 0): string[] => {
  const all = [...NINE, ...EXTRA];
  return all.slice(shift).concat(all.slice(0, shift)).slice(0, suspectCount(players));
};

/**
 * A deal where seat i holds suspects 2i, 2i+1 (4-6 players) or 4i..4i+3 (2-3 players) every
 * round, so the perpetrator is the last suspect; later rounds rotate the words.
 */
export function simpleDeal(players: number): Deal {
  const per = players <= 3 ? 4 : 2;
  const round = (shift: number): RoundDeal => ({
    words: wordsFor(players, shift),
    hands: Array.from({ length: players }, (_, seat) => Array.from({ length: per }, (_, j) => seat * per + j)),
  });
  return { rounds: [round(0), round(3), round(6)] };
}

export const start = (players: number, deal: Deal = simpleDeal(players), firstPlayer = 0): State =>
  table.start(players, { deal, firstPlayer });

/** Everyone writes `word + seat` (letters only: "alpha", "bravo", ...) style alibis that pass the checker. */
export const NEUTRAL = ['alpha', 'bravo', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima', 'mike'];
export const writeAll = (s: State): [number, Action][] =>
  s.secret.map((x, seat) => [seat, { type: 'write', alibis: x.pairs.map((_, pair) => NEUTRAL[seat * 2 + pair] as string) }]);

/** An empty board for `players`. */
export const emptyMarks = (players: number): (number | null)[] => Array.from({ length: suspectCount(players) }, () => null);

/** A board marking the given alibis with the given suspects. */
export function board(players: number, marks: Record<number, [number, number]>, perpetrator: number | null): Guess {
  const m = emptyMarks(players);
  for (const [alibi, [a, b]] of Object.entries(marks)) {
    m[a] = Number(alibi);
    m[b] = Number(alibi);
  }
  return { marks: m, perpetrator };
}

export const guessAction = (g: Guess): Action => ({ type: 'guess', marks: g.marks, perpetrator: g.perpetrator });

/** Each seat sets `boards[seat]` and confirms. */
export const guessAll = (boards: Guess[]): [number, Action][] =>
  boards.flatMap((g, seat) => [
    [seat, guessAction(g)],
    [seat, { type: 'confirm' }],
  ]);

export const types = (events: Event[]) => events.map((e) => e.type);
