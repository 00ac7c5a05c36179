/**
 * Table chat over real sockets: who may write, length and text checks, the rate limit (a flood
 * stores nothing past the budget), Alibis' closed phases, history on hello, chat in the replay,
 * and (with ALIBI_TEST_PG and ALIBI_TEST_REDIS) two nodes seeing each other's lines.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import type { ChatLine, ChatStatus, Replay, SeatGrant, WireError } from '@alibi/protocol';
import { CHAT_MAX_CHARS } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { ChatStore, DEFAULT_CHAT_SETTINGS } from '../src/chat.ts';
import { openDb } from '../src/db.ts';
import { Store } from '../src/store.ts';
import { api, autoplay, Client, createTable, join, perfectAlibi, start, tempDb, waitFor } from './helpers.ts';
import { freshPg } from './nodes.ts';

type ChatAck = { ok: true; id: number } | { ok: false; error: WireError };
const say = (c: Client, body: unknown): Promise<ChatAck> => c.socket.timeout(5000).emitWithAck('chat', body as never);
const lines = (c: Client) => c.messages('chat') as ChatLine[];
const welcomeChat = (c: Client) =>
  (c.messages('welcome').at(-1) as { chat: { lines: ChatLine[]; closed: string | null; canWrite: boolean } }).chat;
const storedCount = (file: string, table: string): number => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('select count(*) as n from chat where table_id = ?').get(table) as { n: number }).n;
  } finally {
    db.close();
  }
};
const codeOf = (r: ChatAck) => (r.ok ? 'ok' : r.error.code);

describe('table chat (one node)', () => {
  const db = tempDb();
  let server: RunningServer;
  const clients: Client[] = [];
  const client = () => {
    const c = new Client(server.url);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    server = await start(db.file);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server.close();
    db.cleanup();
  });

  it('seats and a spectating host write, spectators read; every line reaches the whole table with seat, name and time', async () => {
    const host = await createTable(server.url, 3, [2]);
    const id = host.table.id;
    const guest = await join(server.url, id, 'Guest');
    const [h, g, s] = [client(), client(), client()];
    expect(await h.hello(id, host.token)).toEqual({ ok: true });
    expect(await g.hello(id, guest.token)).toEqual({ ok: true });
    expect(await s.hello(id)).toEqual({ ok: true });
    expect(welcomeChat(h)).toEqual({ lines: [], closed: null, canWrite: true });
    expect(welcomeChat(s).canWrite).toBe(false);

    const r = await say(g, { text: '  hello <b>all</b>  ' });
    expect(r.ok).toBe(true);
    for (const c of [h, g, s]) await c.until(() => lines(c).length === 1, 'the line');
    const line = lines(s)[0] as ChatLine;
    expect(line).toMatchObject({ id: 1, seat: 1, name: 'Guest', text: 'hello <b>all</b>' });
    expect(Number.isNaN(Date.parse(line.at))).toBe(false);
    // No version next to a live line: it would date actions a viewer may not see.
    expect(line).not.toHaveProperty('after');

    expect(codeOf(await say(s, { text: 'me too' }))).toBe('NOT_SEATED');
    const lone = client();
    expect(codeOf(await say(lone, { phrase: 'hello' }))).toBe('NOT_SEATED');

    // A spectating host writes as seat null, under the host's name.
    const watcher = (
      await api<SeatGrant>(server.url, 'POST', '/api/tables', {
        game: 'perfect-alibi',
        players: 3,
        host: 'Watcher',
        spectate: true,
      })
    ).body;
    const w = client();
    await w.hello(watcher.table.id, watcher.token);
    expect(welcomeChat(w).canWrite).toBe(true);
    expect(codeOf(await say(w, { phrase: 'good-luck' }))).toBe('ok');
    await w.until(() => lines(w).length === 1, 'the host line');
    expect(lines(w)[0]).toMatchObject({ seat: null, name: 'Watcher', phrase: 'good-luck' });
    expect(lines(w)[0]).not.toHaveProperty('text');
    expect(storedCount(db.file, id)).toBe(1);
  });

  it('refuses bad input with typed errors and stores nothing', async () => {
    const host = await createTable(server.url, 3, [1, 2]);
    const id = host.table.id;
    const h = client();
    await h.hello(id, host.token);
    const bad: unknown[] = [
      { text: 'x'.repeat(CHAT_MAX_CHARS + 1) },
      { text: '   ' },
      { text: '' },
      { text: 'bell\u0007' },
      { text: 'a\u202Eb' },
      { text: '\u3164' },
      { phrase: 'insult' },
      { text: 'hi', phrase: 'hello' },
      { text: 'hi', seat: 2 },
      { text: 42 },
      'hi',
      null,
    ];
    for (const b of bad) {
      const r = await say(h, b);
      expect(codeOf(r), JSON.stringify(b)).toBe('MALFORMED');
    }
    expect(storedCount(db.file, id)).toBe(0);
    // Exactly the limit is fine.
    expect(codeOf(await say(h, { text: 'y'.repeat(CHAT_MAX_CHARS) }))).toBe('ok');
    expect(storedCount(db.file, id)).toBe(1);
  });

  it('a flood gets RATE_LIMITED past the burst; a seat shares one budget across its tabs; nothing past it is stored', async () => {
    const host = await createTable(server.url, 3, [1, 2]);
    const id = host.table.id;
    const [a, b] = [client(), client()];
    await a.hello(id, host.token);
    await b.hello(id, host.token);
    const burst = DEFAULT_CHAT_SETTINGS.perSeat.burst;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => say(a, { text: `line ${i}` })));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(burst);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(20 - burst);
    // The same seat through another tab has no budget left either.
    expect(codeOf(await say(b, { phrase: 'oops' }))).toBe('RATE_LIMITED');
    expect(storedCount(db.file, id)).toBe(burst);
    await b.until(() => lines(b).length === burst, 'the accepted lines');
    expect(lines(b).map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('sends the recent lines on hello, oldest first, so a reload shows the talk', async () => {
    const host = await createTable(server.url, 3, [2]);
    const id = host.table.id;
    const guest = await join(server.url, id, 'Guest');
    const [h, g] = [client(), client()];
    await h.hello(id, host.token);
    await g.hello(id, guest.token);
    await say(h, { text: 'one' });
    await say(g, { phrase: 'thinking' });
    await say(h, { text: 'three' });
    const again = client();
    await again.hello(id, guest.token);
    expect(welcomeChat(again).lines.map((l) => l.text ?? l.phrase)).toEqual(['one', 'thinking', 'three']);
    expect(welcomeChat(again).lines.map((l) => l.seat)).toEqual([0, 1, 0]);
  });

  it('the replay of a finished table holds its chat, each line with the version it came after', async () => {
    const host = await createTable(server.url, 3, [1, 2]);
    const id = host.table.id;
    const h = client();
    await h.hello(id, host.token);
    expect(codeOf(await say(h, { phrase: 'good-luck' }))).toBe('ok');
    await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token });
    const player = autoplay(h, perfectAlibi(), 'chat-replay');
    await h.until(() => h.table?.status === 'over', 'the end', 60_000);
    player.stop();
    const final = h.version;
    expect(codeOf(await say(h, { phrase: 'good-game' }))).toBe('ok');
    const r = await api<Replay>(server.url, 'GET', `/api/tables/${id}/replay`);
    expect(r.status).toBe(200);
    expect(r.body.chat?.map((l) => [l.phrase, l.after, l.seat])).toEqual([
      ['good-luck', 0, 0],
      ['good-game', final, 0],
    ]);
    expect(r.body.steps.at(-1)?.version).toBe(final);
  });

  it('Alibis: closed while alibis are written and boards are filled, open at the reveal until the next alibi', async () => {
    const created = await api<SeatGrant>(server.url, 'POST', '/api/tables', { game: 'alibis', players: 2, host: 'Ann' });
    const id = created.body.table.id;
    const bob = await join(server.url, id, 'Bob');
    const [a, b] = [client(), client()];
    await a.hello(id, created.body.token);
    await b.hello(id, bob.token);
    // Before the start the table talks freely.
    expect(codeOf(await say(a, { text: 'ready?' }))).toBe('ok');
    await api(server.url, 'POST', `/api/tables/${id}/start`, { token: created.body.token });
    const status = (c: Client) => (c.messages('chatStatus') as ChatStatus[]).at(-1)?.closed;
    await b.until(() => status(b) === 'writing', 'closed for writing');
    expect(codeOf(await say(b, { text: 'my words are horse and spring' }))).toBe('CHAT_CLOSED');
    expect(codeOf(await say(a, { phrase: 'thinking' }))).toBe('CHAT_CLOSED');
    const first = (c: Client) => c.legal[0] as { type: string };
    for (const c of [a, b]) expect((await c.act(first(c))).ok).toBe(true);
    await b.until(() => status(b) === 'guessing', 'closed for guessing');
    expect(codeOf(await say(b, { text: 'I think 3 is the perpetrator' }))).toBe('CHAT_CLOSED');
    // A board with a perpetrator, then confirm.
    for (const c of [a, b]) {
      expect((await c.act(first(c))).ok).toBe(true);
      await c.until(() => first(c)?.type === 'confirm', 'confirm offered');
      expect((await c.act(first(c))).ok).toBe(true);
    }
    await a.until(() => status(a) === null, 'open at the reveal');
    expect(codeOf(await say(b, { phrase: 'well-played' }))).toBe('ok');
    // A refused line was never stored: ready? and well played only.
    expect(storedCount(db.file, id)).toBe(2);
    // A fresh hello tells the status too.
    const late = client();
    await late.hello(id);
    expect(welcomeChat(late).closed).toBeNull();
    expect((await a.act(first(a))).ok).toBe(true);
    await b.until(() => status(b) === 'writing', 'closed again by the first alibi');
    expect(codeOf(await say(b, { text: 'hmm' }))).toBe('CHAT_CLOSED');
    expect(storedCount(db.file, id)).toBe(2);
  });
});

describe('chat storage', () => {
  it('takes ids 1, 2, 3… per table, stores nothing past the cap, and goes with its table', async () => {
    const tmp = tempDb();
    const store = new Store(await openDb(tmp.file));
    try {
      const table = (id: string) => ({
        id,
        name: id,
        game: 'perfect-alibi',
        players: 3,
        options: {},
        seed: null,
        status: 'open' as const,
        createdAt: new Date().toISOString(),
        version: 0,
      });
      const seat = { seat: 0, name: 'A', bot: null, tokenHash: null, host: true };
      await store.createTable(table('t1'), [seat]);
      await store.createTable(table('t2'), [seat]);
      const chat = new ChatStore(store.db);
      const line = (text: string) => ({ seat: 0, name: 'A', text, phrase: null, after_version: 0, at: new Date().toISOString() });
      expect(await chat.add('t1', line('a'), 3)).toBe(1);
      expect(await chat.add('t2', line('x'), 3)).toBe(1);
      expect(await chat.add('t1', line('b'), 3)).toBe(2);
      expect(await chat.add('t1', line('c'), 3)).toBe(3);
      expect(await chat.add('t1', line('d'), 3)).toBeNull();
      expect((await chat.after('t1', 0)).map((l) => l.text)).toEqual(['a', 'b', 'c']);
      expect((await chat.recent('t1', 2)).map((l) => l.id)).toEqual([2, 3]);
      await store.deleteTable('t1');
      expect(await chat.after('t1', 0)).toEqual([]);
      expect(await chat.after('t2', 0)).toHaveLength(1);
    } finally {
      await store.close();
      tmp.cleanup();
    }
  });
});

const pgUrl = process.env.ALIBI_TEST_PG;
const redisUrl = process.env.ALIBI_TEST_REDIS;

describe.skipIf(!pgUrl || !redisUrl)('table chat on two nodes (PostgreSQL + Redis)', () => {
  let fresh: { url: string; drop(): Promise<void> };
  const nodes: RunningServer[] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    fresh = await freshPg(pgUrl as string);
    // One after the other: the first creates the schema.
    for (let i = 0; i < 2; i++)
      nodes.push(
        await startServer({ port: 0, db: fresh.url, redis: redisUrl as string, botDelayMs: 0, webDist: '/nonexistent' }),
      );
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all(nodes.map((n) => n.close()));
    await fresh?.drop();
  });

  it("each node pushes the other's lines to its connections, in one order, and serves them on hello", async () => {
    const [n1, n2] = nodes as [RunningServer, RunningServer];
    const host = await createTable(n1.url, 3, [2]);
    const id = host.table.id;
    const guest = await join(n2.url, id, 'Guest');
    const a = new Client(n1.url);
    const b = new Client(n2.url);
    clients.push(a, b);
    await a.hello(id, host.token);
    await b.hello(id, guest.token);
    expect(codeOf(await say(a, { text: 'from node one' }))).toBe('ok');
    await b.until(() => lines(b).length === 1, 'node two hears node one');
    expect(codeOf(await say(b, { phrase: 'hello' }))).toBe('ok');
    await a.until(() => lines(a).length === 2, 'node one hears node two');
    await b.until(() => lines(b).length === 2, 'node two has both');
    // Lines sent at once from both nodes get distinct ids; every connection sees one order.
    await Promise.all([say(a, { text: 'a' }), say(b, { text: 'b' })]);
    await waitFor(() => lines(a).length === 4 && lines(b).length === 4, 'both racing lines everywhere');
    expect(lines(a).map((l) => l.id)).toEqual([1, 2, 3, 4]);
    expect(lines(b)).toEqual(lines(a));
    const c = new Client(n2.url);
    clients.push(c);
    await c.hello(id);
    expect(welcomeChat(c).lines).toEqual(lines(a));
    const stored = new pg.Client({ connectionString: fresh.url });
    await stored.connect();
    const { rows } = await stored.query('select count(*)::int as n from chat where table_id = $1', [id]);
    await stored.end();
    expect(rows[0].n).toBe(4);
  });
});
