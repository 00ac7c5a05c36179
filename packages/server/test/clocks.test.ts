/**
 * Table clocks, absence and autopilot, and resigning, on one node (SQLite). Clock durations are
 * scaled by ALIBI_CLOCK_SCALE = 0.01: fast is 0.2 s a decision + 1.2 s reserve, 0.3 s grace.
 */
import type { SeatGrant, TableInfo, TableNotice, Update } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { startServer } from '../src/index.ts';
import { api, Client, createTable, readStored, tempDb } from './helpers.ts';

const db = tempDb();
let server: RunningServer;
const saved = process.env.ALIBI_CLOCK_SCALE;
beforeAll(async () => {
  process.env.ALIBI_CLOCK_SCALE = '0.01';
  server = await startBots();
});
/**
 * Bots (and autopilot) wait 40 ms a move, so a game does not end before a test looks at it. The
 * deal and the bots' choices are seeded: with random ones about one game in a hundred ended (a
 * bot's lucky claim) within the few moves a test watches autopilot play.
 */
const startBots = () =>
  startServer({ port: 0, db: db.file, botDelayMs: 40, webDist: '/nonexistent', testing: { seed: 'clocks-deal', botSeed: 'clocks-bots' } });
afterAll(async () => {
  await server?.close();
  if (saved === undefined) delete process.env.ALIBI_CLOCK_SCALE;
  else process.env.ALIBI_CLOCK_SCALE = saved;
  db.cleanup();
});

const info = async (id: string) => (await api<TableInfo>(server.url, 'GET', `/api/tables/${id}`)).body;
const notices = (t: TableInfo | null, kind?: TableNotice['kind']) => (t?.notices ?? []).filter((n) => kind === undefined || n.kind === kind);
const post = (path: string, body: unknown) => api<TableInfo & { error?: { code: string } }>(server.url, 'POST', path, body);

/** A clock table of perfect-alibi: seat 0 the host (a person), the rest bots; started, host connected. */
async function clockTable(clock: unknown, extra: Record<string, unknown> = {}): Promise<{ grant: SeatGrant; id: string; c: Client }> {
  const grant = await createTable(server.url, 3, [1, 2], { clock, ...extra });
  const id = grant.table.id;
  const c = new Client(server.url);
  await c.hello(id, grant.token);
  expect((await post(`/api/tables/${id}/start`, { token: grant.token })).status).toBe(200);
  return { grant, id, c };
}

describe('clocks', () => {
  it('refuses a clock setting out of range and creates nothing', async () => {
    const before = (await api<TableInfo[]>(server.url, 'GET', '/api/tables')).body.length;
    for (const clock of [{ hoursPerMove: 73 }, { hoursPerMove: 0 }, 'blitz', { hoursPerMove: 2.5 }]) {
      const r = await api<{ error: { code: string } }>(server.url, 'POST', '/api/tables', { game: 'perfect-alibi', players: 3, host: 'H', clock, listed: true });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('MALFORMED');
    }
    const r = await api<{ error: { code: string } }>(server.url, 'POST', '/api/tables', { game: 'perfect-alibi', players: 3, host: 'H', autopilot: 'genius' });
    expect(r.body.error.code).toBe('MALFORMED');
    expect((await api<TableInfo[]>(server.url, 'GET', '/api/tables')).body.length).toBe(before);
  });

  it('runs out, hands the seat to autopilot once, says so, and hands it back on "I\'m back"', async () => {
    const { grant, id, c } = await clockTable('fast', { autopilot: 'random' });
    await c.until(() => c.table?.clockState?.seats[0]?.running === true || c.version > 0, 'the clock to show');
    expect(c.table?.clock).toBe('fast');
    expect(c.table?.autopilot).toBe('random');
    // Nobody moves for seat 0: after 1.4 s its clock runs out.
    await c.until(() => c.table?.seats[0]?.autopilot === 'timeout', 'autopilot', 10_000);
    expect(notices(c.table, 'timeout')).toHaveLength(1);
    expect(notices(c.table, 'timeout')[0]).toMatchObject({ seat: 0, name: 'Host' });
    // Autopilot plays for the seat: its actions appear in the log as seat 0's.
    const v = c.version;
    await c.until(() => c.version > v + 3, 'autopilot and bots to play on', 10_000);
    expect(notices(await info(id), 'timeout')).toHaveLength(1);
    // Back: the seat is the person's again, with a fresh decision.
    const back = await post(`/api/tables/${id}/back`, { token: grant.token });
    expect(back.status).toBe(200);
    expect(back.body.seats[0]?.autopilot).toBeUndefined();
    expect(notices(back.body, 'back')).toHaveLength(1);
    // A second "I'm back" is refused and changes nothing.
    const again = await post(`/api/tables/${id}/back`, { token: grant.token });
    expect(again.body.error?.code).toBe('NOT_AUTOPILOT');
    expect(notices(await info(id))).toHaveLength(2);
    // The person plays on: when the game waits for seat 0, seat 0's move is accepted.
    await c.until(() => c.mustAct, 'seat 0 to be waited for', 10_000);
    const action = c.legal.find((a) => (a as { type: string }).type !== 'resign' && (a as { type: string }).type !== 'claim');
    let r = await c.act(action);
    // Autopilot used the seat's sequence numbers: renumber from the server's next, as a client does.
    if (!r.ok && (r.error.code === 'STALE' || r.error.code === 'SEQ_REUSED') && r.nextSeq !== undefined) {
      c.nextSeq = r.nextSeq;
      r = await c.act(action);
    }
    expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
    c.close();
  });

  it('refuses "I\'m back" and resign from a token that holds no seat, and resign before the start', async () => {
    const grant = await createTable(server.url, 3, [1, 2], { clock: 'fast' });
    const id = grant.table.id;
    const early = await post(`/api/tables/${id}/resign`, { token: grant.token });
    expect(early.body.error?.code).toBe('NOT_STARTED');
    const stranger = 'x'.repeat(32);
    expect((await post(`/api/tables/${id}/back`, { token: stranger })).body.error?.code).toBe('BAD_TOKEN');
    expect((await post(`/api/tables/${id}/resign`, { token: stranger })).body.error?.code).toBe('BAD_TOKEN');
    expect((await post(`/api/tables/${id}/resign`, { token: 'bad token!' })).body.error?.code).toBe('MALFORMED');
    expect(notices(await info(id))).toHaveLength(0);
  });

  it('puts an absent person on autopilot after the grace; a return alone does not take it back', async () => {
    const { grant, id, c } = await clockTable({ hoursPerMove: 1 });
    // Correspondence has no absence grace: away is normal there.
    c.close();
    await new Promise((r) => setTimeout(r, 500));
    expect((await info(id)).seats[0]?.autopilot).toBeUndefined();
    const fast = await clockTable('fast');
    fast.c.close();
    // The 0.3 s grace passes long before the 1.4 s clock does.
    let t = await info(fast.id);
    const deadline = Date.now() + 15_000; // generous: timers slip on a loaded machine
    while (!t.seats[0]?.autopilot && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      t = await info(fast.id);
    }
    expect(t.seats[0]?.autopilot).toBe('absent');
    expect(notices(t, 'absent')).toHaveLength(1);
    const c2 = new Client(server.url);
    await c2.hello(fast.id, fast.grant.token);
    await new Promise((r) => setTimeout(r, 100));
    expect((await info(fast.id)).seats[0]?.autopilot).toBe('absent');
    const back = await post(`/api/tables/${fast.id}/back`, { token: fast.grant.token });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await info(fast.id)).seats[0]?.autopilot).toBeUndefined();
    c2.close();
    void grant;
  });

  it('resigns in a competitive game: the game\'s resign is applied, autopilot plays on for good', async () => {
    const { grant, id, c } = await clockTable('off');
    await c.until(() => c.legal.length > 0, 'legal actions');
    const r = await post(`/api/tables/${id}/resign`, { token: grant.token });
    expect(r.status).toBe(200);
    expect(r.body.seats[0]?.autopilot).toBe('resigned');
    expect(notices(r.body, 'resigned')).toHaveLength(1);
    // The engine's own resign is in the log as seat 0's action (the game's view says so).
    await c.until(() => c.legal.every((a) => (a as { type: string }).type !== 'resign'), 'the resign to apply', 5000);
    const twice = await post(`/api/tables/${id}/resign`, { token: grant.token });
    expect(twice.body.error?.code).toBe('RESIGNED');
    expect((await post(`/api/tables/${id}/back`, { token: grant.token })).body.error?.code).toBe('RESIGNED');
    // Autopilot and bots play the game to its end.
    await c.until(() => c.table?.status === 'over', 'the end', 20_000);
    expect(notices(c.table)).toHaveLength(1);
    // The game's own resign is in the log once, as seat 0's action; nobody else ever resigned.
    const log = readStored(db.file, id).log;
    expect(log.filter((a) => (a.action as { type: string }).type === 'resign')).toEqual([{ seat: 0, action: { type: 'resign' } }]);
    c.close();
  });

  it('resigns in Alibis (cooperative): autopilot plays the seat for good', async () => {
    const r0 = await api<SeatGrant>(server.url, 'POST', '/api/tables', {
      game: 'alibis',
      players: 3,
      host: 'Ann',
      bots: [
        { seat: 1, kind: 'heuristic' },
        { seat: 2, kind: 'heuristic' },
      ],
    });
    expect(r0.status).toBe(201);
    const id = r0.body.table.id;
    const c = new Client(server.url);
    await c.hello(id, r0.body.token);
    expect((await post(`/api/tables/${id}/start`, { token: r0.body.token })).status).toBe(200);
    const r = await post(`/api/tables/${id}/resign`, { token: r0.body.token });
    expect(r.status).toBe(200);
    expect(r.body.seats[0]?.autopilot).toBe('resigned');
    await c.until(() => c.table?.status === 'over', 'the end of the Alibis game', 30_000);
    expect(notices(c.table, 'resigned')).toHaveLength(1);
    c.close();
  });

  it('keeps the clock across a restart', async () => {
    // Correspondence (1 h a move, 36 s here) has no absence grace, so the restart's disconnect does not matter.
    const { id, c } = await clockTable({ hoursPerMove: 1 });
    await c.until(() => c.table?.clockState?.seats[0]?.running === true, 'the clock to run');
    await new Promise((r) => setTimeout(r, 400));
    c.close();
    await server.close();
    server = await startBots();
    const s = (await info(id)).clockState?.seats[0];
    expect(s?.running).toBe(true);
    // The time before the restart (and during it) is gone; the clock runs on.
    expect(s?.decisionMs ?? 0).toBeLessThanOrEqual(36_000 - 400);
    expect(s?.decisionMs ?? 0).toBeGreaterThan(30_000);
    await new Promise((r) => setTimeout(r, 200));
    const later = (await info(id)).clockState?.seats[0];
    expect(later?.decisionMs ?? 0).toBeLessThan(s?.decisionMs ?? 0);
  });

  it("tells a clock that a move changed inside that move's messages, with no table push of its own", async () => {
    // An hour a move (36 s scaled): nobody runs out while the test plays.
    const { id, c } = await clockTable({ hoursPerMove: 1 });
    await c.until(() => c.version > 0 || c.mustAct, 'the first move');
    const pushesBefore = c.messages('table').length;
    const updatesBefore = c.messages('update').length;
    let moves = 0;
    while (moves < 4 && c.table?.status === 'playing') {
      await c.until(() => (c.mustAct && c.legal.length > 0) || c.table?.status !== 'playing', "the host's turn", 10_000);
      if (c.table?.status !== 'playing') break;
      const move = c.legal.find((a) => !['claim', 'resign'].includes((a as { type: string }).type)) ?? c.legal[0];
      const version = c.version;
      expect(await c.act(move)).toMatchObject({ ok: true });
      await c.until(() => c.version > version, 'the move');
      moves++;
    }
    expect(moves).toBeGreaterThan(0);
    const updates = c.messages('update').slice(updatesBefore) as Update[];
    const carried = updates.filter((u) => u.clockState !== undefined);
    // Each of the host's moves stops its clock, and the moves that come back to it start it again.
    expect(carried.length).toBeGreaterThanOrEqual(moves);
    for (const u of carried) expect(u.clockState?.seats[0]).toBeDefined();
    // The clock is not pushed again on its own: only a status change would be.
    expect((c.messages('table').slice(pushesBefore) as TableInfo[]).filter((t) => t.status === 'playing')).toEqual([]);
    // What the messages said is what the server holds (and stores: GET reads the table as it is).
    if (c.table?.status === 'playing') {
      await c.until(() => c.mustAct, "the host's turn again", 10_000);
      const running = (t: TableInfo | null | undefined) => t?.clockState?.seats.map((s) => s.running);
      expect(running(c.table)).toEqual(running(await info(id)));
    }
    c.close();
  });
});
