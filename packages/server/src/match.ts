/**
 * One started game in memory: the state is a pure function of (seed, options, action log), so a
 * Match is always built by replaying stored actions. Raw events stay here; every viewer gets them
 * only through `game.project`, and the state only through `game.view`.
 */
import { createHash } from 'node:crypto';
import { seatMustAct, type Applied, type AnyGame, type Result, type SetupInput, type Viewer } from '@alibi/engine';
import { maxActions } from '@alibi/games';
import type { ActResult } from '@alibi/protocol';
import { Failure } from './errors.ts';
import type { ActionRecord } from './records.ts';

/** Refused (seat, seq) answers remembered per seat, so a retry gets the same answer. */
const REFUSALS_KEPT = 32;

/** Deeper than any game's action: a deeper one is refused before it is digested (or recursed into). */
const MAX_ACTION_DEPTH = 32;

/** A copy with every object's keys sorted; throws MALFORMED past MAX_ACTION_DEPTH. */
function sortedCopy(v: unknown, depth: number): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (depth >= MAX_ACTION_DEPTH) throw new Failure('MALFORMED', `an action is nested at most ${MAX_ACTION_DEPTH} deep`);
  if (Array.isArray(v)) return v.map((x) => sortedCopy(x, depth + 1));
  const sorted: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) sorted[k] = sortedCopy((v as Record<string, unknown>)[k], depth + 1);
  return sorted;
}

/** JSON with every object's keys sorted: equal actions give equal text whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedCopy(value, 0)) ?? 'undefined';
}

/**
 * What a (seat, seq) carried: 16 bytes of SHA-256 of the action's canonical JSON. A retry must
 * carry the same action to get the first answer; another action on a used seq is SEQ_REUSED.
 */
export function actionDigest(action: unknown): string {
  return createHash('sha256').update(canonicalJson(action)).digest('base64url').slice(0, 22);
}

export class Match {
  state: unknown;
  /** The state one version back (null at version 0): what every up-to-date viewer's delta is built on. */
  private before: unknown = null;
  /** Raw events of each applied action: steps[i] led to version i + 1. */
  private readonly steps: unknown[][] = [];
  /** seat -> seq -> version and action digest, for every applied action (rebuilt on replay from the log). */
  private readonly applied = new Map<number, Map<number, { version: number; digest: string }>>();
  private readonly refused = new Map<number, Map<number, { result: ActResult; digest: string }>>();
  private readonly maxSeq = new Map<number, number>();
  /** The seat whose action led to the current version (null at version 0). */
  lastSeat: number | null = null;
  /** The game's maximum length (games registry): a match that reaches it is over, with no winner. */
  readonly maxActions: number;

  private constructor(
    readonly game: AnyGame,
    state: unknown,
  ) {
    this.state = state;
    this.maxActions = maxActions(game.meta.id);
  }

  /** Sets the game up and replays the log; throws if the log no longer replays (a rules change). */
  static build(game: AnyGame, input: SetupInput<unknown>, log: readonly ActionRecord[]): Match {
    const setup = game.setup(input);
    if (!setup.ok) throw new Error(`setup failed: ${setup.error.message}`);
    const match = new Match(game, setup.value);
    for (const a of log) match.replayOne(a);
    return match;
  }

  /** Applies a stored action; throws if it no longer applies. */
  replayOne(a: ActionRecord): void {
    if (a.version !== this.version + 1) throw new Error(`stored action ${a.version} follows version ${this.version}`);
    const r = this.game.apply(this.state, a.seat, a.action);
    if (!r.ok) throw new Error(`stored action ${a.version} no longer applies: ${r.error.message}`);
    this.commit(a.seat, a.seq, r.value, actionDigest(a.action));
  }

  get version(): number {
    return this.steps.length;
  }

  /** Full-information events of the last applied action (none at version 0). */
  get lastEvents(): readonly unknown[] {
    return this.steps[this.steps.length - 1] ?? [];
  }

  get over(): boolean {
    return this.game.outcome(this.state) !== null || this.tooLong;
  }

  /** The server ended the match: it reached `maxActions` without an outcome. */
  get tooLong(): boolean {
    return this.version >= this.maxActions && this.game.outcome(this.state) === null;
  }

  /** Whether the match is over once `state` is committed as the next version (its outcome, or the cap). */
  endsWith(state: unknown): boolean {
    return this.game.outcome(state) !== null || this.version + 1 >= this.maxActions;
  }

  tryApply(seat: number, action: unknown): Result<Applied<unknown, unknown>> {
    if (this.tooLong)
      return { ok: false, error: { code: 'GAME_OVER', message: `the match reached its maximum of ${this.maxActions} actions` } };
    return this.game.apply(this.state, seat, action);
  }

  commit(seat: number, seq: number, applied: Applied<unknown, unknown>, digest: string): void {
    this.before = this.state;
    this.state = applied.state;
    this.steps.push(applied.events);
    this.lastSeat = seat;
    let seqs = this.applied.get(seat);
    if (!seqs) this.applied.set(seat, (seqs = new Map()));
    seqs.set(seq, { version: this.steps.length, digest });
    this.maxSeq.set(seat, Math.max(seq, this.maxSeq.get(seat) ?? -1));
  }

  /**
   * The answer already given to this (seat, seq) when it carried the same action (digest); a
   * different action on a seq already answered is refused with SEQ_REUSED, so no `ok` is ever
   * given for an action that was not stored. Null when the seq is unused (or its refusal forgotten).
   */
  previous(seat: number, seq: number, digest: string): ActResult | null {
    const applied = this.applied.get(seat)?.get(seq);
    const refused = applied ? undefined : this.refused.get(seat)?.get(seq);
    const first = applied ?? refused;
    if (!first) return null;
    if (first.digest !== digest) {
      const next = this.nextSeq(seat);
      return {
        seq,
        ok: false,
        error: { code: 'SEQ_REUSED', message: `seq ${seq} was already used for another action; the next is ${next}` },
        nextSeq: next,
      };
    }
    return applied ? { seq, ok: true, version: applied.version } : (refused as { result: ActResult }).result;
  }

  refuse(seat: number, result: ActResult & { ok: false }, digest: string): void {
    let seqs = this.refused.get(seat);
    if (!seqs) this.refused.set(seat, (seqs = new Map()));
    seqs.set(result.seq, { result, digest });
    // Maps iterate in insertion order: drop the oldest.
    if (seqs.size > REFUSALS_KEPT) seqs.delete(seqs.keys().next().value as number);
    this.maxSeq.set(seat, Math.max(result.seq, this.maxSeq.get(seat) ?? -1));
  }

  nextSeq(seat: number): number {
    return (this.maxSeq.get(seat) ?? -1) + 1;
  }

  view(viewer: Viewer): unknown {
    return this.game.view(this.state, viewer);
  }

  legal(viewer: Viewer): unknown[] {
    return this.tooLong ? [] : this.legalIn(this.state, viewer);
  }

  private legalIn(state: unknown, viewer: Viewer): unknown[] {
    return viewer === 'spectator' ? [] : this.game.legal(state, viewer);
  }

  /**
   * What `viewer` saw one version back (view and legal actions), rebuilt from the state then:
   * a pure function, so it equals what any viewer holding that version was sent, and the server
   * need not keep every viewer's last view alive (they made most of its old-generation garbage).
   */
  oneBack(viewer: Viewer): { view: unknown; legal: unknown[]; mustAct: boolean } | null {
    if (this.before === null) return null;
    const before = this.before;
    return {
      view: this.game.view(before, viewer),
      legal: this.legalIn(before, viewer),
      mustAct: seatMustAct(this.game, before, viewer),
    };
  }

  /** Whether the game waits for this seat; only ever told to the seat itself. */
  mustAct(viewer: Viewer): boolean {
    // The same function as the non-interference kit's (engine), plus the server's own length cap.
    return !this.tooLong && seatMustAct(this.game, this.state, viewer);
  }

  /** What `viewer` learned from the actions after `fromVersion`, in order. */
  eventsFor(viewer: Viewer, fromVersion = 0): unknown[] {
    const out: unknown[] = [];
    for (let i = fromVersion; i < this.steps.length; i++) {
      for (const e of this.steps[i] as unknown[]) {
        const p = this.game.project(e, viewer);
        if (p !== null) out.push(p);
      }
    }
    return out;
  }
}
