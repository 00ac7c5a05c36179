/**
 * Engine benchmark: random play of Perfect Alibi, 5 players, Rival variant.
 * Prints actions/s (random play through runMatch, which also builds each actor's view to feed the
 * random policy) and views/s (every seat and the spectator after every action, timed alone), each
 * next to a baseline measured in the same run on the same machine, as a ratio:
 *   - actions/s against 3-player standard play;
 *   - views/s against a JSON round trip of the same states (the least any state copy costs).
 * Not a test: it never fails on timing.
 *
 *   npm run bench:engine -- [--seconds S | --games N] [--json]
 */
import { parseArgs } from 'node:util';
import { randomPolicy, runMatch, type AnyGame, type LoggedAction, type Viewer } from '@alibi/engine';
import { findGame } from '@alibi/games';

const { values } = parseArgs({
  options: { seconds: { type: 'string' }, games: { type: 'string' }, json: { type: 'boolean' } },
  strict: true,
});
const seconds = Number(values.seconds ?? 3);
const gameLimit = values.games === undefined ? Infinity : Number(values.games);
if (!(seconds > 0) || !(gameLimit > 0)) throw new Error('--seconds and --games must be positive numbers');

const found = findGame('perfect-alibi');
if (!found) throw new Error('perfect-alibi is not in the registry');
const game: AnyGame = found;
const rival = game.meta.variants.find((v) => v.id === 'rival')?.options;
if (!rival) throw new Error('perfect-alibi has no rival variant');

interface Played {
  games: number;
  actions: number;
  seconds: number;
  logs: { seed: string; log: LoggedAction[] }[];
}

/** Plays seeded random games until the time budget or the game limit runs out. */
function play(players: number, options: Record<string, unknown>, budget: number, limit: number, tag: string): Played {
  const policy = randomPolicy(game.meta.interrupts);
  const logs: Played['logs'] = [];
  let actions = 0;
  const start = performance.now();
  const deadline = start + budget * 1000;
  while (logs.length < limit && performance.now() < deadline) {
    const seed = `bench:${tag}:${logs.length}`;
    const result = runMatch(game, { players, seed, options, policies: policy });
    if (result.error) throw new Error(`${seed}: ${result.error}`);
    actions += result.steps;
    logs.push({ seed, log: result.log });
  }
  return { games: logs.length, actions, seconds: (performance.now() - start) / 1000, logs };
}

/** Replays the games; times the views of every viewer after each action, and a JSON round trip of each state. */
function viewsAndCopies(players: number, options: Record<string, unknown>, logs: Played['logs']) {
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
  let views = 0;
  let viewTime = 0;
  let copies = 0;
  let copyTime = 0;
  let sink = 0; // keeps the measured work observable so it cannot be optimised away
  for (const { seed, log } of logs) {
    const setup = game.setup({ players, seed, options });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    for (const { seat, action } of log) {
      const r = game.apply(state, seat, action);
      if (!r.ok) throw new Error(`${seed}: replay refused ${JSON.stringify(action)}`);
      state = r.value.state;
      let t = performance.now();
      for (const v of viewers) sink += game.view(state, v) === null ? 0 : 1;
      viewTime += performance.now() - t;
      views += viewers.length;
      t = performance.now();
      sink += JSON.parse(JSON.stringify(state)) === null ? 0 : 1;
      copyTime += performance.now() - t;
      copies++;
    }
  }
  if (sink !== views + copies) throw new Error('a view or a copy came back null');
  return { viewsPerSecond: views / (viewTime / 1000), jsonRoundTripsPerSecond: copies / (copyTime / 1000), views };
}

// Warm the JIT up on both workloads before measuring either.
play(5, rival, 0.3, Infinity, 'warm');
play(3, {}, 0.3, Infinity, 'warm');

const subject = play(5, rival, seconds, gameLimit, 'rival5');
const baseline = play(3, {}, seconds, gameLimit, 'standard3');
const copies = viewsAndCopies(5, rival, subject.logs);

const round = (x: number) => Math.round(x);
const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
const report = {
  game: game.meta.id,
  players: 5,
  variant: 'rival',
  node: process.version,
  games: subject.games,
  actions: subject.actions,
  seconds: Math.round(subject.seconds * 1000) / 1000,
  actionsPerSecond: round(subject.actions / subject.seconds),
  viewsPerSecond: round(copies.viewsPerSecond),
  baseline: {
    standard3ActionsPerSecond: round(baseline.actions / baseline.seconds),
    jsonRoundTripsPerSecond: round(copies.jsonRoundTripsPerSecond),
  },
  ratios: {
    /** Rival 5-player play speed as a fraction of 3-player standard play. */
    actionsVsStandard3: ratio(subject.actions / subject.seconds, baseline.actions / baseline.seconds),
    /** Views built in the time of one JSON round trip of the state. */
    viewsPerJsonRoundTrip: ratio(copies.viewsPerSecond, copies.jsonRoundTripsPerSecond),
  },
};

if (values.json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`Perfect Alibi, 5 players, rival variant (${process.version})`);
  console.log(`  ${report.games} games, ${report.actions} actions in ${report.seconds} s`);
  console.log(
    `  actions/s   ${report.actionsPerSecond}   baseline 3-player standard ${report.baseline.standard3ActionsPerSecond}   ratio ${report.ratios.actionsVsStandard3}`,
  );
  console.log(
    `  views/s     ${report.viewsPerSecond}   baseline JSON round trips/s ${report.baseline.jsonRoundTripsPerSecond}   ratio ${report.ratios.viewsPerJsonRoundTrip}`,
  );
}
