import { describe, expect, it } from 'vitest';
import { game, script } from '../src/tutorial/games/alibi-1993.ts';
import { replayTo, tryLearner } from '../src/tutorial/driver.ts';
import type { LearnerBeat } from '../src/tutorial/script.ts';
import { walk } from './tutorial-walk.ts';

const learnerBeats = script.beats.filter((b): b is LearnerBeat => b.kind === 'learner');
const beat = (id: string) => learnerBeats.find((b) => b.id === id) as LearnerBeat;
const indexOf = (id: string) => script.beats.findIndex((b) => b.kind !== 'bot' && b.id === id);

describe('the Alibi (1993) tutorial', () => {
  it('plays through the tutorial driver on its fixed deal, and the learner wins with 35', () => {
    const p = walk(game, script);
    expect(game.outcome(p.state)).toMatchObject({ winners: [0], scores: [35, 10, 5], reason: 'highest-score' });
  });

  it('walks through asking, being answered, passing, melding, accusing and the sheet', () => {
    const kinds = learnerBeats.map((b) => (b.action as { type: string }).type);
    expect(kinds).toEqual(['ask', 'pass', 'meld', 'accuse', 'write']);
    // The question is a union of two sets in the "seen" scope.
    expect(beat('ask').action).toMatchObject({ question: { scope: 'seen', filter: [{ kind: 'set' }, { kind: 'set' }] } });
    // A bot asks the learner, and the answer is read.
    const asked = script.beats.findIndex(
      (b) =>
        b.kind === 'bot' &&
        (b.action as { type: string; target?: number }).type === 'ask' &&
        (b.action as { target: number }).target === 0,
    );
    expect(asked).toBeGreaterThan(0);
    expect(script.beats[asked + 1]).toMatchObject({ kind: 'read', id: 'answered' });
    // The sheet names the suspect and three other blanks (the First Accuser's minimum).
    expect(beat('sheet').action).toEqual({ type: 'write', sheet: { suspect: { set: 2, sub: 1 }, place: { set: 12, sub: 1 } } });
  });

  it('takes the question in any atom order and another harmless pass, and still wins', () => {
    const p = walk(game, script, (id) =>
      id === 'ask'
        ? {
            type: 'ask',
            target: 1,
            question: {
              scope: 'seen',
              filter: [
                { kind: 'set', set: 12 },
                { kind: 'set', set: 2 },
              ],
            },
          }
        : id === 'pass'
          ? { type: 'pass', cards: [60] }
          : undefined,
    );
    expect(game.outcome(p.state)).toMatchObject({ winners: [0], scores: [35, 10, 5] });
  });

  it('refuses the wrong moves with their explanation and does not move', () => {
    const tryAt = (id: string, action: unknown) => {
      const p = replayTo(game, script, indexOf(id));
      const t = tryLearner(game, script, p, action);
      expect(t.accepted, id).toBe(false);
      expect(t.progress.wrong).toEqual(beat(id).wrong);
      expect(t.progress.state).toBe(p.state);
    };
    tryAt('ask', {
      type: 'ask',
      target: 1,
      question: {
        scope: 'hand',
        filter: [
          { kind: 'set', set: 2 },
          { kind: 'set', set: 12 },
        ],
      },
    });
    tryAt('ask', { type: 'accuse' });
    tryAt('pass', { type: 'pass', cards: [6] }); // a Cora card: the proof
    tryAt('pass', { type: 'pass', cards: [48] }); // a Toxin card: the meld to come
    tryAt('meld', { type: 'accuse' });
    tryAt('accuse', { type: 'ask', target: 2, question: { scope: 'hand', filter: [{ kind: 'all' }] } });
    tryAt('sheet', { type: 'write', sheet: { suspect: { set: 2, sub: 1 }, place: { set: 12, sub: 1 }, weapon: { set: 18 } } });
  });
});
