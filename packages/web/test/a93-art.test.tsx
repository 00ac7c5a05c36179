/**
 * The Alibi (1993) card art, rendered to markup: every one of the 78 cards is an SVG image named
 * in the reader's language, no two pictures are the same, backs and fans draw. Also writes
 * test-artifacts/a93-cards.html, a sheet of every card, to look at in a browser.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ALL_CARDS, CARD_COUNT, cardSet } from '@alibi/alibi-1993';
import { loadLang, translator, type Lang } from '../src/i18n/format.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

let lang: Lang = 'en';
vi.mock('../src/i18n/index.tsx', () => ({ useI18n: () => ({ lang, t: translator(lang), setLang: () => {} }) }));

const { A93Back, A93Card, A93Fan } = await import('../src/a93/Art.tsx');
const { CardPicture } = await import('../src/a93/Pictos.tsx');
const { a93CardName } = await import('../src/a93/logic.ts');
const { artifacts } = await import('./browser.ts');

const attr = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
const unescape = (s: string | undefined) => s?.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');

describe('Alibi (1993) card art', () => {
  it('draws every card as a named SVG image, in both languages', () => {
    for (const l of ['en', 'zh-CN'] as const) {
      lang = l;
      const t = translator(l);
      for (const card of ALL_CARDS) {
        const html = renderToStaticMarkup(<A93Card card={card} />);
        expect(html.startsWith('<svg')).toBe(true);
        expect(attr(html, 'role')).toBe('img');
        expect(unescape(attr(html, 'aria-label'))).toBe(a93CardName(card, t));
        expect(html).toContain(`data-card="${card}"`);
      }
    }
    lang = 'en';
    expect(a93CardName(0, translator('zh-CN'))).not.toBe(a93CardName(0, translator('en')));
  });

  it('gives all 78 cards different pictures and every set its own emblem', () => {
    const pictures = ALL_CARDS.map((c) => renderToStaticMarkup(<svg>{<CardPicture card={c} />}</svg>));
    expect(new Set(pictures).size).toBe(CARD_COUNT);
    // Within a type, the part that is not the backdrop (the bust or the emblem) differs per set.
    const emblem = (c: number) => pictures[c]?.replace(/^<svg><g><g>.*?<\/g>/, '') ?? '';
    const bySet = new Map<number, string>();
    for (const c of ALL_CARDS) if (c % 3 === 0) bySet.set(cardSet(c), emblem(c));
    expect(new Set(bySet.values()).size).toBe(bySet.size);
  });

  it('draws backs without naming them unless asked, and fans of cards', () => {
    const back = renderToStaticMarkup(<A93Back />);
    expect(attr(back, 'aria-hidden')).toBe('true');
    expect(back).not.toContain('<text');
    expect(attr(renderToStaticMarkup(<A93Back label="hidden" />), 'aria-label')).toBe('hidden');
    const fan = renderToStaticMarkup(<A93Fan cards={[24, 25, 26]} label="Lighthouse" />);
    expect(fan.match(/<svg\b[^>]*\bclass="a93-card\b/g)?.length).toBe(3);
    expect(fan).toContain('--fan:-1');
  });

  it('writes a sheet of every card and its back', () => {
    mkdirSync(artifacts, { recursive: true });
    const css = readFileSync(new URL('../src/a93/a93.css', import.meta.url), 'utf8');
    const cards = ALL_CARDS.map((c) => renderToStaticMarkup(<A93Card card={c} />)).join('');
    const small = ALL_CARDS.filter((c) => c % 7 === 0)
      .map((c) => renderToStaticMarkup(<A93Card card={c} size="sm" />))
      .join('');
    const html = `<!doctype html><meta charset="utf-8"><title>Alibi (1993) cards</title><style>${css}
body{font-family:system-ui,sans-serif;background:#f4ecdc;margin:12px}.sheet{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:12px}</style>
<div class="sheet">${cards}${renderToStaticMarkup(<A93Back size="md" />)}</div><div class="sheet">${small}</div><div class="sheet">${renderToStaticMarkup(<A93Fan cards={[24, 25, 26]} />)}${renderToStaticMarkup(<A93Fan cards={[0, 1, 2]} size="md" />)}</div>`;
    writeFileSync(join(artifacts, 'a93-cards.html'), html);
    expect(html.match(/role="img"/g)?.length).toBeGreaterThanOrEqual(CARD_COUNT);
  });
});
