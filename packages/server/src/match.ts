/**
 * One started game in memory: the state is a pure function of (seed, options, action log), so a
 * Match is always built by replaying stored actions. Raw events stay here; every viewer gets them
 * only through `game.project`, and the state only through `game.view`.
 */
import type { Applied, AnyGame, Result, SetupInput, Viewer } from '@alibi/engine';
import type { ActResult, ReplayStep } from '@alibi/protocol';
import type { ActionRecord } from './store.ts';

/** Refused (seat, seq) answers remembered per seat, so a retry gets the same answer. */
const REFUSALS_KEPT = 32;

export class Match {
  state: unknown;
  /** The state one version back (null at version 0): what every up-to-date viewer's delta is built on. */
  private before: unknown = null;
  /** Raw events of each applied action: steps[i] led to version i + 1. */
  private readonly steps: unknown[][] = [];
  /** seat -> seq -> version, for every applied action. */
  private readonly applied = new Map<number, Map<number, number>>();
  private readonly refused = new Map<number, Map<number, ActResult>>();
  private readonly maxSeq = new Map<number, number>();

  private constructor(
    readonly game: AnyGame,
    state: unknown,
  ) {
    this.state = state;
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
    this.commit(a.seat, a.seq, r.value);
  }

  /** Every position of a finished log as `viewer` saw it, with what they learned at each step. */
  static replay(game: AnyGame, input: SetupInput<unknown>, log: readonly ActionRecord[], viewer: Viewer): ReplayStep[] {
    const match = Match.build(game, input, []);
    const steps: ReplayStep[] = [{ version: 0, view: match.view(viewer), events: [] }];
    for (const a of log) {
      match.replayOne(a);
      steps.push({ version: match.version, view: match.view(viewer), events: match.eventsFor(viewer, match.version - 1) });
    }
    return steps;
  }

  get version(): number {
    return this.steps.length;
  }

  get over(): boolean {
    return this.game.outcome(this.state) !== null;
  }

  tryApply(seat: number, action: unknown): Result<Applied<unknown, unknown>> {
    return this.game.apply(this.state, seat, action);
  }

  commit(seat: number, seq: number, applied: Applied<unknown, unknown>): void {
    this.before = this.state;
    this.state = applied.state;
    this.steps.push(applied.events);
    let seqs = this.applied.get(seat);
    if (!seqs) this.applied.set(seat, (seqs = new Map()));
    seqs.set(seq, this.steps.length);
    this.maxSeq.set(seat, Math.max(seq, this.maxSeq.get(seat) ?? -1));
  }

  /** The answer already given to this (seat, seq), if any. */
  previous(seat: number, seq: number): ActResult | null {
    const version = this.applied.get(seat)?.get(seq);
    if (version !== undefined) return { seq, ok: true, version };
    return this.refused.get(seat)?.get(seq) ?? null;
  }

  refuse(seat: number, result: ActResult & { ok: false }): void {
    let seqs = this.refused.get(seat);
    if (!seqs) this.refused.set(seat, (seqs = new Map()));
    seqs.set(result.seq, result);
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
    return this.legalIn(this.state, viewer);
  }

  private legalIn(state: unknown, viewer: Viewer): unknown[] {
    return viewer === 'spectator' ? [] : this.game.legal(state, viewer);
  }

  /**
   * What `viewer` saw one version back (view and legal actions), rebuilt from the state then:
   * a pure function, so it equals what any viewer holding that version was sent, and the server
   * need not keep every viewer's last view alive (they made most of its old-generation garbage).
   */
  oneBack(viewer: Viewer): { view: unknown; legal: unknown[] } | null {
    if (this.before === null) return null;
    return { view: this.game.view(this.before, viewer), legal: this.legalIn(this.before, viewer) };
  }

  /** Whether the game waits for this seat; only ever told to the seat itself. */
  mustAct(viewer: Viewer): boolean {
    return viewer !== 'spectator' && this.game.waitingFor(this.state).includes(viewer);
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
