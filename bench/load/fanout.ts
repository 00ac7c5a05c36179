/**
 * Fan-out work per action, without sockets: what the server computes for the five seats of a
 * Perfect Alibi match after each action (the new view and legal list, the previous ones rebuilt
 * as the delta's base, both diffs, the deltas serialised), on positions of random 5-player games.
 *
 * Two runs on the same positions, in one process:
 * - shared: the states as the engine makes them, so each view shares every unchanged history
 *   record with the view before it (and the diff skips it by reference);
 * - rebuilt: every state deep-copied before it is viewed (a fresh copy for each use, made outside
 *   the timing), so nothing is shared: every view is built whole and diffed whole, as before views
 *   shared their history. This baseline still pays for caching and freezing its records.
 * The deltas of both runs must be byte-identical. Not a test: it never fails on timing.
 *
 *   npm run bench:fanout -- [--positions 3000] [--repeat 3] [--json]
 */
import { parseArgs } from 'node:util';
import { cloneJson, randomPolicy, runMatch, type AnyGame } from '@alibi/engine';
import { perfectAlibi } from '@alibi/perfect-alibi';
import { diff } from '@alibi/protocol';

const { values } = parseArgs({
  options: { positions: { type: 'string' }, repeat: { type: 'string' }, json: { type: 'boolean' } },
  strict: true,
});
const positions = Number(values.positions ?? 3000);
const repeat = Number(values.repeat ?? 3);
if (!(positions > 1) || !(repeat > 0)) throw new Error('--positions must be above 1 and --repeat positive');

const game = perfectAlibi as unknown as AnyGame;
const SEATS = 5;
const states: unknown[] = [];
for (let g = 0; states.length < positions; g++)
  runMatch(game, {
    players: SEATS,
    seed: `bench:fanout:${g}`,
    policies: randomPolicy(game.meta.interrupts, 0.004),
    maxSteps: 400,
    onStep: ({ state }) => void states.push(state),
  });
states.length = positions;

/** The five seats' deltas for the step from `before` to `after`, serialised. */
function fanOut(before: unknown, after: unknown): string {
  let out = '';
  for (let seat = 0; seat < SEATS; seat++) {
    const view = diff(game.view(before, seat), game.view(after, seat));
    const legal = diff(game.legal(before, seat), game.legal(after, seat));
    out += JSON.stringify({ view, legal });
  }
  return out;
}

/** Microseconds per action (fastest of `repeat` passes) and every delta, for the given state pairs. */
function run(pairs: () => [unknown, unknown][]): { usPerAction: number; deltas: string[] } {
  let best = Infinity;
  let deltas: string[] = [];
  for (let r = 0; r < repeat; r++) {
    const steps = pairs();
    const start = performance.now();
    deltas = steps.map(([before, after]) => fanOut(before, after));
    best = Math.min(best, ((performance.now() - start) * 1000) / steps.length);
  }
  return { usPerAction: best, deltas };
}

const consecutive = () => states.slice(1).map((after, i): [unknown, unknown] => [states[i], after]);
// Warm-up of both paths, so that neither run pays for compiling the code.
run(consecutive);
const shared = run(consecutive);
const rebuilt = run(() => consecutive().map(([before, after]): [unknown, unknown] => [cloneJson(before), cloneJson(after)]));
const bytesEqual = shared.deltas.every((d, i) => d === rebuilt.deltas[i]);

const result = {
  positions: positions - 1,
  seats: SEATS,
  sharedUsPerAction: shared.usPerAction,
  rebuiltUsPerAction: rebuilt.usPerAction,
  ratio: rebuilt.usPerAction / shared.usPerAction,
  bytesEqual,
};
if (values.json) console.log(JSON.stringify(result));
else
  console.log(
    `fan-out per action, ${result.positions} positions of 5-player games: shared ${result.sharedUsPerAction.toFixed(1)} us, ` +
      `rebuilt ${result.rebuiltUsPerAction.toFixed(1)} us (x${result.ratio.toFixed(1)}); deltas identical: ${bytesEqual}`,
  );
