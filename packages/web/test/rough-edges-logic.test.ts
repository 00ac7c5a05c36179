/** Unit tests of the rough edges of issue #18 whose cause is in the tables' pure logic. */
import { describe, expect, it } from 'vitest';
import type { View } from '@alibi/perfect-alibi';
import type { View as FsView } from '@alibi/four-suspects';
import { loadLang, translator } from '../src/i18n/format.ts';
import { cardSources, claimRefusal, prompt } from '../src/game/logic.ts';
import { fsPreviewText, fsQuestionText } from '../src/four/logic.ts';
import { emptyDraft } from '../src/four/Actions.tsx';
import { scrollSides } from '../src/notes/AnswersTable.tsx';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const en = translator('en');
const zh = translator('zh-CN');
const name = (s: number) => ['Ada', 'Bo', 'Cy'][s] ?? '?';

describe('Perfect Alibi: showing a card says what was asked', () => {
  const view = {
    phase: { kind: 'show', seat: 1, question: 0 },
    questions: [{ asker: 0, target: 1, category: 'location', values: [0, 2] }],
  } as unknown as View;
  it('to the player who shows, in both languages', () => {
    const p = prompt(view, 1, name, en);
    expect(p.mine).toBe(true);
    expect(en(p.key, p.params)).toBe(
      'Ada asked how many alibis you hold for Library or Cellar: choose one of those cards to show Ada.',
    );
    const z = prompt(view, 1, name, zh);
    expect(zh(z.key, z.params)).toContain('Ada');
    expect(zh(z.key, z.params)).toContain(zh('location.library'));
    expect(zh(z.key, z.params)).toContain(zh('location.cellar'));
  });
  it('to everyone else, with the asker', () => {
    const p = prompt(view, 2, name, en);
    expect(en(p.key, p.params)).toBe('Bo is choosing a card to show Ada (Library or Cellar).');
  });
});

describe('Perfect Alibi: a claim that cannot be made says why', () => {
  const view = { hand: [0, 5], publicCards: [9] };
  const claimable = new Set([3, 7]);
  it('your own card, a face-up card, or not now', () => {
    expect(claimRefusal(3, view, claimable, en)).toBeNull();
    expect(claimRefusal(5, view, claimable, en)).toBe('You hold Noon · Garden: a card in your hand cannot be the missing alibi.');
    expect(claimRefusal(9, view, claimable, en)).toMatch(/face up/);
    expect(claimRefusal(12, view, claimable, en)).toMatch(/cannot claim/);
    expect(claimRefusal(5, view, claimable, zh)).toMatch(/你手里/);
  });
});

describe('Four Suspects: the broker step and the room', () => {
  const view = {
    questions: [{ asker: 0, target: 1, kind: 'demand', category: null, values: [], room: null }],
    seen: [{ question: 0, card: 2, from: 1, how: 'demand' }],
  } as unknown as FsView;
  it('the broker’s return step is worded as the asker’s own step, not a question to themselves', () => {
    const text = fsQuestionText(view, 0, name, en, true);
    expect(text).toMatch(/^The broker: show Bo one of your cards/);
    expect(text).not.toMatch(/asks you/);
    expect(fsQuestionText(view, 0, name, zh, true)).toMatch(/^掮客/);
    // The same question, answered by its target, is the asker's demand.
    expect(fsQuestionText(view, 0, name, en)).toBe('Ada asks you to show a card.');
  });
  it('the question preview names the room with two players', () => {
    const draft = { ...emptyDraft, card: 0, target: 1, category: 'time' as const, values: [0], room: 'left' as const };
    expect(fsPreviewText(draft, true, en)).toMatch(/in the Left room|left room/i);
    expect(fsPreviewText(draft, false, en)).not.toMatch(/room/i);
    expect(fsPreviewText({ ...draft, values: [] }, true, en)).toBe('…');
  });
});

describe('answers table: the scroll cue', () => {
  it('knows which side hides columns', () => {
    expect(scrollSides({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({ left: false, right: false });
    expect(scrollSides({ scrollLeft: 0, scrollWidth: 600, clientWidth: 390 })).toEqual({ left: false, right: true });
    expect(scrollSides({ scrollLeft: 210, scrollWidth: 600, clientWidth: 390 })).toEqual({ left: true, right: false });
  });
});

describe('Perfect Alibi: a card the Pickpocket took', () => {
  it('is "taken from you by" the asker, not "seen from" yourself', () => {
    const view = {
      questions: [{ asker: 2, target: 1 }],
      seen: [
        { question: 0, card: 4, from: 1, how: 'taken-from-me' },
        { question: 0, card: 6, from: 0, how: 'shown-to-me' },
      ],
    } as unknown as View;
    const { seenFrom, takenBy } = cardSources(view);
    expect(seenFrom.get(4)).toBeUndefined();
    expect(takenBy.get(4)).toEqual([2]);
    expect(seenFrom.get(6)).toEqual([0]);
    expect(en('pa.notes.takenBy', { name: name(2) })).toBe('taken from you by Cy');
  });
});
