/**
 * A Four Suspects seat's review from that seat's own views alone (one per step, as a replay
 * fetched as that seat gives them): what a browser can compute in a worker. The same curve,
 * certainty, guesses and question ratings as `reviewGame` gives that seat (without `others`:
 * what the other seats learned needs their views; `withOthers` adds it from every seat's trace).
 */
import type { View } from '@alibi/four-suspects';
import { infoSet } from '../four-suspects.ts';
import { beliefsAlong, probabilityOfSet, type SeatBelief } from './belief.ts';
import { curveOf, firstCertain, fourSuspectsTurns, round6 } from './steps.ts';
import { finish, type ClaimReview, type SeatReview } from './summary.ts';
import { fsAskedAlong, fsLegalQuestionsFromView, fsQuestionReviews } from './fs-questions.ts';
import type { TracedReview } from './others.ts';
const sorted = (cards: readonly number[]) => [...cards].sort((a, b) => a - b);

/** What the seat may guess in this view, as the rules allow it (legal.ts): in a window only if asked. */
function mayGuess(v: View, seat: number): boolean {
  if (v.phase.kind === 'over') return false;
  if (v.guessing) return v.guessing.pending.includes(seat);
  return v.eliminated[seat] === false;
}

/** The seat's own guess as this view shows it: open in a window, or judged. */
const ownGuessIn = (v: View): number[] | null => v.myGuess ?? v.ownGuess?.cards ?? null;

/**
 * `views[i]`: the seat's view after `i` actions (0: after setup). Returns null while the views do
 * not name the missing alibi(s) to the seat. `questions: false`: no question ratings (the costly part).
 */
export function reviewFourSuspectsSeatFromViews(
  seat: number,
  views: readonly View[],
  options: { questions?: boolean } = {},
): SeatReview | null {
  return traceFourSuspectsSeatFromViews(seat, views, options).review;
}

/** The same review, and the seat's trace for the other seats' `others` (its entropies even when the review is null). */
export function traceFourSuspectsSeatFromViews(
  seat: number,
  views: readonly View[],
  options: { questions?: boolean } = {},
): TracedReview {
  const last = views[views.length - 1];
  const over = last?.phase.kind === 'over';
  const lastStep = over ? views.length - 2 : views.length - 1;
  const beliefs = beliefsAlong(views, lastStep, infoSet);
  const bits = beliefs.map((b) => b.bits);
  if (!last || last.missing === null) return { review: null, trace: { bits, settled: [] } };
  const truth = sorted(last.missing);
  const turns = fourSuspectsTurns(views.map((v) => v.phase));
  const turnAt = (step: number) => turns[step] as number;
  const curve = curveOf(beliefs, truth, turnAt);
  const certainAt = firstCertain(beliefs, truth, (step) => mayGuess(views[step] as View, seat), turnAt);
  // A guess of this seat: the step after which its own guess first shows in its view.
  const claims: ClaimReview[] = [];
  for (let i = 0; i < views.length - 1 && i <= lastStep; i++) {
    const before = ownGuessIn(views[i] as View);
    const after = ownGuessIn(views[i + 1] as View);
    if (before !== null || after === null) continue;
    const cards = sorted(after);
    claims.push({
      step: i,
      turn: turnAt(i),
      cards,
      correct: cards.join() === truth.join(),
      probability: round6(probabilityOfSet(beliefs[i] as SeatBelief, cards)),
    });
  }
  // Its questions: the question a view's list gains after the seat acted, settled once the phase moves on.
  const asked =
    options.questions === false
      ? []
      : fsAskedAlong(
          seat,
          views.length - 1,
          (i) => (views[i] as View).questions,
          (i) => (views[i] as View).phase,
          (i) => fsLegalQuestionsFromView(views[i] as View, seat),
          (i) => i > lastStep,
        );
  const questions = fsQuestionReviews(seat, last.players, asked, beliefs, (s) => (s === seat ? bits : null), turnAt);
  return {
    review: finish(seat, curve, certainAt, claims, questions),
    trace: { bits, settled: asked.map((a) => a.done) },
  };
}
