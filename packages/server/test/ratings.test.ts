/**
 * Ratings (docs/accounts.md "Rated tables", "Ratings"): ranks from outcomes, openskill numbers
 * checked against openskill's own `rate`, a rated table rated exactly once even when two database
 * handles (two nodes) both see its end, on SQLite and (ALIBI_TEST_PG) PostgreSQL; a rated game
 * played to the end over the server moves ratings once, an unrated one moves nothing.
 */
import Database from 'better-sqlite3';
import type { Outcome } from '@alibi/engine';
import type { Profile, SeatGrant, TableInfo } from '@alibi/protocol';
import { rate, rating, type Rating } from 'openskill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../src/db.ts';
import { computeRatings, cooperativeResult, freeForAllRanks, gameOver, rateFinished, ratingsDb, type FinishedTable } from '../src/ratings.ts';
import type { TableRuntime } from '../src/table.ts';
import { Store } from '../src/store.ts';
import { api, autoplay, Client, perfectAlibi, replayStored, tempDb, waitFor } from './helpers.ts';
import { backends, serve, servedOn, signUp, type Player, type Sql } from './players-kit.ts';

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe('ranks and numbers', () => {
  const outcome = (winners: number[], scores?: number[]): Outcome => ({ winners, reason: 'test', ...(scores ? { scores } : {}) });

  it('ranks winners first, then by score, ties shared, resigned seats last', () => {
    expect(freeForAllRanks(4, outcome([2]), new Set())).toEqual([2, 2, 1, 2]);
    expect(freeForAllRanks(4, outcome([1], [3, 9, 5, 5]), new Set())).toEqual([4, 1, 2, 2]);
    // The winner resigned: last all the same; the others keep their order.
    expect(freeForAllRanks(3, outcome([0], [9, 4, 2]), new Set([0]))).toEqual([3, 1, 2]);
    expect(freeForAllRanks(3, outcome([0]), new Set([1, 2]))).toEqual([1, 2, 2]);
  });

  it('moves free-for-all ratings exactly as openskill rate does, one update per identity', () => {
    const before = new Map<string, Rating>([
      ['ann', { mu: 30, sigma: 5 }],
      ['bot:heuristic', { mu: 22, sigma: 4 }],
    ]);
    const table: FinishedTable = { id: 't', game: 'perfect-alibi', players: 3, cooperative: false, outcome: outcome([1]), resigned: new Set() };
    const seats = [
      { seat: 0, identity: 'ann' },
      { seat: 1, identity: 'bob' },
      { seat: 2, identity: 'bot:heuristic' },
    ];
    const { next, results } = computeRatings(table, seats, before);
    const expected = rate([[{ mu: 30, sigma: 5 }], [rating()], [{ mu: 22, sigma: 4 }]], { rank: [2, 1, 2] });
    for (const [i, id] of ['ann', 'bob', 'bot:heuristic'].entries()) {
      const e = expected[i]?.[0] as Rating;
      expect(close(next.get(id)?.mu as number, e.mu) && close(next.get(id)?.sigma as number, e.sigma), id).toBe(true);
    }
    expect(results.map((r) => r.rank)).toEqual([2, 1, 2]);
    // Two seats of one bot level: the mean of the two seats' updates.
    const two = computeRatings(table, [{ seat: 0, identity: 'ann' }, { seat: 1, identity: 'bot:random' }, { seat: 2, identity: 'bot:random' }], new Map());
    const r = rate([[rating()], [rating()], [rating()]], { rank: [2, 1, 2] });
    expect(close(two.next.get('bot:random')?.mu as number, ((r[1]?.[0]?.mu as number) + (r[2]?.[0]?.mu as number)) / 2)).toBe(true);
    expect(two.next.size).toBe(2);
  });

  it('rates the cooperative table as one team against the case of its player-count group', () => {
    expect(cooperativeResult({ winners: [0, 1], reason: 'legends' })).toBe('win');
    expect(cooperativeResult({ winners: [0, 1], reason: 'schemers' })).toBe('draw');
    expect(cooperativeResult({ winners: [0, 1], reason: 'rookies' })).toBe('loss');
    const table: FinishedTable = { id: 't', game: 'alibis', players: 4, cooperative: true, outcome: { winners: [0, 1, 2, 3], reason: 'rookies' }, resigned: new Set() };
    const seats = [0, 1, 2, 3].map((seat) => ({ seat, identity: `p${seat}` }));
    const { next } = computeRatings(table, seats, new Map());
    const [team, against] = rate([[rating(), rating(), rating(), rating()], [rating()]], { rank: [2, 1] });
    expect(close(next.get('p0')?.mu as number, team?.[0]?.mu as number)).toBe(true);
    expect(close(next.get('case:alibis:3-4')?.mu as number, against?.[0]?.mu as number)).toBe(true);
    expect(next.get('p0')?.mu).toBeLessThan(rating().mu);
  });
});

describe.each(backends('ratings.test.ts'))('rated once on $name', (backend) => {
  let store: Awaited<ReturnType<typeof backend.open>>;
  let a: Db;
  let b: Db;
  /**
   * The handle that races `a`: on PostgreSQL the second node's. SQLite serves one node, and its
   * driver blocks the whole process while it waits for a lock, so there the race runs on one
   * handle (its transactions queue) and the second handle tries after.
   */
  let other: Db;

  beforeAll(async () => {
    store = await backend.open();
    // Two handles on one database: two nodes that both see the end.
    a = await openDb(store.db);
    b = await openDb(store.db);
    other = backend.name === 'PostgreSQL' ? b : a;
  }, 60_000);
  afterAll(async () => {
    await a?.destroy();
    await b?.destroy();
    await store?.close();
  });

  const finished = async (id: string, seats: { userId: string | null; bot: 'heuristic' | null }[]): Promise<FinishedTable> => {
    const record = { id, name: id, game: 'perfect-alibi', players: seats.length, options: {}, seed: 's', status: 'over' as const, createdAt: new Date().toISOString(), version: 1, rated: true };
    await new Store(a).createTable(
      record,
      seats.map((s, seat) => ({ seat, name: s.userId, bot: s.bot, tokenHash: null, host: false, userId: s.userId })),
    );
    return { id, game: 'perfect-alibi', players: seats.length, cooperative: false, outcome: { winners: [0], reason: 'test' }, resigned: new Set() };
  };

  it('lets exactly one of two simultaneous attempts through, and moves each rating once', async () => {
    await store.sql("insert into users (id, name, name_key, public, created_at) values ('u1', 'U1', 'u1', 1, 'x'), ('u2', 'U2', 'u2', 1, 'x')");
    const table = await finished('race1', [{ userId: 'u1', bot: null }, { userId: 'u2', bot: null }, { userId: null, bot: 'heuristic' }]);
    const answers = await Promise.all([rateFinished(ratingsDb(a), table), rateFinished(ratingsDb(other), table)]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await rateFinished(ratingsDb(b), table)).toBe(false);
    const rows = await store.sql('select user_id, mu, sigma, games from ratings order by user_id');
    const expected = rate([[rating()], [rating()], [rating()]], { rank: [1, 2, 2] });
    expect(rows.map((r) => r.user_id)).toEqual(['bot:heuristic', 'u1', 'u2']);
    expect(rows.map((r) => Number(r.games))).toEqual([1, 1, 1]);
    expect(close(Number(rows[1]?.mu), expected[0]?.[0]?.mu as number)).toBe(true);
    expect(close(Number(rows[0]?.sigma), expected[2]?.[0]?.sigma as number)).toBe(true);
    expect(await store.sql("select table_id from rated_tables where table_id = 'race1'")).toHaveLength(1);
  });

  it('counts a cooperative table as won on profiles only with a verdict that beats the case', async () => {
    // gameOver reads the outcome from the table's game; Alibis lists every seat as a winner whatever the verdict.
    const ended = async (id: string, reason: string) => {
      await finished(id, [{ userId: 'u1', bot: null }, { userId: 'u2', bot: null }]);
      const t = {
        id,
        record: { rated: false },
        match: { state: {}, tooLong: false },
        game: { meta: { cooperative: true }, outcome: () => ({ winners: [0, 1], reason }) },
        seats: [{ seat: 0 }, { seat: 1 }],
      } as unknown as TableRuntime;
      await gameOver(a, t);
      return (await store.sql('select won from seat_results where table_id = ? order by seat', [id])).map((r) => Number(r.won));
    };
    expect(await ended('coop-win', 'experts')).toEqual([1, 1]);
    expect(await ended('coop-draw', 'schemers')).toEqual([0, 0]);
    expect(await ended('coop-loss', 'rookies')).toEqual([0, 0]);
  });

  it('loses no update when two tables sharing an identity end at once', async () => {
    const one = await finished('race2', [{ userId: 'u1', bot: null }, { userId: null, bot: 'heuristic' }]);
    const two = await finished('race3', [{ userId: 'u2', bot: null }, { userId: null, bot: 'heuristic' }]);
    const games = async () => (await store.sql("select games from ratings where user_id = 'bot:heuristic' and \"group\" = '2'")).map((r) => Number(r.games));
    // The bot's row exists before the race (a new row's insert would queue the two by itself).
    const warm = await finished('race0', [{ userId: 'u1', bot: null }, { userId: null, bot: 'heuristic' }]);
    expect(await rateFinished(ratingsDb(a), warm)).toBe(true);
    const start = computeRatings(warm, [{ seat: 0, identity: 'u1' }, { seat: 1, identity: 'bot:heuristic' }], new Map()).next;
    expect(await games()).toEqual([1]);
    expect(await Promise.all([rateFinished(ratingsDb(a), one), rateFinished(ratingsDb(other), two)])).toEqual([true, true]);
    expect(await games()).toEqual([3]);
    // Both updates landed on the bot's rating, one after the other (in either order), not both on the fresh one.
    const mu = Number((await store.sql("select mu from ratings where user_id = 'bot:heuristic' and \"group\" = '2'"))[0]?.mu);
    const seats = (user: string) => [
      { seat: 0, identity: user },
      { seat: 1, identity: 'bot:heuristic' },
    ];
    const after = (first: FinishedTable, firstUser: string, then: FinishedTable, thenUser: string) => {
      const mid = computeRatings(first, seats(firstUser), start).next;
      return computeRatings(then, seats(thenUser), new Map([...start, ...mid])).next.get('bot:heuristic')?.mu as number;
    };
    expect(close(mu, after(one, 'u1', two, 'u2')) || close(mu, after(two, 'u2', one, 'u1')), `mu ${mu}`).toBe(true);
  });
});

describe.each(backends('ratings.test.ts'))('a rated game over the server on $name', (backend) => {
  const served = servedOn(backend);
  const sql: Sql = (text, params) => served.sql(text, params);
  const game = perfectAlibi();

  /** Ann hosts, Bob joins, a bot fills seat 2; both people play to the end. */
  const playTable = async (ann: Player, bob: Player, rated: boolean) => {
    const created = await ann.call<SeatGrant>('POST', '/api/tables', {
      game: 'perfect-alibi',
      players: 3,
      host: 'Ann',
      bots: [{ seat: 2, kind: 'heuristic' }],
      claimWindow: 0,
      clock: 'relaxed',
      ...(rated ? { rated: true } : {}),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.table.id;
    const joined = await bob.call<SeatGrant>('POST', `/api/tables/${id}/seats`, { name: 'Bob' });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.table.rated).toBe(rated ? true : undefined);
    expect(joined.body.table.seats.map((s) => s.player ?? null)).toEqual([ann.name, bob.name, null]);
    const seated = [created.body, joined.body].map(() => new Client(served.server.url));
    served.clients.push(...seated);
    for (const [i, g] of [created.body, joined.body].entries()) expect(await seated[i]?.hello(id, g.token)).toEqual({ ok: true });
    expect((await ann.call('POST', `/api/tables/${id}/start`, { token: created.body.token })).status).toBe(200);
    const players = seated.map((c, i) => autoplay(c, game, `ratings:${id}:${i}`));
    await waitFor(() => seated.every((c) => c.table?.status === 'over'), 'the end', 60_000);
    players.forEach((p) => p.stop());
    return { id, host: created.body };
  };

  /** Waits until `query` finds a row (what the end-of-game hook writes after the last action). */
  const stored = async (query: string, params: unknown[]) => {
    for (let i = 0; i < 800; i++) {
      if ((await sql(query, params)).length > 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`nothing stored for ${query}`);
  };

  /** The outcome of the stored match, replayed with the engine. */
  const storedOutcome = async (id: string): Promise<Outcome> => {
    const t = (await sql('select seed, players, options from tables where id = ?', [id]))[0] as { seed: string; players: number; options: string };
    const log = await sql('select seat, action from actions where table_id = ? order by version', [id]);
    const history = replayStored(game, {
      seed: t.seed,
      players: Number(t.players),
      options: JSON.parse(t.options),
      log: log.map((r) => ({ seat: Number(r.seat), action: JSON.parse(r.action as string) })),
    });
    return game.outcome(history.at(-1)?.state) as Outcome;
  };

  it('moves the players\' and the bot\'s ratings once, as openskill rates the outcome; an unrated table moves nothing', async () => {
    const ann = await signUp(served.server.url, 'Ann');
    const bob = await signUp(served.server.url, 'Bob');
    const { id, host } = await playTable(ann, bob, true);
    // Rated after the end (the hook runs once the last action is stored).
    await stored('select table_id from rated_tables where table_id = ?', [id]);
    expect(await sql('select table_id from rated_tables where table_id = ?', [id])).toHaveLength(1);
    const outcome = await storedOutcome(id);
    // Ranks as the game ends them: winners first, then by score (nobody resigned).
    const key = (s: number) => [outcome.winners.includes(s) ? 0 : 1, -(outcome.scores?.[s] ?? 0)];
    const rank = [0, 1, 2].map((s) => 1 + [0, 1, 2].filter((o) => key(o)[0]! < key(s)[0]! || (key(o)[0] === key(s)[0] && key(o)[1]! < key(s)[1]!)).length);
    const expected = rate([[rating()], [rating()], [rating()]], { rank });
    const ratings = await sql("select user_id, mu, sigma, games from ratings where game = 'perfect-alibi' and \"group\" = '3-4'");
    const of = (idOf: string) => ratings.find((r) => r.user_id === idOf) as Record<string, unknown>;
    for (const [seat, who] of [ann.id, bob.id, 'bot:heuristic'].entries()) {
      expect(close(Number(of(who).mu), expected[seat]?.[0]?.mu as number), `seat ${seat} mu`).toBe(true);
      expect(close(Number(of(who).sigma), expected[seat]?.[0]?.sigma as number), `seat ${seat} sigma`).toBe(true);
      expect(Number(of(who).games)).toBe(1);
    }

    // The rematch is rated too, the people's accounts kept with their seats.
    const rematch = await ann.call<SeatGrant>('POST', `/api/tables/${id}/rematch`, { token: host.token });
    expect(rematch.status).toBe(201);
    expect(rematch.body.table.rated).toBe(true);
    expect(rematch.body.table.seats.filter((s) => s.player).map((s) => s.player).sort()).toEqual(['Ann', 'Bob']);

    // An unrated game of the same people moves nothing, but counts on their profiles.
    const snapshot = JSON.stringify(await sql('select * from ratings order by user_id'));
    const unrated = await playTable(ann, bob, false);
    // The results are written after the end, where a rating would be: wait for them, then compare.
    await stored('select seat from seat_results where table_id = ?', [unrated.id]);
    expect(JSON.stringify(await sql('select * from ratings order by user_id'))).toBe(snapshot);
    expect(await sql('select table_id from rated_tables where table_id = ?', [unrated.id])).toHaveLength(0);

    const profile = await ann.call<Profile>('GET', '/api/players/ann');
    expect(profile.status).toBe(200);
    expect(profile.body.games).toEqual([{ game: 'perfect-alibi', played: 2, won: expect.any(Number) }]);
    expect(profile.body.recent.map((t) => t.id).sort()).toEqual([id, unrated.id].sort());
    expect(profile.body.recent.find((t) => t.id === id)).toMatchObject({ rated: true, seat: 0, won: outcome.winners.includes(0), replay: true });
    expect(profile.body.ratings).toEqual([
      { game: 'perfect-alibi', group: '3-4', mu: Number(of(ann.id).mu), sigma: Number(of(ann.id).sigma), rating: Number(of(ann.id).mu) - 3 * Number(of(ann.id).sigma), games: 1 },
    ]);
    const table = await ann.call<TableInfo>('GET', `/api/tables/${id}`);
    expect(table.body.rated).toBe(true);
  }, 120_000);
});

describe.each(backends('ratings.test.ts'))('a rematch accepted from two devices on $name', (backend) => {
  const served = servedOn(backend);

  it("gives the person's second device its own token for the seat the first accepted", async () => {
    const url = served.server.url;
    const ann = await signUp(url, 'Rematcher');
    const bob = await signUp(url, 'TwoDevices');
    const created = await ann.call<SeatGrant>('POST', '/api/tables', { game: 'perfect-alibi', players: 3, host: 'Ann', bots: [{ seat: 2, kind: 'heuristic' }], claimWindow: 0 });
    const id = created.body.table.id;
    const joined = await bob.call<SeatGrant>('POST', `/api/tables/${id}/seats`, { name: 'Bob' });
    expect(joined.status).toBe(201);
    expect((await ann.call('POST', `/api/tables/${id}/start`, { token: created.body.token })).status).toBe(200);
    // Over without playing it out: both people resign, the bot is left and wins.
    for (const token of [created.body.token, joined.body.token]) expect((await api(url, 'POST', `/api/tables/${id}/resign`, { token })).status).toBe(200);
    // Resigned seats are played by the autopilot: wait for the bots to finish the game.
    for (let i = 0; i < 600 && (await api<TableInfo>(url, 'GET', `/api/tables/${id}`)).body.status !== 'over'; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await api<TableInfo>(url, 'GET', `/api/tables/${id}`)).body.status).toBe('over');
    // Bob's other device: a grant for his seat.
    const device = await bob.call<SeatGrant>('POST', `/api/account/tables/${id}/grant`, {});
    expect(device.status, JSON.stringify(device.body)).toBe(201);
    const rematch = await ann.call<SeatGrant>('POST', `/api/tables/${id}/rematch`, { token: created.body.token });
    expect(rematch.status).toBe(201);
    const first = await api<SeatGrant>(url, 'POST', `/api/tables/${id}/rematch/accept`, { token: joined.body.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await api<SeatGrant>(url, 'POST', `/api/tables/${id}/rematch/accept`, { token: device.body.token });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.seat).toBe(first.body.seat);
    expect(second.body.token).not.toBe(first.body.token);
    // Both devices' tokens hold the seat at the new table.
    for (const token of [first.body.token, second.body.token]) {
      const c = new Client(url);
      served.clients.push(c);
      expect(await c.hello(rematch.body.table.id, token)).toEqual({ ok: true });
      await waitFor(() => c.seat !== null, 'the welcome');
      expect(c.seat).toBe(first.body.seat);
    }
    // Once the rematch has started, the second device still joins its seat this way.
    expect((await ann.call('POST', `/api/tables/${rematch.body.table.id}/start`, { token: rematch.body.token })).status).toBe(200);
    const later = await api<SeatGrant>(url, 'POST', `/api/tables/${id}/rematch/accept`, { token: device.body.token });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.seat).toBe(first.body.seat);
    // A token that holds no seat of the old table gets nothing.
    const stranger = await api(url, 'POST', `/api/tables/${id}/rematch/accept`, { token: 'not-a-token' });
    expect(stranger.status).toBeGreaterThanOrEqual(400);
  }, 60_000);
});

describe('a resigned seat, and a node that stopped before rating (SQLite)', () => {
  it('ranks the resigned person last, and rates the table when it is next loaded', async () => {
    const db = tempDb();
    let server = await serve(db.file);
    const sql = (text: string, params: unknown[] = []) => {
      const file = new Database(db.file);
      try {
        const st = file.prepare(text);
        return st.reader ? (st.all(...params) as Record<string, unknown>[]) : (st.run(...params), []);
      } finally {
        file.close();
      }
    };
    try {
      const ann = await signUp(server.url, 'Quitter');
      const created = await ann.call<SeatGrant>('POST', '/api/tables', {
        game: 'perfect-alibi',
        players: 3,
        host: 'Ann',
        bots: [
          { seat: 1, kind: 'heuristic' },
          { seat: 2, kind: 'random' },
        ],
        claimWindow: 0,
        clock: 'relaxed',
        rated: true,
      });
      const id = created.body.table.id;
      expect((await ann.call('POST', `/api/tables/${id}/start`, { token: created.body.token })).status).toBe(200);
      expect((await ann.call('POST', `/api/tables/${id}/resign`, { token: created.body.token })).status).toBe(200);
      const rated = async () => {
        for (let i = 0; i < 2400; i++) {
          const rows = sql('select result from rated_tables where table_id = ?', [id]);
          if (rows.length > 0) return JSON.parse(rows[0]?.result as string) as { seat: number; identity: string; rank: number }[];
          await new Promise((r) => setTimeout(r, 25));
        }
        throw new Error('never rated');
      };
      const result = await rated();
      expect(result.map((r) => [r.seat, r.identity])).toEqual([
        [0, ann.id],
        [1, 'bot:heuristic'],
        [2, 'bot:random'],
      ]);
      expect(result[0]?.rank).toBe(3);
      expect(Math.max(result[1]?.rank as number, result[2]?.rank as number)).toBeLessThan(3);
      const ratings = sql('select * from ratings order by user_id');

      // As if the node had stopped after the last action, before the rating.
      await server.close();
      sql('delete from rated_tables');
      sql('delete from ratings');
      server = await serve(db.file);
      expect(sql('select * from ratings')).toEqual([]);
      // Any request that loads the finished table (here, its info) rates it.
      expect((await api<TableInfo>(server.url, 'GET', `/api/tables/${id}`)).status).toBe(200);
      expect(await rated()).toEqual(result);
      expect(sql('select * from ratings order by user_id').map((r) => ({ ...r, updated_at: null }))).toEqual(ratings.map((r) => ({ ...r, updated_at: null })));
    } finally {
      await server.close();
      db.cleanup();
    }
  }, 120_000);
});
