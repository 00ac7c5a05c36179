/** Typed failures: every error that leaves the server is a WireError with a fixed code. */
import type { ErrorCode, WireError } from '@alibi/protocol';

export class Failure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const STATUS: Record<ErrorCode, number> = {
  MALFORMED: 400,
  BAD_OPTIONS: 400,
  BAD_PLAYERS: 400,
  BAD_TOKEN: 403,
  NOT_HOST: 403,
  NOT_SEATED: 403,
  NO_TABLE: 404,
  NOT_FOUND: 404,
  NOT_STARTED: 409,
  NOT_ACTOR: 409,
  ILLEGAL: 409,
  GAME_OVER: 409,
  SEAT_TAKEN: 409,
  ALREADY_SEATED: 409,
  TABLE_FULL: 409,
  STALE: 409,
  SEQ_REUSED: 409,
  CONFLICT: 409,
  RESIGNED: 409,
  NOT_AUTOPILOT: 409,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  CHAT_CLOSED: 409,
  BAD_ORIGIN: 403,
  SHUTTING_DOWN: 503,
  SIGN_IN_REQUIRED: 401,
  NO_PLAYER: 404,
  CSRF: 403,
  BAD_CREDENTIALS: 401,
  NAME_TAKEN: 409,
  CEREMONY_EXPIRED: 409,
  INTERNAL: 500,
};

export const httpStatus = (code: ErrorCode): number => STATUS[code];

/** The wire form of any thrown value; unexpected errors never show their text (it may hold secrets). */
export function toWire(e: unknown): WireError {
  return e instanceof Failure ? { code: e.code, message: e.message } : { code: 'INTERNAL', message: 'internal server error' };
}
