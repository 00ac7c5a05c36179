import { expect } from 'vitest';
import type { AnyGame } from '@alibi/engine';
import { begin, currentBeat, finished, nextRead, stepBot, tryLearner, won, type Progress } from '../src/tutorial/driver.ts';
import type { TutorialScript } from '../src/tutorial/script.ts';

/**
 * Plays a script the way the tutorial player does (driver.ts): bots' moves, "Next" on read beats,
 * and the learner's moves through `tryLearner`, each of which must be accepted. `choose` may
 * replace the learner's move at a beat (another move its `accepts` takes). Returns the end.
 *
 * Unlike `playScript`, legality is the engine's `apply`, not membership of `legal`: Alibi (1993)
 * and Alibis list only a sample of their open spaces (union questions, sheets, words, boards).
 */
export function walk(game: AnyGame, script: TutorialScript, choose: (id: string) => unknown = () => undefined): Progress {
  let p = begin(game, script);
  for (let guard = 0; guard < script.beats.length + 1; guard++) {
    const b = currentBeat(script, p);
    if (!b) break;
    const at = p.beat;
    if (b.kind === 'bot') p = stepBot(game, script, p);
    else if (b.kind === 'read') p = nextRead(script, p);
    else {
      const t = tryLearner(game, script, p, choose(b.id) ?? b.action);
      expect(t.accepted, `beat ${b.id}`).toBe(true);
      p = t.progress;
    }
    expect(p.beat, `beat ${at} (${b.kind}) did not play`).toBe(at + 1);
  }
  expect(finished(game, script, p)).toBe(true);
  expect(won(game, p)).toBe(true);
  return p;
}
