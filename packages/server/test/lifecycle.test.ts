/**
 * The table's life on one node: listing, the host removing a person, the join budget, one seat
 * per person, expiry of waiting tables, abandonment of playing ones, and the rematch. Bad input
 * gets a typed error and changes nothing.
 */
import type { ErrorBody, SeatGrant, TableInfo } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { api, Client, createTable, join, tempDb } from './helpers.ts';

const code = (r: { body: unknown }) => (r.body as ErrorBody).error?.code;
const KEY_A = 'keyA'.repeat(6);
const KEY_B = 'keyB'.repeat(6);

/** Waiting tables expire fast here; playing ones never do within a test. */
const dbA = tempDb();
/** Playing tables are abandoned fast here; waiting ones never expire within a test. */
const dbB = tempDb();
let a: RunningServer;
let b: RunningServer;
const clients: Client[] = [];
const client = (url: string) => {
  const c = new Client(url);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  const common = { port: 0, botDelayMs: 0, webDist: '/nonexistent' };
  a = await startServer({
    ...common,
    db: dbA.file,
    lifecycle: { waitingExpiryMs: 1_500, abandonAfterMs: 3_600_000, sweepMs: 100 },
    limits: { joinsPerAddress: { burst: 6, perSecond: 0.001 } },
  });
  b = await startServer({ ...common, db: dbB.file, lifecycle: { waitingExpiryMs: 3_600_000, abandonAfterMs: 400, sweepMs: 100 } });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await a.close();
  await b.close();
  dbA.cleanup();
  dbB.cleanup();
});

const post = <T>(s: RunningServer, path: string, body: unknown) => api<T>(s.url, 'POST', path, body);
const get = <T>(s: RunningServer, path: string) => api<T>(s.url, 'GET', path);
const listedIds = async (s: RunningServer) => (await get<TableInfo[]>(s, '/api/tables')).body.map((t) => t.id);

describe('listing', () => {
  it('keeps tables unlisted by default; the host lists and unlists before the start', async () => {
    const hidden = await createTable(b.url, 3, [2]);
    const shown = await createTable(b.url, 3, [2], { listed: true });
    expect(hidden.table.listed).toBe(false);
    expect(shown.table.listed).toBe(true);
    let ids = await listedIds(b);
    expect(ids).toContain(shown.table.id);
    expect(ids).not.toContain(hidden.table.id);
    // The link still works for an unlisted table.
    expect((await get<TableInfo>(b, `/api/tables/${hidden.table.id}`)).status).toBe(200);

    const friend = await join(b.url, hidden.table.id, 'Friend');
    const path = `/api/tables/${hidden.table.id}/listed`;
    expect(code(await post(b, path, { token: friend.token, listed: true }))).toBe('NOT_HOST');
    expect(code(await post(b, path, { token: hidden.token, listed: 'yes' }))).toBe('MALFORMED');
    expect(code(await post(b, path, { token: hidden.token, listed: true, extra: 1 }))).toBe('MALFORMED');
    expect(await listedIds(b)).not.toContain(hidden.table.id);
    const r = await post<TableInfo>(b, path, { token: hidden.token, listed: true });
    expect(r.body.listed).toBe(true);
    ids = await listedIds(b);
    expect(ids).toContain(hidden.table.id);
    // Attended, so it is not abandoned on this server's short setting.
    const here = client(b.url);
    expect(await here.hello(hidden.table.id, hidden.token)).toEqual({ ok: true });
    await post(b, `/api/tables/${hidden.table.id}/start`, { token: hidden.token });
    expect(code(await post(b, path, { token: hidden.token, listed: false }))).toBe('CONFLICT');
    expect(await listedIds(b)).toContain(hidden.table.id);
  });
});

describe('removing a person', () => {
  it('lets only the host remove a person before the start, tells them why and voids their token', async () => {
    const host = await createTable(b.url, 4, [3]);
    const id = host.table.id;
    const friend = await join(b.url, id, 'Friend');
    const other = await join(b.url, id, 'Other');
    const c = client(b.url);
    expect(await c.hello(id, friend.token)).toEqual({ ok: true });
    const kick = (body: unknown) => post<TableInfo>(b, `/api/tables/${id}/kick`, body);

    const before = (await get<TableInfo>(b, `/api/tables/${id}`)).body.seats;
    expect(code(await kick({ token: other.token, seat: friend.seat, bot: null }))).toBe('NOT_HOST');
    expect(code(await kick({ token: host.token, seat: host.seat, bot: null }))).toBe('MALFORMED');
    expect(code(await kick({ token: host.token, seat: 3, bot: null }))).toBe('MALFORMED'); // a bot, not a person
    expect(code(await kick({ token: host.token, seat: 9, bot: null }))).toBe('MALFORMED');
    expect(code(await kick({ token: host.token, seat: friend.seat, bot: 'genius' }))).toBe('MALFORMED');
    expect(code(await kick({ token: 'x'.repeat(20), seat: friend.seat, bot: null }))).toBe('BAD_TOKEN');
    expect((await get<TableInfo>(b, `/api/tables/${id}`)).body.seats).toEqual(before);

    const after = await kick({ token: host.token, seat: friend.seat, bot: 'random' });
    expect(after.status).toBe(200);
    expect(after.body.seats[friend.seat as number]).toMatchObject({ name: null, bot: 'random' });
    await c.until(() => !c.socket.connected, 'the removed person to be disconnected');
    expect(c.messages('removed')).toEqual([{ table: id, reason: 'kicked' }]);
    expect(code(await post(b, `/api/tables/${id}/leave`, { token: friend.token }))).toBe('BAD_TOKEN');
    const again = client(b.url);
    expect(await again.hello(id, friend.token)).toMatchObject({ ok: false, error: { code: 'BAD_TOKEN' } });

    // Freeing a seat instead: it is open for anyone again.
    const freed = await kick({ token: host.token, seat: other.seat, bot: null });
    expect(freed.body.seats[other.seat as number]).toMatchObject({ name: null, bot: null });
    await post(b, `/api/tables/${id}/bots`, { token: host.token, seat: other.seat, kind: 'random' });
    expect((await post(b, `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    expect(code(await kick({ token: host.token, seat: 3, bot: null }))).toBe('CONFLICT');
  });
});

describe('joins', () => {
  it('holds one seat per player key and limits joins per address', async () => {
    const host = await createTable(a.url, 5, [], { key: KEY_A });
    const id = host.table.id;
    const seats = `/api/tables/${id}/seats`;
    const spectator = client(a.url);
    expect(await spectator.hello(id)).toEqual({ ok: true }); // keeps the table from expiring
    expect(code(await post(a, seats, { name: 'Me again', key: KEY_A }))).toBe('ALREADY_SEATED');
    expect(code(await post(a, seats, { name: 'Bad key', key: 'short' }))).toBe('MALFORMED');
    const first = await post<SeatGrant>(a, seats, { name: 'B', key: KEY_B });
    expect(first.status).toBe(201);
    expect(code(await post(a, seats, { name: 'B twice', key: KEY_B }))).toBe('ALREADY_SEATED');
    // Refused requests cost nothing: the budget (6) has room for five more joins, then runs out.
    for (const name of ['C', 'D', 'E']) expect((await post(a, seats, { name })).status).toBe(201);
    const another = await createTable(a.url, 5, [4]);
    // Attended, so it cannot expire (1.5 s here) while a loaded machine is slow to send the joins.
    expect(await client(a.url).hello(another.table.id)).toEqual({ ok: true });
    for (const name of ['F', 'G']) expect((await post(a, `/api/tables/${another.table.id}/seats`, { name })).status).toBe(201);
    const over = await post(a, `/api/tables/${another.table.id}/seats`, { name: 'H' });
    expect(code(over)).toBe('RATE_LIMITED');
    expect(over.status).toBe(429);
  });
});

describe('expiry', () => {
  it('removes a waiting table nobody attends, and keeps one somebody watches', async () => {
    const lonely = await createTable(a.url, 3, [1, 2]);
    const watched = await createTable(a.url, 3, [1, 2]);
    const c = client(a.url);
    expect(await c.hello(watched.table.id, watched.token)).toEqual({ ok: true });
    const deadline = Date.now() + 10_000;
    while ((await get(a, `/api/tables/${lonely.table.id}`)).status !== 404) {
      if (Date.now() > deadline) throw new Error('the waiting table did not expire');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(code(await post(a, `/api/tables/${lonely.table.id}/start`, { token: lonely.token }))).toBe('NO_TABLE');
    await new Promise((r) => setTimeout(r, 600));
    expect((await get<TableInfo>(a, `/api/tables/${watched.table.id}`)).body.status).toBe('open');
  });

  it('ends a playing table every person left as abandoned; play after that is refused', async () => {
    const host = await createTable(b.url, 3, [1, 2], { listed: true });
    const id = host.table.id;
    const kept = await createTable(b.url, 3, [1, 2]);
    const c = client(b.url);
    expect(await c.hello(id, host.token)).toEqual({ ok: true });
    await post(b, `/api/tables/${id}/start`, { token: host.token });
    const stay = client(b.url);
    expect(await stay.hello(kept.table.id, kept.token)).toEqual({ ok: true });
    await post(b, `/api/tables/${kept.table.id}/start`, { token: kept.token });
    await c.until(() => c.view !== null, 'the first view');
    c.close();
    const watcher = client(b.url);
    expect(await watcher.hello(id)).toEqual({ ok: true });
    await watcher.until(() => watcher.table?.ended === 'abandoned', 'the abandoned end', 5_000);
    expect(watcher.table?.status).toBe('over');
    const info = (await get<TableInfo>(b, `/api/tables/${id}`)).body;
    expect(info).toMatchObject({ status: 'over', ended: 'abandoned' });
    expect(await listedIds(b)).not.toContain(id);
    const back = client(b.url);
    expect(await back.hello(id, host.token)).toEqual({ ok: true });
    const r = await back.act({ type: 'pass' });
    expect(r).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    expect((await get<TableInfo>(b, `/api/tables/${kept.table.id}`)).body.status).toBe('playing');
  });
});

describe('rematch', () => {
  it('is asked for by the host once the game is over, created once, accepted or declined by the others', async () => {
    const host = await createTable(b.url, 4, [3], { key: KEY_A });
    const id = host.table.id;
    const ann = await join(b.url, id, 'Ann');
    const bob = await join(b.url, id, 'Bob');
    const rematch = (token: string) => post<SeatGrant>(b, `/api/tables/${id}/rematch`, { token });
    expect(code(await rematch(host.token))).toBe('CONFLICT'); // not started
    // The host stays connected until the game is known not to be over: a table nobody attends is
    // abandoned on this server after 400 ms, which a loaded machine can spend before the check.
    const present = client(b.url);
    expect(await present.hello(id, host.token)).toEqual({ ok: true });
    await post(b, `/api/tables/${id}/start`, { token: host.token });
    expect(code(await rematch(host.token))).toBe('CONFLICT'); // not over
    present.close();
    const watcher = client(b.url);
    expect(await watcher.hello(id)).toEqual({ ok: true });
    await watcher.until(() => watcher.table?.status === 'over', 'the game to end (abandoned)', 5_000);

    expect(code(await rematch(ann.token))).toBe('NOT_HOST');
    expect(code(await post(b, `/api/tables/${id}/rematch`, { token: host.token, seed: 'x' }))).toBe('MALFORMED');
    expect(code(await post(b, `/api/tables/${id}/rematch/accept`, { token: ann.token }))).toBe('CONFLICT'); // nothing offered yet
    const [first, second] = await Promise.all([rematch(host.token), rematch(host.token)]);
    const grants = [first, second].filter((r) => r.status === 201);
    expect(grants).toHaveLength(1);
    expect(code([first, second].find((r) => r.status !== 201) as { body: unknown })).toBe('CONFLICT');
    const grant = (grants[0] as { body: SeatGrant }).body;
    const next = grant.table;
    expect(next).toMatchObject({ game: 'perfect-alibi', players: 4, status: 'open', rematchOf: id, listed: false });
    // Rotated by one: seat s moves to s + 1, the last to seat 0; bots kept.
    expect(grant.seat).toBe(((host.seat as number) + 1) % 4);
    expect(next.seats[0]).toMatchObject({ bot: 'random', name: null });
    expect(next.seats[((ann.seat as number) + 1) % 4]).toMatchObject({ name: 'Ann', invited: true });
    expect(next.seats[((bob.seat as number) + 1) % 4]).toMatchObject({ name: 'Bob', invited: true });
    await watcher.until(() => watcher.table?.rematch === next.id, 'the offer on the old table');
    expect(code(await rematch(host.token))).toBe('CONFLICT');
    // The invited seats are held: nobody else sits there, and the start waits for them.
    expect(code(await post(b, `/api/tables/${next.id}/seats`, { name: 'Eve', seat: ((ann.seat as number) + 1) % 4 }))).toBe(
      'SEAT_TAKEN',
    );
    expect(code(await post(b, `/api/tables/${next.id}/start`, { token: grant.token }))).toBe('CONFLICT');
    // The old token is not a seat at the new table.
    expect(code(await post(b, `/api/tables/${next.id}/leave`, { token: ann.token }))).toBe('BAD_TOKEN');

    const accepted = await post<SeatGrant>(b, `/api/tables/${id}/rematch/accept`, { token: ann.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.seat).toBe(((ann.seat as number) + 1) % 4);
    expect(accepted.body.table.seats[accepted.body.seat as number]).toMatchObject({ name: 'Ann' });
    expect(accepted.body.table.seats[accepted.body.seat as number]).not.toHaveProperty('invited');
    // A second tab accepting gets the same seat and token.
    const again = await post<SeatGrant>(b, `/api/tables/${id}/rematch/accept`, { token: ann.token });
    expect(again.body.token).toBe(accepted.body.token);
    const annThere = client(b.url);
    expect(await annThere.hello(next.id, accepted.body.token)).toEqual({ ok: true });
    expect(annThere.seat).toBe(accepted.body.seat);

    const declined = await post<TableInfo>(b, `/api/tables/${id}/rematch/decline`, { token: bob.token });
    expect(declined.body.seats[((bob.seat as number) + 1) % 4]).toMatchObject({ name: null, bot: null });
    expect(code(await post(b, `/api/tables/${id}/rematch/accept`, { token: bob.token }))).toBe('CONFLICT');
    expect(code(await post(b, `/api/tables/${id}/rematch/decline`, { token: bob.token }))).toBe('CONFLICT');
    // The host's player key came along: no second seat for the host at the rematch.
    expect(code(await post(b, `/api/tables/${next.id}/seats`, { name: 'Host again', key: KEY_A }))).toBe('ALREADY_SEATED');
    // The host fills the declined seat with a bot and starts: a new deal at the new table.
    await post(b, `/api/tables/${next.id}/bots`, { token: grant.token, seat: ((bob.seat as number) + 1) % 4, kind: 'random' });
    const started = await post<TableInfo>(b, `/api/tables/${next.id}/start`, { token: grant.token });
    expect(started.body.status).toBe('playing');
  });
});
