import { existsSync, mkdirSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { intArg, parse } from '../args.ts';
import { EXIT, UsageError } from '../errors.ts';
import type { Command } from './types.ts';

/** The repository root, so the default database is the same from any working directory. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A database URL (postgres://…) is passed through; anything else is a SQLite file path. */
function resolveDb(db: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(db)) return db;
  const file = isAbsolute(db) ? db : resolve(process.cwd(), db);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

export const serveCommand: Command = {
  name: 'serve',
  summary: 'start the game server (HTTP API, WebSocket play, web client)',
  help: `Usage: alibi serve [--port N] [--host H] [--db FILE|URL] [--bot-delay MS] [--web-dist DIR]
                   [--redis URL]

Starts the server and prints its URL; Ctrl-C (SIGINT) or SIGTERM stops it cleanly.
  --port N        TCP port (default $PORT or 3000; 0 picks a free port)
  --host H        interface to listen on (default $HOST or 127.0.0.1; 0.0.0.0 for every one)
  --db FILE|URL   SQLite file, or a postgres:// URL (default data/alibi.sqlite in the repo)
  --bot-delay MS  pause before each bot move, so people can follow (default 800)
  --web-dist DIR  built web client to serve (default packages/web/dist if built: npm run build:web)
  --redis URL     redis:// URL shared with other nodes on the same --db (default $ALIBI_REDIS):
                  any node serves any player of a match live; see packages/server/README.md

Environment (details in docs/operations.md):
  ALIBI_LOG_LEVEL         JSON log level: trace, debug, info, warn, error (default: errors only, on stderr)
  ALIBI_PUBLIC_ORIGINS    comma-separated origins the server is reached at; other Host names are refused
                          (default: http://localhost, 127.0.0.1 and [::1] on the port; * turns the check off)
  ALIBI_ALLOWED_ORIGINS   comma-separated origins whose pages may play (default: the public origins)
  ALIBI_LIMITS            rate and connection limits as JSON overrides, or "off" (default: built-in limits)
  ALIBI_TRUSTED_PROXIES   proxies whose X-Forwarded-For is believed: addresses, CIDRs, loopback, private
  ALIBI_TRUST_PROXY       1: the same as ALIBI_TRUSTED_PROXIES=loopback

Example: alibi serve --port 8080 --db /tmp/alibi.sqlite
Two nodes: alibi serve --port 3001 --db postgres://… --redis redis://127.0.0.1:6379
       and alibi serve --port 3002 --db postgres://… --redis redis://127.0.0.1:6379`,
  async run(args, { io }) {
    const { values } = parse(args, {
      port: { type: 'string' },
      host: { type: 'string' },
      db: { type: 'string' },
      'bot-delay': { type: 'string' },
      'web-dist': { type: 'string' },
      redis: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
      io.out(`${this.help}\n`);
      return EXIT.ok;
    }
    const port = intArg('port', values.port ?? process.env.PORT ?? '3000', 0, 65535);
    const botDelayMs = values['bot-delay'] === undefined ? undefined : intArg('bot-delay', values['bot-delay'], 0);
    const db = resolveDb(values.db ?? resolve(ROOT, 'data/alibi.sqlite'));
    const webDist = values['web-dist'] === undefined ? undefined : resolve(process.cwd(), values['web-dist']);
    if (webDist !== undefined && !existsSync(webDist)) throw new UsageError(`--web-dist: no such folder: ${webDist}`);
    // Imported here: the server pulls in Fastify, socket.io and the database drivers.
    const { startServer } = await import('@alibi/server');
    const redis = values.redis ?? process.env.ALIBI_REDIS;
    if (redis !== undefined && !/^rediss?:\/\//i.test(redis)) throw new UsageError(`--redis: not a redis:// URL: ${redis}`);
    const server = await startServer({ port, host: values.host ?? process.env.HOST, db, botDelayMs, webDist, redis });
    io.out(`alibi server listening on ${server.url}\n`);
    return new Promise<number>((done) => {
      let stopping = false;
      const stop = (signal: NodeJS.Signals) => {
        if (stopping) {
          io.err(`alibi: ${signal} again, exiting without waiting\n`);
          process.exit(EXIT.failure);
        }
        stopping = true;
        io.err(`alibi: ${signal}, stopping the server\n`);
        server.close().then(
          () => done(EXIT.ok),
          (e: unknown) => {
            io.err(`alibi: error while stopping: ${e instanceof Error ? e.message : String(e)}\n`);
            done(EXIT.failure);
          },
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
  },
};
