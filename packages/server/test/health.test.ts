/**
 * Health and integrity (issue 16, finding 9): readiness proves a write works (full disk, a
 * removed write-ahead log, a locked table), and start-up refuses storage it cannot trust (a
 * corrupted file, a write-ahead log missing after an unclean stop).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_LIMITS, startServer, type RunningServer, type ServerOptions } from '../src/index.ts';
import { closeDb, openDb, writesCommit } from '../src/db.ts';
import { api, createTable, tempDb } from './helpers.ts';
import { freshPg, spawnNode } from './nodes.ts';

const running: RunningServer[] = [];
const cleanups: (() => void | Promise<void>)[] = [];

const serve = async (db: string, opts: Partial<ServerOptions> = {}): Promise<RunningServer> => {
  const server = await startServer({ port: 0, db, botDelayMs: 0, webDist: '/nonexistent', limits: NO_LIMITS, ...opts });
  running.push(server);
  return server;
};

afterEach(async () => {
  for (const s of running.splice(0)) await s.close().catch(() => undefined);
  for (const c of cleanups.splice(0).reverse()) await c();
});

const healthz = (url: string) => api<{ ok: boolean; problem?: string }>(url, 'GET', '/healthz');

/** A small tmpfs (we run as root in CI), or null with the reason when it cannot be mounted. */
function smallDisk(sizeKb: number): { dir: string; release(): void } | string {
  const dir = mkdtempSync(join(tmpdir(), 'alibi-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    return `cannot mount a tmpfs (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`;
  }
  return {
    dir,
    release() {
      execFileSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Fills the file system under `dir` until it refuses another byte. */
function fill(dir: string): string {
  const file = join(dir, 'filler');
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(4096, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch {
    // ENOSPC: full. Single bytes close the last gap.
    try {
      for (;;) writeSync(fd, chunk.subarray(0, 1));
    } catch {
      // Full to the byte.
    }
  } finally {
    closeSync(fd);
  }
  return file;
}

describe('readiness proves a write works', () => {
  it('a full disk turns /healthz 503 (it said db: up), and freeing space brings it back', async (ctx) => {
    const disk = smallDisk(4096);
    if (typeof disk === 'string') {
      console.warn(`health.test.ts: full-disk test skipped: ${disk}`);
      return ctx.skip();
    }
    cleanups.push(() => disk.release());
    const server = await serve(join(disk.dir, 'alibi.sqlite'));
    await createTable(server.url, 3, [1, 2]);
    expect((await healthz(server.url)).status).toBe(200);
    const filler = fill(disk.dir);
    // A few checks: the write-ahead log may have room left in its last page for one or two.
    let r = await healthz(server.url);
    for (let i = 0; i < 20 && r.status === 200; i++) r = await healthz(server.url);
    expect(r.status).toBe(503);
    expect(r.body.problem).toMatch(/full|SQLITE_FULL|space/i);
    unlinkSync(filler);
    expect((await healthz(server.url)).status).toBe(200);
  });

  it('a write-ahead log removed under a running server turns /healthz 503', async () => {
    const db = tempDb();
    cleanups.push(db.cleanup);
    const server = await serve(db.file);
    expect((await healthz(server.url)).status).toBe(200);
    unlinkSync(`${db.file}-wal`);
    const r = await healthz(server.url);
    expect(r.status).toBe(503);
    expect(r.body.problem).toMatch(/write-ahead log .*-wal was removed/);
  });

  it('PostgreSQL: the check writes its own table, and a write that cannot happen is a 503', async (ctx) => {
    const url = process.env.ALIBI_TEST_PG;
    if (!url) {
      console.warn('health.test.ts: PostgreSQL run skipped; set ALIBI_TEST_PG to a postgres:// URL to run it');
      return ctx.skip();
    }
    const fresh = await freshPg(url);
    cleanups.push(() => fresh.drop());
    const server = await serve(fresh.url);
    expect((await healthz(server.url)).body).toMatchObject({ ok: true, db: 'up' });
    const c = new pg.Client({ connectionString: fresh.url });
    await c.connect();
    cleanups.push(() => c.end());
    expect((await c.query('select id from health_checks')).rows).toEqual([{ id: 'ready' }]);
    // Reads still work; the write waits on the lock past the health timeout.
    await c.query('begin');
    await c.query('lock table health_checks in exclusive mode');
    const r = await healthz(server.url);
    await c.query('rollback');
    expect(r.status).toBe(503);
    expect((await healthz(server.url)).status).toBe(200);
  });
});

describe('start-up refuses storage it cannot trust', () => {
  it('a corrupted page: a clear error, nothing started', async () => {
    const db = tempDb();
    cleanups.push(db.cleanup);
    const server = await serve(db.file);
    for (let i = 0; i < 40; i++) await createTable(server.url, 3, [1, 2]);
    await server.close();
    running.length = 0;
    const bytes = readFileSync(db.file);
    expect(bytes.length).toBeGreaterThan(4 * 4096);
    // Garbage over the pages after the schema page: the tables' b-trees.
    const fd = openSync(db.file, 'r+');
    writeSync(fd, Buffer.alloc(2 * 4096, 0xa5), 0, 2 * 4096, 2 * 4096);
    closeSync(fd);
    await expect(serve(db.file)).rejects.toThrow(/failed its integrity check/);
  });

  it('a write-ahead log missing after an unclean stop: refused, saying how to go on', async () => {
    const db = tempDb();
    cleanups.push(db.cleanup);
    /** A server in a child process, with tables written, killed before it can merge its log. */
    const killedWithCommits = async () => {
      const node = await spawnNode({ db: db.file });
      const grants = [];
      for (let i = 0; i < 3; i++) grants.push(await createTable(node.url, 3, [1, 2]));
      node.proc.kill('SIGKILL');
      await node.exited;
      return grants;
    };
    const grants = await killedWithCommits();
    expect(JSON.parse(readFileSync(`${db.file}.state`, 'utf8'))).toMatchObject({ state: 'open', dirty: true });
    // With its WAL the crash recovers every acknowledged table.
    const recovered = await serve(db.file);
    for (const g of grants) expect((await api(recovered.url, 'GET', `/api/tables/${g.table.id}`)).status).toBe(200);
    await recovered.close();
    running.length = 0;
    expect(JSON.parse(readFileSync(`${db.file}.state`, 'utf8'))).toMatchObject({ state: 'closed' });

    // Killed again, and the log deleted: the tables only it held would be gone without a word.
    await killedWithCommits();
    unlinkSync(`${db.file}-wal`);
    await expect(serve(db.file)).rejects.toThrow(/write-ahead log .*test\.sqlite-wal is missing.*delete .*test\.sqlite\.state/);
    // Accepting the loss, as the message says: the server starts from what the file holds.
    unlinkSync(`${db.file}.state`);
    const accepted = await serve(db.file);
    expect((await healthz(accepted.url)).status).toBe(200);
  }, 120_000);

  it('a log merged by another program after a crash (the sqlite3 shell, say) is not a loss', async () => {
    const db = tempDb();
    cleanups.push(db.cleanup);
    const node = await spawnNode({ db: db.file });
    const grant = await createTable(node.url, 3, [1, 2]);
    node.proc.kill('SIGKILL');
    await node.exited;
    // Opening and closing the file as the last connection merges the log and removes it.
    const shell = new Database(db.file);
    expect(shell.prepare('select count(*) as n from tables').get()).toEqual({ n: 1 });
    shell.close();
    expect(existsSync(`${db.file}-wal`)).toBe(false);
    const server = await serve(db.file);
    expect((await api(server.url, 'GET', `/api/tables/${grant.table.id}`)).status).toBe(200);
  }, 120_000);

  it('the marker turns dirty at a commit, not at the start of a transaction', async () => {
    const db = tempDb();
    cleanups.push(db.cleanup);
    const kdb = await openDb(db.file);
    const marker = () => JSON.parse(readFileSync(`${db.file}.state`, 'utf8')) as { dirty: boolean };
    try {
      await expect.poll(() => marker().dirty, { timeout: 5_000 }).toBe(false);
      await sql`create table notes_for_test (x integer)`.execute(kdb);
      expect(marker().dirty).toBe(true);
      await expect.poll(() => marker().dirty, { timeout: 5_000 }).toBe(false);
      // A server killed inside this transaction leaves no commit: the marker must not say it might.
      await kdb.transaction().execute(async (trx) => {
        await sql`insert into notes_for_test values (1)`.execute(trx);
        expect(marker().dirty).toBe(false);
      });
      expect(marker().dirty).toBe(true);
    } finally {
      await closeDb(kdb);
    }
    expect(writesCommit('select 1', false)).toBe(false);
    expect(writesCommit('begin', false)).toBe(false);
    expect(writesCommit('update t set x = 1', true)).toBe(false);
    expect(writesCommit('update t set x = 1', false)).toBe(true);
    expect(writesCommit('COMMIT', true)).toBe(true);
  });

  it('a clean close merges the log: marker closed, no WAL left, the next start is fine', async () => {
    const db = tempDb();
    cleanups.push(db.cleanup);
    const server = await serve(db.file);
    await createTable(server.url, 3, [1, 2]);
    await server.close();
    running.length = 0;
    expect(existsSync(`${db.file}-wal`)).toBe(false);
    expect(JSON.parse(readFileSync(`${db.file}.state`, 'utf8'))).toMatchObject({ state: 'closed', dirty: false });
    expect((await healthz((await serve(db.file)).url)).status).toBe(200);
  });
});
