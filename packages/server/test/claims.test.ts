/**
 * Claim windows on one node (docs/claims.md): claims of one window are held, then checked in the
 * seeded order; the first right one wins and later ones are never applied; held claims survive a
 * restart; bad input gets a typed error and changes nothing.
 */
import Database from 'better-sqlite3';
import type { ActResult, ClaimState, SeatGrant } from '@alibi/protocol';
import { findGame } from '@alibi/games';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOrder } from '../src/claims.ts';
import { api, Client, createTable, join, perfectAlibi, readStored, replayStored, start, tempDb, waitFor } from './helpers.ts';

const db = tempDb();
afterAll(() => db.cleanup());
const game = perfectAlibi();

type PaState = { hidden: { missing: number }; secret: { hand: number[] }[]; public: { eliminated: boolean[] } };

/** The secret deal of a started table, read from storage (tests only). */
function dealOf(id: string): PaState {
  const stored = readStored(db.file, id);
  const setup = game.setup({ players: stored.players, seed: stored.seed, options: stored.options });
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value as PaState;
}

function count(sqlQuery: string, ...args: unknown[]): number {
  const file = new Database(db.file, { readonly: true });
  try {
    return (file.prepare(sqlQuery).get(...args) as { n: number }).n;
  } finally {
    file.close();
  }
}

async function threePeople(url: string, claimWindow: number) {
  const host = await createTable(url, 3, [], { claimWindow });
  const id = host.table.id;
  const grants: SeatGrant[] = [host, await join(url, id, 'B'), await join(url, id, 'C')];
  const clients = grants.map(() => new Client(url));
  for (const [i, c] of clients.entries()) await c.hello(id, grants[i]?.token);
  expect((await api(url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
  await waitFor(() => clients.every((c) => c.view !== null), 'the start');
  return { id, host, grants, clients };
}

const lastClaims = (c: Client) => c.messages('claims').at(-1) as ClaimState | undefined;

describe('claim windows (one node)', () => {
  it('holds the claims of one window, checks them in the seeded order, and applies none after the first right one', async () => {
    const server = await start(db.file);
    try {
      const { id, clients } = await threePeople(server.url, 1);
      expect(clients[0]?.table?.claimWindow).toBe(1);
      const deal = dealOf(id);
      const missing = deal.hidden.missing;
      // Seat 0 names a card seat 1 holds (wrong); seats 1 and 2 name the missing card (right).
      const wrong = deal.secret[1]?.hand[0] as number;
      const claims = [
        { type: 'claim', card: wrong },
        { type: 'claim', card: missing },
        { type: 'claim', card: missing },
      ];
      const versionBefore = clients[0]?.version ?? 0;
      const acks = (await Promise.all(clients.map((c, i) => c.act(claims[i])))) as (ActResult & {
        held?: true;
        window?: number;
      })[];
      for (const a of acks) expect(a).toMatchObject({ ok: true, held: true });
      const n = acks[0]?.window as number;
      expect(acks.every((a) => a.window === n)).toBe(true);
      // Held, not applied: nothing in the log yet; each seat sees its own claim only.
      expect(count('select count(*) as n from actions where table_id = ?', id)).toBe(versionBefore);
      expect(count('select count(*) as n from held_claims where table_id = ?', id)).toBe(3);
      await waitFor(
        () => clients.every((c) => lastClaims(c)?.held !== null && lastClaims(c)?.held !== undefined),
        'held claims pushed',
      );
      for (const [i, c] of clients.entries()) {
        const state = lastClaims(c) as ClaimState;
        expect(state.window?.n).toBe(n);
        expect(state.held?.action).toEqual(claims[i]);
      }
      // A second claim from a seat in the same window is refused and changes nothing.
      const again = await clients[1]?.act({ type: 'claim', card: deal.secret[0]?.hand[0] as number });
      expect(again).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });

      await waitFor(() => clients.every((c) => c.table?.status === 'over'), 'the window to close and the game to end', 10_000);
      const stored = readStored(db.file, id);
      const order = checkOrder(
        stored.seed,
        n,
        [0, 1, 2].map((seat) => ({ seat })),
      );
      const firstRight = order.findIndex((c) => c.seat !== 0);
      const expected = order.slice(0, firstRight + 1).map((c) => ({ seat: c.seat, action: claims[c.seat] }));
      expect(stored.log.slice(versionBefore)).toEqual(expected);
      const states = replayStored(game, stored);
      const final = states.at(-1)?.state as PaState;
      expect(game.outcome(final)?.winners).toEqual([order[firstRight]?.seat]);
      // The claimant after the right one was never checked: not out.
      for (const c of order.slice(firstRight + 1)) expect(final.public.eliminated[c.seat]).toBe(false);
      expect(count('select count(*) as n from held_claims where table_id = ?', id)).toBe(0);
      for (const c of clients) c.close();
    } finally {
      await server.close();
    }
  }, 20_000);

  it('Four Suspects: guesses of one window go into one guess window, and every correct one wins', async () => {
    const server = await start(db.file);
    try {
      const fs = findGame('four-suspects');
      if (!fs) throw new Error('four-suspects missing');
      const host = await createTable(server.url, 3, [], { game: 'four-suspects', claimWindow: 1 });
      const id = host.table.id;
      const grants: SeatGrant[] = [host, await join(server.url, id, 'B'), await join(server.url, id, 'C')];
      const clients = grants.map(() => new Client(server.url));
      for (const [i, c] of clients.entries()) await c.hello(id, grants[i]?.token);
      expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
      await waitFor(() => clients.every((c) => c.view !== null), 'the start');
      const stored = readStored(db.file, id);
      const setup = fs.setup({ players: 3, seed: stored.seed, options: stored.options });
      if (!setup.ok) throw new Error(setup.error.message);
      const missing = (setup.value as { hidden: { missing: number[] } }).hidden.missing;
      const guess = { type: 'guess', cards: missing };
      const acks = await Promise.all([clients[0]?.act(guess), clients[2]?.act(guess)]);
      for (const a of acks) expect(a).toMatchObject({ ok: true, held: true });
      // Seat 1 must now guess or pass in the engine's own guess window; it passes.
      await waitFor(() => (clients[1]?.legal ?? []).some((a) => (a as { type: string }).type === 'pass'), 'the guess window');
      expect(await clients[1]?.act({ type: 'pass' })).toMatchObject({ ok: true });
      await waitFor(() => clients.every((c) => c.table?.status === 'over'), 'the judgement');
      const states = replayStored(fs, readStored(db.file, id));
      expect([...(fs.outcome(states.at(-1)?.state)?.winners ?? [])].sort()).toEqual([0, 2]);
      for (const c of clients) c.close();
    } finally {
      await server.close();
    }
  }, 20_000);

  it('announces a window when it opens, not when it simply runs out (clients count it down)', async () => {
    const server = await start(db.file);
    try {
      const { id, clients } = await threePeople(server.url, 1);
      const opened = () => clients.every((c) => lastClaims(c)?.window);
      // Play the first legal moves until an answer or a card opens a window.
      for (let step = 0; step < 40 && !opened(); step++) {
        const actor = clients.find((c) => c.mustAct && c.legal.some((a) => (a as { type: string }).type !== 'claim'));
        if (!actor) break;
        const move = actor.legal.find((a) => !['claim', 'resign'].includes((a as { type: string }).type));
        expect(await actor.act(move)).toMatchObject({ ok: true });
        await waitFor(() => clients.every((c) => c.version === actor.version), 'the move everywhere');
      }
      await waitFor(opened, 'a window opened');
      const heard = clients.map((c) => c.messages('claims').length);
      const state = lastClaims(clients[0] as Client) as ClaimState;
      expect(state.window).toMatchObject({ ms: 1000 });
      expect(state.held).toBeNull();
      // Past the window's end (and its settling), nothing more is pushed: nobody held a claim.
      await new Promise((r) => setTimeout(r, (state.window?.closesInMs ?? 0) + 600));
      expect(clients.map((c) => c.messages('claims').length)).toEqual(heard);
      // A connection that comes now is told no window is open.
      const late = new Client(server.url);
      await late.hello(id);
      await waitFor(() => late.messages('claims').length > 0, 'the welcome claim state');
      expect(lastClaims(late)).toEqual({ window: null, held: null });
      for (const c of [...clients, late]) c.close();
    } finally {
      await server.close();
    }
  }, 20_000);

  it('keeps held claims across a restart and closes their window after it', async () => {
    let server = await start(db.file);
    const { id, clients } = await threePeople(server.url, 2);
    const missing = dealOf(id).hidden.missing;
    const ack = await clients[2]?.act({ type: 'claim', card: missing });
    expect(ack).toMatchObject({ ok: true, held: true });
    for (const c of clients) c.close();
    await server.close();
    server = await start(db.file);
    try {
      await waitFor(
        () => readStored(db.file, id).log.some((a) => a.seat === 2),
        'the held claim applied after the restart',
        10_000,
      );
      const stored = readStored(db.file, id);
      expect(stored.log.filter((a) => (a.action as { type: string }).type === 'claim')).toEqual([
        { seat: 2, action: { type: 'claim', card: missing } },
      ]);
      const info = await api<{ status: string }>(server.url, 'GET', `/api/tables/${id}`);
      expect(info.body.status).toBe('over');
    } finally {
      await server.close();
    }
  }, 20_000);

  it('refuses bad input with a typed error and stores nothing', async () => {
    const server = await start(db.file);
    try {
      const tables = count('select count(*) as n from tables');
      for (const claimWindow of [16, -1, 2.5, '5']) {
        const r = await api<{ error: { code: string } }>(server.url, 'POST', '/api/tables', {
          game: 'perfect-alibi',
          players: 3,
          host: 'H',
          claimWindow,
        });
        expect(r.status).toBe(400);
        expect(r.body.error.code).toBe('MALFORMED');
      }
      const a93 = await api<{ error: { code: string } }>(server.url, 'POST', '/api/tables', {
        game: 'alibi-1993',
        players: 3,
        host: 'H',
        claimWindow: 3,
      });
      expect(a93.body.error.code).toBe('BAD_OPTIONS');
      expect(count('select count(*) as n from tables')).toBe(tables);
      // Defaults: 5 with a person, 0 at a table of bots only.
      const person = await api<SeatGrant>(server.url, 'POST', '/api/tables', { game: 'perfect-alibi', players: 3, host: 'H' });
      expect(person.body.table.claimWindow).toBe(5);
      const bots = await api<SeatGrant>(server.url, 'POST', '/api/tables', {
        game: 'perfect-alibi',
        players: 3,
        host: 'H',
        spectate: true,
        claimWindow: 7,
        bots: [0, 1, 2].map((seat) => ({ seat, kind: 'random' })),
      });
      expect(bots.body.table.claimWindow).toBe(0);

      const { id, clients } = await threePeople(server.url, 1);
      const hand = dealOf(id).secret[0]?.hand[0] as number;
      // Malformed and illegal claims get the game's typed errors and hold nothing.
      expect(await clients[0]?.act({ type: 'claim', card: 99 })).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
      expect(await clients[0]?.act({ type: 'claim', card: hand })).toMatchObject({ ok: false, error: { code: 'ILLEGAL' } });
      const watcher = new Client(server.url);
      await watcher.hello(id);
      expect(await watcher.act({ type: 'claim', card: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_SEATED' } });
      expect(count('select count(*) as n from held_claims where table_id = ?', id)).toBe(0);
      for (const c of [...clients, watcher]) c.close();
    } finally {
      await server.close();
    }
  }, 20_000);
});
