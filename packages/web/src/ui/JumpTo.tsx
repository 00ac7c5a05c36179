import { prefersReducedMotion } from './motion.ts';

/**
 * A status-bar button for a phone, where the part of the table a move is made in (the hand, the
 * write panel) can be screens below the prompt: it scrolls that part up under the sticky bars (the
 * phone scroller's scroll-padding, plus the target's own scroll margin) and moves focus into its
 * first control, where a person's thumb and a keyboard's Tab both want to be.
 */
export function JumpTo({ to, label }: { to: string; label: string }) {
  const go = () => {
    const target = document.querySelector<HTMLElement>(to);
    if (!target) return;
    target.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // A box to type in first (the write panel's word), else the first move (a card), never the "?" help.
    const first =
      target.querySelector<HTMLElement>('input:enabled') ??
      target.querySelector<HTMLElement>('button:enabled:not(.prompt-help-btn)');
    first?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="btn" onClick={go}>
      {label}
    </button>
  );
}
