/**
 * The assistant's worker module, run in Node with a stand-in for the worker scope: it answers a
 * view with the marks at once, explains every marked card afterwards (the focused one first),
 * and drops the explanations of a view once a newer one has come.
 */
import { describe, expect, it } from 'vitest';
import { assist, markedCards } from '../src/notes/assist.ts';
import type { FromWorker, ToWorker } from '../src/notes/worker-messages.ts';
import { CONFIGS, sampleViews } from '../../deduction/test/samples.ts';

const sent: FromWorker[] = [];
const scope: { onmessage: ((e: { data: ToWorker }) => void) | null; postMessage(m: FromWorker): void } = {
  onmessage: null,
  postMessage: (m) => void sent.push(m),
};
Object.assign(globalThis, { self: scope });
await import('../src/notes/deduction.worker.ts');
const post = (data: ToWorker) => scope.onmessage?.({ data });

/** A late 5-player Perfect Alibi view with several certain marks. */
function richView(): unknown {
  const config = CONFIGS.find((c) => c.name === 'perfect-alibi 5p standard');
  if (!config) throw new Error('no 5p config');
  for (const { view } of sampleViews(config, 'assistant-worker', 1, 200))
    if (markedCards(assist('perfect-alibi', view, 'certain')).length >= 3) return view;
  throw new Error('unreachable');
}

const settle = async (until: () => boolean) => {
  for (let i = 0; i < 2000 && !until(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('deduction worker', () => {
  const view = richView();
  const marked = markedCards(assist('perfect-alibi', view, 'certain'));

  it('answers with the marks, then explains each marked card, the focused one first', async () => {
    sent.length = 0;
    post({ type: 'view', id: 1, game: 'perfect-alibi', view, mode: 'odds' });
    const last = marked[marked.length - 1] as number;
    post({ type: 'focus', id: 1, card: last });
    expect(sent[0]?.type).toBe('summary');
    await settle(() => sent.filter((m) => m.type === 'why').length === marked.length);
    const whys = sent.filter((m): m is Extract<FromWorker, { type: 'why' }> => m.type === 'why');
    expect(whys[0]?.card).toBe(last);
    expect(whys.map((w) => w.card).sort((a, b) => a - b)).toEqual([...marked].sort((a, b) => a - b));
    expect(whys.every((w) => w.id === 1 && w.why !== null)).toBe(true);
  });

  it('stops explaining a view once a newer one arrives', async () => {
    sent.length = 0;
    post({ type: 'view', id: 2, game: 'perfect-alibi', view, mode: 'certain' });
    post({ type: 'view', id: 3, game: 'perfect-alibi', view, mode: 'certain' });
    await settle(() => sent.filter((m) => m.type === 'why').length === marked.length);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.filter((m) => m.type === 'summary').map((m) => m.id)).toEqual([2, 3]);
    expect(sent.filter((m) => m.type === 'why').every((m) => m.id === 3)).toBe(true);
  });

  it('reports a view it cannot read instead of throwing', () => {
    sent.length = 0;
    post({ type: 'view', id: 4, game: 'four-suspects', view: { nonsense: true }, mode: 'odds' });
    expect(sent).toEqual([{ type: 'failed', id: 4, message: expect.any(String) }]);
  });
});
