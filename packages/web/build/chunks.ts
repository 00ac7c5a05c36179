/**
 * Fewer files before the entry runs (issue 18, "≤ 1 s to usable"). Left to itself, Rolldown gives
 * every set of modules shared by a different set of chunks a chunk of its own: the entry came as
 * 11 scripts and a style sheet, three waves over HTTP/1.1's six connections per host. This puts
 * everything the entry needs statically into the entry's own file, using Rolldown's `$initial` tag
 * (the entry and its static imports). Lazy code (tables, rules pages, tutorials, the Alibis word
 * checker) keeps Rolldown's splitting: nothing lazy becomes eager.
 *
 * `$initial` follows import statements before tree-shaking, so a module the entry reaches through a
 * package's index would be taken whole even where the entry uses one constant of it: the entry's
 * files import the game packages' leaf modules (`@alibi/perfect-alibi/cards`), and bench:assets
 * reports the entry's size against the 200 KB budget.
 */
import type { Plugin } from 'vite';

export function chunks(): Plugin {
  return {
    name: 'alibi-chunks',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } } } }),
  };
}
