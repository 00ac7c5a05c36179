import { describe, expect, it } from 'vitest';
import { game, script } from '../src/tutorial/games/alibi-clues.ts';
import { playScript, type LearnerBeat } from '../src/tutorial/script.ts';

describe('the Alibi Clues tutorial', () => {
  it('plays through on its fixed deal and the learner wins on points', () => {
    const run = playScript(game, script);
    expect(run).toMatchObject({ ok: true });
    const outcome = game.outcome((run as { state: unknown }).state) as { winners: number[]; scores: number[] };
    expect(outcome.winners).toEqual([0]);
    expect(outcome.scores).toEqual([5, 1]);
  });

  it('walks through every kind of decision of the game', () => {
    const learner = script.beats.filter((b): b is LearnerBeat => b.kind === 'learner');
    const kinds = new Set(learner.map((b) => (b.action as { type: string }).type));
    // A clue, each function card (cover story, hush money, tip-off), the exchange, ending a turn, the accusation.
    for (const kind of ['clue', 'cover', 'hush', 'tip', 'exchange', 'end', 'accuse']) expect(kinds).toContain(kind);
    // The accusation is the learner's last move: it closes the case and, with four suspects, the game.
    expect((learner.at(-1)?.action as { type: string }).type).toBe('accuse');
  });
});
