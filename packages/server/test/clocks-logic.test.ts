import { describe, expect, it } from 'vitest';
import { clockSettingSchema, createTableSchema } from '@alibi/protocol';
import { advance, charged, clockLimits, clockText, initialClock, isResign, nextTimeout, parseClockText, snapshot } from '../src/clocks.ts';

const fast = clockLimits('fast') as NonNullable<ReturnType<typeof clockLimits>>;

describe('clock arithmetic', () => {
  it('uses the per-decision time first, then the reserve, and never goes below zero', () => {
    const s = { decisionMs: 20_000, reserveMs: 120_000, since: 1000, autopilot: null };
    expect(charged(s, 1000 + 5_000)).toEqual({ decisionMs: 15_000, reserveMs: 120_000 });
    expect(charged(s, 1000 + 50_000)).toEqual({ decisionMs: 0, reserveMs: 90_000 });
    expect(charged(s, 1000 + 500_000)).toEqual({ decisionMs: 0, reserveMs: 0 });
  });

  it('runs the waited-for seats, keeps a waiting seat running, and gives the actor a fresh decision', () => {
    let c = initialClock(3, fast);
    c = advance(c, fast, 0, [0], null, 0);
    expect(c.seats.map((s) => s.since)).toEqual([0, null, null]);
    // Seat 0 acted after 30 s (10 s of reserve) and now seat 1 answers while seat 0 still waits? No: only 1 waits.
    c = advance(c, fast, 1, [1], 0, 30_000);
    expect(c.seats[0]).toMatchObject({ since: null, decisionMs: 0, reserveMs: 110_000 });
    expect(c.seats[1]).toMatchObject({ since: 30_000, decisionMs: 20_000 });
    // Seat 2 acted (not waited for): seat 1 keeps its running decision.
    c = advance(c, fast, 2, [1], 2, 35_000);
    expect(c.seats[1]).toMatchObject({ since: 30_000, decisionMs: 20_000 });
    // Seat 1 acted and still waits: a fresh decision, its used time charged.
    c = advance(c, fast, 3, [1], 1, 60_000);
    expect(c.seats[1]).toMatchObject({ since: 60_000, decisionMs: 20_000, reserveMs: 110_000 });
    expect(nextTimeout(c)).toBe(60_000 + 20_000 + 110_000);
    expect(snapshot(c, [0, 1], 70_000).seats).toEqual([
      { seat: 0, decisionMs: 0, reserveMs: 110_000, running: false },
      { seat: 1, decisionMs: 10_000, reserveMs: 110_000, running: true },
    ]);
  });

  it('runs no clock for a seat on autopilot', () => {
    let c = initialClock(2, fast);
    c.seats[0] = { ...(c.seats[0] as (typeof c.seats)[0]), autopilot: 'timeout' };
    c = advance(c, fast, 1, [0, 1], null, 0);
    expect(c.seats.map((s) => s.since)).toEqual([null, 0]);
  });

  it('knows its settings, scaled for tests, and refuses ones out of range', () => {
    expect(clockLimits('off')).toBeNull();
    expect(clockLimits('standard')).toEqual({ decisionMs: 45_000, reserveMs: 300_000, graceMs: 60_000 });
    expect(clockLimits('fast', 0.01)).toEqual({ decisionMs: 200, reserveMs: 1200, graceMs: 300 });
    expect(clockLimits({ hoursPerMove: 24 })).toEqual({ decisionMs: 86_400_000, reserveMs: 0, graceMs: null });
    for (const c of ['off', 'fast', { hoursPerMove: 72 }] as const) expect(parseClockText(clockText(c))).toEqual(c);
    expect(parseClockText('blitz')).toBe('off');
    expect(clockSettingSchema.safeParse({ hoursPerMove: 73 }).success).toBe(false);
    expect(clockSettingSchema.safeParse({ hoursPerMove: 0 }).success).toBe(false);
    expect(clockSettingSchema.safeParse('blitz').success).toBe(false);
    const body = createTableSchema.parse({ game: 'alibis', players: 3, host: 'Ann' });
    expect(body.clock).toBe('off');
    expect(body.autopilot).toBe('heuristic');
    expect(isResign({ type: 'resign' })).toBe(true);
    expect(isResign({ type: 'claim' })).toBe(false);
  });
});
