/**
 * The assistant's Web Worker: deduces from the latest view it is sent, answers with the marks and
 * odds at once, then explains the certain marks one by one (the one the player points at first),
 * yielding between them so that a newer view or a new focus is read without waiting.
 */
import { assist, markedCards, why, type Assisted } from './assist.ts';
import type { FromWorker, ToWorker } from './worker-messages.ts';

interface Scope {
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}
const scope = self as unknown as Scope;

let current: { id: number; assisted: Assisted; queue: number[] } | null = null;
let scheduled = false;

function schedule(): void {
  if (scheduled || !current?.queue.length) return;
  scheduled = true;
  setTimeout(explainNext, 0);
}

function explainNext(): void {
  scheduled = false;
  const job = current;
  const card = job?.queue.shift();
  if (!job || card === undefined) return;
  try {
    scope.postMessage({ type: 'why', id: job.id, card, why: why(job.assisted, card) });
  } catch (e) {
    scope.postMessage({ type: 'why', id: job.id, card, why: null });
    console.error(e);
  }
  schedule();
}

scope.onmessage = (e) => {
  const msg = e.data;
  if (msg.type === 'view') {
    const started = performance.now();
    try {
      const assisted = assist(msg.game, msg.view, msg.mode);
      current = { id: msg.id, assisted, queue: markedCards(assisted) };
      scope.postMessage({ type: 'summary', id: msg.id, ms: performance.now() - started, summary: assisted.summary });
      schedule();
    } catch (err) {
      current = null;
      scope.postMessage({ type: 'failed', id: msg.id, message: err instanceof Error ? err.message : String(err) });
    }
  } else if (msg.type === 'focus' && current?.id === msg.id) {
    const at = current.queue.indexOf(msg.card);
    if (at > 0) current.queue.unshift(...current.queue.splice(at, 1));
  }
};
