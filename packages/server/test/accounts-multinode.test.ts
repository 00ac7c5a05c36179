/**
 * Accounts on two nodes (one PostgreSQL database, one Redis; both servers in this process): a
 * session made on one node works on the other, a passkey ceremony begun on one is finished on the
 * other, a device grant minted on one node says hello on the other (which had the table in memory
 * without it), and deleting the account on one node ends its grants on the other.
 * Needs ALIBI_TEST_PG and ALIBI_TEST_REDIS.
 */
import type { AccountGrant, AccountState, SignedIn } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { Browser, SoftAuthenticator } from './accounts-kit.ts';
import { Client, createTable } from './helpers.ts';
import { clusterServices, freshPg } from './nodes.ts';

const services = clusterServices('accounts-multinode.test.ts');

describe.skipIf(!services)('accounts on two nodes (PostgreSQL + Redis)', () => {
  let db: { url: string; drop(): Promise<void> };
  const nodes: RunningServer[] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    db = await freshPg(services?.pg as string);
    // One page origin talks to both nodes (a load balancer in front): any origin may use the API.
    const settings = {
      port: 0,
      db: db.url,
      redis: services?.redis as string,
      botDelayMs: 0,
      webDist: '/nonexistent',
      allowedOrigins: ['*'],
    };
    // One after the other: the first creates the schema.
    for (let i = 0; i < 2; i++) nodes.push(await startServer(settings));
  }, 30_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all(nodes.map((n) => n.close()));
    await db?.drop();
  });

  /** The same browser (cookie, CSRF token, page origin) talking to `node`. */
  const via = (b: Browser, node: RunningServer): Browser =>
    Object.assign(new Browser(node.url, b.origin), { cookie: b.cookie, csrf: b.csrf });

  it('shares sessions and passkey ceremonies, and grants work on the other node until the account is deleted', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer];
    const auth = new SoftAuthenticator();
    // A guest's table, attended through node a (so a holds it in memory).
    const t = await createTable(a.url, 3, [1, 2]);
    const host = new Client(a.url);
    clients.push(host);
    expect(await host.hello(t.table.id, t.token)).toEqual({ ok: true });

    // Passkey sign-up: options from node a, the answer to node b.
    const onA = new Browser(a.url);
    const opts = await onA.call<{ ceremony: string; options: Record<string, unknown> }>(
      'POST',
      '/api/account/passkey/register/options',
      { name: 'Nodes' },
    );
    const onB = via(onA, b);
    const reg = await onB.call<SignedIn>('POST', '/api/account/passkey/register', {
      ceremony: opts.body.ceremony,
      response: auth.create(opts.body.options, onA.origin),
      seats: [{ table: t.table.id, token: t.token }],
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    expect(reg.body.linked).toEqual([{ table: t.table.id, seat: 0 }]);
    // The session made on b is good on a.
    const back = via(onB, a);
    expect(((await back.call<AccountState>('GET', '/api/account')).body.user as { name: string } | null)?.name).toBe('Nodes');

    // Sign-in: options from b, the answer to a.
    const second = new Browser(b.url, onA.origin);
    const lo = await second.call<{ ceremony: string; options: Record<string, unknown> }>(
      'POST',
      '/api/account/passkey/login/options',
      {},
    );
    const secondOnA = via(second, a);
    const login = await secondOnA.call<SignedIn>('POST', '/api/account/passkey/login', {
      ceremony: lo.body.ceremony,
      response: auth.get(lo.body.options, onA.origin),
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);

    // A grant minted on b says hello on a, whose copy of the table has never seen it.
    const onB2 = via(secondOnA, b);
    const g = await onB2.call<AccountGrant>('POST', `/api/account/tables/${t.table.id}/grant`, {});
    expect(g.status).toBe(201);
    const device = new Client(a.url);
    clients.push(device);
    expect(await device.hello(t.table.id, g.body.token)).toEqual({ ok: true });
    expect(device.seat).toBe(0);

    // Deleted on b: the grant no longer holds the seat on a (which is told to read its seats again).
    const del = await onB2.call('POST', '/api/account/delete', { confirm: 'nodes' });
    expect(del.status).toBe(200);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const late = new Client(a.url);
      clients.push(late);
      const r = await late.hello(t.table.id, g.body.token);
      late.close();
      if (!r.ok) {
        expect(r.error.code).toBe('BAD_TOKEN');
        break;
      }
      if (Date.now() > deadline) throw new Error('the grant still holds the seat on node a');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The seat's own token still holds it, on either node.
    const guest = new Client(b.url);
    clients.push(guest);
    expect(await guest.hello(t.table.id, t.token)).toEqual({ ok: true });
  });
});
