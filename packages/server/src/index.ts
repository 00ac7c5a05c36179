/**
 * The game server: Fastify (HTTP API, OpenAPI docs, the built web app) and socket.io (play) on
 * one port, over SQLite or PostgreSQL. `startServer` resumes every stored match.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { Cluster } from './cluster.ts';
import { openDb } from './db.ts';
import { registerHttp } from './http.ts';
import { Hub } from './hub.ts';
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
  /** Fastify's request log. Default off. */
  logger?: boolean;
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

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const store = new Store(await openDb(opts.db ?? join(REPO, 'data', 'alibi.sqlite')));
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: BODY_LIMIT });
  const logError = (message: string, error: unknown) => {
    if (opts.logger) app.log.error({ err: error }, message);
    else console.error(`[alibi server] ${message}`, error);
  };
  let cluster: Cluster | null = null;
  try {
    if (opts.redis) cluster = await Cluster.connect(opts.redis, logError);
  } catch (e) {
    await store.close();
    throw e;
  }
  const hub = new Hub(store, opts.botDelayMs ?? 800, logError, cluster);
  const defaultWeb = join(REPO, 'packages', 'web', 'dist');
  let sockets: ReturnType<typeof attachSockets> | null = null;
  try {
    await registerHttp(app, hub, opts.webDist ?? (existsSync(defaultWeb) ? defaultWeb : null));
    await app.ready();
    sockets = attachSockets(app.server, hub);
    await hub.resumeAll();
    await app.listen({ port: opts.port ?? 3000, host: opts.host ?? '127.0.0.1' });
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
