import { describe, expect, it } from 'vitest';
import { SUSPECTS, alibiClues, type State, type View } from '@alibi/alibi-clues';
import { translator } from '../src/i18n/format.ts';
import { acDescribe, acPrompt, acSuspectName, parseAcLegal } from '../src/clues/logic.ts';

const en = translator('en');
const zh = translator('zh-CN');
const name = (s: number) => ['Ada', 'Bo'][s] ?? '?';

/** A 2-player table where seat 0 holds only cards that fit none of the four suspects (long hair, cane). */
function stuckTable(): State {
  const row = [0, 1, 5, 13];
  const hands = [
    [12, 13, 26, 27],
    [0, 1, 2, 3],
  ];
  const used = hands.flat();
  const deal = {
    suspects: [...row, ...Array.from({ length: 16 }, (_, i) => i).filter((i) => !row.includes(i))],
    hands,
    deck: Array.from({ length: 50 }, (_, i) => i).filter((c) => !used.includes(c)),
  };
  const r = alibiClues.setup({ players: 2, seed: 'web', options: { deal, firstPlayer: 0 } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('Alibi Clues table logic', () => {
  it('names every suspect in the reader’s language (English names in English, translated in Chinese)', () => {
    for (let id = 0; id < SUSPECTS.length; id++) {
      expect(acSuspectName(id, en)).toBe(SUSPECTS[id]?.name);
      expect(acSuspectName(id, zh)).not.toBe(SUSPECTS[id]?.name);
      expect(acSuspectName(id, zh)).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('with no card to play, the prompt offers the three choices and ending the turn is logged', () => {
    const s = stuckTable();
    const legal = parseAcLegal(alibiClues.legal(s, 0));
    expect(legal.some((a) => a.type === 'end')).toBe(true);
    const p = acPrompt(alibiClues.view(s, 0) as View, 0, legal, name);
    expect(en(p.key, p.params)).toBe('No card to play: play a function card, discard and refill, or end your turn.');
    const r = alibiClues.apply(s, 0, { type: 'end' });
    if (!r.ok) throw new Error(r.error.message);
    const skipped = alibiClues.project(r.value.events[0] as never, 1);
    expect(skipped && acDescribe(skipped, name, en)?.text).toBe('Ada has no card to play and ends the turn.');
    expect(skipped && acDescribe(skipped, name, zh)?.text).toBe('Ada 无牌可出，结束回合。');
  });

  it('a resignation out of turn is logged for everyone and marks the seat in the view', () => {
    const s = stuckTable();
    const r = alibiClues.apply(s, 1, { type: 'resign' });
    if (!r.ok) throw new Error(r.error.message);
    const seen = alibiClues.project(r.value.events[0] as never, 0);
    expect(seen && acDescribe(seen, name, en)?.text).toBe('Bo resigns and leaves the game; their hand goes onto the discard pile.');
    expect(seen && acDescribe(seen, name, zh)?.text).toBe('Bo 认输离开游戏，手牌放入弃牌堆。');
    expect((alibiClues.view(r.value.state, 0) as View).resigned).toEqual([false, true]);
  });
});
