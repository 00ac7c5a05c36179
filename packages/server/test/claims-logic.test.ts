/** The claim window's pure parts (docs/claims.md): which actions are claims, what informs, the seeded order. */
import { findGame } from '@alibi/games';
import { CLAIM_GAMES, GAME_IDS } from '@alibi/protocol';
import { describe, expect, it } from 'vitest';
import { checkOrder, ClaimWindows, informs, initialSetting, isClaim, windowMs, type ClaimHost } from '../src/claims.ts';
import type { Db } from '../src/db.ts';
import type { TableRuntime } from '../src/table.ts';

const pa = findGame('perfect-alibi');
const fs = findGame('four-suspects');
const a93 = findGame('alibi-1993');
if (!pa || !fs || !a93) throw new Error('games missing');

describe('claim windows: declarations and order', () => {
  it('names claims and informing events per game', () => {
    expect(isClaim(pa, { type: 'claim', card: 3 })).toBe(true);
    expect(isClaim(pa, { type: 'answer', count: 1 })).toBe(false);
    expect(isClaim(pa, 'claim')).toBe(false);
    expect(isClaim(fs, { type: 'guess', cards: [1] })).toBe(true);
    expect(isClaim(a93, { type: 'accuse' })).toBe(false);
    expect(informs(pa, [{ type: 'asked' }])).toBe(false);
    expect(informs(pa, [{ type: 'asked' }, { type: 'answered' }])).toBe(true);
    expect(informs(fs, [{ type: 'judged' }])).toBe(true);
    expect(informs(a93, [{ type: 'answered' }])).toBe(false);
  });

  it('offers the setting in the lobby for exactly the games that declare a race', () => {
    for (const id of GAME_IDS) expect(CLAIM_GAMES.includes(id)).toBe(findGame(id)?.meta.claims !== undefined);
  });

  it('opens windows only with a person at the table and a race in the game', () => {
    const person = [{ bot: null }, { bot: 'expert' }];
    const bots = [{ bot: 'expert' }, { bot: 'random' }];
    expect(windowMs(pa, 5, person)).toBe(5000);
    expect(windowMs(pa, 5, bots)).toBe(0);
    expect(windowMs(pa, 0, person)).toBe(0);
    expect(windowMs(a93, 5, person)).toBe(0);
    expect(initialSetting(undefined, person, false)).toBe(5);
    expect(initialSetting(12, person, false)).toBe(12);
    expect(initialSetting(12, bots, true)).toBe(0);
    expect(initialSetting(undefined, person, true)).toBe(5);
  });

  it('shuffles one window reproducibly from the seed and the window number, whatever order the claims came in', () => {
    const claims = [0, 1, 2, 3, 4].map((seat) => ({ seat }));
    const a = checkOrder('seed-1', 7, claims).map((c) => c.seat);
    expect(checkOrder('seed-1', 7, [...claims].reverse()).map((c) => c.seat)).toEqual(a);
    expect([...a].sort()).toEqual([0, 1, 2, 3, 4]);
    // Over many windows every seat comes first about equally often.
    const first = new Map<number, number>();
    for (let n = 1; n <= 2000; n++) {
      const seat = (checkOrder('seed-1', n, claims)[0] as { seat: number }).seat;
      first.set(seat, (first.get(seat) ?? 0) + 1);
    }
    expect(first.size).toBe(5);
    for (const f of first.values()) expect(f).toBeGreaterThan(330);
    expect(checkOrder('seed-2', 7, claims).map((c) => c.seat)).not.toEqual(a);
  });
});

describe("another node's dropped claim", () => {
  /** A finished table on this node, one connection per seat, and the claim windows of a node that no longer holds the claim. */
  const setting = () => {
    const heard: { seat: number; event: string; payload: unknown }[] = [];
    const conns = [0, 1, 2].map((seat) => ({ seat, emit: (event: string, payload: unknown) => void heard.push({ seat, event, payload }) }));
    const t = { id: 'gone', conns: new Set(conns), match: { over: true }, game: pa, record: { claimWindow: 2 }, seats: [] } as unknown as TableRuntime;
    const host = { applyNow: async () => ({ ok: true }), scheduleBots: () => {}, signal: () => {}, signalDropped: () => {}, logError: () => {} } as unknown as ClaimHost;
    return { heard, t, windows: new ClaimWindows({} as Db, host) };
  };

  it("is told to the claimant's connections even after this node re-read its held claims without it", () => {
    const { heard, t, windows } = setting();
    const claim = { type: 'claim', card: 7 };
    windows.droppedElsewhere(t, 2, 'beaten', claim);
    expect(heard).toEqual([{ seat: 2, event: 'claims', payload: { window: null, held: null, dropped: { action: claim, reason: 'beaten' } } }]);
  });

  it('says nothing when neither this node nor the signal knows the claim (a node of an older version sent it)', () => {
    const { heard, t, windows } = setting();
    windows.droppedElsewhere(t, 2, 'beaten', undefined);
    expect(heard).toEqual([]);
  });
});
