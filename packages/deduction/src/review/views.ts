/**
 * A Perfect Alibi seat's review from that seat's own views alone (one per step, as a replay
 * fetched as that seat gives them, docs/replay.md): what the web client computes in a worker. The
 * same figures as `reviewGame` for that seat, except what the question gave the other seats
 * (their views are theirs: `withOthers` adds it from every seat's trace, others.ts).
 */
import { VALUE_SETS, type Category, type View } from '@alibi/perfect-alibi';
import { infoSet } from '../perfect-alibi.ts';
import { beliefsAlong, probabilityOfSet, type SeatBelief } from './belief.ts';
import { rateQuestion } from './questions.ts';
import { curveOf, firstCertain, round6 as round } from './steps.ts';
import { finish, type ClaimReview, type QuestionReview, type SeatReview } from './summary.ts';
import { gainOf, type TracedReview } from './others.ts';

/**
 * `views[i]`: the seat's view after `i` actions (0: after setup); the last one may be the final
 * position (its reveal names the missing card). `events[i]`: the events the seat received from
 * action `i - 1` (a replay step's `events`; its claims are read there). Returns null when the views do not reveal the
 * missing card (the game is not over).
 */
export function reviewSeatFromViews(
  seat: number,
  views: readonly View[],
  events?: readonly (readonly unknown[])[],
): SeatReview | null {
  return traceSeatFromViews(seat, views, events).review;
}

/** The same review, and the seat's trace for the other seats' `others` (its entropies even when the review is null). */
export function traceSeatFromViews(
  seat: number,
  views: readonly View[],
  events?: readonly (readonly unknown[])[],
): TracedReview {
  const last = views[views.length - 1];
  const over = last?.phase.kind === 'over';
  const lastStep = over ? views.length - 2 : views.length - 1;
  const beliefs = beliefsAlong(views, lastStep, infoSet);
  const bits = beliefs.map((b) => b.bits);
  const settled: number[] = [];
  const missing = last?.missing ?? null;
  if (missing === null) return { review: null, trace: { bits, settled } };
  const truth = [missing];
  const turnAt = (i: number) => Math.max(0, (views[i] as View).turn);
  const curve = curveOf(beliefs, truth, turnAt);
  // A live seat may claim at any moment of the game.
  const canClaim = (v: View) => v.phase.kind !== 'over' && !v.eliminated[seat];
  const certainAt = firstCertain(beliefs, truth, (step) => canClaim(views[step] as View), turnAt);
  const claims: ClaimReview[] = [];
  const questions: QuestionReview[] = [];
  for (let i = 0; i < views.length - 1 && i <= lastStep; i++) {
    const v = views[i] as View;
    const next = views[i + 1] as View;
    // A claim of this seat: the event it received for it names the card.
    const ev = (events?.[i + 1] ?? []) as { type?: string; seat?: number; card?: number }[];
    const claimed = ev.find((e) => e.type === 'claimed' && e.seat === seat)?.card ?? null;
    if (claimed !== null)
      claims.push({
        step: i,
        turn: turnAt(i),
        cards: [claimed],
        correct: claimed === missing,
        probability: round(probabilityOfSet(beliefs[i] as SeatBelief, [claimed])),
      });
    const phase = v.phase;
    if (phase.kind === 'ask' && phase.seat === seat && next.questions.length === v.questions.length + 1) {
      const q = next.questions[v.questions.length];
      if (!q || q.asker !== seat) continue;
      const categories: Category[] = phase.category ? [phase.category] : ['time', 'location'];
      const legal = categories.flatMap((category) => VALUE_SETS.map((values) => ({ category, values })));
      const state = { public: { assistants: v.assistants, handSizes: v.handSizes }, rules: v.rules };
      const choice = rateQuestion(
        beliefs[i] as SeatBelief,
        state,
        seat,
        phase.target,
        { category: q.category, values: q.values },
        legal,
      );
      let done = -1;
      for (let j = i + 1; j < views.length; j++)
        if ((views[j] as View).questions[v.questions.length]?.card !== null) {
          done = j;
          break;
        }
      settled.push(done);
      questions.push({
        step: i,
        turn: turnAt(i),
        question: v.questions.length,
        target: phase.target,
        ...choice,
        realisedBits: gainOf(bits, i, done),
        others: [],
      });
    }
  }
  return { review: finish(seat, curve, certainAt, claims, questions), trace: { bits, settled } };
}
