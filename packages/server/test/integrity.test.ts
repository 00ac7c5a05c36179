/**
 * Integrity and the play queue (issue 16): a used seq never acknowledges another action, and two
 * tabs of one seat share its sequence; names and text hold no control or invisible characters;
 * refused creations cost no creation budget; a change nobody else can see reaches nobody else;
 * reconnect floods are coalesced into a few `table` messages.
 */
import { patch, type ActResult, type DeltaUpdate, type TableInfo, type Update, type Welcome } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { PRESENCE_BURST, PRESENCE_WINDOW_MS } from '../src/hub.ts';
import { api, Client, createTable, join, perfectAlibi, readStored, start, tempDb } from './helpers.ts';
import { freshPg } from './nodes.ts';

const db = tempDb();
let server: RunningServer;
const open: Client[] = [];
beforeAll(async () => {
  server = await start(db.file);
});
afterAll(async () => {
  for (const c of open) c.close();
  await server.close();
  db.cleanup();
});

const game = perfectAlibi();
const isInterrupt = (a: unknown) => game.meta.interrupts.includes(String((a as { type?: unknown }).type));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const client = (url: string) => {
  const c = new Client(url);
  open.push(c);
  return c;
};

/** A started 3-seat Perfect Alibi table of people only; `mover` must move now. */
async function startedTable(url: string) {
  const host = await createTable(url, 3, []);
  const id = host.table.id;
  const grants = [host, await join(url, id, 'B'), await join(url, id, 'C')];
  const clients = grants.map(() => client(url));
  for (const [i, c] of clients.entries()) expect(await c.hello(id, grants[i]?.token)).toEqual({ ok: true });
  expect((await api(url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
  for (const c of clients) await c.until(() => c.view !== null, 'the first view');
  const mover = clients.find((c) => c.legal.some((a) => !isInterrupt(a)));
  if (!mover) throw new Error('no seat to move');
  return { id, grants, clients, mover, token: grants[mover.seat as number]?.token as string };
}

describe('finding 2: one (seat, seq) carries one action', () => {
  it('refuses another action on a used seq from a second tab, and tells every tab the next seq', async () => {
    const { id, clients, mover, token } = await startedTable(server.url);
    const tab2 = client(server.url);
    expect(await tab2.hello(id, token)).toEqual({ ok: true });
    const moves = mover.legal.filter((a) => !isInterrupt(a));
    const [first, other] = [moves[0], moves[1] ?? { type: 'claim', card: 99 }];
    // Both tabs were welcomed with the same next seq: they would number alike.
    expect(tab2.nextSeq).toBe(mover.nextSeq);
    const seq = mover.nextSeq;
    expect(await mover.act(first, seq)).toEqual({ seq, ok: true, version: 1 });
    // Today's code answered this `ok` too, though only the first action was stored.
    const second = await tab2.act(other, seq);
    expect(second).toMatchObject({ seq, ok: false, error: { code: 'SEQ_REUSED' }, nextSeq: seq + 1 });
    // The same action again is a retry: its first answer.
    expect(await tab2.act(first, seq)).toEqual({ seq, ok: true, version: 1 });
    expect(readStored(db.file, id).log).toEqual([{ seat: mover.seat, action: first }]);
    // Every update to the seat carries its next seq, so both tabs number from the latest.
    await tab2.until(() => tab2.version === 1, 'the update in the second tab');
    const updates = tab2.messages('update') as Update[];
    expect(updates.at(-1)?.nextSeq).toBe(seq + 1);
    // Each seat hears its own next seq only.
    for (const c of clients.filter((c) => c.seat !== mover.seat)) {
      await c.until(() => c.version === 1, 'version 1');
      expect((c.messages('update') as Update[]).at(-1)?.nextSeq).toBe(c.nextSeq);
    }
  });

  it('rebuilds what each seq carried when the match is replayed from storage', async () => {
    const own = tempDb();
    let s = await start(own.file);
    try {
      const { id, mover, token } = await startedTable(s.url);
      const moves = mover.legal.filter((a) => !isInterrupt(a));
      const seq = mover.nextSeq;
      expect(await mover.act(moves[0], seq)).toMatchObject({ ok: true, version: 1 });
      await s.close();
      s = await start(own.file);
      const again = client(s.url);
      expect(await again.hello(id, token)).toEqual({ ok: true });
      expect(await again.act(moves[1] ?? { type: 'claim', card: 99 }, seq)).toMatchObject({
        ok: false,
        error: { code: 'SEQ_REUSED' },
      });
      expect(await again.act(moves[0], seq)).toEqual({ seq, ok: true, version: 1 });
      expect(readStored(own.file, id).log).toHaveLength(1);
    } finally {
      await s.close();
      own.cleanup();
    }
  });

  it('answers STALE with the next seq, so a tab that fell behind renumbers', async () => {
    const { mover } = await startedTable(server.url);
    const moves = mover.legal.filter((a) => !isInterrupt(a));
    expect(await mover.act({ type: 'no-such-action' }, 40)).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    expect(await mover.act(moves[0], 3)).toMatchObject({ ok: false, error: { code: 'STALE' }, nextSeq: 41 });
    expect(await mover.act(moves[0], 41)).toMatchObject({ ok: true, version: 1 });
    // Too deep to digest (the digest recursed until the stack gave out: an INTERNAL): refused as malformed.
    const DEPTH = 3000;
    sendNextActionAsText(mover, '['.repeat(DEPTH) + '0' + ']'.repeat(DEPTH));
    expect(await mover.act('(replaced on the wire)', 42)).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED', message: expect.stringMatching(/nested at most/) },
    });
  });
});

type Packet = { type: number; nsp: string; id?: number; data?: unknown[] };
/**
 * Puts `actionJson` on the wire as the action of the client's next `act`. The client's own encoder
 * recurses as deep as what it sends (JSON.stringify), so a 3000-deep array could exhaust the
 * test's stack before anything left (CI saw it once): the text is written here without recursion.
 */
function sendNextActionAsText(c: Client, actionJson: string): void {
  const encoder = (c.socket.io as unknown as { encoder: { encode(p: Packet): unknown[] } }).encoder;
  const encode = encoder.encode.bind(encoder);
  encoder.encode = (p: Packet) => {
    encoder.encode = encode;
    const [event, payload] = p.data as [string, { seq: number }];
    return [`${p.type}${p.id ?? ''}[${JSON.stringify(event)},{"seq":${payload.seq},"action":${actionJson}}]`];
  };
}

/** Names and texts that must be refused, each with why. */
const BAD_NAMES: [string, string][] = [
  ['A\u0000B', 'NUL'],
  ['Bob\u0007', 'a control character'],
  ['\u200B\u200B', 'zero-width spaces only'],
  ['\u202Eevil', 'a right-to-left override'],
  ['a\u2066b\u2069', 'bidi isolates'],
  ['\u3164', 'a blank Hangul filler'],
  ['\u2800\u2800', 'blank braille'],
  ['\u0301\u0301', 'combining marks alone'],
  ['line\u2028break', 'a line separator'],
  ['x\uE000', 'private use'],
  ['x\uD800', 'a lone surrogate'],
  ['\u200D', 'a joiner alone'],
];
const GOOD_NAMES = ['Zoë', '  Ana  ', '👨‍👩‍👧 family', 'می‌خواهم', '李小龙', '🏳️‍🌈'];

async function checkNames(url: string): Promise<void> {
  const body = (extra: Record<string, unknown>) => ({ game: 'perfect-alibi', players: 3, host: 'Host', ...extra });
  for (const [name, why] of BAD_NAMES) {
    for (const field of ['host', 'name']) {
      const r = await api<{ error: { code: string; message: string } }>(url, 'POST', '/api/tables', body({ [field]: name }));
      expect({ why, field, status: r.status, code: r.body.error?.code }).toEqual({ why, field, status: 400, code: 'MALFORMED' });
      expect(r.body.error.message).toMatch(new RegExp(`at ${field}: must (not contain|contain a visible)`));
    }
  }
  const host = await createTable(url, 3, []);
  const id = host.table.id;
  for (const [name, why] of BAD_NAMES) {
    const r = await api<{ error: { code: string } }>(url, 'POST', `/api/tables/${id}/seats`, { name });
    expect({ why, status: r.status, code: r.body.error?.code }).toEqual({ why, status: 400, code: 'MALFORMED' });
  }
  // Table ids and tokens are base64url: a NUL in either never reaches the database.
  expect((await api(url, 'GET', `/api/tables/a%00b`)).status).toBe(400);
  const c = client(url);
  expect(await c.hello('a\u0000b')).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
  expect(await c.hello(id, `${'x'.repeat(20)}\u0000`)).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
  expect(await c.hello(id, host.token)).toEqual({ ok: true });
  const badNotes: Record<string, string>[] = [{ a: 'x\u0000' }, { 'k\u202E': 'x' }, { a: '\u200B' }];
  for (const notes of badNotes) {
    expect(await c.socket.timeout(5000).emitWithAck('notes', { notes })).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED' },
    });
  }
  expect(await c.socket.timeout(5000).emitWithAck('notes', { notes: { a: 'suspect 3?', b: '' } })).toEqual({ ok: true });
  const badOptions = await api<{ error: { code: string } }>(url, 'POST', '/api/tables', body({ options: { 'v\u0000': 1 } }));
  expect(badOptions.status).toBe(400);
  for (const name of GOOD_NAMES) {
    const made = await createTable(url, 3, [], { host: name, name });
    expect(made.table.seats[0]?.name).toBe(name.trim());
    expect(made.table.name).toBe(name.trim());
    expect((await join(url, made.table.id, name)).table.seats[1]?.name).toBe(name.trim());
  }
}

describe('finding 6: names and text fields', () => {
  it('refuses control, format and invisible characters the same way on SQLite', async () => {
    await checkNames(server.url);
  });

  const pgUrl = process.env.ALIBI_TEST_PG;
  if (!pgUrl) console.warn('integrity.test.ts: the PostgreSQL names check is skipped: set ALIBI_TEST_PG to run it');
  it.skipIf(!pgUrl)('and on PostgreSQL (where a NUL was a 500)', async () => {
    const pg = await freshPg(pgUrl as string);
    const s = await startServer({ port: 0, db: pg.url, botDelayMs: 0, webDist: '/nonexistent' });
    try {
      await checkNames(s.url);
    } finally {
      await s.close();
      await pg.drop();
    }
  });
});

describe('finding 8: refused creations cost no creation budget', () => {
  it('charges only requests that create a table', async () => {
    const own = tempDb();
    const s = await startServer({
      port: 0,
      db: own.file,
      botDelayMs: 0,
      webDist: '/nonexistent',
      limits: { tablesPerAddress: { burst: 3, perSecond: 0.001 }, httpPerAddress: null },
    });
    try {
      const refused = [
        {},
        { game: 'perfect-alibi', players: 3 },
        { game: 'perfect-alibi', players: 3, host: 'A\u0000' },
        { game: 'no-such-game', players: 3, host: 'H' },
        { game: 'perfect-alibi', players: 7, host: 'H' },
        { game: 'perfect-alibi', players: 3, host: 'H', options: { deal: [] } },
        { game: 'perfect-alibi', players: 3, host: 'H', bots: [0, 1, 2].map((seat) => ({ seat, kind: 'random' })) },
      ];
      for (let i = 0; i < 5; i++) {
        for (const b of refused) expect((await api(s.url, 'POST', '/api/tables', b)).status).toBeLessThan(429);
      }
      for (let i = 0; i < 3; i++) await createTable(s.url, 3, []);
      const over = await api<{ error: { code: string } }>(s.url, 'POST', '/api/tables', {
        game: 'perfect-alibi',
        players: 3,
        host: 'H',
      });
      expect(over.status).toBe(429);
      expect(over.body.error.code).toBe('RATE_LIMITED');
    } finally {
      await s.close();
      own.cleanup();
    }
  });
});

describe('finding 11: a change nobody else can see reaches nobody else', () => {
  it('sends an Alibis board draft to its own seat only; the others accept the next update after the gap', async () => {
    const host = await createTable(server.url, 2, [], { game: 'alibis' });
    const id = host.table.id;
    const guest = await join(server.url, id, 'G');
    const [a, b] = [client(server.url), client(server.url)];
    const watcher = client(server.url);
    expect(await a.hello(id, host.token)).toEqual({ ok: true });
    expect(await b.hello(id, guest.token)).toEqual({ ok: true });
    expect(await watcher.hello(id)).toEqual({ ok: true });
    // Seat b also watches through a delta connection, as the web client does.
    const bDeltas = client(server.url);
    const deltas: DeltaUpdate[] = [];
    bDeltas.socket.on('delta', (d: DeltaUpdate) => deltas.push(d));
    expect(await bDeltas.socket.timeout(5000).emitWithAck('hello', { table: id, token: guest.token, deltas: true })).toEqual({
      ok: true,
    });
    expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    for (const c of [a, b, watcher, bDeltas]) await c.until(() => c.view !== null, 'the start');
    // Both write (the game offers sample alibis), and the boards open.
    for (const c of [a, b]) {
      const write = c.legal.find((x) => (x as { type: string }).type === 'write');
      expect(await c.act(write)).toMatchObject({ ok: true });
    }
    const guessing = () => a.legal.some((x) => (x as { type: string }).type === 'guess');
    await a.until(guessing, 'the guess phase');
    await waitQuiet();
    const before = { b: b.received.length, watcher: watcher.received.length, deltas: deltas.length, bv: b.version };
    const heldView = b.view;
    // Seat a revises its secret board several times.
    const drafts = a.legal.filter((x) => (x as { type: string }).type === 'guess').slice(0, 4);
    expect(drafts.length).toBeGreaterThan(1);
    for (const d of drafts) expect(await a.act(d)).toMatchObject({ ok: true });
    await a.until(() => a.version === before.bv + drafts.length, 'the drafts acknowledged to a');
    await waitQuiet();
    // Today's code sent b and the spectator one empty update per draft.
    expect(b.received.slice(before.b)).toEqual([]);
    expect(watcher.received.slice(before.watcher)).toEqual([]);
    expect(deltas.length).toBe(before.deltas);
    // A visible change after the drafts: the others take it although versions jumped.
    // Confirming needs a perpetrator on the board: one more (unseen) draft names one first.
    const withSuspect = a.legal.find((x) => (x as { perpetrator?: unknown }).perpetrator != null);
    if (withSuspect) expect(await a.act(withSuspect)).toMatchObject({ ok: true });
    await a.until(() => a.legal.some((x) => (x as { type: string }).type === 'confirm'), 'a board that may be confirmed');
    const lock = a.legal.find((x) => (x as { type: string }).type === 'confirm');
    expect(lock).toBeDefined();
    const locked = (await a.act(lock)) as ActResult & { ok: true; version: number };
    expect(locked.ok).toBe(true);
    await b.until(() => b.version === locked.version, 'the confirmation for b');
    await watcher.until(() => watcher.version === locked.version, 'the confirmation for the spectator');
    const jump = (b.messages('update') as Update[]).at(-1) as Update;
    expect(jump.version).toBeGreaterThan(before.bv + 1);
    // The delta connection's next delta builds on the last version it received.
    await waitQuiet();
    const d = deltas.at(-1) as DeltaUpdate;
    expect(d.from).toBe(before.bv);
    expect(d.version).toBe(locked.version);
    const fresh = client(server.url);
    expect(await fresh.hello(id, guest.token)).toEqual({ ok: true });
    await fresh.until(() => fresh.view !== null, 'a fresh welcome');
    expect(patch(heldView, d.view)).toEqual((fresh.messages('welcome')[0] as Welcome).view);
    expect(b.view).toEqual(fresh.view);
  });
});

/** Lets messages in flight arrive. */
const waitQuiet = () => sleep(150);

describe('finding 12: reconnect floods', () => {
  it('coalesces presence changes into at most one table message per window, the last state always sent', async () => {
    const host = await createTable(server.url, 3, []);
    const id = host.table.id;
    const guest = await join(server.url, id, 'Flood');
    const watcher = client(server.url);
    expect(await watcher.hello(id, host.token)).toEqual({ ok: true });
    await waitQuiet();
    const before = watcher.messages('table').length;
    const began = Date.now();
    const reconnects = 120;
    for (let i = 0; i < reconnects; i++) {
      const c = new Client(server.url);
      expect(await c.hello(id, guest.token)).toEqual({ ok: true });
      c.close();
    }
    const elapsed = Date.now() - began;
    await sleep(PRESENCE_WINDOW_MS * 2 + 100);
    const tables = watcher.messages('table').slice(before) as TableInfo[];
    // Today's code: two per reconnect (connected, then gone).
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.length).toBeLessThanOrEqual(PRESENCE_BURST + Math.ceil(elapsed / PRESENCE_WINDOW_MS) + 2);
    expect(tables.at(-1)?.seats[1]?.connected).toBe(false);
    // One more that stays: its arrival is told promptly (the window has passed).
    const stays = client(server.url);
    const at = Date.now();
    expect(await stays.hello(id, guest.token)).toEqual({ ok: true });
    await watcher.until(() => watcher.table?.seats[1]?.connected === true, 'the seat connected again');
    expect(Date.now() - at).toBeLessThan(PRESENCE_WINDOW_MS * 4);
  }, 60_000);
});
