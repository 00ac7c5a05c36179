import { useEffect, useState } from 'react';

export type Route = { page: 'lobby' } | { page: 'table'; id: string };

export function parseRoute(path: string): Route {
  const m = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  return m?.[1] ? { page: 'table', id: m[1] } : { page: 'lobby' };
}

export function tablePath(id: string): string {
  return `/t/${encodeURIComponent(id)}`;
}

export function navigate(path: string): void {
  if (path === location.pathname) return;
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
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
