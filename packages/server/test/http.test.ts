/** The lobby over HTTP: typed errors, seats, bots, the start, replays, docs and the web app. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import {
  ReplayViews,
  type ErrorBody,
  type GameInfo,
  type LeaveResult,
  type Replay,
  type SeatGrant,
  type TableInfo,
} from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { api, Client, createTable, join, readStored, tempDb } from './helpers.ts';

const db = tempDb();
const web = joinPath(db.file, '..', 'web');
let server: RunningServer;
beforeAll(async () => {
  mkdirSync(joinPath(web, 'assets'), { recursive: true });
  writeFileSync(joinPath(web, 'index.html'), '<!doctype html><title>alibi</title>');
  writeFileSync(joinPath(web, 'assets', 'app.js'), 'console.log(1)');
  server = await startServer({ port: 0, db: db.file, botDelayMs: 0, webDist: web });
});
afterAll(async () => {
  await server.close();
  db.cleanup();
});

const post = <T>(path: string, body: unknown) => api<T>(server.url, 'POST', path, body);
const get = <T>(path: string) => api<T>(server.url, 'GET', path);
const code = (r: { body: unknown }) => (r.body as ErrorBody).error?.code;

describe('games', () => {
  it('lists every game with its options as JSON Schema, without the fixed deal', async () => {
    const r = await get<GameInfo[]>('/api/games');
    expect(r.status).toBe(200);
    const pa = r.body.find((g) => g.id === 'perfect-alibi');
    expect(pa).toMatchObject({ playable: true, players: [3, 4, 5], cooperative: false });
    expect(r.body.find((g) => g.id === 'alibis')).toMatchObject({ playable: true, cooperative: true });
    expect(pa?.optionsSchema).toMatchObject({ type: 'object', properties: { rival: { type: 'boolean' } } });
    expect(JSON.stringify(pa?.optionsSchema)).not.toContain('deal');
    expect(r.body.filter((g) => !g.playable).every((g) => g.optionsSchema === null)).toBe(true);
  });
});

describe('tables', () => {
  it('creates, lists, seats people and bots, and starts only when full and asked by the host', async () => {
    // Listed, so the public lobby shows it (tables are unlisted by default: lifecycle.test.ts).
    const host = await createTable(server.url, 4, [3], { listed: true });
    expect(host.seat).toBe(0);
    expect(host.table).toMatchObject({ status: 'open', players: 4, name: "Host's table" });
    const id = host.table.id;
    expect((await get<TableInfo[]>('/api/tables')).body.map((t) => t.id)).toContain(id);
    expect((await get<TableInfo>(`/api/tables/${id}`)).body.seats[3]).toMatchObject({ bot: 'random', connected: true });

    const b = await post<SeatGrant>(`/api/tables/${id}/seats`, { name: 'B', seat: 2 });
    expect(b.status).toBe(201);
    expect(b.body.seat).toBe(2);
    expect(code(await post(`/api/tables/${id}/seats`, { name: 'C', seat: 2 }))).toBe('SEAT_TAKEN');
    expect(code(await post(`/api/tables/${id}/seats`, { name: 'C', seat: 6 }))).toBe('MALFORMED');
    expect(code(await post(`/api/tables/${id}/start`, { token: host.token }))).toBe('CONFLICT');
    expect(code(await post(`/api/tables/${id}/bots`, { token: b.body.token, seat: 1, kind: 'random' }))).toBe('NOT_HOST');
    expect(code(await post(`/api/tables/${id}/bots`, { token: 'z'.repeat(20), seat: 1, kind: 'random' }))).toBe('BAD_TOKEN');
    expect(code(await post(`/api/tables/${id}/bots`, { token: host.token, seat: 2, kind: 'random' }))).toBe('SEAT_TAKEN');
    const withBot = await post<TableInfo>(`/api/tables/${id}/bots`, { token: host.token, seat: 1, kind: 'random' });
    expect(withBot.body.seats[1]).toMatchObject({ bot: 'random' });
    expect(code(await post(`/api/tables/${id}/seats`, { name: 'C' }))).toBe('TABLE_FULL');
    const removed = await post<TableInfo>(`/api/tables/${id}/bots/remove`, { token: host.token, seat: 1 });
    expect(removed.body.seats[1]).toMatchObject({ bot: null, name: null });
    expect(code(await post(`/api/tables/${id}/bots/remove`, { token: host.token, seat: 1 }))).toBe('MALFORMED');
    await join(server.url, id, 'C');

    expect(code(await post(`/api/tables/${id}/start`, { token: b.body.token }))).toBe('NOT_HOST');
    const started = await post<TableInfo>(`/api/tables/${id}/start`, { token: host.token });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('playing');
    expect(code(await post(`/api/tables/${id}/start`, { token: host.token }))).toBe('CONFLICT');
    expect(code(await post(`/api/tables/${id}/seats`, { name: 'D' }))).toBe('CONFLICT');
    expect(code(await get(`/api/tables/${id}/replay`))).toBe('CONFLICT');
    // The seed is secret: nothing the API returns mentions it.
    const seed = readStored(db.file, id).seed;
    for (const path of [`/api/tables/${id}`, '/api/tables']) expect(JSON.stringify((await get(path)).body)).not.toContain(seed);
  });

  it('refuses bad tables with typed errors', async () => {
    const base = { game: 'perfect-alibi', players: 4, host: 'H' };
    expect(code(await post('/api/tables', { ...base, players: 6 }))).toBe('BAD_PLAYERS');
    expect(code(await post('/api/tables', { ...base, game: 'alibis', players: 3, options: { firstPlayer: 4 } }))).toBe(
      'BAD_OPTIONS',
    );
    expect(code(await post('/api/tables', { ...base, options: { deal: { missing: 0, hands: [] } } }))).toBe('BAD_OPTIONS');
    expect(code(await post('/api/tables', { ...base, options: { rival: 'yes' } }))).toBe('MALFORMED');
    expect(code(await post('/api/tables', { ...base, extra: true }))).toBe('MALFORMED');
    expect(code(await post('/api/tables', { ...base, bots: [0, 1, 2, 3].map((seat) => ({ seat, kind: 'random' })) }))).toBe(
      'TABLE_FULL',
    );
    expect(code(await post('/api/tables', { ...base, bots: [{ seat: 5, kind: 'random' }] }))).toBe('MALFORMED');
    expect(code(await get('/api/tables/nope'))).toBe('NO_TABLE');
    expect((await get('/api/tables/nope')).status).toBe(404);
    const bad = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"game":',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.code).toBe('MALFORMED');
    const huge = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...base, host: 'x'.repeat(100_000) }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as ErrorBody).error.code).toBe('TOO_LARGE');
  });

  it('passes the host role on when the host leaves, and closes a table nobody is left at', async () => {
    const host = await createTable(server.url, 3, [2]);
    const id = host.table.id;
    const b = await join(server.url, id, 'B');
    const watcher = new Client(server.url);
    await watcher.hello(id);
    const left = await post<LeaveResult>(`/api/tables/${id}/leave`, { token: host.token });
    expect(left.body.table?.seats[0]).toMatchObject({ name: null, bot: null });
    await watcher.until(() => watcher.table?.seats[0]?.name === null, 'the table push');
    expect(code(await post(`/api/tables/${id}/leave`, { token: host.token }))).toBe('BAD_TOKEN');
    // B is host now.
    expect((await post(`/api/tables/${id}/bots`, { token: b.token, seat: 0, kind: 'random' })).status).toBe(200);
    expect((await post<LeaveResult>(`/api/tables/${id}/leave`, { token: b.token })).body).toEqual({ table: null });
    expect(code(await get(`/api/tables/${id}`))).toBe('NO_TABLE');
    await watcher.until(() => !watcher.socket.connected, 'the watcher to be dropped');
  });

  it('plays bots of every level (easy, medium, hard) to the end, also in a game without an expert', async () => {
    const levels = ['expert', 'heuristic', 'random'].map((kind, seat) => ({ seat, kind }));
    for (const game of ['perfect-alibi', 'alibi-1993']) {
      const host = await createTable(server.url, 3, [], { game, spectate: true, bots: levels });
      expect(host.table.seats.map((s) => s.bot)).toEqual(['expert', 'heuristic', 'random']);
      const id = host.table.id;
      expect((await post(`/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
      for (let i = 0; i < 800 && (await get<TableInfo>(`/api/tables/${id}`)).body.status !== 'over'; i++)
        await new Promise((r) => setTimeout(r, 25));
      expect((await get<TableInfo>(`/api/tables/${id}`)).body.status).toBe('over');
    }
  });

  it('serves a finished game as a replay for each seat and for spectators', async () => {
    const host = await createTable(server.url, 3, [0, 1, 2], { spectate: true });
    expect(host.seat).toBeNull();
    const id = host.table.id;
    expect((await post(`/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    for (let i = 0; i < 400 && (await get<TableInfo>(`/api/tables/${id}`)).body.status !== 'over'; i++)
      await new Promise((r) => setTimeout(r, 25));
    const stored = readStored(db.file, id);
    // Bots hold every seat: only the spectator's perspective is open (seats need their tokens: replay.test.ts).
    const r = await get<Replay>(`/api/tables/${id}/replay?as=spectator`);
    expect(r.status).toBe(200);
    expect(r.body.viewer).toBe('spectator');
    expect(r.body.steps).toHaveLength(stored.log.length + 1);
    expect(r.body.steps[0]).toMatchObject({ version: 0, events: [] });
    expect(JSON.stringify(r.body)).not.toContain(stored.seed);
    expect(code(await get(`/api/tables/${id}/replay?as=0`))).toBe('BAD_TOKEN');
    const spectatorStart = new ReplayViews((await get<Replay>(`/api/tables/${id}/replay`)).body.steps).at(0) as { hand: unknown };
    expect(spectatorStart.hand).toBeNull();
    expect(code(await get(`/api/tables/${id}/replay?as=7`))).toBe('MALFORMED');
    expect(code(await get(`/api/tables/${id}/replay?as=me`))).toBe('MALFORMED');
    expect((await get<TableInfo[]>('/api/tables')).body.map((t) => t.id)).not.toContain(id);
  });

  it('a table that publishes its reviews opens every seat\'s perspective to anyone once it is over, and keeps the option after a restart and in its rematch', async () => {
    const host = await createTable(server.url, 3, [1, 2], { publishReviews: true });
    const id = host.table.id;
    expect(host.table.publishReviews).toBe(true);
    // Not before the end: no replay at all while the game is on.
    expect((await post(`/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    expect(code(await get(`/api/tables/${id}/replay?as=1`))).toBe('CONFLICT');
    // The host resigns: the bots finish the game.
    expect((await post(`/api/tables/${id}/resign`, { token: host.token })).status).toBe(200);
    for (let i = 0; i < 800 && (await get<TableInfo>(`/api/tables/${id}`)).body.status !== 'over'; i++)
      await new Promise((r) => setTimeout(r, 25));
    for (const seat of [0, 1, 2]) {
      const r = await get<Replay>(`/api/tables/${id}/replay?as=${seat}`);
      expect(r.status).toBe(200);
      expect(r.body.viewer).toBe(seat);
      // The seat's own hand is in its perspective from the first step.
      expect((new ReplayViews(r.body.steps).at(0) as { hand: unknown[] }).hand).toHaveLength(r.body.table.players === 3 ? 5 : 4);
    }
    expect(code(await get(`/api/tables/${id}/replay?as=3`))).toBe('MALFORMED');
    // Stored: a fresh server over the same database still publishes it.
    const again = await startServer({ port: 0, db: db.file, botDelayMs: 0, webDist: web });
    try {
      const info = await api<TableInfo>(again.url, 'GET', `/api/tables/${id}`);
      expect(info.body.publishReviews).toBe(true);
      expect((await api<Replay>(again.url, 'GET', `/api/tables/${id}/replay?as=2`)).status).toBe(200);
    } finally {
      await again.close();
    }
    const rematch = await post<SeatGrant>(`/api/tables/${id}/rematch`, { token: host.token });
    expect(rematch.status).toBe(201);
    expect(rematch.body.table.publishReviews).toBe(true);
    // Without the option (the API's default) a seat's perspective needs its token.
    const privateTable = await createTable(server.url, 3, [0, 1, 2], { spectate: true });
    expect(privateTable.table.publishReviews).toBe(false);
  });
});

describe('docs and the web app', () => {
  it('serves OpenAPI, its UI, the app with SPA fallback, and JSON 404s under /api', async () => {
    const spec = await get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(spec.body.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining(['/api/tables', '/api/tables/{id}/start', '/api/tables/{id}/replay', '/api/games']),
    );
    expect((await fetch(`${server.url}/api/docs`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/assets/app.js`)).text()).toBe('console.log(1)');
    const deep = await fetch(`${server.url}/table/abc`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>alibi</title>');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    const missing = await fetch(`${server.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).error.code).toBe('NOT_FOUND');
  });
});
