/**
 * Players (issue #22, docs/accounts.md): profiles, ratings, leaderboards, reports, blocks and
 * invitations by name. The server validates what it receives with these schemas; the client uses
 * the types.
 */
import { z } from 'zod';
import { REPORT_REASONS, RATING_GROUPS, type RatingGroup } from './constants.ts';
import type { TableInfo } from './index.ts';

/** Longest note a report may carry. */
export const REPORT_NOTE_MAX = 500;
/** Fewest rated games a player (or bot) needs to be shown on a leaderboard. */
export const LEADERBOARD_MIN_GAMES = 3;
/** Most rows a leaderboard shows. */
export const LEADERBOARD_SIZE = 50;
/** Most recent tables a profile lists. */
export const PROFILE_RECENT = 20;


/** An account name in a path: at most 40 characters (as at sign-up), no slash. */
export const playerNameParamSchema = z.strictObject({ name: z.string().min(1).max(40) });

export const reportSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  /** The table it happened at, if any. */
  table: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a table id')
    .optional(),
  note: z.string().trim().max(REPORT_NOTE_MAX).optional(),
});
export type ReportRequest = z.infer<typeof reportSchema>;

/** POST /api/tables/:id/invite: the host's seat token and the invited player's account name. */
export const inviteSchema = z.strictObject({
  token: z
    .string()
    .min(10)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a seat token'),
  name: z.string().trim().min(1).max(40),
});

export const leaderboardQuerySchema = z.strictObject({ group: z.enum(RATING_GROUPS).optional() });

/** One rating: `rating` is the display number, the ordinal mu - 3 sigma (conservative). */
export interface RatingEntry {
  game: string;
  group: RatingGroup;
  mu: number;
  sigma: number;
  rating: number;
  games: number;
}

export interface ProfileGame {
  game: string;
  played: number;
  won: number;
}

export interface ProfileTable {
  id: string;
  game: string;
  players: number;
  /** When it ended (the last action), ISO. */
  endedAt: string;
  won: boolean;
  rated: boolean;
  /** The player's own seat; its replay perspective and review open to the viewer when `replay` is true. */
  seat: number;
  /** Whether the viewer may open this seat's replay and review (published table, or the owner looking). */
  replay: boolean;
}

/** GET /api/players/:name. */
export interface Profile {
  name: string;
  created: string;
  public: boolean;
  games: ProfileGame[];
  ratings: RatingEntry[];
  recent: ProfileTable[];
}

/** One leaderboard row: a person (`name`) or a bot level (`bot`). */
export type LeaderboardRow = {
  rank: number;
  mu: number;
  sigma: number;
  rating: number;
  games: number;
} & ({ name: string; bot?: undefined } | { bot: string; name?: undefined });

/** GET /api/leaderboards/:game?group=. */
export interface Leaderboard {
  game: string;
  group: RatingGroup;
  minGames: number;
  rows: LeaderboardRow[];
}

/** GET /api/account/blocks. */
export interface BlockList {
  blocks: { name: string; at: string }[];
}

/** GET /api/account/invitations: waiting tables whose host invited the signed-in player. */
export interface InvitationList {
  invitations: { table: TableInfo; from: string; at: string }[];
}
