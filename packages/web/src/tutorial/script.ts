/**
 * A tutorial is a real game on a fixed deal, played in the browser by the game's own pure engine:
 * the learner sits at seat 0, every other seat plays a scripted move. The script is one linear list
 * of beats, so the same tutorial always shows the same screens (issue #19, docs/tutorials.md).
 *
 * This file is the contract between the tutorial player (driver and overlay) and each game's
 * script (`games/<game>.ts`); it imports no React, so scripts can be checked headless.
 */
import type { AnyGame } from '@alibi/engine';

/** A text in both languages the app speaks. Written in the project's own words. */
export interface Said {
  en: string;
  zh: string;
}

/** A move of a scripted seat: the driver applies it by itself after a short pause. */
export interface BotBeat {
  kind: 'bot';
  seat: number;
  action: unknown;
  /** Said in the tutorial's bubble while (and after) this move is shown; optional. */
  say?: Said;
}

/**
 * A move the learner makes through the table's own controls. Only `action` (or, when given,
 * any action `accepts` takes) is applied; anything else is refused with `wrong` and the game does
 * not move, so there is never a dead end.
 */
export interface LearnerBeat {
  kind: 'learner';
  /** Stable id, for tests and for resuming. */
  id: string;
  action: unknown;
  /** Other actions that are just as good here (they must lead to the same script afterwards). Rarely needed. */
  accepts?: (action: unknown) => boolean;
  /** CSS selector of the control(s) to light up; the first match is scrolled into view. */
  target?: string;
  /** What to do and why. */
  say: Said;
  /** Why another move is not the one to make now (shown when the learner tries something else). */
  wrong: Said;
}

/** A pause to read the table: nothing is played until the learner presses "Next". */
export interface ReadBeat {
  kind: 'read';
  id: string;
  target?: string;
  say: Said;
}

export type Beat = BotBeat | LearnerBeat | ReadBeat;

export interface TutorialScript {
  game: string;
  players: number;
  seed: string;
  /** The engine options, with the fixed `deal`. */
  options: Record<string, unknown>;
  /**
   * The names of the seats, seat 0 being the learner (a name, not "You": the log says "Sam asks";
   * the table marks the learner's own seat as at a real table, and the lobby's name replaces it).
   */
  names: { en: string[]; zh: string[] };
  /** Short title of the tutorial, shown in its head and in the lobby. */
  title: Said;
  beats: Beat[];
  /** Said on the last screen, after the learner's win. */
  finale: Said;
}

/** Compares two actions as JSON values, whatever the order of their keys. */
export function sameAction(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x !== null && typeof x === 'object') {
    const entries = Object.entries(x as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([k1], [k2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(x);
}

/** The result of playing a whole script headless: where it broke, or the final state. */
export type ScriptRun = { ok: true; state: unknown; steps: number } | { ok: false; beat: number; error: string };

/**
 * Plays every move of a script through the engine, checking that each is accepted for its seat
 * when it comes (the learner's too) and that the game ends with the learner among the winners. The
 * tutorial player and the tests use this same walk, so a script that passes here plays in the app.
 */
export function playScript(game: AnyGame, script: TutorialScript): ScriptRun {
  const setup = game.setup({ players: script.players, seed: script.seed, options: script.options });
  if (!setup.ok) return { ok: false, beat: -1, error: `setup: ${setup.error.message}` };
  let state = setup.value;
  let steps = 0;
  for (const [i, beat] of script.beats.entries()) {
    if (beat.kind === 'read') continue;
    const seat = beat.kind === 'bot' ? beat.seat : 0;
    if (game.outcome(state)) return { ok: false, beat: i, error: 'the game is already over' };
    // `legal` lists a sample where the moves are too many to list (Alibis' words, Alibi (1993)'s
    // questions and sheets), so the seat must be able to act and `apply` judges the move.
    if (!game.actors(state).includes(seat))
      return { ok: false, beat: i, error: `seat ${seat} cannot act now: ${JSON.stringify(beat.action)}` };
    const applied = game.apply(state, seat, beat.action);
    if (!applied.ok) return { ok: false, beat: i, error: applied.error.message };
    state = applied.value.state;
    steps++;
  }
  const outcome = game.outcome(state);
  if (!outcome) return { ok: false, beat: script.beats.length, error: 'the script ends before the game does' };
  if (!learnerWon(outcome)) return { ok: false, beat: script.beats.length, error: `the learner does not win: ${JSON.stringify(outcome)}` };
  return { ok: true, state, steps };
}

/** Whether seat 0 is among the winners (or, in a co-operative game, the team won). */
export function learnerWon(outcome: unknown): boolean {
  const o = outcome as { winners?: number[] };
  return Array.isArray(o.winners) && o.winners.includes(0);
}
