/**
 * Every game's rules page (issue #19, packages/web/src/rules): each content file found by the
 * content index has every required section in both languages, the same sections, blocks and help
 * keys in English and Chinese, no empty text, and every illustration it names exists in the game's
 * art module and draws. New games' files are picked up by themselves (the index globs them).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { GAME_IDS } from '@alibi/protocol';
import { loadLang, translator, type Lang } from '../src/i18n/format.ts';
import type { Block, GameRules, RulesText } from '../src/rules/types.ts';
import { SECTION_IDS } from '../src/rules/types.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

let lang: Lang = 'en';
vi.mock('../src/i18n/index.tsx', () => ({ useI18n: () => ({ lang, t: translator(lang), setLang: () => {} }) }));

const { RULES_GAMES, loadRules } = await import('../src/rules/content/index.ts');
const { ART_GAMES, loadArt } = await import('../src/rules/art/index.ts');
const { default: RulesView } = await import('../src/rules/RulesView.tsx');

/** Sections every page has; `variants` may be left out. */
const REQUIRED = SECTION_IDS.filter((id) => id !== 'variants');

function blockTexts(b: Block): string[] {
  switch (b.kind) {
    case 'p':
      return [b.text];
    case 'list':
      return b.items;
    case 'table':
      return [...b.head, ...b.rows.flat()];
    case 'art':
      return [b.name, b.caption];
    case 'term':
      return [b.name, b.text, ...(b.art === undefined ? [] : [b.art])];
  }
}

function allTexts(r: RulesText): string[] {
  return [r.summary, ...r.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(blockTexts)]), ...Object.values(r.help)];
}

function artNames(r: RulesText): string[] {
  return r.sections.flatMap((s) =>
    s.blocks.flatMap((b) => (b.kind === 'art' ? [b.name] : b.kind === 'term' && b.art !== undefined ? [b.art] : [])),
  );
}

/** The shape of a language's page: section ids and, per section, the kinds of its blocks and the art they name. */
function shape(r: RulesText): unknown {
  return r.sections.map((s) => ({
    id: s.id,
    blocks: s.blocks.map((b) =>
      b.kind === 'art'
        ? `art:${b.name}`
        : b.kind === 'term'
          ? `term:${b.art ?? ''}`
          : b.kind === 'table'
            ? `table:${b.head.length}x${b.rows.length}`
            : b.kind === 'list'
              ? `list:${b.items.length}`
              : b.kind,
    ),
  }));
}

describe('rules pages', () => {
  it('the content index finds the pages, each named by a game id', () => {
    expect(RULES_GAMES).toContain('perfect-alibi');
    expect(RULES_GAMES).toContain('four-suspects');
    for (const game of RULES_GAMES) expect(GAME_IDS as readonly string[], game).toContain(game);
    // An art module without a page would be dead code; a page may have no art only if it names none (checked below).
    for (const game of ART_GAMES) expect(RULES_GAMES, `art/${game}.tsx has no content/${game}.ts`).toContain(game);
  });

  describe.each(RULES_GAMES.map((g) => [g]))('%s', (game) => {
    let rules: GameRules;
    it('loads, under its own game id', async () => {
      const loaded = await loadRules(game);
      expect(loaded).not.toBeNull();
      rules = loaded as GameRules;
      expect(rules.game).toBe(game);
    });

    it.each([['en'], ['zh']] as const)('%s: every required section, in order, and no empty text', (l) => {
      const text = rules[l];
      const ids = text.sections.map((s) => s.id);
      for (const id of REQUIRED) expect(ids, `${game} ${l} lacks section ${id}`).toContain(id);
      // In SECTION_IDS order, each once.
      expect(ids).toEqual(SECTION_IDS.filter((id) => ids.includes(id)));
      for (const s of text.sections) expect(s.blocks.length, `${game} ${l} section ${s.id} is empty`).toBeGreaterThan(0);
      for (const s of text.sections)
        for (const b of s.blocks)
          if (b.kind === 'table')
            for (const row of b.rows) expect(row.length, `${game} ${l} ${s.id}: a table row`).toBe(b.head.length);
      for (const s of allTexts(text)) expect(s.trim(), `${game} ${l}: an empty text`).not.toBe('');
      expect(Object.keys(text.help).length, `${game} ${l}: no help entries`).toBeGreaterThan(0);
    });

    it('English and Chinese have the same sections, blocks and help keys', () => {
      expect(shape(rules.zh)).toEqual(shape(rules.en));
      expect(Object.keys(rules.zh.help).sort()).toEqual(Object.keys(rules.en.help).sort());
      // The Chinese page is not the English one left untranslated.
      const en = new Set(allTexts(rules.en).filter((s) => /[a-z]{4}/i.test(s)));
      const same = allTexts(rules.zh).filter((s) => en.has(s) && !artNames(rules.zh).includes(s));
      expect(same, `${game}: Chinese texts equal to English ones`).toEqual([]);
    });

    it('every illustration it names exists in its art module and draws something', async () => {
      const art = await loadArt(game);
      const names = [...new Set([...artNames(rules.en), ...artNames(rules.zh)])];
      for (const name of names) expect(Object.hasOwn(art, name), `${game}: art "${name}" is not in art/${game}.tsx`).toBe(true);
      for (const l of ['en', 'zh-CN'] as const) {
        lang = l;
        for (const name of names) {
          const Draw = art[name] as () => React.JSX.Element;
          expect(renderToStaticMarkup(<Draw />), `${game}: art "${name}" draws nothing`).toMatch(/^<\w/);
        }
      }
      lang = 'en';
    });

    it('the page renders in both languages, with a contents link for every section', async () => {
      const art = await loadArt(game);
      for (const l of ['en', 'zh-CN'] as const) {
        lang = l;
        const text = l === 'en' ? rules.en : rules.zh;
        const html = renderToStaticMarkup(<RulesView game={game} title="T" rules={text} art={art} />);
        for (const s of text.sections) {
          expect(html).toContain(`href="#rules-${game}-${s.id}"`);
          expect(html).toContain(`id="rules-${game}-${s.id}"`);
        }
      }
      lang = 'en';
    });
  });
});

describe('the rules route', async () => {
  const { parseRoute, rulesPath } = await import('../src/router.ts');
  it('is /rules/<game>, any name (an unknown one gets its own message), and nothing else', () => {
    expect(parseRoute(rulesPath('perfect-alibi'))).toEqual({ page: 'rules', game: 'perfect-alibi' });
    expect(parseRoute('/rules/alibi-1993/')).toEqual({ page: 'rules', game: 'alibi-1993' });
    expect(parseRoute('/rules/no-such-game')).toEqual({ page: 'rules', game: 'no-such-game' });
    expect(parseRoute('/rules/')).toEqual({ page: 'lobby' });
    expect(parseRoute('/rules/a/b')).toEqual({ page: 'lobby' });
  });
});

describe('prompt help', async () => {
  const { promptKind } = await import('../src/rules/PromptHelp.tsx');
  const { loadRules } = await import('../src/rules/content/index.ts');
  it('finds the help kind of a prompt message key', () => {
    expect(promptKind('perfect-alibi', 'prompt.turn.me')).toBe('turn');
    expect(promptKind('perfect-alibi', 'pa.prompt.show.me')).toBe('show');
    expect(promptKind('four-suspects', 'fs.prompt.brokerShow.me')).toBe('brokerShow');
    expect(promptKind('alibi-clues', 'ac.prompt.start.me')).toBe('play');
    expect(promptKind('alibi-clues', 'ac.prompt.discard.me')).toBe('stuck');
    expect(promptKind('perfect-alibi', 'prompt.over')).toBe(null);
  });
  it('has help for every kind the tables ask for', async () => {
    const asked: Record<string, string[]> = {
      'perfect-alibi': ['chooseAssistant', 'changeAssistant', 'rechoose', 'turn', 'ask', 'answer', 'show', 'mustClaim', 'reply'],
      'four-suspects': ['rooms', 'turn', 'respond', 'show', 'brokerShow', 'end', 'window'],
      'alibi-1993': ['meld', 'ask', 'pass', 'sheet', 'sheetAccuser'],
      'alibi-clues': [
        promptKind('alibi-clues', 'ac.prompt.start.me')!,
        promptKind('alibi-clues', 'ac.prompt.discard.me')!,
        'tip',
        'after',
        'cover',
        'hush',
      ],
      alibis: ['write', 'guess'],
    };
    for (const [game, kinds] of Object.entries(asked)) {
      const rules = await loadRules(game);
      for (const kind of kinds) {
        expect(rules?.en.help[kind], `${game} ${kind} (en)`).toBeTruthy();
        expect(rules?.zh.help[kind], `${game} ${kind} (zh)`).toBeTruthy();
      }
    }
  });
});
