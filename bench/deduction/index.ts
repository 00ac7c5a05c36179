/**
 * Deduction benchmark: one full update (information set from the view + deduce) on random
 * mid-game views of random games, for every configuration, against two brute-force enumerators
 * of the test suite on the same views in the same run:
 *
 * - plain: every deal (every hand, missing card, Rival tile, room split) weighed against every
 *   observation, no pruning, no memo. Where a view has more deals than --plain-budget walk
 *   nodes allow, the walk stops there and its time is extrapolated: time so far x (deals in all /
 *   deals weighed), with the exact deal count (such views are counted as `bruteEstimated`).
 * - pruned: the enumerator the agreement tests use (a deal is abandoned as soon as one seat's
 *   own observations rule it out, seat weights memoised). Views it cannot finish within --budget
 *   nodes count as timeouts, with the time spent as a lower bound.
 *
 * The headline configuration is Perfect Alibi, 5 players, Rival variant, seen right after the
 * 60th question; the others are cut at a uniformly random step of the second half of a game.
 * Not a test: it never fails on timing.
 *
 * Times are CPU time of this process (other processes on a shared machine do not count); each
 * engine update is timed --repeat times (default 3) and the fastest counts (first-call JIT and
 * GC pauses left out); brute force runs once per view.
 *
 *   npm run bench:deduction -- [--samples N] [--brute-samples N] [--budget NODES] [--plain-budget NODES]
 *                              [--repeat N] [--config SUBSTRING] [--json]
 */
import { parseArgs } from 'node:util';
import { Rng } from '@alibi/engine';
import type { View as PAView } from '@alibi/perfect-alibi';
import type { View as FSView } from '@alibi/four-suspects';
import { deduce, fourSuspectsInfoSet, perfectAlibiInfoSet } from '@alibi/deduction';
import {
  BudgetExceeded,
  bruteFourSuspects,
  brutePerfectAlibi,
  dealCount,
  type BruteOptions,
} from '../../packages/deduction/test/brute.ts';
import { CONFIGS, gameOf, playStates, type Config } from '../../packages/deduction/test/samples.ts';

const { values } = parseArgs({
  options: {
    samples: { type: 'string' },
    'brute-samples': { type: 'string' },
    budget: { type: 'string' },
    'plain-budget': { type: 'string' },
    repeat: { type: 'string' },
    config: { type: 'string' },
    json: { type: 'boolean' },
  },
  strict: true,
});
const sampleCount = Number(values.samples ?? 200);
const bruteCount = Number(values['brute-samples'] ?? 20);
const budget = Number(values.budget ?? 2_000_000);
const plainBudget = Number(values['plain-budget'] ?? 200_000);
const REPEAT = Number(values.repeat ?? 3);
if (!(sampleCount > 0) || !(bruteCount > 0) || !(budget > 0) || !(plainBudget > 0))
  throw new Error('--samples, --brute-samples, --budget and --plain-budget must be positive');

interface Case extends Config {
  /** The step to cut a game at, or null when the game has no such step. */
  cut(states: unknown[], rng: Rng): number | null;
}

const questionsOf = (state: unknown) => (state as { public: { questions: unknown[] } }).public.questions.length;
const secondHalf = (states: unknown[], rng: Rng) => Math.floor(states.length / 2) + rng.int(Math.ceil(states.length / 2));
const headline = CONFIGS.find((c) => c.name === 'perfect-alibi 5p rival') as Config;
const CASES: Case[] = [
  {
    ...headline,
    name: 'perfect-alibi 5p rival, 60 questions',
    cut: (states) => {
      const i = states.findIndex((s) => questionsOf(s) === 61);
      return i > 0 ? i - 1 : null;
    },
  },
  ...CONFIGS.map((c) => ({ ...c, cut: secondHalf })),
];

function views(c: Case, count: number): unknown[] {
  const rng = Rng.fromSeed(`bench:deduction:${c.name}`);
  const out: unknown[] = [];
  for (let g = 0; out.length < count && g < count * 50; g++) {
    const states = playStates(c, `bench:${c.name}:${g}`, 2000);
    const step = states.length ? c.cut(states, rng) : null;
    if (step === null) continue;
    out.push(gameOf(c).view(states[step], rng.int(c.players)));
  }
  return out;
}

/** CPU milliseconds (user + system) of one call: other processes on a shared machine do not count. */
function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

function update(c: Case, view: unknown) {
  const info = c.game === 'perfect-alibi' ? perfectAlibiInfoSet(view as PAView) : fourSuspectsInfoSet(view as FSView);
  return deduce(info);
}

const results = [];
for (const c of CASES.filter((x) => x.name.includes(values.config ?? ''))) {
  const vs = views(c, sampleCount);
  for (let r = 0; r < 3; r++) for (const v of vs) update(c, v); // warm-up: steady-state (optimised) code
  // The machine may be shared: each view is timed REPEAT times and the fastest run counts.
  const engine = vs.map((v) => {
    let best = Infinity;
    for (let r = 0; r < REPEAT; r++)
      best = Math.min(
        best,
        cpuMs(() => update(c, v)),
      );
    return best;
  });
  const brute = (v: unknown, options: BruteOptions) =>
    c.game === 'perfect-alibi' ? brutePerfectAlibi(v as PAView, options) : bruteFourSuspects(v as FSView, options);
  let timeouts = 0;
  const pruned = vs.slice(0, bruteCount).map((v) =>
    cpuMs(() => {
      try {
        brute(v, { budget });
      } catch (e) {
        if (!(e instanceof BudgetExceeded)) throw e;
        timeouts++;
      }
    }),
  );
  let estimated = 0;
  const plain = vs.slice(0, bruteCount).map((v) => {
    let weighed = 0;
    const ms = cpuMs(() => {
      try {
        weighed = brute(v, { budget: plainBudget, plain: true }).leaves;
      } catch (e) {
        if (!(e instanceof BudgetExceeded)) throw e;
        weighed = e.leaves;
      }
    });
    const deals = dealCount(v as PAView | FSView, c.game);
    if (weighed === deals) return ms;
    estimated++;
    return (ms * deals) / Math.max(1, weighed);
  });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const row = {
    config: c.name,
    samples: engine.length,
    engineP50Ms: percentile(engine, 50),
    engineP99Ms: percentile(engine, 99),
    engineMaxMs: Math.max(...engine),
    bruteSamples: plain.length,
    bruteEstimated: estimated,
    bruteP50Ms: percentile(plain, 50),
    bruteP99Ms: percentile(plain, 99),
    ratio: percentile(plain, 50) / percentile(engine, 50),
    prunedBruteP50Ms: percentile(pruned, 50),
    prunedBruteP99Ms: percentile(pruned, 99),
    prunedTimeouts: timeouts,
    prunedRatio: percentile(pruned, 50) / percentile(engine, 50),
    /** Mean over the views both ran on: what a whole workload saves against the pruned walk. */
    prunedMeanRatio: mean(pruned) / mean(engine.slice(0, pruned.length)),
  };
  results.push(row);
  if (values.json) console.log(JSON.stringify(row));
  else {
    const f = (x: number) => (x >= 1e5 ? x.toExponential(1) : x.toFixed(x < 10 ? 2 : 0)).padStart(7);
    const x = (r: number) => (r >= 1e5 ? r.toExponential(1) : String(Math.round(r)));
    const est = estimated ? ` (${estimated}/${plain.length} extrapolated)` : '';
    const lower = timeouts ? ` (${timeouts}/${pruned.length} over budget: lower bounds)` : '';
    console.log(
      `${c.name.padEnd(38)} engine p50 ${f(row.engineP50Ms)} ms  p99 ${f(row.engineP99Ms)} ms | plain brute p50 ${f(row.bruteP50Ms)} ms  p99 ${f(row.bruteP99Ms)} ms${est} x${x(row.ratio)} | pruned brute p50 ${f(row.prunedBruteP50Ms)} ms  p99 ${f(row.prunedBruteP99Ms)} ms${lower} x${x(row.prunedRatio)} (mean x${x(row.prunedMeanRatio)})`,
    );
  }
}
