/**
 * The tutorial player's logic, pure and headless (docs/tutorials.md): where a tutorial stands
 * (the beat reached, the engine's state, every event so far) and the steps that move it: a bot's
 * move, "Next" on a read beat, the learner's try. The React hook (useTutorial.ts) only adds timers,
 * storage and rendering around these functions, so the tests can check them without a browser.
 */
import type { AnyGame } from '@alibi/engine';
import { learnerWon, sameAction, type Beat, type Said, type TutorialScript } from './script.ts';

export interface Progress {
  /** Index of the beat now due (beats.length once the script is done). */
  beat: number;
  state: unknown;
  /** Every full event so far, in order (the page projects them for seat 0). */
  events: unknown[];
  /** The explanation of the learner's last refused move, until the script moves on. */
  wrong: Said | null;
}

/** The tutorial's table at its start. Throws if the script's setup is refused (a broken script; the tests catch it). */
export function begin(game: AnyGame, script: TutorialScript): Progress {
  const setup = game.setup({ players: script.players, seed: script.seed, options: script.options });
  if (!setup.ok) throw new Error(`tutorial ${script.game}: setup refused: ${setup.error.message}`);
  return { beat: 0, state: setup.value, events: [], wrong: null };
}

export function currentBeat(script: TutorialScript, p: Progress): Beat | undefined {
  return script.beats[p.beat];
}

/** Whether every beat is played and the game is over. */
export function finished(game: AnyGame, script: TutorialScript, p: Progress): boolean {
  return p.beat >= script.beats.length && game.outcome(p.state) !== null;
}

/** Whether the learner won (the finale is shown only then). */
export function won(game: AnyGame, p: Progress): boolean {
  const o = game.outcome(p.state);
  return o !== null && learnerWon(o);
}

function applyMove(game: AnyGame, p: Progress, seat: number, action: unknown): Progress | null {
  const r = game.apply(p.state, seat, action);
  if (!r.ok) return null;
  return { beat: p.beat + 1, state: r.value.state, events: [...p.events, ...r.value.events], wrong: null };
}

/** Plays the current beat if it is a bot's move; otherwise (or if the engine refuses it) returns `p` unchanged. */
export function stepBot(game: AnyGame, script: TutorialScript, p: Progress): Progress {
  const b = currentBeat(script, p);
  if (b?.kind !== 'bot') return p;
  return applyMove(game, p, b.seat, b.action) ?? p;
}

/** "Next" on a read beat. */
export function nextRead(script: TutorialScript, p: Progress): Progress {
  return currentBeat(script, p)?.kind === 'read' ? { ...p, beat: p.beat + 1, wrong: null } : p;
}

export type Try =
  | { accepted: true; progress: Progress }
  /** `why`: 'wrong' (another move than the beat's), 'wait' (not the learner's beat: a bot's move or a read beat is due), 'done'. */
  | { accepted: false; progress: Progress; why: 'wrong' | 'wait' | 'read' | 'done' };

/**
 * The learner tries `action` through the table's controls. The beat's move (or one `accepts`
 * takes) is applied and the script moves on; anything else is refused, the game stays as it was,
 * and `wrong` holds the beat's explanation.
 */
export function tryLearner(game: AnyGame, script: TutorialScript, p: Progress, action: unknown): Try {
  const b = currentBeat(script, p);
  if (!b) return { accepted: false, progress: p, why: 'done' };
  if (b.kind === 'bot') return { accepted: false, progress: p, why: 'wait' };
  if (b.kind === 'read') return { accepted: false, progress: p, why: 'read' };
  const fits = sameAction(action, b.action) || (b.accepts?.(action) ?? false);
  if (fits) {
    const next = applyMove(game, p, 0, action);
    if (next) return { accepted: true, progress: next };
  }
  return { accepted: false, progress: { ...p, wrong: b.wrong }, why: 'wrong' };
}

/**
 * The tutorial replayed silently up to beat `n` (resuming saved progress): every move before it
 * applied as the script has it. Stops early at a move the engine refuses (a script changed since
 * the progress was saved), so a resume never breaks the page.
 */
export function replayTo(game: AnyGame, script: TutorialScript, n: number): Progress {
  let p = begin(game, script);
  const end = Math.max(0, Math.min(n, script.beats.length));
  while (p.beat < end) {
    const b = script.beats[p.beat];
    if (!b) break;
    if (b.kind === 'read') {
      p = { ...p, beat: p.beat + 1 };
      continue;
    }
    const next = applyMove(game, p, b.kind === 'bot' ? b.seat : 0, b.action);
    if (!next) break;
    p = next;
  }
  return p;
}

/** The beats that count as steps for the learner ("Step 4 of 19"): learner and read beats. */
export function stepCount(script: TutorialScript): number {
  return script.beats.filter((b) => b.kind !== 'bot').length;
}

/** The 1-based step number of the beat now due (the last step once the script is done). */
export function stepNumber(script: TutorialScript, p: Progress): number {
  let n = 0;
  for (let i = 0; i < Math.min(p.beat + 1, script.beats.length); i++) if (script.beats[i]?.kind !== 'bot') n++;
  return Math.max(1, n);
}

/** What the bots said since the learner's last step, oldest first: the news shown above the current instruction. */
export function news(script: TutorialScript, p: Progress): Said[] {
  const out: Said[] = [];
  for (let i = Math.min(p.beat, script.beats.length) - 1; i >= 0; i--) {
    const b = script.beats[i];
    if (!b || b.kind !== 'bot') break;
    if (b.say) out.unshift(b.say);
  }
  return out;
}

export function pick(said: Said, lang: string): string {
  return lang === 'zh-CN' ? said.zh : said.en;
}
