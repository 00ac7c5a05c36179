import type { MouseEvent } from 'react';
import { scrollBox } from './logScroll.ts';
import { prefersReducedMotion } from './motion.ts';

/** Space left between the sticky status bar and the part scrolled up under it. */
const GAP_PX = 12;

/**
 * A status-bar button for a phone, where the part of the table a move is made in (the hand, the
 * write panel) can be screens below the prompt: it scrolls that part up to just under the status
 * bar and moves focus into its first control, where a person's thumb and a keyboard's Tab both
 * want to be. The distance is measured from the bar itself, whose height varies with its buttons
 * and language (a fixed scroll padding left the panel's top under a two-line bar).
 */
export function JumpTo({ to, label }: { to: string; label: string }) {
  const go = (e: MouseEvent<HTMLButtonElement>) => {
    const target = document.querySelector<HTMLElement>(to);
    if (!target) return;
    const barBottom = e.currentTarget.closest('.statusbar')?.getBoundingClientRect().bottom ?? 0;
    const by = target.getBoundingClientRect().top - barBottom - GAP_PX;
    // The phone's table frame scrolls by itself; elsewhere the page does.
    const scroller = scrollBox(target) ?? document.scrollingElement ?? document.documentElement;
    scroller.scrollBy({ top: by, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // A box to type in first (the write panel's word), else the first move (a card), never the "?" help.
    const first =
      target.querySelector<HTMLElement>('input:enabled') ??
      target.querySelector<HTMLElement>('button:enabled:not(.prompt-help-btn)');
    first?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="btn jump-to" onClick={go}>
      {label}
    </button>
  );
}
