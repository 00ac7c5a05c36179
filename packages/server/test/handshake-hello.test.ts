/**
 * The hello carried in the socket.io connect packet (`auth.hello`, what the web client sends): it
 * seats the connection like a 'hello' message, one round trip sooner; a bad one is refused with a
 * `failure` and seats nothing.
 */
import type { Welcome, WireError } from '@alibi/protocol';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { createTable, start, tempDb } from './helpers.ts';

describe('hello in the connect packet', () => {
  const db = tempDb();
  let server: RunningServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await start(db.file);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server.close();
    db.cleanup();
  });

  /** A socket that says hello only in its handshake; resolves with its first welcome or failure. */
  function connect(hello: unknown): Promise<{ event: 'welcome'; body: Welcome } | { event: 'failure'; body: WireError } | { event: 'closed'; body: string }> {
    const socket = io(server.url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { hello } });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.on('welcome', (body: Welcome) => resolve({ event: 'welcome', body }));
      socket.on('failure', (body: WireError) => resolve({ event: 'failure', body }));
      socket.on('connect_error', (e) => resolve({ event: 'closed', body: e.message }));
      socket.on('disconnect', (reason) => resolve({ event: 'closed', body: reason }));
    });
  }

  it('seats the host without a hello message', async () => {
    const host = await createTable(server.url, 3, [1, 2]);
    const first = await connect({ table: host.table.id, token: host.token });
    expect(first.event).toBe('welcome');
    if (first.event === 'welcome') expect(first.body.seat).toBe(0);
  });

  it('refuses a bad token or a malformed hello, and seats nothing', async () => {
    const host = await createTable(server.url, 3, [1, 2]);
    const bad = await connect({ table: host.table.id, token: 'x'.repeat(43) });
    expect(bad).toMatchObject({ event: 'failure', body: { code: 'BAD_TOKEN' } });
    const malformed = await connect({ table: 42 });
    expect(malformed).toMatchObject({ event: 'failure', body: { code: 'MALFORMED' } });
    // Past the server's message size the connection itself is closed.
    const huge = await connect({ table: host.table.id, token: 'y'.repeat(200_000) });
    expect(huge.event).not.toBe('welcome');
  });
});
