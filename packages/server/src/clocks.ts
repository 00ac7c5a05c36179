/**
 * Table clocks and autopilot. Time belongs to the server: a person's seat clock runs while the
 * game waits for that seat; when it runs out, or the person stays disconnected past the pace's
 * grace, the server plays for the seat with the table's autopilot bot level, through the bots'
 * own path (so every move is an ordinary, compare-and-set appended action), and says so in a
 * stored notice. A resigned seat stays on autopilot for good.
 *
 * One clock per table: only the node that runs the table's bots (its lease holder) runs timers
 * and writes clock transitions; every write is a compare-and-set on the row's `rev`, so a
 * resign or "I'm back" taken by another node is never lost (the loser re-reads and retries).
 */
import {
  CLOCK_PACE_SECONDS,
  type AutopilotReason,
  type BotKind,
  type ClockSetting,
  type ClockState,
  type TableInfo,
  type TableNotice,
} from '@alibi/protocol';
import type { Kysely } from 'kysely';
import { Failure } from './errors.ts';

/** Notices kept per table (the oldest go first): a seat toggling "I'm back" cannot grow the row without bound. */
export const NOTICES_KEPT = 200;
/** A clock never sleeps longer than this between checks (timers of days are clamped by Node anyway). */
const MAX_TIMER_MS = 60 * 60 * 1000;

export interface ClockLimits {
  decisionMs: number;
  reserveMs: number;
  /** How long a disconnected person keeps the seat; null: autopilot never takes it for absence. */
  graceMs: number | null;
}

/**
 * The limits of a setting; null for 'off'. `scale` multiplies every duration (tests use small
 * values through ALIBI_CLOCK_SCALE; see docs/lifecycle.md).
 */
export function clockLimits(setting: ClockSetting, scale: number | ClockScale = 1): ClockLimits | null {
  if (setting === 'off') return null;
  const { decision: k, reserve: r } = typeof scale === 'number' ? { decision: scale, reserve: scale } : scale;
  if (typeof setting === 'object') return { decisionMs: Math.round(setting.hoursPerMove * 3_600_000 * k), reserveMs: 0, graceMs: null };
  const s = CLOCK_PACE_SECONDS[setting];
  return { decisionMs: Math.round(s.decision * 1000 * k), reserveMs: Math.round(s.reserve * 1000 * r), graceMs: Math.round(s.grace * 1000 * k) };
}

/** Scales of the decision time (and grace) and of the reserve; tests only (see clockScaleFromEnv). */
export interface ClockScale {
  decision: number;
  reserve: number;
}

/** The setting as stored in the tables row: 'off' | pace | 'hours:N'. */
export const clockText = (c: ClockSetting): string => (typeof c === 'object' ? `hours:${c.hoursPerMove}` : c);
export function parseClockText(text: string | null | undefined): ClockSetting {
  if (text === 'relaxed' || text === 'standard' || text === 'fast') return text;
  const m = /^hours:(\d+)$/.exec(text ?? '');
  // A value this build does not know reads as off.
  return m ? { hoursPerMove: Number(m[1]) } : 'off';
}

export interface SeatTime {
  decisionMs: number;
  reserveMs: number;
  /** When the clock started running (epoch ms), or null while stopped. */
  since: number | null;
  autopilot: AutopilotReason | null;
}

/** What the `clocks` row holds (JSON). */
export interface ClockRecord {
  /** The match version the clock was last brought up to. */
  version: number;
  seats: SeatTime[];
  notices: TableNotice[];
}

/** Version -1: not yet brought up to the start (the first transition runs at version 0). */
export function initialClock(players: number, limits: ClockLimits | null): ClockRecord {
  return {
    version: -1,
    seats: Array.from({ length: players }, () => ({ decisionMs: limits?.decisionMs ?? 0, reserveMs: limits?.reserveMs ?? 0, since: null, autopilot: null })),
    notices: [],
  };
}

/** The seat's time as of `now`: elapsed time comes off the decision first, then the reserve. */
export function charged(s: SeatTime, now: number): { decisionMs: number; reserveMs: number } {
  if (s.since === null) return { decisionMs: s.decisionMs, reserveMs: s.reserveMs };
  const elapsed = Math.max(0, now - s.since);
  const fromDecision = Math.min(elapsed, s.decisionMs);
  return { decisionMs: s.decisionMs - fromDecision, reserveMs: Math.max(0, s.reserveMs - (elapsed - fromDecision)) };
}

const stop = (s: SeatTime, now: number): SeatTime => ({ ...s, ...charged(s, now), since: null });

/**
 * The clock after the match reached `version` with `waiting` the people's seats the game now
 * waits for (autopilot seats left out) and `actor` the seat whose action led there. A seat that
 * keeps waiting and did not act keeps running; a seat that starts waiting, or acted and still
 * waits, starts a fresh decision; every other seat stops. Pure.
 */
export function advance(c: ClockRecord, limits: ClockLimits, version: number, waiting: readonly number[], actor: number | null, now: number): ClockRecord {
  const seats = c.seats.map((s, seat) => {
    const waits = waiting.includes(seat) && s.autopilot === null;
    if (!waits) return s.since === null ? s : stop(s, now);
    if (s.since !== null && seat !== actor) return s;
    return { ...stop(s, now), decisionMs: limits.decisionMs, since: now };
  });
  return { ...c, version, seats };
}

/** When the earliest running clock runs out, or null. */
export function nextTimeout(c: ClockRecord): number | null {
  let at: number | null = null;
  for (const s of c.seats) {
    if (s.since === null) continue;
    const t = s.since + s.decisionMs + s.reserveMs;
    if (at === null || t < at) at = t;
  }
  return at;
}

/** The wire form: every listed seat's time as of `now`. */
export function snapshot(c: ClockRecord, seats: readonly number[], now: number): ClockState {
  return {
    seats: seats.map((seat) => {
      const s = c.seats[seat] as SeatTime;
      return { seat, ...charged(s, now), running: s.since !== null };
    }),
  };
}

/** Whether an action is the engines' resign (the server never lets a bot or the autopilot choose it). */
export const isResign = (a: unknown): boolean => typeof a === 'object' && a !== null && (a as { type?: unknown }).type === 'resign';

// ---- storage --------------------------------------------------------------------------------

interface ClocksTable {
  table_id: string;
  /** Compare-and-set key: every write moves it by one. */
  rev: number;
  /** JSON ClockRecord. */
  state: string;
}
type ClockDb = Kysely<{ clocks: ClocksTable }>;

export class ClockStore {
  private readonly db: ClockDb;
  /** `db`: the server's Kysely instance (its schema type does not list this table; clocks.ts owns it). */
  constructor(db: object) {
    this.db = db as ClockDb;
  }

  async load(tableId: string): Promise<{ rev: number; record: ClockRecord } | null> {
    const row = await this.db.selectFrom('clocks').select(['rev', 'state']).where('table_id', '=', tableId).executeTakeFirst();
    return row ? { rev: Number(row.rev), record: JSON.parse(row.state) as ClockRecord } : null;
  }

  /** Writes `record` if the stored rev is still `rev` (0: no row yet); false when another write came first. */
  async save(tableId: string, rev: number, record: ClockRecord): Promise<boolean> {
    const state = JSON.stringify(record);
    if (rev === 0) {
      const r = await this.db
        .insertInto('clocks')
        .values({ table_id: tableId, rev: 1, state })
        .onConflict((oc) => oc.column('table_id').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    const r = await this.db
      .updateTable('clocks')
      .set({ rev: rev + 1, state })
      .where('table_id', '=', tableId)
      .where('rev', '=', rev)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}

// ---- the runner -------------------------------------------------------------------------------

/** What the clocks need of a table in memory (the hub's TableRuntime has all of it). */
export interface ClockTable {
  readonly id: string;
  readonly game: { waitingFor(state: unknown): number[] };
  readonly seats: readonly { seat: number; name: string | null; bot: BotKind | null; tokenHash: string | null }[];
  readonly record: { status: string; players: number };
  readonly match: { state: unknown; version: number; lastSeat: number | null; over: boolean } | null;
  readonly ownsBots: boolean;
  closed: boolean;
  /** Set by the hub when the table is built (see Clocks.attach). */
  clock: TableClock | null;
  connected(seat: number): boolean;
  run<T>(job: () => Promise<T> | T): Promise<T>;
}

/** One table's clock in memory. */
export class TableClock {
  rev = 0;
  record: ClockRecord;
  readonly limits: ClockLimits | null;
  timer: NodeJS.Timeout | null = null;
  /** Moved with an action and told inside its messages (advanceWithAction), not stored yet. */
  unsaved = false;
  /** People's seats seen disconnected, since when (this node's observation; a restart starts it afresh). */
  readonly goneSince = new Map<number, number>();

  constructor(
    readonly setting: ClockSetting,
    readonly autopilotKind: BotKind,
    players: number,
    scale: number | ClockScale,
  ) {
    this.limits = clockLimits(setting, scale);
    this.record = initialClock(players, this.limits);
  }
}

export interface ClockHooks {
  /** Push the table (TableInfo, with the clock) to this node's connections. */
  push(t: ClockTable): void;
  /** Tell other nodes the table changed (they re-read the clock row). */
  signal(t: ClockTable): void;
  /** Autopilot seats changed: let the bots' scheduler look again. */
  botsChanged(t: ClockTable): void;
  logError(message: string, e: unknown): void;
}

/**
 * The scale of every clock duration, for tests: ALIBI_CLOCK_SCALE=K (e.g. 0.01: fast is 0.2 s +
 * 1.2 s) or K,R (decision time and grace times K, the reserve times R). Anything else: 1.
 */
export const clockScaleFromEnv = (): ClockScale => {
  const [k, r] = (process.env.ALIBI_CLOCK_SCALE ?? '1').split(',').map(Number);
  const ok = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v) && v > 0;
  const decision = ok(k) ? k : 1;
  return { decision, reserve: ok(r) ? r : decision };
};

const CAS_ATTEMPTS = 5;

/** Seats held by people (a person's seat on autopilot included). */
function people(t: ClockTable): number[] {
  return t.seats.filter((s) => s.bot === null && s.tokenHash !== null).map((s) => s.seat);
}

/** The clock's part of TableInfo (the table's setting, the autopilot level, times and notices). */
export function clockInfo(t: ClockTable, now = Date.now()): Pick<TableInfo, 'clock' | 'autopilot' | 'clockState' | 'notices'> {
  const c = t.clock;
  if (!c) return { clock: 'off', autopilot: 'heuristic' };
  const out: Pick<TableInfo, 'clock' | 'autopilot' | 'clockState' | 'notices'> = { clock: c.setting, autopilot: c.autopilotKind };
  if (c.limits && t.record.status === 'playing') out.clockState = snapshot(c.record, people(t), now);
  if (c.record.notices.length > 0) out.notices = c.record.notices;
  return out;
}

export class Clocks {
  private closing = false;

  constructor(
    private readonly store: ClockStore,
    private readonly hooks: ClockHooks,
    readonly scale: ClockScale = clockScaleFromEnv(),
    private readonly now: () => number = Date.now,
  ) {}

  /** Gives a table its clock (when it is built); `load` then reads the stored state. */
  attach(t: ClockTable, setting: ClockSetting, autopilotKind: BotKind): void {
    t.clock = new TableClock(setting, autopilotKind, t.record.players, this.scale);
  }

  of(t: ClockTable): TableClock | null {
    return t.clock;
  }

  /** Stops a table's clock timer on this node (lease lost, shutdown). */
  cancel(t: ClockTable): void {
    const c = t.clock;
    if (c?.timer) clearTimeout(c.timer);
    if (c) c.timer = null;
  }

  /** Re-reads the stored clock (another node wrote it). */
  async reload(t: ClockTable): Promise<void> {
    const c = this.of(t);
    if (!c) return;
    const stored = await this.store.load(t.id);
    if (stored && stored.rev > c.rev) {
      c.rev = stored.rev;
      c.record = stored.record;
    }
  }

  /** Another node wrote the clock (signal 'clock'): read it, show it, and let bots and timers look again. In the table's queue. */
  async reread(t: ClockTable): Promise<void> {
    await this.reload(t);
    this.hooks.push(t);
    this.hooks.botsChanged(t);
  }

  /** The game's own resign for a seat whose person resigned, when it is legal now; else null. */
  resignFor(t: ClockTable, seat: number, legal: readonly unknown[]): unknown {
    if (t.clock?.record.seats[seat]?.autopilot !== 'resigned') return null;
    return legal.find(isResign) ?? null;
  }

  /** The bot level that plays for `seat` while it is on autopilot, else null. */
  autopilotKind(t: ClockTable, seat: number): BotKind | null {
    const c = this.of(t);
    return c?.record.seats[seat]?.autopilot ? c.autopilotKind : null;
  }

  /** Whether this table needs its lease holder (a running clock, or seats on autopilot). */
  wantsLease(t: ClockTable): boolean {
    const c = this.of(t);
    if (!c || t.record.status !== 'playing') return false;
    return c.limits !== null || c.record.seats.some((s) => s.autopilot !== null);
  }


  private waitingPeople(t: ClockTable, c: TableClock): number[] {
    const m = t.match;
    if (!m || m.over) return [];
    return t.game
      .waitingFor(m.state)
      .filter((seat) => t.seats[seat]?.bot === null && t.seats[seat]?.tokenHash !== null && !c.record.seats[seat]?.autopilot);
  }

  /**
   * After any change (an action, a start, presence, a lease won or lost): the lease holder brings
   * the clock up to the match's version and sets its timer; other nodes run no timer.
   */
  schedule(t: ClockTable): void {
    const c = this.of(t);
    if (!c) return;
    if (c.timer) clearTimeout(c.timer);
    c.timer = null;
    const m = t.match;
    if (this.closing || !t.ownsBots || !m || t.closed || t.record.status !== 'playing') return;
    if (!c.limits) return;
    const now = this.now();
    this.observePresence(t, c, now);
    if (c.record.version < m.version || m.over || c.unsaved) {
      void t.run(() => this.bringUp(t)).catch((e: unknown) => this.hooks.logError(`clock of table ${t.id} failed`, e));
      return;
    }
    let at = nextTimeout(c.record);
    if (c.limits.graceMs !== null) {
      for (const since of c.goneSince.values()) {
        const due = since + c.limits.graceMs;
        if (at === null || due < at) at = due;
      }
    }
    if (at === null) return;
    c.timer = setTimeout(
      () => {
        c.timer = null;
        t.run(() => this.tick(t)).catch((e: unknown) => this.hooks.logError(`clock of table ${t.id} failed`, e));
      },
      Math.min(MAX_TIMER_MS, Math.max(0, at - now)),
    );
    c.timer.unref();
  }

  /** Notes which people's seats are away (for the absence grace); seats on autopilot are not watched. */
  private observePresence(t: ClockTable, c: TableClock, now: number): void {
    if (c.limits?.graceMs === null || c.limits?.graceMs === undefined) return;
    for (const seat of people(t)) {
      if (t.connected(seat) || c.record.seats[seat]?.autopilot) c.goneSince.delete(seat);
      else if (!c.goneSince.has(seat)) c.goneSince.set(seat, now);
    }
    const held = people(t);
    for (const seat of [...c.goneSince.keys()]) if (!held.includes(seat)) c.goneSince.delete(seat);
  }

  /**
   * Right after an action is applied, before its fan-out, on the node that runs the table's clock:
   * the clock takes that one step in memory, so the action's own messages can carry the table
   * (Play.broadcast) instead of a `table` push to every connection after it. True when a seat's
   * clock changed; bringUp then stores it (and tells the other nodes) without pushing it again.
   */
  advanceWithAction(t: ClockTable): boolean {
    const c = this.of(t);
    const m = t.match;
    if (this.closing || !c?.limits || !t.ownsBots || !m || m.over || t.closed || t.record.status !== 'playing') return false;
    // Several steps behind (a replay of other nodes' actions): bringUp takes them as before.
    if (c.record.version !== m.version - 1) return false;
    const { next, moved } = this.stepTo(t, c, c.limits, m.version, m.lastSeat);
    c.record = next;
    if (moved) c.unsaved = true;
    return moved;
  }

  /** The clock moved to `version` (not stored), and whether any seat's clock changed with it (a bot's move changes none). */
  private stepTo(t: ClockTable, c: TableClock, limits: ClockLimits, version: number, actor: number | null): { next: ClockRecord; moved: boolean } {
    const next = advance(c.record, limits, version, this.waitingPeople(t, c), actor, this.now());
    return { next, moved: JSON.stringify(next.seats) !== JSON.stringify(c.record.seats) };
  }

  /** In the table's queue: stores a clock already told with its action; a lost race re-reads and pushes the stored one. */
  private async saveTold(t: ClockTable, c: TableClock): Promise<void> {
    c.unsaved = false;
    if (await this.store.save(t.id, c.rev, c.record)) {
      c.rev++;
      this.hooks.signal(t);
      return;
    }
    await this.reload(t);
    this.hooks.push(t);
  }

  /** In the table's queue: the transition for every version the clock has not seen yet. */
  private async bringUp(t: ClockTable): Promise<void> {
    const c = this.of(t);
    if (c?.unsaved) await this.saveTold(t, c);
    const m = t.match;
    if (c?.limits && m && !m.over && c.record.version < m.version) {
      const { next, moved } = this.stepTo(t, c, c.limits, m.version, m.lastSeat);
      // No seat's clock changed: nothing to store; the version moves in memory only.
      if (!moved) {
        c.record = next;
        this.schedule(t);
        return;
      }
    }
    await this.write(t, (c, now) => {
      const m = t.match;
      if (!m || !c.limits) return null;
      if (m.over) {
        if (c.record.seats.every((s) => s.since === null)) return null;
        return { ...c.record, version: m.version, seats: c.record.seats.map((s) => (s.since === null ? s : stop(s, now))) };
      }
      if (c.record.version >= m.version) return null;
      return advance(c.record, c.limits, m.version, this.waitingPeople(t, c), m.lastSeat, now);
    });
    this.schedule(t);
  }

  /** In the table's queue: clocks that ran out and people gone past the grace go on autopilot. */
  private async tick(t: ClockTable): Promise<void> {
    if (!t.ownsBots || t.closed) return;
    const changed = await this.write(t, (c, now) => {
      const m = t.match;
      if (!m || m.over || !c.limits || c.record.version < m.version) return null;
      const seats = [...c.record.seats];
      const notices: TableNotice[] = [];
      seats.forEach((s, seat) => {
        if (s.since === null || s.autopilot) return;
        const left = charged(s, now);
        if (left.decisionMs + left.reserveMs > 0) return;
        seats[seat] = { decisionMs: 0, reserveMs: 0, since: null, autopilot: 'timeout' };
        notices.push(this.notice(t, m.version, seat, 'timeout', now));
      });
      if (c.limits.graceMs !== null) {
        for (const [seat, since] of c.goneSince) {
          const s = seats[seat];
          if (!s || s.autopilot || now < since + c.limits.graceMs || t.connected(seat)) continue;
          seats[seat] = { ...stop(s, now), autopilot: 'absent' };
          notices.push(this.notice(t, m.version, seat, 'absent', now));
        }
      }
      if (notices.length === 0) return null;
      return { ...c.record, seats, notices: keep([...c.record.notices, ...notices]) };
    });
    if (changed) this.hooks.botsChanged(t);
    this.schedule(t);
  }

  private notice(t: ClockTable, version: number, seat: number, kind: TableNotice['kind'], now: number): TableNotice {
    return { version, at: new Date(now).toISOString(), seat, name: t.seats[seat]?.name ?? null, kind };
  }

  /**
   * A person's seat gives up: `applyResign` applies the game's own resign when the seat may take
   * it now (the engine decides what it means); either way the seat is played by autopilot for good.
   * Runs in the table's queue.
   */
  async resign(t: ClockTable, seat: number, applyResign: () => Promise<void>): Promise<void> {
    const c = this.mustHold(t, seat);
    if (c.record.seats[seat]?.autopilot === 'resigned') throw new Failure('RESIGNED', 'this seat has already resigned');
    // Stored first: a crash between the two leaves the seat on autopilot, which offers the resign again.
    await this.write(t, (cl, now) => {
      const m = t.match;
      const seats = [...cl.record.seats];
      seats[seat] = { ...stop(seats[seat] as SeatTime, now), autopilot: 'resigned' };
      return { ...cl.record, seats, notices: keep([...cl.record.notices, this.notice(t, m?.version ?? 0, seat, 'resigned', now)]) };
    }, true);
    c.goneSince.delete(seat);
    await applyResign();
    this.hooks.botsChanged(t);
    this.schedule(t);
  }

  /** "I'm back": the person takes the seat back from autopilot (never after a resign). In the table's queue. */
  async back(t: ClockTable, seat: number): Promise<void> {
    const c = this.mustHold(t, seat);
    const reason = c.record.seats[seat]?.autopilot ?? null;
    if (reason === 'resigned') throw new Failure('RESIGNED', 'a resigned seat stays with autopilot');
    if (reason === null) throw new Failure('NOT_AUTOPILOT', 'the server is not playing for this seat');
    await this.write(t, (cl, now) => {
      const m = t.match;
      const seats = [...cl.record.seats];
      const s = seats[seat] as SeatTime;
      if (!s.autopilot || s.autopilot === 'resigned') return null;
      const waits = m !== null && !m.over && t.game.waitingFor(m.state).includes(seat);
      // Back with a fresh decision's time; the reserve is what was left of it.
      seats[seat] = { ...s, autopilot: null, decisionMs: cl.limits?.decisionMs ?? 0, since: waits && cl.limits ? now : null };
      return { ...cl.record, seats, notices: keep([...cl.record.notices, this.notice(t, m?.version ?? 0, seat, 'back', now)]) };
    }, true);
    c.goneSince.delete(seat);
    this.hooks.botsChanged(t);
    this.schedule(t);
  }

  private mustHold(t: ClockTable, seat: number): TableClock {
    const c = this.of(t);
    if (!c) throw new Failure('NO_TABLE', `no table ${t.id}`);
    if (t.record.status === 'open' || !t.match) throw new Failure('NOT_STARTED', 'the game has not started');
    if (t.match.over || t.record.status === 'over') throw new Failure('GAME_OVER', 'the game is over');
    if (!c.record.seats[seat]) throw new Failure('NOT_SEATED', 'this seat is not at the table');
    return c;
  }

  /**
   * Compare-and-set write of `next(c, now)` (null: nothing to write); on a lost race the stored
   * clock is read and `next` asked again. Pushes and signals after a write. `always`: retry even
   * when this node does not hold the lease (resign and "I'm back" come through any node).
   */
  private async write(t: ClockTable, next: (c: TableClock, now: number) => ClockRecord | null, always = false): Promise<boolean> {
    const c = this.of(t);
    if (!c) return false;
    for (let attempt = 1; attempt <= CAS_ATTEMPTS; attempt++) {
      const record = next(c, this.now());
      if (!record) return false;
      if (await this.store.save(t.id, c.rev, record)) {
        c.rev++;
        c.record = record;
        c.unsaved = false;
        this.hooks.push(t);
        this.hooks.signal(t);
        return true;
      }
      await this.reload(t);
      if (!always && !t.ownsBots) return false;
    }
    throw new Failure('CONFLICT', 'the table clock is changing fast; retry');
  }

  /** No new timers from now on (Hub.close cancels each table's through cancelBots). */
  close(): void {
    this.closing = true;
  }
}

const keep = (notices: TableNotice[]): TableNotice[] => (notices.length > NOTICES_KEPT ? notices.slice(-NOTICES_KEPT) : notices);
