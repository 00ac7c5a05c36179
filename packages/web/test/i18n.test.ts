import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { zh } from '../src/i18n/zh.ts';
import { format, guessLang, translator } from '../src/i18n/format.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogs', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty strings', () => {
    for (const [lang, cat] of [['en', en], ['zh', zh]] as const) {
      for (const [key, text] of Object.entries(cat)) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(placeholders(zh[key]), key).toEqual(placeholders(en[key]));
  });
});

describe('format', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(translator('en')('log.answered', { target: 'Ada', count: 2 })).toBe('Ada answers 2.');
    expect(translator('zh-CN')('log.answered', { target: 'Ada', count: 2 })).toBe('Ada 回答 2。');
  });

  it('maps browser languages onto ours', () => {
    expect(guessLang(['zh-TW', 'en'])).toBe('zh-CN');
    expect(guessLang(['fr', 'en-GB'])).toBe('en');
    expect(guessLang(['fr'])).toBe('en');
  });
});
