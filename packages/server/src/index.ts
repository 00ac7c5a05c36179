/**
 * The game server: Fastify (HTTP API, OpenAPI docs, the built web app) and socket.io (play) on
 * one port, over SQLite or PostgreSQL. `startServer` resumes every stored match.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { Cluster } from './cluster.ts';
import { openDb } from './db.ts';
import { registerHttp } from './http.ts';
import { Hub, type TestHooks } from './hub.ts';
import { DEFAULT_LIFECYCLE, lifecycleFromEnv, type LifecycleSettings } from './lifecycle.ts';
import { DEFAULT_LIMITS, limitsFromEnv, type Limits } from './limits.ts';
import { createLogger, type LogOptions } from './logging.ts';
import { Metrics } from './metrics.ts';
import { Replays, type ReplaySettings } from './replay.ts';
import { localOrigins, originsFromEnv, trustedProxies } from './origins.ts';
import { attachSockets } from './sockets.ts';
import { Store } from './store.ts';

export interface ServerOptions {
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A SQLite file path or a postgres:// URL. Default data/alibi.sqlite under the repository. */
  db?: string;
  /** Pause before each bot move, so people can follow. Default 800. */
  botDelayMs?: number;
  /** Folder of the built web app. Default packages/web/dist when it exists. */
  webDist?: string;
  /**
   * Structured JSON logs (pino) of requests (with request ids) and, at debug level, socket
   * messages; secrets are redacted. `true`: info level on stdout; `false`: errors only, on stderr.
   * Default: `$ALIBI_LOG_LEVEL` if set, else false.
   */
  logger?: boolean | LogOptions;
  /** Rate limits; `null` turns one off. Default: `$ALIBI_LIMITS` over DEFAULT_LIMITS. */
  limits?: Partial<Limits>;
  /**
   * Origins whose pages may use the API and sockets (`*`: any). Default `$ALIBI_ALLOWED_ORIGINS`,
   * else the public origins.
   */
  allowedOrigins?: string[];
  /**
   * The origins the server is reached at (`https://alibi.example`); requests naming another host
   * are refused (DNS rebinding), `*` turns that off. Default `$ALIBI_PUBLIC_ORIGINS`, else
   * http://localhost, 127.0.0.1 and [::1] on the server's port (and the listening address when it
   * is one), plus the allowed origins.
   */
  publicOrigins?: string[];
  /**
   * Proxies whose X-Forwarded-For entries are believed: addresses, CIDR ranges, `loopback`,
   * `private`. `true` means `loopback`. Default `$ALIBI_TRUSTED_PROXIES`, else `loopback` when
   * `$ALIBI_TRUST_PROXY === '1'`, else none.
   */
  trustProxy?: boolean | string[];
  /** For tests only (see TestHooks). */
  testing?: TestHooks;
  /**
   * Expiry of waiting tables, abandonment of playing ones and the sweep interval (lifecycle.ts).
   * Default `$ALIBI_WAITING_EXPIRY_S`, `$ALIBI_ABANDON_AFTER_S`, `$ALIBI_SWEEP_S` over DEFAULT_LIFECYCLE.
   */
  lifecycle?: Partial<LifecycleSettings>;
  /** Replay size cap, cache and slicing (see replay.ts). Default DEFAULT_REPLAY_SETTINGS. */
  replays?: Partial<ReplaySettings>;
  /**
   * Where passkeys are valid: the relying party id (the site's domain) and the page origins.
   * Default `$ALIBI_RP_ID` and `$ALIBI_RP_ORIGINS` (comma-separated), else the host name and
   * origin each request reached the server at (fine for localhost; set them behind a proxy).
   */
  webauthn?: { rpID?: string; origins?: string[] };
  /**
   * A redis:// URL to serve matches together with other nodes on the same PostgreSQL database:
   * live updates across nodes, one bot runner per table, `connected` across nodes.
   */
  redis?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Graceful: refuse new work, finish queued actions, tell clients to reconnect, close storage. */
  close(): Promise<void>;
}

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
/** HTTP bodies are small JSON; anything bigger is refused before parsing. */
const BODY_LIMIT = 64 * 1024;
/** A health check that takes longer than this counts as down. */
const HEALTH_TIMEOUT_MS = 2000;

function within<T>(ms: number, what: string, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const env = process.env;
  const limits: Limits = { ...DEFAULT_LIMITS, ...limitsFromEnv(env.ALIBI_LIMITS), ...opts.limits };
  const allowedOrigins = opts.allowedOrigins ?? originsFromEnv(env.ALIBI_ALLOWED_ORIGINS);
  const proxies =
    opts.trustProxy === undefined
      ? env.ALIBI_TRUSTED_PROXIES
        ? originsFromEnv(env.ALIBI_TRUSTED_PROXIES)
        : env.ALIBI_TRUST_PROXY === '1'
          ? ['loopback']
          : []
      : opts.trustProxy === true
        ? ['loopback']
        : opts.trustProxy === false
          ? []
          : opts.trustProxy;
  const trust = trustedProxies(proxies);
  const configuredPublic = opts.publicOrigins ?? originsFromEnv(env.ALIBI_PUBLIC_ORIGINS);
  // Known once the server listens (port 0 picks one); no request arrives before that.
  let publicList: readonly string[] = configuredPublic;
  const publicOrigins = () => publicList;
  const log = createLogger(opts.logger ?? (env.ALIBI_LOG_LEVEL ? { level: env.ALIBI_LOG_LEVEL } : false));
  const logError = (message: string, error: unknown) => log.error({ err: error }, message);
  const store = new Store(await openDb(opts.db ?? join(REPO, 'data', 'alibi.sqlite')));
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: BODY_LIMIT,
    // The same rule as clientAddress, so the logged req.ip is the address the limits use.
    trustProxy: (address: string) => trust(address),
    genReqId: () => randomUUID(),
  });
  let cluster: Cluster | null = null;
  try {
    if (opts.redis) cluster = await Cluster.connect(opts.redis, logError);
  } catch (e) {
    await store.close();
    throw e;
  }
  const hub = new Hub(store, opts.botDelayMs ?? 800, logError, cluster, opts.testing);
  if (opts.replays) hub.replays = new Replays(opts.replays);
  const metrics = new Metrics({
    tables: () => hub.tableCounts(),
    connections: () => sockets?.engine.clientsCount ?? 0,
  });
  const health = async () => {
    await within(HEALTH_TIMEOUT_MS, 'the database', store.checkWrite());
    if (cluster) await within(HEALTH_TIMEOUT_MS, 'redis', cluster.ping());
    return { db: 'up' as const, redis: cluster ? ('up' as const) : ('off' as const) };
  };
  const defaultWeb = join(REPO, 'packages', 'web', 'dist');
  let sockets: ReturnType<typeof attachSockets> | null = null;
  try {
    const webDist = opts.webDist ?? (existsSync(defaultWeb) ? defaultWeb : null);
    const webauthn = {
      rpID: opts.webauthn?.rpID ?? (env.ALIBI_RP_ID || undefined),
      origins: opts.webauthn?.origins ?? originsFromEnv(env.ALIBI_RP_ORIGINS),
    };
    await registerHttp(app, hub, { webDist, limits, allowedOrigins, publicOrigins, trust, metrics, health, webauthn });
    await app.ready();
    sockets = attachSockets(app.server, hub, { limits, allowedOrigins, publicOrigins, trust, log, metrics });
    await hub.resumeAll();
    hub.startSweeps({ ...DEFAULT_LIFECYCLE, ...lifecycleFromEnv(env), ...opts.lifecycle });
    await app.listen({ port: opts.port ?? 3000, host: opts.host ?? '127.0.0.1' });
    if (configuredPublic.length === 0) {
      const bound = app.server.address();
      const boundPort = typeof bound === 'object' && bound ? bound.port : (opts.port ?? 3000);
      publicList = [...localOrigins(boundPort, opts.host), ...allowedOrigins.filter((o) => o !== '*')];
    }
  } catch (e) {
    // A port in use, say: release everything already opened.
    await hub.close();
    if (sockets) await new Promise<void>((resolve) => sockets?.close(() => resolve()));
    await app.close();
    await cluster?.close();
    await store.close();
    throw e;
  }
  const io = sockets;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 3000);
  const host = opts.host && opts.host !== '0.0.0.0' && opts.host !== '::' ? opts.host : '127.0.0.1';

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      process.off('SIGTERM', onSignal);
      await hub.close();
      // Disconnects every socket (after the `reconnect` already queued), then the HTTP server.
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await app.close();
      await cluster?.close();
      await store.close();
      log.flush();
    })();
    return closing;
  };
  // SIGTERM closes gracefully; the process exits here only if no one else (a CLI) handles the signal.
  const onSignal = () => {
    const owned = process.listenerCount('SIGTERM') === 0;
    close().then(
      () => {
        if (owned) process.exit(0);
      },
      (e: unknown) => {
        logError('shutdown failed', e);
        if (owned) process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port, close };
}

export { DEFAULT_LIMITS, NO_LIMITS, type Limits, type Rate } from './limits.ts';
export type { LogOptions } from './logging.ts';
export type { TestHooks } from './hub.ts';
export { DEFAULT_REPLAY_SETTINGS, type ReplaySettings } from './replay.ts';
