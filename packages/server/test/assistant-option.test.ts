/** The note-sheet assistant option: chosen at creation, stored, shown to every seat, kept over a restart. */
import type { SeatGrant, TableInfo } from '@alibi/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { api, Client, createTable, join, start, tempDb } from './helpers.ts';

const db = tempDb();
afterAll(() => db.cleanup());

describe('assistant option', () => {
  it('travels from the creation request to every seat and survives a restart', async () => {
    let server = await start(db.file);
    const odds = await createTable(server.url, 3, [2], { assistant: 'odds', listed: true });
    expect(odds.table.assistant).toBe('odds');
    const fs = await createTable(server.url, 3, [1, 2], { game: 'four-suspects', assistant: 'certain', listed: true });
    expect(fs.table.assistant).toBe('certain');
    const plain = await createTable(server.url, 3, [1, 2], { listed: true });
    expect(plain.table.assistant).toBe('off');

    // Every way a seat learns about the table carries it: the list, the table, the welcome.
    const guest = await join(server.url, odds.table.id, 'Guest');
    expect(guest.table.assistant).toBe('odds');
    const listed = (await api<TableInfo[]>(server.url, 'GET', '/api/tables')).body;
    expect(Object.fromEntries(listed.map((t) => [t.id, t.assistant]))).toMatchObject({
      [odds.table.id]: 'odds',
      [fs.table.id]: 'certain',
      [plain.table.id]: 'off',
    });
    const client = new Client(server.url);
    expect((await client.hello(odds.table.id, guest.token)).ok).toBe(true);
    await client.until(() => client.seat === 1, 'the welcome');
    expect(client.table?.assistant).toBe('odds');
    client.close();

    await server.close();
    server = await start(db.file);
    for (const [grant, mode] of [
      [odds, 'odds'],
      [fs, 'certain'],
      [plain, 'off'],
    ] as [SeatGrant, string][]) {
      const r = await api<TableInfo>(server.url, 'GET', `/api/tables/${grant.table.id}`);
      expect(r.status).toBe(200);
      expect(r.body.assistant).toBe(mode);
    }
    await server.close();
  });

  it('is refused for games without the assistant, and for unknown modes', async () => {
    const server = await start(db.file);
    const body = { players: 3, host: 'Host', bots: [{ seat: 1, kind: 'random' }] };
    const clues = await api<{ error: { code: string } }>(server.url, 'POST', '/api/tables', {
      ...body,
      game: 'alibi-clues',
      assistant: 'odds',
    });
    expect(clues.status).toBe(400);
    expect(clues.body.error.code).toBe('BAD_OPTIONS');
    const cluesOff = await api<SeatGrant>(server.url, 'POST', '/api/tables', { ...body, game: 'alibi-clues', assistant: 'off' });
    expect(cluesOff.status).toBe(201);
    const unknown = await api(server.url, 'POST', '/api/tables', { ...body, game: 'perfect-alibi', assistant: 'always' });
    expect(unknown.status).toBe(400);
    await server.close();
  });
});
