/** The account and player endpoints (docs/accounts.md); the CSRF header is added by api.ts's `request`. */
import { request } from '../api.ts';
import type {
  AccountAnswer,
  AccountGrant,
  AccountTables,
  BlockList,
  CeremonyOptions,
  GuestSeats,
  InvitationList,
  Leaderboard,
  LinkedSeats,
  Profile,
  ReportReason,
  SignedIn,
} from './types.ts';

const enc = encodeURIComponent;

export const accountApi = {
  me: () => request<AccountAnswer>('GET', '/api/account'),
  passwordSignup: (name: string, password: string, seats: GuestSeats) => request<SignedIn>('POST', '/api/account/password/signup', { name, password, seats }),
  passwordLogin: (name: string, password: string, seats: GuestSeats) => request<SignedIn>('POST', '/api/account/password/login', { name, password, seats }),
  /** `name` for a new account; none when a signed-in player adds a passkey. */
  passkeyRegisterOptions: (name?: string) => request<CeremonyOptions>('POST', '/api/account/passkey/register/options', name === undefined ? {} : { name }),
  passkeyRegister: (ceremony: string, response: unknown, seats: GuestSeats) => request<SignedIn>('POST', '/api/account/passkey/register', { ceremony, response, seats }),
  passkeyLoginOptions: () => request<CeremonyOptions>('POST', '/api/account/passkey/login/options', {}),
  passkeyLogin: (ceremony: string, response: unknown, seats: GuestSeats) => request<SignedIn>('POST', '/api/account/passkey/login', { ceremony, response, seats }),
  logout: () => request<unknown>('POST', '/api/account/logout', {}),
  setProfile: (change: { name?: string; public?: boolean }) => request<unknown>('POST', '/api/account/profile', change),
  setPassword: (password: string) => request<unknown>('POST', '/api/account/password', { password }),
  deleteAccount: (confirm: string) => request<unknown>('POST', '/api/account/delete', { confirm }),
  linkSeats: (seats: GuestSeats) => request<LinkedSeats>('POST', '/api/account/seats', { seats }),
  tables: () => request<AccountTables>('GET', '/api/account/tables'),
  grant: (table: string) => request<AccountGrant>('POST', `/api/account/tables/${enc(table)}/grant`, {}),
  profile: (name: string) => request<Profile>('GET', `/api/players/${enc(name)}`),
  leaderboard: (game: string, group: string | null) => request<Leaderboard>('GET', `/api/leaderboards/${enc(game)}${group ? `?group=${enc(group)}` : ''}`),
  report: (name: string, reason: ReportReason, table?: string, note?: string) =>
    request<unknown>('POST', `/api/players/${enc(name)}/report`, { reason, ...(table ? { table } : {}), ...(note ? { note } : {}) }),
  block: (name: string) => request<unknown>('POST', `/api/players/${enc(name)}/block`, {}),
  unblock: (name: string) => request<unknown>('POST', `/api/players/${enc(name)}/unblock`, {}),
  blocks: () => request<BlockList>('GET', '/api/account/blocks'),
  invite: (table: string, token: string, name: string) => request<unknown>('POST', `/api/tables/${enc(table)}/invite`, { token, name }),
  invitations: () => request<InvitationList>('GET', '/api/account/invitations'),
};
