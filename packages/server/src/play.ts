/**
 * Play over a connection: hello (attach), act, notes and detach; applying an action (seq checks,
 * digest, compare-and-set append, retries against other nodes); what happens after every applied
 * action (changed); and the fan-out to connections: per-viewer updates and deltas (broadcast), the
 * `table` pushes and their presence coalescing (pushTable/pushPresence). Anything that decides what
 * a connection is sent belongs in this file.
 */
import type { Viewer } from '@alibi/engine';
import { actSchema, diff, helloSchema, notesSchema, packView, type Packed, type ActResult, type ChatWelcome, type Delta, type ClockState, type DeltaUpdate, type TableInfo, type Update, type Welcome } from '@alibi/protocol';
import type { z } from 'zod';
import { holderOf, parse, refuseWhileClosing, type HubContext, type OkOrError, type Reply } from './context.ts';
import { isUniqueViolation } from './db.ts';
import { Failure } from './errors.ts';
import { TokenBucket } from './limits.ts';
import { actionDigest, type Match } from './match.ts';
import type { Conn, TableRuntime } from './table.ts';
import { gameOver } from './ratings.ts';
import { encodedOnce, preEncoded } from './parser.ts';
import { findHolder } from './tokens.ts';
import { clockInfo } from './clocks.ts';

type Hello = z.infer<typeof helloSchema>;

/** The playing seat `token` holds at `t`: null for none (a spectator) and for a spectating host's pass. */
function playingSeat(t: TableRuntime, token: string | undefined): number | null {
  const s = token === undefined ? null : holderOf(t, token).seat;
  return s === null || s < 0 ? null : s;
}

/** Attempts to append one action when other nodes keep winning the version race. */
const APPEND_ATTEMPTS = 8;

/** How far past the next expected seq a client may number an action (retries and gaps stay far below). */
export const MAX_SEQ_JUMP = 1000;

/** The seq of an `act` message for its answer, even when the message is malformed (-1 then). */
export function seqOf(raw: unknown): number {
  const s = typeof raw === 'object' && raw !== null ? (raw as { seq?: unknown }).seq : undefined;
  return typeof s === 'number' && Number.isSafeInteger(s) ? s : -1;
}

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
  /** The full update serialised once (preEncoded) for every connection of this viewer: as it is, and packed. */
  plain?: Update;
  packed?: Update;
  /** The viewer's delta message by the version its connection holds; null when the full update is smaller. */
  deltaFrom?: ((from: number) => DeltaUpdate) | null;
}

/**
 * The delta from what a viewer saw one version back to `full`, or null when that is no smaller
 * than `full`: a function of the version a connection holds (`from`, the message's last key). The
 * message is serialised once per viewer from its parts (the diffs are serialised anyway, to weigh
 * them), and each distinct `from` gets one payload object, shared by the connections that hold it.
 */
export function deltaMessages(full: Update, changes: { view: Delta; legal: Delta } | null): ((from: number) => DeltaUpdate) | null {
  if (!changes) return null;
  const view = JSON.stringify(changes.view);
  const legal = JSON.stringify(changes.legal);
  const size = view.length + legal.length;
  if (size > SMALL_DELTA_CHARS && size >= JSON.stringify(full.view).length + JSON.stringify(full.legal).length) return null;
  const body: Omit<DeltaUpdate, 'from'> = {
    version: full.version,
    view: changes.view,
    events: full.events,
    legal: changes.legal,
    mustAct: full.mustAct,
  };
  if (full.nextSeq !== undefined) body.nextSeq = full.nextSeq;
  if (full.clockState !== undefined) body.clockState = full.clockState;
  // Exactly JSON.stringify({ ...body, from }): the same keys in the same order.
  const head =
    `{"version":${JSON.stringify(body.version)},"view":${view},"events":${JSON.stringify(body.events)},"legal":${legal}` +
    `,"mustAct":${JSON.stringify(body.mustAct)}${body.nextSeq === undefined ? '' : `,"nextSeq":${JSON.stringify(body.nextSeq)}`}` +
    `${body.clockState === undefined ? '' : `,"clockState":${JSON.stringify(body.clockState)}`}`;
  const byFrom = new Map<number, DeltaUpdate>();
  return (from) => {
    let message = byFrom.get(from);
    if (!message) byFrom.set(from, (message = preEncoded({ ...body, from }, `${head},"from":${JSON.stringify(from)}}`)));
    return message;
  };
}

/** A welcome's events packed (as packView packs a list), or as they are when that is not worth it. */
function packedEvents(xs: unknown[]): unknown[] | Packed {
  return packView(xs) as unknown[] | Packed;
}

export class Play {
  /** Connections that take `delta` messages, with the version they last received. */
  private readonly deltaConns = new WeakMap<Conn, number>();
  /** Connections that read packed views (hello `pack`). */
  private readonly packConns = new WeakSet<Conn>();

  constructor(private readonly ctx: HubContext) {}

  pushTable(t: TableRuntime): void {
    if (t.presenceTimer) clearTimeout(t.presenceTimer);
    t.presenceTimer = null;
    const info = encodedOnce(t.info());
    for (const c of t.conns) c.emit('table', info);
  }

  /**
   * A seat connected or went away: push `table` at once while the table's presence budget lasts
   * (PRESENCE_BURST, refilled one per window), else once at the window's end with the state then
   * (trailing edge). Ordinary comings and goings go out at once, in order; a reconnect flood sends
   * each watcher about one `table` per window, and the last state always arrives.
   */
  pushPresence(t: TableRuntime): void {
    // A person's seat (dis)connected: the absence grace starts or stops (clocks.ts).
    this.ctx.clocks.schedule(t);
    if (t.presenceTimer) return;
    const now = Date.now();
    t.presenceBudget ??= new TokenBucket({ burst: PRESENCE_BURST, perSecond: 1000 / PRESENCE_WINDOW_MS }, now);
    if (t.presenceBudget.take(now)) return this.pushTable(t);
    t.presenceTimer = setTimeout(() => {
      t.presenceTimer = null;
      // The trailing push spends the window's token, so a flood gets no second push in it.
      t.presenceBudget?.take(Date.now());
      if (!t.closed && !this.ctx.closing) this.pushTable(t);
    }, PRESENCE_WINDOW_MS);
    t.presenceTimer.unref();
  }

  /** `hello`: attach a connection to a table as a seat (token) or a spectator, then welcome it. */
  async hello(conn: Conn, raw: unknown, reply: Reply<OkOrError>): Promise<void> {
    try {
      await this.attach(conn, raw, reply);
    } catch (e) {
      reply({ ok: false, error: this.ctx.wire(e) });
    }
  }

  /**
   * GET /api/tables/:id/welcome: the welcome a `hello` with `raw` would get, for a page to draw the
   * table while its socket connects. The same parsing, token check and refusals as `hello`; no
   * connection is attached and nothing is pushed, so acting still needs the socket.
   */
  async firstView(raw: unknown, pack = false): Promise<Welcome> {
    refuseWhileClosing(this.ctx);
    const body = parse(helloSchema, raw, 'hello');
    const read = await this.read(body);
    const { t, seat, hostPass } = this.settle(body, read);
    return this.welcome(t, seat, read.notes, this.ctx.chat.snapshot(t, seat !== null || hostPass, read.loaded), { pack });
  }

  /** What a hello reads before it can welcome: the table, the seat the token holds (null: none) and its notes. */
  private async read(body: Hello): Promise<{ loaded: TableRuntime; asked: number | null; notes: Record<string, string> }> {
    const loaded = await this.ctx.get(body.table);
    // A seat just taken through another node may not have reached this one yet: read it, then judge.
    // The stored seats are read outside the table's queue (shared by a burst), and only a token
    // found there waits in the queue to catch up: unknown tokens never delay the players' actions.
    if (this.ctx.cluster && body.token !== undefined && !loaded.byToken(body.token)) {
      const token = body.token;
      const stored = await loaded.storedSeats(async () => (await this.ctx.store.loadTable(loaded.id))?.seats ?? []);
      if (!findHolder(stored, token)) throw new Failure('BAD_TOKEN', 'this token holds no seat at this table');
      await loaded.run(() => this.ctx.catchUp(loaded, true));
    }
    const asked = playingSeat(loaded, body.token);
    const notes = asked === null ? {} : await this.ctx.store.notes(loaded.id, asked);
    await this.ctx.chat.prepare(loaded);
    return { loaded, asked, notes };
  }

  /**
   * After the reads, synchronously (so nothing can change between this check and the welcome): the
   * table as it is now and the seat the token still holds, or NO_TABLE / BAD_TOKEN.
   */
  private settle(body: Hello, read: { loaded: TableRuntime; asked: number | null }): { t: TableRuntime; seat: number | null; hostPass: boolean } {
    if (read.loaded.closed) throw new Failure('NO_TABLE', `no table ${body.table}`);
    // A finished table may have left memory meanwhile (it is immutable: either copy will do).
    const t = this.ctx.tables.get(read.loaded.id) ?? read.loaded;
    // The seat may have been given up while the notes loaded.
    const seat = playingSeat(t, body.token);
    if (seat !== read.asked) throw new Failure('BAD_TOKEN', 'this token holds no seat at this table');
    // A token that holds no playing seat is a spectating host's pass.
    return { t, seat, hostPass: body.token !== undefined && seat === null };
  }

  /**
   * What `seat` (null: a spectator) is welcomed with: one source for the socket and GET …/welcome.
   * A client that holds this version's view, events and legal actions (`have`) is not sent them
   * again: at the end of a long game they are tens of KB, and a page holds them from its first view
   * over HTTP. One that holds an older version gets the view whole but only the events since.
   */
  private welcome(
    t: TableRuntime,
    seat: number | null,
    notes: Record<string, string>,
    chat: ChatWelcome,
    asked: { have?: number; pack?: boolean },
  ): Welcome {
    const viewer: Viewer = seat ?? 'spectator';
    const m = t.match;
    // An abandoned table (lifecycle.ts) takes no more actions: offer none.
    const playing = m !== null && !t.record.ended;
    // Not at a table abandoned since (its legal actions are gone at the same version): rare, sent whole.
    const kept = playing && asked.have === m.version;
    const view = m && !kept ? m.view(viewer) : null;
    // A client a few steps behind holds the events up to its version: it is sent only the ones since
    // (a match's versions only grow, and its events never change; a rematch is another table).
    const since = m && !kept && asked.have !== undefined && asked.have <= m.version ? asked.have : undefined;
    const events = m && !kept ? m.eventsFor(viewer, since ?? 0) : [];
    return {
      table: t.info(),
      seat,
      version: m?.version ?? 0,
      view: view !== null && asked.pack ? packView(view) : view,
      events: asked.pack ? packedEvents(events) : events,
      legal: playing && !kept ? m.legal(viewer) : [],
      mustAct: playing ? m.mustAct(viewer) : false,
      nextSeq: m && seat !== null ? m.nextSeq(seat) : 0,
      notes,
      chat,
      ...(kept ? { kept: true as const } : {}),
      ...(since !== undefined ? { eventsFrom: since } : {}),
    };
  }

  private async attach(conn: Conn, raw: unknown, reply: Reply<OkOrError>): Promise<void> {
    refuseWhileClosing(this.ctx);
    const body = parse(helloSchema, raw, 'hello');
    const read = await this.read(body);
    // From here on everything is synchronous, so no update can slip between welcome and the room.
    if (!conn.open) return;
    const { t, seat, hostPass } = this.settle(body, read);
    this.ctx.tables.set(t.id, t);
    this.detach(conn);
    const firstForSeat = seat !== null && !t.connected(seat);
    const firstHere = seat !== null && !t.connectedHere(seat);
    conn.tableId = t.id;
    conn.seat = seat;
    t.conns.add(conn);
    reply({ ok: true });
    const welcome = this.welcome(t, seat, read.notes, this.ctx.chat.welcome(t, conn, hostPass, read.loaded), body);
    conn.emit('welcome', welcome);
    if (body.deltas) {
      // Before the start there is no view to build on: the first update is a full one.
      this.deltaConns.set(conn, t.match ? welcome.version : -1);
    } else this.deltaConns.delete(conn);
    if (body.pack) this.packConns.add(conn);
    else this.packConns.delete(conn);
    // The open claim window and this seat's held claim, right after the welcome.
    this.ctx.claims.welcome(t, conn);
    if (firstForSeat) this.pushPresence(t);
    if (firstHere) this.ctx.presence(t, seat, true);
  }

  /** A connection went away (or said hello elsewhere). */
  detach(conn: Conn): void {
    const t = conn.tableId === null ? undefined : this.ctx.tables.get(conn.tableId);
    const seat = conn.seat;
    conn.tableId = null;
    conn.seat = null;
    if (!t || !t.conns.delete(conn)) return;
    if (seat !== null && !t.connected(seat)) this.pushPresence(t);
    if (seat !== null && !t.connectedHere(seat)) this.ctx.presence(t, seat, false);
    // A finished table nobody watches is dropped from memory; it reloads from storage on demand.
    if (t.record.status === 'over' && t.conns.size === 0) this.ctx.tables.delete(t.id);
  }

  async act(conn: Conn, raw: unknown): Promise<ActResult> {
    try {
      refuseWhileClosing(this.ctx);
      const body = parse(actSchema, raw, 'act');
      const t = conn.tableId === null ? undefined : this.ctx.tables.get(conn.tableId);
      if (!t || conn.seat === null) throw new Failure('NOT_SEATED', 'say hello with a seat token first');
      const seat = conn.seat;
      return await t.run(async () => {
        // The seat may have been given up while this waited in the queue.
        if (conn.tableId !== t.id || conn.seat !== seat) throw new Failure('NOT_SEATED', 'this connection holds no seat');
        if (!t.match) throw new Failure('NOT_STARTED', 'the game has not started');
        return this.applyAction(t, seat, body.seq, body.action);
      });
    } catch (e) {
      return { seq: seqOf(raw), ok: false, error: this.ctx.wire(e) };
    }
  }

  async notes(conn: Conn, raw: unknown): Promise<OkOrError> {
    try {
      refuseWhileClosing(this.ctx);
      const body = parse(notesSchema, raw, 'notes');
      if (conn.tableId === null || conn.seat === null) throw new Failure('NOT_SEATED', 'only a seat keeps notes');
      await this.ctx.store.saveNotes(conn.tableId, conn.seat, body.notes);
      return { ok: true };
    } catch (e) {
      return { ok: false, error: this.ctx.wire(e) };
    }
  }

  /**
   * Applies one action for `seat` inside the table's queue: a (seat, seq) already answered gets
   * the same answer; the action is stored (compare-and-set on the version) before it counts.
   * A claim at a table with claim windows is held instead (claims.ts), unless `direct`.
   */
  async applyAction(t: TableRuntime, seat: number, seq: number, action: unknown, direct = false): Promise<ActResult> {
    const m = t.match as Match;
    // Ended by the server with the match unfinished (abandoned, lifecycle.ts): nobody moves any more.
    if (t.record.ended) return { seq, ok: false, error: { code: 'GAME_OVER', message: 'this game was ended as abandoned' } };
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
      if (!direct && attempt === 1) {
        const held = await this.ctx.claims.intercept(t, seat, seq, action);
        if (held) return held;
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
        stored = await this.ctx.store.append(t.id, { version, seat, seq, action }, over);
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
      }
      if (stored) {
        m.commit(seat, seq, r.value, digest);
        this.ctx.signal(t, 'advanced');
        this.changed(t);
        return { seq, ok: true, version };
      }
      if (attempt >= APPEND_ATTEMPTS) throw new Failure('CONFLICT', 'the match is moving fast; retry');
      // Another node appended first: take its actions, then try ours against the new state.
      for (const a of await this.ctx.store.actions(t.id, m.version)) {
        m.replayOne(a);
        this.changed(t);
      }
    }
  }

  /** After every applied action: status, fan-out, bots. */
  changed(t: TableRuntime): void {
    const m = t.match as Match;
    if (m.over && t.record.status !== 'over') {
      t.record = { ...t.record, status: 'over', version: m.version };
      this.pushTable(t);
      // Each seat's result is stored and a rated table's moves ratings, once (ratings.ts; every node seeing the end may try).
      void t.run(() => gameOver(this.ctx.store.db, t)).catch((e: unknown) => this.ctx.logError('storing a result failed', e));
    }
    // A seat's clock moved with this action: its messages carry the clock (no `table` push of its own).
    this.broadcast(t, this.ctx.clocks.advanceWithAction(t) ? clockInfo(t).clockState : undefined);
    // An answer, a card shown or taken, a wrong claim: a claim window opens (claims.ts).
    this.ctx.claims.informed(t, m.lastEvents);
    this.ctx.scheduleBots(t);
    if (m.over && t.conns.size === 0) this.ctx.tables.delete(t.id);
  }

  /** The last action as `viewer` sees it (see ViewerChange). */
  private changeFor(m: Match, viewer: Viewer, clock: ClockState | undefined): ViewerChange {
    const full: Update = {
      version: m.version,
      view: m.view(viewer),
      events: m.eventsFor(viewer, Math.max(0, m.version - 1)),
      legal: m.legal(viewer),
      mustAct: m.mustAct(viewer),
    };
    if (viewer !== 'spectator') full.nextSeq = m.nextSeq(viewer);
    if (clock) full.clockState = clock;
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
   * names the version it last received. `clock`, when the step moved a seat's clock, rides in
   * every message; a connection sent nothing else gets the table as a `table` push.
   */
  broadcast(t: TableRuntime, clock?: ClockState): void {
    const m = t.match as Match;
    const perViewer = new Map<Viewer, ViewerChange>();
    let table: TableInfo | undefined;
    for (const c of t.conns) {
      const viewer: Viewer = c.seat ?? 'spectator';
      let u = perViewer.get(viewer);
      if (!u) perViewer.set(viewer, (u = this.changeFor(m, viewer, clock)));
      if (u.unseen) {
        if (clock) c.emit('table', (table ??= encodedOnce(t.info())));
        continue;
      }
      const held = this.deltaConns.get(c);
      // held is -1 for a connection that said hello before the start: it holds no view yet.
      if (held !== undefined && held >= 0 && u.deltaFrom === undefined) u.deltaFrom = deltaMessages(u.full, u.changes);
      if (held !== undefined && held >= 0 && u.deltaFrom) c.emit('delta', u.deltaFrom(held));
      else c.emit('update', this.packConns.has(c) ? (u.packed ??= encodedOnce({ ...u.full, view: packView(u.full.view) })) : (u.plain ??= encodedOnce(u.full)));
      if (held !== undefined) this.deltaConns.set(c, m.version);
    }
    // The game may have entered or left a phase without table talk.
    this.ctx.chat.afterChange(t);
  }
}
