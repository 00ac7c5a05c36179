/**
 * Crash safety: many matches played by socket clients against a server in a child process, which
 * is killed with SIGKILL mid-play and restarted on the same database. Every acknowledged action
 * must be in the log, nothing may be applied twice, and every match must go on from exactly where
 * it was, with the clients reconnecting by themselves. SQLite always; PostgreSQL with ALIBI_TEST_PG.
 */
import { randomPolicy, Rng } from '@alibi/engine';
import type { ActResult, SeatGrant, Update, Welcome } from '@alibi/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { api, Client, createTable, join, perfectAlibi, replayStored, tempDb, verifyReceived, waitFor } from './helpers.ts';
import { freshPg, readPg, readSqlite, spawnNode, stopNode, type Node, type StoredMatch } from './nodes.ts';

const MATCHES = 20;
const PLAYERS = 3;
/** Acknowledged actions (over all matches) before the kill: well into play, far from most ends. */
const KILL_AFTER = 100;

const game = perfectAlibi();
const pgUrl = process.env.ALIBI_TEST_PG;
if (!pgUrl) console.warn('crash.test.ts: PostgreSQL run skipped; set ALIBI_TEST_PG to a postgres:// URL to run it');

/**
 * One seat played by the engine's random policy over a reconnecting socket. An action whose answer
 * was lost with the connection is sent again, with the same seq, after the next welcome.
 */
class Player {
  readonly c: Client;
  readonly answers: ActResult[] = [];
  private pending: { seq: number; action: unknown } | null = null;
  private attempt = 0;
  /** Our own seq counter: after a crash `welcome.nextSeq` forgets refused seqs and unstored sends. */
  private next = 0;
  private stopped = false;
  private readonly rng: Rng;
  private readonly policy = randomPolicy(game.meta.interrupts, 0.03);

  constructor(url: string, table: string, grant: SeatGrant) {
    this.rng = Rng.fromSeed(`crash:${table}:${grant.seat}`);
    this.c = new Client(url, true);
    const socket = this.c.socket;
    // Every (re)connection says hello again; the welcome then tells where the match is.
    socket.on('connect', () => void this.c.hello(table, grant.token).catch(() => undefined));
    // Messages sent while down would reach the new connection before its hello: drop them.
    socket.on('disconnect', () => void socket.sendBuffer.splice(0));
    socket.on('welcome', (w: Welcome) => {
      this.next = Math.max(this.next, w.nextSeq);
      setImmediate(() => (this.pending ? this.send(this.pending) : this.consider()));
    });
    socket.on('update', () => setImmediate(() => this.consider()));
  }

  private consider(): void {
    const c = this.c;
    if (this.stopped || this.pending || !c.socket.connected || c.legal.length === 0 || c.seat === null) return;
    const action = this.policy.choose({ seat: c.seat, legal: c.legal, view: c.view, rng: this.rng, mustAct: c.mustAct });
    if (action !== null) this.send({ seq: this.next++, action });
  }

  private send(p: { seq: number; action: unknown }): void {
    this.pending = p;
    const attempt = ++this.attempt;
    this.c.socket
      .timeout(5000)
      .emitWithAck('act', p)
      .then(
        (r) => {
          if (attempt !== this.attempt) return;
          this.answers.push(r);
          this.pending = null;
          this.consider();
        },
        // Lost with the connection: sent again after the next welcome. Only slow (a busy machine):
        // sent again now, with the same seq, so it is answered (never applied) twice at most.
        () => {
          if (attempt === this.attempt && !this.stopped && this.c.socket.connected) this.send(p);
        },
      );
  }

  stop(): void {
    this.stopped = true;
    this.c.close();
  }
}

interface Match {
  id: string;
  players: Player[];
}

async function crashAndResume(db: string, read: (id: string) => Promise<StoredMatch> | StoredMatch): Promise<void> {
  let node = await spawnNode({ db });
  const matches: Match[] = [];
  const hosts: string[] = [];
  try {
    for (let i = 0; i < MATCHES; i++) {
      const host = await createTable(node.url, PLAYERS, []);
      const id = host.table.id;
      const grants = [host];
      for (let s = 1; s < PLAYERS; s++) grants.push(await join(node.url, id, `P${s}`));
      matches.push({ id, players: grants.map((g) => new Player(node.url, id, g)) });
      hosts.push(host.token);
    }
    const all = matches.flatMap((m) => m.players);
    await waitFor(() => all.every((p) => p.c.seat !== null), 'every hello', 60_000);
    // All at once, so every match is in play when the server dies.
    const starts = await Promise.all(
      matches.map((m, i) => api(node.url, 'POST', `/api/tables/${m.id}/start`, { token: hosts[i] })),
    );
    expect(starts.map((r) => r.status)).toEqual(matches.map(() => 200));
    const acknowledged = () => all.reduce((n, p) => n + p.answers.filter((a) => a.ok).length, 0);
    await waitFor(() => acknowledged() >= KILL_AFTER, `${KILL_AFTER} acknowledged actions`, 90_000);

    node.proc.kill('SIGKILL');
    await node.exited;
    const atKill = new Map<string, StoredMatch>();
    for (const m of matches) atKill.set(m.id, await read(m.id));
    const acknowledgedAtKill = matches.map((m) => m.players.map((p) => p.answers.filter((a) => a.ok)));
    const midPlay = matches.filter((m) => {
      const stored = atKill.get(m.id) as StoredMatch;
      return stored.log.length > 0 && game.outcome((replayStored(game, stored).at(-1) as { state: unknown }).state) === null;
    });
    expect(midPlay.length).toBeGreaterThan(MATCHES / 2);
    // Where each client was when the server died: it must resume from exactly there.
    const seenAtKill = all.map((p) => p.c.received.length);

    node = await spawnNode({ db, port: node.port });
    await waitFor(() => all.every((p) => p.c.table?.status === 'over'), 'every match to finish after the restart', 120_000);

    for (const [i, m] of matches.entries()) {
      const before = atKill.get(m.id) as StoredMatch;
      const after = await read(m.id);
      await waitFor(() => m.players.every((p) => p.c.version === after.log.length), `the final update of ${m.id}`);
      // Nothing stored before the crash was lost or changed.
      expect(after.log.slice(0, before.log.length)).toEqual(before.log);
      for (const [seat, acks] of (acknowledgedAtKill[i] as ActResult[][]).entries()) {
        for (const a of acks) if (a.ok) expect(before.log[a.version - 1]).toMatchObject({ seat, seq: a.seq, version: a.version });
      }
      // Each stored action is exactly one action a client meant (one (seat, seq)), answered once.
      const answered = m.players
        .flatMap((p, seat) => p.answers.flatMap((a) => (a.ok ? [{ seat, seq: a.seq, version: a.version }] : [])))
        .sort((x, y) => x.version - y.version);
      expect(answered).toEqual(after.log.map(({ seat, seq, version }) => ({ seat, seq, version })));

      const history = replayStored(game, after);
      for (const [seat, p] of m.players.entries()) {
        // Everything received, before and after the crash, is the engine's own view of this log.
        expect(verifyReceived(p.c, seat, game, history, after.seed)).toEqual([]);
        // After the restart: a welcome no earlier than the stored version, then consecutive updates.
        const later = p.c.received.slice(seenAtKill[all.indexOf(p)]);
        const welcome = later.find((x) => x.event === 'welcome')?.payload as Welcome | undefined;
        expect(welcome?.version).toBeGreaterThanOrEqual(before.log.length);
        let version = -1;
        for (const x of p.c.received) {
          if (x.event === 'welcome') version = (x.payload as Welcome).version;
          else if (x.event === 'update') {
            const u = x.payload as Update;
            if (u.version !== 0) expect(u.version).toBe(version + 1);
            version = u.version;
          }
        }
      }
    }
  } finally {
    for (const m of matches) for (const p of m.players) p.stop();
    await stopNode(node as Node);
  }
}

describe('a server killed mid-play', () => {
  const sqlite = tempDb();
  afterAll(() => sqlite.cleanup());

  // Minutes, not seconds, on a busy machine: two process starts and 20 matches played to the end.
  it(
    `resumes ${MATCHES} matches over SQLite with nothing lost or doubled`,
    () => crashAndResume(sqlite.file, (id) => readSqlite(sqlite.file, id)),
    300_000,
  );

  it.skipIf(!pgUrl)(
    `resumes ${MATCHES} matches over PostgreSQL with nothing lost or doubled`,
    async () => {
      const db = await freshPg(pgUrl as string);
      try {
        await crashAndResume(db.url, (id) => readPg(db.url, id));
      } finally {
        await db.drop();
      }
    },
    300_000,
  );
});
