/**
 * Which browser pages may use the server, which Host names it answers, and who the client is
 * behind proxies. Seats are held by tokens in messages, never cookies; the one cookie, an account's
 * session, authenticates no state-changing request without its CSRF header (accounts-http.ts). So
 * the origin check is defence in depth against other sites driving a visitor's browser: a request without an Origin
 * header (curl, the CLI, bots, tests) is not from a browser page and is let through. The Host
 * check stops DNS rebinding: a page of evil.example whose name was re-pointed at this server
 * sends `Host: evil.example`, which is not one of the server's names.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** Lower case, no trailing slash: the form origins are compared in. */
const normal = (origin: string): string => origin.trim().replace(/\/+$/, '').toLowerCase();

/**
 * The origins a server listening on `port` is reached at when nothing is configured: this
 * machine's loopback names on that port, and the interface it listens on when that is one
 * address (not 0.0.0.0 / ::, which could be any name).
 */
export function localOrigins(port: number, listenHost?: string): string[] {
  const hosts = ['localhost', '127.0.0.1', '[::1]'];
  if (listenHost && listenHost !== '0.0.0.0' && listenHost !== '::') {
    hosts.push(listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost);
  }
  return [...new Set(hosts.map((h) => `http://${h.toLowerCase()}:${port}`))];
}

/**
 * `allowed`: exact origins (`https://alibi.example`), or `*` for any. `own()`: the server's
 * public origins, the default when `allowed` is empty (read per request: the port is known only
 * once the server listens). A page on another localhost port is another origin and is refused.
 */
export function originChecker(
  allowed: readonly string[],
  own: () => readonly string[],
): (headers: IncomingHttpHeaders) => boolean {
  const any = allowed.includes('*');
  const listed = new Set(allowed.map(normal));
  return (headers) => {
    const origin = headers.origin;
    if (origin === undefined) return true;
    if (any) return true;
    const o = normal(origin);
    if (listed.size > 0) return listed.has(o);
    const public_ = own();
    if (public_.some((x) => normal(x) === o)) return true;
    // Host checks off (`*`): a page of whatever name the server was reached at is its own.
    if (!public_.includes('*')) return false;
    try {
      return new URL(o).host === headers.host?.toLowerCase();
    } catch {
      return false;
    }
  };
}

/**
 * The Host header must name one of `origins` (their host:port; `*` turns the check off). A
 * request without a Host header is refused too: every browser and HTTP/1.1 client sends one.
 */
export function hostChecker(origins: () => readonly string[]): (headers: IncomingHttpHeaders) => boolean {
  let seen: readonly string[] | null = null;
  let hosts = new Set<string>();
  let any = false;
  return (headers) => {
    const list = origins();
    if (list !== seen) {
      seen = list;
      any = list.includes('*');
      hosts = new Set(
        list.flatMap((o) => {
          try {
            const url = new URL(normal(o));
            // URL drops a default port; a Host header may carry it or not.
            const port = url.port || (url.protocol === 'https:' ? '443' : '80');
            return [url.host, `${url.hostname}:${port}`];
          } catch {
            return [];
          }
        }),
      );
    }
    if (any) return true;
    const host = headers.host?.toLowerCase();
    return host !== undefined && hosts.has(host);
  };
}

/** `ALIBI_ALLOWED_ORIGINS`, `ALIBI_PUBLIC_ORIGINS`, `ALIBI_TRUSTED_PROXIES`: comma-separated lists. */
export const originsFromEnv = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Named ranges usable in the list of trusted proxies. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7', 'fe80::/10', '169.254.0.0/16'],
};

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) is 1.2.3.4. */
function plainAddress(address: string): string {
  const a = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  return mapped?.[1] ?? a;
}

/** Which peers are proxies whose X-Forwarded-For entries are believed. */
export type ProxyTrust = (address: string) => boolean;

export const TRUST_NONE: ProxyTrust = () => false;

/**
 * A trust predicate from addresses and CIDR ranges (`10.0.0.0/8`, `::1`, `loopback`, `private`).
 * An entry that is neither is an error at start-up, not a silently ignored proxy.
 */
export function trustedProxies(entries: readonly string[]): ProxyTrust {
  if (entries.length === 0) return TRUST_NONE;
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e.trim().toLowerCase()] ?? [e.trim()])) {
    const [base = '', bits, extra] = entry.split('/');
    const address = plainAddress(base);
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
      throw new Error(`trusted proxies: not an address, a CIDR range, "loopback" or "private": ${entry}`);
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return (raw) => {
    const address = plainAddress(raw);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address, for HTTP requests and socket handshakes alike: starting from the peer,
 * walk X-Forwarded-For from its right end (the entry the nearest proxy appended) while the hop
 * is a trusted proxy; the first untrusted hop is the client. Entries left of it were written by
 * the client itself and are never believed, so a forged header cannot pick the address.
 */
export function clientAddress(headers: IncomingHttpHeaders, peer: string | undefined, trust: ProxyTrust): string {
  let address = peer ? plainAddress(peer) : 'unknown';
  if (!trust(address)) return address;
  const forwarded = headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((s) => plainAddress(s))
    .filter((s) => s.length > 0);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    // Garbage in the header ends the walk at the last address a trusted proxy vouched for.
    if (isIP(hop) === 0) return address;
    address = hop;
    if (!trust(hop)) return address;
  }
  return address;
}
