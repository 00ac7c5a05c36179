/**
 * Alibi (1993) deduction benchmark: one full update (information set from the view and projected
 * events + deduce) on views of games of heuristic bots and of random players, cut at a uniformly
 * random step of the first hand, one configuration per player count and policy; plus the small synthetic hands of the test suite,
 * where the exact engine runs, against the brute-force enumerator. Prints p50/p99 CPU
 * milliseconds and how many updates were exact. Not a test: it never fails on timing.
 *
 *   npx tsx bench/deduction/alibi-1993.ts [--samples N] [--repeat N] [--json]
 */
import { parseArgs } from 'node:util';
import { randomPolicy, Rng, runMatch, type Policy } from '@alibi/engine';
import { alibi1993, heuristicPolicy, type Event, type ProjectedEvent, type State } from '@alibi/alibi-1993';
import { alibi1993InfoSet, deduceAlibi1993 } from '../../packages/deduction/src/alibi-1993.ts';
import { bruteHidden, syntheticHand } from '../../packages/deduction/test/alibi-1993-brute.ts';

const { values } = parseArgs({
  options: { samples: { type: 'string' }, repeat: { type: 'string' }, json: { type: 'boolean' } },
  strict: true,
});
const sampleCount = Number(values.samples ?? 200);
const REPEAT = Number(values.repeat ?? 3);
if (!(sampleCount > 0) || !(REPEAT > 0)) throw new Error('--samples and --repeat must be positive');

/** CPU milliseconds (user + system) of one call: other processes on a shared machine do not count. */
function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
const fastest = (run: () => void) => Math.min(...Array.from({ length: REPEAT }, () => cpuMs(run)));
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

const POLICIES: Record<string, Policy> = {
  heuristic: heuristicPolicy as Policy,
  // Random players ask broad random questions and rarely accuse: long hands, many answers.
  random: randomPolicy(['accuse'], 0.01),
};

/** Views (with the viewer's projected events) at random steps of the first hand of random games. */
function views(players: number, count: number, policy: string) {
  const rng = Rng.fromSeed(`bench:a93:${players}:${policy}`);
  const out: { view: ReturnType<typeof alibi1993.view>; events: ProjectedEvent[]; solution: number[] }[] = [];
  for (let g = 0; out.length < count && g < count * 10; g++) {
    const events: Event[] = [];
    const steps: { state: State; events: number }[] = [];
    runMatch(alibi1993, {
      players,
      seed: `bench:a93:${players}:${g}`,
      policies: POLICIES[policy] as Policy,
      onStep: ({ state, events: es }) => {
        events.push(...(es as Event[]));
        const s = state as State;
        if (s.public.handNumber === 1 && s.public.phase.kind !== 'over') steps.push({ state: s, events: events.length });
      },
    });
    if (!steps.length) continue;
    const { state, events: upTo } = steps[rng.int(steps.length)] as (typeof steps)[number];
    const viewer = rng.int(players);
    out.push({
      solution: state.hidden.solution,
      view: alibi1993.view(state, viewer),
      events: events.slice(0, upTo).map((e) => alibi1993.project(e, viewer) as ProjectedEvent),
    });
  }
  return out;
}

const rows: Record<string, unknown>[] = [];
const report = (row: Record<string, unknown>, text: string) => {
  rows.push(row);
  console.log(values.json ? JSON.stringify(row) : text);
};
const f = (x: number) => x.toFixed(x < 10 ? 2 : 0).padStart(7);

for (const [players, policy] of [3, 4, 5, 6].flatMap((p) => Object.keys(POLICIES).map((k) => [p, k] as const))) {
  const vs = views(players, sampleCount, policy);
  let exact = 0;
  // Sharpness: the mean probability given to the true hidden cards, against the uniform chance
  // over the same possible cards (the logic alone).
  let truth = 0;
  let uniform = 0;
  const times = vs.map(({ view, events, solution }) => {
    const d = deduceAlibi1993(alibi1993InfoSet(view, events));
    if (d.exact) exact++;
    d.types.forEach((t, i) => {
      truth += (t.probability[t.cards.indexOf(solution[i] as number)] ?? 0) / 4;
      uniform += 1 / t.possible.filter(Boolean).length / 4;
    });
    return fastest(() => deduceAlibi1993(alibi1993InfoSet(view, events)));
  });
  const row = {
    config: `alibi-1993 ${players}p ${policy}`,
    samples: times.length,
    exact,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
    truthP: truth / times.length,
    uniformP: uniform / times.length,
  };
  report(
    row,
    `${row.config.padEnd(24)} update p50 ${f(row.p50Ms)} ms  p99 ${f(row.p99Ms)} ms  max ${f(row.maxMs)} ms | exact ${exact}/${times.length} | P(truth) ${row.truthP.toFixed(3)} (uniform ${row.uniformP.toFixed(3)})`,
  );
}

// Small synthetic hands (3-4 players, 10-12 cards): exact engine against brute force.
const small = Array.from(
  { length: Math.min(sampleCount, 100) },
  (_, i) => syntheticHand(Rng.fromSeed(`bench:a93:small:${i}`), 3 + (i % 2), i % 2 ? [3, 3, 3, 2] : [3, 3, 3, 3], 3).info,
);
const exactTimes = small.map((info) => fastest(() => deduceAlibi1993(info, { mode: 'exact' })));
const approxTimes = small.map((info) => fastest(() => deduceAlibi1993(info, { mode: 'approximate' })));
const bruteTimes = small.map((info) => cpuMs(() => bruteHidden(info)));
const row = {
  config: 'alibi-1993 small decks',
  samples: small.length,
  exactP50Ms: percentile(exactTimes, 50),
  exactP99Ms: percentile(exactTimes, 99),
  approxP50Ms: percentile(approxTimes, 50),
  approxP99Ms: percentile(approxTimes, 99),
  bruteP50Ms: percentile(bruteTimes, 50),
  bruteP99Ms: percentile(bruteTimes, 99),
};
report(
  row,
  `${row.config.padEnd(24)} exact p50 ${f(row.exactP50Ms)} ms  p99 ${f(row.exactP99Ms)} ms | approx p50 ${f(row.approxP50Ms)} ms  p99 ${f(row.approxP99Ms)} ms | brute p50 ${f(row.bruteP50Ms)} ms  p99 ${f(row.bruteP99Ms)} ms`,
);
