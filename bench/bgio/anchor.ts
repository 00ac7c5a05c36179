/**
 * The boardgame.io anchor (../shared/anchors/bgio-perfect-alibi), loaded without touching it: its
 * game.js and harness.js are copied into node_modules/.cache/bgio-anchor, where `require('boardgame.io')`
 * resolves to this project's pinned devDependency (boardgame.io 0.50.2). The anchor's own random
 * players, reducer and per-seat filter are used as they are; this file only types what the bench uses.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The parts of boardgame.io's state the bench reads (the anchor's G and ctx). */
export interface BgioState {
  G: {
    history: { cardShown?: boolean }[];
    claims: { player: string; correct: boolean }[];
  };
  ctx: { gameover?: { winner: string }; turn: number; playOrder: string[] };
  _stateID: number;
  transients?: { error?: unknown };
}

export interface BgioMove {
  playerID: string;
  move: string;
  args: unknown[];
}

interface RandomPlayers {
  decide(G: unknown, ctx: unknown): BgioMove;
}

export interface Anchor {
  version: string;
  newMatch(numPlayers: number, seed: string): { initialState: BgioState };
  reducer(state: BgioState, action: unknown): BgioState;
  filterView(seat: string, message: { type: 'update'; args: [string, BgioState] }): unknown;
  makeMove(a: BgioMove): unknown;
  RandomPlayers: new (G: unknown, ctx: unknown, seed: string) => RandomPlayers;
}

/**
 * Loads the anchor in `dir` against `root`'s node_modules. NODE_ENV must already be what the run
 * wants (boardgame.io reads it when it loads): the anchor's headline figures use "production".
 */
export function loadAnchor(dir: string, root: string): Anchor {
  for (const f of ['game.js', 'harness.js'])
    if (!existsSync(join(dir, f))) throw new Error(`no ${f} in ${dir}: pass --anchor DIR (the bgio-perfect-alibi anchor)`);
  const cache = join(root, 'node_modules/.cache/bgio-anchor');
  mkdirSync(cache, { recursive: true });
  // The anchor's files are CommonJS; the repository root is "type": "module".
  writeFileSync(join(cache, 'package.json'), '{ "type": "commonjs", "private": true }\n');
  for (const f of ['game.js', 'harness.js']) copyFileSync(join(dir, f), join(cache, f));
  const require = createRequire(join(cache, 'harness.js'));
  const bgioVersion = (require('boardgame.io/package.json') as { version: string }).version;
  if (bgioVersion !== '0.50.2') throw new Error(`the anchor is measured on boardgame.io 0.50.2, found ${bgioVersion}`);
  const h = require('./harness.js') as Anchor & { VERSION: string };
  return {
    version: h.VERSION,
    newMatch: h.newMatch,
    reducer: h.reducer,
    filterView: h.filterView,
    makeMove: h.makeMove,
    RandomPlayers: h.RandomPlayers,
  };
}
