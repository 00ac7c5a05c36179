/** The socket protocol's edges: typed errors that change nothing, seqs, reconnection, notes. */
import { MAX_MESSAGE_BYTES, type ActResult, type TableInfo, type Welcome } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { MAX_SEQ_JUMP } from '../src/hub.ts';
import { api, Client, createTable, join, perfectAlibi, start, tempDb } from './helpers.ts';

const db = tempDb();
let server: RunningServer;
beforeAll(async () => {
  server = await start(db.file);
});
afterAll(async () => {
  await server.close();
  db.cleanup();
});

const game = perfectAlibi();
const isInterrupt = (a: unknown) => game.meta.interrupts.includes(String((a as { type?: unknown }).type));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A 3-seat table of people only, so nothing moves unless the test acts. */
async function seatedTable() {
  const host = await createTable(server.url, 3, []);
  const grants = [host, await join(server.url, host.table.id, 'B'), await join(server.url, host.table.id, 'C')];
  const clients = grants.map(() => new Client(server.url));
  for (const [i, c] of clients.entries()) expect(await c.hello(host.table.id, grants[i]?.token)).toEqual({ ok: true });
  return { id: host.table.id, grants, clients };
}

async function startTable(id: string, token: string, clients: Client[]) {
  expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token })).status).toBe(200);
  for (const c of clients) await c.until(() => c.view !== null, 'the first view');
}

/** The seat that must move now (it has a non-interrupt action) and another seat. */
function mover(clients: Client[]): { p: Client; q: Client } {
  const p = clients.find((c) => c.legal.some((a) => !isInterrupt(a)));
  const q = clients.find((c) => c !== p);
  if (!p || !q) throw new Error('no seat to move');
  return { p, q };
}

describe('hello', () => {
  it('refuses malformed, unknown tables and wrong tokens with typed errors', async () => {
    const { id, clients } = await seatedTable();
    const c = new Client(server.url);
    expect(await c.socket.timeout(5000).emitWithAck('hello', { table: 5 } as never)).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED' },
    });
    expect(await c.socket.timeout(5000).emitWithAck('hello', { table: id, extra: 1 } as never)).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED' },
    });
    expect(await c.hello('no-such-table')).toMatchObject({ ok: false, error: { code: 'NO_TABLE' } });
    expect(await c.hello(id, 'x'.repeat(40))).toMatchObject({ ok: false, error: { code: 'BAD_TOKEN' } });
    expect(c.messages('welcome')).toEqual([]);
    const w = clients[1]?.messages('welcome')[0] as Welcome;
    expect(w).toMatchObject({ seat: 1, version: 0, view: null, events: [], legal: [], nextSeq: 0, notes: {} });
    expect(w.table.seats.map((s) => s.connected)).toEqual([true, true, false]);
    for (const x of [c, ...clients]) x.close();
  });
});

describe('act', () => {
  it('refuses acting without a seat, before the start, for another seat, and out of turn', async () => {
    const { id, grants, clients } = await seatedTable();
    const stranger = new Client(server.url);
    expect(await stranger.act({ type: 'claim', card: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_SEATED' } });
    const spectator = new Client(server.url);
    expect(await spectator.hello(id)).toEqual({ ok: true });
    expect(await spectator.act({ type: 'claim', card: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_SEATED' } });
    expect(await clients[0]?.act({ type: 'claim', card: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_STARTED' } });

    await startTable(id, grants[0]?.token as string, [...clients, spectator]);
    const { p, q } = mover(clients);
    const action = p.legal.find((a) => !isInterrupt(a));
    // There is no way to name another seat: the seat comes from the token.
    const forged = await q.socket.timeout(5000).emitWithAck('act', { seq: 0, action, seat: p.seat } as never);
    expect(forged).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    const outOfTurn = await q.act(action);
    expect(outOfTurn.ok).toBe(false);
    expect(['NOT_ACTOR', 'ILLEGAL']).toContain(outOfTurn.ok ? '' : outOfTurn.error.code);
    expect(await q.act({ type: 'no-such-action' })).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    expect(await q.socket.timeout(5000).emitWithAck('act', { seq: -1, action } as never)).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED' },
    });
    await sleep(50);
    // Nothing moved: no update beyond the start.
    for (const c of [...clients, spectator]) expect(c.version).toBe(0);
    expect(await p.act(action)).toMatchObject({ ok: true, version: 1 });
    for (const c of [...clients, spectator]) await c.until(() => c.version === 1, 'version 1');
    for (const c of [stranger, spectator, ...clients]) c.close();
  });

  it('answers a repeated seq with the first answer and applies nothing', async () => {
    const { id, grants, clients } = await seatedTable();
    await startTable(id, grants[0]?.token as string, clients);
    const { p, q } = mover(clients);
    const action = p.legal.find((a) => !isInterrupt(a));
    const first = await p.act(action, 7);
    expect(first).toEqual({ seq: 7, ok: true, version: 1 });
    await q.until(() => q.version === 1, 'version 1');
    expect(await p.act(action, 7)).toEqual(first);
    // Another action on a used seq is refused, never acknowledged (see integrity.test.ts).
    expect(await p.act({ type: 'claim', card: 3 }, 7)).toMatchObject({
      seq: 7,
      ok: false,
      error: { code: 'SEQ_REUSED' },
      nextSeq: 8,
    });
    // A refused seq keeps its refusal too; a seq below the last one is stale.
    const refused = await q.act({ type: 'no-such-action' }, 3);
    expect(await q.act({ type: 'no-such-action' }, 3)).toEqual(refused);
    expect(await q.act(q.legal[0], 3)).toMatchObject({ ok: false, error: { code: 'SEQ_REUSED' } });
    expect(await p.act(action, 2)).toMatchObject({ ok: false, error: { code: 'STALE' } });
    // A far jump is refused without burning the seat's range: the next small seq still works.
    expect(await p.act(action, 8 + MAX_SEQ_JUMP + 1)).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    expect(await p.act({ type: 'no-such-action' }, 9)).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    await sleep(50);
    for (const c of clients) expect(c.messages('update').map((u) => (u as { version: number }).version)).toEqual([0, 1]);
    for (const c of clients) c.close();
  });

  it('answers oversized and unknown messages with typed errors, and survives abuse', async () => {
    const { id, grants, clients } = await seatedTable();
    await startTable(id, grants[0]?.token as string, clients);
    const [a, b] = clients as [Client, Client];
    const big = 'x'.repeat(MAX_MESSAGE_BYTES + 10);
    expect(await a.act({ type: 'claim', card: 0, pad: big })).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
    expect(await a.socket.timeout(5000).emitWithAck('hello', { table: id, token: big } as never)).toMatchObject({
      ok: false,
      error: { code: 'TOO_LARGE' },
    });
    expect(await a.socket.timeout(5000).emitWithAck('notes', { notes: { a: big } } as never)).toMatchObject({
      ok: false,
      error: { code: 'TOO_LARGE' },
    });
    // Without an ack the error comes back as `failure`; so does an unknown message.
    const raw = a.socket as unknown as { emit(e: string, p: unknown): void };
    raw.emit('act', { seq: 'one' });
    raw.emit('shout', { hi: 1 });
    await a.until(() => a.messages('failure').length >= 2, 'two failures');
    expect(a.messages('failure')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'MALFORMED', message: expect.stringContaining('seq') }),
        expect.objectContaining({ code: 'MALFORMED', message: expect.stringContaining('shout') }),
      ]),
    );
    // Beyond the transport limit the connection is closed; the server carries on.
    const hog = new Client(server.url);
    await hog.until(() => hog.socket.connected, 'connect');
    (hog.socket as unknown as { emit(e: string, p: unknown): void }).emit('notes', {
      notes: { a: 'y'.repeat(MAX_MESSAGE_BYTES * 5) },
    });
    await hog.until(() => !hog.socket.connected, 'the hog to be cut off');
    const { p } = mover(clients);
    expect((await p.act(p.legal.find((x) => !isInterrupt(x)))).ok).toBe(true);
    expect(b.version).toBeLessThanOrEqual(1);
    for (const c of clients) c.close();
  });
});

describe('reconnection and notes', () => {
  it('restores the view, the events, the next seq and the notes; tracks connected seats', async () => {
    const { id, grants, clients } = await seatedTable();
    await startTable(id, grants[0]?.token as string, clients);
    for (let i = 0; i < 4; i++) {
      const { p } = mover(clients);
      const r: ActResult = await p.act(p.legal.find((a) => !isInterrupt(a)));
      expect(r.ok).toBe(true);
      for (const c of clients) await c.until(() => c.version === i + 1, `version ${i + 1}`);
    }
    const c1 = clients[1] as Client;
    expect(await c1.socket.timeout(5000).emitWithAck('notes', { notes: { 'card:3': 'no', 'card:7': 'maybe' } })).toEqual({
      ok: true,
    });
    expect(await c1.socket.timeout(5000).emitWithAck('notes', { notes: { 'card:3': 'x'.repeat(300) } })).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED' },
    });
    const spectator = new Client(server.url);
    await spectator.hello(id);
    expect(await spectator.socket.timeout(5000).emitWithAck('notes', { notes: {} })).toMatchObject({
      ok: false,
      error: { code: 'NOT_SEATED' },
    });

    const seen = [c1.messages('welcome')[0] as Welcome, ...c1.messages('update')].flatMap(
      (m) => (m as { events: unknown[] }).events,
    );
    c1.close();
    await (clients[0] as Client).until(
      () => (clients[0] as Client).table?.seats[1]?.connected === false,
      'seat 1 to show as gone',
    );
    const again = new Client(server.url);
    expect(await again.hello(id, grants[1]?.token)).toEqual({ ok: true });
    const w = again.messages('welcome')[0] as Welcome;
    expect(w.seat).toBe(1);
    expect(w.version).toBe(4);
    expect(w.view).toEqual(c1.view);
    expect(w.legal).toEqual(c1.legal);
    expect(w.events).toEqual(seen);
    expect(w.nextSeq).toBe(c1.nextSeq);
    expect(w.notes).toEqual({ 'card:3': 'no', 'card:7': 'maybe' });
    await (clients[0] as Client).until(() => (clients[0] as Client).table?.seats[1]?.connected === true, 'seat 1 to be back');
    expect(((clients[0] as Client).table as TableInfo).seats[1]?.name).toBe('B');
    for (const c of [again, spectator, ...clients]) c.close();
  });
});
