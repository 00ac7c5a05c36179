/**
 * The players the signed-in account blocks (GET /api/account/blocks), for the whole page: their
 * chat lines are shown as "hidden (blocked)"; the server already keeps their invitations away.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { accountApi } from './accountApi.ts';
import { useAccount } from './session.ts';

/** Names compare folded, as the server keeps them ("Ada" is "ada"). */
export const foldPlayer = (name: string): string => name.normalize('NFKC').toLowerCase();

let blocked: ReadonlySet<string> = new Set();
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function set(next: ReadonlySet<string>): void {
  blocked = next;
  for (const l of listeners) l();
}

export function setBlocked(name: string, on: boolean): void {
  const next = new Set(blocked);
  if (on) next.add(foldPlayer(name));
  else next.delete(foldPlayer(name));
  set(next);
}

/** The blocked names (folded) of whoever is signed in; empty for a guest. */
export function useBlocks(): ReadonlySet<string> {
  const account = useAccount();
  const who = account.status === 'signed-in' ? account.user.id : null;
  useEffect(() => {
    if (who === loadedFor) return;
    loadedFor = who;
    if (who === null) return set(new Set());
    accountApi.blocks().then(
      (b) => set(new Set(b.blocks.map((x) => foldPlayer(x.name)))),
      () => undefined,
    );
  }, [who]);
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (who === null ? EMPTY : blocked),
  );
}
const EMPTY: ReadonlySet<string> = new Set();
