/**
 * Game review (issue #21): what each seat's own information allowed, step by step, for a finished
 * (or cut) game of Perfect Alibi or Four Suspects. Pure and deterministic: the same replay gives
 * the same review, byte for byte. Every figure is computed from the seat's view only (its
 * information set, `infoSet(view)`), with the exact counting engine; the true missing card is
 * used only to label what the seat's chances were about. See docs/review.md.
 */
import type { AnyGame } from '@alibi/engine';
import { erase } from '@alibi/engine';
import { perfectAlibi } from '@alibi/perfect-alibi';
import { fourSuspects } from '@alibi/four-suspects';
import { infoSet as paInfoSet } from '../perfect-alibi.ts';
import { infoSet as fsInfoSet } from '../four-suspects.ts';
import type { InfoSet } from '../types.ts';
import { beliefsAlong, probabilityOfSet, type SeatBelief } from './belief.ts';
import { rateQuestion } from './questions.ts';
import { reviewFsQuestions } from './fs-questions.ts';
import { curveOf, firstCertain, fourSuspectsTurns, round6 as round } from './steps.ts';
import { finish, type ClaimReview, type QuestionReview, type SeatReview } from './summary.ts';
import { gainOf, othersOf } from './others.ts';
import { reviewAlibi1993Game } from './a93.ts';

export type { ClaimReview, CurvePoint, QuestionReview, SeatReview } from './summary.ts';
export { reviewSeatFromViews, traceSeatFromViews } from './views.ts';
export { reviewFourSuspectsSeatFromViews, traceFourSuspectsSeatFromViews } from './fs-views.ts';
export { withOthers, type SeatTrace, type TracedReview } from './others.ts';
export { FsQuestionTables, fsExpectedBits } from './fs-questions.ts';
export { reviewAlibi1993SeatFromViews, traceAlibi1993SeatFromViews } from './a93-views.ts';
export type { A93BlankReview, A93HandReview } from './a93-types.ts';

export { beliefOf, probabilityOfSet, missingBits, type SeatBelief } from './belief.ts';
export { RATING_THRESHOLDS, ratingOf, handTable, expectedBits, type Rating, type HandTable } from './questions.ts';

/** The parts of a replay file (docs/replay.md) a review reads. */
export interface ReviewInput {
  game: string;
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  actions: { seat: number; action: unknown }[];
}

export interface ReviewOptions {
  /** Rate questions (the costly part); default true. */
  questions?: boolean;
  /** Only these seats get question ratings (default: every seat). Curves are always for every seat. */
  seats?: number[];
}

export interface GameReview {
  game: string;
  players: number;
  steps: number;
  /** The missing card(s), revealed by the end of the game (null if the log stops before). */
  missing: number[];
  over: boolean;
  /** Actions the game refused (skipped, as `alibi replay` does). */
  refused: { index: number; seat: number; code: string; message: string }[];
  seats: SeatReview[];
  /** Alibi (1993): every scored hand's hidden cards (suspect, place, weapon, emotion), in hand order. */
  solutions?: number[][];
}

/** Typed failure: the replay cannot be reviewed (unknown game, refused setup or action). */
export class ReviewError extends Error {
  override name = 'ReviewError';
}

export const REVIEWABLE_GAMES = ['perfect-alibi', 'four-suspects', 'alibi-1993'] as const;

interface Adapter {
  game: AnyGame;
  info(view: unknown): InfoSet;
  missing(state: unknown): number[];
  turn(state: unknown): number;
  claimCards(action: unknown): number[] | null;
  canClaim(state: unknown, seat: number): boolean;
  over(state: unknown): boolean;
}

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const adapters: Record<string, Adapter> = {
  'perfect-alibi': {
    game: erase(perfectAlibi),
    info: (v) => paInfoSet(v as never),
    missing: (s) => [(s as Any).hidden.missing as number],
    turn: (s) => (s as Any).public.turn as number,
    claimCards: (a) => ((a as Any)?.type === 'claim' ? [(a as Any).card as number] : null),
    canClaim: (s, seat) => perfectAlibi.legal(s as never, seat).some((a) => a.type === 'claim'),
    over: (s) => (s as Any).public.phase.kind === 'over',
  },
  'four-suspects': {
    game: erase(fourSuspects),
    info: (v) => fsInfoSet(v as never),
    missing: (s) => [...((s as Any).hidden.missing as number[])].sort((a, b) => a - b),
    turn: () => 0, // counted from the phases below
    claimCards: (a) => ((a as Any)?.type === 'guess' ? [...((a as Any).cards as number[])].sort((x, y) => x - y) : null),
    canClaim: (s, seat) => fourSuspects.legal(s as never, seat).some((a) => a.type === 'guess'),
    over: (s) => (s as Any).public.phase.kind === 'over',
  },
};

/** Review a game from its replay: every seat, from its own information only. */
export function reviewGame(input: ReviewInput, options: ReviewOptions = {}): GameReview {
  // Alibi (1993) has its own deduction, figures and question ratings (a93.ts).
  if (input.game === 'alibi-1993') return reviewAlibi1993Game(input, (m) => new ReviewError(m), options);
  const adapter = adapters[input.game];
  if (!adapter) throw new ReviewError(`no review for ${input.game} (reviewable: ${REVIEWABLE_GAMES.join(', ')})`);
  const { game } = adapter;
  const setup = game.setup({ players: input.players, seed: input.seed, options: input.options ?? {} });
  if (!setup.ok) throw new ReviewError(`${input.game} refused the setup: ${setup.error.message}`);
  const states: unknown[] = [setup.value];
  // As in `alibi replay`, a refused action changes nothing and the review goes on (it is listed).
  const refused: GameReview['refused'] = [];
  for (const [index, { seat, action }] of input.actions.entries()) {
    const prev = states[states.length - 1];
    const r = game.apply(prev, seat, action);
    if (!r.ok) refused.push({ index, seat, code: r.error.code, message: r.error.message });
    states.push(r.ok ? r.value.state : prev);
  }
  const skip = new Set(refused.map((r) => r.index));
  const n = input.actions.length;
  const last = states[n];
  const over = adapter.over(last);
  const truth = adapter.missing(last);
  // Turn numbers: Perfect Alibi counts them; for Four Suspects every entry into a turn phase is one.
  const turns =
    input.game === 'perfect-alibi'
      ? states.map((s) => Math.max(0, adapter.turn(s)))
      : fourSuspectsTurns(states.map((s) => (s as Any).public.phase));
  // Beliefs per seat per step, sharing the computation while a seat's information is unchanged.
  // Steps whose state is over are left out: the reveal tells everyone everything.
  const lastStep = over ? n - 1 : n;
  const beliefs = Array.from({ length: input.players }, (_, seat) =>
    beliefsAlong(states, lastStep, (s) => adapter.info(game.view(s, seat))),
  );
  // Every seat's entropy per step: what each question gave its asker and the others (others.ts).
  const bits = beliefs.map((row) => row.map((b) => b.bits));
  const rateSeats = new Set(options.seats ?? Array.from({ length: input.players }, (_, i) => i));
  const seats: SeatReview[] = [];
  for (let seat = 0; seat < input.players; seat++) {
    const row = beliefs[seat] as SeatBelief[];
    const turnAt = (step: number) => turns[step] as number;
    const curve = curveOf(row, truth, turnAt);
    const certainAt = firstCertain(row, truth, (step) => adapter.canClaim(states[step], seat), turnAt);
    const claims: ClaimReview[] = [];
    input.actions.forEach(({ seat: who, action }, step) => {
      const cards = who === seat && !skip.has(step) ? adapter.claimCards(action) : null;
      if (!cards || step > lastStep) return;
      claims.push({
        step,
        turn: turns[step] as number,
        cards,
        correct: cards.join() === truth.join(),
        probability: round(probabilityOfSet(row[step] as SeatBelief, cards)),
      });
    });
    const questions =
      options.questions === false || !rateSeats.has(seat)
        ? []
        : input.game === 'four-suspects'
          ? reviewFsQuestions(input, states, beliefs, bits, turns, seat, lastStep, skip)
          : input.game !== 'perfect-alibi'
            ? []
            : reviewQuestions(input, states, beliefs, bits, turns, seat, lastStep, skip);
    seats.push(finish(seat, curve, certainAt, claims, questions));
  }
  return { game: input.game, players: input.players, steps: n, missing: over ? truth : [], over, refused, seats };
}

function reviewQuestions(
  input: ReviewInput,
  states: unknown[],
  beliefs: SeatBelief[][],
  bits: number[][],
  turns: number[],
  seat: number,
  lastStep: number,
  skip: Set<number>,
): QuestionReview[] {
  const out: QuestionReview[] = [];
  input.actions.forEach(({ seat: who, action }, step) => {
    if (who !== seat || (action as Any)?.type !== 'ask' || step > lastStep || skip.has(step)) return;
    const state = states[step] as Any;
    const phase = state.public.phase;
    const question = state.public.questions.length as number;
    const belief = (beliefs[seat] as SeatBelief[])[step] as SeatBelief;
    const legal = perfectAlibi.legal(state as never, seat).filter((a) => a.type === 'ask');
    const choice = rateQuestion(belief, state, seat, phase.target as number, action as never, legal as never);
    // The question is over once its card is settled; the seat's next belief after that is what it learned.
    let done = -1;
    for (let j = step + 1; j < states.length; j++) {
      const q = (states[j] as Any).public.questions[question];
      if (q && q.card !== null) {
        done = j;
        break;
      }
    }
    const realisedBits = gainOf(bits[seat] as number[], step, done);
    const others = othersOf(seat, input.players, step, done, (s) => bits[s]);
    out.push({ step, turn: turns[step] as number, question, target: phase.target, ...choice, realisedBits, others });
  });
  return out;
}
