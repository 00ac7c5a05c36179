import { describe, expect, it } from 'vitest';
import type { ProjectedEvent, View } from '@alibi/perfect-alibi';
import { loadLang, translator } from '../src/i18n/format.ts';
import { describe as describeEvent, nextMark, ofType, prompt, valuesText } from '../src/game/logic.ts';
import { parseLegal } from '../src/game/legal.ts';
import { sourceAction, targetsFor } from '../src/game/Actions.tsx';
import { parseRoute, tablePath } from '../src/router.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const t = translator('en');
const name = (s: number) => ['Ada', 'Bo', 'Cy'][s] ?? '?';

describe('legal actions', () => {
  it('keeps only well-formed actions and groups them by type', () => {
    const legal = parseLegal([{ type: 'takeTile', tile: 7, target: 1 }, { type: 'claim', card: 3 }, { type: 'bogus' }, 42]);
    expect(legal).toHaveLength(2);
    expect(ofType(legal, 'claim')).toEqual([{ type: 'claim', card: 3 }]);
  });

  it('finds whom a tile, the reporter or a final question may ask', () => {
    const legal = parseLegal([
      { type: 'takeTile', tile: 7, target: 1 },
      { type: 'useReporter', target: 1 },
      { type: 'useReporter', target: 2 },
    ]);
    expect(targetsFor({ kind: 'tile', tile: 7 }, legal)).toEqual([1]);
    expect(targetsFor({ kind: 'reporter' }, legal)).toEqual([1, 2]);
    expect(targetsFor({ kind: 'final' }, legal)).toEqual([]);
    expect(sourceAction({ kind: 'final' }, 2)).toEqual({ type: 'finalQuestion', target: 2 });
  });
});

describe('wording', () => {
  it('names values with "or"', () => {
    expect(valuesText('time', [0, 2], t)).toBe('Dawn or Dusk');
    expect(valuesText('location', [3], t)).toBe('Observatory');
  });

  it('describes answers, private answers and seen cards', () => {
    const ev = (e: ProjectedEvent) => describeEvent(e, name, t);
    expect(ev({ type: 'asked', question: 0, asker: 0, target: 1, category: 'location', values: [0, 1] })?.text).toBe('Ada asks Bo about Library or Garden.');
    expect(ev({ type: 'answered', question: 0, asker: 0, target: 1, count: 2, private: false })?.text).toBe('Bo answers 2.');
    expect(ev({ type: 'answered', question: 0, asker: 0, target: 1, count: null, private: true })?.private).toBe(false);
    expect(ev({ type: 'answered', question: 0, asker: 0, target: 1, count: 1, private: true })).toMatchObject({ private: true, text: 'Bo whispers 1 to Ada.' });
    expect(ev({ type: 'cardShown', question: 0, from: 1, to: 0, card: 5, watcher: null })).toMatchObject({ card: 5, private: true, text: 'Bo shows Ada: Noon · Garden.' });
    expect(ev({ type: 'tileDrawn', tile: 3 })).toBeNull();
  });

  it('logs a resignation in both languages', () => {
    const line = { type: 'resigned', seat: 1 } as const;
    expect(describeEvent(line, name, t)?.text).toBe('Bo resigned: out, but still answers questions.');
    expect(describeEvent(line, name, translator('zh-CN'))?.text).toBe('Bo 认输出局，但仍会回答问题。');
  });

  it('says whose move it is', () => {
    const view = { phase: { kind: 'answer', seat: 0, question: 0 }, questions: [{ asker: 2, category: 'time', values: [1] }] } as unknown as View;
    const p = prompt(view, 0, name, t);
    expect(p.mine).toBe(true);
    expect(t(p.key, p.params)).toBe('Cy asks how many alibis you hold for Noon.');
    expect(prompt(view, 1, name, t)).toMatchObject({ mine: false, key: 'prompt.answer.other' });
  });

  it('says who won once the game is over, to the winner, the others and a spectator', () => {
    const over = (winners: number[]) => ({ phase: { kind: 'over' }, questions: [], reveal: { winners } }) as unknown as View;
    const say = (v: View, me: number | null, tr = t) => {
      const p = prompt(v, me, name, tr);
      return tr(p.key, p.params);
    };
    expect(say(over([2]), 0)).toBe('Cy won!');
    expect(say(over([2]), 2)).toBe('You won!');
    expect(say(over([2]), null)).toBe('Cy won!');
    expect(say(over([1, 2]), 0)).toBe('Bo, Cy won!');
    expect(say(over([]), 0)).toBe('The game is over.');
    expect(say(over([2]), 0, translator('zh-CN'))).toBe('Cy 获胜！');
  });
});

describe('small pieces', () => {
  it('cycles note marks', () => {
    expect(nextMark('')).toBe('x');
    expect(nextMark('x')).toBe('v');
    expect(nextMark('v')).toBe('q');
    expect(nextMark('q')).toBe('');
    expect(nextMark('junk')).toBe('x');
  });

  it('routes table links', () => {
    expect(parseRoute(tablePath('abc_D-1'))).toEqual({ page: 'table', id: 'abc_D-1' });
    expect(parseRoute('/')).toEqual({ page: 'lobby' });
    expect(parseRoute('/t/')).toEqual({ page: 'lobby' });
  });
});
