/**
 * The note-sheet assistant without a browser: its marks and odds agree with the deduction, every
 * template key the deduction can emit has words in both languages, and real explanations render
 * completely (no placeholder or undefined left) in English and Chinese.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSISTANTS, cardLocation, cardTime } from '@alibi/perfect-alibi';
import type { Category as FsCategory } from '@alibi/four-suspects';
import type { Category as PaCategory } from '@alibi/perfect-alibi';
import { en } from '../src/i18n/en.ts';
import { zh } from '../src/i18n/zh.ts';
import { loadLang, translator, type Lang } from '../src/i18n/format.ts';
import { assist, markedCards, why, type AssistGame } from '../src/notes/assist.ts';
import { CONCLUSION_MESSAGES, OBSERVATION_MESSAGES, whyLines, type WhyNames } from '../src/notes/whyText.ts';
import { seatName, valueName, valuesText } from '../src/game/logic.ts';
import { fsCardText, fsValuesText } from '../src/four/names.ts';
import { CONFIGS, sampleViews } from '../../deduction/test/samples.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const textSource = readFileSync(new URL('../../deduction/src/text.ts', import.meta.url), 'utf8');
const infoSources = ['perfect-alibi', 'four-suspects'].map((g) =>
  readFileSync(new URL(`../../deduction/src/${g}.ts`, import.meta.url), 'utf8'),
);

/** The keys a source file gives observations (`key: 'x'` or `key: c ? 'x' : 'y'`) and the cases text.ts renders. */
const emittedKeys = (src: string) =>
  [...src.matchAll(/key: ([^,]+),\s*params/g)].flatMap((m) =>
    [...(m[1] as string).matchAll(/'(\w+)'/g)].map((k) => k[1] as string),
  );
const renderedCases = (src: string) => [...src.matchAll(/case '(\w+)':/g)].map((m) => m[1] as string);

function names(game: AssistGame, lang: Lang): WhyNames {
  const t = translator(lang);
  return game === 'perfect-alibi'
    ? {
        seat: (s) => seatName(s, null, t),
        card: (c) =>
          t('deduce.card', { time: valueName('time', cardTime(c), t), location: valueName('location', cardLocation(c), t) }),
        values: (category, values) => valuesText(category as PaCategory, values, t),
        tile: (i) => t(`assistant.${ASSISTANTS[i] ?? 'reporter'}`),
        room: (r) => r,
      }
    : {
        seat: (s) => seatName(s, null, t),
        card: (c) => fsCardText(c, t),
        values: (category, values) => fsValuesText(category as FsCategory, values, t),
        tile: (i) => String(i + 1),
        room: (r) => t(r === 'left' ? 'fs.room.left' : 'fs.room.right'),
      };
}

describe('assistant messages', () => {
  it('cover every observation and conclusion key the deduction can emit', () => {
    // The keys the Perfect Alibi and Four Suspects information sets emit, each rendered by text.ts.
    const observationKeys = [...new Set(infoSources.flatMap(emittedKeys))].sort();
    expect(observationKeys).toEqual(Object.keys(OBSERVATION_MESSAGES).sort());
    const rendered = renderedCases(textSource);
    for (const k of observationKeys) expect(rendered, k).toContain(k);
    const conclusionBody = textSource.slice(textSource.indexOf('export function conclusion'));
    const conclusionKeys = [...conclusionBody.matchAll(/'(\w+)' : '(\w+)'/g)].flatMap((m) => [m[1], m[2]]);
    expect(conclusionKeys.sort()).toEqual(Object.keys(CONCLUSION_MESSAGES).sort());
    for (const key of [...Object.values(OBSERVATION_MESSAGES), ...Object.values(CONCLUSION_MESSAGES)].flat()) {
      expect(en[key], key).toBeTruthy();
      expect(zh[key], key).toBeTruthy();
    }
  });
});

describe.each(CONFIGS.filter((c) => c.players >= 3 || c.game === 'four-suspects'))('assistant on $name', (c) => {
  it('marks agree with the odds, and explanations render in both languages', () => {
    const game = c.game;
    let views = 0;
    let explained = 0;
    const seenKeys = new Set<string>();
    for (const { view } of sampleViews(c, `assistant:${c.name}`, 2, 160)) {
      if (views++ >= 6) break;
      const a = assist(game, view, 'odds');
      const certainOnly = assist(game, view, 'certain');
      expect(certainOnly.summary.cards.map((x) => x.certain)).toEqual(a.summary.cards.map((x) => x.certain));
      expect(certainOnly.summary.cards.every((x) => x.p === null && x.where === null)).toBe(true);
      if (!a.summary.consistent) continue;
      const missingSize = game === 'four-suspects' && c.players === 2 ? 2 : 1;
      const ps = a.summary.cards.map((x) => x.p ?? 0);
      expect(ps.reduce((s, p) => s + p, 0)).toBeCloseTo(missingSize, 9);
      a.summary.cards.forEach((x, card) => {
        if (x.certain === 'missing') expect(x.p, `card ${card}`).toBeCloseTo(1, 12);
        if (x.certain === 'notMissing') expect(x.p ?? 0, `card ${card}`).toBe(0);
        if (x.certain === null && x.p !== null) expect(x.p).toBeGreaterThan(0);
      });
      for (const card of markedCards(a).slice(0, 4)) {
        const w = why(a, card);
        expect(w, `why of card ${card}`).not.toBeNull();
        if (!w) continue;
        for (const o of w.premises) seenKeys.add(o.key);
        for (const lang of ['en', 'zh-CN'] as const) {
          const lines = whyLines(w, a.summary, names(game, lang), translator(lang));
          expect(lines.length).toBe(w.premises.length + 1);
          for (const line of lines) expect(line, line).not.toMatch(/\{\w+\}|undefined|NaN|\?|Something you saw|某件事/);
        }
        explained++;
      }
    }
    expect(explained).toBeGreaterThan(0);
    for (const k of seenKeys) expect(OBSERVATION_MESSAGES[k], k).toBeDefined();
  }, 60_000);
});
