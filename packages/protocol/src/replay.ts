/**
 * Replays over HTTP (GET /api/tables/:id/replay). A replay is linear in the match's length: each
 * step carries the viewer's projected events and only the changes to the viewer's view since the
 * step before (step 0: the whole view, as a change from null). `ReplayViews` rebuilds the view of
 * any step on demand, so a client pays for the steps it looks at.
 */
import { patch, type Delta } from './delta.ts';
import type { TableInfo } from './index.ts';
import type { ReplayChatLine } from './chat.ts';

export interface ReplayStep {
  /** Actions applied so far (0 = the position after setup). */
  version: number;
  /** The viewer's view here, as changes to the previous step's view (step 0: to null). Rebuild with `patch`. */
  delta: Delta;
  /** What this viewer learned from the action that led here (empty for step 0). */
  events: unknown[];
}

export interface Replay {
  table: TableInfo;
  viewer: number | 'spectator';
  steps: ReplayStep[];
  /**
   * The table's chat, in order, each line with the version it was said after (lines before the
   * start say 0): show a line from the step with that version on. Capped like the table's chat.
   */
  chat?: ReplayChatLine[];
}

/**
 * The header that carries a seat token on a GET (never the URL: URLs end up in logs and
 * histories): `Authorization: Bearer <token>`. A replay as a seat needs that seat's token.
 */
export const SEAT_TOKEN_HEADER = 'authorization';
export const bearer = (token: string): string => `Bearer ${token}`;

/** The views of a replay's steps, each rebuilt once, when first asked for. */
export class ReplayViews {
  private readonly views: unknown[] = [];

  constructor(private readonly steps: readonly ReplayStep[]) {}

  get length(): number {
    return this.steps.length;
  }

  /** The view at step `i`; throws a DeltaMismatch if the steps do not fit together. */
  at(i: number): unknown {
    if (!Number.isInteger(i) || i < 0 || i >= this.steps.length) throw new RangeError(`no step ${i}`);
    // patch shares what a step leaves unchanged with the step before, so keeping them all is cheap.
    for (let k = this.views.length; k <= i; k++) {
      this.views.push(patch(k === 0 ? null : this.views[k - 1], (this.steps[k] as ReplayStep).delta));
    }
    return this.views[i];
  }
}
