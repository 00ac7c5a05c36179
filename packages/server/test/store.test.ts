/**
 * The store's compare-and-set append, directly, over SQLite always and over PostgreSQL when
 * ALIBI_TEST_PG names a database: exactly one append per version, none past a gap, the final
 * one marks the table over, and the log reads back in order.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, openDb } from '../src/db.ts';
import type { TableRecord } from '../src/records.ts';
import { Store } from '../src/store.ts';
import { tempDb } from './helpers.ts';

const sqlite = tempDb();
afterAll(() => sqlite.cleanup());
const pgUrl = process.env.ALIBI_TEST_PG;
if (!pgUrl) console.warn('store.test: ALIBI_TEST_PG is not set; the PostgreSQL case is skipped');

const targets: [string, string | undefined][] = [
  ['SQLite', sqlite.file],
  ['PostgreSQL', pgUrl],
];

describe.each(targets)('store over %s', (_name, location) => {
  it.skipIf(!location)('appends by compare-and-set: one winner per version, none past a gap', async () => {
    const store = new Store(await openDb(location as string));
    const id = `store-${randomBytes(6).toString('hex')}`;
    const table: TableRecord = {
      id,
      name: 'cas',
      game: 'perfect-alibi',
      players: 3,
      options: {},
      seed: 'seed',
      status: 'playing',
      createdAt: new Date().toISOString(),
      version: 0,
    };
    await store.createTable(table, [{ seat: 0, name: 'A', bot: null, tokenHash: null, host: true }]);
    const act = (version: number, seat: number, seq: number) => ({ version, seat, seq, action: { type: 'pass', n: version } });
    /** An append that lost: false, or a unique violation when the race is on the log's keys. */
    const lost = async (p: Promise<boolean>) => {
      try {
        return !(await p);
      } catch (e) {
        return isUniqueViolation(e);
      }
    };

    expect(await store.append(id, act(1, 0, 0), false)).toBe(true);
    expect(await lost(store.append(id, act(1, 1, 0), false))).toBe(true); // version 1 is taken
    expect(await lost(store.append(id, act(3, 1, 0), false))).toBe(true); // a gap: version 2 is missing
    expect(await lost(store.append(id, act(2, 0, 0), false))).toBe(true); // seat 0 already used seq 0
    expect(await store.append(id, act(2, 1, 0), true)).toBe(true);
    // Two appends of the same version at once: exactly one wins.
    const race = await Promise.all([store.append(id, act(3, 2, 0), false), store.append(id, act(3, 0, 1), false)].map(lost));
    expect(race.filter((l) => !l)).toHaveLength(1);

    const log = await store.actions(id);
    expect(log.map((a) => [a.version, a.seat, a.seq])).toEqual([
      [1, 0, 0],
      [2, 1, 0],
      [3, race[0] ? 0 : 2, race[0] ? 1 : 0],
    ]);
    expect(log[0]?.action).toEqual({ type: 'pass', n: 1 });
    expect((await store.actions(id, 2)).map((a) => a.version)).toEqual([3]);
    const loaded = await store.loadTable(id);
    expect(loaded?.table.version).toBe(3);
    expect(loaded?.table.status).toBe('over');
    await store.db.destroy();
  });
});
