import type { State } from './types.ts';

/**
 * Table talk (the engine's `chatClosed`): the rulebook has alibis written in secret and boards
 * filled without discussion, so the chat is closed in the write and guess phases and opens at the
 * reveal. The reveal has no phase of its own here (scoring starts the next round at once), so the
 * talk over a revealed round lasts until the first player writes an alibi for the next one.
 * Before round 1's first alibi there is nothing revealed to talk about: closed. Reads public state only.
 */
export function chatClosed(s: State): 'writing' | 'guessing' | null {
  const p = s.public;
  if (p.phase === 'over') return null;
  if (p.phase === 'guess') return 'guessing';
  // In a write phase, history holds a round only once one has been revealed.
  return p.history.length > 0 && p.written.every((w) => !w) ? null : 'writing';
}
