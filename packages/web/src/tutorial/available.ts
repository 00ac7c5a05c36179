/** Which games have a tutorial, and the saved progress of each: small, in the lobby's chunk. */
import type { AnyGame } from '@alibi/engine';
import { storage } from '../storage.ts';
import type { TutorialScript } from './script.ts';

export interface TutorialModule {
  script: TutorialScript;
  game: AnyGame;
}

/**
 * The games with a tutorial, named here so the lobby's chunk holds no path to the scripts (a test
 * checks the list against `games/`); the tutorial page loads them (`scripts.ts`).
 */
export const TUTORIAL_GAMES: readonly string[] = ['perfect-alibi', 'four-suspects', 'alibi-clues', 'alibi-1993', 'alibis'];

export function hasTutorial(game: string): boolean {
  return TUTORIAL_GAMES.includes(game);
}

const key = (game: string) => `tutorial:${game}`;

/** The beat reached in a game's tutorial, or null if none was saved (or it was finished). */
export function savedBeat(game: string): number | null {
  const raw = storage.get(key(game));
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function saveBeat(game: string, beat: number | null): void {
  storage.set(key(game), beat === null || beat <= 0 ? null : String(beat));
}

/** The tutorial's own notes (the note sheet), kept apart from any real table's. */
export function savedNotes(game: string): Record<string, string> {
  try {
    const v: unknown = JSON.parse(storage.get(`tutorial-notes:${game}`) ?? '{}');
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function saveNotes(game: string, notes: Record<string, string> | null): void {
  storage.set(`tutorial-notes:${game}`, notes === null ? null : JSON.stringify(notes));
}
