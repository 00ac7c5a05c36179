/** A restart loses nothing acknowledged: matches resume from seed + options + stored log. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TableInfo, Welcome } from '@alibi/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/index.ts';
import {
  api,
  autoplay,
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
afterAll(() => db.cleanup());
const game = perfectAlibi();

/** An ordinary move that cannot end the game by itself (no claim, no final question). */
const quiet = (legal: unknown[]) =>
  legal.find(
    (a) =>
      !game.meta.interrupts.includes(String((a as { type: string }).type)) && (a as { type: string }).type !== 'finalQuestion',
  );

describe('restart', () => {
  it('resumes a match mid-game: same views, same seqs, then plays to the end', async () => {
    let server = await start(db.file);
    const host = await createTable(server.url, 4, [3]);
    const id = host.table.id;
    const grants = [host, await join(server.url, id, 'B'), await join(server.url, id, 'C')];
    let clients = grants.map(() => new Client(server.url));
    for (const [i, c] of clients.entries()) await c.hello(id, grants[i]?.token);
    expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    // People make a few quiet moves (the bot moves on its turns).
    let lastAct: { client: number; seq: number; action: unknown; version: number } | null = null;
    while ((clients[0] as Client).version < 6) {
      const i = clients.findIndex((c) => quiet(c.legal) !== undefined);
      if (i < 0) {
        await waitFor(() => clients.some((c) => quiet(c.legal) !== undefined), 'a person to move');
        continue;
      }
      const c = clients[i] as Client;
      const action = quiet(c.legal);
      const seq = c.nextSeq;
      const r = await c.act(action);
      if (r.ok) lastAct = { client: i, seq, action, version: r.version };
      await c.until(() => r.ok === false || c.version >= r.version, 'own update');
    }
    await server.close();
    for (const c of clients) {
      await c.until(() => !c.socket.connected, 'the disconnect');
      expect(c.messages('reconnect')).toHaveLength(1);
    }
    // Everything applied before the close reached every client before the disconnect.
    const version = (clients[0] as Client).version;
    const before = clients.map((c) => ({ view: c.view, version: c.version, nextSeq: c.nextSeq }));
    expect(before.map((b) => b.version)).toEqual([version, version, version]);
    const logBefore = readStored(db.file, id).log;
    expect(logBefore).toHaveLength(version);

    server = await start(db.file);
    clients = grants.map(() => new Client(server.url));
    for (const [i, c] of clients.entries()) {
      expect(await c.hello(id, grants[i]?.token)).toEqual({ ok: true });
      const w = c.messages('welcome')[0] as Welcome;
      // The bot may already have moved again since the restart; otherwise nothing changed.
      expect(w.version).toBeGreaterThanOrEqual(version);
      if (w.version === version) expect(w.view).toEqual(before[i]?.view);
      expect(w.nextSeq).toBe(before[i]?.nextSeq);
    }
    expect(readStored(db.file, id).log.slice(0, version)).toEqual(logBefore);
    // A retry of an action acknowledged before the restart is answered, not applied again.
    if (lastAct) {
      const r = await (clients[lastAct.client] as Client).act(lastAct.action, lastAct.seq);
      expect(r).toEqual({ seq: lastAct.seq, ok: true, version: lastAct.version });
    }
    // Seat 2 walks away: a bot takes the seat over and the game goes on.
    const left = await api<{ table: TableInfo }>(server.url, 'POST', `/api/tables/${id}/leave`, { token: grants[2]?.token });
    expect(left.body.table.seats[2]).toMatchObject({ bot: 'heuristic', name: null });
    const stayed = clients.slice(0, 2);
    await (clients[2] as Client).until(() => !(clients[2] as Client).socket.connected, 'the leaver to be dropped');
    const players = stayed.map((c, i) => autoplay(c, game, `restart:${i}`));
    await (stayed[0] as Client).until(() => (stayed[0] as Client).table?.status === 'over', 'the end', 30_000);
    const stored = readStored(db.file, id);
    for (const c of stayed) await c.until(() => c.version === stored.log.length, 'the final update');
    players.forEach((p) => p.stop());
    const history = replayStored(game, stored);
    for (const [i, c] of stayed.entries()) expect(verifyReceived(c, i, game, history, stored.seed)).toEqual([]);
    for (const c of clients) c.close();
    await server.close();
  });

  it('resumes bot-only matches with nobody connected', async () => {
    let server = await startServer({ port: 0, db: db.file, botDelayMs: 40, webDist: '/nonexistent' });
    const host = await createTable(server.url, 3, [0, 1, 2], { spectate: true });
    const id = host.table.id;
    expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token: host.token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    await server.close();
    const mid = readStored(db.file, id).log.length;
    server = await start(db.file);
    for (let i = 0; i < 200; i++) {
      const t = await api<TableInfo>(server.url, 'GET', `/api/tables/${id}`);
      if (t.body.status === 'over') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const end = readStored(db.file, id);
    expect(end.log.length).toBeGreaterThanOrEqual(mid);
    expect(game.outcome(replayStored(game, end).at(-1)?.state)).not.toBeNull();
    await server.close();
  });

  it('shuts down gracefully on SIGTERM: clients are told to reconnect, the process exits 0', async () => {
    const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
    const script = `import { startServer } from ${JSON.stringify(entry)};
      const s = await startServer({ port: 0, db: ${JSON.stringify(db.file)}, botDelayMs: 0, webDist: '/nonexistent' });
      console.log(s.url);`;
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const host = await createTable(url, 3, [1, 2]);
    const c = new Client(url);
    expect(await c.hello(host.table.id, host.token)).toEqual({ ok: true });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await c.until(() => !c.socket.connected, 'the disconnect');
    expect(c.messages('reconnect')).toHaveLength(1);
  });
});
