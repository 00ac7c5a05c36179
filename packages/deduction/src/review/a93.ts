/**
 * Alibi (1993) review (issue #21, docs/review.md "Alibi (1993)"): what one seat's own information
 * said of each hand's four hidden cards, step by step; when it could first be certain of all four
 * and accuse (or write its sheet); and its written accusation, each type judged, with the chance
 * it gave every card or set it named. Every figure comes from the seat's views and the events it
 * received, through the project's deduction (`deduceAlibi1993(infoSet(view, events))`: exact
 * within its state budget, else the approximation), so `reviewGame` and the from-views review (what
 * the web worker runs) compute the same thing. Each question the seat asked is rated against every
 * question the engine lists for it then (a93-questions.ts).
 */
import {
  alibi1993,
  listedQuestions,
  CARD_TYPES,
  SUB_BLANK,
  cardOf,
  cardSet,
  type Blank,
  type Event,
  type HandResult,
  type ProjectedEvent,
  type State,
  type View,
} from '@alibi/alibi-1993';
import { deduceAlibi1993, type A93Deduction } from '../alibi-1993.ts';
import { approximateModel } from '../alibi-1993-approx.ts';
import { infoSet, type A93Info } from '../alibi-1993-info.ts';
import { rateA93Question, type A93Ask } from './a93-questions.ts';
import type { GameReview, ReviewInput, ReviewOptions } from './index.ts';
import type { A93BlankReview, A93HandReview } from './a93-types.ts';
import { entropy } from './belief.ts';
import { fourSuspectsTurns, round6 } from './steps.ts';
import { gainOf, othersOf, type SeatTrace } from './others.ts';
import { finish, questionsText, type ClaimReview, type CurvePoint, type QuestionReview, type SeatReview } from './summary.ts';

export type { A93BlankReview, A93HandReview } from './a93-types.ts';

/**
 * The seat's information set and deduction before each of `views[0..lastStep]`: its view then and
 * the events it had received (`events[i]`: what action `i - 1` sent it; `events[0]`: the setup's,
 * if any). A step that told the seat nothing new shares the previous answer.
 */
export function a93BeliefsAlong(
  views: readonly View[],
  events: readonly (readonly ProjectedEvent[])[],
  lastStep: number,
): { infos: A93Info[]; beliefs: A93Deduction[] } {
  const beliefs: A93Deduction[] = [];
  const infos: A93Info[] = [];
  let hand: ProjectedEvent[] = [];
  let prevKey = '';
  for (let i = 0; i <= lastStep; i++) {
    for (const e of events[i] ?? []) {
      if (e.type === 'handStarted') hand = [];
      hand.push(e);
    }
    const info = infoSet(views[i] as View, hand);
    const key = JSON.stringify(info);
    const same = key === prevKey && beliefs.length > 0;
    infos.push(same ? (infos[infos.length - 1] as A93Info) : info);
    beliefs.push(same ? (beliefs[beliefs.length - 1] as A93Deduction) : deduceAlibi1993(info));
    prevKey = key;
  }
  return { infos, beliefs };
}

/**
 * The seat's rated questions: each `ask` it made (the `asked` event its action sent it), valued
 * under its approximate belief then against every question `legal` lists for it (the same list
 * in every turn: each single-atom question to each other seat).
 */
function a93Questions(
  seat: number,
  views: readonly View[],
  events: readonly (readonly ProjectedEvent[])[],
  infos: readonly A93Info[],
  curve: readonly CurvePoint[],
  bits: readonly number[],
): { questions: QuestionReview[]; settled: number[] } {
  const out: QuestionReview[] = [];
  const settled: number[] = [];
  for (let step = 0; step < infos.length; step++) {
    const asked = (events[step + 1] ?? []).find((e) => e.type === 'asked' && e.asker === seat);
    if (!asked || asked.type !== 'asked') continue;
    const action: A93Ask = { type: 'ask', target: asked.target, question: asked.question };
    const legal = listedQuestions(views[step]?.players ?? 0, seat) as A93Ask[];
    const choice = rateA93Question(approximateModel(infos[step] as A93Info), action, legal);
    const before = curve[step] as CurvePoint;
    // Answered at once: settled at the next step, unless that is past the review or in another hand.
    const done = curve[step + 1]?.hand === before.hand ? step + 1 : -1;
    settled.push(done);
    out.push({
      step,
      turn: before.turn,
      question: (views[step] as View).questions.length,
      target: asked.target,
      // Perfect Alibi's category and values do not fit a 1993 question: the actions say it all.
      category: null as never,
      values: [],
      best: { category: null as never, values: [] },
      ...choice,
      realisedBits: gainOf(bits, step, done),
      others: [],
    });
  }
  return { questions: out, settled };
}

/** P(the hidden card of type `t` is `card`) under a deduction. */
const chanceOf = (d: A93Deduction, t: number, card: number): number => {
  const type = d.types[t];
  if (!d.consistent || !type) return 0;
  const i = type.cards.indexOf(card);
  return i < 0 ? 0 : (type.probability[i] ?? 0);
};

/** P(the hidden card of type `t` lies in `set`). */
const setChanceOf = (d: A93Deduction, t: number, set: number): number => {
  const type = d.types[t];
  if (!d.consistent || !type) return 0;
  let p = 0;
  type.cards.forEach((c, i) => {
    if (cardSet(c) === set) p += type.probability[i] ?? 0;
  });
  return p;
};

/** Whether the seat's logic leaves only the true card possible in every type. */
const certainOf = (d: A93Deduction, truth: readonly number[]): boolean =>
  d.consistent && truth.every((card, t) => d.types[t]?.certain === card);

/** The hand's steps and their seat-independent facts, as both review paths read them. */
export interface A93SeatInput {
  seat: number;
  /** The seat's view before each action (`views[i]`: after `i` actions). */
  views: readonly View[];
  /** `events[i]`: the events the seat received from action `i - 1`. */
  events: readonly (readonly ProjectedEvent[])[];
  /** The last step reviewed (states after the game ends are left out). */
  lastStep: number;
  /** The hidden cards of hand `h` (suspect, place, weapon, emotion), or null when never revealed. */
  solutionOf: (hand: number) => number[] | null;
  /** The hands scored so far (the game's results). */
  results: readonly HandResult[];
  /** Whether the seat may accuse (its turn) or write its sheet at this step. */
  mayClaim: (step: number) => boolean;
  /** Rate the seat's questions (the costly part). */
  questions: boolean;
}

function timing(claim: ClaimReview | undefined, certainAt: A93HandReview['certainAt']) {
  let claimTiming: A93HandReview['claimTiming'] = 'none';
  let claimDelay: number | null = null;
  if (claim && claim.probability < 1 - 1e-9) claimTiming = 'guess';
  else if (claim && certainAt) {
    claimDelay = claim.step - certainAt.step;
    claimTiming = claimDelay <= 0 ? 'on-time' : 'late';
  } else if (claim) claimTiming = 'on-time';
  else if (certainAt) claimTiming = 'missed';
  return { claimTiming, claimDelay };
}

const pct = (p: number) => `${Math.round(100 * p)}%`;

function handText(h: A93HandReview, claim: ClaimReview | undefined, many: boolean): string {
  const head = many ? `hand ${h.hand}: ` : '';
  // Blanks as the sheet has them: each type's set, and its subcategory when written.
  const blanks = claim?.blanks ?? [];
  const named = blanks.reduce((n, b) => n + (b.sub === null ? 1 : 2), 0);
  const right = blanks.reduce((n, b) => n + (b.setCorrect ? 1 : 0) + (b.cardCorrect ? 1 : 0), 0);
  const verb = claim?.accuser ? 'accused' : 'wrote';
  const sheet = claim
    ? `${verb} at turn ${claim.turn} with ${pct(claim.probability)} (${right}/${named} blanks right${claim.score !== undefined ? `, ${claim.score >= 0 ? '+' : ''}${claim.score} points` : ''})`
    : '';
  switch (h.claimTiming) {
    case 'on-time':
      return h.certainAt ? `${head}${sheet}, as soon as it could be certain` : `${head}${sheet}, naming only what it was sure of`;
    case 'late':
      return `${head}${sheet}, could have accused at turn ${h.certainAt?.turn}`;
    case 'guess':
      return `${head}${sheet} before it could be certain`;
    case 'missed':
      return `${head}could have accused at turn ${h.certainAt?.turn}, never did`;
    case 'none':
      return `${head}never certain, wrote no accusation`;
  }
}

/** One seat's review from its views and events, with its trace for the other seats' `others` (the shared core of both review paths). */
export function reviewA93Seat(input: A93SeatInput): { review: SeatReview; trace: SeatTrace } {
  const { seat, views, events, results } = input;
  // Only steps whose hand's hidden cards are known (a hand left unscored at the end is not reviewed).
  let last = -1;
  for (let i = 0; i <= input.lastStep; i++) {
    if (!input.solutionOf((views[i] as View).handNumber)) break;
    last = i;
  }
  const { infos, beliefs } = a93BeliefsAlong(views, events, last);
  const turns = fourSuspectsTurns(views.map((v) => v.phase));
  const turnAt = (step: number) => turns[step] as number;
  const handAt = (step: number) => (views[step] as View).handNumber;
  const truthAt = (step: number) => input.solutionOf(handAt(step)) as number[];

  const bits = beliefs.map((d) => d.types.reduce((sum, type) => sum + entropy(type.probability), 0));
  const curve: CurvePoint[] = beliefs.map((d, step) => {
    const truth = truthAt(step);
    const types = truth.map((card, t) => round6(chanceOf(d, t, card)));
    const p = truth.reduce((sum, card, t) => sum + chanceOf(d, t, card), 0) / truth.length;
    return {
      step,
      turn: turnAt(step),
      p: round6(p),
      bits: round6(bits[step] as number),
      hand: handAt(step),
      types,
      exact: d.exact,
    };
  });

  // The accusations: the step each hand's accuser announced it (from the events the seat received).
  const accusedAt = new Map<number, number>();
  for (let i = 0; i < last + 1 && i + 1 < events.length; i++)
    if ((events[i + 1] ?? []).some((e) => e.type === 'accused') && !accusedAt.has(handAt(i))) accusedAt.set(handAt(i), i);

  const claims: ClaimReview[] = [];
  const hands: A93HandReview[] = [];
  const handNumbers = [...new Set(curve.map((c) => c.hand as number))];
  for (const hand of handNumbers) {
    const steps = curve.filter((c) => c.hand === hand);
    const fromStep = steps[0]?.step as number;
    const toStep = steps[steps.length - 1]?.step as number;
    const solution = input.solutionOf(hand) as number[];
    let certainAt: A93HandReview['certainAt'] = null;
    for (let step = fromStep; step <= toStep; step++)
      if (certainOf(beliefs[step] as A93Deduction, solution) && input.mayClaim(step)) {
        certainAt = { step, turn: turnAt(step) };
        break;
      }
    const result = results.find((r) => r.handNumber === hand);
    const at = accusedAt.get(hand);
    let claim: ClaimReview | undefined;
    if (result && result.accuser >= 0 && at !== undefined) {
      // The accuser commits in its turn; every other seat at the first step it may write.
      const step = seat === result.accuser ? at : at + 1;
      const sheet = result.sheets[seat] ?? {};
      const line = result.lines[seat];
      const d = beliefs[Math.min(step, toStep)] as A93Deduction;
      const blanks: A93BlankReview[] = [];
      CARD_TYPES.forEach((type, t) => {
        const blank = sheet[type];
        if (!blank) return;
        const hidden = solution[t] as number;
        const sub = blank.sub ?? null;
        const card = sub === null ? null : cardOf(blank.set, sub);
        const setProbability = round6(setChanceOf(d, t, blank.set));
        const cardProbability = card === null ? null : round6(chanceOf(d, t, card));
        const setCorrect = cardSet(hidden) === blank.set;
        const cardCorrect = card === null ? null : card === hidden;
        const names: Blank[] = [type, SUB_BLANK[type]];
        const points = (line?.blanks ?? []).filter((b) => names.includes(b.blank)).reduce((s, b) => s + b.points, 0);
        blanks.push({
          type,
          set: blank.set,
          sub,
          card,
          setProbability,
          cardProbability,
          probability: cardProbability ?? setProbability,
          setCorrect,
          cardCorrect,
          correct: cardCorrect ?? setCorrect,
          points,
        });
      });
      // A sheet naming nothing (or a resigned seat's) claims nothing.
      if (blanks.length) {
        claim = {
          step,
          turn: turnAt(step),
          cards: blanks.flatMap((b) => (b.card === null ? [] : [b.card])),
          correct: blanks.every((b) => b.correct),
          probability: round6(blanks.reduce((s, b) => s + b.probability, 0) / blanks.length),
          hand,
          accuser: seat === result.accuser,
          blanks,
          ...(line ? { score: line.total } : {}),
        };
        claims.push(claim);
      }
    }
    hands.push({
      hand,
      fromStep,
      toStep,
      solution: [...solution],
      certainAt,
      claim: claim ? claims.length - 1 : null,
      ...timing(claim, certainAt),
      score: result?.lines[seat]?.total ?? null,
    });
  }
  // The top-level figures are the first hand's (a one-hand game's); `hands` has every hand's.
  const first = hands[0];
  const { questions, settled } = input.questions
    ? a93Questions(seat, views, events, infos, curve, bits)
    : { questions: [], settled: [] };
  const review = finish(seat, curve, first?.certainAt ?? null, claims, questions);
  review.claimTiming = first?.claimTiming ?? 'none';
  review.claimDelay = first?.claimDelay ?? null;
  review.hands = hands;
  const sheets = hands.map((h) => handText(h, h.claim === null ? undefined : claims[h.claim], hands.length > 1)).join('; ');
  review.summary.text = `seat ${seat}: ${questionsText(review.summary.questions, review.summary.bestOrGood)}; ${sheets}`;
  return { review, trace: { bits, settled } };
}

/** Whether the rules let `seat` accuse or write its sheet in this view (what `legal` offers it). */
export function mayClaimIn(v: View, seat: number): boolean {
  if (v.resigned[seat]) return false;
  if (v.phase.kind === 'turn') return v.phase.seat === seat;
  return v.phase.kind === 'accusation' && !v.written[seat];
}

/**
 * `reviewGame` for Alibi (1993): replays the log (a refused action is listed and skipped, as
 * `alibi replay` does) and reviews every seat from its own views and events (questions rated as
 * `options` say). `fail` makes the typed error of index.ts.
 */
export function reviewAlibi1993Game(
  input: ReviewInput,
  fail: (message: string) => Error,
  options: ReviewOptions = {},
): GameReview {
  const setup = alibi1993.setup({ players: input.players, seed: input.seed, options: input.options ?? {} });
  if (!setup.ok) throw fail(`${input.game} refused the setup: ${setup.error.message}`);
  const states: State[] = [setup.value];
  const events: Event[][] = [[]];
  const refused: GameReview['refused'] = [];
  for (const [index, { seat, action }] of input.actions.entries()) {
    const prev = states[states.length - 1] as State;
    const r = alibi1993.apply(prev, seat, action);
    if (!r.ok) refused.push({ index, seat, code: r.error.code, message: r.error.message });
    states.push(r.ok ? r.value.state : prev);
    events.push(r.ok ? r.value.events : []);
  }
  const n = input.actions.length;
  const final = states[n] as State;
  const over = final.public.phase.kind === 'over';
  const results = final.public.results;
  // A hand's hidden cards: revealed when it was scored; a log cut in a hand uses the state's.
  const solutionOf = (hand: number) =>
    results.find((r) => r.handNumber === hand)?.solution ??
    (!over && final.public.handNumber === hand ? [...final.hidden.solution] : null);
  const traced = Array.from({ length: input.players }, (_, seat) =>
    reviewA93Seat({
      seat,
      views: states.map((s) => alibi1993.view(s, seat)),
      events: events.map((es) => es.flatMap((e) => alibi1993.project(e, seat) ?? [])),
      lastStep: over ? n - 1 : n,
      solutionOf,
      results,
      // What the engine lists: the accusation in its turn, a sheet in the accusation phase.
      mayClaim: (step) => alibi1993.legal(states[step] as State, seat).some((a) => a.type === 'accuse' || a.type === 'write'),
      questions: options.questions !== false && (options.seats?.includes(seat) ?? true),
    }),
  );
  // What each question gave every other seat: its entropy drop from the question to its answer.
  const seats = traced.map(({ review, trace }) => {
    review.questions.forEach((q, i) => {
      q.others = othersOf(review.seat, input.players, q.step, trace.settled[i] as number, (s) => traced[s]?.trace.bits);
    });
    return review;
  });
  const lastResult = results[results.length - 1];
  return {
    game: input.game,
    players: input.players,
    steps: n,
    missing: over && lastResult ? [...lastResult.solution] : [],
    over,
    refused,
    seats,
    solutions: results.map((r) => [...r.solution]),
  };
}
