/**
 * An Alibi (1993) seat's review from that seat's own views and events alone (a replay fetched as
 * that seat: one view per step, the events it received at each): what the web worker computes.
 * The same figures as `reviewGame` for that seat (docs/review.md, "Alibi (1993)").
 */
import type { ProjectedEvent, View } from '@alibi/alibi-1993';
import { mayClaimIn, reviewA93Seat } from './a93.ts';
import type { TracedReview } from './others.ts';
import type { SeatReview } from './summary.ts';

/**
 * `views[i]`: the seat's view after `i` actions (0: after setup); `events[i]`: the events it
 * received from action `i - 1` (a replay step's `events`). Returns null until the game is over
 * (the hidden cards are revealed only as each hand is scored). `questions: false`: no question
 * ratings (the costly part).
 */
export function reviewAlibi1993SeatFromViews(
  seat: number,
  views: readonly View[],
  events: readonly (readonly unknown[])[],
  options: { questions?: boolean } = {},
): SeatReview | null {
  return traceAlibi1993SeatFromViews(seat, views, events, options)?.review ?? null;
}

/** The same review with the seat's trace, from which `withOthers` fills what each question gave the other seats. */
export function traceAlibi1993SeatFromViews(
  seat: number,
  views: readonly View[],
  events: readonly (readonly unknown[])[],
  options: { questions?: boolean } = {},
): TracedReview | null {
  const last = views[views.length - 1];
  if (!last || last.phase.kind !== 'over' || !last.results.length) return null;
  const results = last.results;
  return reviewA93Seat({
    seat,
    views,
    events: events as readonly (readonly ProjectedEvent[])[],
    lastStep: views.length - 2,
    solutionOf: (hand) => results.find((r) => r.handNumber === hand)?.solution ?? null,
    results,
    mayClaim: (step) => mayClaimIn(views[step] as View, seat),
    questions: options.questions !== false,
  });
}
