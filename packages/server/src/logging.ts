/**
 * Structured JSON logs (pino), shared by Fastify (request logs with `reqId`) and the socket
 * edge (`conn`, `msg` ids). Secrets never reach a line: keys that name one (tokens, seeds,
 * credentials, actions, notes, drafts…) are redacted at every depth of every logged object, a
 * request URL's query values are dropped, and socket payloads are logged as their shape only
 * (see messageSummary). docs/operations.md lists what each level writes.
 */
import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';

export interface LogOptions {
  /** pino level: fatal, error, warn, info, debug, trace, silent. Default info. */
  level?: string;
  /** Where lines go. Default stdout. */
  stream?: DestinationStream;
}

export const REDACTED = '[redacted]';

/**
 * Keys whose values are secrets wherever they sit (compared in lower case). Credentials, and the
 * game content a seat holds privately: an action or draft can carry an Alibis word before the
 * share or a shown card; notes are a player's private deductions.
 */
const SECRET_KEYS = new Set([
  'token',
  'tokens',
  'seed',
  'password',
  // An account session's CSRF token (accounts-http.ts), in a body or a header.
  'csrf',
  'x-csrf-token',
  'authorization',
  'cookie',
  'set-cookie',
  'action',
  'actions',
  'notes',
  'note',
  'draft',
  'drafts',
  'words',
  'hand',
  'cards',
  'view',
  'views',
]);
/** Deeper than this a logged object is cut (the server logs nothing that deep on purpose). */
const MAX_DEPTH = 12;

/** A copy of `value` with every secret key's value replaced by REDACTED, at any depth. */
export function redactDeep(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  // Errors keep their own serializer (message and stack); their own fields are walked all the same.
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1, seen));
    if (value instanceof Error) {
      const copy = Object.create(Object.getPrototypeOf(value) as object) as Record<string, unknown>;
      for (const k of ['message', 'stack', 'name']) copy[k] = (value as unknown as Record<string, unknown>)[k];
      for (const [k, v] of Object.entries(value))
        copy[k] = SECRET_KEYS.has(k.toLowerCase()) ? REDACTED : redactDeep(v, depth + 1, seen);
      return copy;
    }
    // Buffers, dates and the like are left to pino's own stringifying.
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      out[k] = SECRET_KEYS.has(k.toLowerCase()) ? REDACTED : redactDeep(v, depth + 1, seen);
    return out;
  } finally {
    seen.delete(value);
  }
}

/** A URL with its query values dropped (`/replay?as=1&token=…` → `/replay?as=&token=`). */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const keys = url
    .slice(q + 1)
    .split('&')
    .map((part) => `${part.split('=')[0] ?? ''}=`);
  return `${url.slice(0, q)}?${keys.join('&')}`;
}

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * What a socket message looks like, without its content: `hello` its table and seat number, `act`
 * its seq and the action's `type` (the name of a move, never its arguments), `notes` how many
 * fields; anything else its JSON type. Names of a move are public in every game (the log of a
 * table shows them), the rest may not be.
 */
export function messageSummary(event: string, payload: unknown): Record<string, unknown> {
  const obj =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  const short = (v: unknown) => (typeof v === 'string' ? v.slice(0, 64) : typeof v === 'number' ? v : typeOf(v));
  if (!obj) return { type: typeOf(payload) };
  switch (event) {
    case 'hello':
      return { table: short(obj.table), seat: short(obj.seat), token: obj.token === undefined ? 'none' : REDACTED };
    case 'act': {
      const action = obj.action;
      const type = typeof action === 'object' && action !== null ? (action as Record<string, unknown>).type : undefined;
      return { seq: short(obj.seq), move: typeof type === 'string' ? type.slice(0, 64) : typeOf(action) };
    }
    case 'notes': {
      const notes = obj.notes;
      return { fields: typeof notes === 'object' && notes !== null ? Object.keys(notes).length : typeOf(notes) };
    }
    default:
      return { type: 'object', keys: Object.keys(obj).length };
  }
}

/** Fastify's request serializer, with the query values dropped. */
const reqSerializer = (req: IncomingMessage & { ip?: string; hostname?: string; socket?: { remotePort?: number } }) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.hostname ?? req.headers?.host,
  remoteAddress: req.ip ?? req.socket?.remoteAddress,
  remotePort: req.socket?.remotePort,
});

/** `false`: errors only, on stderr (the quiet default for embedding and tests). */
export function createLogger(opts: boolean | LogOptions): Logger {
  const settings = opts === false ? { level: 'error' } : opts === true ? {} : opts;
  const stream = opts === false ? pino.destination(2) : (settings as LogOptions).stream;
  const options = {
    level: settings.level ?? 'info',
    // Runs only for lines that are written (a level below the logger's costs nothing).
    formatters: { log: (object: Record<string, unknown>) => redactDeep(object) as Record<string, unknown> },
    serializers: { req: reqSerializer },
    base: { pid: process.pid },
  };
  return stream ? pino(options, stream) : pino(options);
}
