/** The "your turn" cue fires when the turn becomes this seat's, only then, and only when switched on; card motion's diff. */
import { describe, expect, it } from 'vitest';
import { becameMyTurn, TurnCue } from '../src/ui/sound.ts';
import { diffPlaces } from '../src/ui/motion.ts';
import { atBottom } from '../src/ui/logScroll.ts';

describe('became my turn', () => {
  it('is news only on a change from not mine to mine', () => {
    expect(becameMyTurn(false, true)).toBe(true);
    expect(becameMyTurn(true, true)).toBe(false);
    expect(becameMyTurn(true, false)).toBe(false);
    expect(becameMyTurn(false, false)).toBe(false);
    // A page opened on a turn already mine: no cue.
    expect(becameMyTurn(null, true)).toBe(false);
  });

  it('sounds once per turn, not on every render, and never when off', () => {
    const cue = new TurnCue();
    const feed = (states: boolean[], on = true) => states.map((s) => cue.next(s, on));
    expect(feed([true, true])).toEqual([false, false]); // opened mid-turn
    expect(feed([false, false, true, true, true])).toEqual([false, false, true, false, false]);
    expect(feed([false, true], false)).toEqual([false, false]); // sound off
    expect(feed([false, true])).toEqual([false, true]);
  });
});

describe('card motion diff', () => {
  const p = (x: number, y: number, w = 80, h = 112) => ({ x, y, w, h });
  it('finds cards that moved, appeared and left', () => {
    const before = new Map([
      ['a', p(0, 0)],
      ['b', p(100, 0)],
      ['c', p(200, 0)],
    ]);
    const after = new Map([
      ['a', p(0, 0)],
      ['b', p(20, 300, 40, 56)],
      ['d', p(300, 0)],
    ]);
    const d = diffPlaces(before, after);
    expect(d.moved).toEqual([{ key: 'b', dx: 100 + 40 - (20 + 20), dy: 56 - (300 + 28), sx: 2 }]);
    expect(d.added).toEqual(['d']);
    expect(d.removed).toEqual(['c']);
  });
  it('shows a card from too far or of a too different size as arriving, not sliding', () => {
    const before = new Map([
      ['far', p(0, 0)],
      ['shrunk', p(0, 200)],
      ['near', p(0, 400)],
    ]);
    const after = new Map([
      ['far', p(0, 3000)],
      ['shrunk', p(0, 200, 16, 22)],
      ['near', p(0, 600)],
    ]);
    const d = diffPlaces(before, after, 2000);
    expect(d.moved.map((m) => m.key)).toEqual(['near']);
    expect(d.added).toEqual(['far', 'shrunk']);
    expect(d.removed).toEqual([]);
  });
  it('takes no shift of a whole container for a move, but a move within it or out of it', () => {
    const row = {} as Element;
    const other = {} as Element;
    const at = (x: number, y: number, region: Element, rx: number, ry: number) => ({ ...p(x, y), region, rx, ry });
    const before = new Map([
      ['still', at(0, 100, row, 0, 0)],
      ['within', at(100, 100, row, 100, 0)],
      ['across', at(200, 100, row, 200, 0)],
    ]);
    // A strip above the row pushed it 90 px down; one card moved inside it, one left it.
    const after = new Map([
      ['still', at(0, 190, row, 0, 0)],
      ['within', at(300, 190, row, 300, 0)],
      ['across', at(50, 500, other, 0, 0)],
    ]);
    const d = diffPlaces(before, after);
    expect(d.moved).toEqual([
      { key: 'within', dx: -200, dy: 0, sx: 1 },
      { key: 'across', dx: 150, dy: -400, sx: 1 },
    ]);
  });
  it('leaves still cards still', () => {
    const m = new Map([['a', p(5, 5)]]);
    expect(diffPlaces(m, new Map([['a', p(5.5, 5)]]))).toEqual({ moved: [], added: [], removed: [] });
  });
});

describe('log follow', () => {
  it('follows only a reader at the bottom', () => {
    expect(atBottom({ scrollHeight: 1000, scrollTop: 600, clientHeight: 400 })).toBe(true);
    expect(atBottom({ scrollHeight: 1000, scrollTop: 590, clientHeight: 400 })).toBe(true);
    expect(atBottom({ scrollHeight: 1000, scrollTop: 100, clientHeight: 400 })).toBe(false);
  });
});
