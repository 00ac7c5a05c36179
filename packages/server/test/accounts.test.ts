/**
 * Accounts over HTTP (docs/accounts.md), on SQLite and (with ALIBI_TEST_PG) on PostgreSQL:
 * password and passkey sign-up and sign-in (a software authenticator, accounts-kit.ts), sessions
 * (cookie, expiry, renewal, logout, fixation), CSRF on every state-changing account request,
 * bad input, guest seats linked at sign-up, device grants, and deleting an account.
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { AccountGrant, AccountState, ErrorBody, MyTableEntry, SeatGrant, SignedIn } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { Browser, SoftAuthenticator } from './accounts-kit.ts';
import { api, Client, createTable, tempDb } from './helpers.ts';
import { backends as allBackends, code, PASSWORD, serve, type Backend, type Sql } from './players-kit.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const backends = allBackends('accounts.test.ts');

describe.each(backends)('accounts on $name', (backend) => {
  let server: RunningServer;
  let store: Awaited<ReturnType<Backend['open']>>;
  let sql: Sql;
  const clients: Client[] = [];
  let n = 0;
  /** A fresh account name per test (names are unique). */
  const fresh = (stem: string) => `${stem}${++n}`;

  beforeAll(async () => {
    store = await backend.open();
    sql = store.sql;
    // The limits have their own suite below.
    server = await serve(store.db);
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await server?.close();
    await store?.close();
  });

  const count = async (table: string, where = '1 = 1', params: unknown[] = []) =>
    Number((await sql(`select count(*) as n from ${table} where ${where}`, params))[0]?.n);

  const signUp = async (b: Browser, name: string, seats?: { table: string; token: string }[]) => {
    const r = await b.call<SignedIn>('POST', '/api/account/password/signup', {
      name,
      password: PASSWORD,
      ...(seats ? { seats } : {}),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r;
  };

  it('signs up with a password: an httpOnly SameSite=Lax cookie, a stored hash, GET /api/account', async () => {
    const b = new Browser(server.url);
    const name = fresh('Ada');
    const r = await signUp(b, name);
    expect(r.body.user).toMatchObject({ name, public: true, password: true, passkeys: 0 });
    expect(r.setCookie).toMatch(/^alibi_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    // Plain http: not Secure.
    expect(r.setCookie).not.toMatch(/Secure/);
    const me = await b.call<AccountState>('GET', '/api/account');
    expect(me.body).toEqual({ user: r.body.user, csrf: r.body.csrf });
    // The database has the cookie's hash only, and an argon2id hash of the password.
    const rows = await sql('select id_hash from sessions where user_id = ?', [r.body.user.id]);
    expect(rows.map((x) => x.id_hash)).toEqual([sha256(b.cookie as string)]);
    const [user] = await sql('select password_hash from users where id = ?', [r.body.user.id]);
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(await sql('select * from users where id = ?', [r.body.user.id]))).not.toContain(PASSWORD);
    // Signed out: user null.
    expect((await new Browser(server.url).call('GET', '/api/account')).body).toEqual({ user: null });
    // The routes are in the OpenAPI document.
    const doc = await api<{ paths: Record<string, unknown> }>(server.url, 'GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/account',
        '/api/account/delete',
        '/api/account/logout',
        '/api/account/passkey/login',
        '/api/account/passkey/login/options',
        '/api/account/passkey/register',
        '/api/account/passkey/register/options',
        '/api/account/password',
        '/api/account/password/login',
        '/api/account/password/signup',
        '/api/account/profile',
        '/api/account/seats',
        '/api/account/tables',
        '/api/account/tables/{id}/grant',
      ]),
    );
  });

  it('signs in with a password; a wrong password and an unknown name get the same BAD_CREDENTIALS', async () => {
    const name = fresh('Bo');
    await signUp(new Browser(server.url), name);
    const b = new Browser(server.url);
    const wrong = await b.call('POST', '/api/account/password/login', { name, password: 'not the password' });
    const unknown = await b.call('POST', '/api/account/password/login', { name: fresh('Nobody'), password: PASSWORD });
    expect([wrong.status, code(wrong), unknown.status, code(unknown)]).toEqual([401, 'BAD_CREDENTIALS', 401, 'BAD_CREDENTIALS']);
    expect((wrong.body as unknown as ErrorBody).error.message).toBe((unknown.body as unknown as ErrorBody).error.message);
    expect(b.cookie).toBeNull();
    // Names are compared folded: "BO1" signs in as "Bo1".
    const ok = await b.call<SignedIn>('POST', '/api/account/password/login', { name: name.toUpperCase(), password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.user.name).toBe(name);
  });

  it('makes a new session at every sign-in (no fixation) and ends the one the browser brought', async () => {
    const name = fresh('Cy');
    const b = new Browser(server.url);
    await signUp(b, name);
    const first = b.cookie as string;
    // A cookie planted before sign-in (by whoever) is never the session after it.
    const planted = 'A'.repeat(43);
    b.cookie = planted;
    await b.call('POST', '/api/account/password/login', { name, password: PASSWORD });
    expect(b.cookie).not.toBe(planted);
    expect(b.cookie).not.toBe(first);
    expect(await count('sessions', 'id_hash = ?', [sha256(planted)])).toBe(0);
    // Signing in again from a signed-in browser replaces its session: the old cookie is dead.
    const second = b.cookie as string;
    await b.call('POST', '/api/account/password/login', { name, password: PASSWORD });
    expect(b.cookie).not.toBe(second);
    expect(await count('sessions', 'id_hash = ?', [sha256(second)])).toBe(0);
    const old = new Browser(server.url);
    old.cookie = second;
    expect((await old.call('GET', '/api/account')).body).toEqual({ user: null });
  });

  it('refuses expired sessions, renews a session used after an hour, and logs out for good', async () => {
    const b = new Browser(server.url);
    const r = await signUp(b, fresh('Di'));
    const idHash = sha256(b.cookie as string);
    // Used within the hour: no renewal, no cookie sent again.
    expect((await b.call('GET', '/api/account')).setCookie).toBeNull();
    // Last seen two hours ago: renewed, the cookie goes out again, the expiry moves on.
    const past = Date.now() - 2 * 3600_000;
    await sql('update sessions set last_seen_at = ?, expires_at = ? where id_hash = ?', [past, Date.now() + 1000_000, idHash]);
    const renewed = await b.call('GET', '/api/account');
    expect(renewed.setCookie).toMatch(/^alibi_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const [row] = await sql('select expires_at from sessions where id_hash = ?', [idHash]);
    expect(Number(row?.expires_at)).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    // Expired: refused everywhere.
    await sql('update sessions set expires_at = ? where id_hash = ?', [Date.now() - 1, idHash]);
    expect((await b.call('GET', '/api/account')).body).toEqual({ user: null });
    const refused = await b.call('POST', '/api/account/profile', { public: false });
    expect([refused.status, code(refused)]).toEqual([401, 'SIGN_IN_REQUIRED']);
    // A new sign-in sweeps expired sessions.
    await b.call('POST', '/api/account/password/login', { name: r.body.user.name, password: PASSWORD });
    expect(await count('sessions', 'id_hash = ?', [idHash])).toBe(0);
    // Logout: the row goes, the cookie is cleared, the old cookie no longer works.
    const live = b.cookie as string;
    const out = await b.call('POST', '/api/account/logout');
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/^alibi_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
    expect(await count('sessions', 'id_hash = ?', [sha256(live)])).toBe(0);
    const replayed = new Browser(server.url);
    replayed.cookie = live;
    expect((await replayed.call('GET', '/api/account')).body).toEqual({ user: null });
  });

  it('refuses every state-changing account request without the CSRF header, or with a wrong one, changing nothing', async () => {
    const b = new Browser(server.url);
    const name = fresh('Eve');
    const { body } = await signUp(b, name);
    const guest = await createTable(server.url, 3, []);
    await sql('update seats set user_id = ? where table_id = ? and seat = 0', [body.user.id, guest.table.id]);
    const requests: [string, unknown][] = [
      ['/api/account/logout', undefined],
      ['/api/account/profile', { name: fresh('Mallory'), public: false }],
      ['/api/account/password', { password: 'another long password' }],
      ['/api/account/delete', { confirm: name }],
      ['/api/account/seats', { seats: [] }],
      [`/api/account/tables/${guest.table.id}/grant`, {}],
      ['/api/account/passkey/register/options', {}],
    ];
    const before = await sql('select name, public, password_hash from users where id = ?', [body.user.id]);
    for (const [path, payload] of requests) {
      for (const csrf of [false, 'x'.repeat(32), `${b.csrf as string}x`]) {
        const r = await b.call('POST', path, payload, { csrf });
        expect([path, r.status, code(r)]).toEqual([path, 403, 'CSRF']);
      }
    }
    expect(await sql('select name, public, password_hash from users where id = ?', [body.user.id])).toEqual(before);
    expect(await count('sessions', 'user_id = ?', [body.user.id])).toBe(1);
    expect(await count('seat_grants', 'user_id = ?', [body.user.id])).toBe(0);
    expect(await count('webauthn_challenges', 'user_id = ?', [body.user.id])).toBe(0);
    // With the header each is taken (the checks above were not refusing for another reason).
    expect((await b.call('POST', '/api/account/profile', { public: false })).status).toBe(200);
  });

  it('ties a created or joined seat to the account only with the CSRF header', async () => {
    const b = new Browser(server.url);
    const { body } = await signUp(b, fresh('Flo'));
    const table = { game: 'perfect-alibi', players: 3, host: 'Flo', claimWindow: 0 };
    const signed = await b.call<SeatGrant>('POST', '/api/tables', table);
    const guest = await b.call<SeatGrant>('POST', '/api/tables', table, { csrf: false });
    expect([signed.status, guest.status]).toEqual([201, 201]);
    const holder = async (t: string, seat: number) =>
      (await sql('select user_id from seats where table_id = ? and seat = ?', [t, seat]))[0]?.user_id;
    expect(await holder(signed.body.table.id, 0)).toBe(body.user.id);
    expect(await holder(guest.body.table.id, 0)).toBeNull();
    const joined = await b.call<SeatGrant>('POST', `/api/tables/${guest.body.table.id}/seats`, { name: 'Flo' });
    const wrong = await b.call<SeatGrant>(
      'POST',
      `/api/tables/${signed.body.table.id}/seats`,
      { name: 'Flo' },
      { csrf: 'nope-nope-nope' },
    );
    expect(await holder(guest.body.table.id, joined.body.seat as number)).toBe(body.user.id);
    expect(await holder(signed.body.table.id, wrong.body.seat as number)).toBeNull();
  });

  it('refuses bad input with a typed error and changes nothing', async () => {
    const b = new Browser(server.url);
    const users = await count('users');
    const bad: [string, unknown][] = [
      ['/api/account/password/signup', { name: 'x'.repeat(41), password: PASSWORD }],
      ['/api/account/password/signup', { name: 'Ok', password: 'short' }],
      ['/api/account/password/signup', { name: 'Ok', password: 'p'.repeat(201) }],
      ['/api/account/password/signup', { name: 'Bad\u0000name', password: PASSWORD }],
      ['/api/account/password/signup', { name: '\u200b', password: PASSWORD }],
      ['/api/account/password/signup', { name: 42, password: PASSWORD }],
      ['/api/account/password/signup', { name: 'Ok', password: PASSWORD, admin: true }],
      ['/api/account/password/signup', { name: 'Ok', password: PASSWORD, seats: 'all' }],
      [
        '/api/account/password/signup',
        { name: 'Ok', password: PASSWORD, seats: Array.from({ length: 51 }, () => ({ table: 'abc', token: 'abcdefghijkl' })) },
      ],
      ['/api/account/password/signup', [1, 2]],
      ['/api/account/password/login', { name: 'Ok', password: 7 }],
      ['/api/account/passkey/register/options', { name: 'x'.repeat(41) }],
      ['/api/account/passkey/register', { ceremony: 'short', response: {} }],
      [
        '/api/account/passkey/login',
        { ceremony: 'c'.repeat(24), response: { id: 'a', rawId: 'a', type: 'public-key', response: {} } },
      ],
      ['/api/account/passkey/login/options', { anything: 1 }],
    ];
    for (const [path, payload] of bad) {
      const r = await b.call('POST', path, payload);
      expect([path, JSON.stringify(payload).slice(0, 60), r.status, code(r)]).toEqual([
        path,
        JSON.stringify(payload).slice(0, 60),
        400,
        'MALFORMED',
      ]);
    }
    const text = await b.call('POST', '/api/account/password/signup', undefined, {
      raw: 'name=Ok&password=xxxxxxxxxxxx',
      contentType: 'text/plain',
    });
    expect(text.status).toBe(400);
    const notJson = await b.call('POST', '/api/account/password/signup', undefined, {
      raw: '{"name":',
      contentType: 'application/json',
    });
    expect([notJson.status, code(notJson)]).toEqual([400, 'MALFORMED']);
    expect(await count('users')).toBe(users);
    expect(b.cookie).toBeNull();
    // A name taken (compared folded) is NAME_TAKEN, for a password and a passkey sign-up alike.
    const name = fresh('Gil');
    await signUp(new Browser(server.url), name);
    const again = await b.call('POST', '/api/account/password/signup', { name: ` ${name.toUpperCase()} `, password: PASSWORD });
    const passkey = await b.call('POST', '/api/account/passkey/register/options', { name: name.toLowerCase() });
    expect([again.status, code(again), passkey.status, code(passkey)]).toEqual([409, 'NAME_TAKEN', 409, 'NAME_TAKEN']);
    expect(await count('users')).toBe(users + 1);
  });

  it('edits the profile: a unique name, the public flag; sets a password', async () => {
    const b = new Browser(server.url);
    const taken = fresh('Hal');
    await signUp(new Browser(server.url), taken);
    await signUp(b, fresh('Ivy'));
    const clash = await b.call('POST', '/api/account/profile', { name: taken.toLowerCase() });
    expect([clash.status, code(clash)]).toEqual([409, 'NAME_TAKEN']);
    const empty = await b.call('POST', '/api/account/profile', {});
    expect([empty.status, code(empty)]).toEqual([400, 'MALFORMED']);
    const t = await b.call<SeatGrant>('POST', '/api/tables', { game: 'perfect-alibi', players: 3, host: 'Ivy', claimWindow: 0 });
    const renamed = fresh('Ivo');
    const ok = await b.call<{ user: { name: string; public: boolean } }>('POST', '/api/account/profile', {
      name: renamed,
      public: false,
    });
    expect(ok.body.user).toMatchObject({ name: renamed, public: false });
    // The table in memory shows the new name on the account's seat at once.
    const info = await api<{ seats: { player?: string }[] }>(server.url, 'GET', `/api/tables/${t.body.table.id}`);
    expect(info.body.seats[0]?.player).toBe(renamed);
    const pw = await b.call('POST', '/api/account/password', { password: 'a brand new password' });
    expect(pw.status).toBe(200);
    const login = await new Browser(server.url).call('POST', '/api/account/password/login', {
      name: renamed,
      password: 'a brand new password',
    });
    expect(login.status).toBe(200);
  });

  it("makes the guest seats the browser holds the account's at sign-up, and lists them", async () => {
    const mine = await createTable(server.url, 3, [1, 2]);
    const spectated = await api<SeatGrant>(server.url, 'POST', '/api/tables', {
      game: 'perfect-alibi',
      players: 3,
      host: 'G',
      bots: [0, 1, 2].map((seat) => ({ seat, kind: 'random' })),
      spectate: true,
      claimWindow: 0,
    });
    const other = await createTable(server.url, 3, [1, 2]);
    const b = new Browser(server.url);
    const seats = [
      { table: mine.table.id, token: mine.token },
      { table: spectated.body.table.id, token: spectated.body.token },
      // Not this token's seat, and no table: skipped.
      { table: other.table.id, token: mine.token },
      { table: 'no-such-table', token: mine.token },
    ];
    const r = await signUp(b, fresh('Jo'), seats);
    expect(r.body.linked).toEqual([
      { table: mine.table.id, seat: 0 },
      { table: spectated.body.table.id, seat: null },
    ]);
    const listed = await b.call<{ tables: MyTableEntry[] }>('GET', '/api/account/tables');
    expect(listed.body.tables.map((e) => [e.table, e.ok && e.seat])).toEqual([
      [spectated.body.table.id, null],
      [mine.table.id, 0],
    ]);
    // Another account cannot take a seat an account holds.
    const c = new Browser(server.url);
    await signUp(c, fresh('Ky'));
    const stolen = await c.call<{ linked: unknown[] }>('POST', '/api/account/seats', {
      seats: [{ table: mine.table.id, token: mine.token }],
    });
    expect(stolen.body.linked).toEqual([]);
    expect((await sql('select user_id from seats where table_id = ? and seat = 0', [mine.table.id]))[0]?.user_id).toBe(
      r.body.user.id,
    );
    // The account's tables need a session.
    const anon = await new Browser(server.url).call('GET', '/api/account/tables');
    expect([anon.status, code(anon)]).toEqual([401, 'SIGN_IN_REQUIRED']);
  });

  it('grants a seat to a second device: the grant says hello and plays; it dies when the seat changes hands', async () => {
    const first = new Browser(server.url);
    const t = await createTable(server.url, 3, [2]);
    const { body } = await signUp(first, fresh('Lu'), [{ table: t.table.id, token: t.token }]);
    // The second device signs in and asks for its own token for the seat.
    const second = new Browser(server.url);
    await second.call('POST', '/api/account/password/login', { name: body.user.name, password: PASSWORD });
    const g = await second.call<AccountGrant>('POST', `/api/account/tables/${t.table.id}/grant`, {});
    expect(g.status).toBe(201);
    expect(g.body.seat).toBe(0);
    expect(g.body.token).not.toBe(t.token);
    expect(await count('seat_grants', 'token_hash = ?', [sha256(g.body.token)])).toBe(1);
    const c = new Client(server.url);
    clients.push(c);
    expect(await c.hello(t.table.id, g.body.token)).toEqual({ ok: true });
    expect(c.seat).toBe(0);
    const welcome = await api(server.url, 'GET', `/api/tables/${t.table.id}/welcome`, undefined, {
      authorization: `Bearer ${g.body.token}`,
    });
    expect(welcome.status).toBe(200);
    // The grant holds the host's seat as the host's token does: it may remove a bot.
    const removed = await api(server.url, 'POST', `/api/tables/${t.table.id}/bots/remove`, { token: g.body.token, seat: 2 });
    expect(removed.status).toBe(200);
    // Someone else sits down, so the table stays when the seat is given up below.
    expect((await api(server.url, 'POST', `/api/tables/${t.table.id}/seats`, { name: 'Pat' })).status).toBe(201);
    // A made-up token holds nothing.
    const forged = await api(server.url, 'POST', `/api/tables/${t.table.id}/bots`, {
      token: 'f'.repeat(32),
      seat: 2,
      kind: 'random',
    });
    expect(code(forged)).toBe('BAD_TOKEN');
    const my = await api<{ tables: MyTableEntry[] }>(server.url, 'POST', '/api/my-tables', {
      seats: [{ table: t.table.id, token: g.body.token }],
    });
    expect(my.body.tables[0]).toMatchObject({ ok: true, seat: 0 });
    // A table where the account holds no seat: NOT_SEATED.
    const elsewhere = await createTable(server.url, 3, [1, 2]);
    const none = await second.call('POST', `/api/account/tables/${elsewhere.table.id}/grant`, {});
    expect([none.status, code(none)]).toEqual([403, 'NOT_SEATED']);
    // The seat is given up: the grant holds nothing any more.
    expect((await api(server.url, 'POST', `/api/tables/${t.table.id}/leave`, { token: t.token })).status).toBe(200);
    expect(await count('seat_grants', 'table_id = ?', [t.table.id])).toBe(0);
    const after = await api<{ tables: MyTableEntry[] }>(server.url, 'POST', '/api/my-tables', {
      seats: [{ table: t.table.id, token: g.body.token }],
    });
    expect(after.body.tables[0]).toMatchObject({ ok: false, error: { code: 'BAD_TOKEN' } });
  });

  it('registers a passkey for a new account and signs in with it (discoverable), checking the counter', async () => {
    const auth = new SoftAuthenticator();
    const b = new Browser(server.url);
    const name = fresh('Mo');
    const guest = await createTable(server.url, 3, [1, 2]);
    const opts = await b.call<{ ceremony: string; options: Record<string, unknown> }>(
      'POST',
      '/api/account/passkey/register/options',
      { name },
    );
    expect(opts.status).toBe(200);
    expect(opts.body.options).toMatchObject({
      rp: { id: '127.0.0.1' },
      user: { name },
      authenticatorSelection: { residentKey: 'required' },
    });
    // The name is not taken until the passkey is made.
    expect(await count('users', 'name = ?', [name])).toBe(0);
    const response = auth.create(opts.body.options, server.url);
    const reg = await b.call<SignedIn>('POST', '/api/account/passkey/register', {
      ceremony: opts.body.ceremony,
      response,
      seats: [{ table: guest.table.id, token: guest.token }],
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    expect(reg.body.user).toMatchObject({ name, passkeys: 1, password: false });
    expect(reg.body.linked).toEqual([{ table: guest.table.id, seat: 0 }]);
    expect(b.cookie).not.toBeNull();
    // The ceremony is single use.
    const twice = await b.call('POST', '/api/account/passkey/register', { ceremony: opts.body.ceremony, response });
    expect([twice.status, code(twice)]).toEqual([409, 'CEREMONY_EXPIRED']);

    // A second browser signs in with the passkey (no name typed).
    const other = new Browser(server.url);
    const login = async (which = 0) => {
      const o = await other.call<{ ceremony: string; options: Record<string, unknown> }>(
        'POST',
        '/api/account/passkey/login/options',
        {},
      );
      expect(o.body.options.allowCredentials ?? []).toEqual([]);
      return { ceremony: o.body.ceremony, response: auth.get(o.body.options, server.url, which) };
    };
    const first = await login();
    const ok = await other.call<SignedIn>('POST', '/api/account/passkey/login', first);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.user.id).toBe(reg.body.user.id);
    expect((await other.call<{ tables: MyTableEntry[] }>('GET', '/api/account/tables')).body.tables.map((e) => e.table)).toEqual([
      guest.table.id,
    ]);
    expect(Number((await sql('select counter from passkeys where user_id = ?', [reg.body.user.id]))[0]?.counter)).toBe(1);
    // A replayed assertion: its ceremony is used.
    const replay = await other.call('POST', '/api/account/passkey/login', first);
    expect(code(replay)).toBe('CEREMONY_EXPIRED');
    // A counter that does not move on (a cloned authenticator) is refused.
    auth.step = 0;
    const cloned = await other.call('POST', '/api/account/passkey/login', await login());
    expect([cloned.status, code(cloned)]).toEqual([401, 'BAD_CREDENTIALS']);
    auth.step = 1;
    // An assertion for another origin is refused.
    const o = await other.call<{ ceremony: string; options: Record<string, unknown> }>(
      'POST',
      '/api/account/passkey/login/options',
      {},
    );
    const phished = await other.call('POST', '/api/account/passkey/login', {
      ceremony: o.body.ceremony,
      response: auth.get(o.body.options, 'https://evil.example'),
    });
    expect([phished.status, code(phished)]).toEqual([401, 'BAD_CREDENTIALS']);
    // An expired ceremony.
    const late = await login();
    await sql('update webauthn_challenges set expires_at = ?', [Date.now() - 1]);
    const expired = await other.call('POST', '/api/account/passkey/login', late);
    expect(code(expired)).toBe('CEREMONY_EXPIRED');
  });

  it('adds a passkey to a signed-in password account', async () => {
    const auth = new SoftAuthenticator();
    const b = new Browser(server.url);
    const { body } = await signUp(b, fresh('Ned'));
    const opts = await b.call<{ ceremony: string; options: Record<string, unknown> }>(
      'POST',
      '/api/account/passkey/register/options',
      {},
    );
    expect(opts.status).toBe(200);
    // Another browser cannot finish this ceremony for the account.
    const thief = new Browser(server.url);
    await signUp(thief, fresh('Oz'));
    const stolen = await thief.call('POST', '/api/account/passkey/register', {
      ceremony: opts.body.ceremony,
      response: auth.create(opts.body.options, server.url),
    });
    expect(code(stolen)).toBe('SIGN_IN_REQUIRED');
    const again = await b.call<{ ceremony: string; options: Record<string, unknown> }>(
      'POST',
      '/api/account/passkey/register/options',
      {},
    );
    const cookie = b.cookie;
    const added = await b.call<SignedIn>('POST', '/api/account/passkey/register', {
      ceremony: again.body.ceremony,
      response: auth.create(again.body.options, server.url),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.user).toMatchObject({ id: body.user.id, passkeys: 1, password: true });
    // The session goes on.
    expect(b.cookie).toBe(cookie);
    expect(await count('passkeys', 'user_id = ?', [body.user.id])).toBe(1);
  });

  it('deletes an account and everything in it; its seats and games stay under their names', async () => {
    const auth = new SoftAuthenticator();
    const b = new Browser(server.url);
    const name = fresh('Quinn');
    const t = await createTable(server.url, 3, [1, 2]);
    const { body } = await signUp(b, name, [{ table: t.table.id, token: t.token }]);
    const id = body.user.id;
    const o = await b.call<{ ceremony: string; options: Record<string, unknown> }>(
      'POST',
      '/api/account/passkey/register/options',
      {},
    );
    await b.call('POST', '/api/account/passkey/register', {
      ceremony: o.body.ceremony,
      response: auth.create(o.body.options, server.url),
    });
    const g = await b.call<AccountGrant>('POST', `/api/account/tables/${t.table.id}/grant`, {});
    const other = new Browser(server.url);
    const { body: ob } = await signUp(other, fresh('Rex'));
    const now = new Date().toISOString();
    await sql('insert into ratings (user_id, game, "group", mu, sigma, games, updated_at) values (?, ?, ?, ?, ?, ?, ?)', [
      id,
      'perfect-alibi',
      '2',
      25,
      8,
      1,
      now,
    ]);
    await sql('insert into reports (id, reporter, reported, table_id, reason, note, at) values (?, ?, ?, ?, ?, ?, ?)', [
      'r1' + id,
      id,
      ob.user.id,
      null,
      'spam',
      null,
      now,
    ]);
    await sql('insert into reports (id, reporter, reported, table_id, reason, note, at) values (?, ?, ?, ?, ?, ?, ?)', [
      'r2' + id,
      ob.user.id,
      id,
      null,
      'spam',
      null,
      now,
    ]);
    await sql('insert into blocks (blocker, blocked, at) values (?, ?, ?)', [id, ob.user.id, now]);
    await sql('insert into blocks (blocker, blocked, at) values (?, ?, ?)', [ob.user.id, id, now]);
    const where = {
      users: 'id = ?',
      passkeys: 'user_id = ?',
      sessions: 'user_id = ?',
      seat_grants: 'user_id = ?',
      ratings: 'user_id = ?',
      reports: 'reporter = ? or reported = ?',
      blocks: 'blocker = ? or blocked = ?',
      seats: 'user_id = ?',
    };
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(where).map(async ([table, w]) => [table, await count(table, w, w.includes(' or ') ? [id, id] : [id])]),
        ),
      );
    expect(await counts()).toEqual({
      users: 1,
      passkeys: 1,
      sessions: 1,
      seat_grants: 1,
      ratings: 1,
      reports: 2,
      blocks: 2,
      seats: 1,
    });
    // The confirmation must be the account's name.
    const wrong = await b.call('POST', '/api/account/delete', { confirm: 'someone else' });
    expect([wrong.status, code(wrong)]).toEqual([400, 'MALFORMED']);
    const del = await b.call('POST', '/api/account/delete', { confirm: name });
    expect(del.status).toBe(200);
    expect(del.setCookie).toMatch(/Max-Age=0/);
    expect(await counts()).toEqual({
      users: 0,
      passkeys: 0,
      sessions: 0,
      seat_grants: 0,
      ratings: 0,
      reports: 0,
      blocks: 0,
      seats: 0,
    });
    // The table and the seat stay, under the seat's display name; the seat's own token still holds it, the grant not.
    const [seat] = await sql('select name, user_id from seats where table_id = ? and seat = 0', [t.table.id]);
    expect(seat).toEqual({ name: 'Host', user_id: null });
    const mine = await api<{ tables: MyTableEntry[] }>(server.url, 'POST', '/api/my-tables', {
      seats: [
        { table: t.table.id, token: t.token },
        { table: t.table.id, token: g.body.token },
      ],
    });
    expect(mine.body.tables.map((e) => e.ok)).toEqual([true, false]);
    // The name is free again; the other account is untouched.
    expect(
      (await new Browser(server.url).call('POST', '/api/account/password/signup', { name, password: PASSWORD })).status,
    ).toBe(201);
    expect(await count('users', 'id = ?', [ob.user.id])).toBe(1);
  });
});

describe('sign-up and sign-in rate limits', () => {
  let server: RunningServer;
  const db = tempDb();
  beforeAll(async () => {
    // Budgets that do not refill within a test: no timing involved.
    server = await serve(db.file, {
      limits: {
        accountsPerAddress: { burst: 10, perSecond: 1 / 3600 },
        signInFailuresPerName: { burst: 3, perSecond: 1 / 3600 },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    db.cleanup();
  });

  it('allows 10 attempts per address, then RATE_LIMITED; wrong passwords lock the name, not others', async () => {
    const b = new Browser(server.url);
    expect((await b.call('POST', '/api/account/password/signup', { name: 'Target', password: PASSWORD })).status).toBe(201);
    expect((await b.call('POST', '/api/account/password/signup', { name: 'Other', password: PASSWORD })).status).toBe(201);
    // Three wrong passwords for Target: the fourth attempt is refused even with the right one.
    for (let i = 0; i < 3; i++)
      expect(code(await b.call('POST', '/api/account/password/login', { name: 'target', password: 'wrong password' }))).toBe(
        'BAD_CREDENTIALS',
      );
    const locked = await b.call('POST', '/api/account/password/login', { name: 'TARGET', password: PASSWORD });
    expect([locked.status, code(locked)]).toEqual([429, 'RATE_LIMITED']);
    expect((await b.call('POST', '/api/account/password/login', { name: 'Other', password: PASSWORD })).status).toBe(200);
    // 7 attempts so far from this address; three more pass (passkey options count too), then none.
    expect((await b.call('POST', '/api/account/passkey/login/options', {})).status).toBe(200);
    expect((await b.call('POST', '/api/account/passkey/register/options', { name: 'Newcomer' })).status).toBe(200);
    expect((await b.call('POST', '/api/account/password/signup', { name: 'Third', password: PASSWORD })).status).toBe(201);
    const users = await api<AccountState>(server.url, 'GET', '/api/account');
    expect(users.status).toBe(200);
    const refused = await b.call('POST', '/api/account/password/signup', { name: 'Fourth', password: PASSWORD });
    expect([refused.status, code(refused)]).toEqual([429, 'RATE_LIMITED']);
    expect(code(await b.call('POST', '/api/account/password/login', { name: 'Other', password: PASSWORD }))).toBe('RATE_LIMITED');
    // Malformed requests are refused before they cost anything (and still refused as MALFORMED).
    expect(code(await b.call('POST', '/api/account/password/signup', { name: 'Fifth' }))).toBe('MALFORMED');
    // The signed-in page's own requests are not sign-in attempts.
    expect((await b.call('GET', '/api/account')).status).toBe(200);
  });
});

describe('account secrets in the logs', () => {
  it('never logs a password, a session cookie or a CSRF token, even at debug level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const db = tempDb();
    const server = await serve(db.file, { logger: { level: 'debug', stream } });
    try {
      const b = new Browser(server.url);
      const password = 'a password nobody may read';
      expect((await b.call('POST', '/api/account/password/signup', { name: 'Logged', password })).status).toBe(201);
      expect((await b.call('POST', '/api/account/password', { password: `${password} again` })).status).toBe(200);
      await b.call('POST', '/api/account/password/login', { name: 'Logged', password: 'a wrong password here' });
      const text = lines.join('');
      // The requests were logged (their bodies at debug level), the secrets not.
      expect(text).toContain('/api/account/password/signup');
      expect(text).toContain('"body"');
      for (const secret of [password, 'a wrong password here', b.cookie as string, b.csrf as string])
        expect(text).not.toContain(secret);
    } finally {
      await server.close();
      db.cleanup();
    }
  });
});
