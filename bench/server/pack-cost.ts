/**
 * What packing a whole view costs against serialising it, in one run: the longest of `--games`
 * Perfect Alibi games of the boardgame.io anchor's workload (bench/bgio/player.ts, 5 players),
 * seat 0's view at its end. Also this project's `apply` per action replayed in this process of its
 * own (no anchor loaded), the figure bench:bgio's `apply` mode moves around (docs/engine.md).
 *
 *   npx tsx bench/server/pack-cost.ts [--games 30] [--reps 1000]
 *
 * CPU time of this process; not a test, it never fails on timing.
 */
import { parseArgs } from 'node:util';
import { perfectAlibi, type Action, type State } from '@alibi/perfect-alibi';
import { packView } from '@alibi/protocol/pack';
import { AnchorPolicy } from '../bgio/player.ts';

const { values } = parseArgs({ options: { games: { type: 'string' }, reps: { type: 'string' } }, strict: true });
const games = Number(values.games ?? 30);
const reps = Number(values.reps ?? 1000);
if (!(games >= 1) || !(reps >= 1)) throw new Error('--games and --reps must be positive');

const played: { seed: string; moves: { seat: number; action: Action }[]; end: State }[] = [];
for (let g = 0; g < games; g++) {
  const seed = `1:${g}`;
  const setup = perfectAlibi.setup({ players: 5, seed, options: {} });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const bot = new AnchorPolicy(state, `bot:${seed}`);
  const moves: { seat: number; action: Action }[] = [];
  while (state.public.phase.kind !== 'over') {
    const { seat, action } = bot.decide(state);
    const r = perfectAlibi.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    moves.push({ seat, action });
    state = r.value.state;
  }
  played.push({ seed, moves, end: state });
}

/** Milliseconds of CPU per call of `f`, after a warm-up. */
function cpuMs(f: () => unknown, n = reps): number {
  for (let i = 0; i < Math.min(100, n); i++) f();
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000 / n;
}

const longest = played.reduce((a, b) => (b.end.public.questions.length > a.end.public.questions.length ? b : a));
const view = perfectAlibi.view(longest.end, 0);
// A copy that is not frozen: packed from scratch every time, as a question list that changed is.
const fresh = JSON.parse(JSON.stringify(view)) as unknown;
const json = cpuMs(() => JSON.stringify(view));
const packFresh = cpuMs(() => packView(fresh));
const packedJson = cpuMs(() => JSON.stringify(packView(fresh))) - packFresh;
const packCached = cpuMs(() => JSON.stringify(packView(view)));
const f3 = (x: number) => x.toFixed(3);
console.log(`seat 0's view at the end of the longest of ${games} games (${view.questions.length} questions), ${reps} calls each, ms of CPU per call:`);
console.log(`  JSON.stringify(view)                       ${f3(json)}   (${JSON.stringify(view).length} bytes)`);
console.log(`  packView, from scratch                     ${f3(packFresh)}`);
console.log(`  JSON.stringify of the packed view          ${f3(packedJson)}   (${JSON.stringify(packView(view)).length} bytes)`);
console.log(`  JSON spared by packing                     ${f3(json - packedJson)}   packing from scratch / JSON spared: x${(packFresh / (json - packedJson)).toFixed(2)}`);
console.log(`  packView + JSON, its history packed before ${f3(packCached)}`);

const replay = () => {
  let n = 0;
  for (const g of played) {
    const setup = perfectAlibi.setup({ players: 5, seed: g.seed, options: {} });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    for (const { seat, action } of g.moves) {
      const r = perfectAlibi.apply(state, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
      n++;
    }
  }
  return n;
};
replay();
const rounds: string[] = [];
for (let r = 0; r < 5; r++) {
  const c0 = process.cpuUsage();
  const n = replay();
  const c = process.cpuUsage(c0);
  rounds.push(((c.user + c.system) / n).toFixed(2));
}
console.log(`apply, setup and every action of the ${games} games replayed in this process, µs of CPU per action, 5 rounds: ${rounds.join(' ')}`);
