import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssistantMode } from '@alibi/protocol';
import type { AssistGame, AssistSummary, Why } from './assist.ts';
import type { FromWorker, ToWorker } from './worker-messages.ts';

export interface Deduced {
  /** 'working' until the first answer for the current view (the previous one stays shown meanwhile). */
  status: 'off' | 'working' | 'ready' | 'failed';
  summary: AssistSummary | null;
  /** Explanations received so far, by card (null: none could be found). */
  whys: Record<number, Why | null>;
  /** Milliseconds from posting the view to the answer, and of deducing inside the worker. */
  latencyMs: number | null;
  workMs: number | null;
  /** Ask for this card's explanation next. */
  focus(card: number): void;
}

let shared: Worker | null = null;
const listeners = new Set<(m: FromWorker) => void>();
let nextId = 1;
/** The id of a failure that is the worker's own, not one view's. */
const BROKEN = 0;

/** One worker for the page, made on first use and kept: the note sheet mounts and unmounts with its tab. */
function theWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (!shared) {
    shared = new Worker(new URL('./deduction.worker.ts', import.meta.url), { type: 'module' });
    shared.onmessage = (e: MessageEvent<FromWorker>) => {
      for (const l of listeners) l(e.data);
    };
    // The worker could not load or crashed: every sheet says so rather than waiting forever.
    shared.onerror = () => {
      for (const l of listeners) l({ type: 'failed', id: BROKEN, message: 'worker error' });
    };
  }
  return shared;
}

/**
 * Deduces from a seat's view off the main thread, for the table's assistant mode. At most one
 * view is with the worker at a time: views arriving meanwhile replace each other, and only the
 * latest is sent when the worker answers, so a burst of updates costs one deduction.
 */
export function useDeduction(game: AssistGame, view: unknown, mode: AssistantMode): Deduced {
  const [state, setState] = useState<Omit<Deduced, 'focus'>>({
    status: 'off',
    summary: null,
    whys: {},
    latencyMs: null,
    workMs: null,
  });
  const inFlight = useRef<{ id: number; at: number } | null>(null);
  const pending = useRef<ToWorker | null>(null);
  const shownId = useRef(0);

  const send = useCallback((msg: ToWorker & { type: 'view' }) => {
    const w = theWorker();
    if (!w) return;
    inFlight.current = { id: msg.id, at: performance.now() };
    w.postMessage(msg);
  }, []);

  useEffect(() => {
    const listener = (m: FromWorker) => {
      if (m.type === 'why') {
        if (m.id === shownId.current) setState((s) => ({ ...s, whys: { ...s.whys, [m.card]: m.why } }));
        return;
      }
      if (m.type === 'failed' && m.id === BROKEN) {
        inFlight.current = null;
        pending.current = null;
        setState({ status: 'failed', summary: null, whys: {}, latencyMs: null, workMs: null });
        return;
      }
      const flight = inFlight.current;
      if (!flight || flight.id !== m.id) return;
      inFlight.current = null;
      const next = pending.current;
      pending.current = null;
      if (next?.type === 'view') {
        // A newer view waits: this answer is already stale.
        send(next);
        return;
      }
      shownId.current = m.id;
      if (m.type === 'summary')
        setState({ status: 'ready', summary: m.summary, whys: {}, latencyMs: performance.now() - flight.at, workMs: m.ms });
      else setState({ status: 'failed', summary: null, whys: {}, latencyMs: null, workMs: null });
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [send]);

  useEffect(() => {
    if (mode === 'off' || !view || !theWorker()) {
      // An answer still on its way is dropped.
      inFlight.current = null;
      pending.current = null;
      shownId.current = 0;
      setState({ status: 'off', summary: null, whys: {}, latencyMs: null, workMs: null });
      return;
    }
    const msg = { type: 'view' as const, id: nextId++, game, view, mode };
    setState((s) => ({ ...s, status: s.summary ? s.status : 'working' }));
    if (inFlight.current) pending.current = msg;
    else send(msg);
  }, [game, view, mode, send]);

  const focus = useCallback((card: number) => {
    if (shownId.current) theWorker()?.postMessage({ type: 'focus', id: shownId.current, card } satisfies ToWorker);
  }, []);

  return { ...state, focus };
}
