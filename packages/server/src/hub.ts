/**
 * The authority: lobby operations, the per-table serial queue, storage before acknowledgement,
 * per-connection fan-out and server-side bots. Everything a client receives about a match comes
 * from `game.view` and `game.project` for that client's own seat (or 'spectator').
 */
import { randomBytes } from 'node:crypto';
import { Rng, type GameError, type Viewer } from '@alibi/engine';
import { findGame, makeBot } from '@alibi/games';
import {
  actSchema,
  ASSISTANT_GAMES,
  diff,
  helloSchema,
  notesSchema,
  type ActResult,
  type BotKind,
  type CreateTable,
  type Delta,
  type DeltaUpdate,
  type LeaveResult,
  type Replay,
  type SeatGrant,
  type TableInfo,
  type TableStatus,
  type Update,
  type WireError,
} from '@alibi/protocol';
import type { z } from 'zod';
import { LEASE_MS, type Cluster, type Signal } from './cluster.ts';
import { isUniqueViolation } from './db.ts';
import { Failure, toWire } from './errors.ts';
import { TokenBucket } from './limits.ts';
import { actionDigest, Match } from './match.ts';
import { Replays } from './replay.ts';
import type { SeatRecord, Store } from './store.ts';
import { findHolder, hashToken, newToken, TableRuntime, type Conn } from './table.ts';

/** Attempts to append one action when other nodes keep winning the version race. */
const APPEND_ATTEMPTS = 8;
/** Most tables GET /api/tables lists. */
const LIST_LIMIT = 200;

type Reply<T> = (r: T) => void;

/** For tests only: fixed deals from the lobby and a fixed seed make two matches comparable. */
export interface TestHooks {
  /** Accept the `deal` option at table creation (refused otherwise). */
  acceptDeals?: boolean;
  /** Start every match with this seed instead of a random one. */
  seed?: string;
  /** Give every table's bots this seed instead of a random one, so two servers' bots agree. */
  botSeed?: string;
}
type OkOrError = { ok: true } | { ok: false; error: WireError };

/** Parses untrusted input with a protocol schema, or fails with MALFORMED naming the first problem. */
export function parse<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const where = issue && issue.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
  throw new Failure('MALFORMED', `${what} is malformed${where}: ${issue?.message ?? 'invalid'}`);
}

/** How far past the next expected seq a client may number an action (retries and gaps stay far below). */
export const MAX_SEQ_JUMP = 1000;

/** The seq of an `act` message for its answer, even when the message is malformed (-1 then). */
export function seqOf(raw: unknown): number {
  const s = typeof raw === 'object' && raw !== null ? (raw as { seq?: unknown }).seq : undefined;
  return typeof s === 'number' && Number.isSafeInteger(s) ? s : -1;
}

const gameFailure = (e: GameError): Failure => new Failure(e.code, e.message);

/** Past a burst, presence changes push at most about one `table` message per table per window (see pushPresence). */
export const PRESENCE_WINDOW_MS = 250;
export const PRESENCE_BURST = 8;

/** A delta this small always goes as it is: weighing the full update against it would cost more than it saves. */
const SMALL_DELTA_CHARS = 2048;

/** What changed for one viewer with the last action: its full update and the diffs from one version back. */
interface ViewerChange {
  full: Update;
  /** Null at version 0 (nothing to build on). */
  changes: { view: Delta; legal: Delta } | null;
  /** The action left this viewer's view, legal actions, mustAct and events as they were: send nothing. */
  unseen: boolean;
  compact?: Omit<DeltaUpdate, 'from'> | null;
}

/** The delta from what a viewer saw one version back to `full`, or null when that is no smaller than `full`. */
function compact(change: ViewerChange): Omit<DeltaUpdate, 'from'> | null {
  const { full, changes: d } = change;
  if (!d) return null;
  const changes = JSON.stringify(d.view).length + JSON.stringify(d.legal).length;
  if (changes > SMALL_DELTA_CHARS && changes >= JSON.stringify(full.view).length + JSON.stringify(full.legal).length) return null;
  const out: Omit<DeltaUpdate, 'from'> = {
    version: full.version,
    view: d.view,
    events: full.events,
    legal: d.legal,
    mustAct: full.mustAct,
  };
  if (full.nextSeq !== undefined) out.nextSeq = full.nextSeq;
  return out;
}

export class Hub {
  private readonly tables = new Map<string, TableRuntime>();
  private readonly loading = new Map<string, Promise<TableRuntime | null>>();
  /** Connections that take `delta` messages, with the version they last received. */
  private readonly deltaConns = new WeakMap<Conn, number>();
  private closing = false;
  /** Finished tables' replays: built linearly and sliced, capped, cached (see replay.ts). */
  replays = new Replays();
  /** With several nodes: renews bot leases and presence, and re-reads other nodes' presence. */
  private readonly renewal: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: Store,
    private readonly botDelayMs: number,
    private readonly logError: (message: string, error: unknown) => void,
    private readonly cluster: Cluster | null = null,
    private readonly testing: TestHooks = {},
  ) {
    if (cluster) {
      cluster.listen((s) => this.onSignal(s));
      // A third of the lease, so one missed renewal does not hand the bots to another node.
      this.renewal = setInterval(() => void this.renew(), LEASE_MS / 3);
      this.renewal.unref();
    }
  }

  /** A new TableRuntime; with several nodes it runs no bots until it holds the table's lease. */
  private runtime(...args: ConstructorParameters<typeof TableRuntime>): TableRuntime {
    const t = new TableRuntime(...args);
    t.ownsBots = this.cluster === null;
    if (this.testing.botSeed !== undefined) t.botRng = Rng.fromSeed(this.testing.botSeed);
    return t;
  }

  // ---- loading ------------------------------------------------------------------------------

  private async get(id: string): Promise<TableRuntime> {
    const cached = this.tables.get(id);
    if (cached) return cached;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    const t = await pending;
    if (!t) throw new Failure('NO_TABLE', `no table ${id}`);
    return t;
  }

  /** Rebuilds a table from storage; a started match is replayed from seed, options and log. */
  private async load(id: string): Promise<TableRuntime | null> {
    const stored = await this.store.loadTable(id);
    if (!stored) return null;
    const { table, seats } = stored;
    const game = findGame(table.game);
    if (!game) throw new Error(`table ${id} plays unknown game ${table.game}`);
    const t = this.runtime(
      game,
      table,
      seats.filter((s) => s.seat >= 0),
      seats.find((s) => s.seat === -1) ?? null,
    );
    if (table.seed !== null) {
      const log = await this.store.actions(id);
      t.match = Match.build(game, { players: table.players, seed: table.seed, options: table.options }, log);
    }
    if (this.cluster) {
      await this.refreshPresence(t);
      await this.claimBots(t);
    }
    this.tables.set(id, t);
    return t;
  }

  /** Loads every match in play so bots resume after a restart. */
  async resumeAll(): Promise<void> {
    for (const id of await this.store.tableIds(['playing'], Number.MAX_SAFE_INTEGER)) {
      // One match that no longer replays (a rules change) must not keep the others down.
      await this.get(id).then(
        // get() has already claimed the bots' lease when there are several nodes.
        (t) => this.scheduleBots(t),
        (e: unknown) => this.logError(`table ${id} could not be resumed`, e),
      );
    }
  }

  private refuseWhileClosing(): void {
    if (this.closing) throw new Failure('SHUTTING_DOWN', 'the server is shutting down; reconnect shortly');
  }

  // ---- lobby --------------------------------------------------------------------------------

  /**
   * Creates a table. `charge` (the creation budget) runs once the request has passed every check
   * and before anything is stored: a refused request costs nothing; `charge` throws to refuse.
   */
  async create(body: CreateTable, charge: () => void = () => undefined): Promise<SeatGrant> {
    this.refuseWhileClosing();
    const game = findGame(body.game);
    if (!game || !game.meta.playable) throw new Failure('BAD_OPTIONS', `${body.game} is not playable yet`);
    if (!game.meta.players.includes(body.players)) {
      throw new Failure('BAD_PLAYERS', `${game.meta.name} is for ${game.meta.players.join(', ')} players`);
    }
    if (body.assistant !== 'off' && !ASSISTANT_GAMES.includes(game.meta.id))
      throw new Failure('BAD_OPTIONS', `${game.meta.name} has no note-sheet assistant`);
    if ('deal' in body.options && !this.testing.acceptDeals)
      throw new Failure('BAD_OPTIONS', 'fixed deals are not accepted from the lobby');
    // Options are checked now so a table never waits for players it can never start with.
    const probe = game.setup({ players: body.players, seed: 'options-probe', options: body.options });
    if (!probe.ok) throw gameFailure(probe.error);
    const bots = new Map<number, BotKind>();
    for (const b of body.bots) {
      if (b.seat >= body.players) throw new Failure('MALFORMED', `bot seat ${b.seat} is beyond ${body.players} seats`);
      if (bots.has(b.seat)) throw new Failure('SEAT_TAKEN', `two bots for seat ${b.seat}`);
      bots.set(b.seat, b.kind);
    }
    const seats: SeatRecord[] = Array.from({ length: body.players }, (_, seat) => ({
      seat,
      name: null,
      bot: bots.get(seat) ?? null,
      tokenHash: null,
      host: false,
    }));
    const token = newToken();
    let hostPass: SeatRecord | null = null;
    let seat: number | null = null;
    if (body.spectate) {
      hostPass = { seat: -1, name: body.host, bot: null, tokenHash: hashToken(token), host: true };
    } else {
      const free = seats.find((s) => s.bot === null);
      if (!free) throw new Failure('TABLE_FULL', 'bots fill every seat; spectate to host this table');
      Object.assign(free, { name: body.host, tokenHash: hashToken(token), host: true });
      seat = free.seat;
    }
    charge();
    const record = {
      id: randomBytes(9).toString('base64url'),
      name: body.name ?? `${body.host}'s table`,
      game: game.meta.id,
      players: body.players,
      options: body.options,
      seed: null,
      status: 'open' as const,
      createdAt: new Date().toISOString(),
      version: 0,
      assistant: body.assistant,
    };
    await this.store.createTable(record, hostPass ? [...seats, hostPass] : seats);
    const t = this.runtime(game, record, seats, hostPass);
    this.tables.set(record.id, t);
    return { table: t.info(), seat, token };
  }

  async list(): Promise<TableInfo[]> {
    const ids = await this.store.tableIds(['open', 'playing'], LIST_LIMIT);
    const out: TableInfo[] = [];
    for (const id of ids) {
      // A table deleted between the query and the load is simply left out.
      const t = await this.get(id).catch(() => null);
      if (t && t.record.status !== 'over') out.push(t.info());
    }
    return out;
  }

  /** Tables held in memory by status (for metrics). */
  tableCounts(): Record<TableStatus, number> {
    const counts: Record<TableStatus, number> = { open: 0, playing: 0, over: 0 };
    for (const t of this.tables.values()) counts[t.record.status]++;
    return counts;
  }

  /** For /healthz: refusing work once shutting down takes the node out of a load balancer. */
  get shuttingDown(): boolean {
    return this.closing;
  }

  async info(id: string): Promise<TableInfo> {
    return (await this.get(id)).info();
  }

  async join(id: string, body: { name: string; seat?: number | undefined }): Promise<SeatGrant> {
    this.refuseWhileClosing();
    const t = await this.get(id);
    return t.run(async () => {
      await this.sync(t);
      this.mustBeOpen(t);
      let target: SeatRecord | undefined;
      if (body.seat !== undefined) {
        target = t.seats[body.seat];
        if (!target) throw new Failure('MALFORMED', `this table has ${t.record.players} seats`);
        if (target.bot !== null || target.tokenHash !== null) throw new Failure('SEAT_TAKEN', `seat ${body.seat} is taken`);
      } else {
        target = t.seats.find((s) => s.bot === null && s.tokenHash === null);
        if (!target) throw new Failure('TABLE_FULL', 'every seat is taken');
      }
      const token = newToken();
      const updated = { ...target, name: body.name, tokenHash: hashToken(token), host: false };
      await this.storeSeat(t, target, updated);
      this.pushTable(t);
      this.signal(t, 'lobby');
      return { table: t.info(), seat: updated.seat, token };
    });
  }

  /**
   * Gives up a seat. Before the start the seat is freed (the host role passes to another person;
   * a table nobody is left at closes). In play a bot takes the seat over so the match goes on.
   */
  async leave(id: string, token: string): Promise<LeaveResult> {
    this.refuseWhileClosing();
    const t = await this.get(id);
    return t.run(async () => {
      await this.sync(t);
      const holder = this.holder(t, token);
      // After the end there is nothing to give up.
      if (t.record.status === 'over') return { table: t.info() };
      const cleared: SeatRecord = { ...holder, name: null, tokenHash: null, host: false };
      if (t.record.status === 'playing' && holder.seat >= 0) cleared.bot = 'heuristic';
      await this.storeSeat(t, holder, cleared);
      for (const c of [...t.conns]) {
        if (c.seat === holder.seat && holder.seat >= 0) {
          this.detach(c);
          c.drop();
        }
      }
      if (t.record.status === 'open') {
        const people = t.people();
        if (people.length === 0) {
          await this.store.deleteTable(t.id);
          t.closed = true;
          this.tables.delete(t.id);
          for (const c of [...t.conns]) {
            this.detach(c);
            c.drop();
          }
          this.signal(t, 'lobby');
          return { table: null };
        }
        const next = people[0] as SeatRecord;
        if (holder.host && !people.some((p) => p.host)) await this.storeSeat(t, next, { ...next, host: true });
      }
      this.pushTable(t);
      this.signal(t, 'lobby');
      await this.claimBots(t);
      this.scheduleBots(t);
      return { table: t.info() };
    });
  }

  async addBot(id: string, body: { token: string; seat: number; kind: BotKind }): Promise<TableInfo> {
    this.refuseWhileClosing();
    const t = await this.get(id);
    return t.run(async () => {
      await this.sync(t);
      this.mustBeHost(t, body.token);
      this.mustBeOpen(t);
      const target = t.seats[body.seat];
      if (!target) throw new Failure('MALFORMED', `this table has ${t.record.players} seats`);
      if (target.bot !== null || target.tokenHash !== null) throw new Failure('SEAT_TAKEN', `seat ${body.seat} is taken`);
      const updated = { ...target, name: null, bot: body.kind };
      await this.storeSeat(t, target, updated);
      this.pushTable(t);
      this.signal(t, 'lobby');
      return t.info();
    });
  }

  async removeBot(id: string, body: { token: string; seat: number }): Promise<TableInfo> {
    this.refuseWhileClosing();
    const t = await this.get(id);
    return t.run(async () => {
      await this.sync(t);
      this.mustBeHost(t, body.token);
      this.mustBeOpen(t);
      const target = t.seats[body.seat];
      if (!target || target.bot === null) throw new Failure('MALFORMED', `seat ${body.seat} holds no bot`);
      const updated = { ...target, bot: null };
      await this.storeSeat(t, target, updated);
      this.pushTable(t);
      this.signal(t, 'lobby');
      return t.info();
    });
  }

  async start(id: string, token: string): Promise<TableInfo> {
    this.refuseWhileClosing();
    const t = await this.get(id);
    return t.run(async () => {
      await this.sync(t);
      this.mustBeHost(t, token);
      this.mustBeOpen(t);
      if (t.seats.some((s) => s.bot === null && s.tokenHash === null)) {
        throw new Failure('CONFLICT', 'every seat needs a person or a bot before the start');
      }
      const seed = this.testing.seed ?? randomBytes(16).toString('hex');
      const input = { players: t.record.players, seed, options: t.record.options };
      const setup = t.game.setup(input);
      if (!setup.ok) throw gameFailure(setup.error);
      if (!(await this.store.start(t.id, seed))) {
        await this.catchUp(t, true);
        throw new Failure('CONFLICT', 'the game has already started');
      }
      t.record = { ...t.record, seed, status: 'playing' };
      t.match = Match.build(t.game, input, []);
      this.pushTable(t);
      this.broadcast(t);
      this.signal(t, 'lobby');
      await this.claimBots(t);
      this.scheduleBots(t);
      return t.info();
    });
  }

  /**
   * A finished table's replay as JSON text (a protocol `Replay`), seen by `as`. Anyone gets the
   * spectator's; a seat's own needs that seat's `token` (its private view: hand, drafts never
   * revealed), unless the table published it (see `published`). Built linearly, sliced, capped
   * and cached by `replays`.
   */
  async replay(id: string, as: number | 'spectator', token: string | null): Promise<string> {
    const t = await this.get(id);
    const { seed, status, players, options } = t.record;
    if (status !== 'over' || seed === null) throw new Failure('CONFLICT', 'a replay opens once the game is over');
    if (as !== 'spectator') {
      if (as >= players) throw new Failure('MALFORMED', `this table has ${players} seats`);
      if (!this.published(t, as)) {
        if (token === null) throw new Failure('BAD_TOKEN', `seat ${as}'s perspective needs that seat's token`);
        if (t.byToken(token)?.seat !== as) throw new Failure('BAD_TOKEN', `this token does not hold seat ${as}`);
      }
    }
    const game = t.game;
    const steps = await this.replays.steps(t.id, as, {
      game,
      input: { players, seed, options },
      log: () => this.store.actions(t.id),
    });
    // The table part is fresh (seats' presence changes); the steps never do.
    const head: Omit<Replay, 'steps'> = { table: t.info(), viewer: as };
    return `${JSON.stringify(head).slice(0, -1)},"steps":${steps}}`;
  }

  /**
   * Whether `seat`'s perspective of this finished table is open to everyone. The hook for a
   * table option to publish every seat's review (a later change); until then none is.
   */
  private published(_t: TableRuntime, _seat: number): boolean {
    return false;
  }

  private mustBeOpen(t: TableRuntime): void {
    if (t.record.status !== 'open') throw new Failure('CONFLICT', 'the game has already started');
  }

  private holder(t: TableRuntime, token: string): SeatRecord {
    const s = t.byToken(token);
    if (!s) throw new Failure('BAD_TOKEN', 'this token holds no seat at this table');
    return s;
  }

  private mustBeHost(t: TableRuntime, token: string): void {
    if (!this.holder(t, token).host) throw new Failure('NOT_HOST', 'only the host may do this');
  }

  /** With several nodes a lobby change starts from the stored seats: another node may have changed them. */
  private async sync(t: TableRuntime): Promise<void> {
    if (this.cluster) await this.catchUp(t, true);
    if (t.closed) throw new Failure('NO_TABLE', `no table ${t.id}`);
  }

  /** Stores a seat change unless the stored seat is no longer `before` (changed through another node). */
  private async storeSeat(t: TableRuntime, before: SeatRecord, after: SeatRecord): Promise<void> {
    if (!(await this.store.saveSeat(t.id, after, before))) {
      await this.catchUp(t, true);
      throw new Failure('CONFLICT', 'the table changed meanwhile; look again and retry');
    }
    this.putSeat(t, after);
  }

  private putSeat(t: TableRuntime, s: SeatRecord): void {
    if (s.seat === -1) t.hostPass = s;
    else t.seats[s.seat] = s;
    if (s.bot === null) t.policies.delete(s.seat);
  }

  private pushTable(t: TableRuntime): void {
    if (t.presenceTimer) clearTimeout(t.presenceTimer);
    t.presenceTimer = null;
    const info = t.info();
    for (const c of t.conns) c.emit('table', info);
  }

  /**
   * A seat connected or went away: push `table` at once while the table's presence budget lasts
   * (PRESENCE_BURST, refilled one per window), else once at the window's end with the state then
   * (trailing edge). Ordinary comings and goings go out at once, in order; a reconnect flood sends
   * each watcher about one `table` per window, and the last state always arrives.
   */
  private pushPresence(t: TableRuntime): void {
    if (t.presenceTimer) return;
    const now = Date.now();
    t.presenceBudget ??= new TokenBucket({ burst: PRESENCE_BURST, perSecond: 1000 / PRESENCE_WINDOW_MS }, now);
    if (t.presenceBudget.take(now)) return this.pushTable(t);
    t.presenceTimer = setTimeout(() => {
      t.presenceTimer = null;
      // The trailing push spends the window's token, so a flood gets no second push in it.
      t.presenceBudget?.take(Date.now());
      if (!t.closed && !this.closing) this.pushTable(t);
    }, PRESENCE_WINDOW_MS);
    t.presenceTimer.unref();
  }

  // ---- play ---------------------------------------------------------------------------------

  /** `hello`: attach a connection to a table as a seat (token) or a spectator, then welcome it. */
  async hello(conn: Conn, raw: unknown, reply: Reply<OkOrError>): Promise<void> {
    try {
      await this.attach(conn, raw, reply);
    } catch (e) {
      reply({ ok: false, error: this.wire(e) });
    }
  }

  private async attach(conn: Conn, raw: unknown, reply: Reply<OkOrError>): Promise<void> {
    this.refuseWhileClosing();
    const body = parse(helloSchema, raw, 'hello');
    const loaded = await this.get(body.table);
    const seatOf = (t: TableRuntime) => {
      const s = body.token === undefined ? null : this.holder(t, body.token).seat;
      return s === null || s < 0 ? null : s;
    };
    // A seat just taken through another node may not have reached this one yet: read it, then judge.
    // The stored seats are read outside the table's queue (shared by a burst), and only a token
    // found there waits in the queue to catch up: unknown tokens never delay the players' actions.
    if (this.cluster && body.token !== undefined && !loaded.byToken(body.token)) {
      const token = body.token;
      const stored = await loaded.storedSeats(async () => (await this.store.loadTable(loaded.id))?.seats ?? []);
      if (!findHolder(stored, token)) throw new Failure('BAD_TOKEN', 'this token holds no seat at this table');
      await loaded.run(() => this.catchUp(loaded, true));
    }
    const asked = seatOf(loaded);
    const notes = asked === null ? {} : await this.store.notes(loaded.id, asked);
    // From here on everything is synchronous, so no update can slip between welcome and the room.
    if (!conn.open) return;
    if (loaded.closed) throw new Failure('NO_TABLE', `no table ${body.table}`);
    // A finished table may have left memory meanwhile (it is immutable: either copy will do).
    const t = this.tables.get(loaded.id) ?? loaded;
    this.tables.set(t.id, t);
    // The seat may have been given up while the notes loaded.
    const seat = seatOf(t);
    if (seat !== asked) throw new Failure('BAD_TOKEN', 'this token holds no seat at this table');
    this.detach(conn);
    const firstForSeat = seat !== null && !t.connected(seat);
    const firstHere = seat !== null && !t.connectedHere(seat);
    conn.tableId = t.id;
    conn.seat = seat;
    t.conns.add(conn);
    const viewer: Viewer = seat ?? 'spectator';
    const m = t.match;
    const view = m ? m.view(viewer) : null;
    const legal = m ? m.legal(viewer) : [];
    reply({ ok: true });
    conn.emit('welcome', {
      table: t.info(),
      seat,
      version: m?.version ?? 0,
      view,
      events: m ? m.eventsFor(viewer) : [],
      legal,
      mustAct: m ? m.mustAct(viewer) : false,
      nextSeq: m && seat !== null ? m.nextSeq(seat) : 0,
      notes,
    });
    if (body.deltas) {
      // Before the start there is no view to build on: the first update is a full one.
      this.deltaConns.set(conn, m ? m.version : -1);
    } else this.deltaConns.delete(conn);
    if (firstForSeat) this.pushPresence(t);
    if (firstHere) this.presence(t, seat, true);
  }

  /** A connection went away (or said hello elsewhere). */
  detach(conn: Conn): void {
    const t = conn.tableId === null ? undefined : this.tables.get(conn.tableId);
    const seat = conn.seat;
    conn.tableId = null;
    conn.seat = null;
    if (!t || !t.conns.delete(conn)) return;
    if (seat !== null && !t.connected(seat)) this.pushPresence(t);
    if (seat !== null && !t.connectedHere(seat)) this.presence(t, seat, false);
    // A finished table nobody watches is dropped from memory; it reloads from storage on demand.
    if (t.record.status === 'over' && t.conns.size === 0) this.tables.delete(t.id);
  }

  async act(conn: Conn, raw: unknown): Promise<ActResult> {
    try {
      this.refuseWhileClosing();
      const body = parse(actSchema, raw, 'act');
      const t = conn.tableId === null ? undefined : this.tables.get(conn.tableId);
      if (!t || conn.seat === null) throw new Failure('NOT_SEATED', 'say hello with a seat token first');
      const seat = conn.seat;
      return await t.run(async () => {
        // The seat may have been given up while this waited in the queue.
        if (conn.tableId !== t.id || conn.seat !== seat) throw new Failure('NOT_SEATED', 'this connection holds no seat');
        if (!t.match) throw new Failure('NOT_STARTED', 'the game has not started');
        return this.applyAction(t, seat, body.seq, body.action);
      });
    } catch (e) {
      return { seq: seqOf(raw), ok: false, error: this.wire(e) };
    }
  }

  async notes(conn: Conn, raw: unknown): Promise<OkOrError> {
    try {
      this.refuseWhileClosing();
      const body = parse(notesSchema, raw, 'notes');
      if (conn.tableId === null || conn.seat === null) throw new Failure('NOT_SEATED', 'only a seat keeps notes');
      await this.store.saveNotes(conn.tableId, conn.seat, body.notes);
      return { ok: true };
    } catch (e) {
      return { ok: false, error: this.wire(e) };
    }
  }

  /** A WireError for the sender; unexpected errors are logged here and never shown. */
  wire(e: unknown): WireError {
    if (!(e instanceof Failure)) this.logError('unexpected error', e);
    return toWire(e);
  }

  /**
   * Applies one action for `seat` inside the table's queue: a (seat, seq) already answered gets
   * the same answer; the action is stored (compare-and-set on the version) before it counts.
   */
  private async applyAction(t: TableRuntime, seat: number, seq: number, action: unknown): Promise<ActResult> {
    const m = t.match as Match;
    const digest = actionDigest(action);
    for (let attempt = 1; ; attempt++) {
      const previous = m.previous(seat, seq, digest);
      if (previous) return previous;
      if (seq < m.nextSeq(seat)) {
        const next = m.nextSeq(seat);
        return { seq, ok: false, error: { code: 'STALE', message: `seq ${seq} is behind; the next is ${next}` }, nextSeq: next };
      }
      // A far jump would burn the seat's sequence range (everything below it becomes stale).
      if (seq > m.nextSeq(seat) + MAX_SEQ_JUMP) {
        return {
          seq,
          ok: false,
          error: { code: 'MALFORMED', message: `seq ${seq} is too far ahead; the next is ${m.nextSeq(seat)}` },
        };
      }
      const r = m.tryApply(seat, action);
      if (!r.ok) {
        // The game's message goes to the sender only: it may speak of the sender's own cards.
        const refused = { seq, ok: false as const, error: { code: r.error.code, message: r.error.message } };
        m.refuse(seat, refused, digest);
        return refused;
      }
      const version = m.version + 1;
      // The game's end, or the game's maximum length (the match then ends with no winner).
      const over = m.endsWith(r.value.state);
      let stored = false;
      try {
        stored = await this.store.append(t.id, { version, seat, seq, action }, over);
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
      }
      if (stored) {
        m.commit(seat, seq, r.value, digest);
        this.signal(t, 'advanced');
        this.changed(t);
        return { seq, ok: true, version };
      }
      if (attempt >= APPEND_ATTEMPTS) throw new Failure('CONFLICT', 'the match is moving fast; retry');
      // Another node appended first: take its actions, then try ours against the new state.
      for (const a of await this.store.actions(t.id, m.version)) {
        m.replayOne(a);
        this.changed(t);
      }
    }
  }

  /** After every applied action: status, fan-out, bots. */
  private changed(t: TableRuntime): void {
    const m = t.match as Match;
    if (m.over && t.record.status !== 'over') {
      t.record = { ...t.record, status: 'over', version: m.version };
      this.pushTable(t);
    }
    this.broadcast(t);
    this.scheduleBots(t);
    if (m.over && t.conns.size === 0) this.tables.delete(t.id);
  }

  /** The last action as `viewer` sees it (see ViewerChange). */
  private changeFor(m: Match, viewer: Viewer): ViewerChange {
    const full: Update = {
      version: m.version,
      view: m.view(viewer),
      events: m.eventsFor(viewer, Math.max(0, m.version - 1)),
      legal: m.legal(viewer),
      mustAct: m.mustAct(viewer),
    };
    if (viewer !== 'spectator') full.nextSeq = m.nextSeq(viewer);
    const last = m.oneBack(viewer);
    const changes = last ? { view: diff(last.view, full.view), legal: diff(last.legal, full.legal) } : null;
    // The acting seat always hears back: its other tabs learn the seat's next seq from it.
    const unseen =
      last !== null &&
      changes !== null &&
      viewer !== m.lastSeat &&
      full.events.length === 0 &&
      full.mustAct === last.mustAct &&
      changes.view.length === 0 &&
      changes.legal.length === 0;
    return { full, changes, unseen };
  }

  /**
   * Sends every connection its own view, legal actions and projected events of the last step,
   * unless the step changed nothing it can see (a seat's secret draft, say): then it gets nothing,
   * not even the version, so nobody learns when or how often another seat acts unseen.
   * Every connection holds what it would have seen one version back (it was sent every change
   * since), so a delta connection gets only the changes to its view and legal list (a pure
   * function of what it held and what it now sees), unless the full update is smaller; `from`
   * names the version it last received.
   */
  private broadcast(t: TableRuntime): void {
    const m = t.match as Match;
    const perViewer = new Map<Viewer, ViewerChange>();
    for (const c of t.conns) {
      const viewer: Viewer = c.seat ?? 'spectator';
      let u = perViewer.get(viewer);
      if (!u) perViewer.set(viewer, (u = this.changeFor(m, viewer)));
      if (u.unseen) continue;
      const held = this.deltaConns.get(c);
      if (held === undefined) {
        c.emit('update', u.full);
        continue;
      }
      // held is -1 for a connection that said hello before the start: it holds no view yet.
      if (held >= 0) {
        if (u.compact === undefined) u.compact = compact(u);
        if (u.compact) c.emit('delta', { ...u.compact, from: held });
        else c.emit('update', u.full);
      } else c.emit('update', u.full);
      this.deltaConns.set(c, m.version);
    }
  }

  // ---- bots ---------------------------------------------------------------------------------

  private scheduleBots(t: TableRuntime): void {
    const m = t.match;
    if (this.closing || !t.ownsBots || t.botTimer || !m || m.over) return;
    if (!t.game.actors(m.state).some((s) => t.seats[s]?.bot)) return;
    t.botTimer = setTimeout(() => {
      t.botTimer = null;
      t.run(() => this.botStep(t)).catch((e: unknown) => this.logError(`bot step failed at table ${t.id}`, e));
    }, this.botDelayMs);
  }

  private policy(t: TableRuntime, seat: number, kind: BotKind) {
    let p = t.policies.get(seat);
    if (!p) t.policies.set(seat, (p = makeBot(t.game.meta.id, kind)));
    return p;
  }

  /**
   * Asks each bot that may act (in random order) for a move and applies the first one. Bots see
   * only their seat's legal actions and view. A bot the game waits for must move; if its policy
   * does not, it plays a random legal action so the match cannot stall.
   */
  private async botStep(t: TableRuntime): Promise<void> {
    const m = t.match;
    if (this.closing || !t.ownsBots || !m || m.over) return;
    const waiting = t.game.waitingFor(m.state);
    for (const seat of t.botRng.shuffle(t.game.actors(m.state).filter((s) => t.seats[s]?.bot))) {
      const kind = t.seats[seat]?.bot as BotKind;
      const legal = m.legal(seat);
      const mustAct = waiting.includes(seat);
      const policy = this.policy(t, seat, kind);
      let choice = policy.choose({ seat, legal, view: m.view(seat), rng: t.botRng, mustAct });
      if (choice === null && mustAct) {
        this.logError(`bot ${policy.name} at table ${t.id} seat ${seat} did not act when it had to`, null);
        choice = t.botRng.pick(legal);
      }
      if (choice !== null) {
        await this.botAct(t, seat, choice);
        return;
      }
    }
  }

  private async botAct(t: TableRuntime, seat: number, action: unknown): Promise<void> {
    const m = t.match as Match;
    const r = await this.applyAction(t, seat, m.nextSeq(seat), action);
    // A policy must pick from `legal`; a refusal is a bug in the bot or the game, so say so.
    if (!r.ok) this.logError(`bot at table ${t.id} seat ${seat} was refused`, new Error(`${r.error.code}: ${r.error.message}`));
  }

  // ---- shutdown -----------------------------------------------------------------------------

  /** Stop taking work, let every queued action finish, and tell clients to reconnect. */
  async close(): Promise<void> {
    this.closing = true;
    for (const t of this.tables.values()) {
      if (t.botTimer) clearTimeout(t.botTimer);
      t.botTimer = null;
      if (t.presenceTimer) clearTimeout(t.presenceTimer);
      t.presenceTimer = null;
    }
    await Promise.all([...this.tables.values()].map((t) => t.idle()));
    const conns = [...this.tables.values()].flatMap((t) => [...t.conns]);
    for (const c of conns) c.emit('reconnect');
    // The server closes the sockets next: what is still queued (this message, the last updates) would be lost.
    await Promise.all(conns.map((c) => c.flushed()));
    if (this.renewal) clearInterval(this.renewal);
    // Hand bots and presence over now rather than when the leases run out.
    const cluster = this.cluster;
    if (cluster) {
      await Promise.all(
        [...this.tables.values()].flatMap((t) => [
          ...(t.ownsBots ? [cluster.release(t.id)] : []),
          ...t.seatsHere().map((seat) => cluster.absent(t.id, seat)),
        ]),
      ).catch((e: unknown) => this.logError('releasing leases failed', e));
    }
  }

  // ---- several nodes ------------------------------------------------------------------------

  /** Tells the other nodes that this table changed (they read what changed from the database). */
  private signal(t: TableRuntime, kind: Signal['kind']): void {
    this.cluster
      ?.signal(t.id, kind, t.match?.version ?? 0)
      .catch((e: unknown) => this.logError(`signalling table ${t.id} failed`, e));
  }

  private presence(t: TableRuntime, seat: number, here: boolean): void {
    const cluster = this.cluster;
    if (!cluster) return;
    (here ? cluster.present(t.id, [seat]) : cluster.absent(t.id, seat)).then(
      () => this.signal(t, 'presence'),
      (e: unknown) => this.logError(`presence for table ${t.id} failed`, e),
    );
  }

  /** Another node changed a table: catch up if this node holds it (others load it fresh when asked). */
  private onSignal(s: Signal): void {
    if (this.closing) return;
    const loaded = this.tables.get(s.table);
    // A load in flight may have read the database before this change: catch up after it.
    const pending = loaded ? Promise.resolve(loaded) : this.loading.get(s.table);
    if (!pending) return;
    pending
      .then((t) => {
        if (!t) return undefined;
        if (s.kind === 'presence') return this.refreshPresence(t);
        // Already there (this node appended after losing a race, say): nothing to read.
        if (s.kind === 'advanced' && t.match && t.match.version >= s.version) return undefined;
        return t.run(() => this.catchUp(t, s.kind === 'lobby'));
      })
      .catch((e: unknown) => this.logError(`catching up table ${s.table} failed`, e));
  }

  /**
   * Reads what other nodes stored: with `lobby`, the seats and status (a start builds the match);
   * then every action after this node's version, applied in order and fanned out one by one.
   */
  private async catchUp(t: TableRuntime, lobby: boolean): Promise<void> {
    if (lobby) {
      const stored = await this.store.loadTable(t.id);
      if (!stored) {
        // Everyone left before the start, through another node.
        t.closed = true;
        this.tables.delete(t.id);
        for (const c of [...t.conns]) {
          this.detach(c);
          c.drop();
        }
        return;
      }
      const holders = t.seats.map((s) => s.tokenHash);
      for (const s of stored.seats) this.putSeat(t, s);
      // A seat given up through another node closes its connections here too.
      for (const c of [...t.conns]) {
        if (c.seat !== null && t.seats[c.seat]?.tokenHash !== holders[c.seat]) {
          this.detach(c);
          c.drop();
        }
      }
      const { table } = stored;
      // 'over' comes with the final action (changed()), so the end is pushed with its update.
      const status = table.status === 'over' && t.record.status !== 'over' ? 'playing' : table.status;
      t.record = { ...table, status, version: t.record.version };
      if (!t.match && table.seed !== null) {
        t.match = Match.build(t.game, { players: table.players, seed: table.seed, options: table.options }, []);
        this.broadcast(t);
      }
      this.pushTable(t);
      await this.claimBots(t);
    }
    const m = t.match;
    if (m) {
      for (const a of await this.store.actions(t.id, m.version)) {
        m.replayOne(a);
        this.changed(t);
      }
    }
    this.scheduleBots(t);
  }

  /** Takes (or keeps) the table's bot lease when it has bots in play; bots run only with it. */
  private async claimBots(t: TableRuntime): Promise<void> {
    if (!this.cluster) return;
    const wanted = t.record.status === 'playing' && t.seats.some((s) => s.bot !== null);
    let owns = false;
    try {
      owns = wanted && (await this.cluster.lease(t.id));
    } catch (e) {
      // Redis unreachable: run no bots rather than risk two runners; the next renewal tries again.
      this.logError(`bot lease of table ${t.id} failed`, e);
    }
    if (owns === t.ownsBots) return;
    t.ownsBots = owns;
    if (owns) this.scheduleBots(t);
    else if (t.botTimer) {
      clearTimeout(t.botTimer);
      t.botTimer = null;
    }
  }

  private async refreshPresence(t: TableRuntime): Promise<void> {
    const cluster = this.cluster;
    if (!cluster) return;
    let elsewhere: Set<number>;
    try {
      elsewhere = await cluster.elsewhere(t.id);
    } catch (e) {
      this.logError(`presence of table ${t.id} could not be read`, e);
      return;
    }
    const same = elsewhere.size === t.elsewhere.size && [...elsewhere].every((s) => t.elsewhere.has(s));
    t.elsewhere = elsewhere;
    if (!same) this.pushPresence(t);
  }

  /** Every third of a lease: bot leases, this node's presence, and other nodes' (a dead node's lapses). */
  private async renew(): Promise<void> {
    const cluster = this.cluster;
    if (!cluster || this.closing) return;
    for (const t of [...this.tables.values()]) {
      try {
        await this.claimBots(t);
        await cluster.present(t.id, t.seatsHere());
        if (t.conns.size > 0) await this.refreshPresence(t);
      } catch (e) {
        this.logError(`renewing leases of table ${t.id} failed`, e);
      }
    }
  }
}
