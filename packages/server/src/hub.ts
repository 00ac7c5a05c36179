/**
 * The authority's facade: the one object http.ts, sockets.ts and index.ts call. It holds the table
 * registry (get/load/resumeAll), shutdown (close), and builds the shared context (context.ts) that
 * wires the concerns together: lobby.ts (tables and seats), play.ts (connections, actions, fan-out),
 * bots.ts (the server acting for a seat) and cluster-sync.ts (several nodes). Public methods here
 * only delegate; new behaviour goes into the concern it belongs to.
 * Everything a client receives about a match comes from `game.view` and `game.project` for that
 * client's own seat (or 'spectator').
 */
import { Rng } from '@alibi/engine';
import { findGame } from '@alibi/games';
import type {
  ActResult,
  BotKind,
  CreateTable,
  LeaveResult,
  MyTablesRequest,
  MyTablesResult,
  SeatGrant,
  TableInfo,
  TableStatus,
  Welcome,
  WireError,
} from '@alibi/protocol';
import { AccountSeats } from './account-seats.ts';
import { Bots } from './bots.ts';
import { Chat } from './chat.ts';
import { ClaimWindows } from './claims.ts';
import { ClockStore, Clocks, isResign } from './clocks.ts';
import type { Cluster } from './cluster.ts';
import { ClusterSync } from './cluster-sync.ts';
import { holderOf, refuseWhileClosing, type HubContext, type OkOrError, type Reply, type TestHooks } from './context.ts';
import { Failure, toWire } from './errors.ts';
import { Lifecycle, type LifecycleSettings } from './lifecycle.ts';
import { Lobby, type SeatAccount } from './lobby.ts';
import { Match } from './match.ts';
import { answerMyTables, myTablesAccess } from './my-tables.ts';
import { Play } from './play.ts';
import { Players } from './players.ts';
import { gameOver } from './ratings.ts';
import { Replays } from './replay.ts';
import type { Store } from './store.ts';
import { TableRuntime, type Conn } from './table.ts';

// Callers import these from here.
export { parse, type TestHooks } from './context.ts';
export { MAX_SEQ_JUMP, PRESENCE_BURST, PRESENCE_WINDOW_MS, seqOf } from './play.ts';

/** The context with a writable closing flag: only the hub sets it. */
type OwnedContext = HubContext & { closing: boolean };

export class Hub {
  private readonly ctx: OwnedContext;
  private readonly lobby: Lobby;
  private readonly play: Play;
  private readonly bots: Bots;
  private readonly clusterSync: ClusterSync;
  /** Listing, removal by the host, expiry sweeps and rematches (lifecycle.ts). */
  private readonly lifecycle: Lifecycle;
  /** Finished tables' replays: built linearly and sliced, capped, cached (see replay.ts). */
  replays = new Replays();
  /** The seats accounts hold: linking guest seats, listing them, device grants (account-seats.ts). */
  readonly accountSeats: AccountSeats;
  /** Profiles, leaderboards, reports, blocks and invitations by name (players.ts). */
  readonly players: Players;

  constructor(
    store: Store,
    botDelayMs: number,
    logError: (message: string, error: unknown) => void,
    cluster: Cluster | null = null,
    testing: TestHooks = {},
  ) {
    // The calls go through arrows so each concern is reached when called, not when wired.
    this.ctx = {
      store,
      chat: new Chat(store.db, cluster, logError),
      claims: new ClaimWindows(store.db, {
        applyNow: (t, seat, action) => this.play.applyAction(t, seat, t.match?.nextSeq(seat) ?? 0, action, true),
        scheduleBots: (t) => this.bots.scheduleBots(t),
        signal: (t) => this.clusterSync.signal(t, 'claims'),
        signalDropped: (t, seat, reason, claim) =>
          void this.ctx.cluster?.signal(t.id, 'dropped', seat, reason, claim).catch((e: unknown) => logError(`signalling table ${t.id} failed`, e)),
        logError,
      }),
      clocks: new Clocks(new ClockStore(store.db), {
        push: (t) => this.play.pushTable(t as TableRuntime),
        signal: (t) => this.clusterSync.signal(t as TableRuntime, 'clock'),
        botsChanged: (t) => this.bots.scheduleBots(t as TableRuntime),
        logError,
      }),
      cluster,
      testing,
      botDelayMs,
      tables: new Map(),
      loading: new Map(),
      closing: false,
      logError,
      get: (id) => this.get(id),
      runtime: (...args) => this.runtime(...args),
      wire: (e) => this.wire(e),
      putSeat: (t, s) => this.lobby.putSeat(t, s),
      applyAction: (t, seat, seq, action, direct) => this.play.applyAction(t, seat, seq, action, direct),
      changed: (t) => this.play.changed(t),
      broadcast: (t) => this.play.broadcast(t),
      pushTable: (t) => this.play.pushTable(t),
      pushPresence: (t) => this.play.pushPresence(t),
      detach: (conn) => this.play.detach(conn),
      scheduleBots: (t) => this.bots.scheduleBots(t),
      cancelBots: (t) => this.bots.cancelBots(t),
      signal: (t, kind) => this.clusterSync.signal(t, kind),
      presence: (t, seat, here) => this.clusterSync.presence(t, seat, here),
      catchUp: (t, lobby) => this.clusterSync.catchUp(t, lobby),
      claimBots: (t) => this.clusterSync.claimBots(t),
      refreshPresence: (t) => this.clusterSync.refreshPresence(t),
    };
    this.lobby = new Lobby(this.ctx);
    this.play = new Play(this.ctx);
    this.bots = new Bots(this.ctx);
    this.clusterSync = new ClusterSync(this.ctx);
    this.lifecycle = new Lifecycle(this.ctx);
    this.accountSeats = new AccountSeats(this.ctx);
    this.players = new Players(this.ctx);
  }

  // ---- the registry -------------------------------------------------------------------------

  /** A new TableRuntime; with several nodes it runs no bots until it holds the table's lease. */
  private runtime(...args: ConstructorParameters<typeof TableRuntime>): TableRuntime {
    const t = new TableRuntime(...args);
    t.ownsBots = this.ctx.cluster === null;
    this.ctx.clocks.attach(t, t.record.clock ?? 'off', t.record.autopilot ?? 'heuristic');
    if (this.ctx.testing.botSeed !== undefined) t.botRng = Rng.fromSeed(this.ctx.testing.botSeed);
    return t;
  }

  private async get(id: string): Promise<TableRuntime> {
    const cached = this.ctx.tables.get(id);
    if (cached) return cached;
    let pending = this.ctx.loading.get(id);
    if (!pending) {
      pending = this.load(id).finally(() => this.ctx.loading.delete(id));
      this.ctx.loading.set(id, pending);
    }
    const t = await pending;
    if (!t) throw new Failure('NO_TABLE', `no table ${id}`);
    return t;
  }

  /** Rebuilds a table from storage; a started match is replayed from seed, options and log. */
  private async load(id: string): Promise<TableRuntime | null> {
    const stored = await this.ctx.store.loadTable(id);
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
      const log = await this.ctx.store.actions(id);
      t.match = Match.build(game, { players: table.players, seed: table.seed, options: table.options }, log);
    }
    if (this.ctx.cluster) {
      await this.clusterSync.refreshPresence(t);
      await this.clusterSync.claimBots(t);
    }
    // Held claims survive restarts and nodes: read them, and close their windows if this node runs the table.
    await this.ctx.claims.load(t);
    // The clock too: a restart or another node continues it (the lease holder runs its timers).
    await this.ctx.clocks.reload(t);
    this.ctx.tables.set(id, t);
    // A node that stopped between a rated game's last action and its rating: rated now (once, ratings.ts).
    if (table.status === 'over' && table.rated) void t.run(() => gameOver(this.ctx.store.db, t)).catch((e: unknown) => this.ctx.logError('storing a result failed', e));
    return t;
  }

  /** Loads every match in play so bots resume after a restart. */
  async resumeAll(): Promise<void> {
    for (const id of await this.ctx.store.tableIds(['playing'], Number.MAX_SAFE_INTEGER)) {
      // One match that no longer replays (a rules change) must not keep the others down.
      await this.get(id).then(
        // get() has already claimed the bots' lease when there are several nodes.
        (t) => this.bots.scheduleBots(t),
        (e: unknown) => this.ctx.logError(`table ${id} could not be resumed`, e),
      );
    }
  }

  /** The storage (accounts-http.ts reaches the account tables through it). */
  get store(): Store {
    return this.ctx.store;
  }

  /** Tables held in memory by status (for metrics). */
  tableCounts(): Record<TableStatus, number> {
    const counts: Record<TableStatus, number> = { open: 0, playing: 0, over: 0 };
    for (const t of this.ctx.tables.values()) counts[t.record.status]++;
    return counts;
  }

  /** For /healthz: refusing work once shutting down takes the node out of a load balancer. */
  get shuttingDown(): boolean {
    return this.ctx.closing;
  }

  /** A WireError for the sender; unexpected errors are logged here and never shown. */
  wire(e: unknown): WireError {
    if (!(e instanceof Failure)) this.ctx.logError('unexpected error', e);
    return toWire(e);
  }

  // ---- lobby (lobby.ts) ---------------------------------------------------------------------

  /**
   * Creates a table. `charge` (the creation budget) runs once the request has passed every check
   * and before anything is stored: a refused request costs nothing; `charge` throws to refuse.
   */
  create(body: CreateTable, charge: () => void = () => undefined, account: SeatAccount | null = null): Promise<SeatGrant> {
    return this.lobby.create(body, charge, account);
  }

  list(): Promise<TableInfo[]> {
    return this.lobby.list();
  }

  info(id: string): Promise<TableInfo> {
    return this.lobby.info(id);
  }

  /** `account`: the signed-in account the request came with (the seat becomes the account's). */
  join(
    id: string,
    body: { name: string; seat?: number | undefined; key?: string | undefined },
    charge?: () => void,
    account: SeatAccount | null = null,
  ): Promise<SeatGrant> {
    return this.lobby.join(id, body, charge, account);
  }

  // ---- the table's life (lifecycle.ts) ------------------------------------------------------

  /** Starts this node's expiry sweeps (index.ts, once the server is up). */
  startSweeps(settings: LifecycleSettings): void {
    this.lifecycle.start(settings);
  }

  setListed(id: string, body: { token: string; listed: boolean }): Promise<TableInfo> {
    return this.lifecycle.setListed(id, body);
  }

  kick(id: string, body: { token: string; seat: number; bot: BotKind | null }): Promise<TableInfo> {
    return this.lifecycle.kick(id, body);
  }

  rematch(id: string, token: string): Promise<SeatGrant> {
    return this.lifecycle.rematch(id, token);
  }

  async acceptRematch(id: string, token: string): Promise<SeatGrant> {
    const accepted = await this.lifecycle.acceptRematch(id, token);
    if (!('grantFor' in accepted)) return accepted;
    const { userId, table, seat } = accepted.grantFor;
    return this.accountSeats.grant(userId, table, seat);
  }

  declineRematch(id: string, token: string): Promise<TableInfo> {
    return this.lifecycle.declineRematch(id, token);
  }

  /** Gives up a seat (see Lobby.leave). */
  leave(id: string, token: string): Promise<LeaveResult> {
    return this.lobby.leave(id, token);
  }

  addBot(id: string, body: { token: string; seat: number; kind: BotKind }): Promise<TableInfo> {
    return this.lobby.addBot(id, body);
  }

  removeBot(id: string, body: { token: string; seat: number }): Promise<TableInfo> {
    return this.lobby.removeBot(id, body);
  }

  start(id: string, token: string): Promise<TableInfo> {
    return this.lobby.start(id, token);
  }

  /** A finished table's replay as JSON text, seen by `as` (see Lobby.replay). */
  replay(id: string, as: number | 'spectator', token: string | null): Promise<string> {
    return this.lobby.replay(id, as, token, this.replays);
  }

  /** POST /api/my-tables: each (table, token) pair's table, seat and mustAct (see my-tables.ts). */
  myTables(body: MyTablesRequest): Promise<MyTablesResult> {
    return answerMyTables(myTablesAccess(this.ctx), body);
  }

  // ---- play (play.ts) -----------------------------------------------------------------------

  /** `hello`: attach a connection to a table as a seat (token) or a spectator, then welcome it. */
  hello(conn: Conn, raw: unknown, reply: Reply<OkOrError>): Promise<void> {
    return this.play.hello(conn, raw, reply);
  }

  /** GET /api/tables/:id/welcome: the welcome `hello` would give, without a connection (see Play.firstView). */
  firstView(raw: unknown, pack = false): Promise<Welcome> {
    return this.play.firstView(raw, pack);
  }

  /** A connection went away (or said hello elsewhere). */
  detach(conn: Conn): void {
    this.play.detach(conn);
  }

  act(conn: Conn, raw: unknown): Promise<ActResult> {
    return this.play.act(conn, raw);
  }

  notes(conn: Conn, raw: unknown): Promise<OkOrError> {
    return this.play.notes(conn, raw);
  }

  /** A person leaves the game in progress (see clocks.ts resign and docs/clocks.md). */
  async resign(id: string, token: string): Promise<TableInfo> {
    refuseWhileClosing(this.ctx);
    const t = await this.get(id);
    return t.run(async () => {
      const seat = await this.personAt(t, token);
      await this.ctx.clocks.resign(t, seat, async () => {
        const m = t.match;
        const action = m?.legal(seat).find(isResign);
        if (!m || action === undefined) return;
        const r = await this.play.applyAction(t, seat, m.nextSeq(seat), action, true);
        if (!r.ok) this.ctx.logError(`resign at table ${t.id} seat ${seat} was refused`, new Error(`${r.error.code}: ${r.error.message}`));
      });
      return t.info();
    });
  }

  /** "I'm back": the seat's person takes it back from autopilot. */
  async back(id: string, token: string): Promise<TableInfo> {
    refuseWhileClosing(this.ctx);
    const t = await this.get(id);
    return t.run(async () => {
      const seat = await this.personAt(t, token);
      await this.ctx.clocks.back(t, seat);
      return t.info();
    });
  }

  /** The playing seat `token` holds (after catching up with other nodes), or a typed refusal. */
  private async personAt(t: TableRuntime, token: string): Promise<number> {
    if (this.ctx.cluster) await this.clusterSync.catchUp(t, true);
    const holder = holderOf(t, token);
    if (holder.seat < 0) throw new Failure('NOT_SEATED', 'a spectating host holds no seat in the game');
    return holder.seat;
  }

  /** `chat`: one line from a seat or a spectating host (see chat.ts). */
  chat(conn: Conn, raw: unknown): Promise<{ ok: true; id: number } | { ok: false; error: WireError }> {
    const t = conn.tableId === null ? undefined : this.ctx.tables.get(conn.tableId);
    return this.ctx.chat.send(conn, t, raw, this.ctx.closing);
  }

  // ---- shutdown -----------------------------------------------------------------------------

  /** Stop taking work, let every queued action finish, and tell clients to reconnect. */
  async close(): Promise<void> {
    this.ctx.closing = true;
    this.ctx.claims.close();
    this.ctx.clocks.close();
    await this.lifecycle.stop();
    const tables = this.ctx.tables;
    for (const t of tables.values()) {
      this.bots.cancelBots(t);
      if (t.presenceTimer) clearTimeout(t.presenceTimer);
      t.presenceTimer = null;
    }
    await Promise.all([...tables.values()].map((t) => t.idle()));
    const conns = [...tables.values()].flatMap((t) => [...t.conns]);
    for (const c of conns) c.emit('reconnect');
    // The server closes the sockets next: what is still queued (this message, the last updates) would be lost.
    await Promise.all(conns.map((c) => c.flushed()));
    this.clusterSync.stopRenewal();
    await this.clusterSync.releaseAll();
  }
}
