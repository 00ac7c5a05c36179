/**
 * Connections that say hello with `deltas: true`: each `delta` applied to what the connection
 * held must give exactly the engine's view and legal list for its seat at that version, so the
 * same leak checks as for full updates hold for what such a client ends up with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomPolicy, Rng } from '@alibi/engine';
import { isPackedView, packView, patch, unpackView, type DeltaUpdate, type Update, type Welcome } from '@alibi/protocol';
import type { RunningServer } from '../src/index.ts';
import {
  api,
  Client,
  createTable,
  join,
  perfectAlibi,
  readStored,
  replayStored,
  start,
  tempDb,
  verifyReceived,
  waitFor,
} from './helpers.ts';

const db = tempDb();
let server: RunningServer;
beforeAll(async () => {
  server = await start(db.file);
});
afterAll(async () => {
  await server.close();
  db.cleanup();
});

/** A recording client that applies deltas; each one is recorded as the full update it rebuilds. */
class DeltaClient extends Client {
  deltas = 0;

  constructor(url: string) {
    super(url);
    this.socket.on('delta', (d: DeltaUpdate) => {
      // A delta builds on the version this connection last received (unseen versions are skipped).
      if (d.from !== this.version || d.version <= d.from) throw new Error(`delta ${d.from}->${d.version} after ${this.version}`);
      this.deltas++;
      Object.assign(this, {
        version: d.version,
        view: patch(this.view, d.view),
        legal: patch(this.legal, d.legal),
        mustAct: d.mustAct,
      });
      if (d.clockState && this.table) this.table = { ...this.table, clockState: d.clockState };
      // The recorder saw the delta just before this listener: check the rebuilt update instead.
      const full = { version: d.version, view: this.view, events: d.events, legal: this.legal, mustAct: d.mustAct };
      this.received.splice(this.received.length - 1, 1, { event: 'update', payload: full });
    });
  }

  helloDeltas(table: string, token?: string, pack = false) {
    return this.socket.timeout(5000).emitWithAck('hello', token ? { table, token, deltas: true, pack } : { table, deltas: true, pack });
  }
}

/** Random legal moves whenever the game waits for the seat, driven by updates and deltas alike. */
function play(c: Client, seed: string): void {
  const rng = Rng.fromSeed(seed);
  const policy = randomPolicy(perfectAlibi().meta.interrupts, 0.01);
  let busy = false;
  const consider = () => {
    if (busy || c.legal.length === 0 || c.seat === null) return;
    const action = policy.choose({ seat: c.seat, legal: c.legal, view: c.view, rng, mustAct: c.mustAct });
    if (action === null) return;
    busy = true;
    // Unanswered when the test closes the connection: nothing left to do then.
    c.act(action).then(
      () => {
        busy = false;
        consider();
      },
      () => undefined,
    );
  };
  for (const event of ['welcome', 'update', 'delta'] as const) c.socket.on(event, () => setImmediate(consider));
}

describe('delta connections', () => {
  it.each([0, 1])('game %i: every rebuilt update is the engine view; full, delta and packed clients mix', async (round) => {
    const game = perfectAlibi();
    const host = await createTable(server.url, 5, [4]);
    const id = host.table.id;
    const grants = [host];
    while (grants.length < 4) grants.push(await join(server.url, id, `P${grants.length}`));
    // Seats 0-2 and a spectator take deltas; seat 3 gets full updates. Seats 0, 1 and 3 and the
    // spectator read packed views (as the web client does); seat 2 plain ones.
    const people = grants.map((g, i) => ({
      seat: g.seat as number,
      client: i < 3 ? new DeltaClient(server.url) : new Client(server.url),
    }));
    const spectator = new DeltaClient(server.url);
    for (const [i, p] of people.entries()) {
      const token = grants[i]?.token as string;
      const c = p.client;
      expect(await (c instanceof DeltaClient ? c.helloDeltas(id, token, i !== 2) : c.hello(id, token, { pack: true }))).toEqual({ ok: true });
      play(c, `delta:${round}:${p.seat}`);
    }
    expect(await spectator.helloDeltas(id, undefined, true)).toEqual({ ok: true });
    expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    await spectator.until(() => spectator.table?.status === 'over', 'the end of the game', 30_000);
    const stored = readStored(db.file, id);
    const last = stored.log.length;
    const all = [spectator, ...people.map((p) => p.client)];
    for (const c of all) await c.until(() => c.version === last, 'the final version');

    const history = replayStored(game, stored);
    expect(verifyReceived(spectator, 'spectator', game, history, stored.seed)).toEqual([]);
    for (const p of people) expect(verifyReceived(p.client, p.seat, game, history, stored.seed)).toEqual([]);
    for (const c of all)
      expect(c.messages('update').map((u) => (u as { version: number }).version)).toEqual(
        Array.from({ length: last + 1 }, (_, v) => v),
      );
    // Most steps went out as deltas to the delta clients, none to the full one.
    for (const c of [spectator, ...people.slice(0, 3).map((p) => p.client)])
      expect((c as DeltaClient).deltas).toBeGreaterThan(last / 2);
    expect(people[3]?.client.received.some((m) => m.event === 'delta')).toBe(false);
    // The clients that asked for packing got each whole view packed exactly where packing pays
    // (a list of records long enough: pack.ts), and stood for the engine's view all the same
    // (verifyReceived above reads them unpacked); seat 2, which did not ask, never got one.
    for (const c of [people[3]?.client, spectator] as Client[])
      for (const m of c.raw.filter((x) => x.event === 'update' || x.event === 'welcome')) {
        const wire = (m.payload as Update).view;
        if (wire === null) continue;
        const view = unpackView(wire);
        expect(isPackedView(wire)).toBe(packView(view) !== view);
      }
    expect(people[2]?.client.packedViews).toBe(0);
    for (const c of all) c.close();
  });
});

describe('a hello that holds a version (`have`)', () => {
  it('is welcomed without the view and events at the current version, with the events since at an older one, whole otherwise', async () => {
    const host = await createTable(server.url, 3, []);
    const id = host.table.id;
    const grants = [host, await join(server.url, id, 'B'), await join(server.url, id, 'C')];
    const seats = grants.map(() => new DeltaClient(server.url));
    for (const [i, c] of seats.entries()) expect(await c.helloDeltas(id, grants[i]?.token)).toEqual({ ok: true });
    expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    const first = seats[0] as DeltaClient;
    await first.until(() => first.view !== null, 'the first view');
    const helloHaving = async (have: unknown) => {
      const c = new Client(server.url);
      const ack = await c.socket
        .timeout(5000)
        .emitWithAck('hello', { table: id, token: host.token, deltas: true, have } as never);
      if (ack.ok) await c.until(() => c.messages('welcome').length > 0, 'the welcome');
      return { c, ack, welcome: c.messages('welcome')[0] as Welcome | undefined };
    };

    const now = await helloHaving(first.version);
    expect(now.welcome).toMatchObject({
      version: first.version,
      seat: 0,
      kept: true,
      view: null,
      events: [],
      legal: [],
      mustAct: first.mustAct,
    });
    now.c.close();

    // Moves later the version held is old: the view and legal actions come whole again, and the
    // events only from that version on (what the seat learned since), to append.
    const move = async () => {
      await waitFor(() => seats.some((c) => c.mustAct && c.legal.length > 0), 'a seat to move');
      const mover = seats.find((c) => c.mustAct && c.legal.length > 0) as DeltaClient;
      const at = first.version;
      expect(await mover.act(mover.legal[0])).toMatchObject({ ok: true });
      await first.until(() => first.version > at, 'the move');
    };
    await move();
    const before = first.version;
    const held = await helloHaving(undefined);
    held.c.close();
    await move();
    await move();
    const old = await helloHaving(before);
    expect(old.welcome?.kept).toBeUndefined();
    expect(old.welcome?.eventsFrom).toBe(before);
    expect(old.welcome?.version).toBe(first.version);
    expect(old.welcome?.view).toEqual(first.view);
    expect(old.welcome?.legal).toEqual(first.legal);
    const since = first.messages('update').slice(-2).flatMap((u) => (u as { events: unknown[] }).events);
    expect(since.length).toBeGreaterThan(0);
    expect(old.welcome?.events).toEqual(since);
    // Appended to what the seat held, they are every event a hello without `have` gets.
    const whole = await helloHaving(undefined);
    expect(whole.welcome?.eventsFrom).toBeUndefined();
    expect((held.welcome?.events as unknown[]).length).toBeGreaterThan(0);
    expect([...(held.welcome?.events as unknown[]), ...since]).toEqual(whole.welcome?.events);
    whole.c.close();
    old.c.close();
    // A version the table never reached is not trusted: everything comes whole.
    const ahead = await helloHaving(first.version + 5);
    expect(ahead.welcome?.eventsFrom).toBeUndefined();
    expect(ahead.welcome?.events).toEqual(whole.welcome?.events);
    ahead.c.close();

    for (const bad of [-1, 1.5, '3']) {
      const r = await helloHaving(bad);
      expect(r.ack).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
      r.c.close();
    }
    for (const c of seats) c.close();
  });
});
