/**
 * The fuzzer against a live server: FUZZ_MESSAGES (default 100,000) hostile socket messages over
 * eight connections, FUZZ_HTTP (default 2,000) hostile lobby requests, and raw engine.io frames
 * (binary frames, packets announcing attachments, junk, oversize) on FUZZ_FRAME_CONNECTIONS
 * (default 48) raw WebSockets. No crash, no state change (the database is row for row the same),
 * every message answered with a typed error, every binary or oversize frame answered by closing
 * its connection; afterwards the match still plays. Three runs: SQLite with limits off (so the
 * messages reach the hub), SQLite through the default limits (RATE_LIMITED counts as typed), and
 * PostgreSQL with limits off when ALIBI_TEST_PG names a server (skipped with a message otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDb, dumpPg, prepareWorld, runFrameFuzz, runFuzz, runHttpFuzz, type FuzzReport, type World } from './fuzz.ts';
import { tempDb } from './helpers.ts';
import { freshPg } from './nodes.ts';
import { DEFAULT_LIMITS, NO_LIMITS, startServer, type Limits, type RunningServer } from '../src/index.ts';

const MESSAGES = Number(process.env.FUZZ_MESSAGES ?? 100_000);
const HTTP = Number(process.env.FUZZ_HTTP ?? 2000);
const FRAME_CONNECTIONS = Number(process.env.FUZZ_FRAME_CONNECTIONS ?? 48);
const SEED = process.env.FUZZ_SEED ?? 'fuzz-test';
const pgUrl = process.env.ALIBI_TEST_PG;
if (!pgUrl) console.warn('fuzz.test.ts: PostgreSQL run skipped; set ALIBI_TEST_PG to a postgres:// URL to run it');

const show = (what: string, r: FuzzReport) =>
  console.log(
    `fuzz ${what}: ${r.messages} in ${r.seconds.toFixed(1)} s (${r.perSecond}/s)\n` +
      `  codes: ${JSON.stringify(r.codes)}\n  kinds: ${JSON.stringify(r.kinds)}`,
  );

interface Setup {
  name: string;
  limits: Limits;
  messages: number;
  /** The database location and how to dump it; `drop` removes it afterwards. */
  open(): Promise<{ db: string; dump(): Promise<string>; drop(): Promise<void> | void }>;
}

function fuzzSuite(s: Setup): void {
  describe(s.name, () => {
    let server: RunningServer;
    let world: World;
    let storage: Awaited<ReturnType<Setup['open']>>;
    beforeAll(async () => {
      storage = await s.open();
      server = await startServer({ port: 0, db: storage.db, botDelayMs: 0, webDist: '/nonexistent', limits: s.limits });
      world = await prepareWorld(server.url);
    }, 180_000);
    afterAll(async () => {
      world?.close();
      await server?.close();
      await storage?.drop();
    });

    it(`answers ${s.messages} socket messages, ${HTTP} lobby requests and raw frames with typed errors and changes nothing`, async () => {
      const before = await storage.dump();
      const report = await runFuzz(world, { messages: s.messages, seed: SEED });
      show('socket', report);
      expect(report.problems).toEqual([]);
      expect(report.messages).toBe(s.messages);
      expect(Object.values(report.codes).reduce((a, b) => a + b, 0)).toBe(s.messages);

      const http = await runHttpFuzz(server.url, world, { requests: HTTP, seed: SEED });
      show('http', http);
      expect(http.problems).toEqual([]);
      expect(Object.values(http.codes).reduce((a, b) => a + b, 0)).toBe(HTTP);

      const frames = await runFrameFuzz(server.url, { connections: FRAME_CONNECTIONS, framesEach: 20, seed: SEED });
      show('frames', frames);
      expect(frames.problems).toEqual([]);
      expect(await storage.dump()).toBe(before);

      // Still alive and still playing: the seat the game waits for makes a legal move.
      const seated = world.actors.filter((a) => a.role === 'playing').map((a) => a.client);
      const mover = seated.find((c) => c.mustAct) ?? seated[0];
      if (!mover) throw new Error('no seated client');
      const version = mover.version;
      // Past every seq the fuzzer used on this connection (a far jump would be refused); through
      // the limits the connection's bucket refills first.
      if (s.limits.socketPerConnection) await new Promise((r) => setTimeout(r, 3000));
      const next = world.actors.find((a) => a.client === mover)?.nextSeq ?? 0;
      const answer = await mover.act(mover.legal[0], next + 1);
      expect(answer).toMatchObject({ ok: true, version: version + 1 });
      for (const c of seated) await c.until(() => c.version === version + 1, 'the update after the fuzz');
    }, 600_000);
  });
}

const sqliteSetup = async () => {
  const db = tempDb();
  return { db: db.file, dump: async () => dumpDb(db.file), drop: () => db.cleanup() };
};

fuzzSuite({ name: 'SQLite, limits off', limits: NO_LIMITS, messages: MESSAGES, open: sqliteSetup });
// Through the production limits most answers are RATE_LIMITED; fewer messages say as much.
fuzzSuite({ name: 'SQLite, default limits', limits: DEFAULT_LIMITS, messages: Math.min(MESSAGES, 5000), open: sqliteSetup });
describe.skipIf(!pgUrl)('PostgreSQL', () => {
  fuzzSuite({
    name: 'limits off',
    limits: NO_LIMITS,
    messages: Math.min(MESSAGES, 20_000),
    async open() {
      const fresh = await freshPg(pgUrl as string);
      return { db: fresh.url, dump: () => dumpPg(fresh.url), drop: () => fresh.drop() };
    },
  });
});
