import { describe, expect, it } from 'vitest';
import { game, script } from '../src/tutorial/games/four-suspects.ts';
import { playScript, type LearnerBeat } from '../src/tutorial/script.ts';

describe('the Four Suspects tutorial', () => {
  it('plays through on its fixed deal and the learner wins', () => {
    const run = playScript(game, script);
    expect(run).toMatchObject({ ok: true });
    expect(game.outcome((run as { state: unknown }).state)).toMatchObject({ winners: [0], reason: 'correct-guess' });
  });

  it('walks through every kind of decision of the game', () => {
    const learner = script.beats.filter((b): b is LearnerBeat => b.kind === 'learner');
    const actions = learner.map((b) => b.action as { type: string; helper?: string });
    const kinds = new Set(actions.map((a) => a.type));
    // Asking with an interrogation card, answering, showing, hiring a helper, guessing.
    for (const kind of ['ask', 'answer', 'show', 'buy', 'guess']) expect(kinds).toContain(kind);
    // Two helpers are really used: the scout (your turn) and the bodyguard (when asked).
    expect(actions.filter((a) => a.type === 'buy').map((a) => a.helper)).toEqual(['scout', 'bodyguard']);
    // The note sheet is read after the time question and after the place question.
    expect(script.beats.filter((b) => b.kind === 'read').map((b) => (b as { id: string }).id)).toEqual(
      expect.arrayContaining(['coins', 'notes-time', 'notes-place']),
    );
    // The scout's question is about time though the card given is a place card.
    const scouted = actions.find((a) => a.type === 'ask' && (a as { card?: number }).card === 8) as
      { category?: string } | undefined;
    expect(scouted?.category).toBe('time');
  });
});
