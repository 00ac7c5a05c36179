/** Messages between the page and the assistant's worker (plain JSON, structured-cloned). */
import type { AssistantMode } from '@alibi/protocol';
import type { AssistGame, AssistSummary, Why } from './assist.ts';

export type ToWorker =
  | { type: 'view'; id: number; game: AssistGame; view: unknown; mode: Exclude<AssistantMode, 'off'> }
  /** Explain this card's mark next (the player points at it). */
  | { type: 'focus'; id: number; card: number };

export type FromWorker =
  /** `ms`: time spent deducing in the worker. */
  | { type: 'summary'; id: number; ms: number; summary: AssistSummary }
  | { type: 'why'; id: number; card: number; why: Why | null }
  | { type: 'failed'; id: number; message: string };
