import type { BotKind, CreateTable, GameInfo, LeaveResult, MyTablesRequest, MyTablesResult, Replay, SeatGrant, TableInfo, Welcome, WireError } from '@alibi/protocol';
import { bearer, SEAT_TOKEN_HEADER } from '@alibi/protocol/replay';
import { CSRF_HEADER } from '@alibi/protocol/constants';

import { playerKey } from './storage.ts';

/** An HTTP failure carrying the server's typed error when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function isWireError(x: unknown): x is WireError {
  return typeof x === 'object' && x !== null && 'code' in x && 'message' in x && typeof x.code === 'string' && typeof x.message === 'string';
}

/**
 * A GET that index.html already started before this code loaded (build/early.ts), kept under its
 * path and the Authorization it carried (none, or the seat token's): only a request with the same
 * credential takes it. It serves the first caller, and any in the same task (StrictMode mounts
 * effects twice); later requests go to the network.
 */
function takeEarly(path: string, headers: Record<string, string>): Promise<Response> | undefined {
  const { [SEAT_TOKEN_HEADER]: auth, ...others } = headers;
  if (Object.keys(others).length > 0) return undefined;
  const early = (globalThis as { __alibiEarly?: Record<string, Promise<Response> | undefined> }).__alibiEarly;
  const key = auth === undefined ? path : `${path} ${auth}`;
  const res = early?.[key];
  if (!early || !res) return undefined;
  setTimeout(() => delete early[key], 0);
  return res.then((r) => r.clone());
}

/**
 * The signed-in player's CSRF token (GET /api/account), kept in memory only: every state-changing
 * request carries it, so a table created or joined while signed in is tied to the account
 * (docs/accounts.md). Null for a guest.
 */
let csrfToken: string | null = null;
export function setCsrf(token: string | null): void {
  csrfToken = token;
}

export async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
  const early = method === 'GET' ? takeEarly(path, extraHeaders) : undefined;
  const headers = method === 'POST' && csrfToken !== null ? { ...extraHeaders, [CSRF_HEADER]: csrfToken } : extraHeaders;
  const init: RequestInit = {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const res = await (early?.catch(() => fetch(path, init)) ?? fetch(path, init));
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    // The server may wrap its error as {error: {...}} or send it bare.
    const err = typeof data === 'object' && data !== null && 'error' in data ? data.error : data;
    if (isWireError(err)) throw new ApiError(err.code, err.message);
    throw new ApiError('INTERNAL', `HTTP ${res.status}`);
  }
  return data as T;
}

/** Accept either a bare list or one wrapped under `key`. */
function listOf<T>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  if (typeof data === 'object' && data !== null && key in data) {
    const inner: unknown = (data as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}

export const api = {
  games: async (): Promise<GameInfo[]> => listOf<GameInfo>(await request<unknown>('GET', '/api/games'), 'games'),
  tables: async (): Promise<TableInfo[]> => listOf<TableInfo>(await request<unknown>('GET', '/api/tables'), 'tables'),
  // The player key goes with every create and join: one seat per person per table (see docs/lifecycle.md).
  create: (body: CreateTable) => request<SeatGrant>('POST', '/api/tables', { ...body, key: playerKey() }),
  join: (id: string, name: string, seat?: number) =>
    request<SeatGrant>('POST', `/api/tables/${encodeURIComponent(id)}/seats`, seat === undefined ? { name, key: playerKey() } : { name, seat, key: playerKey() }),
  kick: (id: string, token: string, seat: number, bot: BotKind | null) => request<TableInfo>('POST', `/api/tables/${encodeURIComponent(id)}/kick`, { token, seat, bot }),
  setListed: (id: string, token: string, listed: boolean) => request<TableInfo>('POST', `/api/tables/${encodeURIComponent(id)}/listed`, { token, listed }),
  rematch: (id: string, token: string) => request<SeatGrant>('POST', `/api/tables/${encodeURIComponent(id)}/rematch`, { token }),
  /** Through the finished table's token: the answer holds the new table's seat and token. */
  acceptRematch: (id: string, token: string) => request<SeatGrant>('POST', `/api/tables/${encodeURIComponent(id)}/rematch/accept`, { token }),
  declineRematch: (id: string, token: string) => request<TableInfo>('POST', `/api/tables/${encodeURIComponent(id)}/rematch/decline`, { token }),
  leave: (id: string, token: string) => request<LeaveResult>('POST', `/api/tables/${encodeURIComponent(id)}/leave`, { token }),
  addBot: (id: string, token: string, seat: number, kind: BotKind) => request<unknown>('POST', `/api/tables/${encodeURIComponent(id)}/bots`, { token, seat, kind }),
  removeBot: (id: string, token: string, seat: number) => request<unknown>('POST', `/api/tables/${encodeURIComponent(id)}/bots/remove`, { token, seat }),
  start: (id: string, token: string) => request<unknown>('POST', `/api/tables/${encodeURIComponent(id)}/start`, { token }),
  /** Leave a game in progress: the game's own resign where it has one, and autopilot for good (see docs/lifecycle.md). */
  resign: (id: string, token: string) => request<TableInfo>('POST', `/api/tables/${encodeURIComponent(id)}/resign`, { token }),
  /** "I'm back": take the seat back from autopilot. */
  back: (id: string, token: string) => request<TableInfo>('POST', `/api/tables/${encodeURIComponent(id)}/back`, { token }),
  /** The seats this browser holds: each table's state and whether the seat must act (see myTables.ts). */
  myTables: (seats: MyTablesRequest['seats']) => request<MyTablesResult>('POST', '/api/my-tables', { seats }),
  /**
   * The welcome the socket's hello would get (a seat's view with its token, in a header; else the
   * spectator's), its view packed (unpackView restores it).
   */
  welcome: (id: string, token: string | null) =>
    request<Welcome>('GET', `/api/tables/${encodeURIComponent(id)}/welcome?pack=1`, undefined, token === null ? {} : { [SEAT_TOKEN_HEADER]: bearer(token) }),
  /** A seat's own perspective needs its token, sent in a header (never in the URL). */
  replay: (id: string, as: number | 'spectator', token?: string) =>
    request<Replay>('GET', `/api/tables/${encodeURIComponent(id)}/replay?as=${as}`, undefined, token === undefined ? {} : { [SEAT_TOKEN_HEADER]: bearer(token) }),
};
