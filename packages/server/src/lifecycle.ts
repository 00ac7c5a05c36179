/**
 * A table's life around the game: listing, the host removing a person before the start, expiry
 * of tables nobody attends (waiting ones are removed, playing ones end as 'abandoned'), and the
 * rematch. See docs/lifecycle.md (what players see) and docs/operations.md (the settings).
 *
 * Everything here that must happen once with several nodes is a compare-and-set in storage: the
 * rematch is an insert with a unique reference to the old table, expiry and abandonment are
 * conditional updates. Each node runs the sweep; whichever wins a table's update acts on it and
 * signals the others, who catch up like after any lobby change.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { findGame } from '@alibi/games';
import type { BotKind, Removed, SeatGrant, TableInfo } from '@alibi/protocol';
import { holderOf, hostOf, mustBeOpen, refuseWhileClosing, storeSeat, syncSeats, type HubContext } from './context.ts';
import { isUniqueViolation } from './db.ts';
import { Failure } from './errors.ts';
import { abandonTable, expireTable, staleTables, touchTables } from './lifecycle-store.ts';
import type { SeatRecord, TableRecord } from './records.ts';
import type { TableRuntime } from './table.ts';
import { hashToken, newToken } from './tokens.ts';

export interface LifecycleSettings {
  /** A waiting table nobody has been connected to for this long is removed. */
  waitingExpiryMs: number;
  /** A playing table no seated person has been connected to for this long ends as 'abandoned'. */
  abandonAfterMs: number;
  /** How often each node sweeps (and records which tables have people connected to it). */
  sweepMs: number;
}

export const DEFAULT_LIFECYCLE: LifecycleSettings = {
  waitingExpiryMs: 30 * 60_000,
  abandonAfterMs: 24 * 3_600_000,
  sweepMs: 60_000,
};

/** A correspondence clock (hours per move) keeps a table this many moves' worth longer than the base abandonment period. */
const CORRESPONDENCE_MOVES = 3;

const seconds = (env: Record<string, string | undefined>, name: string): number | undefined => {
  const text = env[name];
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return Math.round(n * 1000);
};

/** ALIBI_WAITING_EXPIRY_S, ALIBI_ABANDON_AFTER_S and ALIBI_SWEEP_S (seconds; fractions allowed). */
export function lifecycleFromEnv(env: Record<string, string | undefined>): Partial<LifecycleSettings> {
  const out: Partial<LifecycleSettings> = {};
  const w = seconds(env, 'ALIBI_WAITING_EXPIRY_S');
  const a = seconds(env, 'ALIBI_ABANDON_AFTER_S');
  const s = seconds(env, 'ALIBI_SWEEP_S');
  if (w !== undefined) out.waitingExpiryMs = w;
  if (a !== undefined) out.abandonAfterMs = a;
  if (s !== undefined) out.sweepMs = s;
  return out;
}

/** A browser's player key as stored per seat (never the key itself). */
export const keyHash = (key: string): string => createHash('sha256').update(`player:${key}`).digest('hex');

/**
 * What a rematch seat holds until its person accepts: no token hashes to it (it would take a
 * preimage), so the seat counts as taken everywhere, yet the old seat's holder is recognisable.
 */
export const inviteHash = (oldTokenHash: string): string => createHash('sha256').update(`invite:${oldTokenHash}`).digest('hex');

/** The new table's token for the holder of `oldToken`: the same on every accept (a second tab, a retry, another node). */
export const rematchToken = (oldToken: string, newTable: string): string =>
  createHmac('sha256', oldToken).update(`rematch:${newTable}`).digest().subarray(0, 24).toString('base64url');

/** Where whoever sat at `seat` sits at the rematch: s + 1 (the last at seat 0). */
export const rotatedSeat = (seat: number, players: number): number => (seat + 1) % players;

/** Seats rotated by one (rotatedSeat). */
export function rotate<T>(seats: readonly T[]): T[] {
  const out = new Array<T>(seats.length);
  seats.forEach((s, i) => (out[rotatedSeat(i, seats.length)] = s));
  return out;
}

/** A person who already holds a seat (or the host's pass) at `t` may not take a second one. */
export function mustNotHoldSeat(t: TableRuntime, hash: string | null): void {
  if (hash === null) return;
  const all = t.hostPass ? [...t.seats, t.hostPass] : t.seats;
  if (all.some((s) => s.keyHash === hash)) throw new Failure('ALREADY_SEATED', 'this browser already holds a seat at this table');
}

const cleared = (s: SeatRecord, bot: BotKind | null): SeatRecord => ({
  seat: s.seat,
  name: null,
  bot,
  tokenHash: null,
  host: false,
  keyHash: null,
  invited: false,
});

export class Lifecycle {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly ctx: HubContext,
    public settings: LifecycleSettings = DEFAULT_LIFECYCLE,
  ) {}

  /** Starts this node's periodic sweep (unref'd: it never keeps a process alive). */
  start(settings: LifecycleSettings = this.settings): void {
    this.settings = settings;
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => void this.sweep(), this.settings.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
  }

  // ---- seats --------------------------------------------------------------------------------

  /** The host lists or unlists a waiting table. */
  async setListed(id: string, body: { token: string; listed: boolean }): Promise<TableInfo> {
    refuseWhileClosing(this.ctx);
    const t = await this.ctx.get(id);
    return t.run(async () => {
      await syncSeats(this.ctx, t);
      hostOf(t, body.token);
      mustBeOpen(t);
      if ((t.record.listed ?? false) !== body.listed) {
        const r = await this.ctx.store.db
          .updateTable('tables')
          .set({ listed: body.listed ? 1 : 0 })
          .where('id', '=', t.id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw new Failure('CONFLICT', 'the game has already started');
        t.record = { ...t.record, listed: body.listed };
        this.ctx.pushTable(t);
        this.ctx.signal(t, 'lobby');
      }
      return t.info();
    });
  }

  /**
   * Before the start the host removes the person (or rematch invitee) at `seat`, putting `bot` in
   * their place or freeing the seat. The person's connections are told why and closed; their token
   * holds nothing any more.
   */
  async kick(id: string, body: { token: string; seat: number; bot: BotKind | null }): Promise<TableInfo> {
    refuseWhileClosing(this.ctx);
    const t = await this.ctx.get(id);
    return t.run(async () => {
      await syncSeats(this.ctx, t);
      const host = hostOf(t, body.token);
      mustBeOpen(t);
      const target = t.seats[body.seat];
      if (!target) throw new Failure('MALFORMED', `this table has ${t.record.players} seats`);
      if (target.tokenHash === null) throw new Failure('MALFORMED', `no person sits at seat ${body.seat}`);
      if (target.seat === host.seat) throw new Failure('MALFORMED', 'the host cannot remove themselves; leave instead');
      await storeSeat(this.ctx, t, target, cleared(target, body.bot));
      const removed: Removed = { table: t.id, reason: 'kicked' };
      for (const c of [...t.conns]) {
        if (c.seat !== target.seat) continue;
        c.emit('removed', removed);
        this.ctx.detach(c);
        c.drop();
      }
      this.ctx.pushTable(t);
      // A lobby change that also tells the seat's connections on other nodes why they are closed.
      this.ctx.cluster?.signal(t.id, 'removed', target.seat).catch((e: unknown) => this.ctx.logError(`signalling table ${t.id} failed`, e));
      return t.info();
    });
  }

  // ---- rematch ------------------------------------------------------------------------------

  /**
   * The host of a finished table asks for a rematch: a new table with the same game, options and
   * table settings, a new seed (at its start), the seats rotated by one and the bots kept. The host
   * gets a seat at once; every other person's seat waits for them (accept or decline through the
   * old table's token). Created once: a second request, here or on another node, is a CONFLICT.
   */
  async rematch(id: string, token: string): Promise<SeatGrant> {
    refuseWhileClosing(this.ctx);
    const old = await this.ctx.get(id);
    return old.run(async () => {
      await syncSeats(this.ctx, old);
      const host = hostOf(old, token);
      if (old.record.status !== 'over') throw new Failure('CONFLICT', 'a rematch is offered once the game is over');
      if (old.record.rematch) throw new Failure('CONFLICT', 'this table already has its rematch');
      const game = findGame(old.record.game);
      if (!game) throw new Failure('BAD_OPTIONS', `${old.record.game} is not playable`);
      const newId = randomBytes(9).toString('base64url');
      const grantToken = newToken();
      // A person's account goes with their seat: a rated rematch stays signed-in people only.
      const account = (s: SeatRecord) => ({ userId: s.userId ?? null, player: s.player ?? null });
      const seats = rotate(old.seats).map((s, seat): SeatRecord => {
        if (s.bot !== null) return { seat, name: null, bot: s.bot, tokenHash: null, host: false, keyHash: null, invited: false };
        if (s.tokenHash === null) return { seat, name: null, bot: null, tokenHash: null, host: false, keyHash: null, invited: false };
        if (s === host)
          return { seat, name: s.name, bot: null, tokenHash: hashToken(grantToken), host: true, keyHash: s.keyHash ?? null, invited: false, ...account(s) };
        return { seat, name: s.name, bot: null, tokenHash: inviteHash(s.tokenHash), host: false, keyHash: s.keyHash ?? null, invited: true, ...account(s) };
      });
      const hostPass: SeatRecord | null =
        host.seat === -1
          ? { seat: -1, name: host.name, bot: null, tokenHash: hashToken(grantToken), host: true, keyHash: host.keyHash ?? null, invited: false, ...account(host) }
          : null;
      const { rematch: _r, ended: _e, ...settings } = old.record;
      const record: TableRecord = {
        ...settings,
        id: newId,
        seed: null,
        status: 'open',
        createdAt: new Date().toISOString(),
        version: 0,
        rematchOf: old.id,
      };
      try {
        await this.ctx.store.createTable(record, hostPass ? [...seats, hostPass] : seats);
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
        // Another node (or a request a moment ago) made it: show its link.
        if (this.ctx.cluster) await this.ctx.catchUp(old, true);
        throw new Failure('CONFLICT', 'this table already has its rematch');
      }
      const t = this.ctx.runtime(game, record, seats, hostPass);
      this.ctx.tables.set(record.id, t);
      old.record = { ...old.record, rematch: newId };
      this.ctx.pushTable(old);
      this.ctx.signal(old, 'lobby');
      return { table: t.info(), seat: host.seat >= 0 ? seats.findIndex((s) => s.host) : null, token: grantToken };
    });
  }

  /**
   * A person of the finished table `id` takes their rotated seat at its rematch (a new token). The
   * new token derives from the token that accepts; an account's other device (another token for
   * the same seat) that accepted first leaves `grantFor`: the hub gives this device its own grant.
   */
  async acceptRematch(id: string, token: string): Promise<SeatGrant | { grantFor: { userId: string; table: string; seat: number } }> {
    const { t, seat, mine } = await this.invitation(id, token);
    return t.run(async () => {
      await syncSeats(this.ctx, t);
      const held = t.seats.find((s) => s.tokenHash === hashToken(mine));
      if (held) return { table: t.info(), seat: held.seat, token: mine };
      const target = t.seats.find((s) => s.invited && s.tokenHash === inviteHash(seat.tokenHash as string));
      // The seat this one rotated into, still the same account's and accepted: this device joins
      // it even once the rematch has started, as its other device already did.
      const rotated = t.seats[rotatedSeat(seat.seat, t.seats.length)];
      if (!target && seat.userId && rotated && rotated.userId === seat.userId && !rotated.invited && rotated.tokenHash)
        return { grantFor: { userId: seat.userId, table: t.id, seat: rotated.seat } };
      mustBeOpen(t);
      if (!target) throw new Failure('CONFLICT', 'your seat at the rematch was given up');
      await storeSeat(this.ctx, t, target, { ...target, tokenHash: hashToken(mine), invited: false });
      this.ctx.pushTable(t);
      this.ctx.signal(t, 'lobby');
      return { table: t.info(), seat: target.seat, token: mine };
    });
  }

  /** A person of the finished table `id` turns the rematch down: their seat there is freed for the host to fill. */
  async declineRematch(id: string, token: string): Promise<TableInfo> {
    const { t, seat } = await this.invitation(id, token);
    return t.run(async () => {
      await syncSeats(this.ctx, t);
      mustBeOpen(t);
      const target = t.seats.find((s) => s.invited && s.tokenHash === inviteHash(seat.tokenHash as string));
      if (!target) throw new Failure('CONFLICT', 'there is no rematch seat waiting for you');
      await storeSeat(this.ctx, t, target, cleared(target, null));
      this.ctx.pushTable(t);
      this.ctx.signal(t, 'lobby');
      return t.info();
    });
  }

  private async invitation(id: string, token: string): Promise<{ t: TableRuntime; seat: SeatRecord; mine: string }> {
    refuseWhileClosing(this.ctx);
    const old = await this.ctx.get(id);
    const seat = holderOf(old, token);
    const next = old.record.rematch;
    if (!next) throw new Failure('CONFLICT', 'no rematch was offered at this table');
    if (seat.host) throw new Failure('CONFLICT', 'the host already holds a seat at the rematch');
    return { t: await this.ctx.get(next), seat, mine: rematchToken(token, next) };
  }

  // ---- expiry -------------------------------------------------------------------------------

  /**
   * One sweep on this node: note the tables people are connected to here, then remove waiting
   * tables and end playing tables that nobody has attended for long enough (on any node).
   */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce()
      .catch((e: unknown) => this.ctx.logError('lifecycle sweep failed', e))
      .finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    if (this.ctx.closing) return;
    const now = Date.now();
    const attended: string[] = [];
    for (const t of this.ctx.tables.values()) {
      if (t.closed || t.record.status === 'over') continue;
      // Waiting tables: anyone watching (a spectating host too); playing tables: a seated person.
      if (t.record.status === 'open' ? t.conns.size > 0 : t.seatsHere().length > 0) attended.push(t.id);
    }
    const db = this.ctx.store.db;
    if (attended.length > 0) await touchTables(db, attended, new Date(now).toISOString());
    const waitingCutoff = new Date(now - this.settings.waitingExpiryMs).toISOString();
    for (const id of await staleTables(db, 'open', waitingCutoff)) {
      if (this.ctx.closing) return;
      if (this.attendedHere(id)) continue;
      if (await expireTable(db, id, waitingCutoff)) await this.expired(id);
    }
    const baseCutoff = now - this.settings.abandonAfterMs;
    for (const { id, clock } of await staleTables(db, 'playing', new Date(baseCutoff).toISOString(), true)) {
      if (this.ctx.closing) return;
      if (this.attendedHere(id)) continue;
      const hours = /^hours:(\d+)$/.exec(clock ?? '');
      const cutoff = new Date(baseCutoff - (hours ? Number(hours[1]) * 3_600_000 * CORRESPONDENCE_MOVES : 0)).toISOString();
      if (await abandonTable(db, id, cutoff)) await this.abandoned(id);
    }
  }

  private attendedHere(id: string): boolean {
    const t = this.ctx.tables.get(id);
    return t !== undefined && (t.record.status === 'open' ? t.conns.size > 0 : t.seatsHere().length > 0);
  }

  /** This node removed a waiting table: drop it here, tell whoever watches, and the other nodes. */
  private async expired(id: string): Promise<void> {
    await this.ctx.store.deleteTable(id);
    const t = this.ctx.tables.get(id);
    if (!t) return void this.ctx.cluster?.signal(id, 'lobby', 0).catch((e: unknown) => this.ctx.logError(`signalling table ${id} failed`, e));
    await t.run(() => {
      t.closed = true;
      this.ctx.tables.delete(id);
      for (const c of [...t.conns]) {
        c.emit('failure', { code: 'NO_TABLE', message: 'this table expired: nobody attended it' });
        this.ctx.detach(c);
        c.drop();
      }
    });
    this.ctx.signal(t, 'lobby');
  }

  /** This node ended a playing table as abandoned: stop its bots and clocks, show the end. */
  private async abandoned(id: string): Promise<void> {
    const t = this.ctx.tables.get(id);
    if (!t) return void this.ctx.cluster?.signal(id, 'lobby', 0).catch((e: unknown) => this.ctx.logError(`signalling table ${id} failed`, e));
    await t.run(() => {
      t.record = { ...t.record, status: 'over', ended: 'abandoned' };
      this.ctx.cancelBots(t);
      this.ctx.pushTable(t);
    });
    this.ctx.signal(t, 'lobby');
  }
}
