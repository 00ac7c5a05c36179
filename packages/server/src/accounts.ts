/**
 * Players' accounts (docs/accounts.md): names, the fallback password, passkeys (WebAuthn through
 * @simplewebauthn/server) and deleting an account with everything in it. Sessions are in
 * sessions.ts, the seats accounts hold in account-seats.ts, the HTTP routes in accounts-http.ts.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AccountUser, CeremonyOptions } from '@alibi/protocol';
import { isUniqueViolation } from './db.ts';
import { Failure } from './errors.ts';
import type { AccountsDb } from './sessions.ts';

/**
 * argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane (tens of
 * milliseconds per hash on an idle core). Stored as a PHC string, so the parameters travel with
 * each hash and can be raised later without invalidating old ones.
 */
export const ARGON2_PARAMS = { algorithm: 2 as Algorithm, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** How long a WebAuthn ceremony may take, from its options to the browser's answer. */
export const CEREMONY_TTL_MS = 5 * 60 * 1000;

/** "Ada" and "ada" (and full-width "Ａｄａ") are one name. */
export const nameKey = (name: string): string => name.trim().normalize('NFKC').toLowerCase();

const BAD_CREDENTIALS = () => new Failure('BAD_CREDENTIALS', 'wrong name or password');
const PASSKEY_REFUSED = () => new Failure('BAD_CREDENTIALS', 'the passkey was not accepted');

/** Where passkeys are valid: the site's domain (rpID) and the page origins the browser may report. */
export interface RelyingParty {
  rpID: string;
  origins: string[];
}

export const RP_NAME = 'Alibi';

let dummy: Promise<string> | null = null;
/** A hash to verify against when the name is unknown, so an unknown name costs what a wrong password does. */
const dummyHash = (): Promise<string> => (dummy ??= hash(randomBytes(16).toString('hex'), ARGON2_PARAMS));

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_PARAMS);

interface UserRow {
  id: string;
  name: string;
  public: number;
  password_hash: string | null;
  created_at: string;
}

export class Accounts {
  constructor(
    private readonly db: AccountsDb,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The account as its owner sees it, or null when it is gone. */
  async user(id: string): Promise<AccountUser | null> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const keys = await this.db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    return this.toUser(row, Number(keys.n));
  }

  private toUser(row: UserRow, passkeys: number): AccountUser {
    return {
      id: row.id,
      name: row.name,
      public: Number(row.public) === 1,
      password: row.password_hash !== null,
      passkeys,
      createdAt: row.created_at,
    };
  }

  /** NAME_TAKEN when another account has the name (compared folded). */
  async mustBeFree(name: string, except: string | null = null): Promise<void> {
    const row = await this.db.selectFrom('users').select('id').where('name_key', '=', nameKey(name)).executeTakeFirst();
    if (row && row.id !== except) throw new Failure('NAME_TAKEN', 'another player has this name');
  }

  /** Inserts a user (within `trx` when given); the unique name_key settles a race for one name. */
  private async insertUser(db: AccountsDb, id: string, name: string, passwordHash: string | null): Promise<void> {
    try {
      await db
        .insertInto('users')
        .values({
          id,
          name,
          name_key: nameKey(name),
          public: 1,
          password_hash: passwordHash,
          created_at: new Date(this.clock()).toISOString(),
        })
        .execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw new Failure('NAME_TAKEN', 'another player has this name');
      throw e;
    }
  }

  async signUpWithPassword(name: string, password: string): Promise<string> {
    await this.mustBeFree(name);
    const id = randomBytes(16).toString('base64url');
    await this.insertUser(this.db, id, name, await hashPassword(password));
    return id;
  }

  /** The account's id, or BAD_CREDENTIALS (the same answer, after the same work, for an unknown name). */
  async signInWithPassword(name: string, password: string): Promise<string> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('name_key', '=', nameKey(name))
      .executeTakeFirst();
    const stored = row?.password_hash ?? (await dummyHash());
    const ok = await verify(stored, password).catch(() => false);
    if (!ok || !row || row.password_hash === null) throw BAD_CREDENTIALS();
    return row.id;
  }

  async setPassword(userId: string, password: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', userId)
      .execute();
  }

  async editProfile(userId: string, edit: { name?: string | undefined; public?: boolean | undefined }): Promise<void> {
    if (edit.name !== undefined) await this.mustBeFree(edit.name, userId);
    try {
      await this.db
        .updateTable('users')
        .set({
          ...(edit.name !== undefined ? { name: edit.name, name_key: nameKey(edit.name) } : {}),
          ...(edit.public !== undefined ? { public: edit.public ? 1 : 0 } : {}),
        })
        .where('id', '=', userId)
        .execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw new Failure('NAME_TAKEN', 'another player has this name');
      throw e;
    }
  }

  /**
   * Deletes the account and everything in it: passkeys, sessions, device grants, ratings, the
   * reports it made and those about it, blocks either way, pending ceremonies; the seats it held
   * become guests' seats again (their games stay, under the seat's display name).
   */
  async delete(userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('seats').set({ user_id: null }).where('user_id', '=', userId).execute();
      for (const t of ['passkeys', 'sessions', 'seat_grants', 'ratings', 'webauthn_challenges'] as const)
        await trx.deleteFrom(t).where('user_id', '=', userId).execute();
      await trx
        .deleteFrom('reports')
        .where((eb) => eb.or([eb('reporter', '=', userId), eb('reported', '=', userId)]))
        .execute();
      await trx
        .deleteFrom('blocks')
        .where((eb) => eb.or([eb('blocker', '=', userId), eb('blocked', '=', userId)]))
        .execute();
      await trx.deleteFrom('users').where('id', '=', userId).execute();
    });
  }

  // ---- passkeys -------------------------------------------------------------------------------

  /** Stores a single-use challenge any node can consume; expired ones are swept on the way. */
  private async ceremony(
    challenge: string,
    kind: 'signup' | 'register' | 'login',
    userId: string | null,
    name: string | null,
  ): Promise<string> {
    const now = this.clock();
    await this.db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
    const id = randomBytes(18).toString('base64url');
    await this.db
      .insertInto('webauthn_challenges')
      .values({ id, challenge, kind, user_id: userId, name, expires_at: now + CEREMONY_TTL_MS })
      .execute();
    return id;
  }

  /** Takes the ceremony (it is deleted: exactly one answer can use it, on any node), or CEREMONY_EXPIRED. */
  private async consume(
    id: string,
    kinds: readonly string[],
  ): Promise<{ challenge: string; kind: string; user_id: string | null; name: string | null }> {
    const row = await this.db.selectFrom('webauthn_challenges').selectAll().where('id', '=', id).executeTakeFirst();
    const gone = () => new Failure('CEREMONY_EXPIRED', 'this passkey request is unknown, used or expired; start again');
    if (!row) throw gone();
    const taken = await this.db.deleteFrom('webauthn_challenges').where('id', '=', id).executeTakeFirst();
    if (Number(taken.numDeletedRows) !== 1 || Number(row.expires_at) <= this.clock() || !kinds.includes(row.kind)) throw gone();
    return row;
  }

  /** Options to create a passkey: for a new account named `name`, or for `userId`'s account. */
  async registrationOptions(rp: RelyingParty, target: { name: string } | { userId: string }): Promise<CeremonyOptions> {
    let userId: string;
    let userName: string;
    let exclude: { id: string; transports?: string[] }[] = [];
    if ('name' in target) {
      await this.mustBeFree(target.name);
      userId = randomBytes(16).toString('base64url');
      userName = target.name;
    } else {
      const user = await this.user(target.userId);
      if (!user) throw new Failure('SIGN_IN_REQUIRED', 'sign in first');
      userId = user.id;
      userName = user.name;
      const keys = await this.db.selectFrom('passkeys').select(['id', 'transports']).where('user_id', '=', userId).execute();
      exclude = keys.map((k) => ({ id: k.id, transports: JSON.parse(k.transports) as string[] }));
    }
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpID,
      userName,
      userID: new TextEncoder().encode(userId),
      attestationType: 'none',
      excludeCredentials: exclude,
      // Discoverable: signing in needs no name typed.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: CEREMONY_TTL_MS,
    });
    const kind = 'name' in target ? 'signup' : 'register';
    const ceremony = await this.ceremony(options.challenge, kind, userId, 'name' in target ? target.name : null);
    return { ceremony, options: options as unknown as Record<string, unknown> };
  }

  /**
   * Checks the browser's new credential and stores it: a signup creates its account now (the
   * name may have been taken meanwhile: NAME_TAKEN). `signedIn` must be the ceremony's account
   * for a passkey added to one. Returns the account's id.
   */
  async register(
    rp: RelyingParty,
    ceremony: string,
    response: RegistrationResponseJSON,
    signedIn: string | null,
  ): Promise<string> {
    const row = await this.consume(ceremony, ['signup', 'register']);
    if (row.kind === 'register' && row.user_id !== signedIn)
      throw new Failure('SIGN_IN_REQUIRED', 'sign in as the account that asked for this passkey');
    let info;
    try {
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: row.challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpID,
        requireUserVerification: false,
      });
      if (!result.verified) throw PASSKEY_REFUSED();
      info = result.registrationInfo;
    } catch {
      throw PASSKEY_REFUSED();
    }
    const userId = row.user_id as string;
    const now = new Date(this.clock()).toISOString();
    await this.db.transaction().execute(async (trx) => {
      if (row.kind === 'signup') await this.insertUser(trx, userId, row.name ?? '', null);
      try {
        await trx
          .insertInto('passkeys')
          .values({
            id: info.credential.id,
            user_id: userId,
            public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
            counter: info.credential.counter,
            transports: JSON.stringify(info.credential.transports ?? []),
            created_at: now,
            last_used_at: null,
          })
          .execute();
      } catch (e) {
        if (isUniqueViolation(e)) throw new Failure('BAD_CREDENTIALS', 'this passkey is registered already');
        throw e;
      }
    });
    return userId;
  }

  /** Options to sign in with any passkey of this site (discoverable credentials: no name asked). */
  async loginOptions(rp: RelyingParty): Promise<CeremonyOptions> {
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      userVerification: 'preferred',
      timeout: CEREMONY_TTL_MS,
    });
    const ceremony = await this.ceremony(options.challenge, 'login', null, null);
    return { ceremony, options: options as unknown as Record<string, unknown> };
  }

  /**
   * Checks a sign-in assertion against the stored passkey and moves its signature counter on
   * (compare-and-set: of two answers carrying one counter, one wins). A counter that goes back is
   * refused: a cloned authenticator. Returns the account's id.
   */
  async login(rp: RelyingParty, ceremony: string, response: AuthenticationResponseJSON): Promise<string> {
    const row = await this.consume(ceremony, ['login']);
    const key = await this.db.selectFrom('passkeys').selectAll().where('id', '=', response.id).executeTakeFirst();
    if (!key) throw PASSKEY_REFUSED();
    // The authenticator names the account it made the credential for: it must be the stored one.
    const handle = response.response.userHandle;
    if (handle !== undefined && Buffer.from(handle, 'base64url').toString() !== key.user_id) throw PASSKEY_REFUSED();
    let newCounter: number;
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: row.challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpID,
        credential: {
          id: key.id,
          publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64url')),
          counter: Number(key.counter),
          transports: JSON.parse(key.transports) as string[],
        },
        requireUserVerification: false,
      });
      if (!result.verified) throw PASSKEY_REFUSED();
      newCounter = result.authenticationInfo.newCounter;
    } catch {
      throw PASSKEY_REFUSED();
    }
    const moved = await this.db
      .updateTable('passkeys')
      .set({ counter: newCounter, last_used_at: new Date(this.clock()).toISOString() })
      .where('id', '=', key.id)
      .where('counter', '=', key.counter)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw PASSKEY_REFUSED();
    return key.user_id;
  }
}
