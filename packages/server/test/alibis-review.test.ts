/** GET /api/tables/:id/review: a finished Alibis table's review, open to anyone, equal to the review of the stored log. */
import { describe, expect, it } from 'vitest';
import { reviewAlibis, type AlibisReview } from '@alibi/alibis/review';
import { playOverSockets, serverForFile } from './games.ts';
import { api, createTable, readStored } from './helpers.ts';

const server = serverForFile();

describe('GET /api/tables/:id/review (Alibis)', () => {
  it('serves the review of a finished table to anyone: the review of its log', async () => {
    const played = await playOverSockets(server, 'alibis', { players: 3, bots: [1, 2], tag: 'al-review' });
    const stored = readStored(server.file, played.id);
    const expected = reviewAlibis({
      game: 'alibis',
      players: stored.players,
      seed: stored.seed,
      options: stored.options as Record<string, unknown>,
      actions: stored.log,
    });
    // No token: the review shows only what the reveal made public.
    const r = await api<AlibisReview>(server.url, 'GET', `/api/tables/${played.id}/review`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(expected);
    expect(r.body.over).toBe(true);
    expect(r.body.rounds.length).toBeGreaterThan(0);
    const again = await api<AlibisReview>(server.url, 'GET', `/api/tables/${played.id}/review`);
    expect(again.body).toEqual(r.body);
    played.close();
  }, 150_000);

  it('refuses a table that is not over (409), another game (404), an unknown table (404)', async () => {
    const open = await createTable(server.url, 3, [1], { game: 'alibis' });
    const waiting = await api<{ error: { code: string } }>(server.url, 'GET', `/api/tables/${open.table.id}/review`);
    expect(waiting.status).toBe(409);
    expect(waiting.body.error.code).toBe('CONFLICT');
    const pa = await createTable(server.url, 3, [1]);
    const other = await api<{ error: { code: string; message: string } }>(server.url, 'GET', `/api/tables/${pa.table.id}/review`);
    expect(other.status).toBe(404);
    expect(other.body.error.message).toMatch(/Alibis tables only/);
    const none = await api(server.url, 'GET', '/api/tables/nosuchtable/review');
    expect(none.status).toBe(404);
    const spec = await api<{ paths: Record<string, unknown> }>(server.url, 'GET', '/api/openapi.json');
    expect(Object.keys(spec.body.paths)).toContain('/api/tables/{id}/review');
  });
});
