/**
 * The fuzzer against a live server: FUZZ_MESSAGES (default 100,000) hostile messages over eight
 * connections. No crash, no state change (the database is byte-for-byte the same), every message
 * answered with a typed error; afterwards the match still plays. Rate limits are off here so the
 * messages reach the hub (limits.test.ts tests the limiter).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dumpDb, prepareWorld, runFuzz, type World } from './fuzz.ts';
import { tempDb } from './helpers.ts';
import { NO_LIMITS, startServer, type RunningServer } from '../src/index.ts';

const MESSAGES = Number(process.env.FUZZ_MESSAGES ?? 100_000);
const SEED = process.env.FUZZ_SEED ?? 'fuzz-test';

const db = tempDb();
let server: RunningServer;
let world: World;
beforeAll(async () => {
  server = await startServer({
    port: 0,
    db: db.file,
    botDelayMs: 0,
    webDist: '/nonexistent',
    limits: NO_LIMITS,
  });
  world = await prepareWorld(server.url);
}, 120_000);
afterAll(async () => {
  world?.close();
  await server.close();
  db.cleanup();
});

it(`answers ${MESSAGES} hostile messages with typed errors and changes nothing`, async () => {
  const before = dumpDb(db.file);
  const report = await runFuzz(world, { messages: MESSAGES, seed: SEED });
  console.log(
    `fuzz: ${report.messages} messages in ${report.seconds.toFixed(1)} s (${report.perSecond}/s)\n` +
      `  codes: ${JSON.stringify(report.codes)}\n  kinds: ${JSON.stringify(report.kinds)}`,
  );
  expect(report.problems).toEqual([]);
  expect(report.messages).toBe(MESSAGES);
  expect(Object.values(report.codes).reduce((a, b) => a + b, 0)).toBe(MESSAGES);
  expect(dumpDb(db.file)).toBe(before);

  // Still alive and still playing: the seat the game waits for makes a legal move.
  const seated = world.actors.filter((a) => a.role === 'playing').map((a) => a.client);
  const mover = seated.find((c) => c.mustAct) ?? seated[0];
  if (!mover) throw new Error('no seated client');
  const version = mover.version;
  // Past every seq the fuzzer used on this connection (a far jump would be refused).
  const next = world.actors.find((a) => a.client === mover)?.nextSeq ?? 0;
  const answer = await mover.act(mover.legal[0], next + 1);
  expect(answer).toMatchObject({ ok: true, version: version + 1 });
  for (const c of seated) await c.until(() => c.version === version + 1, 'the update after the fuzz');
}, 300_000);
