/**
 * Replays of Alibi (1993), Alibi Clues and Alibis, played to the end over real sockets: the
 * endpoint serves every step as the engine shows it to the asked perspective, a seat's own
 * perspective needs that seat's token (the rule Perfect Alibi and Four Suspects follow), a
 * spectator's replay holds no seat's secret, and a seat's replay holds its own secrets only.
 */
import { ReplayViews, type ErrorBody, type Replay } from '@alibi/protocol';
import { describe, expect, it } from 'vitest';
import { playOverSockets, serverForFile } from './games.ts';
import { api, createTable } from './helpers.ts';

/** Each game's private part of a seat's view: what a spectator never sees. */
const cases: { game: string; players: number; secret: (view: unknown) => unknown }[] = [
  { game: 'alibi-1993', players: 3, secret: (v) => (v as { cards: unknown }).cards },
  { game: 'alibi-clues', players: 3, secret: (v) => (v as { hand: unknown }).hand },
  // Cooperative: each seat is the clue-giver for its own secret suspect pairs.
  { game: 'alibis', players: 3, secret: (v) => (v as { myPairs: unknown }).myPairs },
];

const code = (r: { body: unknown }) => (r.body as ErrorBody).error?.code;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('replays of the other three games', () => {
  const server = serverForFile({ replaysPerAddress: null });
  const get = <T>(path: string, headers: Record<string, string> = {}) => api<T>(server.url, 'GET', path, undefined, headers);

  it.each(cases)(
    '$game: each perspective step by step, secrets only for their own seat',
    async ({ game: gameId, players, secret }) => {
      // No replay before the end.
      const waiting = await createTable(server.url, players, [], { game: gameId });
      expect(code(await get(`/api/tables/${waiting.table.id}/replay?as=spectator`))).toBe('CONFLICT');

      const played = await playOverSockets(server, gameId, {
        players,
        bots: [],
        tag: `rp-${gameId}`,
      });
      const { game, history, people } = played;
      const token = (seat: number) => people.find((p) => p.seat === seat)?.token as string;
      const path = `/api/tables/${played.id}/replay`;

      // Seat 1's perspective: never without its token, never with another seat's.
      expect(code(await get(`${path}?as=1`))).toBe('BAD_TOKEN');
      expect(code(await get(`${path}?as=1`, bearer(token(0))))).toBe('BAD_TOKEN');
      expect(code(await get(`${path}?as=${players}`, bearer(token(0))))).toBe('MALFORMED');

      const spectator = await get<Replay>(`${path}?as=spectator`);
      expect(spectator.status).toBe(200);
      const seats = await Promise.all([0, 1].map((s) => get<Replay>(`${path}?as=${s}`, bearer(token(s)))));
      for (const [s, r] of seats.entries()) {
        expect(r.status).toBe(200);
        expect(r.body.viewer).toBe(s);
        expect(r.body.steps).toHaveLength(history.length);
      }
      const specViews = new ReplayViews(spectator.body.steps);
      const seatViews = seats.map((r) => new ReplayViews(r.body.steps));
      let differing = 0;
      history.forEach((h, i) => {
        // The spectator: the engine's spectator view, and no seat's secret at any step.
        expect(specViews.at(i)).toEqual(game.view(h.state, 'spectator'));
        expect(secret(specViews.at(i)) ?? null).toBeNull();
        for (const [s, views] of seatViews.entries()) {
          const v = views.at(i);
          // Exactly what the engine shows that seat, with the events projected for it.
          expect(v).toEqual(game.view(h.state, s));
          const events = h.events.map((e) => game.project(e, s)).filter((e) => e !== null);
          expect(same(seats[s]?.body.steps[i]?.events, events)).toBe(true);
          expect(secret(v)).not.toBeNull();
        }
        // Seat 0's replay holds seat 0's secret, not seat 1's, wherever the two differ.
        const own = secret(game.view(h.state, 0));
        const other = secret(game.view(h.state, 1));
        if (i < history.length - 1 && !same(own, other)) {
          differing++;
          expect(secret(seatViews[0]?.at(i))).toEqual(own);
          expect(same(secret(seatViews[0]?.at(i)), other)).toBe(false);
        }
      });
      expect(differing).toBeGreaterThan(0);
      // No replay ever carries the seed or the engine's hidden state.
      for (const r of [spectator, ...seats]) {
        const text = JSON.stringify(r.body.steps);
        expect(text).not.toContain('"secret"');
        expect(text).not.toContain('"hidden"');
      }
      played.close();
    },
    180_000,
  );
});
