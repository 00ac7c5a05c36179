/**
 * What a (re)connecting seat is sent: the socket's welcome whole (view, every event it may see,
 * legal actions) against a welcome to a hello that says it holds the current version (`have`,
 * docs/load.md), for every game at its largest player count, at the end of the longest of
 * `--games` random games (the random players of the engine, 1 % out-of-turn claims).
 *
 *   npx tsx bench/server/welcome-size.ts [--games 50]
 *
 * Also the same welcome packed (hello `pack`, docs/load.md), and what the first view over HTTP
 * weighs after brotli, plain and packed. Sizes only: deterministic for a given --games.
 */
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { randomPolicy, runMatch, type AnyGame } from '@alibi/engine';
import { games as all } from '@alibi/games';
import { packView } from '@alibi/protocol/pack';

const i = process.argv.indexOf('--games');
const games = i >= 0 ? Number(process.argv[i + 1]) : 50;
if (!Number.isInteger(games) || games < 1) throw new Error('--games needs a positive whole number');

/** The welcome's parts that a `have` at the current version leaves out, as JSON bytes, for seat 0. */
function wholeParts(game: AnyGame, state: unknown, events: unknown[][]): Parts {
  const seen = events
    .flat()
    .map((e) => game.project(e, 0))
    .filter((e) => e !== null);
  const view = game.view(state, 0);
  const legal = game.legal(state, 0);
  return {
    view: JSON.stringify(view).length,
    events: JSON.stringify(seen).length,
    legal: JSON.stringify(legal).length,
    packedView: JSON.stringify(packView(view)).length,
    packedEvents: JSON.stringify(packView(seen)).length,
    brotli: brotliBytes({ view, events: seen, legal }),
    brotliPacked: brotliBytes({ view: packView(view), events: packView(seen), legal }),
  };
}

/** Bytes of the JSON after brotli at the quality the server's first view uses (http.ts: 5). */
function brotliBytes(x: unknown): number {
  return brotliCompressSync(JSON.stringify(x), { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }).length;
}
interface Parts {
  view: number;
  events: number;
  legal: number;
  /** The same view and events packed, as a hello with `pack` gets them. */
  packedView: number;
  packedEvents: number;
  /** View, events and legal actions as the first view over HTTP sends them (brotli), plain and packed. */
  brotli: number;
  brotliPacked: number;
}

console.log(`the longest of ${games} random games per game; seat 0's welcome in bytes of JSON, one step before the end`);
console.log('game              players  steps     view   events    legal   left out with `have`  packed view  packed events  packed whole  brotli whole  (packed)');
for (const game of all) {
  const players = Math.max(...game.meta.players);
  let longest: { steps: number; parts: Parts } | null = null;
  for (let g = 0; g < games; g++) {
    // Every step's state and events; a reconnect is measured one step before the end (late in the
    // game, with legal actions still on offer).
    const states: unknown[] = [];
    const events: unknown[][] = [];
    const result = runMatch(game, {
      players,
      seed: `welcome-size:${g}`,
      policies: randomPolicy(game.meta.interrupts, 0.01),
      onStep: ({ state, events: e }) => {
        states.push(state);
        events.push(e);
      },
    });
    if (result.error) throw new Error(`${game.meta.id} game ${g}: ${result.error}`);
    if (states.length >= 2 && (!longest || result.steps > longest.steps))
      longest = { steps: result.steps, parts: wholeParts(game, states.at(-2), events.slice(0, -1)) };
  }
  if (!longest) continue;
  const { view, events, legal, packedView, packedEvents, brotli, brotliPacked } = longest.parts;
  const col = (n: number, w = 9) => String(n).padStart(w);
  console.log(
    `${game.meta.id.padEnd(18)}${col(players, 7)}${col(longest.steps, 7)}${col(view)}${col(events)}${col(legal)}${col(view + events + legal, 11)}` +
      `${col(packedView, 13)}${col(packedEvents, 15)}${col(packedView + packedEvents + legal, 14)}${col(brotli, 14)}${col(brotliPacked, 11)}`,
  );
}
