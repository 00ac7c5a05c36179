/**
 * What the server writes besides its answers (issue 16, findings 5 and 10): web security headers
 * on every response, and logs that hold no secret at any level and any depth.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_LIMITS, startServer, type RunningServer, type ServerOptions } from '../src/index.ts';
import { messageSummary, redactDeep, redactUrl, REDACTED } from '../src/logging.ts';
import { Client, createTable, tempDb } from './helpers.ts';

const running: { server: RunningServer; cleanup(): void }[] = [];
const clients: Client[] = [];

async function serve(opts: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const db = tempDb();
  const server = await startServer({ port: 0, db: db.file, botDelayMs: 0, webDist: '/nonexistent', limits: NO_LIMITS, ...opts });
  running.push({ server, cleanup: db.cleanup });
  return server;
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const r of running.splice(0)) {
    await r.server.close();
    r.cleanup();
  }
});

/** A stand-in for the built web app. */
function fakeDist(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'alibi-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script><div id="root"></div>',
  );
  writeFileSync(join(dir, 'assets', 'app.js'), 'export {};');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The CSP as directive → sources. */
function csp(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers (finding 5)', () => {
  it('the page, its scripts, the API and errors carry CSP, no framing, nosniff and no referrer', async () => {
    const dist = fakeDist();
    try {
      const server = await serve({ webDist: dist.dir });
      for (const path of ['/', '/table/abc', '/assets/app.js', '/api/games', '/api/tables/nope', '/healthz']) {
        const res = await fetch(server.url + path);
        const policy = csp(res.headers.get('content-security-policy'));
        expect(policy.get('default-src'), path).toEqual(["'self'"]);
        expect(policy.get('script-src'), path).toEqual(["'self'"]);
        expect(policy.get('script-src-attr'), path).toEqual(["'none'"]);
        expect(policy.get('object-src'), path).toEqual(["'none'"]);
        expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
        expect(policy.has('upgrade-insecure-requests'), path).toBe(false);
        for (const sources of policy.values()) expect(sources.join(' '), path).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
        expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
        // HSTS is the TLS terminator's to set.
        expect(res.headers.get('strict-transport-security'), path).toBeNull();
      }
    } finally {
      dist.cleanup();
    }
  });

  it('the API documentation page still loads', async () => {
    const server = await serve();
    const res = await fetch(`${server.url}/api/docs/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger');
  });
});

describe('logs hold no secrets (finding 10)', () => {
  it('redactDeep: secret keys at any depth, cycles and depth bounded', () => {
    let deep: Record<string, unknown> = { token: 'deep-secret', keep: 1 };
    for (let i = 0; i < 9; i++) deep = { level: deep };
    const text = JSON.stringify(redactDeep({ a: deep }));
    expect(text).not.toContain('deep-secret');
    expect(text).toContain('"keep":1');
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    expect(redactDeep(cyclic)).toEqual({ name: 'x', self: '[circular]' });
    expect(redactDeep({ Notes: { a: 'b' }, list: [{ Action: { word: 'w' } }] })).toEqual({
      Notes: REDACTED,
      list: [{ Action: REDACTED }],
    });
    expect(redactUrl('/api/tables/x/replay?as=1&token=abc')).toBe('/api/tables/x/replay?as=&token=');
    expect(messageSummary('act', { seq: 3, action: { type: 'submit', word: 'lantern' } })).toEqual({ seq: 3, move: 'submit' });
    expect(messageSummary('notes', { table: 't', notes: { a: 'x', b: 'y' } })).toEqual({ fields: 2 });
    expect(messageSummary('nonsense', { secret: 'x' })).toEqual({ type: 'object', keys: 1 });
  });

  it('at trace level: actions, notes, drafts and deep tokens never reach a line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const server = await serve({ logger: { level: 'trace', stream } });
    const host = await createTable(server.url, 3, [1, 2]);
    const c = new Client(server.url);
    clients.push(c);
    expect(await c.hello(host.table.id, host.token)).toEqual({ ok: true });
    // Secret-looking content in every place a payload can hold it; the answers do not matter.
    await c.act({ type: 'draft', word: 'SECRET-WORD-1', board: { cell: 'SECRET-DRAFT-2' } });
    await c.socket
      .timeout(5000)
      .emitWithAck('notes', { notes: { a: 'SECRET-NOTE-3' } })
      .catch(() => null);
    await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'perfect-alibi',
        players: 3,
        host: 'H',
        options: { a: { b: { c: { d: { e: { token: 'SECRET-TOKEN-4' } } } } } },
      }),
    });
    await fetch(`${server.url}/api/tables/${host.table.id}/replay?token=SECRET-TOKEN-5`);
    await new Promise((r) => setTimeout(r, 50));
    const text = lines.join('\n');
    expect(lines.some((l) => l.includes('"socket message"'))).toBe(true);
    expect(lines.some((l) => l.includes('"request body"'))).toBe(true);
    for (const secret of ['SECRET-WORD-1', 'SECRET-DRAFT-2', 'SECRET-NOTE-3', 'SECRET-TOKEN-4', 'SECRET-TOKEN-5', host.token])
      expect(text, secret).not.toContain(secret);
    // What is kept: the kind of message and the action's name.
    const acts = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === 'act');
    expect(acts[0]?.payload).toMatchObject({ move: 'draft' });
  });
});
