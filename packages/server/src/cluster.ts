/**
 * Scale-out over Redis: a signal when a table changes, so every node that holds the table catches
 * up from the database and sends its own connections their own views; a lease per table so its
 * bots run on one node; seat presence so `connected` is true across nodes. Redis carries table
 * ids, versions, seat numbers and node ids only: never a view, an action, a seed or a token.
 */
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { z } from 'zod';

const CHANNEL = 'alibi:tables';
/** A bot lease or presence entry not renewed for this long belongs to a dead node and lapses. */
export const LEASE_MS = 10_000;

const signalSchema = z.object({
  node: z.string(),
  table: z.string(),
  /**
   * advanced: a new action is stored; lobby: seats or status changed; presence: a seat
   * (dis)connected; chat: a chat line is stored (`version` is then the line's id, see chat.ts);
   * removed: the host removed the person at seat `version` (a lobby change, told to that seat's
   * connections here too; lifecycle.ts); dropped: the held claim of seat `version`, `claim`, was
   * not applied, for the reason in `dropped` (told to that seat's connections on every node;
   * claims.ts).
   */
  kind: z.enum(['advanced', 'lobby', 'presence', 'chat', 'claims', 'clock', 'removed', 'dropped']),
  version: z.number().int(),
  dropped: z.enum(['illegal', 'beaten']).optional(),
  /** The dropped claim itself: a node may have re-read its held claims after the drop, and still must say which. */
  claim: z.unknown().optional(),
});
export type Signal = z.infer<typeof signalSchema>;

/** Takes or renews the lease if it is free or already ours; 1 when we hold it afterwards. */
const LEASE = `local v = redis.call('GET', KEYS[1])
if v == false then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if v == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`;
/** Gives the lease up only if it is still ours. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

const botKey = (table: string) => `alibi:bots:${table}`;
const presenceKey = (table: string) => `alibi:presence:${table}`;

/** How long a starting node keeps trying to reach Redis before it refuses to start. */
export const REDIS_START_MS = 5_000;

/**
 * Commands fail at once while Redis is unreachable instead of queueing, so play never waits on it.
 * A node that never reached Redis gives up after REDIS_START_MS with a clear error (rather than
 * hanging at start); once connected it reconnects forever, backing off to one try a second.
 */
const newClient = (url: string) => {
  const started = Date.now();
  let connectedOnce = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: REDIS_START_MS,
      reconnectStrategy: (retries: number, cause: Error) => {
        if (!connectedOnce && Date.now() - started >= REDIS_START_MS) {
          return new Error(`Redis at ${redactUrl(url)} is unreachable (${cause.message || String(cause)})`);
        }
        return Math.min(50 * 2 ** retries, 1_000);
      },
    },
  });
  client.on('ready', () => {
    connectedOnce = true;
  });
  return client;
};

/** A Redis URL without its password, for messages and logs. */
const redactUrl = (url: string): string => {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured URL';
  }
};
type RedisClient = ReturnType<typeof newClient>;

export class Cluster {
  /** This process; a restarted node is a new node, so it never mistakes a dead node's lease for its own. */
  readonly node = randomBytes(8).toString('hex');
  private listener: (s: Signal) => void = () => undefined;

  private constructor(
    private readonly pub: RedisClient,
    private readonly sub: RedisClient,
  ) {}

  static async connect(url: string, logError: (message: string, error: unknown) => void): Promise<Cluster> {
    // A subscribed connection can run no other command, hence two.
    const pub = newClient(url);
    const sub = newClient(url);
    pub.on('error', (e: unknown) => logError('redis', e));
    sub.on('error', (e: unknown) => logError('redis subscriber', e));
    try {
      await pub.connect();
      await sub.connect();
    } catch (e) {
      pub.destroy();
      sub.destroy();
      throw e;
    }
    const cluster = new Cluster(pub, sub);
    await sub.subscribe(CHANNEL, (text) => {
      let s: Signal;
      try {
        s = signalSchema.parse(JSON.parse(text));
      } catch (e) {
        logError('malformed cluster signal', e);
        return;
      }
      if (s.node !== cluster.node) cluster.listener(s);
    });
    return cluster;
  }

  /** Where signals from other nodes go (this node's own are left out). */
  listen(listener: (s: Signal) => void): void {
    this.listener = listener;
  }

  async signal(table: string, kind: Signal['kind'], version: number, dropped?: Signal['dropped'], claim?: unknown): Promise<void> {
    await this.pub.publish(CHANNEL, JSON.stringify({ node: this.node, table, kind, version, dropped, claim } satisfies Signal));
  }

  /** Takes or renews the table's bot lease; true when this node runs the table's bots. */
  async lease(table: string): Promise<boolean> {
    const r = await this.pub.eval(LEASE, { keys: [botKey(table)], arguments: [this.node, String(LEASE_MS)] });
    return Number(r) === 1;
  }

  async release(table: string): Promise<void> {
    await this.pub.eval(RELEASE, { keys: [botKey(table)], arguments: [this.node] });
  }

  /** Marks seats as connected here until the lease runs out (renew before). */
  async present(table: string, seats: number[]): Promise<void> {
    if (seats.length === 0) return;
    const until = Date.now() + LEASE_MS;
    await this.pub.zAdd(
      presenceKey(table),
      seats.map((seat) => ({ score: until, value: `${this.node}:${seat}` })),
    );
    await this.pub.pExpire(presenceKey(table), LEASE_MS);
  }

  async absent(table: string, seat: number): Promise<void> {
    await this.pub.zRem(presenceKey(table), `${this.node}:${seat}`);
  }

  /** Seats connected to other nodes, leaving out entries whose node stopped renewing them. */
  async elsewhere(table: string): Promise<Set<number>> {
    const members = await this.pub.zRangeByScore(presenceKey(table), Date.now(), '+inf');
    const seats = new Set<number>();
    for (const m of members) {
      const [node, seat] = m.split(':');
      if (node !== this.node) seats.add(Number(seat));
    }
    return seats;
  }

  /** A round trip to Redis (health checks). */
  async ping(): Promise<void> {
    await this.pub.ping();
  }

  /** Waits for commands already sent (signals, releases), then disconnects; at once if Redis is gone. */
  async close(): Promise<void> {
    for (const client of [this.sub, this.pub]) await client.close().catch(() => client.destroy());
  }
}
