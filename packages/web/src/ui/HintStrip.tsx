/**
 * The first time a browser opens a table of a game, a strip over the board points at the three
 * things to look at (issue #19, docs/rules-pages.md "The hint strip"). It is part of the page,
 * not a layer over it: nothing is covered and nothing waits for it. It is remembered as seen per
 * game in localStorage (`alibi.hints.<game>`) the moment it shows, so it comes once per game per
 * browser; "Got it" puts it away at once. Each "Show" scrolls to its part of the table and lights
 * it up for a moment (on a phone, switching to the side tab that holds it first).
 */
import { useEffect, useId, useState } from 'react';
import { useI18n, type MessageKey } from '../i18n/index.tsx';
import { storage } from '../storage.ts';
import { prefersReducedMotion } from './motion.ts';
import './hints.css';

interface Hint {
  text: MessageKey;
  /** Where it points: the first element this selector finds. */
  target: string;
  /** The phone tab that holds the target (ui/TableShell.tsx), if it is not on the table view. */
  tab?: string;
}

/** The three hints of each game. */
export const HINTS: Readonly<Record<string, readonly Hint[]>> = {
  'perfect-alibi': [
    { text: 'hint.pa.1', target: '.pa-board > section.box[aria-label]' },
    { text: 'hint.pa.2', target: 'section[aria-labelledby="tiles-h"]' },
    { text: 'hint.pa.3', target: '.pa-side', tab: 'notes' },
  ],
  'four-suspects': [
    { text: 'hint.fs.1', target: '.pa-board > section.box[aria-label]' },
    { text: 'hint.fs.2', target: 'section[aria-labelledby="row-h"]' },
    { text: 'hint.fs.3', target: '.pa-side', tab: 'notes' },
  ],
  'alibi-1993': [
    { text: 'hint.a93.1', target: 'section[aria-labelledby="a93-hand-h"]' },
    { text: 'hint.a93.2', target: '.pa-side', tab: 'record' },
    { text: 'hint.a93.3', target: '.pa-board ol.players' },
  ],
  'alibi-clues': [
    { text: 'hint.ac.1', target: 'section[aria-labelledby="ac-hand-h"]' },
    { text: 'hint.ac.2', target: 'section[aria-labelledby="ac-row-h"]' },
    { text: 'hint.ac.3', target: 'section[aria-labelledby="ac-tables-h"]' },
  ],
  alibis: [
    { text: 'hint.al.1', target: 'section[aria-labelledby="al-mine-h"]' },
    { text: 'hint.al.2', target: 'section[aria-labelledby="al-suspects-h"]' },
    { text: 'hint.al.3', target: 'section[aria-labelledby="al-shared-h"]' },
  ],
};

const key = (game: string) => `hints.${game}`;

/** Whether this browser has already been shown the strip of `game`. */
export function hintsSeen(game: string): boolean {
  return storage.get(key(game)) !== null;
}

function visible(el: Element | null): el is HTMLElement {
  return el instanceof HTMLElement && el.getClientRects().length > 0;
}

function point(hint: Hint): void {
  const go = (el: HTMLElement) => {
    el.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    el.classList.remove('hint-lit');
    // Restart the glow when the same hint is shown twice.
    void el.offsetWidth;
    el.classList.add('hint-lit');
    setTimeout(() => el.classList.remove('hint-lit'), 1800);
  };
  const el = document.querySelector(hint.target);
  if (visible(el)) return go(el);
  const tab = hint.tab ? document.querySelector<HTMLElement>(`.phone-tabs [data-tab="${hint.tab}"]`) : null;
  if (!tab) return;
  tab.click();
  requestAnimationFrame(() => {
    const again = document.querySelector(hint.target);
    if (visible(again)) go(again);
  });
}

export function HintStrip({ game }: { game: string }) {
  const { t } = useI18n();
  const hints = HINTS[game];
  // Decided once per mount: a strip that showed stays until dismissed or the page is left.
  const [open, setOpen] = useState(() => hints !== undefined && !hintsSeen(game));
  const id = useId();
  useEffect(() => {
    if (open) storage.set(key(game), 'seen');
  }, [open, game]);
  if (!open || !hints) return null;
  return (
    <section className="hint-strip" aria-labelledby={`${id}-h`} data-hints={game}>
      <p id={`${id}-h`} className="hint-title">
        {t('hint.label')}
      </p>
      <ol className="hint-list">
        {hints.map((h, i) => (
          <li key={h.text}>
            <span className="hint-n" aria-hidden="true">
              {i + 1}
            </span>
            <span id={`${id}-${i}`} className="hint-text">
              {t(h.text)}
            </span>
            <button
              type="button"
              className="btn btn-small btn-ghost hint-show"
              aria-describedby={`${id}-${i}`}
              onClick={() => point(h)}
            >
              {t('hint.show')}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-small hint-dismiss" onClick={() => setOpen(false)}>
        {t('hint.dismiss')}
      </button>
    </section>
  );
}
