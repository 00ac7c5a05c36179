/**
 * Non-interference on the wire. For two deals that agree on everything seat P may know, the same
 * actions are played through two live servers (fixed deals and one fixed seed, test hooks only);
 * while P's entitled knowledge stays equal, the frames P's socket receives must be byte-identical.
 * Only the tables' own ids and creation times, which differ by construction, are masked.
 */
import { canonicalJson, randomPolicy, Rng, type AnyGame } from '@alibi/engine';
import { findGame } from '@alibi/games';
import type { ActResult, SeatGrant } from '@alibi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as alibi1993 from '../../alibi-1993/test/knowledge.ts';
import * as alibiClues from '../../alibi-clues/test/knowledge.ts';
import * as alibis from '../../alibis/test/knowledge.ts';
import * as fourSuspects from '../../four-suspects/test/knowledge.ts';
import * as perfectAlibi from '../../perfect-alibi/test/knowledge.ts';
import { NO_LIMITS, startServer, type RunningServer } from '../src/index.ts';
import { api, Client, join, tempDb, waitFor } from './helpers.ts';

const SEED = 'wire-non-interference';
const PAIRS = Number(process.env.WIRE_PAIRS ?? 8);
const PLAYERS = 3;

interface Kit {
  knowledge(state: unknown, P: number): unknown;
  randomDeal(rng: Rng): unknown;
  perturbDeal(deal: unknown, P: number, rng: Rng): unknown;
}

const kits: Record<string, Kit> = {
  'perfect-alibi': {
    knowledge: perfectAlibi.knowledge,
    randomDeal: perfectAlibi.randomDeal(PLAYERS, false),
    perturbDeal: perfectAlibi.perturbDeal as Kit['perturbDeal'],
  },
  'four-suspects': {
    knowledge: fourSuspects.knowledge,
    randomDeal: fourSuspects.randomDeal(PLAYERS),
    perturbDeal: fourSuspects.perturbDeal as Kit['perturbDeal'],
  },
  'alibi-clues': {
    knowledge: alibiClues.knowledge,
    randomDeal: alibiClues.randomDeal(PLAYERS),
    perturbDeal: alibiClues.perturbDeal as Kit['perturbDeal'],
  },
  'alibi-1993': {
    knowledge: alibi1993.knowledge,
    randomDeal: alibi1993.randomDeal(PLAYERS),
    perturbDeal: alibi1993.perturbDeal as Kit['perturbDeal'],
  },
  alibis: {
    knowledge: alibis.knowledge,
    randomDeal: alibis.randomDeal(PLAYERS),
    perturbDeal: alibis.perturbDeal as Kit['perturbDeal'],
  },
};

const dbs = [tempDb(), tempDb()];
let servers: RunningServer[] = [];
beforeAll(async () => {
  servers = await Promise.all(
    dbs.map((db) =>
      startServer({
        port: 0,
        db: db.file,
        botDelayMs: 0,
        webDist: '/nonexistent',
        testing: { acceptDeals: true, seed: SEED },
        limits: NO_LIMITS,
      }),
    ),
  );
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  for (const db of dbs) db.cleanup();
});

/** One live table: a client per seat, P's raw socket.io frames recorded as they arrive. */
interface Live {
  url: string;
  id: string;
  hostToken: string;
  createdAt: string;
  clients: Client[];
  frames: string[];
  seqs: number[];
}

async function openTable(url: string, game: AnyGame, deal: unknown, P: number): Promise<Live> {
  const created = await api<SeatGrant>(url, 'POST', '/api/tables', {
    game: game.meta.id,
    players: PLAYERS,
    host: 'Host',
    name: 'Wire',
    options: { deal },
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const host = created.body;
  const grants = [host];
  for (let s = 1; s < PLAYERS; s++) grants.push(await join(url, host.table.id, `Seat ${s}`));
  const frames: string[] = [];
  const clients: Client[] = [];
  // One seat at a time, so both tables see connections arrive in the same order.
  for (const [seat, grant] of grants.entries()) {
    const c = new Client(url);
    if (seat === P) {
      c.socket.io.on('open', () =>
        c.socket.io.engine.on('packet', (p: { type: string; data?: unknown }) => {
          // Socket.io's connect packet ("0{sid}") holds the random session id; every other frame is compared.
          if (p.type === 'message' && typeof p.data === 'string' && !p.data.startsWith('0')) frames.push(p.data);
        }),
      );
    }
    clients.push(c);
    const r = await c.hello(host.table.id, grant.token);
    if (!r.ok) throw new Error(`hello failed: ${JSON.stringify(r)}`);
    await c.until(() => c.seat === seat, 'the welcome');
  }
  const live = {
    url,
    id: host.table.id,
    hostToken: host.token,
    createdAt: host.table.createdAt,
    clients,
    frames,
    seqs: clients.map(() => 0),
  };
  // Every connection has seen every other arrive before anything else happens.
  await waitFor(() => clients.every((c) => c.table?.seats.every((s) => s.connected)), 'every seat connected');
  return live;
}

const masked = (live: Live) => live.frames.map((f) => f.replaceAll(live.id, '<table>').replaceAll(live.createdAt, '<created>'));

/** Sends one seat's action on a table and waits until every client there has its update. */
async function play(t: Live, seat: number, action: unknown, version: number): Promise<void> {
  const c = t.clients[seat] as Client;
  const seq = t.seqs[seat] ?? 0;
  t.seqs[seat] = seq + 1;
  const r: ActResult = await c.act(action, seq);
  expect(r).toEqual({ seq: expect.any(Number), ok: true, version });
  await waitFor(() => t.clients.every((x) => x.version === version), `update ${version}`);
}

/**
 * Plays one pair: deals A and B (P cannot tell them apart), the same random actions on both
 * tables while they stay legal in both and P's knowledge stays equal. Returns the steps compared.
 */
async function playPair(game: AnyGame, kit: Kit, pair: number): Promise<number> {
  const rng = Rng.fromSeed(`wire:${game.meta.id}:${pair}`);
  const P = rng.int(PLAYERS);
  const dealA = kit.randomDeal(rng);
  const dealB = kit.perturbDeal(dealA, P, rng);
  const setup = (deal: unknown) => {
    const r = game.setup({ players: PLAYERS, seed: SEED, options: { deal } });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  let stateA = setup(dealA);
  let stateB = setup(dealB);
  const know = (s: unknown) => canonicalJson(kit.knowledge(s, P));
  expect(know(stateB)).toBe(know(stateA));
  const a = await openTable(servers[0]?.url as string, game, dealA, P);
  const b = await openTable(servers[1]?.url as string, game, dealB, P);
  try {
    for (const t of [a, b]) {
      expect((await api(t.url, 'POST', `/api/tables/${t.id}/start`, { token: t.hostToken })).status).toBe(200);
      await waitFor(() => t.clients.every((c) => c.view !== null), 'the first views');
    }
    const policy = randomPolicy(game.meta.interrupts, 0.03);
    let steps = 1;
    for (let version = 1; game.outcome(stateA) === null; version++) {
      expect(masked(b)).toEqual(masked(a));
      const seat = rng.pick(game.waitingFor(stateA));
      const view = game.view(stateA, seat);
      const action = policy.choose({ seat, legal: game.legal(stateA, seat), view, rng, mustAct: true });
      const nextA = game.apply(stateA, seat, action);
      const nextB = game.apply(stateB, seat, action);
      if (!nextA.ok) throw new Error(nextA.error.message);
      // The action depends on what differs, or P would learn the difference from it: stop here.
      if (!nextB.ok || know(nextA.value.state) !== know(nextB.value.state)) break;
      stateA = nextA.value.state;
      stateB = nextB.value.state;
      await play(a, seat, action, version);
      await play(b, seat, action, version);
      steps++;
    }
    expect(masked(b)).toEqual(masked(a));
    return steps;
  } finally {
    for (const c of [...a.clients, ...b.clients]) c.close();
  }
}

describe('non-interference on the wire', () => {
  for (const id of Object.keys(kits)) {
    it(`${id}: seat P's frames are byte-identical while P's knowledge is`, async () => {
      const game = findGame(id);
      if (!game) throw new Error(`${id} is not registered`);
      let compared = 0;
      for (let pair = 0; pair < PAIRS; pair++) compared += await playPair(game, kits[id] as Kit, pair);
      console.log(`${id}: ${compared} steps compared over ${PAIRS} pairs`);
      // The comparison must reach into play, not stop at the deal.
      expect(compared).toBeGreaterThan(PAIRS * 3);
    }, 120_000);
  }
});
