/**
 * Structured JSON logs (pino), shared by Fastify (request logs with `reqId`) and the socket
 * edge (`conn`, `msg` ids). Seat tokens, seeds and credentials are redacted wherever they sit in
 * a logged object, so logging a request body or a socket message can never leak a seat.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export interface LogOptions {
  /** pino level: fatal, error, warn, info, debug, trace, silent. Default info. */
  level?: string;
  /** Where lines go. Default stdout. */
  stream?: DestinationStream;
}

/** Every key a secret can hide under, at any depth up to four (pino's paths are explicit). */
const SECRET_KEYS = ['token', 'seed', 'password', 'authorization', 'cookie'];
const REDACT = SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `*.*.*.${k}`]);
export const REDACTED = '[redacted]';

/** `false`: errors only, on stderr (the quiet default for embedding and tests). */
export function createLogger(opts: boolean | LogOptions): Logger {
  const settings = opts === false ? { level: 'error' } : opts === true ? {} : opts;
  const stream = opts === false ? pino.destination(2) : (settings as LogOptions).stream;
  const options = {
    level: settings.level ?? 'info',
    redact: { paths: REDACT, censor: REDACTED },
    base: { pid: process.pid },
  };
  return stream ? pino(options, stream) : pino(options);
}
