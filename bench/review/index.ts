/**
 * Game review speed (issue #21, docs/review.md): `npm run bench:review [-- --json] [-- --config 5p]`.
 * For each configuration, a finished game of about 200 actions (random legal players, the first
 * seed whose game ends within 180-240 actions) is reviewed in full (every seat's curve, claims and
 * question ratings) and for one seat (what the web's Review tab and `alibi review --as` compute).
 * Wall and CPU time of this process, fastest of `--repeat` runs (default 2). Prints figures; never
 * fails on timing.
 */
import { randomPolicy, runMatch, type AnyGame, type Policy } from '@alibi/engine';
import { perfectAlibi } from '@alibi/perfect-alibi';
import { fourSuspects } from '@alibi/four-suspects';
import { alibi1993, heuristicPolicy as a93Heuristic } from '@alibi/alibi-1993';
import { reviewAlibi1993SeatFromViews, reviewGame, type ReviewInput } from '@alibi/deduction/review';

interface Config {
  name: string;
  game: AnyGame;
  players: number;
  options: Record<string, unknown>;
  /** Players other than random ones (Alibi 1993: its heuristic bots, whose hands end in 50-120 actions). */
  policy?: Policy;
  /** Shortest game taken (default 180 actions). */
  minActions?: number;
}

const configs: Config[] = [
  { name: 'perfect-alibi 5p standard', game: perfectAlibi as never, players: 5, options: {} },
  { name: 'perfect-alibi 5p rival', game: perfectAlibi as never, players: 5, options: { rival: true } },
  { name: 'perfect-alibi 5p manual', game: perfectAlibi as never, players: 5, options: { manualAnswers: true } },
  { name: 'perfect-alibi 4p standard', game: perfectAlibi as never, players: 4, options: {} },
  { name: 'perfect-alibi 3p rival', game: perfectAlibi as never, players: 3, options: { rival: true } },
  { name: 'four-suspects 5p', game: fourSuspects as never, players: 5, options: {} },
  { name: 'four-suspects 2p', game: fourSuspects as never, players: 2, options: {} },
  // Alibi (1993): heuristic bots (a real-looking hand) and random players (a long one); no question ratings.
  {
    name: 'alibi-1993 4p heuristic',
    game: alibi1993 as never,
    players: 4,
    options: {},
    policy: a93Heuristic as never,
    minActions: 40,
  },
  {
    name: 'alibi-1993 6p heuristic',
    game: alibi1993 as never,
    players: 6,
    options: {},
    policy: a93Heuristic as never,
    minActions: 40,
  },
  { name: 'alibi-1993 4p random', game: alibi1993 as never, players: 4, options: {} },
  { name: 'alibi-1993 6p random', game: alibi1993 as never, players: 6, options: {} },
];

const args = process.argv.slice(2);
const json = args.includes('--json');
const only = args.includes('--config') ? args[args.indexOf('--config') + 1] : undefined;
const repeat = args.includes('--repeat') ? Number(args[args.indexOf('--repeat') + 1]) : 2;

function gameOf(c: Config): ReviewInput {
  const policy = c.policy ?? randomPolicy([...c.game.meta.interrupts, 'resign', 'requestConfirm', 'accuse'], 0.004);
  for (let i = 0; i < 400; i++) {
    const seed = `bench-review:${c.name}:${i}`;
    const m = runMatch(c.game, { players: c.players, seed, options: c.options, policies: policy, maxSteps: 240 });
    if (m.ended && m.log.length >= (c.minActions ?? 180))
      return {
        game: c.game.meta.id,
        players: c.players,
        seed,
        options: c.options,
        actions: m.log.map((l) => ({ seat: l.seat, action: l.action })),
      };
  }
  throw new Error(`no game of 180-240 actions for ${c.name}`);
}

/** Seat 0's views and events of an Alibi (1993) game, and the from-views review of them (what the web worker runs). */
function a93SeatFromViews(input: ReviewInput): () => unknown {
  const setup = alibi1993.setup({ players: input.players, seed: input.seed, options: input.options ?? {} });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const views = [alibi1993.view(state, 0)];
  const events: unknown[][] = [[]];
  for (const { seat, action } of input.actions) {
    const r = alibi1993.apply(state, seat, action as never);
    if (!r.ok) continue;
    state = r.value.state;
    views.push(alibi1993.view(state, 0));
    events.push(r.value.events.flatMap((e) => alibi1993.project(e, 0) ?? []));
  }
  return () => reviewAlibi1993SeatFromViews(0, views, events);
}

function time(f: () => unknown): { wallMs: number; cpuMs: number } {
  let best = { wallMs: Infinity, cpuMs: Infinity };
  for (let r = 0; r < repeat; r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    f();
    const wallMs = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    if (cpuMs < best.cpuMs) best = { wallMs, cpuMs };
  }
  return best;
}

const rows = [];
for (const c of configs.filter((x) => !only || x.name.includes(only))) {
  const input = gameOf(c);
  const review = reviewGame(input);
  const questions = review.seats.reduce((n, s) => n + s.questions.length, 0);
  const full = time(() => reviewGame(input));
  // Alibi (1993) reviews every seat in reviewGame: its one-seat figure is the web worker's (seat 0 from its views).
  const seat0 = c.game.meta.id === 'alibi-1993' ? time(a93SeatFromViews(input)) : time(() => reviewGame(input, { seats: [0] }));
  const curves = time(() => reviewGame(input, { questions: false }));
  const row = { config: c.name, seed: input.seed, actions: input.actions.length, questions, full, seat0, curves };
  rows.push(row);
  if (json) console.log(JSON.stringify(row));
  else
    console.log(
      `${c.name.padEnd(28)} ${String(row.actions).padStart(4)} actions ${String(questions).padStart(3)} questions | ` +
        `all seats ${full.cpuMs.toFixed(0).padStart(6)} ms CPU (${full.wallMs.toFixed(0)} wall) | ` +
        `one seat ${seat0.cpuMs.toFixed(0).padStart(6)} ms CPU | curves only ${curves.cpuMs.toFixed(0).padStart(5)} ms CPU`,
    );
}
if (!json && rows.length > 1) {
  const slowest = rows.reduce((a, b) => (b.full.cpuMs > a.full.cpuMs ? b : a));
  console.log(`slowest (all seats): ${slowest.config}, ${slowest.full.cpuMs.toFixed(0)} ms CPU`);
}
