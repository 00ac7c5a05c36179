/**
 * Claim windows (DECISIONS "Digital slams", docs/claims.md). At a table with a person, a claim
 * (the game's `meta.claims.actions`) is not applied when it arrives: it is checked against the
 * legal actions, stored in `held_claims` and acknowledged as held. It joins the open window, or
 * opens one; an informing event (`meta.claims.informs`) opens one too. When the window closes,
 * the node running the table's bots (its lease holder) applies the window's claims through the
 * normal action path in an order shuffled by a generator seeded from the table's seed and the
 * window's number: in Perfect Alibi the first right claim ends the game and later ones are never
 * applied; Four Suspects judges every guess of its own guess window together. Play goes on while a
 * window is open. Windows live in the database, so any node can take them over and a restart
 * keeps them.
 */
import { Rng, type AnyGame } from '@alibi/engine';
import { CLAIM_WINDOW, type ActResult, type ClaimState } from '@alibi/protocol';
import { ClaimStore, type HeldClaim, type Window } from './claims-db.ts';
import { Failure } from './errors.ts';
import { actionDigest } from './match.ts';
import { encodedOnce } from './parser.ts';
import type { Conn, TableRuntime } from './table.ts';

type DropReason = NonNullable<ClaimState['dropped']>['reason'];

/** Settling a window a little after it closes lets a claim stored at its last moment be read. */
const SETTLE_MARGIN_MS = 25;

/** The table's claim window in milliseconds now: 0 without a person at the table or a race in the game. */
export function windowMs(game: AnyGame, seconds: number, seats: readonly { bot: unknown }[]): number {
  if (!game.meta.claims || seconds <= 0) return 0;
  return seats.some((s) => s.bot === null) ? seconds * 1000 : 0;
}

/** The stored setting for a new table: the default with a person, 0 at a table of bots only. */
export function initialSetting(asked: number | undefined, seats: readonly { bot: unknown }[], spectate: boolean): number {
  const person = !spectate || seats.some((s) => s.bot === null);
  if (!person) return 0;
  return asked ?? CLAIM_WINDOW.default;
}

/**
 * The setting a create-table request gets (see initialSetting), checked before anything is
 * stored: a window for a game without a claim race is refused (the schema bounds the range).
 */
export function claimSetting(
  game: AnyGame,
  asked: number | undefined,
  seats: readonly { bot: unknown }[],
  spectate: boolean,
): number {
  if (!game.meta.claims) {
    if (asked !== undefined && asked > 0)
      throw new Failure('BAD_OPTIONS', `${game.meta.name} has no claim race to hold a window for`);
    return 0;
  }
  return initialSetting(asked, seats, spectate);
}

export function isClaim(game: AnyGame, action: unknown): boolean {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
  return typeof type === 'string' && (game.meta.claims?.actions.includes(type) ?? false);
}

export function informs(game: AnyGame, events: readonly unknown[]): boolean {
  const types = game.meta.claims?.informs ?? [];
  return events.some((e) => types.includes((e as { type?: string }).type ?? ''));
}

/**
 * The order in which one window's claims are checked: by seat, then shuffled by a generator seeded
 * from the table's (secret) seed and the window's number, so a replay of the table reproduces it.
 */
export function checkOrder<T extends { seat: number }>(seed: string, n: number, claims: readonly T[]): T[] {
  const bySeat = [...claims].sort((a, b) => a.seat - b.seat);
  return Rng.fromSeed(`${seed}:claims:${n}`).shuffle(bySeat);
}

/** What the hub lends the windows: the normal action path and its fan-out. */
export interface ClaimHost {
  /** Applies an action now through the normal path (seq, compare-and-set append, fan-out, bots). */
  applyNow(t: TableRuntime, seat: number, action: unknown): Promise<ActResult>;
  /** A claim was held or a window changed: the bots may look again. */
  scheduleBots(t: TableRuntime): void;
  /** Tell the other nodes the table's window changed (they re-read it and push it to their connections). */
  signal(t: TableRuntime): void;
  /** Tells the other nodes that `seat`'s held claim was not applied (their connections of that seat hear it). */
  signalDropped(t: TableRuntime, seat: number, reason: DropReason, claim: unknown): void;
  logError(message: string, error: unknown): void;
}

interface TableClaims {
  window: Window | null;
  /** Held claims known here, by seat (one per seat at a time). */
  held: Map<number, HeldClaim>;
  timer: NodeJS.Timeout | null;
  /** The window this node's connections were last told of (null: none open). */
  told: Window | null;
}

export class ClaimWindows {
  readonly store: ClaimStore;
  private readonly tables = new Map<string, TableClaims>();
  private closing = false;

  constructor(
    db: ConstructorParameters<typeof ClaimStore>[0],
    private readonly host: ClaimHost,
    private readonly now: () => number = Date.now,
  ) {
    this.store = new ClaimStore(db);
  }

  private of(t: TableRuntime): TableClaims {
    let c = this.tables.get(t.id);
    if (!c) this.tables.set(t.id, (c = { window: null, held: new Map(), timer: null, told: null }));
    return c;
  }

  /** The table's setting (seconds), as stored. */
  seconds(t: TableRuntime): number {
    return t.record.claimWindow ?? 0;
  }

  /** The window length in force now (ms), 0 when claims apply at once. */
  ms(t: TableRuntime): number {
    return windowMs(t.game, this.seconds(t), t.seats);
  }

  /** Whether the table needs a lease holder for its windows (it is in play with windows on). */
  wanted(t: TableRuntime): boolean {
    return t.record.status === 'playing' && this.ms(t) > 0;
  }

  /** A table read from storage (a restart, another node's table): its window and held claims. */
  async load(t: TableRuntime): Promise<void> {
    if (this.seconds(t) > 0 && t.record.status === 'playing') await this.reread(t);
  }

  /** Re-reads the window and held claims (another node changed them), pushes them, and schedules the close. */
  async reread(t: TableRuntime): Promise<void> {
    const c = this.of(t);
    if (!t.game.meta.claims) return;
    c.window = await this.store.window(t.id);
    c.held = new Map((await this.store.held(t.id)).map((h) => [h.seat, h]));
    this.push(t);
    this.schedule(t);
  }

  /** Seats with a claim held: bots with one are not asked again until it is checked. */
  holding(t: TableRuntime, seat: number): boolean {
    return this.tables.get(t.id)?.held.has(seat) ?? false;
  }

  /**
   * A claim from `seat` (a person's `act` or a bot's choice): held when windows are on, else null
   * (apply it now). A claim the game would refuse is left to the normal path, which answers with
   * the game's own error and changes nothing.
   */
  async intercept(t: TableRuntime, seat: number, seq: number, action: unknown): Promise<ActResult | null> {
    const m = t.match;
    const ms = this.ms(t);
    if (!m || m.over || ms === 0 || !isClaim(t.game, action)) return null;
    if (m.previous(seat, seq, actionDigest(action))) return null;
    if (!m.tryApply(seat, action).ok) return null;
    const c = this.of(t);
    const now = this.now();
    const mine = c.held.get(seat);
    if (mine) {
      // The same claim resent (a reconnect) gets the same answer; another one waits for the first.
      if (mine.seq === seq && actionDigest(mine.action) === actionDigest(action)) return this.heldResult(t, mine, now);
      throw new Failure('CONFLICT', 'your claim is already in; it is checked when the window closes');
    }
    const w = c.window && c.window.closesAt > now ? c.window : await this.store.open(t.id, now, ms);
    const claim: HeldClaim = { n: w.n, seat, seq, action, closesAt: w.closesAt };
    if (!(await this.store.hold(t.id, claim))) {
      // Held through another node meanwhile (another tab of this seat).
      await this.reread(t);
      throw new Failure('CONFLICT', 'your claim is already in; it is checked when the window closes');
    }
    c.window = (await this.store.firstClaim(t.id, w.n, now + ms)) ?? w;
    c.held.set(seat, claim);
    this.push(t);
    this.schedule(t);
    this.host.signal(t);
    this.host.scheduleBots(t);
    return this.heldResult(t, claim, now);
  }

  private heldResult(t: TableRuntime, h: HeldClaim, now: number): ActResult {
    const w = this.tables.get(t.id)?.window;
    const closesAt = w && w.n === h.n ? w.closesAt : h.closesAt;
    return {
      seq: h.seq,
      ok: true,
      version: t.match?.version ?? 0,
      held: true,
      window: h.n,
      closesInMs: Math.max(0, closesAt - now),
    };
  }

  /**
   * After an applied action with its full events: an informing event opens a window. Only the
   * node that runs the table's bots opens them, so every event opens at most one.
   */
  informed(t: TableRuntime, events: readonly unknown[]): void {
    const m = t.match;
    const ms = this.ms(t);
    if (!m || m.over || ms === 0 || !t.ownsBots || !informs(t.game, events)) return;
    const c = this.of(t);
    const now = this.now();
    if (c.window && c.window.closesAt > now) return;
    this.store.open(t.id, now, ms).then(
      (w) => {
        c.window = w;
        this.push(t);
        this.schedule(t);
        this.host.signal(t);
      },
      (e: unknown) => this.host.logError(`opening a claim window at table ${t.id} failed`, e),
    );
  }

  /** On the lease holder: a timer for the earliest moment something closes. */
  schedule(t: TableRuntime): void {
    const c = this.of(t);
    if (c.timer) clearTimeout(c.timer);
    c.timer = null;
    if (this.closing || !t.ownsBots || t.closed) return;
    // A held claim's own deadline is its window's (which its first claim may have pushed back).
    const times = [...c.held.values()].map((h) => (c.window && h.n === c.window.n ? c.window.closesAt : h.closesAt));
    if (c.window) times.push(c.window.closesAt);
    if (times.length === 0) return;
    const due = Math.min(...times) + SETTLE_MARGIN_MS - this.now();
    c.timer = setTimeout(
      () => {
        c.timer = null;
        t.run(() => this.settle(t)).catch((e: unknown) =>
          this.host.logError(`closing a claim window at table ${t.id} failed`, e),
        );
      },
      Math.max(0, due),
    );
    c.timer.unref();
  }

  /**
   * Inside the table's queue, on the lease holder: checks every closed window's claims in their
   * seeded order. Each claim is taken out of storage before it is applied (a node that loses that
   * race does not apply it), so no claim is applied twice.
   */
  async settle(t: TableRuntime): Promise<void> {
    if (this.closing || !t.ownsBots) return;
    const c = this.of(t);
    const now = this.now();
    // A claim is due once its window has closed: an earlier window, or the current one past its (maybe extended) end.
    const current = await this.store.window(t.id);
    const closed = (n: number) => !current || n < current.n || current.closesAt <= now;
    const heldBefore = new Map(c.held);
    const stored = await this.store.held(t.id);
    const due = stored.filter((h) => closed(h.n));
    const windows = [...new Set(due.map((h) => h.n))].sort((a, b) => a - b);
    const seed = t.record.seed ?? '';
    for (const n of windows) {
      for (const h of checkOrder(
        seed,
        n,
        due.filter((d) => d.n === n),
      )) {
        if (!(await this.store.take(t.id, n, h.seat))) continue;
        c.held.delete(h.seat);
        const m = t.match;
        if (!m || m.over) {
          this.tell(t, h, 'beaten');
          continue;
        }
        if (!m.tryApply(h.seat, h.action).ok) {
          this.tell(t, h, 'illegal');
          continue;
        }
        const r = await this.host.applyNow(t, h.seat, h.action);
        if (!r.ok) this.tell(t, h, 'illegal');
      }
    }
    c.window = current && current.closesAt > now ? current : null;
    // Nothing was due: nothing was taken out, so the claims read above are still the stored ones.
    c.held = new Map((due.length === 0 ? stored : await this.store.held(t.id)).map((h) => [h.seat, h]));
    if (t.match?.over) {
      // A finished table keeps no windows, here or in storage.
      await this.store.clear(t.id);
      c.window = null;
      c.held.clear();
      this.push(t);
      this.forget(t.id);
      this.host.signal(t);
      return;
    }
    this.pushChanges(t, heldBefore);
    this.schedule(t);
    this.host.signal(t);
    this.host.scheduleBots(t);
  }

  /** The claim state as `conn` sees it: the open window, and its own seat's held claim. */
  stateFor(t: TableRuntime, seat: number | null): ClaimState {
    const c = this.tables.get(t.id);
    const now = this.now();
    const w = c?.window && c.window.closesAt > now && !t.match?.over ? c.window : null;
    const mine = seat === null ? undefined : c?.held.get(seat);
    return {
      window: w ? { n: w.n, closesInMs: w.closesAt - now, ms: this.ms(t) } : null,
      held: mine ? { window: mine.n, action: mine.action } : null,
    };
  }

  /** Sends one connection the claim state (after `welcome`). */
  welcome(t: TableRuntime, conn: Conn): void {
    if (t.game.meta.claims && this.seconds(t) > 0) conn.emit('claims', this.stateFor(t, conn.seat));
  }

  /** Sends every connection (or only those of `seats`) its claim state. */
  private push(t: TableRuntime, seats?: ReadonlySet<number>): void {
    const c = this.of(t);
    if (!seats) c.told = this.openWindow(t, c);
    // One state per seat (and one for spectators), serialised once for all its connections.
    const bySeat = new Map<number | null, ClaimState>();
    for (const conn of t.conns) {
      if (seats && (conn.seat === null || !seats.has(conn.seat))) continue;
      let state = bySeat.get(conn.seat);
      if (!state) bySeat.set(conn.seat, (state = encodedOnce(this.stateFor(t, conn.seat))));
      conn.emit('claims', state);
    }
  }

  private openWindow(t: TableRuntime, c: TableClaims): Window | null {
    return c.window && c.window.closesAt > this.now() && !t.match?.over ? c.window : null;
  }

  /**
   * After a window was settled: only what connections cannot work out themselves is sent. A window
   * that simply ran out needs no message (clients count it down from the one that opened it, and
   * an idle window is most of them: ten messages per window at a five-seat table); a seat whose
   * held claim was checked hears its new state, and a window they were not told of goes to all.
   */
  private pushChanges(t: TableRuntime, heldBefore: ReadonlyMap<number, HeldClaim>): void {
    const c = this.of(t);
    const open = this.openWindow(t, c);
    const told = c.told;
    const knownWindow =
      open === null
        ? told === null || told.closesAt <= this.now()
        : told !== null && told.n === open.n && told.closesAt === open.closesAt;
    if (!knownWindow) return this.push(t);
    const seats = new Set<number>();
    const same = (a: HeldClaim | undefined, b: HeldClaim | undefined) => a?.n === b?.n && a?.seq === b?.seq;
    for (const seat of new Set([...heldBefore.keys(), ...c.held.keys()]))
      if (!same(heldBefore.get(seat), c.held.get(seat))) seats.add(seat);
    if (open === null) c.told = null;
    if (seats.size > 0) this.push(t, seats);
  }

  /** A claim that was not applied: its claimant's connections hear why, here and on the other nodes. */
  private tell(t: TableRuntime, h: HeldClaim, reason: DropReason): void {
    this.tellHere(t, h.seat, h.action, reason);
    this.host.signalDropped(t, h.seat, reason, h.action);
  }

  /**
   * Another node dropped `seat`'s held claim `claim`: its connections here hear why. This node may
   * no longer hold the claim (a re-read after the other node took it, or the table's windows
   * forgotten at the end), so the signal carries it.
   */
  droppedElsewhere(t: TableRuntime, seat: number, reason: DropReason, claim: unknown): void {
    const c = this.tables.get(t.id);
    const h = c?.held.get(seat);
    if (h) c?.held.delete(seat);
    const action = h?.action ?? claim;
    if (action === undefined) return;
    this.tellHere(t, seat, action, reason);
  }

  private tellHere(t: TableRuntime, seat: number, action: unknown, reason: DropReason): void {
    for (const conn of t.conns) {
      if (conn.seat === seat) conn.emit('claims', { ...this.stateFor(t, seat), dropped: { action, reason } });
    }
  }

  /** The table left memory. */
  forget(id: string): void {
    const c = this.tables.get(id);
    if (c?.timer) clearTimeout(c.timer);
    this.tables.delete(id);
  }

  close(): void {
    this.closing = true;
    for (const c of this.tables.values()) if (c.timer) clearTimeout(c.timer);
  }
}
