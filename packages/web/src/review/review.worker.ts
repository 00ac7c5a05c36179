/**
 * The game review's Web Worker (docs/review.md): reviews one seat from its own replay views, off
 * the main thread (a 5-player game takes about half a second of CPU). `game` picks the review:
 * Perfect Alibi and Alibi (1993) (views and events) or Four Suspects (views alone).
 */
import {
  reviewAlibi1993SeatFromViews,
  reviewFourSuspectsSeatFromViews,
  reviewSeatFromViews,
  type SeatReview,
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
export type ReviewReply = { id: number; review: SeatReview | null } | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ReviewRequest>) => void) | null;
  postMessage(m: ReviewReply): void;
};

function review(req: ReviewRequest): SeatReview | null {
  switch (req.game) {
    case 'perfect-alibi':
      return reviewSeatFromViews(req.seat, req.views, req.events);
    case 'four-suspects':
      return reviewFourSuspectsSeatFromViews(req.seat, req.views);
    case 'alibi-1993':
      return reviewAlibi1993SeatFromViews(req.seat, req.views, req.events);
  }
}

scope.onmessage = (e) => {
  const { id } = e.data;
  try {
    scope.postMessage({ id, review: review(e.data) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
