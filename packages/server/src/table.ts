/** One table in memory: its stored record and seats, its match once started, its connections. */
import { randomBytes } from 'node:crypto';
import { Rng, type AnyGame, type Policy } from '@alibi/engine';
import type { ServerToClient, TableInfo } from '@alibi/protocol';
import type { TokenBucket } from './limits.ts';
import type { Match } from './match.ts';
import type { SeatRecord, TableRecord } from './records.ts';
import { findHolder } from './tokens.ts';
import { clockInfo, type TableClock } from './clocks.ts';

/** One client connection, as the hub sees it (the socket layer implements it). */
export interface Conn {
  /** Set by a successful hello. */
  tableId: string | null;
  seat: number | null;
  /** False once the client has gone. */
  readonly open: boolean;
  emit<K extends keyof ServerToClient>(event: K, ...args: Parameters<ServerToClient[K]>): void;
  /** Close the connection (its seat was given up). */
  drop(): void;
  /** Resolves once what was emitted has been handed to the transport (at most a short wait). */
  flushed(): Promise<void>;
}

/** Jobs run through every table's serial queue in this process (a metric: what waits behind play). */
export const queueStats = { jobs: 0 };

/** A fixed deal (tests only) is the whole secret: table listings never show it. */
function withoutDeal(options: Record<string, unknown>): Record<string, unknown> {
  if (!('deal' in options)) return options;
  const { deal: _deal, ...rest } = options;
  return rest;
}

export class TableRuntime {
  match: Match | null = null;
  readonly conns = new Set<Conn>();
  botTimer: NodeJS.Timeout | null = null;
  /** Set when the table is deleted (everyone left before the start). */
  closed = false;
  /** Whether this node runs the table's bots (with several nodes, the holder of its lease). */
  ownsBots = true;
  /** Seats connected to other nodes (from Redis presence). */
  elsewhere = new Set<number>();
  readonly policies = new Map<number, Policy>();
  /** Presence pushes allowed at once (see Play.pushPresence in play.ts), and the trailing push due, if any. */
  presenceBudget: TokenBucket | null = null;
  presenceTimer: NodeJS.Timeout | null = null;
  /** Bots' own randomness; unrelated to the (secret) game seed. Tests may fix it (TestHooks.botSeed). */
  botRng = Rng.fromSeed(randomBytes(16).toString('hex'));
  private tail: Promise<unknown> = Promise.resolve();
  /** The table clock and autopilot state (clocks.ts); set by the hub when the table is built. */
  clock: TableClock | null = null;

  constructor(
    readonly game: AnyGame,
    public record: TableRecord,
    /** Indexed by seat number. */
    readonly seats: SeatRecord[],
    /** A spectating host's pass (seat -1), if any. */
    public hostPass: SeatRecord | null,
  ) {}

  get id(): string {
    return this.record.id;
  }

  /** Runs `job` after every job queued before it: one serial queue per table. */
  run<T>(job: () => Promise<T> | T): Promise<T> {
    queueStats.jobs++;
    const next = this.tail.then(job);
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** Resolves once every queued job has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }

  /** Compares against every holder in constant time each, so timing tells nothing about the hashes. */
  byToken(token: string): SeatRecord | null {
    return findHolder(this.hostPass ? [...this.seats, this.hostPass] : this.seats, token);
  }

  private seatRead: Promise<readonly SeatRecord[]> | null = null;
  private nextSeatRead: Promise<readonly SeatRecord[]> | null = null;

  /**
   * The stored seats, read by a query that starts after this call (outside the serial queue): a
   * burst of calls shares at most one running read and one waiting to start, so a flood of
   * unknown tokens costs the database two reads, not one per hello.
   */
  storedSeats(read: () => Promise<readonly SeatRecord[]>): Promise<readonly SeatRecord[]> {
    if (!this.seatRead) {
      this.seatRead = read().finally(() => (this.seatRead = null));
      return this.seatRead;
    }
    this.nextSeatRead ??= this.seatRead
      .catch(() => undefined)
      .then(() => {
        this.nextSeatRead = null;
        return this.storedSeats(read);
      });
    return this.nextSeatRead;
  }

  connectedHere(seat: number): boolean {
    for (const c of this.conns) if (c.seat === seat) return true;
    return false;
  }

  connected(seat: number): boolean {
    return this.connectedHere(seat) || this.elsewhere.has(seat);
  }

  /** Seats with a connection to this node. */
  seatsHere(): number[] {
    const seats = new Set<number>();
    for (const c of this.conns) if (c.seat !== null) seats.add(c.seat);
    return [...seats];
  }

  /** Seats held by people (not bots), plus a spectating host. */
  people(): SeatRecord[] {
    const out = this.seats.filter((s) => s.tokenHash !== null);
    if (this.hostPass?.tokenHash) out.push(this.hostPass);
    return out;
  }

  info(): TableInfo {
    const r = this.record;
    return {
      id: r.id,
      name: r.name,
      game: r.game,
      players: r.players,
      options: withoutDeal(r.options),
      status: r.status,
      seats: this.seats.map((s) => ({
        seat: s.seat,
        name: s.name,
        bot: s.bot,
        connected: s.bot !== null || this.connected(s.seat),
        host: s.host,
        ...(s.invited ? { invited: true } : {}),
        ...(s.player ? { player: s.player } : {}),
        ...(this.clock?.record.seats[s.seat]?.autopilot ? { autopilot: this.clock.record.seats[s.seat]?.autopilot ?? undefined } : {}),
      })),
      createdAt: r.createdAt,
      assistant: r.assistant ?? 'off',
      claimWindow: r.claimWindow ?? 0,
      // The server, not the game, ended it: the match reached its game's maximum length.
      ...(r.status === 'over' && this.match?.tooLong ? { ended: 'too-long' as const } : {}),
      // Nobody attended it for long (lifecycle.ts).
      ...(r.ended ? { ended: r.ended } : {}),
      listed: r.listed ?? false,
      publishReviews: r.publishReviews ?? false,
      ...(r.rematch ? { rematch: r.rematch } : {}),
      ...(r.rematchOf ? { rematchOf: r.rematchOf } : {}),
      ...(r.rated ? { rated: true } : {}),
      ...clockInfo(this),
    };
  }
}
