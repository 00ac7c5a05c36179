import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@alibi/protocol';
import { en } from '../src/i18n/en.ts';
import { zh } from '../src/i18n/zh.ts';
import { loadLang, format, guessLang, messageArgs, translator, withGapAfter } from '../src/i18n/format.ts';
import { tableName } from '../src/tableName.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

describe('message catalogs', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty strings', () => {
    for (const [lang, cat] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      for (const [key, text] of Object.entries(cat)) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('show the same values in both languages', () => {
    // Chinese has no plural forms, so it may drop an English plural selector whose number is not shown.
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const [e, z] = [messageArgs(en[key]), messageArgs(zh[key])];
      expect(z.shown, key).toEqual(e.shown);
      for (const arg of z.all) expect(e.all, key).toContain(arg);
    }
  });

  it('punctuate Chinese with full-width marks after Chinese text (：，？！ not ": " and ", ")', () => {
    for (const [key, text] of Object.entries(zh)) expect(text, key).not.toMatch(/[\u4e00-\u9fff][:,?!] ?[\u4e00-\u9fff{]|[\u4e00-\u9fff]: /);
  });

  it('write no English "(s)" plurals: counts go through plural forms', () => {
    for (const [key, text] of Object.entries(en)) expect(text, key).not.toMatch(/\w\((s|es)\)/);
  });

  it('every plural message parses (no plural syntax left as raw text)', () => {
    for (const [lang, cat] of [
      ['en', en],
      ['zh-CN', zh],
    ] as const) {
      for (const [key, text] of Object.entries(cat)) {
        const out = format(text, { n: 2, count: 2, min: 2, alibis: 2, found: 2 }, lang);
        expect(out, `${lang} ${key}`).not.toMatch(/plural,|select,|#/);
      }
    }
  });
});

describe('format', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(translator('en')('log.answered', { target: 'Ada', count: 2 })).toBe('Ada answers 2.');
    expect(translator('zh-CN')('log.answered', { target: 'Ada', count: 2 })).toBe('Ada 回答 2。');
  });

  it('sets a space after a label, but not after Chinese punctuation', () => {
    expect(withGapAfter(translator('en')('alibis.reveal.perpetrator'))).toBe('The perpetrator: ');
    expect(withGapAfter(translator('zh-CN')('alibis.reveal.perpetrator'))).toBe('真凶：');
    expect(withGapAfter(translator('zh-CN')('review.gave.lead'))).toBe('其他人得到：');
    expect(withGapAfter('Rev')).toBe('Rev ');
  });

  it('maps browser languages onto ours', () => {
    expect(guessLang(['zh-TW', 'en'])).toBe('zh-CN');
    expect(guessLang(['fr', 'en-GB'])).toBe('en');
    expect(guessLang(['fr'])).toBe('en');
  });
});

describe('plural forms', () => {
  const en1 = translator('en');
  const zh1 = translator('zh-CN');
  it('picks English one/other and exact =N branches', () => {
    const m = '{n, plural, =0 {no cards} one {# card} other {# cards}}';
    expect([0, 1, 2, 5].map((n) => format(m, { n }, 'en'))).toEqual(['no cards', '1 card', '2 cards', '5 cards']);
    // Chinese has only `other`: `one` is never picked, exact `=0` still is.
    expect([0, 1, 2, 5].map((n) => format(m, { n }, 'zh-CN'))).toEqual(['no cards', '1 cards', '2 cards', '5 cards']);
  });

  it('formats catalog counts for 0, 1, 2 and 5 in both languages', () => {
    expect([0, 1, 2, 5].map((n) => en1('table.cards', { n }))).toEqual(['0 cards', '1 card', '2 cards', '5 cards']);
    expect([0, 1, 2, 5].map((n) => zh1('table.cards', { n }))).toEqual(['0 张牌', '1 张牌', '2 张牌', '5 张牌']);
    expect([0, 1, 2, 5].map((n) => en1('ac.log.drew', { seat: 'Ada', n }))).toEqual([
      'Ada draws 0 cards.',
      'Ada draws 1 card.',
      'Ada draws 2 cards.',
      'Ada draws 5 cards.',
    ]);
    expect(zh1('ac.log.drew', { seat: 'Ada', n: 1 })).toBe('Ada 抽了 1 张牌。');
    expect(en1('fs.log.toDeck.to-out', { n: 1, seat: 'Bo' })).toBe('1 card given to Bo goes under the deck.');
    expect(en1('fs.log.toDeck.to-out', { n: 5, seat: 'Bo' })).toBe('5 cards given to Bo go under the deck.');
    expect([0, 1, 2, 5].map((n) => en1('fs.coins', { n }))).toEqual(['0 coins', '1 coin', '2 coins', '5 coins']);
    expect([1, 2].map((n) => en1('ac.points', { n }))).toEqual(['1 pt', '2 pts']);
    expect([1, 2].map((n) => zh1('ac.points', { n }))).toEqual(['1 分', '2 分']);
  });

  it('nests placeholders in branches and may drop the selector in Chinese', () => {
    expect(en1('pa.accuse.confirm', { name: 'Ada', list: '2', count: 1 })).toBe('Accuse Ada over question 2?');
    expect(en1('pa.accuse.confirm', { name: 'Ada', list: '2, 3', count: 2 })).toBe('Accuse Ada over questions 2, 3?');
    expect(zh1('pa.accuse.confirm', { name: 'Ada', list: '2、3', count: 2 })).toBe('就第 2、3 个问题指控 Ada？');
    expect(en1('alibis.reveal.sum', { alibis: 1, found: 0, removed: 4, left: 6 })).toBe(
      '1 alibi guessed, 0 players found the perpetrator: 4 heat removed, 6 left.',
    );
  });

  it('keeps a missing count and stray braces visible', () => {
    expect(format('{n, plural, one {# card} other {# cards}}', {}, 'en')).toBe('{n}');
    expect(format('a { b } {c', {}, 'en')).toBe('a { b } {c');
    expect(format("Rev's {x}", { x: 'table' }, 'en')).toBe("Rev's table");
    expect(format('{k, select, a {A{n}} other {O}}', { k: 'a', n: 3 }, 'en')).toBe('A3');
  });
});

describe('table names', () => {
  it("shows the server's default name in the reader's language and a typed name as typed", () => {
    expect(tableName("Rev's table", translator('zh-CN'))).toBe('Rev 的牌桌');
    expect(tableName("Rev's table", translator('en'))).toBe("Rev's table");
    expect(tableName('Friday night', translator('zh-CN'))).toBe('Friday night');
    expect(tableName("小王's table", translator('zh-CN'))).toBe('小王的牌桌');
  });

  it('drops the space a Chinese message sets around a value only where Chinese meets Chinese', () => {
    expect(format('选 {n} 张牌传给 {name}。', { n: 1, name: '蓝色' }, 'zh-CN')).toBe('选 1 张牌传给蓝色。');
    expect(format('选 {n} 张牌传给 {name}。', { n: 1, name: 'Ann' }, 'zh-CN')).toBe('选 1 张牌传给 Ann。');
    expect(format('{a} 问 {b}', { a: '小王', b: 'Bo' }, 'zh-CN')).toBe('小王问 Bo');
    expect(format('{a} asks {b}', { a: '小王', b: '蓝色' }, 'en')).toBe('小王 asks 蓝色');
  });
});

describe('server error codes', () => {
  // A Record over the union: a new code fails type-checking here until it is listed (and worded).
  const CODES: Record<ErrorCode, null> = {
    MALFORMED: null,
    NOT_ACTOR: null,
    ILLEGAL: null,
    GAME_OVER: null,
    BAD_PLAYERS: null,
    BAD_OPTIONS: null,
    BAD_TOKEN: null,
    NO_TABLE: null,
    NOT_STARTED: null,
    NOT_SEATED: null,
    SEAT_TAKEN: null,
    TABLE_FULL: null,
    TOO_LARGE: null,
    STALE: null,
    SEQ_REUSED: null,
    CONFLICT: null,
    SHUTTING_DOWN: null,
    NOT_FOUND: null,
    NOT_HOST: null,
    RATE_LIMITED: null,
    BAD_ORIGIN: null,
    CHAT_CLOSED: null,
    RESIGNED: null,
    NOT_AUTOPILOT: null,
    ALREADY_SEATED: null,
    SIGN_IN_REQUIRED: null,
    NO_PLAYER: null,
    CSRF: null,
    BAD_CREDENTIALS: null,
    NAME_TAKEN: null,
    CEREMONY_EXPIRED: null,
    INTERNAL: null,
  };
  it('each has words in both languages', () => {
    for (const code of Object.keys(CODES)) {
      expect(en, code).toHaveProperty([`error.${code}`]);
      expect(zh, code).toHaveProperty([`error.${code}`]);
    }
  });
});
