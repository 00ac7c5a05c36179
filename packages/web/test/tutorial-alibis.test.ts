import { describe, expect, it } from 'vitest';
import { game, script } from '../src/tutorial/games/alibis.ts';
import { replayTo, tryLearner } from '../src/tutorial/driver.ts';
import type { LearnerBeat } from '../src/tutorial/script.ts';
import { walk } from './tutorial-walk.ts';

const learnerBeats = script.beats.filter((b): b is LearnerBeat => b.kind === 'learner');
const beat = (id: string) => learnerBeats.find((b) => b.id === id) as LearnerBeat;
const indexOf = (id: string) => script.beats.findIndex((b) => b.kind !== 'bot' && b.id === id);
const guess = (marks: Record<number, number>, perpetrator: number | null) => ({
  type: 'guess',
  marks: Array.from({ length: 9 }, (_, s) => marks[s] ?? null),
  perpetrator,
});

describe('the Alibis tutorial', () => {
  it('plays through the tutorial driver on its fixed deal: no heat left, Criminal Legends', () => {
    const p = walk(game, script);
    expect(game.outcome(p.state)).toMatchObject({ winners: [0, 1], scores: [20, 20], reason: 'legends' });
  });

  it('walks through writing, reading and marking alibis, naming the perpetrator, confirming and the reveal', () => {
    const kinds = learnerBeats.map((b) => (b.action as { type: string }).type);
    expect(kinds.filter((k) => k === 'write')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'confirm')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'guess')).toHaveLength(10);
    const reads = script.beats.filter((b) => b.kind === 'read').map((b) => (b as { id: string }).id);
    expect(reads).toEqual(expect.arrayContaining(['shared', 'reveal-1', 'heat']));
    // The last tap of each round names the perpetrator on a full board.
    expect(beat('mark-1-5').action).toEqual(guess({ 3: 2, 7: 2, 6: 3, 1: 3 }, 4));
    expect(beat('mark-2-5').action).toEqual(guess({ 1: 2, 8: 2, 5: 3, 6: 3 }, 4));
    // The bots' alibis are our own clues, and every suggested alibi passes the checker.
    for (const b of learnerBeats.filter((x) => (x.action as { type: string }).type === 'write'))
      expect(b.accepts?.(b.action), b.id).toBe(true);
  });

  it('takes other valid alibis and the taps in another order, and still ends with no heat', () => {
    const other: Record<string, unknown> = {
      'write-1': { type: 'write', alibis: ['honey', 'ocean'] },
      'write-2': { type: 'write', alibis: ['toast', 'arctic'] },
      // candle before moon, castle before river.
      'mark-1-1': guess({ 7: 2 }, null),
      'mark-1-3': guess({ 3: 2, 7: 2, 1: 3 }, null),
    };
    const p = walk(game, script, (id) => other[id]);
    expect(game.outcome(p.state)).toMatchObject({ reason: 'legends' });
  });

  it('refuses the wrong moves with their explanation and does not move', () => {
    const tryAt = (id: string, action: unknown) => {
      const p = replayTo(game, script, indexOf(id));
      const t = tryLearner(game, script, p, action);
      expect(t.accepted, `${id} ${JSON.stringify(action)}`).toBe(false);
      expect(t.progress.wrong).toEqual(beat(id).wrong);
      expect(t.progress.state).toBe(p.state);
    };
    tryAt('write-1', { type: 'write', alibis: ['apples', 'song'] }); // a form of a suspect word
    tryAt('write-1', { type: 'write', alibis: ['orchard'] });
    tryAt('mark-1-1', guess({ 4: 2 }, null)); // the lion has no alibi
    tryAt('mark-1-1', guess({ 3: 3 }, null)); // the moon on "bridge"
    tryAt('mark-1-5', guess({ 3: 2, 7: 2, 6: 3, 1: 3 }, 3)); // not yet
    tryAt('confirm-1', guess({ 3: 2, 7: 2, 6: 3, 1: 3 }, null));
  });
});
