/**
 * A log follows its newest line without ever moving the page: a new line scrolls only the log's
 * own scrolling box (the nearest ancestor that scrolls), and only if the reader was already at its
 * bottom. Reading older lines is left alone; the window itself is never scrolled.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

const SLACK_PX = 24;

/** The nearest ancestor of `el` that scrolls by itself (not the page), or null. */
export function scrollBox(el: Element | null): HTMLElement | null {
  for (let p = el?.parentElement ?? null; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
    const y = getComputedStyle(p).overflowY;
    if ((y === 'auto' || y === 'scroll') && p.scrollHeight > p.clientHeight + 1) return p;
  }
  return null;
}

export function atBottom(box: { scrollHeight: number; scrollTop: number; clientHeight: number }, slack = SLACK_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= slack;
}

/**
 * Keep the box around `end` (the log's last element) at its bottom while the reader is there.
 * Measured once a frame, not once a render: reading a box's size makes the browser lay the page
 * out there and then, and a fast game (bots moving back to back) renders many times a frame.
 */
export function useLogFollow(end: RefObject<Element | null>, count: number): void {
  // The box's height when last measured: whether the reader was at the bottom *before* new lines
  // came is read from it and the scroll position (which new lines below do not change).
  const height = useRef<number | null>(null);
  const measured = useRef(count);
  const frame = useRef<number | null>(null);
  // The newest line count, for the frame's measure to compare with the one it last saw.
  const countNow = useRef(count);
  countNow.current = count;
  useLayoutEffect(() => {
    if (frame.current !== null) return;
    const follow = () => {
      frame.current = null;
      const el = end.current;
      const box = scrollBox(el);
      const grew = measured.current !== countNow.current;
      measured.current = countNow.current;
      // A log not on screen (another tab, the phone's board view) moves nothing.
      const shown = el !== null && el.getClientRects().length > 0;
      if (box && shown && grew) {
        // No scrolling box before: the reader saw the whole log, its end included.
        const was = height.current ?? box.clientHeight + box.scrollTop;
        if (atBottom({ scrollHeight: was, scrollTop: box.scrollTop, clientHeight: box.clientHeight })) box.scrollTop = box.scrollHeight;
      }
      height.current = box ? box.scrollHeight : null;
    };
    frame.current = requestAnimationFrame(follow);
  });
  useLayoutEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    },
    [],
  );
}
