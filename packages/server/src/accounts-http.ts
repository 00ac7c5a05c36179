/**
 * The account routes (docs/accounts.md), registered by http.ts: sign-up and sign-in with a passkey
 * or a password, the session cookie, the CSRF check on every state-changing request of a signed-in
 * page, the profile, deletion, and the seats the account holds.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  deleteAccountSchema,
  grantSchema,
  linkSeatsSchema,
  passkeyLoginOptionsSchema,
  passkeyLoginSchema,
  passkeyRegisterOptionsSchema,
  passkeyRegisterSchema,
  passwordLoginSchema,
  passwordSignupSchema,
  profileEditSchema,
  setPasswordSchema,
  SESSION_COOKIE,
  tableIdSchema,
  type AccountState,
  type AccountUser,
  type GuestSeats,
  type SignedIn,
} from '@alibi/protocol';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { Accounts, nameKey, type RelyingParty } from './accounts.ts';
import { Failure } from './errors.ts';
import { parse, type Hub } from './hub.ts';
import { KeyedBuckets, rateLimited, type Limits } from './limits.ts';
import type { SeatAccount } from './lobby.ts';
import { accountDocs } from './openapi.ts';
import { cookieValue, csrfMatches, sessionCookie, Sessions, type AccountsDb, type Session } from './sessions.ts';

type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, Logger>;

/** Where passkeys are valid. Unset: the name and origin the request reached the server at (see rpFor). */
export interface WebAuthnSettings {
  /** The relying party id: the site's domain (`alibi.example`). */
  rpID?: string | undefined;
  /** The page origins passkeys are made and used on (`https://alibi.example`). */
  origins?: readonly string[] | undefined;
}

export interface AccountsHttpOptions {
  limits: Limits;
  webauthn: WebAuthnSettings;
  /** The client's address (the limits' rule, http.ts). */
  addressOf(req: FastifyRequest): string;
}

/** What http.ts asks of the accounts for its own routes. */
export interface AccountRequests {
  /**
   * The signed-in account of a table request (create, join), only when it carries the session's
   * CSRF token: without it the request is a guest's, as before accounts.
   */
  seatAccount(req: FastifyRequest): Promise<SeatAccount | null>;
}

const paramsSchema = z.strictObject({ id: tableIdSchema });

export async function registerAccounts(app: App, hub: Hub, opts: AccountsHttpOptions): Promise<AccountRequests> {
  const db = hub.store.db as unknown as AccountsDb;
  const accounts = new Accounts(db);
  const sessions = new Sessions(db);
  const attemptsPerAddress = new KeyedBuckets(opts.limits.accountsPerAddress);
  const failuresPerName = new KeyedBuckets(opts.limits.signInFailuresPerName);

  const secure = (req: FastifyRequest) => req.protocol === 'https';
  /** One sign-up or sign-in attempt from this address, or RATE_LIMITED. */
  const charge = (req: FastifyRequest) => {
    if (!attemptsPerAddress.take(opts.addressOf(req)))
      throw new Failure('RATE_LIMITED', rateLimited('sign-up and sign-in attempts from this address').message);
  };

  /**
   * The relying party of a request: the configured one, else the host the request named (the Host
   * check in http.ts allows only the server's own names) and the page's origin (the origin check
   * allows only the server's pages). Plain http is fine on localhost only: browsers refuse
   * passkeys on other insecure origins.
   */
  const rpFor = (req: FastifyRequest): RelyingParty => {
    const own = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    const page = req.headers.origin ?? own;
    let rpID = opts.webauthn.rpID;
    if (!rpID) {
      try {
        rpID = new URL(page).hostname;
      } catch {
        rpID = 'localhost';
      }
    }
    const origins = opts.webauthn.origins?.length ? [...opts.webauthn.origins] : [...new Set([own, page])];
    return { rpID, origins };
  };

  /** The live session of the request (renewed: the cookie goes out again with the new lifetime). */
  const sessionOf = async (req: FastifyRequest, reply: FastifyReply): Promise<Session | null> => {
    const s = await sessions.read(req.headers.cookie);
    if (s?.renewed) void reply.header('set-cookie', sessionCookie(cookieValue(req.headers.cookie, SESSION_COOKIE), secure(req)));
    return s;
  };

  /** A state-changing request of a signed-in page: the session, with its CSRF token in the header. */
  const signedIn = async (req: FastifyRequest, reply: FastifyReply): Promise<Session> => {
    const s = await sessionOf(req, reply);
    if (!s) throw new Failure('SIGN_IN_REQUIRED', 'sign in first');
    if (!csrfMatches(req.headers, s.csrf))
      throw new Failure('CSRF', 'the x-csrf-token header is missing or wrong (GET /api/account gives it)');
    return s;
  };

  const userOf = async (id: string): Promise<AccountUser> => {
    const user = await accounts.user(id);
    if (!user) throw new Failure('SIGN_IN_REQUIRED', 'this account no longer exists');
    return user;
  };

  /**
   * Signs `userId` in: a new session (the one the browser brought, if any, is ended: no fixation),
   * the cookie, and the guest seats this browser sent become the account's.
   */
  const signIn = async (
    req: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    seats: GuestSeats | undefined,
  ): Promise<SignedIn> => {
    const before = await sessions.read(req.headers.cookie);
    if (before) await sessions.delete(before.idHash);
    const s = await sessions.create(userId);
    void reply.header('set-cookie', sessionCookie(s.id, secure(req)));
    const user = await userOf(userId);
    const linked = seats?.length ? await hub.accountSeats.link(userId, user.name, seats) : [];
    return { user, csrf: s.csrf, linked };
  };

  app.get('/api/account', { schema: accountDocs.account }, async (req, reply): Promise<AccountState> => {
    void reply.header('cache-control', 'no-store');
    const s = await sessionOf(req, reply);
    const user = s ? await accounts.user(s.userId) : null;
    if (!s || !user) return { user: null };
    return { user, csrf: s.csrf };
  });

  // ---- passwords ------------------------------------------------------------------------------
  app.post('/api/account/password/signup', { schema: accountDocs.passwordSignup }, async (req, reply) => {
    const body = parse(passwordSignupSchema, req.body, 'sign-up');
    charge(req);
    const id = await accounts.signUpWithPassword(body.name, body.password);
    return reply.status(201).send(await signIn(req, reply, id, body.seats));
  });
  app.post('/api/account/password/login', { schema: accountDocs.passwordLogin }, async (req, reply) => {
    const body = parse(passwordLoginSchema, req.body, 'sign-in');
    charge(req);
    const key = nameKey(body.name);
    if (!failuresPerName.has(key)) throw new Failure('RATE_LIMITED', rateLimited('failed sign-ins for this name').message);
    let id: string;
    try {
      id = await accounts.signInWithPassword(body.name, body.password);
    } catch (e) {
      if (e instanceof Failure && e.code === 'BAD_CREDENTIALS') failuresPerName.take(key);
      throw e;
    }
    return signIn(req, reply, id, body.seats);
  });
  app.post('/api/account/password', { schema: accountDocs.setPassword }, async (req, reply) => {
    const s = await signedIn(req, reply);
    const body = parse(setPasswordSchema, req.body, 'password');
    await accounts.setPassword(s.userId, body.password);
    return { user: await userOf(s.userId) };
  });

  // ---- passkeys -------------------------------------------------------------------------------
  app.post('/api/account/passkey/register/options', { schema: accountDocs.passkeyRegisterOptions }, async (req, reply) => {
    const body = parse(passkeyRegisterOptionsSchema, req.body ?? {}, 'passkey options request');
    if (body.name !== undefined) {
      charge(req);
      return accounts.registrationOptions(rpFor(req), { name: body.name });
    }
    const s = await sessionOf(req, reply);
    if (!s) throw new Failure('MALFORMED', 'name the new account, or sign in to add a passkey to yours');
    if (!csrfMatches(req.headers, s.csrf))
      throw new Failure('CSRF', 'the x-csrf-token header is missing or wrong (GET /api/account gives it)');
    return accounts.registrationOptions(rpFor(req), { userId: s.userId });
  });
  app.post('/api/account/passkey/register', { schema: accountDocs.passkeyRegister }, async (req, reply) => {
    const body = parse(passkeyRegisterSchema, req.body, 'passkey registration');
    const s = await sessionOf(req, reply);
    const adding = s !== null && csrfMatches(req.headers, s.csrf) ? s : null;
    const id = await accounts.register(
      rpFor(req),
      body.ceremony,
      body.response as unknown as RegistrationResponseJSON,
      adding?.userId ?? null,
    );
    // A passkey added to the signed-in account: the session goes on.
    if (adding && adding.userId === id) {
      const user = await userOf(id);
      const linked = body.seats?.length ? await hub.accountSeats.link(id, user.name, body.seats) : [];
      return reply.status(201).send({ user, csrf: adding.csrf, linked } satisfies SignedIn);
    }
    return reply.status(201).send(await signIn(req, reply, id, body.seats));
  });
  app.post('/api/account/passkey/login/options', { schema: accountDocs.passkeyLoginOptions }, async (req) => {
    parse(passkeyLoginOptionsSchema, req.body ?? {}, 'passkey options request');
    charge(req);
    return accounts.loginOptions(rpFor(req));
  });
  app.post('/api/account/passkey/login', { schema: accountDocs.passkeyLogin }, async (req, reply) => {
    const body = parse(passkeyLoginSchema, req.body, 'passkey sign-in');
    const id = await accounts.login(rpFor(req), body.ceremony, body.response as unknown as AuthenticationResponseJSON);
    return signIn(req, reply, id, body.seats);
  });

  // ---- the session and the account ------------------------------------------------------------
  app.post('/api/account/logout', { schema: accountDocs.logout }, async (req, reply) => {
    const s = await signedIn(req, reply);
    await sessions.delete(s.idHash);
    void reply.header('set-cookie', sessionCookie(null, secure(req)));
    return { user: null } satisfies AccountState;
  });
  app.post('/api/account/profile', { schema: accountDocs.profile }, async (req, reply) => {
    const s = await signedIn(req, reply);
    const edit = parse(profileEditSchema, req.body, 'profile');
    await accounts.editProfile(s.userId, edit);
    // Tables show the account's name on its seats.
    if (edit.name !== undefined) await hub.accountSeats.reread(await hub.accountSeats.tablesOf(s.userId));
    return { user: await userOf(s.userId) };
  });
  app.post('/api/account/delete', { schema: accountDocs.deleteAccount }, async (req, reply) => {
    const s = await signedIn(req, reply);
    const body = parse(deleteAccountSchema, req.body, 'account deletion');
    const user = await userOf(s.userId);
    if (nameKey(body.confirm) !== nameKey(user.name)) throw new Failure('MALFORMED', "confirm with the account's name");
    const tables = await hub.accountSeats.tablesOf(user.id);
    await accounts.delete(user.id);
    await hub.accountSeats.reread(tables);
    void reply.header('set-cookie', sessionCookie(null, secure(req)));
    return { user: null } satisfies AccountState;
  });

  // ---- seats ----------------------------------------------------------------------------------
  app.post('/api/account/seats', { schema: accountDocs.linkSeats }, async (req, reply) => {
    const s = await signedIn(req, reply);
    const body = parse(linkSeatsSchema, req.body, 'seats');
    const user = await userOf(s.userId);
    return { linked: await hub.accountSeats.link(user.id, user.name, body.seats) };
  });
  app.get('/api/account/tables', { schema: accountDocs.accountTables }, async (req, reply) => {
    const s = await sessionOf(req, reply);
    if (!s) throw new Failure('SIGN_IN_REQUIRED', 'sign in first');
    void reply.header('cache-control', 'no-store');
    return { tables: await hub.accountSeats.tables(s.userId) };
  });
  app.post('/api/account/tables/:id/grant', { schema: accountDocs.grant }, async (req, reply) => {
    const s = await signedIn(req, reply);
    const { id } = parse(paramsSchema, req.params, 'path');
    const { seat } = parse(grantSchema, req.body ?? {}, 'grant request');
    return reply.status(201).send(await hub.accountSeats.grant(s.userId, id, seat));
  });

  return {
    async seatAccount(req) {
      const s = await sessions.read(req.headers.cookie);
      if (!s || !csrfMatches(req.headers, s.csrf)) return null;
      const user = await accounts.user(s.userId);
      return user ? { id: user.id, name: user.name } : null;
    },
  };
}
