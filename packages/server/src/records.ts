/**
 * The stored shapes of tables, seats and actions as plain records (no queries, no behaviour):
 * shared by store.ts, which reads and writes them, and the in-memory table and match.
 */
import type { AssistantMode, BotKind, ClockSetting, TableStatus } from '@alibi/protocol';

export interface TableRecord {
  id: string;
  name: string;
  game: string;
  players: number;
  options: Record<string, unknown>;
  seed: string | null;
  status: TableStatus;
  createdAt: string;
  version: number;
  /** The note-sheet assistant every seat gets; absent means 'off'. */
  assistant?: AssistantMode;
  /** Seconds of each claim window (claims.ts); absent means 0 (claims apply at once). */
  claimWindow?: number;
  /** The table clock (clocks.ts); absent means 'off'. */
  clock?: ClockSetting;
  /** The bot level autopilot plays with; absent means 'heuristic'. */
  autopilot?: BotKind;
  /** Shown in the public lobby (lifecycle.ts); absent means unlisted. */
  listed?: boolean;
  /** Every seat's replay perspective open to anyone once over (lobby.ts `published`); absent means not. */
  publishReviews?: boolean;
  /** Set when the server ended a playing table nobody attended (lifecycle.ts). */
  ended?: 'abandoned';
  /** The rematch made from this finished table, if any. */
  rematch?: string;
  /** The finished table this one is the rematch of. */
  rematchOf?: string;
  /** A rated table (ratings.ts): signed-in people only; absent means unrated. */
  rated?: boolean;
}

export interface SeatRecord {
  /** -1 is a spectating host's pass. */
  seat: number;
  name: string | null;
  bot: BotKind | null;
  tokenHash: string | null;
  host: boolean;
  /** SHA-256 of the holder's player key (lifecycle.ts): one seat per person per table. */
  keyHash?: string | null;
  /** A rematch seat waiting for its person to accept (tokenHash then holds lifecycle's inviteHash). */
  invited?: boolean;
  /**
   * The account holding the seat (seats.user_id), null or absent for a guest. Kept when the seat
   * goes to autopilot or to a bot in play: the result still counts for that person.
   */
  userId?: string | null;
  /** That account's player name, as last read (TableInfo's `player`). */
  player?: string | null;
  /**
   * Hashes of device tokens the account minted for this seat (seat_grants, account-seats.ts): each
   * holds the seat as its own token does, until the seat changes hands.
   */
  grantHashes?: string[];
}

export interface ActionRecord {
  version: number;
  seat: number;
  seq: number;
  action: unknown;
}
