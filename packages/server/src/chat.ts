/**
 * Per-table chat: who may write (seats and a spectating host; other spectators read), the limits
 * (CHAT_MAX_CHARS per line, a token bucket per connection and per seat, a cap of lines per
 * table), the game's closed phases (`game.chatClosed`), storage before fan-out, history on
 * hello, and other nodes' lines (a `chat` cluster signal carries the table and the line id only;
 * each node reads the lines from the database). The hub calls in at five points: hello
 * (`prepare` + `welcome`), the `chat` message (`send`), after every applied action
 * (`afterChange`), a cluster signal (`caughtUp`) and a finished table's replay (`replayLines`).
 */
import {
  CHAT_HISTORY,
  chatSchema,
  type ChatLine,
  type ChatPhrase,
  type ChatWelcome,
  type ReplayChatLine,
  type WireError,
} from '@alibi/protocol';
import { sql } from 'kysely';
import type { Cluster } from './cluster.ts';
import { isUniqueViolation, type ChatTable, type Db } from './db.ts';
import { Failure, toWire } from './errors.ts';
import { KeyedBuckets, rateLimited, TokenBucket, type Rate } from './limits.ts';
import { encodedOnce } from './parser.ts';
import type { Conn, TableRuntime } from './table.ts';

export interface ChatSettings {
  /** Lines one connection may send: a burst, then a steady rate. */
  perConnection: Rate;
  /** Lines one seat may send (all its tabs and nodes' connections on this node together). */
  perSeat: Rate;
  /** Most lines a table stores; past it the chat refuses with TOO_LARGE (a replay stays bounded). */
  maxLinesPerTable: number;
}

/** Five lines at once, then one every two seconds; a table keeps at most 1000 lines. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  perConnection: { burst: 5, perSecond: 0.5 },
  perSeat: { burst: 5, perSecond: 0.5 },
  maxLinesPerTable: 1000,
};

type Row = Pick<ChatTable, 'id' | 'seat' | 'name' | 'text' | 'phrase' | 'after_version' | 'at'>;

const toLine = (r: Row): ReplayChatLine => {
  const seat = Number(r.seat);
  const line: ReplayChatLine = {
    id: Number(r.id),
    seat: seat < 0 ? null : seat,
    name: r.name,
    at: r.at,
    after: Number(r.after_version),
  };
  if (r.phrase !== null) line.phrase = r.phrase as ChatPhrase;
  else line.text = r.text ?? '';
  return line;
};
/** The live form leaves out `after`: a version next to a line would tell when unseen actions happened. */
const live = ({ after: _after, ...line }: ReplayChatLine): ChatLine => line;

/** Queries for the chat table, over either dialect. */
export class ChatStore {
  constructor(private readonly db: Db) {}

  /**
   * Stores a line as the table's next id, unless the table holds `max` lines already (null then).
   * The id is taken in the insert itself; two nodes racing for one id see a unique violation,
   * and the loser takes the next.
   */
  async add(tableId: string, line: Omit<ChatTable, 'table_id' | 'id'>, max: number): Promise<number | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        // CAST rather than `::`: the same text runs on SQLite and PostgreSQL (which cannot type bare parameters here).
        const r = await sql<{ id: number }>`
          insert into chat (table_id, id, seat, name, text, phrase, after_version, at)
          select cast(${tableId} as text), n.next, cast(${line.seat} as integer), cast(${line.name} as text),
                 cast(${line.text} as text), cast(${line.phrase} as text), cast(${line.after_version} as integer),
                 cast(${line.at} as text)
          from (select coalesce(max(id), 0) + 1 as next from chat where table_id = ${tableId}) as n
          where n.next <= cast(${max} as integer)
          returning id`.execute(this.db);
        const row = r.rows[0];
        return row ? Number(row.id) : null;
      } catch (e) {
        if (!isUniqueViolation(e) || attempt >= 8) throw e;
      }
    }
  }

  /** The last `n` lines, oldest first. */
  async recent(tableId: string, n: number): Promise<ReplayChatLine[]> {
    const rows = await this.db
      .selectFrom('chat')
      .select(['id', 'seat', 'name', 'text', 'phrase', 'after_version', 'at'])
      .where('table_id', '=', tableId)
      .orderBy('id', 'desc')
      .limit(n)
      .execute();
    return rows.reverse().map(toLine);
  }

  /** Every line after id `after`, oldest first. */
  async after(tableId: string, after: number): Promise<ReplayChatLine[]> {
    const rows = await this.db
      .selectFrom('chat')
      .select(['id', 'seat', 'name', 'text', 'phrase', 'after_version', 'at'])
      .where('table_id', '=', tableId)
      .where('id', '>', after)
      .orderBy('id')
      .execute();
    return rows.map(toLine);
  }
}

/** What this node holds of one table's chat. */
interface TableChat {
  /** The last CHAT_HISTORY lines, oldest first (for welcomes). */
  lines: ChatLine[];
  /** The highest id pushed to this node's connections. */
  lastId: number;
  /** Loads and catch-ups run one after the other, so lines go out once each and in order. */
  tail: Promise<unknown>;
  loaded: boolean;
  /** The status last told to this table's connections. */
  closed: string | null;
}

type SendResult = { ok: true; id: number } | { ok: false; error: WireError };

export class Chat {
  readonly settings: ChatSettings;
  private readonly store: ChatStore;
  private readonly tables = new WeakMap<TableRuntime, TableChat>();
  /** Connections said hello with a spectating host's pass: they may write, as seat -1. */
  private readonly hosts = new WeakMap<Conn, string>();
  private readonly perConnection = new WeakMap<Conn, TokenBucket>();
  private readonly perSeat: KeyedBuckets;

  constructor(
    db: Db,
    private readonly cluster: Cluster | null,
    private readonly logError: (message: string, error: unknown) => void,
    settings: Partial<ChatSettings> = {},
    private readonly clock: () => number = Date.now,
  ) {
    this.settings = { ...DEFAULT_CHAT_SETTINGS, ...settings };
    this.store = new ChatStore(db);
    this.perSeat = new KeyedBuckets(this.settings.perSeat, clock);
  }

  /** The game's reason the chat is closed now, or null (open; always before the start and after the end). */
  closedReason(t: TableRuntime): string | null {
    const m = t.match;
    if (!m || m.over || !t.game.chatClosed) return null;
    return t.game.chatClosed(m.state);
  }

  private of(t: TableRuntime): TableChat {
    let c = this.tables.get(t);
    if (!c)
      this.tables.set(t, (c = { lines: [], lastId: 0, tail: Promise.resolve(), loaded: false, closed: this.closedReason(t) }));
    return c;
  }

  /** Runs `job` after the table's earlier chat jobs. */
  private queue<T>(c: TableChat, job: () => Promise<T>): Promise<T> {
    const next = c.tail.then(job);
    c.tail = next.catch(() => undefined);
    return next;
  }

  /** Before a welcome: the table's recent lines are in memory (read once per table per node). */
  async prepare(t: TableRuntime): Promise<void> {
    const c = this.of(t);
    if (c.loaded) return;
    await this.queue(c, async () => {
      if (c.loaded) return;
      const lines = await this.store.recent(t.id, CHAT_HISTORY);
      c.lines = lines.map(live);
      c.lastId = lines.at(-1)?.id ?? 0;
      c.loaded = true;
    });
  }

  /**
   * The chat part of a welcome, for a connection just added to `t.conns` (synchronously after
   * `prepare`, so no line falls between the history and the pushes). `hostPass`: the connection's
   * token is a spectating host's.
   */
  welcome(t: TableRuntime, conn: Conn, hostPass: boolean, prepared: TableRuntime = t): ChatWelcome {
    if (hostPass) this.hosts.set(conn, t.id);
    else this.hosts.delete(conn);
    return this.snapshot(t, conn.seat !== null || hostPass, prepared);
  }

  /** The chat part of a welcome without a connection to register (GET /api/tables/:id/welcome). */
  snapshot(t: TableRuntime, canWrite: boolean, prepared: TableRuntime = t): ChatWelcome {
    // The hello prepared one copy of the table and another took its place meanwhile (a finished
    // table reloaded): both share what was read.
    if (prepared !== t && !this.of(t).loaded) this.tables.set(t, this.of(prepared));
    const c = this.of(t);
    c.closed = this.closedReason(t);
    return { lines: c.lines.slice(), closed: c.closed, canWrite };
  }

  /** `chat` from a connection: checked, limited, stored, then pushed to everyone at the table. */
  async send(conn: Conn, t: TableRuntime | undefined, raw: unknown, closing: boolean): Promise<SendResult> {
    try {
      if (closing) throw new Failure('SHUTTING_DOWN', 'the server is shutting down; reconnect shortly');
      const parsed = chatSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
        throw new Failure('MALFORMED', `chat is malformed${where}: ${issue?.message ?? 'invalid'}`);
      }
      if (!t || conn.tableId !== t.id) throw new Failure('NOT_SEATED', 'say hello at a table first');
      const seat = conn.seat ?? (this.hosts.get(conn) === t.id ? -1 : null);
      if (seat === null) throw new Failure('NOT_SEATED', 'spectators read the chat; only players and the host write');
      const body = parsed.data;
      return await t.run(async () => {
        // The seat may have been given up, or the game moved into a closed phase, while this waited.
        if (conn.tableId !== t.id || (seat >= 0 && conn.seat !== seat))
          throw new Failure('NOT_SEATED', 'this connection holds no seat');
        const closed = this.closedReason(t);
        if (closed !== null) throw new Failure('CHAT_CLOSED', `the chat is closed now (${closed})`);
        const now = this.clock();
        let mine = this.perConnection.get(conn);
        if (!mine) this.perConnection.set(conn, (mine = new TokenBucket(this.settings.perConnection, now)));
        if (!mine.take(now)) throw new Failure('RATE_LIMITED', rateLimited('chat lines on this connection').message);
        if (!this.perSeat.take(`${t.id}\u0000${seat}`))
          throw new Failure('RATE_LIMITED', rateLimited('chat lines from this seat').message);
        const name = (seat < 0 ? t.hostPass?.name : t.seats[seat]?.name) ?? '';
        const row = {
          seat,
          name,
          text: 'text' in body ? body.text : null,
          phrase: 'phrase' in body ? body.phrase : null,
          after_version: t.match?.version ?? 0,
          at: new Date(now).toISOString(),
        };
        const id = await this.store.add(t.id, row, this.settings.maxLinesPerTable);
        if (id === null) throw new Failure('TOO_LARGE', `this table's chat is full (${this.settings.maxLinesPerTable} lines)`);
        const c = this.of(t);
        // In the table's chat order: straight out when it is the next line here, otherwise after
        // what came in between (another node's lines).
        const line = live(toLine({ id, ...row }));
        await this.queue(c, async () => {
          if (!c.loaded) return;
          this.push(t, c, id === c.lastId + 1 ? [line] : (await this.store.after(t.id, c.lastId)).map(live));
        });
        this.cluster?.signal(t.id, 'chat', id).catch((e: unknown) => this.logError(`signalling chat at table ${t.id} failed`, e));
        return { ok: true as const, id };
      });
    } catch (e) {
      if (!(e instanceof Failure)) this.logError('chat failed', e);
      return { ok: false, error: toWire(e) };
    }
  }

  private push(t: TableRuntime, c: TableChat, lines: ChatLine[]): void {
    for (const line of lines) {
      if (line.id <= c.lastId) continue;
      c.lastId = line.id;
      c.lines.push(line);
      encodedOnce(line);
      for (const conn of t.conns) conn.emit('chat', line);
    }
    if (c.lines.length > CHAT_HISTORY) c.lines.splice(0, c.lines.length - CHAT_HISTORY);
  }

  /**
   * Another node stored a line (or this one skipped ahead): push every stored line this node has
   * not pushed yet. A table nobody here has said hello to is read afresh at its first hello.
   */
  caughtUp(t: TableRuntime): Promise<void> {
    const c = this.of(t);
    if (!c.loaded) return Promise.resolve();
    return this.queue(c, async () => this.push(t, c, (await this.store.after(t.id, c.lastId)).map(live))).catch((e: unknown) =>
      this.logError(`reading chat of table ${t.id} failed`, e),
    );
  }

  /** After every applied action: tell the table when its chat opened or closed. */
  afterChange(t: TableRuntime): void {
    const c = this.of(t);
    const closed = this.closedReason(t);
    if (closed === c.closed) return;
    c.closed = closed;
    for (const conn of t.conns) conn.emit('chatStatus', { closed });
  }

  /** A finished table's lines for its replay, each with the version it came after. */
  replayLines(tableId: string): Promise<ReplayChatLine[]> {
    return this.store.after(tableId, 0);
  }
}
