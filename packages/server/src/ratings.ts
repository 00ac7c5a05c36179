/**
 * Ratings (issue #22, docs/accounts.md "Ratings"): when a rated table's game ends, its result
 * moves openskill (Weng-Lin) ratings once, per game and player-count group. Every node that sees
 * the end may try; the rated_tables primary key lets exactly one attempt through, and the ratings
 * it moves are written in the same transaction.
 *
 * Identities: a seat's account (seats.user_id), else `bot:<level>` for a bot seat. A seat on
 * autopilot, resigned, or left to a bot in play still counts for its person. The cooperative
 * game (Alibis) rates the whole table as one team against a pseudo-identity, the case
 * `case:<game>:<group>`, which the table beats or not.
 */
import type { Outcome } from '@alibi/engine';
import { ratingGroup, type RatingGroup } from '@alibi/protocol';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ordinal, rate, rating, type Rating } from 'openskill';
import type { AccountsSchema } from './accounts-db.ts';
import type { PlayersDb } from './players-db.ts';
import { sqliteFileOf, type Db, type Schema } from './db.ts';
import type { TableRuntime } from './table.ts';

export type RatingsDb = Kysely<Schema & AccountsSchema>;
/** The store's handle, typed with the account tables too. */
export const ratingsDb = (db: Db): RatingsDb => db as unknown as RatingsDb;

/** The identity a seat is rated as, or null for a seat nobody can be rated for (a guest's). */
export function seatIdentity(userId: string | null, bot: string | null): string | null {
  if (userId !== null) return userId;
  return bot !== null ? `bot:${bot}` : null;
}

/** The cooperative game's opponent at one player-count group. */
export const caseIdentity = (game: string, group: RatingGroup): string => `case:${game}:${group}`;

/**
 * The cooperative table's result against the case, from the outcome's reason (Alibis' own
 * verdict by heat left): the two best verdicts beat the case, the middle one ties, the rest lose.
 * Any other reason follows the winners (a game whose table can lose outright).
 */
const COOPERATIVE_RESULT: Record<string, 'win' | 'draw' | 'loss'> = {
  legends: 'win',
  experts: 'win',
  schemers: 'draw',
  apprentices: 'loss',
  rookies: 'loss',
};
export function cooperativeResult(outcome: Outcome): 'win' | 'draw' | 'loss' {
  return COOPERATIVE_RESULT[outcome.reason] ?? (outcome.winners.length > 0 ? 'win' : 'loss');
}

/**
 * Free-for-all ranks (1 is best; equal ranks tie): resigned seats last, then winners before the
 * others, then by score where the game scores. A seat's rank is 1 + the seats strictly ahead.
 */
export function freeForAllRanks(players: number, outcome: Outcome, resigned: ReadonlySet<number>): number[] {
  const key = (seat: number): number[] => [
    resigned.has(seat) ? 1 : 0,
    outcome.winners.includes(seat) ? 0 : 1,
    -(outcome.scores?.[seat] ?? 0),
  ];
  const ahead = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
    return false;
  };
  const seats = Array.from({ length: players }, (_, s) => s);
  return seats.map((s) => 1 + seats.filter((o) => ahead(key(o), key(s))).length);
}

/** What rating one finished table needs: no runtime, so tests and any node can call it. */
export interface FinishedTable {
  id: string;
  game: string;
  players: number;
  cooperative: boolean;
  outcome: Outcome;
  /** Seats whose person resigned or left in play: they rank last. */
  resigned: ReadonlySet<number>;
}

interface SeatResult {
  seat: number;
  identity: string;
  rank: number;
  before: { mu: number; sigma: number };
  after: { mu: number; sigma: number };
}

const mean = (xs: Rating[], f: (r: Rating) => number) => xs.reduce((s, r) => s + f(r), 0) / xs.length;

/**
 * The new ratings of one table's identities, from their ratings before it. An identity at several
 * seats (two bots of one level) moves by the mean of those seats' updates, so it counts once.
 */
export function computeRatings(
  table: FinishedTable,
  seats: readonly { seat: number; identity: string }[],
  before: ReadonlyMap<string, Rating>,
): { results: SeatResult[]; next: Map<string, Rating> } {
  const prior = (id: string) => before.get(id) ?? rating();
  const group = ratingGroup(table.players);
  const updates = new Map<string, Rating[]>();
  const add = (id: string, r: Rating) => updates.set(id, [...(updates.get(id) ?? []), r]);
  const ranks = new Map<number, number>();
  if (table.cooperative) {
    const opponent = caseIdentity(table.game, group);
    const result = cooperativeResult(table.outcome);
    const rank = result === 'win' ? [1, 2] : result === 'loss' ? [2, 1] : [1, 1];
    const [team, against] = rate([seats.map((s) => prior(s.identity)), [prior(opponent)]], { rank });
    seats.forEach((s, i) => {
      add(s.identity, team?.[i] as Rating);
      ranks.set(s.seat, rank[0] as number);
    });
    add(opponent, against?.[0] as Rating);
  } else {
    const all = freeForAllRanks(table.players, table.outcome, table.resigned);
    const rank = seats.map((s) => all[s.seat] as number);
    const updated = rate(
      seats.map((s) => [prior(s.identity)]),
      { rank },
    );
    seats.forEach((s, i) => {
      add(s.identity, updated[i]?.[0] as Rating);
      ranks.set(s.seat, rank[i] as number);
    });
  }
  const next = new Map<string, Rating>();
  for (const [id, rs] of updates) next.set(id, { mu: mean(rs, (r) => r.mu), sigma: mean(rs, (r) => r.sigma) });
  const results = seats.map((s) => {
    const b = prior(s.identity);
    const a = next.get(s.identity) as Rating;
    return { seat: s.seat, identity: s.identity, rank: ranks.get(s.seat) as number, before: { mu: b.mu, sigma: b.sigma }, after: { mu: a.mu, sigma: a.sigma } };
  });
  return { results, next };
}

/** The display rating: the ordinal, mu - 3 sigma (a rating the player is very likely above). */
export const displayRating = (r: { mu: number; sigma: number }): number => ordinal(r);

/**
 * Rates `table` once: false when it was rated already (here or on another node). The rated_tables
 * row goes in first, so a second attempt stops there; the ratings it reads are locked (PostgreSQL)
 * so two tables ending at once never lose one another's update.
 */
export async function rateFinished(db: RatingsDb, table: FinishedTable): Promise<boolean> {
  const group = ratingGroup(table.players);
  const rows = await db.selectFrom('seats').select(['seat', 'user_id', 'bot']).where('table_id', '=', table.id).where('seat', '>=', 0).execute();
  const seats = rows
    .map((r) => ({ seat: Number(r.seat), identity: seatIdentity(r.user_id ?? null, r.bot) }))
    .filter((s): s is { seat: number; identity: string } => s.identity !== null)
    .sort((a, b) => a.seat - b.seat);
  // A guest seat at a rated table (none should be) is not rated; the others still are.
  if (seats.length === 0) return false;
  const identities = [...new Set(seats.map((s) => s.identity))];
  if (table.cooperative) identities.push(caseIdentity(table.game, group));
  identities.sort();
  const locks = sqliteFileOf(db as unknown as Db) === null;
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('rated_tables')
      .values({ table_id: table.id, game: table.game, group, result: '[]', at })
      .onConflict((oc) => oc.column('table_id').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    const before = await lockedRatings(trx, table.game, group, identities, at, locks);
    const { results, next } = computeRatings(table, seats, before);
    for (const [id, r] of next) {
      await trx
        .updateTable('ratings')
        .set({ mu: r.mu, sigma: r.sigma, games: sql<number>`games + 1`, updated_at: at })
        .where('user_id', '=', id)
        .where('game', '=', table.game)
        .where('group', '=', group)
        .execute();
    }
    await trx.updateTable('rated_tables').set({ result: JSON.stringify(results) }).where('table_id', '=', table.id).execute();
    return true;
  });
}

/** The identities' ratings (a fresh row for each new one), locked for this transaction on PostgreSQL. */
async function lockedRatings(
  trx: Transaction<Schema & AccountsSchema>,
  game: string,
  group: string,
  identities: string[],
  at: string,
  locks: boolean,
): Promise<Map<string, Rating>> {
  const fresh = rating();
  await trx
    .insertInto('ratings')
    .values(identities.map((user_id) => ({ user_id, game, group, mu: fresh.mu, sigma: fresh.sigma, games: 0, updated_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'game', 'group']).doNothing())
    .execute();
  const rows = await trx
    .selectFrom('ratings')
    .select(['user_id', 'mu', 'sigma'])
    .where('game', '=', game)
    .where('group', '=', group)
    .where('user_id', 'in', identities)
    .orderBy('user_id')
    .$if(locks, (q) => q.forUpdate())
    .execute();
  return new Map(rows.map((r) => [r.user_id, { mu: Number(r.mu), sigma: Number(r.sigma) }]));
}

/**
 * The hook play.ts calls once a table's match is over, on every node that sees it end: stores each
 * seat's result (profiles count wins from it) and rates a rated table. Both are written once,
 * whichever node comes first. Not rated: unrated tables, a match the server ended (too long,
 * abandoned: no outcome).
 */
export async function gameOver(db: Db, t: TableRuntime): Promise<void> {
  if (t.record.ended || !t.match || t.match.tooLong) return;
  const outcome = t.game.outcome(t.match.state);
  if (!outcome) return;
  const at = new Date().toISOString();
  // A cooperative table wins together, and only with a verdict that beats the case (its outcome
  // lists every seat as a winner whatever the verdict).
  const won = (seat: number): boolean =>
    t.game.meta.cooperative ? cooperativeResult(outcome) === 'win' : outcome.winners.includes(seat);
  await (db as unknown as PlayersDb)
    .insertInto('seat_results')
    .values(t.seats.map((s) => ({ table_id: t.id, seat: s.seat, won: won(s.seat) ? 1 : 0, at })))
    .onConflict((oc) => oc.columns(['table_id', 'seat']).doNothing())
    .execute();
  if (!t.record.rated) return;
  const resigned = new Set<number>();
  for (const s of t.seats) {
    // Resigned (autopilot for good), or left in play (a bot took the account's seat).
    if (t.clock?.record.seats[s.seat]?.autopilot === 'resigned' || (s.bot !== null && s.userId)) resigned.add(s.seat);
  }
  await rateFinished(ratingsDb(db), {
    id: t.id,
    game: t.record.game,
    players: t.record.players,
    cooperative: t.game.meta.cooperative,
    outcome,
    resigned,
  });
}
