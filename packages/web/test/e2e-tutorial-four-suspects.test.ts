/**
 * The Four Suspects tutorial in Chromium (issue #19, docs/tutorials.md): played to its finale
 * through the table's own controls (the question composer, answers, shown cards, two helpers, the
 * guess dialog), with a wrong question explained (the game stays put), in English and Chinese, and
 * on a phone. Screenshots: test-artifacts/tutorial-fs-*.png.
 */
import { expect } from 'vitest';
import { script } from '../src/tutorial/games/four-suspects.ts';
import { tut, tutorialSuite } from './tutorial-play.ts';

tutorialSuite({
  game: 'four-suspects',
  title: 'the Four Suspects tutorial',
  prefix: 'tutorial-fs-',
  script,
  first: 'welcome',
  moves: {
    'first-question': [tut('fs-row-2'), tut('fs-target-1'), tut('fs-value-2'), tut('fs-value-3'), tut('fs-send')],
    answer: [tut('fs-answer-truth')],
    'show-card': [tut('fs-show-2')],
    'show-me': [tut('fs-show-0')],
    'hire-scout': [tut('fs-buy-scout')],
    'scout-question': [
      tut('fs-row-8'),
      tut('fs-target-2'),
      tut('fs-category-time'),
      tut('fs-value-2'),
      tut('fs-value-3'),
      tut('fs-send'),
    ],
    'answer-again': [tut('fs-answer-truth')],
    'hire-bodyguard': [tut('fs-buy-first-bodyguard')],
    'last-question': [tut('fs-row-1'), tut('fs-target-2'), tut('fs-value-3'), tut('fs-send')],
    guess: [tut('fs-guess'), tut('fs-guess-card-14'), tut('fs-guess-pick'), tut('fs-guess-yes')],
  },
  // The show-me card to Hazel: refused and explained; the row stays as it was.
  wrong: {
    at: 'first-question',
    make: async (page) => {
      await page.locator(tut('fs-row-18')).click();
      await page.locator(tut('fs-target-1')).click();
      await page.locator(tut('fs-send')).click();
    },
    check: async (page) => expect(await page.locator('.tiles .tile-btn').count()).toBe(2),
    // Start the question over from a clean composer.
    reset: (page) => page.locator('.composer .btn-ghost').click(),
  },
  shots: {
    en: ['welcome', 'hire-scout', 'notes-place', 'guess'],
    zh: ['welcome', 'notes-time', 'guess'],
    phone: ['welcome', 'first-question', 'answer', 'show-card'],
  },
  phoneStopAfter: 'show-card',
});
