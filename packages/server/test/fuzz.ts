/**
 * A seeded fuzzer for the socket protocol, against a live server: random JSON, wrong types, huge
 * and deep payloads, other seats' actions, forged and replayed tokens, actions after the end,
 * unknown message names. Every message must be answered with a typed error and change nothing.
 * Used by fuzz.test.ts and by fuzz-run.ts (longer runs from the command line).
 */
import Database from 'better-sqlite3';
import { canonicalJson, Rng } from '@alibi/engine';
import { MAX_MESSAGE_BYTES, type ErrorCode, type SeatGrant, type WireError } from '@alibi/protocol';
import { TRANSPORT_LIMIT } from '../src/sockets.ts';
import { api, autoplay, Client, createTable, join, perfectAlibi, waitFor } from './helpers.ts';

const game = perfectAlibi();
/** Moves played at the table in play before the fuzz. */
const OPENING_MOVES = 5;

/** Every code a server may answer with: anything else (or an `ok: true`) is a finding. */
const CODES = new Set<ErrorCode>([
  'MALFORMED',
  'NOT_ACTOR',
  'ILLEGAL',
  'GAME_OVER',
  'BAD_TOKEN',
  'NO_TABLE',
  'NOT_STARTED',
  'NOT_SEATED',
  'TOO_LARGE',
  'STALE',
  'SEQ_REUSED',
  'RATE_LIMITED',
]);

type Role = 'playing' | 'over' | 'open' | 'spectator' | 'stranger';

/** One fuzzing connection and what it holds. */
interface Actor {
  client: Client;
  role: Role;
  table: string | null;
  /** Its own legal actions (canonical JSON): never sent, so nothing can be applied. */
  own: Set<string>;
  /** Other seats' legal actions that are not this connection's own (built on first use). */
  others?: unknown[];
  /** Seqs below this were used before the fuzz: resending one gets its first answer, which may be `ok`. */
  usedSeqs: number;
  /** The next seq the fuzzer uses for this connection. */
  nextSeq: number;
  /** Every `failure` message received (the answers to messages sent without an ack). */
  failures: unknown[];
}

/** The tables and connections the fuzzer attacks. */
export interface World {
  actors: Actor[];
  /** Table ids: in play, over, open. */
  playing: string;
  over: string;
  open: string;
  /** Seat tokens that hold seats (for use at the wrong table) and tokens given up (replays). */
  liveTokens: { table: string; token: string }[];
  deadTokens: { table: string; token: string }[];
  /** Legal actions of every seat of the table in play. */
  legalBySeat: unknown[][];
  /** Actions the finished table's seat could make before the end. */
  pastActions: unknown[];
  close(): void;
}

/**
 * Builds the world: a 3-seat match in play (nobody moves), one played to the end by a client and
 * two bots, an open table, a spectator, a connection that never said hello, and a given-up seat.
 */
export async function prepareWorld(url: string): Promise<World> {
  const clients: Client[] = [];
  const connect = () => {
    const c = new Client(url);
    clients.push(c);
    return c;
  };
  // In play.
  const hostA = await createTable(url, 3, []);
  const playing = hostA.table.id;
  const grantsA: SeatGrant[] = [hostA, await join(url, playing, 'B'), await join(url, playing, 'C')];
  const seated = grantsA.map(() => connect());
  for (const [i, c] of seated.entries()) await mustHello(c, playing, grantsA[i]?.token);
  const spectator = connect();
  await mustHello(spectator, playing);
  const startA = await api(url, 'POST', `/api/tables/${playing}/start`, { token: hostA.token });
  if (startA.status !== 200) throw new Error(`start failed: ${JSON.stringify(startA.body)}`);
  await waitFor(() => seated.every((c) => c.view !== null), 'the first views');
  // A few moves into play, so other seats' actions are turn actions (questions, tiles), not only the opening choice.
  for (let version = 1; version <= OPENING_MOVES; version++) {
    const mover = seated.find((c) => c.mustAct);
    const action = mover?.legal.find((a) => !game.meta.interrupts.includes(String((a as { type?: unknown }).type)));
    if (!mover || action === undefined) break;
    const r = await mover.act(action);
    if (!r.ok) throw new Error(`opening move refused: ${JSON.stringify(r)}`);
    await waitFor(() => seated.every((c) => c.version === version), `update ${version}`);
  }

  // Over: seat 0 played by a random client, seats 1 and 2 by bots.
  const hostB = await createTable(url, 3, [1, 2]);
  const over = hostB.table.id;
  const finisher = connect();
  await mustHello(finisher, over, hostB.token);
  const pastActions: unknown[] = [];
  finisher.socket.on('update', (u: { legal: unknown[] }) => pastActions.push(...u.legal.slice(0, 4)));
  const player = autoplay(finisher, game, 'fuzz-finisher');
  const startB = await api(url, 'POST', `/api/tables/${over}/start`, { token: hostB.token });
  if (startB.status !== 200) throw new Error(`start failed: ${JSON.stringify(startB.body)}`);
  await finisher.until(() => finisher.table?.status === 'over', 'the end of the finished match', 60_000);
  player.stop();

  // Open, with a seat taken and given up again (its token is a replay).
  const hostC = await createTable(url, 3, []);
  const open = hostC.table.id;
  const leaver = await join(url, open, 'Leaver');
  const left = await api(url, 'POST', `/api/tables/${open}/leave`, { token: leaver.token });
  if (left.status !== 200) throw new Error('leave failed');
  const waiting = connect();
  await mustHello(waiting, open, hostC.token);
  const stranger = connect();
  await waitFor(() => stranger.socket.connected, 'the stranger connection');

  const canon = (xs: unknown[]) => new Set(xs.map((a) => canonicalJson(a)));
  const actors: Actor[] = [
    ...seated.map((c) => ({
      client: c,
      role: 'playing' as const,
      table: playing,
      own: canon(c.legal),
      usedSeqs: c.nextSeq,
      nextSeq: c.nextSeq,
      failures: [],
    })),
    {
      client: finisher,
      role: 'over',
      table: over,
      own: new Set(),
      usedSeqs: finisher.nextSeq,
      nextSeq: finisher.nextSeq,
      failures: [],
    },
    { client: waiting, role: 'open', table: open, own: new Set(), usedSeqs: 0, nextSeq: 0, failures: [] },
    { client: spectator, role: 'spectator', table: playing, own: new Set(), usedSeqs: 0, nextSeq: 0, failures: [] },
    { client: stranger, role: 'stranger', table: null, own: new Set(), usedSeqs: 0, nextSeq: 0, failures: [] },
  ];
  for (const a of actors) a.client.socket.on('failure', (e: unknown) => a.failures.push(e));
  return {
    actors,
    playing,
    over,
    open,
    liveTokens: [...grantsA.map((g) => ({ table: playing, token: g.token })), { table: open, token: hostC.token }],
    deadTokens: [{ table: open, token: leaver.token }],
    legalBySeat: seated.map((c) => c.legal),
    pastActions,
    close: () => clients.forEach((c) => c.close()),
  };
}

async function mustHello(c: Client, table: string, token?: string): Promise<void> {
  const r = await c.hello(table, token);
  if (!r.ok) throw new Error(`hello failed: ${JSON.stringify(r)}`);
}

// ---- hostile messages ------------------------------------------------------------------------

interface Message {
  kind: string;
  event: string;
  payload: unknown;
  /** Sent with an ack function; otherwise the answer comes as a `failure` message. */
  ack: boolean;
  /** Arguments after the payload (none, normally); with `bare` the message carries no payload at all. */
  extra?: unknown[];
  bare?: boolean;
}

const WORDS = ['', 'a', 'hello', 'act', 'claim', 'ask', 'answer', '__proto__', 'constructor', 'null', '\u0000', '💥', '%s'];

function randomString(rng: Rng, max = 24): string {
  if (rng.chance(0.3)) return rng.pick(WORDS);
  let s = '';
  const n = rng.int(max);
  for (let i = 0; i < n; i++) s += String.fromCharCode(rng.chance(0.9) ? 32 + rng.int(95) : rng.int(0xd7ff));
  return s;
}

function randomNumber(rng: Rng): number {
  return rng.pick([
    0,
    -1,
    1,
    0.5,
    -0.5,
    1e300,
    -1e300,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    rng.int(100),
  ]);
}

/** Any JSON value, up to `depth` levels deep. */
function randomJson(rng: Rng, depth = 3): unknown {
  const pick = rng.int(depth > 0 ? 7 : 4);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return randomNumber(rng);
    case 3:
      return randomString(rng);
    case 4:
      return Array.from({ length: rng.int(5) }, () => randomJson(rng, depth - 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(5); i > 0; i--) o[randomString(rng, 8)] = randomJson(rng, depth - 1);
      return o;
    }
  }
}

/** Arrays or objects nested `depth` levels. */
function deep(rng: Rng, depth: number): unknown {
  let v: unknown = randomJson(rng, 0);
  const arrays = rng.chance(0.5);
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { k: v };
  return v;
}

/** A string that makes the message larger than MAX_MESSAGE_BYTES but keeps it under the transport limit. */
const huge = (rng: Rng) =>
  // Mostly just over the limit (moving 60 KiB strings costs more than it finds); sometimes near the transport's.
  'x'.repeat(MAX_MESSAGE_BYTES + 1 + rng.int(rng.chance(0.9) ? 2048 : TRANSPORT_LIMIT - MAX_MESSAGE_BYTES - 4096));

/** A token that looks right but holds nothing: random, or a real one with one character changed. */
function forgedToken(rng: Rng, world: World): string {
  if (rng.chance(0.5)) {
    const real = rng.pick(world.liveTokens).token;
    const i = rng.int(real.length);
    const c = real[i] === 'A' ? 'B' : 'A';
    return real.slice(0, i) + c + real.slice(i + 1);
  }
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 10 + rng.int(60) }, () => alphabet[rng.int(alphabet.length)]).join('');
}

/** A legal action with one field changed (never one of the sender's own legal actions). */
function mutate(rng: Rng, action: unknown): unknown {
  if (typeof action !== 'object' || action === null) return randomJson(rng);
  const copy: Record<string, unknown> = { ...(action as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const roll = rng.int(4);
  if (roll === 0) copy[rng.pick(keys)] = randomJson(rng, 1);
  else if (roll === 1) delete copy[rng.pick(keys)];
  else if (roll === 2) copy[randomString(rng, 8) || 'extra'] = randomJson(rng, 1);
  else copy[rng.pick(keys)] = randomNumber(rng);
  return copy;
}

/** Seqs the server must refuse as malformed. */
const BAD_SEQS: unknown[] = [-1, 0.5, '1', null, true, [], {}, Number.MAX_SAFE_INTEGER + 2, 1e300, -0.1];

/**
 * Mostly the sender's next seq, so the action reaches the game; sometimes an old or malformed
 * one. A seated connection never jumps far ahead: a refused seq near 2^53 would use up its seat's
 * seqs (everything after is STALE), which is the sender's own loss but would end this test's reach.
 */
function seq(rng: Rng, me: Actor): unknown {
  if (rng.chance(0.85)) return me.nextSeq++;
  if (rng.chance(0.5)) return rng.int(me.nextSeq + 1);
  return me.role === 'playing' || me.role === 'over' ? rng.pick(BAD_SEQS) : randomJson(rng, 1);
}

/** One hostile message for `me`, of a kind that fits its role. */
function hostile(rng: Rng, me: Actor, world: World): Message {
  const ack = rng.chance(0.9);
  const table = me.table ?? world.playing;
  // Huge and deep messages cost the most to move, so they come less often.
  const heavy = rng.chance(0.08);
  const kinds = heavy
    ? ['huge', 'deep', 'deep']
    : [
        'random-json',
        'wrong-types',
        'forged-token',
        'replayed-token',
        'bad-notes',
        'unknown-event',
        'junk-action',
        'extra-args',
        ...(me.role === 'playing' ? ['other-seat', 'other-seat', 'mutated-action', 'mutated-action'] : []),
        ...(me.role === 'over' ? ['after-end', 'after-end'] : []),
      ];
  const kind = rng.pick(kinds);
  const m = (event: string, payload: unknown): Message => ({ kind, event, payload, ack });
  switch (kind) {
    case 'random-json':
      return m(rng.pick(['hello', 'act', 'notes']), randomJson(rng));
    case 'wrong-types': {
      const shapes: Record<string, unknown>[] = [
        { table, token: forgedToken(rng, world) },
        { seq: seq(rng, me), action: { type: 'claim', card: 0 } },
      ];
      const shape = { ...rng.pick(shapes) };
      const key = rng.pick(Object.keys(shape));
      if (rng.chance(0.3)) shape.extra = randomJson(rng, 1);
      else shape[key] = rng.pick<unknown>([null, true, [], {}, '', randomString(rng), -3.5, 1.5]);
      return m('table' in shape ? 'hello' : 'act', shape);
    }
    case 'huge': {
      const event = rng.pick(['hello', 'act', 'notes']);
      const payload =
        event === 'hello'
          ? { table, token: huge(rng) }
          : event === 'act'
            ? { seq: 1, action: { type: huge(rng) } }
            : { notes: { a: huge(rng) } };
      return m(event, payload);
    }
    case 'deep': {
      const event = rng.pick(['hello', 'act', 'notes']);
      const d = deep(rng, 10 + rng.int(rng.chance(0.2) ? 3000 : 200));
      return m(event, event === 'act' ? { seq: seq(rng, me), action: d } : event === 'hello' ? { table: d } : { notes: d });
    }
    case 'forged-token':
      return m('hello', { table: rng.chance(0.8) ? table : randomString(rng, 64) || 'x', token: forgedToken(rng, world) });
    case 'replayed-token': {
      if (rng.chance(0.5)) return m('hello', rng.pick(world.deadTokens));
      // A real token at a table it holds no seat at.
      const t = rng.pick(world.liveTokens);
      const other = rng.pick([world.playing, world.over, world.open].filter((id) => id !== t.table));
      return m('hello', { table: other, token: t.token });
    }
    case 'bad-notes': {
      const seatedRole = me.role === 'playing' || me.role === 'over' || me.role === 'open';
      const many = Object.fromEntries(Array.from({ length: 401 }, (_, i) => [`k${i}`, 'x']));
      const bad = [
        { notes: many },
        { notes: { ['k'.repeat(65)]: 'x' } },
        { notes: { a: 'x'.repeat(201) } },
        { notes: { a: rng.pick<unknown>([1, null, [], {}, true]) } },
        { notes: rng.pick<unknown>([null, 'x', 3, []]) },
        { notes: {}, extra: 1 },
      ];
      // Well-formed notes are refused too, but only from a connection without a seat.
      return m('notes', !seatedRole && rng.chance(0.3) ? { notes: { a: 'b' } } : rng.pick(bad));
    }
    case 'unknown-event':
      return m(
        rng.pick([
          'welcome',
          'update',
          'failure',
          'reconnect',
          'table',
          'start',
          '__proto__',
          'constructor',
          'toString',
          randomString(rng, 12) || 'x',
        ]),
        randomJson(rng, 2),
      );
    case 'extra-args': {
      const event = rng.pick(['hello', 'act', 'notes']);
      if (rng.chance(0.3)) return { ...m(event, undefined), bare: true };
      const payload =
        event === 'act' ? { seq: seq(rng, me), action: { type: 'claim', card: 0 } } : { table, token: forgedToken(rng, world) };
      return { ...m(event, payload), extra: Array.from({ length: 1 + rng.int(3) }, () => randomJson(rng, 1)) };
    }
    case 'junk-action':
      return m('act', { seq: seq(rng, me), action: randomJson(rng, 3) });
    case 'other-seat': {
      const others = (me.others ??= world.legalBySeat.flat().filter((a) => !me.own.has(canonicalJson(a))));
      return m('act', { seq: seq(rng, me), action: others.length ? rng.pick(others) : randomJson(rng) });
    }
    case 'mutated-action': {
      const base = rng.pick(world.legalBySeat.flat());
      let action = mutate(rng, base);
      // Changing a field may happen to give one of the sender's own legal actions: never send those.
      while (me.own.has(canonicalJson(action))) action = mutate(rng, base);
      return m('act', { seq: seq(rng, me), action });
    }
    default:
      // after-end
      return m('act', {
        seq: seq(rng, me),
        action: world.pastActions.length ? rng.pick(world.pastActions) : randomJson(rng),
      });
  }
}

// ---- running ---------------------------------------------------------------------------------

export interface FuzzOptions {
  messages: number;
  seed: string;
  /** Messages in flight per connection before waiting for their answers. */
  window?: number;
  onProgress?(sent: number): void;
}

export interface FuzzReport {
  messages: number;
  seconds: number;
  perSecond: number;
  /** Answers by error code. */
  codes: Record<string, number>;
  /** Messages by kind of attack. */
  kinds: Record<string, number>;
  /** Anything that was not a typed error (empty when all is well; capped). */
  problems: string[];
}

const isWireError = (e: unknown): e is WireError =>
  typeof e === 'object' && e !== null && CODES.has((e as WireError).code) && typeof (e as WireError).message === 'string';

const argsOf = (msg: Message): unknown[] => (msg.bare ? [] : [msg.payload, ...(msg.extra ?? [])]);

function isReplayed(me: Actor, msg: Message): boolean {
  const s = msg.event === 'act' && typeof msg.payload === 'object' && msg.payload ? (msg.payload as { seq?: unknown }).seq : null;
  return typeof s === 'number' && s < me.usedSeqs;
}

/** Sends `messages` hostile messages spread over the world's connections, each connection pipelining a window. */
export async function runFuzz(world: World, opts: FuzzOptions): Promise<FuzzReport> {
  const window = opts.window ?? 64;
  const codes: Record<string, number> = {};
  const kinds: Record<string, number> = {};
  const problems: string[] = [];
  const problem = (p: string) => {
    if (problems.length < 50) problems.push(p);
  };
  let sent = 0;
  const began = performance.now();
  const quota = (i: number) =>
    Math.floor(opts.messages / world.actors.length) + (i < opts.messages % world.actors.length ? 1 : 0);

  const runActor = async (me: Actor, i: number) => {
    const rng = Rng.fromSeed(`fuzz:${opts.seed}:${i}`);
    // Hostile messages break the typed events on purpose.
    const socket = me.client.socket as unknown as { emit(event: string, ...args: unknown[]): void; connected: boolean };
    const failuresBefore = me.failures.length;
    let expectedFailures = failuresBefore;
    for (let left = quota(i); left > 0;) {
      const batch = Math.min(window, left);
      left -= batch;
      // One timer per batch rather than per message: the answers are what is being measured.
      let waiting = 0;
      let release = () => undefined as void;
      const answered = new Promise<void>((resolve) => (release = resolve));
      for (let k = 0; k < batch; k++) {
        const msg = hostile(rng, me, world);
        kinds[msg.kind] = (kinds[msg.kind] ?? 0) + 1;
        const where = `${me.role} ${msg.kind} ${msg.event}`;
        // A resent applied seq is answered `ok` (its first answer), which no `failure` message reports.
        if (!msg.ack && !isReplayed(me, msg)) {
          expectedFailures++;
          socket.emit(msg.event, ...argsOf(msg));
          continue;
        }
        waiting++;
        socket.emit(msg.event, ...argsOf(msg), (r: unknown) => {
          const answer = r as { ok?: unknown; error?: unknown };
          if (answer.ok === false && isWireError(answer.error)) {
            codes[answer.error.code] = (codes[answer.error.code] ?? 0) + 1;
          } else if (answer.ok === true && isReplayed(me, msg)) {
            // An applied (seat, seq) sent again: its first answer, and nothing applied.
            codes.REPLAYED = (codes.REPLAYED ?? 0) + 1;
          } else problem(`${where}: answered ${JSON.stringify(r).slice(0, 200)}`);
          if (--waiting === 0) release();
        });
      }
      if (waiting > 0) {
        const timer = setTimeout(() => {
          problem(`${me.role}: ${waiting} messages unanswered after 30 s`);
          release();
        }, 30_000);
        await answered;
        clearTimeout(timer);
      }
      sent += batch;
      opts.onProgress?.(sent);
    }
    // Messages without an ack are answered with `failure`, in order after the acked ones.
    const deadline = Date.now() + 30_000;
    while (me.failures.length < expectedFailures && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    if (me.failures.length !== expectedFailures) {
      problem(
        `${me.role}: ${expectedFailures - failuresBefore} failure messages expected, ${me.failures.length - failuresBefore} came`,
      );
    }
    for (const e of me.failures.slice(failuresBefore)) {
      if (isWireError(e)) codes[e.code] = (codes[e.code] ?? 0) + 1;
      else problem(`${me.role}: failure message ${JSON.stringify(e).slice(0, 200)}`);
    }
    if (!socket.connected) problem(`${me.role}: the connection was closed`);
  };
  await Promise.all(world.actors.map((a, i) => runActor(a, i)));
  const seconds = (performance.now() - began) / 1000;
  return { messages: sent, seconds, perSecond: Math.round(sent / seconds), codes, kinds, problems };
}

/** Every row of a SQLite database's tables, in a stable order: equal dumps, equal state. */
export function dumpDb(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    return ['tables', 'seats', 'actions', 'notes']
      .map((t) => `${t}: ${JSON.stringify(db.prepare(`select * from ${t} order by 1, 2`).all())}`)
      .join('\n');
  } finally {
    db.close();
  }
}

// ---- the lobby's HTTP API --------------------------------------------------------------------

/** Every code an HTTP answer may carry (not INTERNAL: a 500 is a finding). */
const HTTP_CODES = new Set<string>([
  ...CODES,
  'BAD_PLAYERS',
  'BAD_OPTIONS',
  'SEAT_TAKEN',
  'TABLE_FULL',
  'CONFLICT',
  'NOT_FOUND',
  'NOT_HOST',
  'BAD_ORIGIN',
  'SEQ_REUSED',
]);

/** A value of the wrong type for any field of the lobby's bodies: never valid, so nothing is created. */
const wrongType = (rng: Rng): unknown => rng.pick<unknown>([null, true, [], {}, -3.5, 1e300, [1, 2], { a: 1 }]);

const isHttpError = (e: unknown): e is WireError =>
  typeof e === 'object' &&
  e !== null &&
  HTTP_CODES.has(String((e as WireError).code)) &&
  typeof (e as WireError).message === 'string';

interface HttpCall {
  kind: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Raw body text (sent as is) and its content type. */
  body?: string;
  type?: string;
  headers?: Record<string, string>;
}

function hostileHttp(rng: Rng, world: World): HttpCall {
  const table = rng.pick([world.playing, world.over, world.open]);
  const json = (kind: string, path: string, body: unknown): HttpCall => ({
    kind,
    method: 'POST',
    path,
    body: JSON.stringify(body),
    type: 'application/json',
  });
  const kind = rng.pick([
    'create-wrong-type',
    'join-wrong-type',
    'forged-token',
    'bot-forged',
    'random-body',
    'not-json',
    'wrong-content-type',
    'huge-body',
    'bad-id',
    'replay-query',
    'unknown-route',
    'wrong-method',
    'read',
  ]);
  switch (kind) {
    case 'create-wrong-type': {
      const body: Record<string, unknown> = { game: 'perfect-alibi', players: 3, host: 'H', bots: [] };
      // A value of another JSON type than the field's (an empty list is a valid `bots`).
      const key = rng.pick(Object.keys(body));
      const kindOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
      let value = wrongType(rng);
      while (kindOf(value) === kindOf(body[key])) value = wrongType(rng);
      body[key] = value;
      if (rng.chance(0.3)) body.options = rng.pick<unknown>([null, true, [], -3.5, [1, 2]]);
      return json(kind, '/api/tables', body);
    }
    case 'join-wrong-type':
      return json(kind, `/api/tables/${table}/seats`, { name: wrongType(rng) });
    case 'forged-token':
      return json(kind, `/api/tables/${table}/${rng.pick(['leave', 'start'])}`, { token: forgedToken(rng, world) });
    case 'bot-forged':
      return json(kind, `/api/tables/${table}/bots${rng.chance(0.5) ? '/remove' : ''}`, {
        token: forgedToken(rng, world),
        seat: rng.int(5),
        kind: rng.pick(['random', 'heuristic', 'expert']),
      });
    case 'random-body':
      return json(kind, rng.pick(['/api/tables', `/api/tables/${table}/seats`, `/api/tables/${table}/start`]), randomJson(rng));
    case 'not-json':
      return {
        kind,
        method: 'POST',
        path: '/api/tables',
        body: rng.pick(['{', '{"a":', 'null x', '\u0000', '[]]']),
        type: 'application/json',
      };
    case 'wrong-content-type':
      return {
        kind,
        method: 'POST',
        path: '/api/tables',
        body: 'game=perfect-alibi',
        type: rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml']),
      };
    case 'huge-body':
      return json(kind, '/api/tables', { game: 'x'.repeat(64 * 1024 + rng.int(4096)) });
    case 'bad-id':
      return {
        kind,
        method: 'GET',
        path: `/api/tables/${encodeURIComponent(randomString(rng, 80) || 'x')}${rng.chance(0.5) ? '/replay' : ''}`,
      };
    case 'replay-query':
      return { kind, method: 'GET', path: `/api/tables/${table}/replay?as=${encodeURIComponent(String(randomJson(rng, 0)))}` };
    case 'unknown-route':
      return { kind, method: rng.pick(['GET', 'POST']), path: `/api/${encodeURIComponent(randomString(rng, 20) || 'x')}` };
    case 'wrong-method':
      return { kind, method: rng.pick(['PUT', 'DELETE']), path: rng.pick(['/api/tables', `/api/tables/${table}`]) };
    default:
      return { kind, method: 'GET', path: rng.pick(['/api/tables', '/api/games', `/api/tables/${table}`]) };
  }
}

/**
 * Hostile lobby requests: bodies of wrong types, forged tokens, broken JSON, wrong content types,
 * oversized bodies, junk ids and queries, unknown routes and methods, plus plain reads. Every
 * answer must be JSON: a typed `{error}` with a 4xx status, or a 2xx for a read. Nothing is
 * created or changed (no body is valid, no token real).
 */
export async function runHttpFuzz(
  url: string,
  world: World,
  opts: { requests: number; seed: string; parallel?: number },
): Promise<FuzzReport> {
  const rng = Rng.fromSeed(`http-fuzz:${opts.seed}`);
  const codes: Record<string, number> = {};
  const kinds: Record<string, number> = {};
  const problems: string[] = [];
  const began = performance.now();
  const calls = Array.from({ length: opts.requests }, () => hostileHttp(rng, world));
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const call = calls[next++] as HttpCall;
      kinds[call.kind] = (kinds[call.kind] ?? 0) + 1;
      const headers: Record<string, string> = { ...call.headers };
      if (call.type) headers['content-type'] = call.type;
      const answer = await fetch(url + call.path, { method: call.method, headers, body: call.body }).then(
        async (res) => ({ status: res.status, text: await res.text() }),
        (e: unknown) => {
          if (problems.length < 50) problems.push(`${call.kind} ${call.method} ${call.path.slice(0, 80)}: ${String(e)}`);
          return null;
        },
      );
      if (!answer) continue;
      const { status, text } = answer;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const error = (body as { error?: unknown } | undefined)?.error;
      if (status >= 200 && status < 300 && call.kind === 'read') codes.OK_READ = (codes.OK_READ ?? 0) + 1;
      else if (status >= 400 && status < 500 && isHttpError(error)) codes[error.code] = (codes[error.code] ?? 0) + 1;
      else if (problems.length < 50)
        problems.push(`${call.kind} ${call.method} ${call.path.slice(0, 80)}: ${status} ${text.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: opts.parallel ?? 8 }, worker));
  const seconds = (performance.now() - began) / 1000;
  return { messages: calls.length, seconds, perSecond: Math.round(calls.length / seconds), codes, kinds, problems };
}

// ---- raw engine.io frames ----------------------------------------------------------------------

/** One raw frame: text or binary, and whether the server must close the connection for it. */
interface Frame {
  kind: string;
  data: string | Buffer;
  mustClose: boolean;
}

function hostileFrame(rng: Rng): Frame {
  const kind = rng.pick([
    'binary-frame',
    'binary-packet',
    'binary-ack',
    'engine-junk',
    'socket-junk',
    'bad-namespace',
    'truncated',
    'oversize',
    'ping',
  ]);
  switch (kind) {
    case 'binary-frame':
      return { kind, data: Buffer.from(Array.from({ length: 1 + rng.int(64) }, () => rng.int(256))), mustClose: true };
    case 'binary-packet':
      return { kind, data: `4${5}${1 + rng.int(9)}-["act",{"_placeholder":true,"num":0}]`, mustClose: true };
    case 'binary-ack':
      return { kind, data: `46${1 + rng.int(3)}-${rng.int(100)}[{"_placeholder":true,"num":0}]`, mustClose: true };
    case 'engine-junk':
      // Unknown engine.io packet types and junk after valid ones.
      return { kind, data: `${rng.pick(['7', '8', '9', 'x', '', '1junk', '5', '6'])}${randomString(rng, 20)}`, mustClose: false };
    case 'socket-junk':
      return { kind, data: `4${rng.pick(['0', '1', '2', '3', '4', '7', '9', 'x'])}${randomString(rng, 30)}`, mustClose: false };
    case 'bad-namespace':
      return { kind, data: `40/${randomString(rng, 12) || 'x'},`, mustClose: false };
    case 'truncated':
      return { kind, data: `42${rng.int(50)}["hello",{"table":"${randomString(rng, 10)}"`, mustClose: false };
    case 'oversize':
      return { kind, data: `42["notes",{"notes":{"a":"${'x'.repeat(TRANSPORT_LIMIT + 1)}"}}]`, mustClose: true };
    default:
      return { kind, data: '2', mustClose: false };
  }
}

/**
 * Raw engine.io WebSocket connections each sending hostile frames (binary frames, packets that
 * announce attachments, junk packet types, broken JSON, unknown namespaces, frames past the
 * transport limit). The server must close every connection that sent binary or too much, within
 * a second, and stay up: problems list a connection it kept, or a server that stopped answering.
 */
export async function runFrameFuzz(
  url: string,
  opts: { connections: number; framesEach: number; seed: string },
): Promise<FuzzReport> {
  const { default: WebSocket } = await import('ws');
  const rng = Rng.fromSeed(`frame-fuzz:${opts.seed}`);
  const kinds: Record<string, number> = {};
  const codes: Record<string, number> = {};
  const problems: string[] = [];
  const began = performance.now();
  let frames = 0;
  const one = async (n: number) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
    const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));
    ws.on('error', () => undefined);
    const joined = new Promise<boolean>((resolve) => {
      ws.on('message', (d) => {
        const text = String(d);
        // engine.io open (0…), then the socket.io connect answer (40…).
        if (text.startsWith('0')) ws.send('40');
        else if (text.startsWith('40')) resolve(true);
      });
    });
    const opened = await Promise.race([joined, closed.then(() => false)]);
    if (!opened) {
      codes.REFUSED_AT_HANDSHAKE = (codes.REFUSED_AT_HANDSHAKE ?? 0) + 1;
      return;
    }
    let mustClose: Frame | null = null;
    for (let i = 0; i < opts.framesEach && ws.readyState === WebSocket.OPEN; i++) {
      const frame = hostileFrame(rng);
      kinds[frame.kind] = (kinds[frame.kind] ?? 0) + 1;
      frames++;
      ws.send(frame.data);
      if (frame.mustClose) {
        mustClose = frame;
        break;
      }
      if (rng.chance(0.2)) await new Promise((r) => setTimeout(r, 1));
    }
    if (mustClose) {
      const late = await Promise.race([closed.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 1000))]);
      if (late && problems.length < 50) problems.push(`connection ${n}: kept open after a ${mustClose.kind} frame`);
      else codes.CLOSED = (codes.CLOSED ?? 0) + 1;
    } else codes.SURVIVED = (codes.SURVIVED ?? 0) + 1;
    ws.terminate();
  };
  for (let i = 0; i < opts.connections; i += 8)
    await Promise.all(Array.from({ length: Math.min(8, opts.connections - i) }, (_, k) => one(i + k)));
  const health = await fetch(`${url}/healthz`).catch(() => null);
  if (health?.status !== 200) problems.push(`the server stopped answering /healthz (${health?.status ?? 'no answer'})`);
  const seconds = (performance.now() - began) / 1000;
  return { messages: frames, seconds, perSecond: Math.round(frames / seconds), codes, kinds, problems };
}

/** Every row of a PostgreSQL database's game tables, in a stable order (dumpDb's twin). */
export async function dumpPg(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const out: string[] = [];
    for (const t of ['tables', 'seats', 'actions', 'notes']) {
      const { rows } = await c.query(`select * from ${t} order by 1, 2`);
      out.push(`${t}: ${JSON.stringify(rows)}`);
    }
    return out.join('\n');
  } finally {
    await c.end();
  }
}
