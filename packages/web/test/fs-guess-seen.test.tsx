/**
 * The Four Suspects guess dialog marks the cards this seat has seen in another hand (legal to
 * name, but they cannot be missing), in the reader's language.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { fourSuspects, type View } from '@alibi/four-suspects';
import { loadLang, translator, type Lang } from '../src/i18n/format.ts';

await loadLang('zh-CN');
let lang: Lang = 'en';
vi.mock('../src/i18n/index.tsx', () => ({ useI18n: () => ({ lang, t: translator(lang), setLang: () => {} }) }));
const { GuessDialog } = await import('../src/four/Actions.tsx');

describe('Four Suspects guess dialog', () => {
  it('tags a card seen in another hand with whose it is, and no other card', () => {
    const r = fourSuspects.setup({ players: 3, seed: 'guess-seen', options: {} });
    if (!r.ok) throw new Error(r.error.message);
    const base = fourSuspects.view(r.value, 0);
    const other = [...Array(16).keys()].find((c) => !base.hand?.includes(c) && !base.faceUp.includes(c)) as number;
    const view: View = { ...base, seen: [{ question: 0, card: other, from: 1, room: null, how: 'answer' }] };
    const legal = fourSuspects.legal(r.value, 0);
    const name = (s: number) => ['Ann', 'Bo', 'Cy'][s] as string;
    for (const [l, text] of [
      ['en', 'seen: Bo'],
      ['zh-CN', '见过：Bo'],
    ] as const) {
      lang = l;
      const html = renderToStaticMarkup(
        <GuessDialog open onClose={() => {}} view={view} legal={legal} act={async () => true} inWindow={false} name={name} />,
      );
      const tags = [...html.matchAll(/<span class="guess-seen">([^<]*)<\/span>/g)].map((m) => m[1]);
      expect(tags).toEqual([text]);
      // The tag sits in the button of that card (the buttons are drawn in card order).
      const buttons = html.split('<button type="button" class="card-btn pick');
      expect(buttons[other + 1]).toContain('guess-seen');
    }
  });
});
