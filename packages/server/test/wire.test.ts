/**
 * Non-interference on the wire. For two deals that agree on everything seat P may know, the same
 * table is played on two live servers (fixed deals, one fixed seed and one fixed bot seed: test
 * hooks only). While P's entitled knowledge stays equal, every frame P's socket receives must be
 * byte-identical, and so must a spectator's. Only the tables' own ids and creation times, which
 * differ by construction, are masked.
 *
 * Each game runs at its smallest and its largest player count; the large tables put server-side
 * bots in some seats, P takes `delta` messages, and a spectator watches. With ALIBI_TEST_PG and
 * ALIBI_TEST_REDIS set, each game also runs over two nodes (PostgreSQL + Redis): the other seats
 * on one node, P and the spectator on the other.
 *
 * Bots act on the server, so the test mirrors each match from its stored log. Bots decide from
 * their own seat's view, so the two deals also agree on what each bot seat knows at the start; when
 * a bot's knowledge (or P's) first differs between the two matches, the pair stops and only the
 * frames received before that point are compared.
 */
import { canonicalJson, randomPolicy, Rng, type AnyGame, type Viewer } from '@alibi/engine';
import { findGame } from '@alibi/games';
import type { ActResult, SeatGrant, TableInfo } from '@alibi/protocol';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import * as alibi1993 from '../../alibi-1993/test/knowledge.ts';
import * as alibiClues from '../../alibi-clues/test/knowledge.ts';
import * as alibis from '../../alibis/test/knowledge.ts';
import * as fourSuspects from '../../four-suspects/test/knowledge.ts';
import * as perfectAlibi from '../../perfect-alibi/test/knowledge.ts';
import { NO_LIMITS, startServer, type RunningServer } from '../src/index.ts';
import { api, Client, join, tempDb, waitFor } from './helpers.ts';
import { freshPg, readSqlite, type StoredMatch } from './nodes.ts';

const SEED = 'wire-non-interference';
const PAIRS = Number(process.env.WIRE_PAIRS ?? 3);
/** Versions compared per pair at most: enough to reach deep into play, bounded for run time. */
const MAX_VERSIONS = Number(process.env.WIRE_VERSIONS ?? 60);
const pgUrl = process.env.ALIBI_TEST_PG;
const redisUrl = process.env.ALIBI_TEST_REDIS;
const twoNodes = Boolean(pgUrl && redisUrl);
if (!twoNodes) console.warn('wire.test.ts: the two-node runs are skipped: set ALIBI_TEST_PG and ALIBI_TEST_REDIS to run them');

interface Kit {
  knowledge(state: unknown, P: number): unknown;
  randomDeal(players: number): (rng: Rng) => unknown;
  perturbDeal(deal: unknown, P: number, rng: Rng): unknown;
}

const kits: Record<string, Kit> = {
  'perfect-alibi': {
    knowledge: perfectAlibi.knowledge,
    randomDeal: (n) => perfectAlibi.randomDeal(n, false),
    perturbDeal: perfectAlibi.perturbDeal as Kit['perturbDeal'],
  },
  'four-suspects': {
    knowledge: fourSuspects.knowledge,
    randomDeal: fourSuspects.randomDeal,
    perturbDeal: fourSuspects.perturbDeal as Kit['perturbDeal'],
  },
  'alibi-clues': {
    knowledge: alibiClues.knowledge,
    randomDeal: alibiClues.randomDeal,
    perturbDeal: alibiClues.perturbDeal as Kit['perturbDeal'],
  },
  'alibi-1993': {
    knowledge: alibi1993.knowledge,
    randomDeal: alibi1993.randomDeal,
    perturbDeal: alibi1993.perturbDeal as Kit['perturbDeal'],
  },
  alibis: {
    knowledge: alibis.knowledge,
    randomDeal: alibis.randomDeal,
    perturbDeal: alibis.perturbDeal as Kit['perturbDeal'],
  },
};

/** One or two servers on one database: where a match is played, and how its stored log is read. */
interface World {
  nodes: RunningServer[];
  readLog(table: string): Promise<StoredMatch>;
  close(): Promise<void>;
}

const hooks = { acceptDeals: true, seed: SEED, botSeed: `${SEED}:bots` };
const serverOptions = { port: 0, botDelayMs: 0, webDist: '/nonexistent', testing: hooks, limits: NO_LIMITS };

async function sqliteWorld(): Promise<World> {
  const db = tempDb();
  const node = await startServer({ ...serverOptions, db: db.file });
  return {
    nodes: [node],
    readLog: async (table) => readSqlite(db.file, table),
    async close() {
      await node.close();
      db.cleanup();
    },
  };
}

async function pgWorld(): Promise<World> {
  const db = await freshPg(pgUrl as string);
  const nodes: RunningServer[] = [];
  // One after the other: the first creates the schema.
  for (let i = 0; i < 2; i++) nodes.push(await startServer({ ...serverOptions, db: db.url, redis: redisUrl as string }));
  const reader = new pg.Client({ connectionString: db.url });
  await reader.connect();
  return {
    nodes,
    async readLog(table) {
      const t = await reader.query<{ seed: string; players: number; options: string }>(
        'select seed, players, options from tables where id = $1',
        [table],
      );
      const rows = await reader.query<{ version: number; seat: number; seq: number; action: string }>(
        'select version, seat, seq, action from actions where table_id = $1 order by version',
        [table],
      );
      const row = t.rows[0];
      if (!row) throw new Error(`no table ${table}`);
      return {
        seed: row.seed,
        players: Number(row.players),
        options: JSON.parse(row.options),
        log: rows.rows.map((r) => ({ version: Number(r.version), seat: Number(r.seat), seq: Number(r.seq), action: JSON.parse(r.action) })),
      };
    },
    async close() {
      await reader.end();
      await Promise.all(nodes.map((n) => n.close()));
      await db.drop();
    },
  };
}

/** What one watched connection received: its frames in order, and the newest version among them. */
interface Watched {
  client: Client;
  frames: string[];
  version: number;
}

/** Records a connection's raw socket.io frames (the connect packet holds a random session id: left out). */
function watch(client: Client): Watched {
  const w: Watched = { client, frames: [], version: 0 };
  client.socket.io.on('open', () =>
    client.socket.io.engine.on('packet', (p: { type: string; data?: unknown }) => {
      if (p.type !== 'message' || typeof p.data !== 'string' || p.data.startsWith('0')) return;
      w.frames.push(p.data);
      const m = /^\d+\[\s*"(?:welcome|update|delta)",\s*\{"version":(\d+)/.exec(p.data);
      if (m) w.version = Math.max(w.version, Number(m[1]));
    }),
  );
  return w;
}

interface Live {
  world: World;
  id: string;
  hostToken: string;
  createdAt: string;
  clients: (Client | null)[];
  P: Watched;
  spectator: Watched;
  seqs: number[];
}

interface Config {
  game: AnyGame;
  players: number;
  bots: number[];
  P: number;
}

async function openTable(world: World, cfg: Config, deal: unknown): Promise<Live> {
  const [first, last] = [world.nodes[0] as RunningServer, world.nodes.at(-1) as RunningServer];
  const host = cfg.bots.includes(0) ? null : 0;
  const created = await api<SeatGrant>(first.url, 'POST', '/api/tables', {
    game: cfg.game.meta.id,
    players: cfg.players,
    host: 'Host',
    name: 'Wire',
    options: { deal },
    bots: cfg.bots.map((seat) => ({ seat, kind: 'heuristic' })),
    spectate: host === null,
    // Claims apply at once: a window's countdown is wall-clock time, not part of a frame's content.
    claimWindow: 0,
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const id = created.body.table.id;
  const grants: (SeatGrant | null)[] = Array.from({ length: cfg.players }, () => null);
  if (host !== null) grants[0] = created.body;
  for (let s = 0; s < cfg.players; s++) if (!cfg.bots.includes(s) && grants[s] === null) grants[s] = await join(first.url, id, `Seat ${s}`);
  const clients: (Client | null)[] = grants.map(() => null);
  const connect = async (seat: number, grant: SeatGrant) => {
    if (grant.seat !== seat) throw new Error(`seat ${seat} went to ${grant.seat}`);
    const c = new Client(seat === cfg.P ? last.url : first.url);
    const watched = seat === cfg.P ? watch(c) : null;
    clients[seat] = c;
    const r = await c.socket.timeout(5000).emitWithAck('hello', { table: id, token: grant.token, deltas: seat === cfg.P });
    if (!r.ok) throw new Error(`hello failed: ${JSON.stringify(r)}`);
    await c.until(() => c.seat === seat, 'the welcome');
    return watched;
  };
  // The other seats one at a time, so both tables see connections arrive in the same order; P and
  // the spectator only once P's node knows of them all (presence crosses nodes through Redis, on
  // its own clock: a welcome must not depend on it).
  for (const [seat, grant] of grants.entries()) if (grant && seat !== cfg.P) await connect(seat, grant);
  const present = async (needed: number[]) => {
    const info = await api<TableInfo>(last.url, 'GET', `/api/tables/${id}`);
    return needed.every((s) => info.body.seats[s]?.connected);
  };
  const others = grants.flatMap((g, seat) => (g && seat !== cfg.P ? [seat] : []));
  for (let tries = 0; !(await present(others)); tries++) {
    if (tries > 400) throw new Error('the other seats never showed as connected on the node P uses');
    await new Promise((r) => setTimeout(r, 10));
  }
  const watchedP = await connect(cfg.P, grants[cfg.P] as SeatGrant);
  const everyone = grants.flatMap((g, seat) => (g ? [seat] : []));
  for (let tries = 0; !(await present(everyone)); tries++) {
    if (tries > 400) throw new Error('P never showed as connected');
    await new Promise((r) => setTimeout(r, 10));
  }
  const spectator = watch(new Client(last.url));
  expect(await spectator.client.hello(id)).toEqual({ ok: true });
  await spectator.client.until(() => spectator.client.table !== null, 'the spectator welcome');
  const seated = clients.filter((c): c is Client => c !== null);
  // Every connection has seen every person arrive before anything else happens.
  await waitFor(
    () => [...seated, spectator.client].every((c) => c.table?.seats.every((s) => s.bot !== null || s.connected)),
    'every seat connected',
  );
  return {
    world,
    id,
    hostToken: created.body.token,
    createdAt: created.body.table.createdAt,
    clients,
    P: watchedP as Watched,
    spectator,
    seqs: clients.map(() => 0),
  };
}

/**
 * A connection's frames in a form two tables can be compared in: ids masked; `table` messages
 * (lobby and presence, coalesced by the server on its own clock) as the list of distinct states
 * they went through; everything else in arrival order.
 */
function comparable(live: Live, frames: string[]): { play: string[]; table: string[] } {
  const play: string[] = [];
  const table: string[] = [];
  for (const f of frames) {
    const text = f.replaceAll(live.id, '<table>').replaceAll(live.createdAt, '<created>');
    if (/^\d*\[\s*"table"/.test(text)) {
      if (table.at(-1) !== text) table.push(text);
    } else play.push(text);
  }
  return { play, table };
}

/** Every state of a stored match with the raw events that led there (index = version). */
function mirror(game: AnyGame, stored: StoredMatch): { states: unknown[]; events: unknown[][]; seats: number[] } {
  const setup = game.setup({ players: stored.players, seed: stored.seed, options: stored.options });
  if (!setup.ok) throw new Error(setup.error.message);
  const states = [setup.value];
  const events: unknown[][] = [[]];
  const seats: number[] = [-1];
  for (const a of stored.log) {
    const r = game.apply(states.at(-1), a.seat, a.action);
    if (!r.ok) throw new Error(`stored action ${a.version} does not apply: ${r.error.message}`);
    states.push(r.value.state);
    events.push(r.value.events);
    seats.push(a.seat);
  }
  return { states, events, seats };
}

/** Whether `viewer` is sent anything for the step into `i`: it acted, or something it can see changed. */
function sees(game: AnyGame, m: ReturnType<typeof mirror>, i: number, viewer: Viewer): boolean {
  if (viewer === m.seats[i]) return true;
  if ((m.events[i] as unknown[]).some((e) => game.project(e, viewer) !== null)) return true;
  const look = (s: unknown) =>
    canonicalJson({
      view: game.view(s, viewer),
      legal: viewer === 'spectator' ? [] : game.legal(s, viewer),
      waits: viewer !== 'spectator' && game.waitingFor(s).includes(viewer),
    });
  return look(m.states[i - 1]) !== look(m.states[i]);
}

/** The newest version `viewer` must have received by now. */
function lastSeen(game: AnyGame, m: ReturnType<typeof mirror>, viewer: Viewer): number {
  for (let i = m.states.length - 1; i > 0; i--) if (sees(game, m, i, viewer)) return i;
  return 0;
}

/** Waits until the table's bots have nothing more to do: a person must act, or the game is over. */
async function settle(game: AnyGame, cfg: Config, live: Live): Promise<ReturnType<typeof mirror>> {
  const deadline = Date.now() + 20_000;
  let previous = -1;
  for (;;) {
    const m = mirror(game, await live.world.readLog(live.id));
    const state = m.states.at(-1);
    const over = game.outcome(state) !== null;
    const person = game.waitingFor(state).some((s) => !cfg.bots.includes(s));
    // Bots also act out of turn (claims): the log must have stood still for one more look.
    if ((over || person) && m.states.length === previous) {
      await waitFor(() => live.P.version >= lastSeen(game, m, cfg.P), 'P to hear every version it can see');
      await waitFor(() => live.spectator.version >= lastSeen(game, m, 'spectator'), 'the spectator to catch up');
      // Frames of one step may arrive in several packets: one more turn of the event loop.
      await new Promise((r) => setTimeout(r, 10));
      return m;
    }
    if (Date.now() > deadline) throw new Error('the table did not settle');
    previous = m.states.length;
    await new Promise((r) => setTimeout(r, 15));
  }
}

/** Plays one pair (deals A and B that P and every bot seat cannot tell apart); returns the versions compared. */
async function playPair(cfg: Config, worlds: [World, World], pair: number): Promise<number> {
  const { game, P } = cfg;
  const kit = kits[game.meta.id] as Kit;
  const rng = Rng.fromSeed(`wire:${game.meta.id}:${cfg.players}:${pair}`);
  const setup = (deal: unknown) => {
    const r = game.setup({ players: cfg.players, seed: SEED, options: { deal } });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const watchers = [P, ...cfg.bots];
  const knows = (s: unknown) => canonicalJson(watchers.map((w) => kit.knowledge(s, w)));
  const dealA = kit.randomDeal(cfg.players)(rng);
  let dealB: unknown = null;
  for (let tries = 0; tries < 50 && dealB === null; tries++) {
    const candidate = kit.perturbDeal(dealA, P, rng);
    if (knows(setup(candidate)) === knows(setup(dealA))) dealB = candidate;
  }
  if (dealB === null) throw new Error('no second deal agrees with the first for P and the bots');
  const a = await openTable(worlds[0], cfg, dealA);
  const b = await openTable(worlds[1], cfg, dealB);
  const policy = randomPolicy(game.meta.interrupts, 0.03);
  // Frames up to the last point where both matches agreed on what P and the bots knew.
  let agreed = { a: [a.P.frames.length, a.spectator.frames.length], b: [b.P.frames.length, b.spectator.frames.length] };
  let compared = 0;
  try {
    for (const t of [a, b]) {
      expect((await api(t.world.nodes[0]?.url as string, 'POST', `/api/tables/${t.id}/start`, { token: t.hostToken })).status).toBe(200);
    }
    for (;;) {
      const [ma, mb] = [await settle(game, cfg, a), await settle(game, cfg, b)];
      const versions = Math.min(ma.states.length, mb.states.length);
      let same = ma.states.length === mb.states.length;
      for (let i = 0; same && i < versions; i++) same = knows(ma.states[i]) === knows(mb.states[i]);
      if (!same) break;
      agreed = { a: [a.P.frames.length, a.spectator.frames.length], b: [b.P.frames.length, b.spectator.frames.length] };
      compared = versions - 1;
      const state = ma.states.at(-1);
      if (game.outcome(state) !== null || versions > MAX_VERSIONS) break;
      const people = game.waitingFor(state).filter((s) => !cfg.bots.includes(s));
      const seat = rng.pick(people);
      const action = policy.choose({ seat, legal: game.legal(state, seat), view: game.view(state, seat), rng, mustAct: true });
      const next = game.apply(mb.states.at(-1), seat, action);
      // The action depends on what differs, or P would learn the difference from it: stop here.
      if (!next.ok) break;
      for (const t of [a, b]) {
        const seq = t.seqs[seat] ?? 0;
        t.seqs[seat] = seq + 1;
        const r: ActResult = await (t.clients[seat] as Client).act(action, seq);
        expect(r).toMatchObject({ ok: true, version: versions });
      }
    }
    const cut = (t: Live, [p, s]: number[]) => ({ P: comparable(t, t.P.frames.slice(0, p)), spectator: comparable(t, t.spectator.frames.slice(0, s)) });
    const [seenA, seenB] = [cut(a, agreed.a), cut(b, agreed.b)];
    for (const who of ['P', 'spectator'] as const)
      for (const kind of ['play', 'table'] as const) {
        const [x, y] = [seenA[who][kind], seenB[who][kind]];
        const at = x.findIndex((f, i) => f !== y[i]);
        const where = at >= 0 ? at : x.length === y.length ? -1 : Math.min(x.length, y.length);
        if (where >= 0) expect.fail(`${who}'s ${kind} frame ${where} of ${x.length}/${y.length} differs:\nA: ${x[where]}\nB: ${y[where]}`);
      }
    return compared;
  } finally {
    for (const t of [a, b]) for (const c of [...t.clients, t.spectator.client]) c?.close();
  }
}

const configs: { name: string; players: number; withBots: boolean; nodes: 1 | 2 }[] = [];
for (const id of Object.keys(kits)) {
  const counts = (findGame(id) as AnyGame).meta.players;
  const [min, max] = [Math.min(...counts), Math.max(...counts)];
  configs.push({ name: id, players: min, withBots: false, nodes: 1 });
  configs.push({ name: id, players: max, withBots: true, nodes: 1 });
  configs.push({ name: id, players: Math.min(max, Math.max(min, 3)), withBots: true, nodes: 2 });
}

const opened: World[] = [];
afterAll(async () => {
  await Promise.all(opened.map((w) => w.close()));
});

describe('non-interference on the wire', () => {
  for (const c of configs) {
    const what = `${c.name}, ${c.players} players${c.withBots ? ', bots' : ''}, a spectator, P on deltas${c.nodes === 2 ? ', two nodes' : ''}`;
    it.skipIf(c.nodes === 2 && !twoNodes)(`${what}: P's and the spectator's frames are byte-identical while P's knowledge is`, async () => {
      const game = findGame(c.name) as AnyGame;
      const worlds: [World, World] = c.nodes === 2 ? [await pgWorld(), await pgWorld()] : [await sqliteWorld(), await sqliteWorld()];
      opened.push(...worlds);
      let compared = 0;
      // Some deals part at the first answer: more pairs (up to four times as many) until the
      // comparison has reached into play.
      let pair = 0;
      for (; pair < PAIRS || (compared <= PAIRS * 3 && pair < PAIRS * 4); pair++) {
        const rng = Rng.fromSeed(`wire-seats:${c.name}:${c.players}:${pair}`);
        const P = rng.int(c.players);
        // Bots in every other seat but P's (at least one person besides P keeps a human's pace in play).
        const bots = c.withBots ? Array.from({ length: c.players }, (_, s) => s).filter((s) => s !== P && s % 2 === 1) : [];
        compared += await playPair({ game, players: c.players, bots, P }, worlds, pair);
      }
      console.log(`${what}: ${compared} versions compared over ${pair} pairs`);
      // The comparison must reach into play, not stop at the deal.
      expect(compared).toBeGreaterThan(PAIRS * 3);
    }, 240_000);
  }
});
