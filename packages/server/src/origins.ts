/**
 * Which browser pages may use the server. Seats are held by tokens in messages, never cookies, so
 * this is defence in depth against other sites driving a visitor's browser: a request without an
 * Origin header (curl, the CLI, bots, tests) is not from a browser page and is let through.
 */
import type { IncomingHttpHeaders } from 'node:http';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `allowed`: exact origins (`https://alibi.example`), or `*` for any. Empty: the server's own
 * origin (Origin's host equals the Host header) and pages served from this machine.
 */
export function originChecker(allowed: readonly string[]): (headers: IncomingHttpHeaders) => boolean {
  const any = allowed.includes('*');
  const listed = new Set(allowed.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  return (headers) => {
    const origin = headers.origin;
    if (origin === undefined) return true;
    if (any) return true;
    const o = origin.toLowerCase();
    if (listed.size > 0) return listed.has(o);
    let url: URL;
    try {
      url = new URL(o);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return url.host === headers.host?.toLowerCase() || LOCAL_HOSTS.has(url.hostname);
  };
}

/** `ALIBI_ALLOWED_ORIGINS`: a comma-separated list. */
export const originsFromEnv = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** The client's address: the first X-Forwarded-For entry behind a trusted proxy, else the peer. */
export function clientAddress(headers: IncomingHttpHeaders, peer: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return peer ?? 'unknown';
}
