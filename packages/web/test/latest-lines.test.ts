import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '@alibi/four-suspects';
import { lastQuestionLines, type LogLine } from '../src/game/logic.ts';

const line = (text: string, turn = false): LogLine => ({ text, turn, private: false, card: null, seat: 0 });
/** The lines in event order, as a table passes them. */
const byIndex = (ls: readonly (LogLine | null)[]) => (_: unknown, i: number) => ls[i] ?? null;
const events = (...types: string[]) => types.map((type) => ({ type }) as unknown as ProjectedEvent);

describe('The last question on the board (Four Suspects, Perfect Alibi)', () => {
  it('is empty before the first question', () => {
    expect(lastQuestionLines(events('roomsChosen', 'turnStarted'), byIndex([line('rooms'), line('turn 1', true)]))).toEqual([]);
  });

  it('holds the last question, its answer and what was shown, up to the next turn', () => {
    const evs = events('turnStarted', 'asked', 'answered', 'shown', 'turnStarted', 'asked', 'answered', 'shown', 'turnStarted', 'helperBought');
    const lines = [
      line('turn 1', true),
      line('q1'),
      line('a1'),
      line('s1'),
      line('turn 2', true),
      line('q2'),
      line('a2'),
      null,
      line('turn 3', true),
      line('bought'),
    ];
    expect(lastQuestionLines(evs, byIndex(lines)).map((l) => l.text)).toEqual(['q2', 'a2']);
  });

  it('grows while the question is still being answered', () => {
    const evs = events('turnStarted', 'asked', 'answered');
    expect(lastQuestionLines(evs, byIndex([line('turn 1', true), line('q1'), line('a1')])).map((l) => l.text)).toEqual(['q1', 'a1']);
  });
});
