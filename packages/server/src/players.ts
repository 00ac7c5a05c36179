/**
 * Players (issue #22, docs/accounts.md "Profiles", "Moderation"): profiles, leaderboards, reports,
 * blocks, and invitations by name. Everything is read from storage (any node answers the same);
 * tables in invitations are described by the hub's runtime, as GET /api/tables/:id does.
 */
import { randomBytes } from 'node:crypto';
import { findGame } from '@alibi/games';
import {
  LEADERBOARD_MIN_GAMES,
  LEADERBOARD_SIZE,
  PROFILE_RECENT,
  ratingGroup,
  type BlockList,
  type InvitationList,
  type Leaderboard,
  type LeaderboardRow,
  type Profile,
  type RatingGroup,
  type ReportRequest,
} from '@alibi/protocol';
import { sql } from 'kysely';
import { nameKey } from './accounts.ts';
import { hostOf, mustBeOpen, type HubContext } from './context.ts';
import { Failure } from './errors.ts';
import type { PlayersDb } from './players-db.ts';
import { displayRating } from './ratings.ts';

/** Most open invitations GET /api/account/invitations lists. */
export const INVITATIONS_MAX = 50;
/** Most finished tables a profile's per-game counts read. */
const PROFILE_COUNT_ROWS = 10_000;

export class Players {
  constructor(private readonly ctx: HubContext) {}

  private get db(): PlayersDb {
    return this.ctx.store.db as unknown as PlayersDb;
  }

  /** The account named `name` (names compare folded, as at sign-up), or NO_PLAYER. */
  private async byName(name: string): Promise<{ id: string; name: string; public: boolean; created: string }> {
    const row = await this.db.selectFrom('users').select(['id', 'name', 'public', 'created_at']).where('name_key', '=', nameKey(name)).executeTakeFirst();
    if (!row) throw new Failure('NO_PLAYER', `no player named ${name}`);
    return { id: row.id, name: row.name, public: Number(row.public) === 1, created: row.created_at };
  }

  /** The profile of `name` as `viewer` (an account id, or null) sees it: a private one is its owner's only. */
  async profile(name: string, viewer: string | null): Promise<Profile> {
    const user = await this.byName(name);
    const own = viewer === user.id;
    // The same answer as for no such player: a private profile does not say it exists.
    if (!user.public && !own) throw new Failure('NO_PLAYER', `no player named ${name}`);
    const finished = this.db
      .selectFrom('seats')
      .innerJoin('tables', 'tables.id', 'seats.table_id')
      .innerJoin('seat_results', (j) => j.onRef('seat_results.table_id', '=', 'seats.table_id').onRef('seat_results.seat', '=', 'seats.seat'))
      .where('seats.user_id', '=', user.id)
      .where('seats.seat', '>=', 0)
      .where('tables.status', '=', 'over');
    const counted = await finished.select(['tables.game as game', 'seat_results.won as won']).limit(PROFILE_COUNT_ROWS).execute();
    const games = new Map<string, { game: string; played: number; won: number }>();
    for (const r of counted) {
      const g = games.get(r.game) ?? { game: r.game, played: 0, won: 0 };
      g.played++;
      g.won += Number(r.won);
      games.set(r.game, g);
    }
    const recent = await finished
      .select([
        'tables.id as id',
        'tables.game as game',
        'tables.players as players',
        'tables.rated as rated',
        'tables.publish_reviews as published',
        'seats.seat as seat',
        'seat_results.won as won',
        'seat_results.at as at',
      ])
      .orderBy('seat_results.at', 'desc')
      .orderBy('tables.id')
      .limit(PROFILE_RECENT)
      .execute();
    const ratings = await this.db
      .selectFrom('ratings')
      .select(['game', 'group', 'mu', 'sigma', 'games'])
      .where('user_id', '=', user.id)
      .orderBy('game')
      .orderBy('group')
      .execute();
    return {
      name: user.name,
      created: user.created,
      public: user.public,
      games: [...games.values()].sort((a, b) => a.game.localeCompare(b.game)),
      ratings: ratings.map((r) => ({
        game: r.game,
        group: r.group as RatingGroup,
        mu: Number(r.mu),
        sigma: Number(r.sigma),
        rating: displayRating({ mu: Number(r.mu), sigma: Number(r.sigma) }),
        games: Number(r.games),
      })),
      recent: recent.map((r) => ({
        id: r.id,
        game: r.game,
        players: Number(r.players),
        endedAt: r.at,
        won: Number(r.won) === 1,
        rated: Number(r.rated) === 1,
        seat: Number(r.seat),
        // The seat's perspective opens to anyone at a published table; to its owner through a
        // device grant of their seat (POST /api/account/tables/:id/grant).
        replay: own || Number(r.published) === 1,
      })),
    };
  }

  /**
   * The top LEADERBOARD_SIZE of `game` at `group` by display rating, with at least
   * LEADERBOARD_MIN_GAMES rated games: public profiles and bots (labelled as bots); the
   * cooperative game's case pseudo-identity is never listed.
   */
  async leaderboard(gameId: string, group: RatingGroup | undefined): Promise<Leaderboard> {
    const game = findGame(gameId);
    if (!game) throw new Failure('NOT_FOUND', `no game ${gameId}`);
    const at = group ?? ratingGroup(Math.min(...game.meta.players));
    const rows = await this.db
      .selectFrom('ratings')
      .leftJoin('users', 'users.id', 'ratings.user_id')
      .select(['ratings.user_id as id', 'users.name as name', 'ratings.mu as mu', 'ratings.sigma as sigma', 'ratings.games as games'])
      .where('ratings.game', '=', game.meta.id)
      .where('ratings.group', '=', at)
      .where('ratings.games', '>=', LEADERBOARD_MIN_GAMES)
      .where((eb) => eb.or([eb('users.public', '=', 1), eb('ratings.user_id', 'like', 'bot:%')]))
      .orderBy(sql`ratings.mu - 3 * ratings.sigma`, 'desc')
      .orderBy('ratings.games', 'desc')
      .orderBy('ratings.user_id')
      .limit(LEADERBOARD_SIZE)
      .execute();
    return {
      game: game.meta.id,
      group: at,
      minGames: LEADERBOARD_MIN_GAMES,
      rows: rows.map((r, i): LeaderboardRow => {
        const base = { rank: i + 1, mu: Number(r.mu), sigma: Number(r.sigma), rating: displayRating({ mu: Number(r.mu), sigma: Number(r.sigma) }), games: Number(r.games) };
        return r.name !== null ? { ...base, name: r.name } : { ...base, bot: r.id.slice('bot:'.length) };
      }),
    };
  }

  /**
   * `reporter` reports the player `name`; stored for the operators (docs/accounts.md "Moderation").
   * `charge` (the reports budget) runs once the report has passed every check, as table creation's does.
   */
  async report(reporter: string, name: string, body: ReportRequest, charge: () => void = () => undefined): Promise<{ id: string }> {
    const reported = await this.byName(name);
    if (reported.id === reporter) throw new Failure('MALFORMED', 'you cannot report yourself');
    if (body.table !== undefined) {
      const table = await this.db.selectFrom('tables').select('id').where('id', '=', body.table).executeTakeFirst();
      if (!table) throw new Failure('NO_TABLE', `no table ${body.table}`);
    }
    charge();
    const id = randomBytes(12).toString('base64url');
    await this.db
      .insertInto('reports')
      .values({ id, reporter, reported: reported.id, table_id: body.table ?? null, reason: body.reason, note: body.note ?? null, at: new Date().toISOString() })
      .execute();
    return { id };
  }

  async block(blocker: string, name: string): Promise<BlockList> {
    const blocked = await this.byName(name);
    if (blocked.id === blocker) throw new Failure('MALFORMED', 'you cannot block yourself');
    await this.db
      .insertInto('blocks')
      .values({ blocker, blocked: blocked.id, at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['blocker', 'blocked']).doNothing())
      .execute();
    // Their invitations to the blocker go at once.
    await this.db.deleteFrom('invitations').where('user_id', '=', blocker).where('inviter', '=', blocked.id).execute();
    return this.blocks(blocker);
  }

  async unblock(blocker: string, name: string): Promise<BlockList> {
    const blocked = await this.byName(name);
    await this.db.deleteFrom('blocks').where('blocker', '=', blocker).where('blocked', '=', blocked.id).execute();
    return this.blocks(blocker);
  }

  /** The players `blocker` blocked, by name (clients hide their chat lines by TableInfo seats' `player`). */
  async blocks(blocker: string): Promise<BlockList> {
    const rows = await this.db
      .selectFrom('blocks')
      .innerJoin('users', 'users.id', 'blocks.blocked')
      .select(['users.name as name', 'blocks.at as at'])
      .where('blocks.blocker', '=', blocker)
      .orderBy('users.name_key')
      .execute();
    return { blocks: rows };
  }

  /**
   * The host of waiting table `tableId` (seat token `token`, held by their account) invites the
   * player `name`. A player who blocked the host is answered as if there were no such player.
   */
  async invite(tableId: string, token: string, name: string): Promise<{ invited: string }> {
    const t = await this.ctx.get(tableId);
    const host = hostOf(t, token);
    mustBeOpen(t);
    if (!host.userId) throw new Failure('SIGN_IN_REQUIRED', 'sign in to invite players by name');
    const invited = await this.byName(name);
    if (invited.id === host.userId) throw new Failure('MALFORMED', 'you cannot invite yourself');
    const blocked = await this.db.selectFrom('blocks').select('at').where('blocker', '=', invited.id).where('blocked', '=', host.userId).executeTakeFirst();
    if (blocked) throw new Failure('NO_PLAYER', `no player named ${name}`);
    if (t.people().some((s) => s.userId === invited.id)) throw new Failure('ALREADY_SEATED', `${invited.name} already holds a seat at this table`);
    await this.db
      .insertInto('invitations')
      .values({ table_id: t.id, user_id: invited.id, inviter: host.userId, at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['table_id', 'user_id']).doNothing())
      .execute();
    return { invited: invited.name };
  }

  /** Open invitations of `userId`: waiting tables they hold no seat at, from players they have not blocked. */
  async invitations(userId: string): Promise<InvitationList> {
    const rows = await this.db
      .selectFrom('invitations')
      .innerJoin('tables', 'tables.id', 'invitations.table_id')
      .innerJoin('users', 'users.id', 'invitations.inviter')
      .select(['invitations.table_id as table', 'users.name as from', 'invitations.at as at'])
      .where('invitations.user_id', '=', userId)
      .where('tables.status', '=', 'open')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('blocks')
              .select('blocks.at')
              .whereRef('blocks.blocked', '=', 'invitations.inviter')
              .where('blocks.blocker', '=', userId),
          ),
        ),
      )
      .orderBy('invitations.at', 'desc')
      .limit(INVITATIONS_MAX)
      .execute();
    const out: InvitationList['invitations'] = [];
    for (const r of rows) {
      // Gone or started meanwhile, or already joined: not an open invitation.
      const t = await this.ctx.get(r.table).catch(() => null);
      if (!t || t.record.status !== 'open' || t.people().some((s) => s.userId === userId)) continue;
      out.push({ table: t.info(), from: r.from, at: r.at });
    }
    return { invitations: out };
  }
}
