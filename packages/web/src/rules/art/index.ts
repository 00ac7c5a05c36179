/// <reference types="vite/client" />
/**
 * The rules pages' illustrations (issue #19), one module per game: `art/<game>.tsx` exports
 *
 *     export const art: RulesArt = { 'tile-arrows': () => <TileArt tile={0} />, ... };
 *
 * Each entry is a small picture drawn from the game's own components (the cards, tiles and tokens
 * its table uses), named by the content's `art` blocks and `term.art` (rules/content/<game>.ts).
 * Entries are rendered as components (`<Art />`), so they may use hooks (useI18n). The renderer
 * hides them from assistive technology: the caption or the term's text says what they show.
 * The file name is the game id; nothing is registered by hand. Each module is its own chunk,
 * fetched with the game's rules text.
 */
import type { JSX } from 'react';

export type RulesArt = Record<string, () => JSX.Element>;

const modules = import.meta.glob<{ art: RulesArt }>('./*.tsx');

const byGame = new Map(Object.entries(modules).map(([path, load]) => [path.slice(2, -'.tsx'.length), load]));

/** The games that have an art module. */
export const ART_GAMES: readonly string[] = [...byGame.keys()].sort();

/** A game's art (an empty set for a game without an art module). */
export async function loadArt(game: string): Promise<RulesArt> {
  const load = byGame.get(game);
  return load ? (await load()).art : {};
}
