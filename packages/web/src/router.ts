import { useEffect, useState } from 'react';

export type Route =
  | { page: 'lobby' }
  | { page: 'table'; id: string }
  | { page: 'rules'; game: string }
  | { page: 'learn'; game: string }
  | { page: 'profile'; name: string }
  | { page: 'leaderboard'; game: string };

export function parseRoute(path: string): Route {
  const m = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  if (m?.[1]) return { page: 'table', id: m[1] };
  // Any name is a rules route: one that is no game gets a "no such game" page, not the lobby.
  const r = /^\/rules\/([^/]{1,64})\/?$/.exec(path);
  if (r?.[1]) return { page: 'rules', game: safeDecode(r[1]) };
  // The interactive tutorial of a game (issue #19, docs/tutorials.md).
  const l = /^\/learn\/([^/]{1,64})\/?$/.exec(path);
  if (l?.[1]) return { page: 'learn', game: safeDecode(l[1]) };
  // A player's profile and a game's leaderboard (issue #22, docs/accounts.md).
  const p = /^\/p\/([^/]{1,200})\/?$/.exec(path);
  if (p?.[1]) return { page: 'profile', name: safeDecode(p[1]) };
  const b = /^\/leaderboards\/([^/]{1,64})\/?$/.exec(path);
  if (b?.[1]) return { page: 'leaderboard', game: safeDecode(b[1]) };
  return { page: 'lobby' };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function tablePath(id: string): string {
  return `/t/${encodeURIComponent(id)}`;
}

/** A game's rules page (issue #19). */
export function rulesPath(game: string): string {
  return `/rules/${encodeURIComponent(game)}`;
}

/** A game's interactive tutorial (issue #19). */
export function learnPath(game: string): string {
  return `/learn/${encodeURIComponent(game)}`;
}

/** A player's profile (issue #22). */
export function profilePath(name: string): string {
  return `/p/${encodeURIComponent(name)}`;
}

/** A game's leaderboard (issue #22); `group` picks the player-count group. */
export function leaderboardPath(game: string, group?: string): string {
  return `/leaderboards/${encodeURIComponent(game)}${group ? `?group=${encodeURIComponent(group)}` : ''}`;
}

export function navigate(path: string): void {
  if (path === location.pathname) return;
  // Marks entries made inside the app, so a page's "Back" can return to where it was opened from.
  history.pushState({ inApp: true }, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** Back to the previous page of this app if there is one, else to the lobby. */
export function goBack(): void {
  const state: unknown = history.state;
  if (typeof state === 'object' && state !== null && 'inApp' in state) history.back();
  else navigate('/');
}

/** The current route, following back/forward and `navigate`. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.pathname));
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(location.pathname));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  return route;
}
