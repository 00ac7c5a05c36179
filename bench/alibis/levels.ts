/**
 * Level benchmark for `alibis` (cooperative, so the arena's win rates say nothing): for each player
 * count, the same seeded games played with every seat at one level — easy (the registry's random
 * bot), medium (the word bot), hard (the expert) — and the heat removed per game, with 95% normal
 * intervals; hard − medium and medium − easy are paired over the seeds. Think times are per
 * decision (a call that returned an action or that the game waited for). Not a test: it never fails.
 *
 *   npx tsx bench/alibis/levels.ts [--games N] [--players 2,3,4,5,6] [--json]
 */
import { parseArgs } from 'node:util';
import { randomPolicy, runMatch, type Policy } from '@alibi/engine';
import { alibis, expertWordPolicy, wordBotPolicy, type State } from '@alibi/alibis';

const { values } = parseArgs({
  options: { games: { type: 'string' }, players: { type: 'string' }, json: { type: 'boolean' } },
  strict: true,
});
const games = Number(values.games ?? 30);
if (!(games > 1)) throw new Error('--games must be a number above 1');
const counts = (values.players ?? '2,3,4,5,6').split(',').map(Number);

const levels: Record<string, Policy> = {
  easy: randomPolicy(alibis.meta.interrupts),
  medium: wordBotPolicy as Policy,
  hard: expertWordPolicy as Policy,
};

const round2 = (x: number) => Math.round(x * 100) / 100;
/** Mean and 95% normal interval. */
function interval(xs: number[]): { mean: number; ci95: [number, number] } {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
  const half = (1.96 * sd) / Math.sqrt(xs.length);
  return { mean: round2(mean), ci95: [round2(mean - half), round2(mean + half)] };
}
const percentile = (xs: number[], q: number) => round2([...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)] ?? 0);

const results = counts.map((players) => {
  const removed: Record<string, number[]> = {};
  const think: Record<string, number[]> = {};
  let heat = 0;
  for (const [level, policy] of Object.entries(levels)) {
    const times: number[] = [];
    const timed: Policy = {
      name: level,
      choose(input) {
        const start = performance.now();
        const action = policy.choose(input);
        if (action !== null || input.mustAct) times.push(performance.now() - start);
        return action;
      },
    };
    removed[level] = Array.from({ length: games }, (_, i) => {
      const r = runMatch(alibis, { players, seed: `levels:${players}:${i}`, policies: timed });
      if (r.error) throw new Error(`${level}, ${players} players, game ${i}: ${r.error}`);
      const s = r.state as State;
      heat = s.public.heatStart;
      return s.public.heatStart - s.public.heat;
    });
    think[level] = times;
  }
  const paired = (a: string, b: string) =>
    interval((removed[a] as number[]).map((x, i) => x - ((removed[b] as number[])[i] as number)));
  return {
    players,
    games,
    heat,
    removed: Object.fromEntries(Object.entries(removed).map(([level, xs]) => [level, interval(xs)])),
    hardMinusMedium: paired('hard', 'medium'),
    mediumMinusEasy: paired('medium', 'easy'),
    thinkMsP95: Object.fromEntries(Object.entries(think).map(([level, xs]) => [level, percentile(xs, 0.95)])),
  };
});

if (values.json) console.log(JSON.stringify(results));
else
  for (const r of results) {
    const cell = (x: { mean: number; ci95: [number, number] }) => `${x.mean} (${x.ci95[0]}–${x.ci95[1]})`;
    console.log(
      `${r.players} players, heat ${r.heat}, ${r.games} games: removed easy ${cell(r.removed.easy!)}, medium ${cell(r.removed.medium!)}, hard ${cell(r.removed.hard!)}; ` +
        `hard − medium ${cell(r.hardMinusMedium)}, medium − easy ${cell(r.mediumMinusEasy)}; think p95 ms ${JSON.stringify(r.thinkMsP95)}`,
    );
  }
