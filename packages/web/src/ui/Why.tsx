/**
 * Why a control is disabled (issue #19, docs/rules-pages.md "Disabled reasons"). Wrap the control:
 *
 *   <Why reason={mine ? t('pa.why.ownColour') : null}>
 *     <button type="button" disabled={mine} …>…</button>
 *   </Why>
 *
 * While the child is disabled and `reason` is a non-empty string, the child gets `data-why` (the
 * reason) and `aria-describedby` pointing at a hidden node holding it, so a screen reader reads the
 * reason with the control. A disabled button gets no pointer events, so the page listens instead
 * (one listener for every Why): hovering a disabled control, or tapping it, shows the reason in a
 * bubble beside it (`.why-tip`); Escape, a scroll or a tap elsewhere hides it. A tap on a disabled
 * control is swallowed, as the browser does for a disabled button, so nothing under it acts.
 *
 * A control disabled only while a request is in flight needs no reason: give it `busy` (it gets
 * `aria-busy="true"`, the documented busy state the tests accept).
 */
import { cloneElement, isValidElement, useEffect, useId, type ReactElement } from 'react';
import { inMotion } from './motion.ts';
import './why.css';

type Control = ReactElement<{
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-busy'?: boolean | 'true' | 'false';
  'data-why'?: string;
}>;

export function Why({
  reason,
  busy = false,
  children,
}: {
  reason: string | null | undefined;
  busy?: boolean;
  children: Control;
}) {
  const id = useId();
  const disabled = isValidElement(children) && children.props.disabled === true;
  const text = disabled && !busy && typeof reason === 'string' && reason.trim() !== '' ? reason : null;
  useEffect(() => {
    if (text === null) return undefined;
    const release = installWhyListener();
    return () => {
      release();
      // A control that re-enables (or goes away) under an open bubble takes the bubble with it.
      queueMicrotask(refreshWhy);
    };
  }, [text]);
  const own = children.props['aria-describedby'];
  // Always the same shape (the control first), so a control that turns disabled or back keeps
  // its DOM node, and with it keyboard focus.
  const control =
    text !== null
      ? cloneElement(children, { 'data-why': text, 'aria-describedby': own ? `${own} ${id}` : id })
      : disabled && busy
        ? cloneElement(children, { 'aria-busy': true })
        : children;
  return (
    <>
      {control}
      {text !== null && (
        <span id={id} className="why-text" hidden>
          {text}
        </span>
      )}
    </>
  );
}

/** The `aria-busy` of a control disabled only while its request is in flight. */
export function busyProps(busy: boolean): { 'aria-busy'?: true } {
  return busy ? { 'aria-busy': true } : {};
}

// ---- the one page-wide listener and bubble ----

let users = 0;
let tip: HTMLDivElement | null = null;
let shownFor: HTMLElement | null = null;
/** The bubble was opened by a tap: it stays until another tap, Escape or a scroll (not a hover-out). */
let pinned = false;
let hideTimer: ReturnType<typeof setTimeout> | null = null;
/** Put away by a tap: hovering it does not bring the bubble back until the pointer has left it. */
let putAway: HTMLElement | null = null;
let frame = 0;
let pointer = { x: 0, y: 0 };

/** The disabled control with a reason shown at this point of the viewport (null if none, or if something covers it). */
export function whyAt(x: number, y: number): HTMLElement | null {
  // Hit-test with the disabled controls taking the pointer again for this one look (why.css), so
  // the answer is the control actually painted on top there: not one under a sticky bar or a sheet.
  const root = document.documentElement;
  root.setAttribute('data-why-probe', '');
  const hits = document.elementsFromPoint(x, y);
  root.removeAttribute('data-why-probe');
  // Except a disabled control in flight (ui/motion.ts: a card sliding to its new place passes over
  // other controls for a moment): it is not there, and a click on what it crosses must not be
  // swallowed (a tutorial's learner clicked "Answer" under a sliding card and nothing happened).
  const hit = hits.find((h) => {
    const control = disabledControl(h);
    return !(control && inMotion(control));
  });
  return hit ? disabledControl(hit) : null;
}

function disabledControl(hit: Element): HTMLElement | null {
  const el = hit.closest<HTMLElement>('[data-why]');
  return el && (el as HTMLButtonElement).disabled ? el : null;
}

function place(el: HTMLElement): void {
  if (!tip) {
    tip = document.createElement('div');
    tip.className = 'why-tip';
    // The control's own description already carries the text for a screen reader.
    tip.setAttribute('aria-hidden', 'true');
    tip.hidden = true;
    document.body.appendChild(tip);
  }
  // A modal dialog lies in the top layer, over anything in <body>: the bubble goes inside it.
  const host = el.closest('dialog') ?? document.body;
  if (tip.parentElement !== host) host.appendChild(tip);
  tip.textContent = el.dataset.why ?? '';
  tip.hidden = false;
  shownFor = el;
  const r = el.getBoundingClientRect();
  const t = tip.getBoundingClientRect();
  const margin = 8;
  const vw = document.documentElement.clientWidth;
  const left = Math.min(Math.max(margin, r.left + r.width / 2 - t.width / 2), Math.max(margin, vw - t.width - margin));
  const above = r.top - t.height - margin;
  const top = above >= margin ? above : r.bottom + margin;
  tip.style.left = `${Math.round(left)}px`;
  tip.style.top = `${Math.round(top)}px`;
  tip.dataset.side = above >= margin ? 'above' : 'below';
}

export function hideWhy(): void {
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = null;
  pinned = false;
  shownFor = null;
  if (tip) tip.hidden = true;
}

function onMove(e: PointerEvent): void {
  if (e.pointerType !== 'mouse' && e.pointerType !== 'pen') return;
  // One look per frame, at where the pointer is by then.
  pointer = { x: e.clientX, y: e.clientY };
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    const el = whyAt(pointer.x, pointer.y);
    if (el !== putAway) putAway = null;
    if (el && el === putAway) return;
    if (el) {
      if (el !== shownFor || tip?.hidden) {
        pinned = false;
        place(el);
      }
    } else if (shownFor && !pinned) hideWhy();
  });
}

function onClick(e: MouseEvent): void {
  const el = whyAt(e.clientX, e.clientY);
  if (!el) {
    if (shownFor) hideWhy();
    return;
  }
  // A disabled control does nothing when pressed; neither may whatever lies under it.
  e.preventDefault();
  e.stopPropagation();
  if (shownFor === el && pinned) {
    hideWhy();
    putAway = el;
    return;
  }
  putAway = null;
  place(el);
  pinned = true;
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = setTimeout(hideWhy, 6000);
}

function onKey(e: KeyboardEvent): void {
  if (e.key === 'Escape' && shownFor) hideWhy();
}

/** A scroll that moves the control (the page, or a panel holding it) takes the bubble away; a log scrolling beside it does not. */
function onScroll(e: Event): void {
  if (!shownFor) return;
  const box = e.target;
  if (box === document || box === document.documentElement || (box instanceof Node && box.contains(shownFor))) hideWhy();
}

/** Installs the page's listener while some Why shows a reason; the returned function releases it. */
function installWhyListener(): () => void {
  if (users++ === 0) {
    document.addEventListener('pointermove', onMove, { passive: true });
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
  }
  return () => {
    if (--users > 0) return;
    document.removeEventListener('pointermove', onMove);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('scroll', onScroll, { capture: true });
    hideWhy();
  };
}

/** The bubble's current text (null when hidden), for tests. */
export function shownWhy(): string | null {
  return tip && !tip.hidden ? tip.textContent : null;
}

function refreshWhy(): void {
  if (shownFor && (!shownFor.isConnected || !shownFor.dataset.why)) hideWhy();
  else if (shownFor && tip) tip.textContent = shownFor.dataset.why ?? '';
}
