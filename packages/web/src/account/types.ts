/** The account and player wire types this client reads (docs/accounts.md), from @alibi/protocol. */
export type {
  AccountGrant,
  AccountState as AccountAnswer,
  AccountTables,
  AccountUser,
  BlockList,
  CeremonyOptions,
  GuestSeats,
  InvitationList,
  Leaderboard,
  LeaderboardRow,
  LinkedSeats,
  Profile,
  ProfileTable,
  SignedIn,
} from '@alibi/protocol';
export { REPORT_REASONS } from '@alibi/protocol/constants';
export type ReportReason = (typeof import('@alibi/protocol').REPORT_REASONS)[number];
