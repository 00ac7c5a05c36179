/**
 * A seat's action numbering in one tab. The server numbers seqs per seat, not per connection, and
 * tells every connection of the seat its next seq (welcome, update, delta, refusals), so several
 * tabs of one seat take their numbers from the latest they have seen and stay usable together.
 */
import type { ActResult } from '@alibi/protocol';

export class SeatSequence {
  /** The highest seq this tab knows to be used (0: none yet; the first action is 1 at least). */
  private last = 0;

  /** The server said the seat's next seq. */
  seen(nextSeq: number): void {
    this.last = Math.max(this.last, nextSeq - 1);
  }

  /** The seq for a new action. */
  take(): number {
    return ++this.last;
  }

  /** A seq for resending after SEQ_REUSED or STALE: at or above `nextSeq`, above any this tab has in flight. */
  renumber(nextSeq: number): number {
    this.last = Math.max(this.last + 1, nextSeq);
    return this.last;
  }
}

/** How often an action is sent again (rate limit, or renumbered) before giving up. */
export const ACT_RETRIES = 5;

/**
 * Sends one action and settles its answer: a message the server's rate limit turned away was not
 * applied, so it goes again with the same seq a little later (a fast hand on a board can outrun the
 * limit for a moment); one whose seq another tab of this seat used first (SEQ_REUSED), or that
 * fell behind (STALE), was not applied either, so it goes again numbered from the server's `nextSeq`.
 */
export function sendAction(
  seqs: SeatSequence,
  send: (seq: number) => Promise<ActResult>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<ActResult> {
  const attempt = (seq: number, n: number): Promise<ActResult> =>
    send(seq).then(async (r) => {
      if (r.ok || n >= ACT_RETRIES) return r;
      if (r.error.code === 'RATE_LIMITED') {
        await wait(250 * (n + 1));
        return attempt(seq, n + 1);
      }
      if ((r.error.code === 'SEQ_REUSED' || r.error.code === 'STALE') && r.nextSeq !== undefined && r.nextSeq > seq) {
        return attempt(seqs.renumber(r.nextSeq), n + 1);
      }
      return r;
    });
  return attempt(seqs.take(), 0);
}
