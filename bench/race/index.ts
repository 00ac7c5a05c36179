/**
 * Claim races (docs/claims.md): can a person win a Perfect Alibi slam against a hard bot that became
 * certain at the same moment?
 *
 *   npm run bench:race -- [--games 40] [--parallel 8] [--players 3] [--windows 5,0] [--json]
 *
 * Each game runs on its own real server (SQLite, bots at the production pace of 800 ms) with a fixed
 * seed, so every claim-window setting plays the same deals. Seat 0 is a scripted "person" on
 * socket.io: it plays its turns with the expert policy (quickly, claims and final questions left
 * out), follows the exact deduction (packages/deduction) on its own view, and once that proves the
 * missing card it claims after a human reaction time, uniform in 1.5-3.5 s. Seat 1 is the expert
 * (hard) bot; the other seats are heuristic bots. After the game the log is replayed from the
 * database to find the first version at which each seat's view proved the missing card. A race is
 * simultaneous when the person and the expert became certain at the same version; the figure is
 * the person's win rate in those, with a 95% Wilson interval. Not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Rng } from '@alibi/engine';
import { perfectAlibiInfoSet, deduce } from '@alibi/deduction';
import { expertPolicy, perfectAlibi, type Action, type View } from '@alibi/perfect-alibi';
import type { ActResult, ClientToServer, SeatGrant, ServerToClient, Update, Welcome } from '@alibi/protocol';
import { NO_LIMITS, startServer } from '@alibi/server';
import { io, type Socket } from 'socket.io-client';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const games = Number(arg('games', '40'));
const parallel = Math.max(1, Number(arg('parallel', '8')));
const players = Number(arg('players', '3'));
const windows = arg('windows', '5,0').split(',').map(Number);
const json = process.argv.includes('--json');
/** Off: the person relies on its own deduction only (natural races, which are rare). */
const cue = !process.argv.includes('--no-cue');
const REACTION_MS: [number, number] = [1500, 3500];
/** A game still running after this is cut off (counted, never a race). */
const GAME_LIMIT_MS = 240_000;

/** The missing card if `view` proves it, else null. */
export function certainMissing(view: View): number | null {
  if (view.missing !== null && view.missing !== undefined) return view.missing;
  const d = deduce(perfectAlibiInfoSet(view));
  if (!d.consistent) return null;
  return d.cards.find((c) => c.mustBeMissing)?.card ?? null;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const out = (await res.json()) as T;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(out)}`);
  return out;
}

interface GameResult {
  window: number;
  game: number;
  /** First version at which each seat's view proved the missing card (null: never). */
  certainAt: (number | null)[];
  winners: number[];
  personClaimed: boolean;
  /** Seconds from the person's certainty to its claim being sent. */
  reaction: number | null;
  cutOff: boolean;
  /** Version at which the cue made the person certain (the expert's moment), or null. */
  cueAt: number | null;
  cause: 'own' | 'cue' | null;
}

async function playOne(window: number, game: number): Promise<GameResult> {
  const dir = mkdtempSync(join(tmpdir(), 'alibi-race-'));
  const db = join(dir, 'race.sqlite');
  const seed = `race-${game}`;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    db,
    botDelayMs: 800,
    limits: NO_LIMITS,
    testing: { seed, botSeed: `bots-${game}` },
  });
  const rng = Rng.fromSeed(`person-${game}`);
  const result: GameResult = {
    window,
    game,
    certainAt: [],
    winners: [],
    personClaimed: false,
    reaction: null,
    cutOff: false,
    cueAt: null,
    cause: null,
  };
  try {
    const bots = Array.from({ length: players - 1 }, (_, i) => ({ seat: i + 1, kind: i === 0 ? 'expert' : 'heuristic' }));
    const grant = await post<SeatGrant>(`${server.url}/api/tables`, {
      game: 'perfect-alibi',
      players,
      host: 'Person',
      bots,
      claimWindow: window,
    });
    const id = grant.table.id;
    const socket: Socket<ServerToClient, ClientToServer> = io(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    let seq = 0;
    let busy = false;
    let claimTimer: NodeJS.Timeout | null = null;
    let certainSince = 0;
    /** Why the person claims: its own deduction, or the cue at the expert's moment of certainty. */
    let cause: 'own' | 'cue' | null = null;
    let state: { legal: Action[]; view: View | null; mustAct: boolean } = { legal: [], view: null, mustAct: false };
    let done: () => void = () => undefined;
    const over = new Promise<void>((resolve) => (done = resolve));
    const send = (action: Action) => {
      busy = true;
      socket.emit('act', { seq: seq++, action }, (r: ActResult) => {
        busy = false;
        if (!r.ok && r.error.code !== 'GAME_OVER' && r.error.code !== 'NOT_ACTOR' && r.error.code !== 'ILLEGAL')
          console.error(`person refused: ${r.error.code} ${r.error.message}`);
        consider();
      });
    };
    const consider = () => {
      const { view, legal, mustAct } = state;
      if (!view || busy || legal.length === 0) return;
      const card = result.personClaimed ? null : certainMissing(view);
      if (card !== null && legal.some((a) => a.type === 'claim' && a.card === card)) becomeCertain(card, 'own');
      // Ordinary moves go quickly; the claim waits for the person's reaction time.
      const moves = legal.filter(
        (a) => a.type !== 'claim' && a.type !== 'finalQuestion' && a.type !== 'accuse' && a.type !== 'requestConfirm',
      );
      if (moves.length === 0) return;
      const choice = expertPolicy.choose({ seat: 0, legal: moves, view, rng, mustAct });
      if (choice && choice.type !== 'claim') send(choice);
      else if (mustAct) send(moves[0] as Action);
    };
    /** From this moment the person knows `card`: it claims after its reaction time. */
    const becomeCertain = (card: number, why: 'own' | 'cue') => {
      if (claimTimer !== null || result.personClaimed) return;
      cause = why;
      certainSince = performance.now();
      const delay = REACTION_MS[0] + rng.int(REACTION_MS[1] - REACTION_MS[0] + 1);
      claimTimer = setTimeout(() => {
        result.personClaimed = true;
        result.reaction = (performance.now() - certainSince) / 1000;
        send({ type: 'claim', card });
      }, delay);
    };
    // The cue: follow the stored log (the seed is the test hook's) and, the moment the expert's own
    // view proves the missing card, make the person certain too.
    const setupState = perfectAlibi.setup({ players, seed, options: {} });
    if (!setupState.ok) throw new Error(setupState.error.message);
    let live = setupState.value;
    let liveVersion = 0;
    const reader = new SqliteDatabase(db, { readonly: true });
    const after = reader.prepare('select seat, action from actions where table_id = ? and version > ? order by version');
    const follow = setInterval(() => {
      if (result.cueAt !== null || !cue) return;
      for (const r of after.all(id, liveVersion) as { seat: number; action: string }[]) {
        const applied = perfectAlibi.apply(live, r.seat, JSON.parse(r.action));
        if (!applied.ok) break;
        live = applied.value.state;
        liveVersion++;
        if (perfectAlibi.outcome(live)) return;
        if (certainMissing(perfectAlibi.view(live, 1)) !== null) {
          result.cueAt = liveVersion;
          becomeCertain(live.hidden.missing, 'cue');
          return;
        }
      }
    }, 40);
    const apply = (u: Update | Welcome) => {
      state = { legal: u.legal as Action[], view: u.view as View, mustAct: u.mustAct };
      setTimeout(consider, 60);
    };
    socket.on('welcome', (w) => {
      seq = w.nextSeq;
      apply(w);
    });
    socket.on('update', apply);
    socket.on('table', (t) => {
      if (t.status === 'over') done();
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect_error', reject);
      socket.emit('hello', { table: id, token: grant.token }, (r) => (r.ok ? resolve() : reject(new Error(r.error.message))));
    });
    await post(`${server.url}/api/tables/${id}/start`, { token: grant.token });
    let limit: NodeJS.Timeout | undefined;
    const cut = new Promise<'cut'>((resolve) => (limit = setTimeout(() => resolve('cut'), GAME_LIMIT_MS)));
    result.cutOff = (await Promise.race([over, cut])) === 'cut';
    clearTimeout(limit);
    if (claimTimer) clearTimeout(claimTimer);
    clearInterval(follow);
    reader.close();
    result.cause = cause;
    socket.disconnect();
    // The log, replayed offline: when each seat's own view first proved the missing card.
    const file = new SqliteDatabase(db, { readonly: true });
    const rows = file.prepare('select seat, action from actions where table_id = ? order by version').all(id) as {
      seat: number;
      action: string;
    }[];
    file.close();
    const setup = perfectAlibi.setup({ players, seed, options: {} });
    if (!setup.ok) throw new Error(setup.error.message);
    let s = setup.value;
    const certainAt: (number | null)[] = Array.from({ length: players }, () => null);
    const look = (version: number) => {
      if (perfectAlibi.outcome(s)) return;
      for (let seat = 0; seat < players; seat++) {
        if (certainAt[seat] === null && certainMissing(perfectAlibi.view(s, seat)) !== null) certainAt[seat] = version;
      }
    };
    look(0);
    rows.forEach((r, i) => {
      const applied = perfectAlibi.apply(s, r.seat, JSON.parse(r.action));
      if (!applied.ok) throw new Error(`stored action ${i + 1} does not replay: ${applied.error.message}`);
      s = applied.value.state;
      look(i + 1);
    });
    result.certainAt = certainAt;
    result.winners = perfectAlibi.outcome(s)?.winners ?? [];
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

/** 95% Wilson score interval for k successes in n trials. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const started = performance.now();
const jobs = windows.flatMap((w) => Array.from({ length: games }, (_, g) => ({ w, g })));
const results: GameResult[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as { w: number; g: number };
      try {
        results.push(await playOne(job.w, job.g));
      } catch (e) {
        console.error(`game ${job.g} (window ${job.w}) failed:`, e);
      }
      if (!json) process.stdout.write('.');
    }
  }),
);
if (!json) process.stdout.write('\n');

const summary = windows.map((w) => {
  const mine = results.filter((r) => r.window === w && !r.cutOff);
  // A race: the person became certain at the expert's moment (its own deduction at the same version, or the
  // cue), not before it, and the expert had not already won by a guess.
  const races = mine.filter(
    (r) =>
      r.certainAt[1] !== null &&
      r.cueAt !== null &&
      (r.certainAt[0] === null || (r.certainAt[0] as number) >= (r.certainAt[1] as number)),
  );
  const won = races.filter((r) => r.winners.includes(0)).length;
  const [lo, hi] = wilson(won, races.length);
  return {
    claimWindow: w,
    games: mine.length,
    cutOff: results.filter((r) => r.window === w && r.cutOff).length,
    personWins: mine.filter((r) => r.winners.includes(0)).length,
    races: races.length,
    personWonRaces: won,
    rate: races.length ? won / races.length : null,
    wilson95: [lo, hi],
  };
});
if (json)
  console.log(
    JSON.stringify(
      { games, players, reactionMs: REACTION_MS, summary, results: process.argv.includes('--details') ? results : undefined },
      null,
      2,
    ),
  );
else {
  console.log(
    `${games} games per setting, ${players} players, person reaction ${REACTION_MS[0] / 1000}-${REACTION_MS[1] / 1000} s, ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const s of summary) {
    const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
    console.log(
      `claimWindow ${s.claimWindow} s: simultaneous races ${s.races} of ${s.games} games; person won ${s.personWonRaces}` +
        ` (${s.rate === null ? '-' : pct(s.rate)}, 95% Wilson ${pct(s.wilson95[0] as number)}-${pct(s.wilson95[1] as number)});` +
        ` person won ${s.personWins} games overall${s.cutOff ? `; ${s.cutOff} cut off` : ''}`,
    );
  }
}
