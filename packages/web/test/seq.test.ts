/** Two tabs of one seat share the seat's sequence (the client half of issue 16 finding 2). */
import type { ActResult } from '@alibi/protocol';
import { describe, expect, it } from 'vitest';
import { SeatSequence, sendAction } from '../src/seq.ts';

/** The server's rules for one seat, as in match.ts: one action per seq, retries answered alike. */
class FakeSeat {
  readonly used = new Map<number, string>();
  readonly log: string[] = [];
  rateLimitNext = 0;

  next(): number {
    return Math.max(-1, ...this.used.keys()) + 1;
  }

  act(seq: number, action: string): ActResult {
    if (this.rateLimitNext > 0) {
      this.rateLimitNext--;
      return { seq, ok: false, error: { code: 'RATE_LIMITED', message: 'slow down' } };
    }
    const first = this.used.get(seq);
    if (first !== undefined && first !== action)
      return { seq, ok: false, error: { code: 'SEQ_REUSED', message: 'used' }, nextSeq: this.next() };
    if (first === undefined && seq < this.next())
      return { seq, ok: false, error: { code: 'STALE', message: 'behind' }, nextSeq: this.next() };
    if (first === undefined) {
      this.used.set(seq, action);
      this.log.push(action);
    }
    return { seq, ok: true, version: this.log.indexOf(action) + 1 };
  }
}

const noWait = () => Promise.resolve();

describe('SeatSequence and sendAction', () => {
  it('lets a second tab that numbered alike resend under the next seq; both actions are applied once', async () => {
    const seat = new FakeSeat();
    const [tab1, tab2] = [new SeatSequence(), new SeatSequence()];
    // Both welcomed with nextSeq 0.
    tab1.seen(0);
    tab2.seen(0);
    const a = await sendAction(tab1, async (seq) => seat.act(seq, 'a'), noWait);
    expect(a).toEqual({ seq: 1, ok: true, version: 1 });
    // tab2 has not seen the update yet: it takes seq 1 too, is told SEQ_REUSED, and renumbers.
    const b = await sendAction(tab2, async (seq) => seat.act(seq, 'b'), noWait);
    expect(b).toEqual({ seq: 2, ok: true, version: 2 });
    expect(seat.log).toEqual(['a', 'b']);
    // With the update's nextSeq seen, tab1 numbers past tab2's action.
    tab1.seen(seat.next());
    expect(await sendAction(tab1, async (seq) => seat.act(seq, 'c'), noWait)).toEqual({ seq: 3, ok: true, version: 3 });
  });

  it('keeps the seq on a rate-limit retry, renumbers a stale one, and gives up after a few attempts', async () => {
    const seat = new FakeSeat();
    const tab = new SeatSequence();
    seat.rateLimitNext = 2;
    const sent: number[] = [];
    expect(await sendAction(tab, async (seq) => (sent.push(seq), seat.act(seq, 'a')), noWait)).toMatchObject({ ok: true });
    expect(sent).toEqual([1, 1, 1]);
    // Far behind (a tab that saw no update): refused, and renumbered from the seat's next seq.
    for (let s = 2; s < 6; s++) seat.act(s, `x${s}`);
    const stale = new SeatSequence();
    expect(await sendAction(stale, async (seq) => seat.act(seq, 'late'), noWait)).toEqual({ seq: 6, ok: true, version: 6 });
    seat.rateLimitNext = 100;
    expect(await sendAction(tab, async (seq) => seat.act(seq, 'z'), noWait)).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED' },
    });
  });

  it('never renumbers below a seq this tab has in flight', () => {
    const tab = new SeatSequence();
    tab.seen(3);
    expect(tab.take()).toBe(3);
    expect(tab.take()).toBe(4);
    // Refused with nextSeq 4 while seq 4 is still in flight: the resend goes above it.
    expect(tab.renumber(4)).toBe(5);
    expect(tab.take()).toBe(6);
  });
});
