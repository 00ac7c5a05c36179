/**
 * Who is signed in, for the whole page: asked once at start (GET /api/account), changed by the
 * sign-in dialog and sign-out. The CSRF token goes to api.ts (memory only); the session itself is
 * the server's httpOnly cookie, which this code never sees.
 */
import { useSyncExternalStore } from 'react';
import { setCsrf } from '../api.ts';
import { savedSeats } from '../storage.ts';
import { accountApi } from './accountApi.ts';
import type { AccountUser, GuestSeats, SignedIn } from './types.ts';

export type AccountState = { status: 'loading' } | { status: 'guest' } | { status: 'signed-in'; user: AccountUser };

/** At most this many guest seats go with a sign-in (the server's limit). */
export const SEATS_MAX = 50;

let state: AccountState = { status: 'loading' };
const listeners = new Set<() => void>();
let started = false;

function set(next: AccountState): void {
  state = next;
  for (const l of listeners) l();
}

/** Asks the server who this browser is; keeps the CSRF token. A failure reads as a guest. */
export function refreshAccount(): Promise<void> {
  return accountApi.me().then(
    (a) => {
      if (a.user) {
        setCsrf(a.csrf);
        set({ status: 'signed-in', user: a.user });
      } else {
        setCsrf(null);
        set({ status: 'guest' });
      }
    },
    () => {
      setCsrf(null);
      set({ status: 'guest' });
    },
  );
}

export function useAccount(): AccountState {
  if (!started) {
    started = true;
    void refreshAccount();
  }
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

export function currentUser(): AccountUser | null {
  return state.status === 'signed-in' ? state.user : null;
}

/** The guest seats this browser holds, newest first: a guest who signs up keeps them. */
export function seatClaims(): GuestSeats {
  return savedSeats()
    .slice(0, SEATS_MAX)
    .map((s) => ({ table: s.table, token: s.token }));
}

/** A sign-up or sign-in answered: the page is now this player's. */
export function signedIn(answer: SignedIn): void {
  setCsrf(answer.csrf);
  set({ status: 'signed-in', user: answer.user });
}

/** The name or visibility changed on the profile page. */
export function updateUser(change: Partial<AccountUser>): void {
  if (state.status === 'signed-in') set({ status: 'signed-in', user: { ...state.user, ...change } });
}

export async function signOut(): Promise<void> {
  // Gone on the server or not, this page forgets the player (a failed logout is retried by the next sign-in).
  await accountApi.logout().catch(() => undefined);
  setCsrf(null);
  set({ status: 'guest' });
}

/** The account is deleted: like signing out, with nothing to tell the server. */
export function forgetAccount(): void {
  setCsrf(null);
  set({ status: 'guest' });
}
