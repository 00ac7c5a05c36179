/**
 * Every tutorial script (src/tutorial/games/*.ts, found by a glob, so a new game's is checked by
 * itself) plays headless to the learner's win, with texts in both languages and unique beat ids;
 * and the tutorial player's pure driver (src/tutorial/driver.ts) steps, refuses and resumes as the
 * page relies on (docs/tutorials.md).
 */
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { playScript, type TutorialScript } from '../src/tutorial/script.ts';
import { TUTORIAL_GAMES, type TutorialModule } from '../src/tutorial/available.ts';
import {
  begin,
  currentBeat,
  news,
  nextRead,
  replayTo,
  stepBot,
  stepCount,
  stepNumber,
  tryLearner,
  type Progress,
} from '../src/tutorial/driver.ts';
import { checkTexts } from './tutorial-checks.ts';
import { walk } from './tutorial-walk.ts';

const modules = import.meta.glob<TutorialModule>('../src/tutorial/games/*.ts', { eager: true });

describe('tutorial scripts', () => {
  const entries = Object.entries(modules);
  it('are found, and the lobby lists exactly these games', () => {
    expect(entries.map(([path]) => path)).toContain('../src/tutorial/games/perfect-alibi.ts');
    const games = entries.map(([path]) => path.replace(/^.*\//, '').replace(/\.ts$/, ''));
    expect([...TUTORIAL_GAMES].sort()).toEqual(games.sort());
  });

  for (const [path, mod] of entries) {
    const { script, game } = mod;
    describe(path.replace(/^.*\//, ''), () => {
      it('names its game and file alike', () => {
        expect(path.endsWith(`/${script.game}.ts`)).toBe(true);
        expect(game.meta.id).toBe(script.game);
      });

      it('plays to the learner’s win', () => {
        const run = playScript(game, script);
        expect(run).toMatchObject({ ok: true });
      });

      it('has unique ids and texts in both languages, and a length a first game can bear', () => {
        checkTexts(script);
        expect(stepCount(script)).toBeGreaterThanOrEqual(10);
        expect(stepCount(script)).toBeLessThanOrEqual(30);
      });

      it('points every learner beat at a control, and each accepts its own move', () => {
        for (const b of script.beats) {
          if (b.kind !== 'learner') continue;
          expect(b.target, b.id).toBeTruthy();
          if (b.accepts) expect(b.accepts(b.action), b.id).toBe(true);
        }
      });

      it('plays to the finale through the driver', () => {
        const p = walk(game, script);
        expect(stepNumber(script, p)).toBe(stepCount(script));
      });

      it('resumes at every beat to the same state', () => {
        let p = begin(game, script);
        const states: string[] = [];
        const all = script.beats.length;
        for (let i = 0; i <= all; i++) {
          states.push(JSON.stringify(p.state));
          const b = currentBeat(script, p);
          if (!b) break;
          p =
            b.kind === 'bot'
              ? stepBot(game, script, p)
              : b.kind === 'read'
                ? nextRead(script, p)
                : tryLearner(game, script, p, b.action).progress;
        }
        for (const i of [0, 1, Math.floor(all / 2), all - 1, all])
          expect(JSON.stringify(replayTo(game, script, i).state)).toBe(states[i]);
      });
    });
  }
});

describe('tutorial driver', () => {
  const mod = modules['../src/tutorial/games/perfect-alibi.ts'] as TutorialModule;
  const { game, script } = mod;
  /** Progress at the first beat with this id. */
  const at = (id: string): Progress =>
    replayTo(
      game,
      script,
      script.beats.findIndex((b) => b.kind !== 'bot' && b.id === id),
    );

  it('refuses another move, explains it and leaves the game as it was', () => {
    const p = at('tile-question');
    const r = tryLearner(game, script, p, { type: 'useReporter', target: 1 });
    expect(r.accepted).toBe(false);
    if (r.accepted) return;
    expect(r.why).toBe('wrong');
    expect(r.progress.state).toBe(p.state);
    expect(r.progress.beat).toBe(p.beat);
    const beat = currentBeat(script, p);
    expect(beat?.kind === 'learner' && r.progress.wrong).toEqual(beat?.kind === 'learner' ? beat.wrong : null);
  });

  it('accepts the beat’s move whatever the order of its keys, and clears the explanation', () => {
    const p = tryLearner(game, script, at('tile-question'), { type: 'ask' }).progress;
    expect(p.wrong).not.toBeNull();
    const r = tryLearner(game, script, p, { target: 2, tile: 16, type: 'takeTile' });
    expect(r.accepted).toBe(true);
    expect(r.progress.wrong).toBeNull();
    expect(r.progress.beat).toBe(p.beat + 1);
  });

  it('makes the learner wait during bots’ moves and read beats', () => {
    const start = begin(game, script);
    expect(tryLearner(game, script, start, { type: 'chooseAssistant', assistant: 'reporter' })).toMatchObject({
      accepted: false,
      why: 'read',
    });
    const bot = nextRead(script, start);
    expect(currentBeat(script, bot)?.kind).toBe('bot');
    expect(tryLearner(game, script, bot, { type: 'chooseAssistant', assistant: 'reporter' })).toMatchObject({
      accepted: false,
      why: 'wait',
    });
    // A bot's move is applied only on a bot beat; Next only on a read beat.
    expect(stepBot(game, script, start)).toBe(start);
    expect(nextRead(script, bot)).toBe(bot);
  });

  it('gathers what the bots said since the learner’s last step', () => {
    const p = at('choose-assistant');
    expect(news(script, p).map((s) => s.en)).toHaveLength(2);
    expect(news(script, at('welcome'))).toEqual([]);
  });

  it('stops a resume at a move the engine refuses (a script changed since)', () => {
    const broken: TutorialScript = {
      ...script,
      beats: [script.beats[0]!, { kind: 'bot', seat: 1, action: { type: 'claim', card: 99 } }, ...script.beats.slice(1)],
    };
    const p = replayTo(game, broken, 10);
    expect(p.beat).toBe(1);
  });

  it('counts the steps the learner sees', () => {
    expect(stepCount(script)).toBe(script.beats.filter((b) => b.kind !== 'bot').length);
    expect(stepNumber(script, begin(game, script))).toBe(1);
  });
});
