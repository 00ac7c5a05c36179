/**
 * Runs the fuzzer for longer, from the command line, against a fresh server on a temp SQLite file:
 *
 *   npx tsx packages/server/test/fuzz-run.ts --messages 1000000 --seed nightly [--window 64] [--limits default]
 *
 * Prints progress, then one JSON report (messages/s, answers by error code, messages by kind).
 * Exits 1 if any message was not answered with a typed error or the database changed.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_LIMITS, NO_LIMITS, startServer } from '../src/index.ts';
import { dumpDb, prepareWorld, runFuzz } from './fuzz.ts';
import { tempDb } from './helpers.ts';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '100000' },
    seed: { type: 'string', default: `fuzz-${Date.now()}` },
    window: { type: 'string', default: '64' },
    // `default`: fuzz through the production rate limits (RATE_LIMITED answers count as typed errors).
    limits: { type: 'string', default: 'off' },
  },
});
const messages = Number(values.messages);
const window = Number(values.window);
if (
  !Number.isSafeInteger(messages) ||
  messages < 1 ||
  !Number.isSafeInteger(window) ||
  window < 1 ||
  !['off', 'default'].includes(values.limits)
) {
  console.error('usage: fuzz-run.ts [--messages N] [--seed S] [--window N] [--limits off|default]');
  process.exit(2);
}

/** Runs the fuzz; true when every answer was a typed error and the database is unchanged. */
async function main(): Promise<boolean> {
  const db = tempDb();
  const server = await startServer({
    port: 0,
    db: db.file,
    botDelayMs: 0,
    webDist: '/nonexistent',
    limits: values.limits === 'off' ? NO_LIMITS : DEFAULT_LIMITS,
  });
  try {
    const world = await prepareWorld(server.url);
    const before = dumpDb(db.file);
    let shown = 0;
    const report = await runFuzz(world, {
      messages,
      seed: values.seed,
      window,
      onProgress: (sent) => {
        if (sent - shown >= 50_000) {
          shown = sent;
          process.stderr.write(`fuzz: ${sent} sent by one connection\n`);
        }
      },
    });
    const unchanged = dumpDb(db.file) === before;
    world.close();
    console.log(JSON.stringify({ seed: values.seed, ...report, databaseUnchanged: unchanged }, null, 2));
    return report.problems.length === 0 && unchanged;
  } finally {
    await server.close();
    db.cleanup();
  }
}

process.exit((await main()) ? 0 : 1);
