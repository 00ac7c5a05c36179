/**
 * Fewer files before a page is usable (issue 18, "≤ 1 s to usable"). Left to itself, Rolldown gives
 * every set of modules shared by a different set of chunks a chunk of its own: the entry came as
 * 11 scripts and a style sheet, and a table as 13 more, in waves over HTTP/1.1's six connections
 * per host (each wave at least a round trip). Four groups instead:
 *
 * - `app`: everything the entry needs statically, in the entry's own file (Rolldown's `$initial`
 *   tag: the entry and its static imports).
 * - `lobby-art`: the lobby's emblems and all they import (card art, the games' card lists), one
 *   file the lobby fetches after its first paint; the tables draw the same art and import it.
 * - `tables`: what two or more games' tables share (the game-over panel and its review, the answers
 *   table, the note sheets' deduction and the two rules engines it reads, the schema library…),
 *   one file a table page's HTML names with the entry (packages/server/src/static.ts).
 * - `table-<game>`: what only that game's table uses, one file.
 *
 * A group takes a module's imports with it, however deep, and decides on the module graph before
 * tree-shaking. So the files the lobby's emblems reach import the game packages' leaf modules
 * (`@alibi/alibi-1993/cards`), not their index: through an index the emblems would reach every
 * rules engine and the schema library, and take them into the lobby (e2e-assets checks it does
 * not). Likewise the shared table code imports leaf modules (`@alibi/deduction/review/others`),
 * or every table would parse every game's rules. Other lazy code (rules pages, tutorials, the
 * word checker) keeps Rolldown's splitting, but what a group took along it imports from that
 * group's file: a tutorial or a rules page's pictures load the `tables` file too. Nothing lazy
 * becomes eager.
 *
 * `$initial` follows import statements before tree-shaking, so a module the entry reaches through a
 * package's index would be taken whole even where the entry uses one constant of it: the entry's
 * files import the game packages' leaf modules (`@alibi/perfect-alibi/cards`), and bench:assets
 * reports the entry's size against the 200 KB budget.
 */
import type { Plugin } from 'vite';
import { TABLES } from './early.ts';

type ModuleInfo = { id: string; importers: string[]; dynamicImporters: string[]; isEntry: boolean };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

/** The game whose table component `id` is, or null. */
function tableOf(id: string): string | null {
  const path = id.replace(/\\/g, '/');
  for (const [game, source] of Object.entries(TABLES)) if (path.endsWith(source)) return game;
  return null;
}

/**
 * The lazy roots that reach `id` through static imports: a game's table (by game id), the lobby's
 * emblems ('emblems'), other lazy code ('other': any other dynamically imported module), or the
 * entry ('entry').
 */
export function rootsOf(id: string, ctx: Context, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  // Up the static importers from `id`, each module once (the graph has cycles), to where code is
  // loaded: a table, the entry, or other lazy code.
  const roots = new Set<string>();
  const seen = new Set<string>([id]);
  const todo = [id];
  for (let m = todo.pop(); m !== undefined; m = todo.pop()) {
    const info = ctx.getModuleInfo(m);
    if (!info) continue;
    const game = tableOf(m);
    if (game) roots.add(game);
    else if (m.replace(/\\/g, '/').endsWith(EMBLEMS)) roots.add('emblems');
    else if (info.isEntry) roots.add('entry');
    else if (info.dynamicImporters.length > 0) roots.add('other');
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      todo.push(importer);
    }
  }
  memo.set(id, roots);
  return roots;
}

/** The lobby's pictures of the games, loaded after its first paint: they draw some games' cards. */
export const EMBLEMS = '/src/LobbyEmblems.tsx';

/**
 * The group a lazy module belongs to, or null (Rolldown's splitting): `lobby-art` for everything
 * the lobby's emblems reach (the card art, which tables draw too), `tables` for what two or more
 * tables share (whatever other lazy code uses it too), `table-<game>` for one table's own modules.
 */
export function tableGroup(roots: Set<string>): string | null {
  if (roots.size === 0 || roots.has('entry')) return null;
  if (roots.has('emblems')) return 'lobby-art';
  const games = [...roots].filter((r) => r !== 'other');
  // Shared by tables: theirs, whoever else imports it (a tutorial is a table too).
  if (games.length >= 2) return 'tables';
  return games.length === 1 && !roots.has('other') ? `table-${games[0]}` : null;
}

export function chunks(): Plugin {
  // Roots per module for one build's graph: a new memo at each build start (watch mode builds again).
  let memo = new Map<string, Set<string>>();
  const group = (wanted: (name: string) => boolean) => (id: string, ctx: Context) => {
    const name = tableGroup(rootsOf(id, ctx, memo));
    return name !== null && wanted(name) ? name : null;
  };
  return {
    name: 'alibi-chunks',
    apply: 'build',
    buildStart() {
      memo = new Map();
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // In this order: a group takes a module before the next can, and its dependencies with it.
              groups: [
                { name: 'app', tags: ['$initial'] },
                { name: group((n) => n === 'lobby-art'), debugName: 'lobby-art' },
                { name: group((n) => n === 'tables'), debugName: 'tables' },
                { name: group((n) => n.startsWith('table-')), debugName: 'table-<game>' },
              ],
            },
          },
        },
      },
    }),
  };
}
