/**
 * The tutorial's coach: a bubble with the step's words, "Next" on a read step, the explanation of
 * a refused move, and the finale; and the lit controls (`.tutorial-target` on every match of the
 * step's selector, put back after each render of the table, the first one scrolled into view and
 * clear of the bubble). While a modal dialog is open (the claim), the bubble moves inside it, so it
 * stays visible and reachable.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../i18n/index.tsx';
import { inMotion, motionEnd } from '../ui/motion.ts';
import { scrollBox } from '../ui/logScroll.ts';

export interface CoachProps {
  /** The learner or read beat now due (its id), if any. */
  beatId: string | null;
  step: { n: number; m: number };
  /** What the other players did since the learner's last step. */
  news: string[];
  /** The instruction of the step (or a "watch" line while the bots move). */
  say: string;
  wrong: string | null;
  notYet: string | null;
  target: string | null;
  /** The learner's move is expected (lights the phone's Table tab when the control is not in view). */
  learnerTurn: boolean;
  onNext: (() => void) | null;
  finale: ReactNode;
}

const LIT = 'tutorial-target';

function visible(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
}

function matches(selector: string | null): Element[] {
  if (!selector) return [];
  try {
    return [...document.querySelectorAll(selector)];
  } catch {
    return [];
  }
}

function modalHost(): HTMLElement | null {
  for (const d of document.querySelectorAll('dialog[open]')) {
    try {
      if (d.matches(':modal')) return d as HTMLElement;
    } catch {
      return d as HTMLElement;
    }
  }
  return null;
}

/** Keys that scroll the page: after one, the learner scrolls, not the coach. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

function inView(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight;
}

export function Coach({ beatId, step, news, say, wrong, notYet, target, learnerTurn, onNext, finale }: CoachProps) {
  const { t } = useI18n();
  const [host, setHost] = useState<HTMLElement | null>(null);
  const bubble = useRef<HTMLElement>(null);
  const scrolledFor = useRef<string | null>(null);
  const key = `${beatId ?? ''}|${target ?? ''}`;
  // Folded to its step line, so a control under it (a docked pen on a phone) can be reached; each
  // new step, or a refused move, opens it again.
  const [folded, setFolded] = useState(false);
  useEffect(() => setFolded(false), [key, wrong]);

  // Light the targets, and keep them lit as the table re-renders; follow modal dialogs.
  useEffect(() => {
    const apply = () => {
      setHost(modalHost());
      let lit = matches(target);
      if (learnerTurn && document.querySelector('.table-shell[data-phone]') && !lit.some(visible)) {
        lit = [...lit, ...matches('.phone-tabs [data-tab="table"]')];
      }
      const want = new Set(lit);
      for (const el of document.querySelectorAll(`.${LIT}`)) if (!want.has(el)) el.classList.remove(LIT);
      for (const el of lit) if (!el.classList.contains(LIT)) el.classList.add(LIT);
      // The first visible match scrolled into view once per step, clear of the bubble; and again
      // while it is still hidden and the learner has not scrolled: a scroll made as the page opens
      // can be undone by the layout settling under it (seen on a phone: the hand left under the
      // bubble). Not while it slides (ui/motion.ts): it is drawn away from its place until then.
      const first = lit.find(visible);
      if (!first || learnerScrolled || (scrolledFor.current === key && !hidden(first))) return;
      if (inMotion(first)) {
        void motionEnd(first).then(() => live && apply());
        return;
      }
      if (scrolledFor.current !== key || !inView(first)) first.scrollIntoView({ block: 'center', inline: 'nearest' });
      scrolledFor.current = key;
      const b = bubble.current?.getBoundingClientRect();
      const r = first.getBoundingClientRect();
      if (b && !first.closest('dialog') && r.bottom > b.top - 8 && r.top < b.bottom) {
        const by = r.bottom - (b.top - 12);
        const s = scrollBox(first);
        if (s) s.scrollTop += by;
        else window.scrollBy(0, by);
      }
    };
    const hidden = (el: Element): boolean => {
      const b = bubble.current?.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return !inView(el) || (!!b && !el.closest('dialog') && r.bottom > b.top - 8 && r.top < b.bottom);
    };
    let live = true;
    let learnerScrolled = false;
    const scrolled = (e: Event) => {
      if (e instanceof KeyboardEvent && !SCROLL_KEYS.has(e.key)) return;
      learnerScrolled = true;
    };
    for (const type of ['wheel', 'touchmove', 'keydown']) document.addEventListener(type, scrolled, { capture: true, passive: true });
    apply();
    const mo = new MutationObserver(apply);
    mo.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'open', 'data-view'] });
    return () => {
      live = false;
      mo.disconnect();
      for (const type of ['wheel', 'touchmove', 'keydown']) document.removeEventListener(type, scrolled, { capture: true });
      for (const el of document.querySelectorAll(`.${LIT}`)) el.classList.remove(LIT);
    };
  }, [target, key, learnerTurn]);

  // The page keeps room under the table for the bubble (phone), so nothing is stuck behind it.
  useLayoutEffect(() => {
    const el = bubble.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver(() => document.documentElement.style.setProperty('--coach-h', `${Math.ceil(el.getBoundingClientRect().height)}px`));
    ro.observe(el);
    return () => {
      ro.disconnect();
      document.documentElement.style.removeProperty('--coach-h');
    };
  }, [host]);

  const body = (
    <section
      ref={bubble}
      className={`tutorial-bubble${host ? ' tutorial-bubble-inline' : ''}`}
      role="region"
      aria-label={t('tutorial.coach')}
      aria-live="polite"
      data-beat={beatId ?? undefined}
    >
      <div className="tutorial-top">
        <p className="tutorial-step">{t('tutorial.step', { n: step.n, m: step.m })}</p>
        {!finale && (
          <button type="button" className="link tutorial-fold" aria-expanded={!folded} data-tutorial-fold onClick={() => setFolded(!folded)}>
            {t(folded ? 'tutorial.unfold' : 'tutorial.fold')}
          </button>
        )}
      </div>
      {!folded && news.map((line, i) => (
        <p key={i} className="tutorial-news">
          {line}
        </p>
      ))}
      {!folded && wrong && (
        <p className="tutorial-wrong">
          <strong>{t('tutorial.wrongTitle')}</strong> {wrong}
        </p>
      )}
      {!folded && notYet && <p className="tutorial-notyet">{notYet}</p>}
      {!folded && say && <p className="tutorial-say">{say}</p>}
      {!folded && onNext && (
        <div className="tutorial-actions">
          <button type="button" className="btn btn-primary" data-tutorial-next onClick={onNext}>
            {t('tutorial.next')}
          </button>
        </div>
      )}
      {finale}
    </section>
  );
  return createPortal(body, host ?? document.body);
}
