/**
 * The lobby: creating, listing and describing tables, taking and giving up seats, adding and
 * removing bots, the start, and access to finished tables' replays. Host and seat checks, and
 * storing seat changes (putSeat; the checks and storeSeat shared with lifecycle.ts are in context.ts), live here too. Anything a person does to a table
 * before or around play, over HTTP, belongs in this file.
 */
import { randomBytes } from 'node:crypto';
import { findGame } from '@alibi/games';
import { ASSISTANT_GAMES, type BotKind, type CreateTable, type LeaveResult, type Replay, type SeatGrant, type TableInfo } from '@alibi/protocol';
import { claimSetting } from './claims.ts';
import { gameFailure, holderOf, hostOf, mustBeOpen, refuseWhileClosing, storeSeat, syncSeats, type HubContext } from './context.ts';
import { Failure } from './errors.ts';
import { Match } from './match.ts';
import type { SeatRecord } from './records.ts';
import type { Replays } from './replay.ts';
import type { TableRuntime } from './table.ts';
import { hashToken, newToken } from './tokens.ts';
import { keyHash, mustNotHoldSeat } from './lifecycle.ts';

/** The signed-in account a create or join request came with (session and CSRF header checked), if any. */
export interface SeatAccount {
  id: string;
  name: string;
}

/** The seat fields that tie a seat to `account` (none for a guest). */
const heldBy = (account: SeatAccount | null) => ({ userId: account?.id ?? null, player: account?.name ?? null });

/** Most tables GET /api/tables lists. */
const LIST_LIMIT = 200;

export class Lobby {
  constructor(private readonly ctx: HubContext) {}

  /**
   * Creates a table. `charge` (the creation budget) runs once the request has passed every check
   * and before anything is stored: a refused request costs nothing; `charge` throws to refuse.
   */
  async create(body: CreateTable, charge: () => void = () => undefined, account: SeatAccount | null = null): Promise<SeatGrant> {
    refuseWhileClosing(this.ctx);
    if (body.rated && account === null) throw new Failure('SIGN_IN_REQUIRED', 'sign in to host a rated table');
    if (body.rated && body.clock === 'off') throw new Failure('BAD_OPTIONS', 'a rated table needs a clock');
    const game = findGame(body.game);
    if (!game || !game.meta.playable) throw new Failure('BAD_OPTIONS', `${body.game} is not playable yet`);
    if (!game.meta.players.includes(body.players)) {
      throw new Failure('BAD_PLAYERS', `${game.meta.name} is for ${game.meta.players.join(', ')} players`);
    }
    if (body.assistant !== 'off' && !ASSISTANT_GAMES.includes(game.meta.id))
      throw new Failure('BAD_OPTIONS', `${game.meta.name} has no note-sheet assistant`);
    if ('deal' in body.options && !this.ctx.testing.acceptDeals)
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
      hostPass = { seat: -1, name: body.host, bot: null, tokenHash: hashToken(token), host: true, keyHash: body.key ? keyHash(body.key) : null, ...heldBy(account) };
    } else {
      const free = seats.find((s) => s.bot === null);
      if (!free) throw new Failure('TABLE_FULL', 'bots fill every seat; spectate to host this table');
      Object.assign(free, { name: body.host, tokenHash: hashToken(token), host: true, keyHash: body.key ? keyHash(body.key) : null, ...heldBy(account) });
      seat = free.seat;
    }
    const claimWindow = claimSetting(game, body.claimWindow, seats, body.spectate);
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
      clock: body.clock,
      autopilot: body.autopilot,
      listed: body.listed,
      publishReviews: body.publishReviews,
      claimWindow,
      ...(body.rated ? { rated: true } : {}),
    };
    await this.ctx.store.createTable(record, hostPass ? [...seats, hostPass] : seats);
    const t = this.ctx.runtime(game, record, seats, hostPass);
    this.ctx.tables.set(record.id, t);
    return { table: t.info(), seat, token };
  }

  async list(): Promise<TableInfo[]> {
    // The public lobby: listed tables only (the others are joined by their link).
    const ids = await this.ctx.store.tableIds(['open', 'playing'], LIST_LIMIT, true);
    const out: TableInfo[] = [];
    for (const id of ids) {
      // A table deleted between the query and the load is simply left out.
      const t = await this.ctx.get(id).catch(() => null);
      if (t && t.record.status !== 'over' && t.record.listed) out.push(t.info());
    }
    return out;
  }


  async info(id: string): Promise<TableInfo> {
    return (await this.ctx.get(id)).info();
  }

  /** `charge` (the join budget) runs once the join has passed every check, as in `create`. */
  async join(
    id: string,
    body: { name: string; seat?: number | undefined; key?: string | undefined },
    charge: () => void = () => undefined,
    account: SeatAccount | null = null,
  ): Promise<SeatGrant> {
    refuseWhileClosing(this.ctx);
    const t = await this.ctx.get(id);
    return t.run(async () => {
      await syncSeats(this.ctx, t);
      mustBeOpen(t);
      if (t.record.rated) {
        if (account === null) throw new Failure('SIGN_IN_REQUIRED', 'sign in to take a seat at a rated table');
        // One identity, one seat: a rated result must not rate a player against themself.
        if (t.people().some((s) => s.userId === account.id)) throw new Failure('ALREADY_SEATED', 'your account already holds a seat at this table');
      }
      let target: SeatRecord | undefined;
      if (body.seat !== undefined) {
        target = t.seats[body.seat];
        if (!target) throw new Failure('MALFORMED', `this table has ${t.record.players} seats`);
        if (target.bot !== null || target.tokenHash !== null) throw new Failure('SEAT_TAKEN', `seat ${body.seat} is taken`);
      } else {
        target = t.seats.find((s) => s.bot === null && s.tokenHash === null);
        if (!target) throw new Failure('TABLE_FULL', 'every seat is taken');
      }
      const key = body.key ? keyHash(body.key) : null;
      mustNotHoldSeat(t, key);
      charge();
      const token = newToken();
      const updated = { ...target, name: body.name, tokenHash: hashToken(token), host: false, keyHash: key, ...heldBy(account) };
      await storeSeat(this.ctx, t, target, updated);
      this.ctx.pushTable(t);
      this.ctx.signal(t, 'lobby');
      return { table: t.info(), seat: updated.seat, token };
    });
  }

  /**
   * Gives up a seat. Before the start the seat is freed (the host role passes to another person;
   * a table nobody is left at closes). In play a bot takes the seat over so the match goes on.
   */
  async leave(id: string, token: string): Promise<LeaveResult> {
    refuseWhileClosing(this.ctx);
    const t = await this.ctx.get(id);
    return t.run(async () => {
      await syncSeats(this.ctx, t);
      const holder = holderOf(t, token);
      // After the end there is nothing to give up.
      if (t.record.status === 'over') return { table: t.info() };
      const cleared: SeatRecord = { ...holder, name: null, tokenHash: null, host: false, keyHash: null, invited: false };
      if (t.record.status === 'playing' && holder.seat >= 0) cleared.bot = 'heuristic';
      // Before the start the seat is free for anyone; in play it stays the account's (a rated
      // result counts for the person who left, last: ratings.ts).
      else Object.assign(cleared, heldBy(null));
      await storeSeat(this.ctx, t, holder, cleared);
      for (const c of [...t.conns]) {
        if (c.seat === holder.seat && holder.seat >= 0) {
          this.ctx.detach(c);
          c.drop();
        }
      }
      if (t.record.status === 'open') {
        const people = t.people();
        if (people.length === 0) {
          await this.ctx.store.deleteTable(t.id);
          t.closed = true;
          this.ctx.tables.delete(t.id);
          for (const c of [...t.conns]) {
            this.ctx.detach(c);
            c.drop();
          }
          this.ctx.signal(t, 'lobby');
          return { table: null };
        }
        const next = people[0] as SeatRecord;
        if (holder.host && !people.some((p) => p.host)) await storeSeat(this.ctx, t, next, { ...next, host: true });
      }
      this.ctx.pushTable(t);
      this.ctx.signal(t, 'lobby');
      await this.ctx.claimBots(t);
      this.ctx.scheduleBots(t);
      return { table: t.info() };
    });
  }

  async addBot(id: string, body: { token: string; seat: number; kind: BotKind }): Promise<TableInfo> {
    refuseWhileClosing(this.ctx);
    const t = await this.ctx.get(id);
    return t.run(async () => {
      await syncSeats(this.ctx, t);
      hostOf(t, body.token);
      mustBeOpen(t);
      const target = t.seats[body.seat];
      if (!target) throw new Failure('MALFORMED', `this table has ${t.record.players} seats`);
      if (target.bot !== null || target.tokenHash !== null) throw new Failure('SEAT_TAKEN', `seat ${body.seat} is taken`);
      const updated = { ...target, name: null, bot: body.kind };
      await storeSeat(this.ctx, t, target, updated);
      this.ctx.pushTable(t);
      this.ctx.signal(t, 'lobby');
      return t.info();
    });
  }

  async removeBot(id: string, body: { token: string; seat: number }): Promise<TableInfo> {
    refuseWhileClosing(this.ctx);
    const t = await this.ctx.get(id);
    return t.run(async () => {
      await syncSeats(this.ctx, t);
      hostOf(t, body.token);
      mustBeOpen(t);
      const target = t.seats[body.seat];
      if (!target || target.bot === null) throw new Failure('MALFORMED', `seat ${body.seat} holds no bot`);
      const updated = { ...target, bot: null };
      await storeSeat(this.ctx, t, target, updated);
      this.ctx.pushTable(t);
      this.ctx.signal(t, 'lobby');
      return t.info();
    });
  }

  async start(id: string, token: string): Promise<TableInfo> {
    refuseWhileClosing(this.ctx);
    const t = await this.ctx.get(id);
    return t.run(async () => {
      await syncSeats(this.ctx, t);
      hostOf(t, token);
      mustBeOpen(t);
      if (t.seats.some((s) => s.bot === null && s.tokenHash === null)) {
        throw new Failure('CONFLICT', 'every seat needs a person or a bot before the start');
      }
      if (t.seats.some((s) => s.invited)) throw new Failure('CONFLICT', 'the rematch waits for every invited person to accept or decline');
      const seed = this.ctx.testing.seed ?? randomBytes(16).toString('hex');
      const input = { players: t.record.players, seed, options: t.record.options };
      const setup = t.game.setup(input);
      if (!setup.ok) throw gameFailure(setup.error);
      if (!(await this.ctx.store.start(t.id, seed))) {
        await this.ctx.catchUp(t, true);
        throw new Failure('CONFLICT', 'the game has already started');
      }
      t.record = { ...t.record, seed, status: 'playing' };
      t.match = Match.build(t.game, input, []);
      this.ctx.pushTable(t);
      this.ctx.broadcast(t);
      this.ctx.signal(t, 'lobby');
      await this.ctx.claimBots(t);
      this.ctx.scheduleBots(t);
      return t.info();
    });
  }

  /**
   * A finished table's replay as JSON text (a protocol `Replay`), seen by `as`. Anyone gets the
   * spectator's; a seat's own needs that seat's `token` (its private view: hand, drafts never
   * revealed), unless the table published it (see `published`). Built linearly, sliced, capped
   * and cached by `replays`.
   */
  async replay(id: string, as: number | 'spectator', token: string | null, replays: Replays): Promise<string> {
    const t = await this.ctx.get(id);
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
    const steps = await replays.steps(t.id, as, {
      game,
      input: { players, seed, options },
      log: () => this.ctx.store.actions(t.id),
    });
    // The table part is fresh (seats' presence changes); the steps never do.
    // The chat goes with every perspective (everyone at the table read it); it is read fresh, as
    // lines may still come after the end.
    const head: Omit<Replay, 'steps'> = { table: t.info(), viewer: as, chat: await this.ctx.chat.replayLines(t.id) };
    return `${JSON.stringify(head).slice(0, -1)},"steps":${steps}}`;
  }

  /**
   * Whether `seat`'s perspective of this finished table is open to everyone: the table's
   * `publishReviews` option (set at creation, kept by its rematch), so every seat's review can be
   * shown. Only ever asked of a finished table.
   */
  private published(t: TableRuntime, _seat: number): boolean {
    return t.record.publishReviews === true;
  }

  putSeat(t: TableRuntime, s: SeatRecord): void {
    if (s.seat === -1) t.hostPass = s;
    else t.seats[s.seat] = s;
    if (s.bot === null) t.policies.delete(s.seat);
  }
}
