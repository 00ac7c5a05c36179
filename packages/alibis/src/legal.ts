import { Rng } from '@alibi/engine';
import { checkAlibi } from './check.ts';
import { alibiCount, alibiSeat, pairsPerPlayer, suspectCount } from './rules.ts';
import type { Action, Guess, State } from './types.ts';
import { WORDS } from './words.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Whether `seat` may act: a writer who has not written, a guesser who has not confirmed. */
export function isActor(s: State, seat: number): boolean {
  const p = s.public;
  if (p.phase === 'write') return p.written[seat] === false;
  return p.phase === 'guess' && p.confirmed[seat] === false;
}

export const actors = (s: State): number[] => range(s.players).filter((seat) => isActor(s, seat));

/** Every actor is needed: the phase ends only when all have written / confirmed. */
export const waitingFor = actors;

/** Why a board is refused. */
export type GuessRefusal =
  | 'wrongLength' // marks must have one entry per suspect
  | 'noSuchSuspect' // a perpetrator beyond the table
  | 'noSuchAlibi' // an alibi index beyond the table
  | 'ownAlibi' // a suspect marked with one of your own alibis
  | 'ownSuspect' // one of your own suspects marked or named perpetrator
  | 'tooManyOnAlibi' // more than two suspects on one alibi
  | 'perpetratorMarked'; // the perpetrator also marked with an alibi

const GUESS_TEXT: Record<GuessRefusal, string> = {
  wrongLength: 'the board needs one entry per suspect',
  noSuchSuspect: 'there is no such suspect',
  noSuchAlibi: 'there is no such alibi',
  ownAlibi: 'you cannot guess your own alibi',
  ownSuspect: 'you already know your own suspects',
  tooManyOnAlibi: 'an alibi covers exactly two suspects',
  perpetratorMarked: 'the perpetrator has no alibi',
};
export const guessRefusalText = (reason: GuessRefusal): string => GUESS_TEXT[reason];

/**
 * Checks a board for `seat` (pure; the UI may call it). `ownSuspects`: the seat's suspects.
 * Returns null when the board is acceptable.
 */
export function checkGuess(players: number, seat: number, ownSuspects: readonly number[], guess: Guess): GuessRefusal | null {
  const n = suspectCount(players);
  if (guess.marks.length !== n) return 'wrongLength';
  const perAlibi = new Map<number, number>();
  for (let suspect = 0; suspect < n; suspect++) {
    const alibi = guess.marks[suspect];
    if (alibi === null || alibi === undefined) continue;
    if (alibi >= alibiCount(players)) return 'noSuchAlibi';
    if (alibiSeat(players, alibi) === seat) return 'ownAlibi';
    if (ownSuspects.includes(suspect)) return 'ownSuspect';
    perAlibi.set(alibi, (perAlibi.get(alibi) ?? 0) + 1);
    if ((perAlibi.get(alibi) as number) > 2) return 'tooManyOnAlibi';
  }
  if (guess.perpetrator !== null) {
    if (guess.perpetrator >= n) return 'noSuchSuspect';
    if (ownSuspects.includes(guess.perpetrator)) return 'ownSuspect';
    if (guess.marks[guess.perpetrator] !== null) return 'perpetratorMarked';
  }
  return null;
}

export const ownSuspectsOf = (s: State, seat: number): number[] => (s.secret[seat]?.pairs ?? []).flat();

/** How many sample actions `legal` offers in a phase whose action space is too large to list. */
const SAMPLES = 4;

/**
 * A generator for `legal`'s samples, seeded only with what the seat knows: the round, the words on
 * the table and its own suspects. Not the state's generator, which carries the seed of every deal:
 * a sample drawn from it would be a (hashed) view of secrets, a channel no test of views can see.
 */
const sampler = (s: State, seat: number) =>
  Rng.fromSeed(`legal:${s.public.round}:${seat}:${s.public.words.join(',')}:${ownSuspectsOf(s, seat).join(',')}`);

/**
 * A sample of valid alibi sets: words from the word list that pass the checker. Any other alibi
 * `checkAlibi` accepts is legal too (the space of words is open).
 */
function sampleWrites(s: State, seat: number): Action[] {
  const rng = sampler(s, seat);
  const out: Action[] = [];
  const seen = new Set<string>();
  const count = pairsPerPlayer(s.players);
  for (let tries = 0; out.length < SAMPLES && tries < 200; tries++) {
    const alibis = range(count).map(() => rng.pick(WORDS));
    const key = alibis.join(' ');
    if (seen.has(key) || !alibis.every((a) => checkAlibi(a, s.public.words).ok)) continue;
    seen.add(key);
    out.push({ type: 'write', alibis });
  }
  return out;
}

/** A random full board: each other alibi gets two of the unknown suspects; the one left is the perpetrator. */
export function randomBoard(players: number, seat: number, ownSuspects: readonly number[], rng: Rng): Guess {
  const unknown = rng.shuffle(range(suspectCount(players)).filter((x) => !ownSuspects.includes(x)));
  const marks: (number | null)[] = range(suspectCount(players)).map(() => null);
  const others = range(alibiCount(players)).filter((k) => alibiSeat(players, k) !== seat);
  others.forEach((k, i) => {
    marks[unknown[2 * i] as number] = k;
    marks[unknown[2 * i + 1] as number] = k;
  });
  return { marks, perpetrator: unknown[unknown.length - 1] as number };
}

/**
 * A sample of boards: one naming only a perpetrator, and random full boards; `confirm` first once
 * the seat has a board with a perpetrator. Small on purpose, so that random players confirm soon.
 */
function sampleGuesses(s: State, seat: number): Action[] {
  const own = ownSuspectsOf(s, seat);
  const rng = sampler(s, seat);
  const out: Action[] = [];
  const current = s.secret[seat]?.guess;
  if (current && current.perpetrator !== null) out.push({ type: 'confirm' });
  const first = randomBoard(s.players, seat, own, rng);
  out.push({ type: 'guess', marks: first.marks.map(() => null), perpetrator: first.perpetrator });
  out.push({ type: 'guess', ...first });
  const second = randomBoard(s.players, seat, own, rng);
  if (JSON.stringify(second) !== JSON.stringify(first)) out.push({ type: 'guess', ...second });
  return out;
}

/**
 * A stable sample of the legal actions (the word and board spaces are too large to list): every
 * action listed is legal, and `apply` also accepts any other alibi `checkAlibi` passes and any
 * board `checkGuess` passes.
 */
export function legal(s: State, seat: number): Action[] {
  if (!isActor(s, seat)) return [];
  // Random play asks for the same state's samples several times: build them once per state.
  let bySeat = sampleCache.get(s);
  if (!bySeat) sampleCache.set(s, (bySeat = new Map()));
  let sample = bySeat.get(seat);
  if (!sample) bySeat.set(seat, (sample = s.public.phase === 'write' ? sampleWrites(s, seat) : sampleGuesses(s, seat)));
  return sample.slice();
}

const sampleCache = new WeakMap<State, Map<number, Action[]>>();
