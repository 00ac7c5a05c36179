/**
 * Rate limits as token buckets: per socket connection, per client address (sockets and HTTP
 * alike) and for table creation per address. A refused message or request gets RATE_LIMITED.
 */

/** A bucket holds up to `burst` tokens and regains `perSecond` of them every second. */
export interface Rate {
  burst: number;
  perSecond: number;
}

export interface Limits {
  /** Socket messages of one connection. */
  socketPerConnection: Rate | null;
  /** Socket messages of every connection from one address together. */
  socketPerAddress: Rate | null;
  /** HTTP requests to /api/ from one address. */
  httpPerAddress: Rate | null;
  /** Tables created from one address. */
  tablesPerAddress: Rate | null;
  /** Seats taken (joins) from one address; charged only for joins that pass every other check. */
  joinsPerAddress: Rate | null;
  /**
   * Replays (GET /api/tables/:id/replay) from one address, on top of `httpPerAddress`: one may
   * cost far more than any other request (see docs/operations.md, "Replays").
   */
  replaysPerAddress: Rate | null;
  /**
   * POST /api/my-tables from one address, on top of `httpPerAddress`: one request may look up
   * 50 tables (see docs/lifecycle.md, "My tables").
   */
  myTablesPerAddress: Rate | null;
  /**
   * GET /api/tables/:id/welcome from one address, on top of `httpPerAddress`: each one reads a
   * table and builds a seat's view, as a socket's hello does (see docs/assets.md).
   */
  welcomesPerAddress: Rate | null;
  /**
   * Sign-up and sign-in attempts from one address (password, and the start of a passkey
   * ceremony), on top of `httpPerAddress`: each password attempt costs an argon2 hash.
   */
  accountsPerAddress: Rate | null;
  /** Failed password sign-ins per account name, from any address: guessing one player's password stays slow. */
  signInFailuresPerName: Rate | null;
  /**
   * Open socket connections from one address at once: a handshake past it is refused before the
   * connection exists (so before any packet is read). A count, not a rate.
   */
  connectionsPerAddress: number | null;
}

/**
 * Generous for people (a click is one message), tight for scripts. Several players behind one
 * NAT share an address, hence per-address budgets well above one connection's.
 */
export const DEFAULT_LIMITS: Limits = {
  socketPerConnection: { burst: 60, perSecond: 20 },
  socketPerAddress: { burst: 600, perSecond: 200 },
  httpPerAddress: { burst: 300, perSecond: 50 },
  // Thirty tables at once, then one every half minute.
  tablesPerAddress: { burst: 30, perSecond: 1 / 30 },
  // A classroom filling a few tables at once, then one seat every fifteen seconds.
  joinsPerAddress: { burst: 20, perSecond: 1 / 15 },
  // Every seat's and the spectator's view of a few games, then one every two seconds.
  replaysPerAddress: { burst: 20, perSecond: 1 / 2 },
  // A lobby polls every 15 s: a few tabs of a household, plus a refresh on every focus.
  myTablesPerAddress: { burst: 20, perSecond: 1 / 3 },
  // One per table page load: a household's tabs reloading at once, then a reload every second.
  welcomesPerAddress: { burst: 60, perSecond: 1 },
  // Ten tries at once (a typo or two, a family signing up), then one every six seconds.
  accountsPerAddress: { burst: 10, perSecond: 1 / 6 },
  // Ten wrong passwords for one name, then one a minute.
  signInFailuresPerName: { burst: 10, perSecond: 1 / 60 },
  // A household or classroom behind one NAT, several tabs each; a script with thousands is not that.
  connectionsPerAddress: 64,
};

/** Every limit off: benchmarks, fuzzing, trusted networks. */
export const NO_LIMITS: Limits = {
  socketPerConnection: null,
  socketPerAddress: null,
  httpPerAddress: null,
  tablesPerAddress: null,
  joinsPerAddress: null,
  replaysPerAddress: null,
  myTablesPerAddress: null,
  welcomesPerAddress: null,
  accountsPerAddress: null,
  signInFailuresPerName: null,
  connectionsPerAddress: null,
};

const rateSchemaKeys = ['burst', 'perSecond'] as const;

function isRate(v: unknown): v is Rate {
  if (typeof v !== 'object' || v === null) return false;
  return rateSchemaKeys.every((k) => {
    const n = (v as Record<string, unknown>)[k];
    return typeof n === 'number' && Number.isFinite(n) && n > 0;
  });
}

/**
 * Limits from the `ALIBI_LIMITS` environment variable: `off`, or JSON overriding some of the
 * defaults, e.g. `{"httpPerAddress":{"burst":600,"perSecond":100},"tablesPerAddress":null}`.
 */
export function limitsFromEnv(text: string | undefined): Partial<Limits> {
  if (text === undefined || text.trim() === '') return {};
  if (text.trim() === 'off') return NO_LIMITS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('ALIBI_LIMITS must be "off" or a JSON object');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('ALIBI_LIMITS must be a JSON object');
  const out: Partial<Limits> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!(key in DEFAULT_LIMITS)) throw new Error(`ALIBI_LIMITS: unknown limit ${key}`);
    if (key === 'connectionsPerAddress') {
      if (value !== null && !(typeof value === 'number' && Number.isInteger(value) && value > 0))
        throw new Error(`ALIBI_LIMITS.${key} must be null or a positive integer`);
      out.connectionsPerAddress = value as number | null;
      continue;
    }
    if (value !== null && !isRate(value))
      throw new Error(`ALIBI_LIMITS.${key} must be null or {burst, perSecond} (positive numbers)`);
    out[key as Exclude<keyof Limits, 'connectionsPerAddress'>] = value;
  }
  return out;
}

export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: Rate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.at = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.at) / 1000) * this.rate.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Gives back a token just taken. */
  give(): void {
    this.tokens = Math.min(this.rate.burst, this.tokens + 1);
  }

  /** Full again (nothing to remember) once this long idle. */
  fullAfterMs(): number {
    return (this.rate.burst / this.rate.perSecond) * 1000;
  }

  idleSince(): number {
    return this.at;
  }
}

/** One bucket per key (an address); buckets idle long enough to be full again are forgotten. */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();
  private sweptAt: number;

  constructor(
    private readonly rate: Rate | null,
    private readonly clock: () => number = Date.now,
  ) {
    this.sweptAt = clock();
  }

  take(key: string): boolean {
    if (!this.rate) return true;
    const now = this.clock();
    let b = this.buckets.get(key);
    if (!b) this.buckets.set(key, (b = new TokenBucket(this.rate, now)));
    const ok = b.take(now);
    this.sweep(now, b.fullAfterMs());
    return ok;
  }

  /** Whether `key` has a token left, without taking it (a failure takes it later). */
  has(key: string): boolean {
    if (!this.rate) return true;
    const b = this.buckets.get(key);
    if (!b) return true;
    const now = this.clock();
    return b.take(now) ? (b.give(), true) : false;
  }

  get size(): number {
    return this.buckets.size;
  }

  /** At most once per refill period: the table of addresses stays as small as the active ones. */
  private sweep(now: number, fullAfterMs: number): void {
    if (now - this.sweptAt < Math.max(fullAfterMs, 10_000)) return;
    this.sweptAt = now;
    for (const [key, b] of this.buckets) if (now - b.idleSince() >= fullAfterMs) this.buckets.delete(key);
  }
}

/** Open connections per address: taken at a handshake, given back when the connection closes. */
export class ConnectionCounts {
  private readonly open = new Map<string, number>();

  constructor(private readonly cap: number | null) {}

  /** Whether one more connection from `key` is within the cap (nothing is taken). */
  allows(key: string): boolean {
    return this.cap === null || (this.open.get(key) ?? 0) < this.cap;
  }

  add(key: string): void {
    this.open.set(key, (this.open.get(key) ?? 0) + 1);
  }

  remove(key: string): void {
    const n = (this.open.get(key) ?? 0) - 1;
    if (n > 0) this.open.set(key, n);
    else this.open.delete(key);
  }

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}

export const rateLimited = (what: string) => ({
  code: 'RATE_LIMITED' as const,
  message: `too many ${what}; slow down and retry`,
});
