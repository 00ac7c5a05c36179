/**
 * This project's Perfect Alibi against the boardgame.io anchor (../shared/anchors/bgio-perfect-alibi),
 * on the anchor's workload (5 players, its random players: player.ts), in one process, alternating
 * the two sides round by round. Games/s and the ratio (this project / boardgame.io) for:
 *   apply   setup and every action applied (boardgame.io: its game reducer; here: `apply`);
 *   views   the same plus every seat's view serialised to JSON after every action (boardgame.io:
 *           the server's per-seat filter and JSON.stringify of each 'update' message);
 *   packed  the same, each view packed as the server sends whole views to the web client
 *           (@alibi/protocol pack.ts); boardgame.io packs nothing: its figure is the `views` one;
 *   server  the same plus what this project's server sends each seat per action: Match.commit and
 *           Play.broadcast (packages/server/src) with every seat on a delta connection (as the web
 *           client is), each emitted message serialised. boardgame.io's server sends the filtered
 *           state of `views` (deltaState is off by default), so its figure is the `views` one.
 * Random players and checks run outside the timers; game i uses seed `<seed>:i` on both sides (the
 * generators differ, so the games differ: the workload statistics show they are alike). Also the
 * bytes per seat message, on average and at the end of the longest game, and what fills the view.
 * Not a test: it never fails on timing.
 *
 *   npm run bench:bgio -- [--games 200] [--rounds 3] [--warmup 20] [--seed 1] [--quick] [--anchor DIR] [--json]
 */
import os from 'node:os';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AnyGame } from '@alibi/engine';
import { ASSISTANTS, perfectAlibi, type Action, type View } from '@alibi/perfect-alibi';
import type { HubContext } from '../../packages/server/src/context.ts';
import { actionDigest, Match } from '../../packages/server/src/match.ts';
import { jsonParser } from '../../packages/server/src/parser.ts';
import { packView } from '@alibi/protocol/pack';
import { Play } from '../../packages/server/src/play.ts';
import type { Conn, TableRuntime } from '../../packages/server/src/table.ts';
import { loadAnchor, type BgioState } from './anchor.ts';
import { AnchorPolicy } from './player.ts';

// boardgame.io reads NODE_ENV when it loads: its headline figures are for production mode.
process.env.NODE_ENV = 'production';

const { values } = parseArgs({
  options: {
    games: { type: 'string' },
    rounds: { type: 'string' },
    warmup: { type: 'string' },
    seed: { type: 'string' },
    quick: { type: 'boolean' },
    anchor: { type: 'string' },
    json: { type: 'boolean' },
  },
  strict: true,
});
const quick = values.quick === true;
const games = Number(values.games ?? (quick ? 20 : 200));
const rounds = Number(values.rounds ?? (quick ? 1 : 3));
const warmup = Number(values.warmup ?? (quick ? 5 : 20));
const seed = values.seed ?? '1';
if (!(games > 1) || !(rounds > 0) || !(warmup >= 0))
  throw new Error('--games must be above 1, --rounds positive, --warmup not negative');
const root = fileURLToPath(new URL('../..', import.meta.url));
const anchorDir = resolve(root, values.anchor ?? '../shared/anchors/bgio-perfect-alibi');
const bgio = loadAnchor(anchorDir, root);

const PLAYERS = 5;
const SEATS = Array.from({ length: PLAYERS }, (_, i) => i);
const game = perfectAlibi as unknown as AnyGame;
type Mode = 'apply' | 'views' | 'packed' | 'server';
const now = () => performance.now();

/** What one game was, for the workload statistics (the same in every mode and round). */
interface GameStats {
  /** Actions as each side counts them. */
  actions: number;
  /** The decisions the anchor counts as actions: questions, cards shown by choice, claims. */
  anchorActions: number;
  turns: number;
  questions: number;
  cardsSeen: number;
  claims: number;
  wrongClaims: number;
}

/** One game played by the random players (untimed), to be replayed under the timers. */
interface Recorded<M> {
  seed: string;
  moves: M[];
  stats: GameStats;
}

/** Bytes serialised for the seats: over a run, and the last action's of each game. */
interface Sink {
  bytes: number;
  messages: number;
  last: { bytes: number; messages: number }[];
}

// ---------------------------------------------------------------- boardgame.io

function recordAnchor(index: number | string): Recorded<unknown> {
  const seedStr = `${seed}:${index}`;
  let state: BgioState = bgio.newMatch(PLAYERS, seedStr).initialState;
  const bot = new bgio.RandomPlayers(state.G, state.ctx, `bot:${seedStr}`);
  const moves: unknown[] = [];
  while (!state.ctx.gameover) {
    const move = bgio.makeMove(bot.decide(state.G, state.ctx));
    const next = bgio.reducer(state, move);
    if (next.transients?.error || next._stateID !== state._stateID + 1)
      throw new Error(`boardgame.io refused ${JSON.stringify(move)}`);
    moves.push(move);
    state = next;
    if (moves.length > 20_000) throw new Error(`game ${seedStr} did not end`);
  }
  const G = state.G;
  return {
    seed: seedStr,
    moves,
    stats: {
      actions: moves.length,
      anchorActions: moves.length,
      turns: state.ctx.turn,
      questions: G.history.length,
      cardsSeen: G.history.filter((e) => e.cardShown).length,
      claims: G.claims.length,
      wrongClaims: G.claims.filter((c) => !c.correct).length,
    },
  };
}

/** Setup, then every move through the reducer; with views, the server's filter and JSON for every seat. */
function replayAnchor(g: Recorded<unknown>, mode: Mode, sink: Sink): void {
  const matchID = `m:${g.seed}`;
  let state = bgio.newMatch(PLAYERS, g.seed).initialState;
  const seats = state.ctx.playOrder;
  let last = 0;
  for (const move of g.moves) {
    state = bgio.reducer(state, move);
    if (state.transients?.error) throw new Error(`boardgame.io refused a move on replay (${g.seed})`);
    if (mode === 'apply') continue;
    last = 0;
    for (const seat of seats) last += JSON.stringify(bgio.filterView(seat, { type: 'update', args: [matchID, state] })).length;
    sink.bytes += last;
    sink.messages += seats.length;
  }
  if (!state.ctx.gameover) throw new Error(`the replay of ${g.seed} did not end`);
  sink.last.push({ bytes: last, messages: mode === 'apply' ? 0 : seats.length });
}

// ---------------------------------------------------------------- this project

interface Move {
  seat: number;
  action: Action;
  /** The server's digest of the action (computed by its act path, before the fan-out: untimed). */
  digest: string;
}

function recordProject(index: number | string): Recorded<Move> {
  const seedStr = `${seed}:${index}`;
  const setup = perfectAlibi.setup({ players: PLAYERS, seed: seedStr, options: {} });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const bot = new AnchorPolicy(state, `bot:${seedStr}`);
  const moves: Move[] = [];
  while (state.public.phase.kind !== 'over') {
    const { seat, action } = bot.decide(state);
    const r = perfectAlibi.apply(state, seat, action);
    if (!r.ok) throw new Error(`${seedStr}: refused ${JSON.stringify(action)}: ${r.error.message}`);
    moves.push({ seat, action, digest: actionDigest(action) });
    state = r.value.state;
    if (moves.length > 20_000) throw new Error(`game ${seedStr} did not end`);
  }
  const claims = moves.filter((m) => m.action.type === 'claim').length;
  const q = state.public.questions;
  return {
    seed: seedStr,
    moves,
    stats: {
      actions: moves.length,
      anchorActions: moves.filter((m) => ['ask', 'show', 'claim'].includes(m.action.type)).length,
      turns: state.public.turn,
      questions: q.length,
      cardsSeen: q.filter((x) => x.card === 'shown' || x.card === 'taken').length,
      claims,
      wrongClaims: claims - (state.public.endReason === 'correct-claim' ? 1 : 0),
    },
  };
}

const encoder = new jsonParser.Encoder();

/** The server's per-seat fan-out with one delta connection per seat; every emitted message is encoded. */
function serverTable(match: Match, sink: Sink) {
  const conns = SEATS.map((seat): Conn => ({
    tableId: 'bench',
    seat,
    open: true,
    // Encoded as the server's socket.io encoder does (it reuses a payload's text when it holds it).
    emit: (event: string, ...args: unknown[]) => {
      for (const text of encoder.encode({ type: jsonParser.PacketType.EVENT, nsp: '/', data: [event, ...args] }))
        sink.bytes += text.length;
      sink.messages++;
    },
    drop: () => {},
    flushed: async () => {},
  }));
  const table = { id: 'bench', match, conns: new Set(conns) } as unknown as TableRuntime;
  const play = new Play({ chat: { afterChange: () => {} } } as unknown as HubContext);
  // What `hello` with `deltas: true` records: these connections hold version 0 and take deltas.
  const held = (play as unknown as { deltaConns: unknown }).deltaConns;
  if (!(held instanceof WeakMap)) throw new Error('Play no longer keeps deltaConns: update the bench');
  for (const c of conns) held.set(c, match.version);
  return { table, play };
}

/** Setup, then every action applied; with views, every seat's view as JSON; with the server, its fan-out. */
function replayProject(g: Recorded<Move>, mode: Mode, sink: Sink): void {
  const input = { players: PLAYERS, seed: g.seed, options: {} };
  let last = { bytes: 0, messages: 0 };
  if (mode === 'server') {
    const match = Match.build(game, input, []);
    const { table, play } = serverTable(match, sink);
    g.moves.forEach(({ seat, action, digest }, seq) => {
      const before = { bytes: sink.bytes, messages: sink.messages };
      const r = match.tryApply(seat, action);
      if (!r.ok) throw new Error(`${g.seed}: refused ${JSON.stringify(action)} on replay`);
      match.commit(seat, seq, r.value, digest);
      play.broadcast(table);
      last = { bytes: sink.bytes - before.bytes, messages: sink.messages - before.messages };
    });
    if (!match.over) throw new Error(`the replay of ${g.seed} did not end`);
  } else {
    const setup = perfectAlibi.setup(input);
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    for (const { seat, action } of g.moves) {
      const r = perfectAlibi.apply(state, seat, action);
      if (!r.ok) throw new Error(`${g.seed}: refused ${JSON.stringify(action)} on replay`);
      state = r.value.state;
      if (mode === 'apply') continue;
      last = { bytes: 0, messages: PLAYERS };
      for (const v of SEATS) {
        const view = perfectAlibi.view(state, v);
        last.bytes += JSON.stringify(mode === 'packed' ? packView(view) : view).length;
      }
      sink.bytes += last.bytes;
      sink.messages += PLAYERS;
    }
    if (state.public.phase.kind !== 'over') throw new Error(`the replay of ${g.seed} did not end`);
  }
  sink.last.push(last);
}

// ---------------------------------------------------------------- rounds

type Side = 'boardgame.io' | 'this project';
const SIDES: Side[] = ['boardgame.io', 'this project'];
const MODES: Mode[] = ['apply', 'views', 'packed', 'server'];
/** boardgame.io's server sends what `views` measures, and packs nothing: those are not run again. */
const runs = (side: Side, mode: Mode) => side === 'this project' || mode === 'apply' || mode === 'views';

const recordAll = (side: Side, ids: (number | string)[]) =>
  ids.map((i) => (side === 'boardgame.io' ? recordAnchor(i) : recordProject(i)));
const ids = Array.from({ length: games }, (_, i) => i);
const warmIds = Array.from({ length: warmup }, (_, i) => `warm${i}`);
const recorded = new Map(SIDES.map((side) => [side, recordAll(side, ids)] as const));
const warm = new Map(SIDES.map((side) => [side, recordAll(side, warmIds)] as const));

interface Run {
  /** Games per second of this process's CPU time (what the figures use), and of wall time. */
  gamesPerSecond: number;
  wallGamesPerSecond: number;
  usPerAction: number;
  sink: Sink;
}

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function replayAll(side: Side, mode: Mode, list: Recorded<unknown>[]): Run {
  const sink: Sink = { bytes: 0, messages: 0, last: [] };
  // The CPU time is the process's: collect the last run's garbage first, so that its collector
  // threads are not charged to this run.
  gc();
  const cpu0 = process.cpuUsage();
  const wall0 = now();
  for (const g of list)
    if (side === 'boardgame.io') replayAnchor(g, mode, sink);
    else replayProject(g as Recorded<Move>, mode, sink);
  const wallMs = now() - wall0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const actions = list.reduce((a, g) => a + g.stats.actions, 0);
  return {
    gamesPerSecond: list.length / (cpuMs / 1000),
    wallGamesPerSecond: list.length / (wallMs / 1000),
    usPerAction: (cpuMs * 1000) / actions,
    sink,
  };
}

const load0 = os.loadavg()[0] as number;
const cpu0 = process.cpuUsage();
const wall0 = now();
for (const side of SIDES)
  for (const mode of MODES) if (runs(side, mode)) replayAll(side, mode, warm.get(side) as Recorded<unknown>[]);

const results = new Map<string, Run[]>();
const key = (side: Side, mode: Mode) => `${side}/${mode}`;
for (let r = 0; r < rounds; r++) {
  // Alternate which side goes first, so a drift in the machine's load falls on both.
  const order = r % 2 === 0 ? SIDES : [...SIDES].reverse();
  for (const mode of MODES)
    for (const side of order) {
      if (!runs(side, mode)) continue;
      const k = key(side, mode);
      results.set(k, [...(results.get(k) ?? []), replayAll(side, mode, recorded.get(side) as Recorded<unknown>[])]);
    }
}
const wallMs = now() - wall0;
const cpu = process.cpuUsage(cpu0);

// ---------------------------------------------------------------- figures

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const runsOf = (side: Side, mode: Mode) => results.get(key(side, runs(side, mode) ? mode : 'views')) as Run[];

const side = (xs: Run[]) => ({
  gamesPerSecond: median(xs.map((x) => x.gamesPerSecond)),
  usPerAction: median(xs.map((x) => x.usPerAction)),
  wallGamesPerSecond: median(xs.map((x) => x.wallGamesPerSecond)),
});
const figures = MODES.map((mode) => {
  const a = runsOf('boardgame.io', mode);
  const p = runsOf('this project', mode);
  const ratios = p.map((x, i) => x.gamesPerSecond / (a[i] as Run).gamesPerSecond);
  return {
    mode,
    boardgameio: side(a),
    project: side(p),
    ratio: median(ratios),
    ratioRange: [Math.min(...ratios), Math.max(...ratios)],
    wallRatio: median(p.map((x, i) => x.wallGamesPerSecond / (a[i] as Run).wallGamesPerSecond)),
  };
});

/** Bytes per seat message: on average, and at the end of the longest game played. */
function bytesOf(side: Side, mode: Mode) {
  const list = recorded.get(side) as Recorded<unknown>[];
  const { sink } = runsOf(side, mode)[0] as Run;
  const actions = list.reduce((a, g) => a + g.stats.actions, 0);
  let longest = 0;
  list.forEach((g, i) => {
    if (g.stats.actions > (list[longest] as Recorded<unknown>).stats.actions) longest = i;
  });
  const last = sink.last[longest] as Sink['last'][number];
  const stats = (list[longest] as Recorded<unknown>).stats;
  return {
    perMessage: sink.bytes / sink.messages,
    perSeatPerAction: sink.bytes / (actions * PLAYERS),
    /** Below 5 when some seats were sent nothing (nothing they can see changed). */
    messagesPerAction: sink.messages / actions,
    longestGame: {
      index: longest,
      actions: stats.actions,
      questions: stats.questions,
      perMessageAtEnd: last.bytes / Math.max(1, last.messages),
    },
  };
}
const bytes = {
  boardgameio: bytesOf('boardgame.io', 'views'),
  projectView: bytesOf('this project', 'views'),
  projectPacked: bytesOf('this project', 'packed'),
  projectSent: bytesOf('this project', 'server'),
};

/** The strings of a question record, numbered for the tuple estimate below. */
const CODES = ['tile', 'reporter', 'final', 'time', 'location', 'shown', 'taken', 'none', ...ASSISTANTS];

/**
 * What fills a seat's view at the end of the longest game (bytes of each field's JSON with its
 * key, mean over the seats), and what the view would weigh in other shapes (estimates: the view is
 * not sent like that): each question as a tuple of small numbers instead of an object with named
 * fields; only the last 10 questions (the rest paged on request); both.
 */
function viewFields(g: Recorded<Move>) {
  const setup = perfectAlibi.setup({ players: PLAYERS, seed: g.seed, options: {} });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  for (const { seat, action } of g.moves) {
    const r = perfectAlibi.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  const fieldBytes: Record<string, number> = {};
  const shapes = { now: 0, packed: 0, packedBrotli: 0, tuples: 0, last10: 0, tuplesLast10: 0 };
  const code = (x: unknown) => (typeof x === 'boolean' ? Number(x) : typeof x === 'string' ? CODES.indexOf(x) : x);
  for (const seat of SEATS) {
    const v = perfectAlibi.view(state, seat);
    for (const k of Object.keys(v) as (keyof View)[])
      fieldBytes[k] = (fieldBytes[k] ?? 0) + JSON.stringify({ [k]: v[k] }).length - 2;
    const tuples = v.questions.map((q) => Object.values(q).map((x) => (Array.isArray(x) ? x : code(x))));
    shapes.now += JSON.stringify(v).length;
    shapes.packed += JSON.stringify(packView(v)).length;
    shapes.packedBrotli += brotliCompressSync(JSON.stringify(packView(v)), { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }).length;
    shapes.tuples += JSON.stringify({ ...v, questions: tuples }).length;
    shapes.last10 += JSON.stringify({ ...v, questions: v.questions.slice(-10) }).length;
    shapes.tuplesLast10 += JSON.stringify({ ...v, questions: tuples.slice(-10) }).length;
  }
  const mean = (x: number) => Math.round(x / PLAYERS);
  return {
    questions: state.public.questions.length,
    fields: Object.entries(fieldBytes)
      .map(([k, n]) => [k, mean(n)] as const)
      .sort((a, b) => b[1] - a[1]),
    shapes: {
      now: mean(shapes.now),
      packed: mean(shapes.packed),
      packedBrotli: mean(shapes.packedBrotli),
      tuples: mean(shapes.tuples),
      last10: mean(shapes.last10),
      tuplesLast10: mean(shapes.tuplesLast10),
    },
  };
}
const fields = viewFields(
  (recorded.get('this project') as Recorded<Move>[])[bytes.projectView.longestGame.index] as Recorded<Move>,
);

/** Mean and standard error of each workload statistic, per side, and their difference in standard errors. */
function workload() {
  const statsOfSide = (side: Side) => (recorded.get(side) as Recorded<unknown>[]).map((g) => g.stats);
  const a = statsOfSide('boardgame.io');
  const p = statsOfSide('this project');
  const meanSe = (xs: number[]) => {
    const m = xs.reduce((s, x) => s + x, 0) / xs.length;
    const v = xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
    return { mean: m, se: Math.sqrt(v / xs.length) };
  };
  return (['anchorActions', 'turns', 'questions', 'cardsSeen', 'claims', 'wrongClaims', 'actions'] as const).map((k) => {
    const x = meanSe(a.map((s) => s[k]));
    const y = meanSe(p.map((s) => s[k]));
    return { statistic: k, boardgameio: x, project: y, z: (y.mean - x.mean) / Math.sqrt(x.se ** 2 + y.se ** 2 || 1) };
  });
}

const report = {
  anchor: anchorDir,
  boardgameio: bgio.version,
  node: process.version,
  players: PLAYERS,
  seed,
  games,
  rounds,
  machine: {
    nproc: os.availableParallelism(),
    loadavg1: [load0, os.loadavg()[0] as number],
    cpuPerWall: (cpu.user + cpu.system) / 1000 / wallMs,
  },
  figures,
  bytes,
  viewFieldsAtEnd: fields,
  workload: workload(),
};

const f0 = (x: number) => Math.round(x).toLocaleString('en');
const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);
if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  const m = report.machine;
  console.log(
    `Perfect Alibi, ${PLAYERS} players, anchor workload: boardgame.io ${report.boardgameio} against this project (${report.node})`,
  );
  console.log(
    `  ${games} games x ${rounds} round(s), seed ${seed}; load average ${f2(m.loadavg1[0] as number)} -> ${f2(m.loadavg1[1] as number)}, cpu/wall ${f2(m.cpuPerWall)}`,
  );
  console.log('  games/s of CPU time (us of CPU per action), median of the rounds; wall-time ratio last');
  console.log(
    '  mode     boardgame.io games/s (us/action)   this project games/s (us/action)   ratio (range over rounds)   wall',
  );
  for (const f of figures)
    console.log(
      `  ${f.mode.padEnd(7)}  ${f1(f.boardgameio.gamesPerSecond).padStart(10)} (${f1(f.boardgameio.usPerAction).padStart(6)})` +
        `${' '.repeat(19)}${f1(f.project.gamesPerSecond).padStart(10)} (${f1(f.project.usPerAction).padStart(6)})` +
        `${' '.repeat(17)}${f2(f.ratio)}x (${f2(f.ratioRange[0] as number)}-${f2(f.ratioRange[1] as number)}) `.padEnd(28) +
        `${f2(f.wallRatio)}x`,
    );
  console.log('  (boardgame.io\'s server sends its views message and packs nothing: its "packed" and "server" figures are its "views" one)');
  const b = report.bytes;
  console.log('  bytes per seat message          average   at the end of the longest game');
  console.log(
    `    boardgame.io (filtered state) ${f0(b.boardgameio.perMessage).padStart(8)}   ${f0(b.boardgameio.longestGame.perMessageAtEnd).padStart(8)} (${b.boardgameio.longestGame.questions} questions)`,
  );
  console.log(
    `    this project: full view       ${f0(b.projectView.perMessage).padStart(8)}   ${f0(b.projectView.longestGame.perMessageAtEnd).padStart(8)} (${b.projectView.longestGame.questions} questions)`,
  );
  console.log(
    `    this project: packed view     ${f0(b.projectPacked.perMessage).padStart(8)}   ${f0(b.projectPacked.longestGame.perMessageAtEnd).padStart(8)}`,
  );
  console.log(
    `    this project: sent (delta)    ${f0(b.projectSent.perMessage).padStart(8)}   ${f0(b.projectSent.longestGame.perMessageAtEnd).padStart(8)}` +
      `   (${f2(b.projectSent.messagesPerAction)} messages per action; ${f0(b.projectSent.perSeatPerAction)} bytes per seat per action)`,
  );
  console.log(`  view at the end of the longest game (${fields.questions} questions), bytes per field, mean over seats:`);
  console.log('    ' + fields.fields.map(([k, n]) => `${k} ${f0(n)}`).join(', '));
  const sh = fields.shapes;
  console.log(
    `  the same view in other shapes: as now ${f0(sh.now)}; packed as sent ${f0(sh.packed)} (${f0(sh.packedBrotli)} after brotli, as the first view over HTTP goes); estimates: questions as tuples ${f0(sh.tuples)}; ` +
      `last 10 questions only ${f0(sh.last10)}; both ${f0(sh.tuplesLast10)}`,
  );
  console.log('  workload per game (mean +- standard error)  boardgame.io          this project          difference in SE');
  for (const w of report.workload)
    console.log(
      `    ${w.statistic.padEnd(14)}${' '.repeat(28)}${`${f2(w.boardgameio.mean)} +- ${f2(w.boardgameio.se)}`.padEnd(22)}` +
        `${`${f2(w.project.mean)} +- ${f2(w.project.se)}`.padEnd(22)}${f2(w.z)}`,
    );
  console.log('    (anchorActions: questions, cards shown by choice and claims, the decisions the anchor counts as actions;');
  console.log("     actions: each side's own count, which here adds tiles taken, assistant choices and forced steps)");
}
