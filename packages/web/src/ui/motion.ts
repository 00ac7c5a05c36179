/**
 * Cards that move, move on screen (FLIP: First, Last, Invert, Play).
 *
 * API for every game:
 *   const board = useRef<HTMLDivElement>(null);
 *   useCardMotion(board);            // in the component that renders the board, every render
 *   <div ref={board}> ... cards ... </div>
 *
 * Inside `root`, every element matching `selector` (default: `.card`, the card art's svg and
 * `[data-flip]`) is a card, keyed by `data-flip`, else `data-card`, else its aria-label. After each
 * render the hook compares each card's position with the previous render's:
 *   - a card still there but elsewhere (passed, played, taken into a hand) slides from its old place;
 *   - a card that is new (shown to you, drawn) fades and grows in;
 *   - a card that is gone leaves a fading copy where it was (taken away, played out of sight).
 * 240 ms, Web Animations API, and nothing at all under `prefers-reduced-motion: reduce`.
 * The first render animates nothing: opening a table mid-game does not replay it.
 * Positions are kept relative to `root`, so scrolling between two renders moves nothing, and a card
 * that stays in the same container (its region: the nearest ancestor holding more than it) is
 * compared within that container, so a line added above the board ("Just now", a banner) that
 * pushes whole rows down moves no card; a card that changes container slides the whole way.
 * A key seen twice in one render (the same card drawn twice) is left still.
 * Places are where the layout puts a card, never where a running slide shows it: measuring a card
 * mid-slide and sliding it again from there compounded the scale render after render (a card of
 * 10^7 times its size, seen on a fast Alibi (1993) table, which crashed an accessibility checker
 * and would flash on a slow phone). A card gets one slide at a time, and a jump farther than two
 * screens or a size change beyond 4x is shown as the card arriving, not as a slide.
 * A card mid-slide is drawn away from its place and may pass over other controls: code that asks
 * what lies under the pointer or where a control is (ui/Why.tsx, the tutorial's coach) asks
 * `inMotion` first, or waits for `motionEnd`.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export const MOTION_MS = 240;
const EASE = 'cubic-bezier(.2,.7,.3,1)';
/** The id of this module's animations, told from any other animation on the page. */
const MOTION_ID = 'card-motion';
/** Beyond these, a move is shown as an arrival (see above). */
const MAX_SCALE = 4;
const MAX_SLIDE_SCREENS = 2;

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Place {
  x: number;
  y: number;
  w: number;
  h: number;
  el: Element;
  /** The card's container (see `regionOf`) and its place within it, when it has one inside `root`. */
  region?: Element | null;
  rx?: number;
  ry?: number;
}

export interface CardMotionOptions {
  selector?: string;
  /** Disable for a while (e.g. a replay scrubbing through moves). */
  off?: boolean;
}

const DEFAULT_SELECTOR = '.card, [data-flip]';

export function cardKey(el: Element): string | null {
  const h = el as HTMLElement;
  return h.dataset?.flip ?? h.dataset?.card ?? el.getAttribute('aria-label');
}

/**
 * The container a card is laid out in: its nearest ancestor inside `root` holding more than the card
 * (wrappers around one card are skipped, so a card that changes places within a list still moves).
 */
function regionOf(el: Element, root: Element): Element | null {
  let r = el.parentElement;
  while (r && r !== root && r.childElementCount <= 1) r = r.parentElement;
  return r && r !== root && root.contains(r) ? r : null;
}

/**
 * A region the browser draws only near the screen (`content-visibility: auto`, class
 * `offscreen-lazy` in styles.css): a long hand below the first screen costs no style or layout
 * until it is scrolled to. Its cards are not measured while it is skipped (measuring would make the
 * browser lay it out after all) and take no part in the motion: nobody sees them move.
 */
const LAZY_REGION = '.offscreen-lazy';

/** Whether the browser is skipping the contents of `region` (off screen). */
function skipped(region: Element): boolean {
  const inner = region.firstElementChild;
  return inner !== null && typeof inner.checkVisibility === 'function' && !inner.checkVisibility({ contentVisibilityAuto: true });
}

/**
 * Where every card inside `root` is, relative to `root`, by key; duplicated keys are dropped. The
 * keys of cards in a skipped region are added to `unseen` instead.
 */
export function measure(root: Element, selector = DEFAULT_SELECTOR, unseen?: Set<string>): Map<string, Place> {
  const base = root.getBoundingClientRect();
  const out = new Map<string, Place>();
  const dup = new Set<string>();
  const lazy = [...root.querySelectorAll(LAZY_REGION)].filter(skipped);
  for (const el of root.querySelectorAll(selector)) {
    // A card inside another card (an svg in an svg) is part of it.
    if (el.parentElement?.closest(selector) && root.contains(el.parentElement.closest(selector))) continue;
    const key = cardKey(el);
    if (key === null) continue;
    if (lazy.some((region) => region.contains(el))) {
      unseen?.add(key);
      continue;
    }
    if (out.has(key)) {
      dup.add(key);
      continue;
    }
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const region = regionOf(el, root);
    const at = region?.getBoundingClientRect();
    out.set(key, {
      x: r.left - base.left,
      y: r.top - base.top,
      w: r.width,
      h: r.height,
      el,
      region,
      rx: at ? r.left - at.left : 0,
      ry: at ? r.top - at.top : 0,
    });
  }
  for (const k of dup) out.delete(k);
  return out;
}

/** This module's running animations inside `root`. */
function runningMotions(root: Element): Animation[] {
  if (typeof root.getAnimations !== 'function') return [];
  return root.getAnimations({ subtree: true }).filter((a) => a.id === MOTION_ID && a.playState === 'running');
}

/**
 * Whether `el`, or a card holding it, is in the middle of one of this module's motions: drawn away
 * from its place for a moment (a slide's first frames can put it over another control).
 */
export function inMotion(el: Element): boolean {
  return motionsOf(el).length > 0;
}

/** This module's running motions of `el` and of the cards holding it. */
function motionsOf(el: Element): Animation[] {
  const out: Animation[] = [];
  for (let e: Element | null = el; e && typeof e.getAnimations === 'function'; e = e.parentElement)
    out.push(...e.getAnimations().filter((a) => a.id === MOTION_ID && a.playState === 'running'));
  return out;
}

/** Settles once `el`, and every card holding it, has no motion of this module running. */
export async function motionEnd(el: Element): Promise<void> {
  // A motion cancelled by the next one rejects `finished`: that one is waited for by the caller's next look.
  await Promise.allSettled(motionsOf(el).map((a) => a.finished));
}

/**
 * `measure`, with every running slide inside `root` stepped past its end for the measure (its
 * effect off, so the layout's place is read) and then put back where it was, still running.
 */
export function measureLayout(root: Element, selector = DEFAULT_SELECTOR, unseen?: Set<string>): Map<string, Place> {
  const running = runningMotions(root).map((a) => [a, a.currentTime] as const);
  for (const [a] of running) a.currentTime = MOTION_MS + 1;
  try {
    return measure(root, selector, unseen);
  } finally {
    for (const [a, t] of running) a.currentTime = t;
  }
}

/**
 * What moved between two measures: keys that moved (with the offset), appeared, or left. A move
 * too far (more than `maxSlide` px) or with too great a change of size counts as an arrival.
 */
export function diffPlaces(
  before: ReadonlyMap<string, Omit<Place, 'el'>>,
  after: ReadonlyMap<string, Omit<Place, 'el'>>,
  maxSlide = Infinity,
): { moved: { key: string; dx: number; dy: number; sx: number }[]; added: string[]; removed: string[] } {
  const moved: { key: string; dx: number; dy: number; sx: number }[] = [];
  const added: string[] = [];
  const removed: string[] = [];
  for (const [key, now] of after) {
    const was = before.get(key);
    if (!was) {
      added.push(key);
      continue;
    }
    // In the same container, only a move within it counts: the container's own shift is layout.
    const within = was.region != null && was.region === now.region;
    const [wx, wy, nx, ny] = within
      ? [was.rx ?? 0, was.ry ?? 0, now.rx ?? 0, now.ry ?? 0]
      : [was.x, was.y, now.x, now.y];
    const dx = wx + was.w / 2 - (nx + now.w / 2);
    const dy = wy + was.h / 2 - (ny + now.h / 2);
    const sx = now.w > 0 ? was.w / now.w : 1;
    if (Math.abs(dx) <= 1 && Math.abs(dy) <= 1) continue;
    if (Math.hypot(dx, dy) > maxSlide || !(sx <= MAX_SCALE && sx >= 1 / MAX_SCALE)) added.push(key);
    else moved.push({ key, dx, dy, sx });
  }
  for (const key of before.keys()) if (!after.has(key)) removed.push(key);
  return { moved, added, removed };
}

/** Starts a card's motion, ending the one it had (one at a time: they must not pile up). */
function animate(el: Element, frames: Keyframe[], ms = MOTION_MS): void {
  const card = el as HTMLElement;
  if (typeof card.animate !== 'function') return;
  for (const a of card.getAnimations()) if (a.id === MOTION_ID) a.cancel();
  card.animate(frames, { duration: ms, easing: EASE, id: MOTION_ID });
}

/** A fading copy of a card that just left, where it was. */
function ghost(place: Place, root: Element): void {
  const base = root.getBoundingClientRect();
  const copy = place.el.cloneNode(true) as HTMLElement;
  copy.removeAttribute('id');
  copy.setAttribute('aria-hidden', 'true');
  // A copy of a button must not be reachable by Tab while it fades (axe: aria-hidden-focus).
  copy.inert = true;
  copy.setAttribute('tabindex', '-1');
  Object.assign(copy.style, {
    position: 'fixed',
    left: `${base.left + place.x}px`,
    top: `${base.top + place.y}px`,
    width: `${place.w}px`,
    height: `${place.h}px`,
    margin: '0',
    pointerEvents: 'none',
    zIndex: '30',
  });
  copy.classList.add('motion-ghost');
  document.body.appendChild(copy);
  if (typeof copy.animate !== 'function') {
    copy.remove();
    return;
  }
  const a = copy.animate(
    [
      { opacity: 1, transform: 'none' },
      { opacity: 0, transform: 'translateY(-16px) scale(.85)' },
    ],
    { duration: MOTION_MS, easing: EASE },
  );
  a.onfinish = () => copy.remove();
  a.oncancel = () => copy.remove();
}

/** Animate the cards inside `root` that moved, appeared or left since the previous render. */
export function useCardMotion(root: RefObject<HTMLElement | null>, options: CardMotionOptions = {}): void {
  const last = useRef<{ places: Map<string, Place>; unseen: Set<string> } | null>(null);
  const selector = options.selector ?? DEFAULT_SELECTOR;
  const off = options.off === true;
  // No dependency list on purpose: every render is compared with the one before.
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const unseen = new Set<string>();
    const measured = measureLayout(el, selector, unseen);
    const previous = last.current;
    last.current = { places: measured, unseen };
    if (previous === null || off || prefersReducedMotion()) return;
    // A card off screen in either render (a skipped region) neither arrives, leaves nor slides.
    const before = new Map([...previous.places].filter(([key]) => !unseen.has(key)));
    const now = new Map([...measured].filter(([key]) => !previous.unseen.has(key)));
    const { moved, added, removed } = diffPlaces(
      before,
      now,
      MAX_SLIDE_SCREENS * Math.max(window.innerWidth, window.innerHeight),
    );
    // A whole new board (another game, a reconnect) is not a move.
    if (before.size > 0 && added.length === now.size && removed.length === before.size) return;
    for (const m of moved) {
      const card = now.get(m.key)?.el;
      if (card) animate(card, [{ transform: `translate(${m.dx}px, ${m.dy}px) scale(${m.sx})` }, { transform: 'none' }]);
    }
    for (const key of added) {
      const card = now.get(key)?.el;
      if (card)
        animate(card, [
          { opacity: 0, transform: 'translateY(-14px) scale(.7)' },
          { opacity: 1, transform: 'none' },
        ]);
    }
    for (const key of removed) {
      const place = before.get(key);
      if (place) ghost(place, el);
    }
  });
}
