/**
 * Players over HTTP (docs/accounts.md "Rated tables", "Profiles", "Moderation"), on SQLite and
 * (ALIBI_TEST_PG) PostgreSQL: rated-table creation and join refusals, profile privacy, leaderboard
 * order and filters, reports, blocks and invitations with their bad input (typed errors, nothing
 * changed).
 */
import type { BlockList, InvitationList, Leaderboard, Profile, SeatGrant, TableInfo } from '@alibi/protocol';
import { describe, expect, it } from 'vitest';
import { Browser } from './accounts-kit.ts';
import { backends, code, servedOn, signUp, type Sql } from './players-kit.ts';

const table = (extra: Record<string, unknown> = {}) => ({ game: 'perfect-alibi', players: 3, host: 'Host', claimWindow: 0, clock: 'fast', ...extra });

describe.each(backends('players.test.ts'))('players on $name', (backend) => {
  const served = servedOn(backend);
  const sql: Sql = (text, params) => served.sql(text, params);
  let n = 0;
  /** A fresh account per test (names are unique). */
  const fresh = (stem: string) => signUp(served.server.url, `${stem}${++n}`);
  const count = async (t: string, where = '1 = 1', params: unknown[] = []) => Number((await sql(`select count(*) as n from ${t} where ${where}`, params))[0]?.n);

  it('creates a rated table only for a signed-in host with a clock, and seats signed-in people only', async () => {
    const guest = new Browser(served.server.url);
    const ann = await fresh('Ann');
    const tables = await count('tables');
    expect(code(await guest.call('POST', '/api/tables', table({ rated: true })))).toBe('SIGN_IN_REQUIRED');
    // Signed in but without the CSRF header: a guest's request.
    expect(code(await ann.call('POST', '/api/tables', table({ rated: true }), { csrf: false }))).toBe('SIGN_IN_REQUIRED');
    expect(code(await ann.call('POST', '/api/tables', table({ rated: true, clock: 'off' })))).toBe('BAD_OPTIONS');
    expect(code(await ann.call('POST', '/api/tables', table({ rated: 'yes' })))).toBe('MALFORMED');
    expect(await count('tables')).toBe(tables);

    const created = await ann.call<SeatGrant>('POST', '/api/tables', table({ rated: true }));
    expect(created.status).toBe(201);
    const id = created.body.table.id;
    expect(created.body.table).toMatchObject({ rated: true });
    expect(created.body.table.seats[0]?.player).toBe(ann.name);
    expect(code(await guest.call('POST', `/api/tables/${id}/seats`, { name: 'Guest' }))).toBe('SIGN_IN_REQUIRED');
    expect(code(await ann.call('POST', `/api/tables/${id}/seats`, { name: 'Ann again' }))).toBe('ALREADY_SEATED');
    expect(await count('seats', 'table_id = ? and token_hash is not null', [id])).toBe(1);
    // Bots may sit.
    expect((await ann.call('POST', `/api/tables/${id}/bots`, { token: created.body.token, seat: 2, kind: 'expert' })).status).toBe(200);
    const bob = await fresh('Bob');
    const joined = await bob.call<SeatGrant>('POST', `/api/tables/${id}/seats`, { name: 'Bobby' });
    expect(joined.status).toBe(201);
    expect(joined.body.table.seats.map((s) => s.player ?? null)).toEqual([ann.name, bob.name, null]);
    expect((await sql('select user_id from seats where table_id = ? and seat = 1', [id]))[0]?.user_id).toBe(bob.id);
    // An unrated table still takes guests, and a signed-in person's seat is their account's.
    const open = await guest.call<SeatGrant>('POST', '/api/tables', table());
    expect(open.status).toBe(201);
    expect(open.body.table.rated).toBeUndefined();
    expect((await bob.call<SeatGrant>('POST', `/api/tables/${open.body.table.id}/seats`, { name: 'B' })).body.table.seats[1]?.player).toBe(bob.name);
  });

  it('shows a private profile to its owner only, and an unknown name as NO_PLAYER', async () => {
    const ann = await fresh('Priv');
    const other = await fresh('Other');
    expect((await other.call<Profile>('GET', `/api/players/${ann.name.toLowerCase()}`)).body).toMatchObject({ name: ann.name, public: true, games: [], ratings: [], recent: [] });
    expect((await ann.call('POST', '/api/account/profile', { public: false })).status).toBe(200);
    expect(code(await other.call('GET', `/api/players/${ann.name}`))).toBe('NO_PLAYER');
    expect(code(await new Browser(served.server.url).call('GET', `/api/players/${ann.name}`))).toBe('NO_PLAYER');
    expect((await ann.call<Profile>('GET', `/api/players/${ann.name}`)).body).toMatchObject({ name: ann.name, public: false });
    expect(code(await other.call('GET', '/api/players/nobody-at-all'))).toBe('NO_PLAYER');
    expect(code(await other.call('GET', `/api/players/${'x'.repeat(41)}`))).toBe('MALFORMED');
  });

  it('orders a leaderboard by mu - 3 sigma, with enough games, public players and labelled bots only', async () => {
    const [hi, mid, priv, newbie] = [await fresh('Hi'), await fresh('Mid'), await fresh('Hidden'), await fresh('New')];
    await priv.call('POST', '/api/account/profile', { public: false });
    const row = (user: string, mu: number, sigma: number, games: number, group = '3-4', game = 'four-suspects') =>
      sql('insert into ratings (user_id, game, "group", mu, sigma, games, updated_at) values (?, ?, ?, ?, ?, ?, ?)', [user, game, group, mu, sigma, games, 'x']);
    await row(hi.id, 30, 2, 10); // 24
    await row(mid.id, 34, 4, 5); // 22
    await row('bot:expert', 29, 2, 40); // 23
    await row(priv.id, 40, 1, 9); // private: not listed
    await row(newbie.id, 40, 1, 2); // too few games
    await row('case:alibis:3-4', 40, 1, 50, '3-4', 'alibis'); // another game
    await row(hi.id, 10, 1, 10, '5-6'); // another group
    const board = await hi.call<Leaderboard>('GET', '/api/leaderboards/four-suspects?group=3-4');
    expect(board.status).toBe(200);
    expect(board.body).toMatchObject({ game: 'four-suspects', group: '3-4', minGames: 3 });
    expect(board.body.rows.map((r) => [r.rank, r.name ?? `bot ${r.bot}`, r.rating])).toEqual([
      [1, hi.name, 24],
      [2, 'bot expert', 23],
      [3, mid.name, 22],
    ]);
    expect((await hi.call<Leaderboard>('GET', '/api/leaderboards/four-suspects?group=5-6')).body.rows).toEqual([
      { rank: 1, name: hi.name, mu: 10, sigma: 1, rating: 7, games: 10 },
    ]);
    // The cooperative game's case is never a row.
    expect((await hi.call<Leaderboard>('GET', '/api/leaderboards/alibis?group=3-4')).body.rows).toEqual([]);
    expect(code(await hi.call('GET', '/api/leaderboards/four-suspects?group=7'))).toBe('MALFORMED');
    expect(code(await hi.call('GET', '/api/leaderboards/four-suspects?group=3-4&x=1'))).toBe('MALFORMED');
    expect(code(await hi.call('GET', '/api/leaderboards/chess'))).toBe('NOT_FOUND');
  });

  it('stores a good report and refuses bad ones with typed errors, storing nothing', async () => {
    const ann = await fresh('Rep');
    const bob = await fresh('Bad');
    const reports = async () => count('reports', 'reporter = ?', [ann.id]);
    const report = (body: unknown, who: Browser = ann, name = bob.name, opts = {}) => who.call('POST', `/api/players/${name}/report`, body, opts);
    expect(code(await report({ reason: 'rude' }))).toBe('MALFORMED');
    expect(code(await report({ reason: 'abuse', note: 'x'.repeat(501) }))).toBe('MALFORMED');
    expect(code(await report({ reason: 'abuse', extra: 1 }))).toBe('MALFORMED');
    expect(code(await report({ reason: 'abuse', table: 'no/table' }))).toBe('MALFORMED');
    expect(code(await report({ reason: 'abuse', table: 'nosuchtable' }))).toBe('NO_TABLE');
    expect(code(await report({ reason: 'abuse' }, ann, ann.name))).toBe('MALFORMED');
    expect(code(await report({ reason: 'abuse' }, ann, 'nobody-here'))).toBe('NO_PLAYER');
    expect(code(await report({ reason: 'abuse' }, new Browser(served.server.url)))).toBe('SIGN_IN_REQUIRED');
    expect(code(await report({ reason: 'abuse' }, ann, bob.name, { csrf: false }))).toBe('CSRF');
    expect(code(await report({ reason: 'abuse' }, ann, bob.name, { csrf: 'forged-token' }))).toBe('CSRF');
    expect(await reports()).toBe(0);
    const ok = await report({ reason: 'cheating', note: 'always knows my cards' });
    expect(ok.status).toBe(201);
    expect(await sql('select reported, reason, note from reports where reporter = ?', [ann.id])).toEqual([
      { reported: bob.id, reason: 'cheating', note: 'always knows my cards' },
    ]);
    // A few at once, then one a minute: the sixth in a row is refused, and not stored.
    for (let i = 0; i < 4; i++) expect((await report({ reason: 'spam' })).status).toBe(201);
    expect(code(await report({ reason: 'spam' }))).toBe('RATE_LIMITED');
    expect(await reports()).toBe(5);
  });

  it('blocks and unblocks; a blocked host\'s invitations are refused and hidden', async () => {
    const host = await fresh('Host');
    const friend = await fresh('Friend');
    const guest = new Browser(served.server.url);
    const created = await host.call<SeatGrant>('POST', '/api/tables', table());
    const id = created.body.table.id;
    const invite = (body: unknown, tableId = id) => guest.call('POST', `/api/tables/${tableId}/invite`, body);
    const invitations = async (who: Browser) => (await who.call<InvitationList>('GET', '/api/account/invitations')).body.invitations;

    // Bad input first: nothing is stored.
    expect(code(await invite({ token: 'not-a-token-at-all', name: friend.name }))).toBe('BAD_TOKEN');
    expect(code(await invite({ token: created.body.token }))).toBe('MALFORMED');
    expect(code(await invite({ token: created.body.token, name: 'nobody-here' }))).toBe('NO_PLAYER');
    expect(code(await invite({ token: created.body.token, name: host.name }))).toBe('MALFORMED');
    expect(code(await invite({ token: created.body.token, name: friend.name }, 'nosuchtable'))).toBe('NO_TABLE');
    const guestTable = await guest.call<SeatGrant>('POST', '/api/tables', table());
    expect(code(await invite({ token: guestTable.body.token, name: friend.name }, guestTable.body.table.id))).toBe('SIGN_IN_REQUIRED');
    const joined = await guest.call<SeatGrant>('POST', `/api/tables/${id}/seats`, { name: 'G' });
    expect(code(await invite({ token: joined.body.token, name: friend.name }))).toBe('NOT_HOST');
    expect(await count('invitations')).toBe(0);
    expect(code(await guest.call('GET', '/api/account/invitations'))).toBe('SIGN_IN_REQUIRED');

    expect((await invite({ token: created.body.token, name: friend.name.toUpperCase() })).body).toEqual({ invited: friend.name });
    expect((await invitations(friend)).map((i) => [i.table.id, i.from])).toEqual([[id, host.name]]);

    // Blocks: bad input, then a block hides the invitation and refuses new ones as if nobody were there.
    expect(code(await friend.call('POST', `/api/players/${friend.name}/block`))).toBe('MALFORMED');
    expect(code(await friend.call('POST', '/api/players/nobody-here/block'))).toBe('NO_PLAYER');
    expect(code(await friend.call('POST', `/api/players/${host.name}/block`, undefined, { csrf: false }))).toBe('CSRF');
    expect(code(await friend.call('POST', `/api/players/${host.name}/block`, { why: 1 }))).toBe('MALFORMED');
    expect(await count('blocks')).toBe(0);
    const blocked = await friend.call<BlockList>('POST', `/api/players/${host.name}/block`);
    expect(blocked.body.blocks.map((b) => b.name)).toEqual([host.name]);
    expect((await friend.call<BlockList>('POST', `/api/players/${host.name}/block`)).body.blocks).toHaveLength(1);
    expect((await friend.call<BlockList>('GET', '/api/account/blocks')).body.blocks.map((b) => b.name)).toEqual([host.name]);
    expect(await invitations(friend)).toEqual([]);
    expect(code(await invite({ token: created.body.token, name: friend.name }))).toBe('NO_PLAYER');
    expect(await count('invitations', 'user_id = ?', [friend.id])).toBe(0);

    // Unblocked: invitations work again; one the friend took up is no longer open.
    expect((await friend.call<BlockList>('POST', `/api/players/${host.name}/unblock`)).body.blocks).toEqual([]);
    expect((await invite({ token: created.body.token, name: friend.name })).status).toBe(201);
    expect(await invitations(friend)).toHaveLength(1);
    await friend.call('POST', `/api/tables/${id}/seats`, { name: 'F' });
    expect(code(await invite({ token: created.body.token, name: friend.name }))).toBe('ALREADY_SEATED');
    expect(await invitations(friend)).toEqual([]);
    const info = await guest.call<TableInfo>('GET', `/api/tables/${id}`);
    expect(info.body.seats.map((s) => s.player ?? null)).toEqual([host.name, null, friend.name]);
  });
});
