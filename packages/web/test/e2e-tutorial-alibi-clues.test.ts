/**
 * The Alibi Clues tutorial in Chromium (issue #19, docs/tutorials.md): played to its finale through
 * the table's own controls (clue cards, hush money on a clue on the table, a cover story on a
 * suspect, the exchange, a tip-off and its two clues, the accusation), with a wrong card explained
 * (the game stays put), in English and Chinese, and on a phone. Screenshots: test-artifacts/tutorial-ac-*.png.
 */
import { expect } from 'vitest';
import { script } from '../src/tutorial/games/alibi-clues.ts';
import { tut, tutorialSuite } from './tutorial-play.ts';

const END = [tut('ac-end')];

tutorialSuite({
  game: 'alibi-clues',
  title: 'the Alibi Clues tutorial',
  prefix: 'tutorial-ac-',
  script,
  first: 'welcome',
  moves: {
    'first-clue': [tut('ac-hand-3')],
    'first-end': END,
    'second-clue': [tut('ac-hand-9')],
    'second-end': END,
    hush: [tut('ac-hand-42'), tut('ac-clue-16')],
    'hush-end': END,
    cover: [tut('ac-hand-36'), tut('ac-suspect-1')],
    exchange: [tut('ac-hand-28')],
    'cover-end': END,
    tip: [tut('ac-hand-47')],
    'tip-striped': [tut('ac-hand-18')],
    'tip-gloves': [tut('ac-hand-34')],
    accuse: [tut('ac-accuse-4')],
  },
  // The lean clue first: refused and explained; nothing lands on the table.
  wrong: {
    at: 'first-clue',
    make: (page) => page.locator(tut('ac-hand-9')).click(),
    check: async (page) => expect(await page.locator('.ac-tables .ac-card-btn').count()).toBe(0),
  },
  shots: {
    en: ['welcome', 'hush', 'cover', 'count'],
    zh: ['welcome', 'tip', 'accuse'],
    phone: ['welcome', 'points', 'first-clue', 'first-end', 'second-clue', 'second-end', 'hush'],
  },
  phoneStopAfter: 'hush',
});
