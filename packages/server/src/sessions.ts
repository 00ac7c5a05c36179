/**
 * Sessions of signed-in players (docs/accounts.md): a random 256-bit id in the httpOnly cookie
 * `alibi_session`, stored only as its SHA-256; 30 days, renewed while used (at most once an
 * hour, so a busy page does not write on every request); a CSRF token per session that every
 * state-changing request of a signed-in page sends back in the `x-csrf-token` header.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER, SESSION_COOKIE } from '@alibi/protocol';
import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import type { AccountsSchema } from './accounts-db.ts';
import type { Schema } from './db.ts';

/** The store's database seen with the account tables (accounts-db.ts). */
export type AccountsDb = Kysely<Schema & AccountsSchema>;

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** A session used again after this long is renewed (expiry and cookie pushed 30 days on). */
export const SESSION_RENEW_MS = 3600 * 1000;

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export interface Session {
  idHash: string;
  userId: string;
  csrf: string;
  expiresAt: number;
}

/** A new session: the id for the cookie (never stored) and the row's values. */
export interface NewSession extends Session {
  id: string;
}

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The Set-Cookie value for session `id`, or (id null) one that clears the cookie. */
export function sessionCookie(id: string | null, secure: boolean, maxAgeMs = SESSION_TTL_MS): string {
  const parts = [
    `${SESSION_COOKIE}=${id ?? ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${id === null ? 0 : Math.floor(maxAgeMs / 1000)}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Whether the request's x-csrf-token header is `csrf` (compared in constant time). */
export function csrfMatches(headers: IncomingHttpHeaders, csrf: string): boolean {
  const sent = headers[CSRF_HEADER];
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(csrf);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class Sessions {
  constructor(
    private readonly db: AccountsDb,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * A new session for `userId` (every sign-in: a cookie the browser brought before is never
   * kept, so nobody can fix a session id in advance). Expired sessions are swept here: one cheap
   * indexed delete per sign-in keeps the table as small as the live sessions.
   */
  async create(userId: string): Promise<NewSession> {
    const now = this.clock();
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    const id = randomBytes(32).toString('base64url');
    const s = { idHash: sha256(id), userId, csrf: randomBytes(24).toString('base64url'), expiresAt: now + SESSION_TTL_MS };
    await this.db
      .insertInto('sessions')
      .values({ id_hash: s.idHash, user_id: userId, csrf: s.csrf, created_at: now, expires_at: s.expiresAt, last_seen_at: now })
      .execute();
    return { ...s, id };
  }

  /**
   * The live session the Cookie header names, or null (none, unknown, expired). `renewed` is set
   * when its expiry moved: the caller sends the cookie again with the new lifetime.
   */
  async read(cookieHeader: string | undefined): Promise<(Session & { renewed: boolean }) | null> {
    const id = cookieValue(cookieHeader, SESSION_COOKIE);
    if (!id || !/^[A-Za-z0-9_-]{20,100}$/.test(id)) return null;
    const idHash = sha256(id);
    const row = await this.db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    const now = this.clock();
    if (!row || Number(row.expires_at) <= now) return null;
    const session = { idHash, userId: row.user_id, csrf: row.csrf, expiresAt: Number(row.expires_at) };
    if (now - Number(row.last_seen_at) < SESSION_RENEW_MS) return { ...session, renewed: false };
    const expiresAt = now + SESSION_TTL_MS;
    await this.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt, last_seen_at: now })
      .where('id_hash', '=', idHash)
      .execute();
    return { ...session, expiresAt, renewed: true };
  }

  async delete(idHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  }
}
