/// <reference types="vite/client" />
/**
 * The rules text of every game (issue #19): `content/<game>.ts` exports `rules: GameRules`, found
 * here by file name, so a new game's page needs no registration. Each file is its own chunk,
 * fetched when its page or the table's Rules dialog opens: the lobby loads none of them.
 */
import type { GameRules } from '../types.ts';

const modules = import.meta.glob<{ rules: GameRules }>(['./*.ts', '!./index.ts']);

const byGame = new Map(Object.entries(modules).map(([path, load]) => [path.slice(2, -'.ts'.length), load]));

/** The games that have a rules page. */
export const RULES_GAMES: readonly string[] = [...byGame.keys()].sort();

export function hasRules(game: string): boolean {
  return byGame.has(game);
}

/** A game's rules, or null when it has no page. */
export async function loadRules(game: string): Promise<GameRules | null> {
  const load = byGame.get(game);
  return load ? (await load()).rules : null;
}
