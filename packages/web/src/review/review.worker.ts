/**
 * The game review's Web Worker (docs/review.md): reviews one seat from its own replay views, off
 * the main thread (a 5-player game takes about half a second of CPU). `game` picks the review:
 * Perfect Alibi and Alibi (1993) (views and events) or Four Suspects (views alone). Each also
 * sends the seat's trace, from which the dialog fills what every seat's questions gave the others
 * once it has every seat's (`withOthers`).
 */
import {
  traceAlibi1993SeatFromViews,
  traceFourSuspectsSeatFromViews,
  traceSeatFromViews,
  type SeatReview,
  type SeatTrace,
} from '@alibi/deduction/review';
import type { View as A93View } from '@alibi/alibi-1993';
import type { View as FsView } from '@alibi/four-suspects';
import type { View as PaView } from '@alibi/perfect-alibi';

/** The games the web review covers. */
export type ReviewGame = 'perfect-alibi' | 'four-suspects' | 'alibi-1993';

export type ReviewRequest = { id: number; seat: number } & (
  | { game: 'perfect-alibi'; views: PaView[]; events: unknown[][] }
  | { game: 'four-suspects'; views: FsView[] }
  | { game: 'alibi-1993'; views: A93View[]; events: unknown[][] }
);
/** A seat's review and its trace (none for a hand that was never scored: nothing to review). */
export type WorkerReview = { review: SeatReview | null; trace?: SeatTrace };
export type ReviewReply = ({ id: number } & WorkerReview) | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ReviewRequest>) => void) | null;
  postMessage(m: ReviewReply): void;
};

function review(req: ReviewRequest): WorkerReview {
  switch (req.game) {
    case 'perfect-alibi':
      return traceSeatFromViews(req.seat, req.views, req.events);
    case 'four-suspects':
      return traceFourSuspectsSeatFromViews(req.seat, req.views);
    case 'alibi-1993':
      return traceAlibi1993SeatFromViews(req.seat, req.views, req.events) ?? { review: null };
  }
}

scope.onmessage = (e) => {
  const { id } = e.data;
  try {
    scope.postMessage({ id, ...review(e.data) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
