/** The replay viewer's data side: views rebuilt from a linear replay, and the seat token in a header. */
import { diff, ReplayViews, type Replay, type ReplayStep } from '@alibi/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../src/api.ts';

/** A replay of `views` in the server's format: each step's view as a delta against the one before. */
const stepsOf = (views: unknown[]): ReplayStep[] =>
  views.map((view, version) => ({ version, delta: diff(version === 0 ? null : views[version - 1], view), events: [] }));

describe('ReplayViews', () => {
  const views = [
    { turn: 0, log: [], hand: [1, 2, 3], phase: { kind: 'ask' } },
    { turn: 1, log: ['a'], hand: [1, 3], phase: { kind: 'answer', by: 2 } },
    { turn: 2, log: ['a', 'b'], hand: [1, 3, 7], phase: { kind: 'ask' }, extra: true },
    { turn: 3, log: ['a'], hand: [], phase: { kind: 'over' } },
  ];

  it('rebuilds every step, in any order of asking', () => {
    const steps = stepsOf(views);
    const r = new ReplayViews(steps);
    expect(r.length).toBe(4);
    expect(r.at(3)).toEqual(views[3]);
    expect(r.at(0)).toEqual(views[0]);
    expect(r.at(2)).toEqual(views[2]);
    expect(r.at(1)).toEqual(views[1]);
    // The steps themselves are not changed by rebuilding.
    expect(steps).toEqual(stepsOf(views));
  });

  it('refuses a step that does not exist, and deltas that do not fit', () => {
    const r = new ReplayViews(stepsOf(views));
    expect(() => r.at(4)).toThrow(RangeError);
    expect(() => r.at(-1)).toThrow(RangeError);
    const broken = stepsOf(views);
    (broken[1] as ReplayStep).delta = [[1, ['missing']]];
    expect(() => new ReplayViews(broken).at(1)).toThrow();
  });
});

describe('api.replay', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a seat's token in the Authorization header, never in the URL; the spectator's view sends none", async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const body: Omit<Replay, 'table'> = { viewer: 'spectator', steps: [] };
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, headers: (init.headers ?? {}) as Record<string, string> });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await api.replay('t1', 2, 'secret-token-123');
    await api.replay('t1', 'spectator');
    expect(calls[0]?.url).toBe('/api/tables/t1/replay?as=2');
    expect(calls[0]?.headers).toEqual({ authorization: 'Bearer secret-token-123' });
    expect(calls[1]?.url).toBe('/api/tables/t1/replay?as=spectator');
    expect(calls[1]?.headers).toEqual({});
    expect(calls.map((c) => c.url).join()).not.toContain('secret');
  });
});
