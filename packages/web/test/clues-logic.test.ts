import { describe, expect, it } from 'vitest';
import { runMatch, type Policy } from '@alibi/engine';
import { SUSPECTS, alibiClues, heuristicPolicy, type State, type View } from '@alibi/alibi-clues';
import { loadLang, translator } from '../src/i18n/format.ts';
import { acCasePoints, acDescribe, acEndReason, acPrompt, acStandings, acSuspectName } from '../src/clues/logic.ts';
import { parseAcLegal } from '../src/clues/legal.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

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
    const p = acPrompt(alibiClues.view(s, 0) as View, 0, legal, name, en);
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
    expect(seen && acDescribe(seen, name, en)?.text).toBe(
      'Bo resigns and leaves the game; their hand goes onto the discard pile.',
    );
    expect(seen && acDescribe(seen, name, zh)?.text).toBe('Bo 认输离开游戏，手牌放入弃牌堆。');
    expect((alibiClues.view(r.value.state, 0) as View).resigned).toEqual([false, true]);
  });
});

describe('Alibi Clues game over', () => {
  it('the final standings come from the scores and cases, not from the emptied tables', () => {
    for (const players of [3, 5]) {
      const r = runMatch(alibiClues, { players, seed: `web-over:${players}`, policies: heuristicPolicy as Policy });
      expect(r.error).toBeUndefined();
      const final = alibiClues.view(r.state as State, 0);
      expect(final.phase.kind).toBe('over');
      // The last culprit's clues went to the discard pile: counting the tables reads 0/5 for everyone.
      expect(final.tables.flat()).toEqual([]);
      const standings = acStandings(final);
      expect(standings.map((x) => x.seat).sort()).toEqual(final.scores.map((_, s) => s));
      for (const x of standings) {
        expect(x.score).toBe(final.scores[x.seat]);
        expect(x.score).toBe(final.cases.reduce((sum, c) => sum + (c.points[x.seat] ?? 0), 0));
      }
      expect(standings.reduce((n, x) => n + x.accusations + x.coverCases, 0)).toBe(final.cases.length);
      // Best first; the winners hold place 1, and a tie shares its place.
      for (let i = 1; i < standings.length; i++) {
        const [a, b] = [standings[i - 1], standings[i]];
        expect(a!.score).toBeGreaterThanOrEqual(b!.score);
        expect(b!.place).toBe(a!.score === b!.score ? a!.place : i + 1);
      }
      expect(
        standings
          .filter((x) => x.place === 1)
          .map((x) => x.seat)
          .sort(),
      ).toEqual([...(final.winners ?? [])].sort());
      expect(acEndReason(final)).toBe('ac.over.reason.exhausted');
      expect(en(acEndReason(final))).not.toMatch(/ac\.|exhausted/);
    }
  });

  it('ties share a place, case points leave out seats that scored nothing, and a lone survivor is said in words', () => {
    const cases = [{ round: 1, culprit: 0, slot: 0, how: 'accused' as const, by: 1, points: [0, 3, 3] }];
    expect(acStandings({ scores: [0, 3, 3], cases }).map((x) => [x.seat, x.place])).toEqual([
      [1, 1],
      [2, 1],
      [0, 3],
    ]);
    expect(acCasePoints([0, 3, 1], name, en)).toBe('Bo 3, ? 1');
    expect(acEndReason({ scores: [4, 2, 1], resigned: [false, true, true] })).toBe('ac.over.reason.lastStanding');
    expect(zh(acEndReason({ scores: [4, 2], resigned: [true, false] }))).toMatch(/认输/);
  });
});
