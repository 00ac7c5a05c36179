import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Whether keyboard focus has nowhere to be: on <body>, or on an element that left the page. */
export function focusIsLost(): boolean {
  const a = document.activeElement;
  return a === null || a === document.body || a === document.documentElement || !a.isConnected;
}

/** Puts lost focus on the open prompt's heading, if there is one (after a dialog closed, say). */
export function focusPromptIfLost(): void {
  if (!focusIsLost()) return;
  document.querySelector<HTMLElement>('[data-prompt-focus]')?.focus({ preventScroll: true });
}

/**
 * Moves keyboard focus to the returned element (a prompt's heading with tabIndex={-1}, or its
 * first control) when it appears or `key` changes — a new prompt, a new step of a multi-step
 * action — and whenever a change of the page removed (or disabled) the focused control. Only focus that was lost (on <body>) is moved, so focus is never taken from
 * where a person is typing (chat, a note) or from a control that survived the change.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && focusIsLost()) el.focus({ preventScroll: true });
  }, [key]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Focus is lost when the focused control is removed (or disabled) anywhere on the page — the
    // old panel may leave after this one came. Only such changes count: a ticking clock does not.
    const watch = new MutationObserver((changes) => {
      const removed = changes.some((c) =>
        c.type === 'attributes' ? true : Array.from(c.removedNodes).some((n) => n.nodeType === Node.ELEMENT_NODE),
      );
      if (removed && focusIsLost()) focusPromptIfLost();
    });
    watch.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => watch.disconnect();
  }, []);
  return ref;
}
