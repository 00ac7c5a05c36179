/**
 * Disabled reasons (ui/Why.tsx) and the first-visit hint strip (ui/HintStrip.tsx): what the
 * markup carries for a screen reader and for the page's one listener, and a check over the source
 * that every disabled control of the client says why (or is a documented busy state).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { loadLang, translator } from '../src/i18n/format.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

vi.mock('../src/i18n/index.tsx', () => ({ useI18n: () => ({ lang: 'en', t: translator('en'), setLang: () => {} }) }));

const { Why } = await import('../src/ui/Why.tsx');
const { HintStrip, HINTS } = await import('../src/ui/HintStrip.tsx');

describe('Why', () => {
  it('gives a disabled control its reason: data-why and a description a screen reader reads', () => {
    const html = renderToStaticMarkup(
      <Why reason="You hold that card.">
        <button type="button" disabled>
          Claim
        </button>
      </Why>,
    );
    const id = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain('data-why="You hold that card."');
    // The description node is hidden from the eye but named by the control.
    const span = new RegExp(`<span ([^>]*)>You hold that card\\.</span>`).exec(html)?.[1] ?? '';
    expect(span).toContain(`id="${id}"`);
    expect(span).toContain('class="why-text"');
    expect(span).toMatch(/(^| )hidden(="")?( |$)/);
  });

  it('keeps a description the control already had', () => {
    const html = renderToStaticMarkup(
      <Why reason="Not now.">
        <button type="button" disabled aria-describedby="own">
          Go
        </button>
      </Why>,
    );
    expect(html).toMatch(/aria-describedby="own [^"]+"/);
  });

  it('adds nothing to an enabled control', () => {
    const html = renderToStaticMarkup(
      <Why reason="Not now.">
        <button type="button">Go</button>
      </Why>,
    );
    expect(html).toBe('<button type="button">Go</button>');
  });

  it('marks a control disabled only while busy as busy, with no reason', () => {
    const html = renderToStaticMarkup(
      <Why reason="Not now." busy>
        <button type="button" disabled>
          Go
        </button>
      </Why>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('data-why');
  });

  it('leaves an empty reason out rather than announcing nothing', () => {
    const html = renderToStaticMarkup(
      <Why reason="  ">
        <button type="button" disabled>
          Go
        </button>
      </Why>,
    );
    expect(html).not.toContain('data-why');
    expect(html).not.toContain('aria-describedby');
  });
});

describe('hint strip', () => {
  it('has three hints per game, each with words in both languages', () => {
    const zh = translator('zh-CN');
    const en = translator('en');
    for (const game of ['perfect-alibi', 'four-suspects', 'alibi-1993', 'alibi-clues', 'alibis']) {
      const hints = HINTS[game];
      expect(hints, game).toHaveLength(3);
      for (const h of hints ?? []) {
        expect(en(h.text)).not.toBe(h.text);
        expect(zh(h.text)).not.toBe(h.text);
        expect(zh(h.text)).not.toBe(en(h.text));
      }
    }
  });

  it('renders as a labelled region with a Show per hint and a way to dismiss it', () => {
    // No localStorage in Node: the strip counts as never seen.
    const html = renderToStaticMarkup(<HintStrip game="perfect-alibi" />);
    expect(html).toContain('class="hint-strip"');
    expect(html).toMatch(/aria-labelledby="[^"]+"/);
    expect(html.match(/hint-show/g)).toHaveLength(3);
    expect(html).toContain('Got it');
    expect(renderToStaticMarkup(<HintStrip game="no-such-game" />)).toBe('');
  });
});

describe('every disabled control of the client says why', () => {
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.tsx') ? [p] : [];
    });
  // review/ is the game review's own (work in progress elsewhere); rules/ draws still pictures.
  const skip = (p: string) => /^(review|rules)\//.test(relative(src, p));

  it('wraps it in <Why> (or passes a `why` prop) or marks it busy (aria-busy)', () => {
    const bare: string[] = [];
    for (const file of files(src).filter((p) => !skip(p))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!/\bdisabled=\{/.test(line)) return;
        // The element's own lines (up to its `>`) for aria-busy; a few lines up for its <Why>.
        const element = lines.slice(Math.max(0, i - 8), i + 8).join('\n');
        const up = lines.slice(Math.max(0, i - 16), i + 1).join('\n');
        const wrapped = up.lastIndexOf('<Why') > up.lastIndexOf('</Why>');
        // A component that wraps its own control takes the reason as a `why` prop.
        if (!wrapped && !/aria-busy=\{busy|\bwhy=\{/.test(element)) bare.push(`${relative(src, file)}:${i + 1}`);
      });
    }
    expect(bare).toEqual([]);
  });
});
