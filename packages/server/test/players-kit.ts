/**
 * Test kit for players, ratings and moderation: a server on SQLite (and on PostgreSQL when
 * ALIBI_TEST_PG is set) with plain SQL on its database, and signed-in browsers (password sign-up
 * through the accounts API, accounts-kit.ts's Browser keeps the cookie and CSRF token).
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import type { SignedIn } from '@alibi/protocol';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../src/index.ts';
import { Browser } from './accounts-kit.ts';
import { tempDb, type Client } from './helpers.ts';
import { freshPg } from './nodes.ts';

export const PASSWORD = 'correct horse battery';

/** Plain SQL on the server's database (`?` placeholders). */
export type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Backend {
  name: string;
  /** A fresh database: its location for the server, SQL on it, and cleanup. */
  open(): Promise<{ db: string; sql: Sql; close(): Promise<void> }>;
}

/** SQLite always; PostgreSQL when ALIBI_TEST_PG names a server (else a warning says it was skipped). */
export function backends(suite: string): Backend[] {
  const out: Backend[] = [
    {
      name: 'SQLite',
      async open() {
        const t = tempDb();
        let file: Database.Database | null = null;
        const conn = () => (file ??= new Database(t.file));
        return {
          db: t.file,
          sql: async (text, params = []) => {
            const st = conn().prepare(text);
            return st.reader ? (st.all(...params) as Record<string, unknown>[]) : (st.run(...params), []);
          },
          close: async () => {
            file?.close();
            t.cleanup();
          },
        };
      },
    },
  ];
  const url = process.env.ALIBI_TEST_PG;
  if (!url) {
    console.warn(`${suite}: PostgreSQL skipped: set ALIBI_TEST_PG to a PostgreSQL URL to run it there too`);
    return out;
  }
  out.push({
    name: 'PostgreSQL',
    async open() {
      const fresh = await freshPg(url);
      const client = new pg.Client({ connectionString: fresh.url });
      let connected = false;
      return {
        db: fresh.url,
        sql: async (text, params = []) => {
          if (!connected) await client.connect();
          connected = true;
          let n = 0;
          return (await client.query(text.replace(/\?/g, () => `$${++n}`), params)).rows as Record<string, unknown>[];
        },
        close: async () => {
          if (connected) await client.end();
          await fresh.drop();
        },
      };
    },
  });
  return out;
}

/** A server on `db` with the sign-up and table budgets off (these suites make many). */
export const serve = (db: string, opts: Partial<ServerOptions> = {}): Promise<RunningServer> =>
  startServer({
    port: 0,
    db,
    botDelayMs: 0,
    webDist: '/nonexistent',
    limits: { accountsPerAddress: null, signInFailuresPerName: null, tablesPerAddress: null, joinsPerAddress: null },
    ...opts,
  });

/** A server on a fresh database of `backend` for the suite, SQL on that database, and the socket clients to close after it. */
export interface Served {
  server: RunningServer;
  sql: Sql;
  clients: Client[];
}

/** Registers the suite's hooks: the server (see `serve`) before it; after it the clients, the server and the database go. */
export function servedOn(backend: Backend): Served {
  const held = { clients: [] as Client[] } as Served;
  let store: Awaited<ReturnType<Backend['open']>> | null = null;
  beforeAll(async () => {
    store = await backend.open();
    held.sql = store.sql;
    held.server = await serve(store.db);
  }, 60_000);
  afterAll(async () => {
    for (const c of held.clients) c.close();
    await held.server?.close();
    await store?.close();
  });
  return held;
}

export type Player = Browser & { id: string; name: string };

/** A browser signed in to a new account `name`. */
export async function signUp(base: string, name: string): Promise<Player> {
  const b = new Browser(base);
  const r = await b.call<SignedIn>('POST', '/api/account/password/signup', { name, password: PASSWORD });
  if (r.status !== 201) throw new Error(`sign-up of ${name} failed: ${JSON.stringify(r.body)}`);
  return Object.assign(b, { id: r.body.user.id, name });
}

/** The error code of an answer. */
export const code = (r: { body: unknown }): string | undefined => (r.body as { error?: { code: string } }).error?.code;
