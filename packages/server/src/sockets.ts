/**
 * The socket.io edge: every message is rate-limited (per connection and per address),
 * size-checked and zod-validated (in the hub) before anything happens, and every answer is a
 * typed ack. One connection holds at most one seat.
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { MAX_MESSAGE_BYTES, type ActResult, type ClientToServer, type ServerToClient, type WireError } from '@alibi/protocol';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import { seqOf, type Hub } from './hub.ts';
import { ConnectionCounts, KeyedBuckets, rateLimited, TokenBucket, type Limits } from './limits.ts';
import { messageSummary } from './logging.ts';
import type { Metrics } from './metrics.ts';
import { jsonParser } from './parser.ts';
import { clientAddress, hostChecker, originChecker, type ProxyTrust } from './origins.ts';
import type { Conn } from './table.ts';

/**
 * Messages above MAX_MESSAGE_BYTES get a TOO_LARGE answer; the transport itself takes up to four
 * times that, and closes a connection that sends more (nothing can be answered past that point).
 */
export const TRANSPORT_LIMIT = MAX_MESSAGE_BYTES * 4;

function tooLarge(raw: unknown): WireError | null {
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(raw) ?? '');
  } catch {
    return { code: 'MALFORMED', message: 'the message is not JSON' };
  }
  return size > MAX_MESSAGE_BYTES ? { code: 'TOO_LARGE', message: `messages are limited to ${MAX_MESSAGE_BYTES} bytes` } : null;
}

export interface SocketOptions {
  limits: Limits;
  allowedOrigins: readonly string[];
  /** The origins the server is reached at (the Host check; the default allowed page origins). */
  publicOrigins: () => readonly string[];
  /** Which peers are proxies whose X-Forwarded-For is believed. */
  trust: ProxyTrust;
  log: Logger;
  metrics: Metrics;
}

type Answer = { ok: boolean; error?: WireError };

/** How long shutdown waits for a connection's queued messages to reach its transport. */
const FLUSH_WAIT_MS = 500;

/**
 * engine.io queues messages while its transport is busy and drops the queue when the server closes;
 * its 'drain' event says the queue went out. (The queue is not in its typings, hence the cast.)
 */
function flushed(engine: Socket['conn']): Promise<void> {
  const queued = (engine as unknown as { writeBuffer?: unknown[] }).writeBuffer;
  if (!queued || queued.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FLUSH_WAIT_MS);
    engine.once('drain', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A handshake's reserved connection slot is given back if no connection follows within this. */
const HANDSHAKE_CLAIM_MS = 10_000;

export function attachSockets(server: HttpServer, hub: Hub, opts: SocketOptions): Server<ClientToServer, ServerToClient> {
  const { log, metrics } = opts;
  const allowed = originChecker(opts.allowedOrigins, opts.publicOrigins);
  const knownHost = hostChecker(opts.publicOrigins);
  const counts = new ConnectionCounts(opts.limits.connectionsPerAddress);
  /** Handshakes let through whose connection does not exist yet: the slot is taken at once. */
  const reserved = new WeakMap<IncomingMessage, { address: string; timer: NodeJS.Timeout }>();
  const io = new Server<ClientToServer, ServerToClient>(server, {
    maxHttpBufferSize: TRANSPORT_LIMIT,
    serveClient: false,
    parser: jsonParser,
    // Checked at the handshake, before a connection (and its buffers) exists: the Host name, the
    // page's origin, the address's open connections. The client sees a connect_error.
    allowRequest: (req, done) => {
      if (!knownHost(req.headers)) return done('this server does not answer to that host name', false);
      if (!allowed(req.headers)) return done('this origin may not connect', false);
      const address = clientAddress(req.headers, req.socket.remoteAddress, opts.trust);
      if (!counts.allows(address)) {
        metrics.error('RATE_LIMITED', 'socket');
        log.debug({ address }, 'socket handshake refused: too many connections from this address');
        return done('too many connections from this address', false);
      }
      counts.add(address);
      const timer = setTimeout(() => {
        reserved.delete(req);
        counts.remove(address);
      }, HANDSHAKE_CLAIM_MS).unref();
      reserved.set(req, { address, timer });
      return done(null, true);
    },
    cors: { origin: true },
  });
  // The reserved slot moves to the engine connection and is given back when it closes.
  io.engine.on('connection', (raw: { request: IncomingMessage; once(event: 'close', f: () => void): void }) => {
    const slot = reserved.get(raw.request);
    if (!slot) return;
    reserved.delete(raw.request);
    clearTimeout(slot.timer);
    raw.once('close', () => counts.remove(slot.address));
  });
  const perAddress = new KeyedBuckets(opts.limits.socketPerAddress);
  io.on('connection', (socket) => {
    const address = clientAddress(socket.handshake.headers, socket.handshake.address, opts.trust);
    const perConnection = opts.limits.socketPerConnection ? new TokenBucket(opts.limits.socketPerConnection, Date.now()) : null;
    const conn: Conn = {
      tableId: null,
      seat: null,
      get open() {
        return socket.connected;
      },
      emit: (event, ...args) => socket.emit(event, ...args),
      drop: () => socket.disconnect(true),
      flushed: () => flushed(socket.conn),
    };
    let received = 0;
    log.debug({ conn: socket.id, address }, 'socket connected');
    socket.use((packet) => {
      // The ack, when the client asked for an answer, is always the last argument.
      const [event, ...args] = packet as unknown[];
      const ack = typeof args.at(-1) === 'function' ? args.pop() : undefined;
      const raw = args[0];
      const name = String(event);
      // Like an HTTP request's reqId: the connection and the message's number on it.
      const number = ++received;
      // Built only when debug lines are written: this runs for every message of every connection.
      const debug = log.isLevelEnabled('debug');
      const reqId = debug ? `${socket.id}:${number}` : '';
      metrics.message(name);
      // Payloads hold secrets (actions, notes, tokens): their shape is logged, never their content.
      if (debug) log.debug({ reqId, event: name, payload: messageSummary(name, raw) }, 'socket message');
      /** The client's ack, or a `failure` message when it sent none. */
      const reply = <T extends Answer>(r: T) => {
        if (!r.ok && r.error) {
          metrics.error(r.error.code, 'socket');
          if (debug) log.debug({ reqId, code: r.error.code }, 'socket message refused');
        }
        if (typeof ack === 'function') ack(r);
        else if (!r.ok && r.error) socket.emit('failure', r.error);
      };
      const refuse = (error: WireError) =>
        name === 'act' ? reply<ActResult>({ seq: seqOf(raw), ok: false, error }) : reply({ ok: false, error });
      const now = Date.now();
      if (perConnection && !perConnection.take(now)) return refuse(rateLimited('messages on this connection'));
      if (!perAddress.take(address)) return refuse(rateLimited('messages from this address'));
      const big = tooLarge(args);
      if (big) return refuse(big);
      if (args.length !== 1) return refuse({ code: 'MALFORMED', message: 'a message carries exactly one payload' });
      switch (name) {
        case 'hello':
          return void hub.hello(conn, raw, reply);
        case 'act': {
          const done = metrics.actTimer();
          return void hub.act(conn, raw).then((r) => {
            done(r.ok);
            reply(r);
          });
        }
        case 'notes':
          return void hub.notes(conn, raw).then(reply);
        case 'chat':
          return void hub.chat(conn, raw).then(reply);
        default:
          return refuse({ code: 'MALFORMED', message: `unknown message ${name.slice(0, 40)}` });
      }
    });
    socket.on('disconnect', () => {
      log.debug({ conn: socket.id }, 'socket disconnected');
      hub.detach(conn);
    });
    // The web client says hello in the connect packet itself (`auth.hello`): one round trip fewer
    // before the first view. Checked like a 'hello' message; a refusal comes as a `failure`.
    const early = (socket.handshake.auth as { hello?: unknown } | undefined)?.hello;
    if (early !== undefined) {
      metrics.message('hello');
      const refusal = tooLarge([early]) ?? (perAddress.take(address) ? null : rateLimited('messages from this address'));
      const fail = (error: WireError) => {
        metrics.error(error.code, 'socket');
        socket.emit('failure', error);
      };
      if (refusal) fail(refusal);
      else void hub.hello(conn, early, (r) => (!r.ok && r.error ? fail(r.error) : undefined));
    }
  });
  return io;
}
