/**
 * The HTTP API. Bodies are validated with the protocol's zod schemas (the JSON Schemas attached
 * to routes are for the OpenAPI document only); every error is `{error: {code, message}}`.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { AnyGame } from '@alibi/engine';
import { catalog, findGame, maxActions } from '@alibi/games';
import {
  botSchema,
  createTableSchema,
  joinSchema,
  kickSchema,
  listedSchema,
  myTablesSchema,
  removeBotSchema,
  seatActionSchema,
  replayQuerySchema,
  SEAT_TOKEN_HEADER,
  tableIdSchema,
  tokenSchema,
  type ErrorBody,
  type GameInfo,
  type WireError,
} from '@alibi/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, RawServerDefault } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { registerAccounts, type WebAuthnSettings } from './accounts-http.ts';
import { AlibisReviews } from './alibis-review.ts';
import { Failure, httpStatus, toWire } from './errors.ts';
import { parse, type Hub } from './hub.ts';
import { registerPlayers, sessionViewer } from './players-http.ts';
import { KeyedBuckets, rateLimited, type Limits } from './limits.ts';
import type { Metrics } from './metrics.ts';
import { docs } from './openapi.ts';
import { clientAddress, hostChecker, originChecker, type ProxyTrust } from './origins.ts';
import { REVALIDATE, staticOptions, tablePages } from './static.ts';

const paramsSchema = z.strictObject({ id: tableIdSchema });
/** The first view takes nothing in its URL but the table: a token there would be kept in logs and history. */
const firstViewQuerySchema = z.strictObject(
  { pack: z.literal('1').optional() },
  { error: 'takes only pack=1 in its query; send the seat token as "Authorization: Bearer <token>"' },
);

/** The seat token of `Authorization: Bearer <token>`, null without one; any other form is MALFORMED. */
function seatToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const m = /^Bearer ([A-Za-z0-9_-]{10,200})$/.exec(header.trim());
  if (!m) throw new Failure('MALFORMED', 'the Authorization header must be "Bearer <seat token>"');
  return m[1] as string;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Below this a compressed answer saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

/** The content codings an Accept-Encoding header allows (`q=0` refuses one). */
function acceptedCodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name !== '' && !(q !== undefined && Number(q.slice(2)) === 0)) out.add(name);
  }
  return out;
}

/**
 * JSON text compressed as the request accepts (brotli, else gzip, else as it is). For the few
 * answers that can be large and sit on a page's critical path: a first view's legal actions run to
 * tens of KB in some games. Quality 5: a millisecond or two per answer, most of brotli's gain.
 */
async function sendCompressed(reply: FastifyReply, acceptEncoding: string | undefined, json: string): Promise<FastifyReply> {
  void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = acceptedCodings(acceptEncoding);
  if (json.length < COMPRESS_FROM_BYTES) return reply.send(json);
  if (accepted.has('br')) return reply.header('content-encoding', 'br').send(await brotli(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(await gzipped(json));
  return reply.send(json);
}

/** The options the lobby may set, as JSON Schema; the fixed `deal` is left out (refused here). */
function optionsJsonSchema(game: AnyGame): Record<string, unknown> | null {
  try {
    const schema = z.toJSONSchema(game.optionsSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    delete schema.$schema;
    const props = schema.properties as Record<string, unknown> | undefined;
    if (props) delete props.deal;
    if (Array.isArray(schema.required)) schema.required = schema.required.filter((k) => k !== 'deal');
    return schema;
  } catch {
    return null;
  }
}

export function gameInfos(): GameInfo[] {
  return catalog.map((meta) => {
    const game = findGame(meta.id);
    return { ...meta, maxActions: maxActions(meta.id), optionsSchema: game && meta.playable ? optionsJsonSchema(game) : null };
  });
}

export interface HttpOptions {
  webDist: string | null;
  limits: Limits;
  allowedOrigins: readonly string[];
  /** The origins the server is reached at: the Host check, and the default allowed page origins. */
  publicOrigins: () => readonly string[];
  /** Which peers are proxies whose X-Forwarded-For is believed (the same rule as the sockets'). */
  trust: ProxyTrust;
  metrics: Metrics;
  /** Resolves when the database (and Redis, if any) answer; throws naming what does not. */
  health(): Promise<Record<string, 'up' | 'off'>>;
  /** Where passkeys are valid (accounts-http.ts); unset: where each request reached the server. */
  webauthn?: WebAuthnSettings;
}

/** The app with its pino logger (see logging.ts). */
type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, Logger>;

/**
 * The page's Content Security Policy: scripts, styles, workers and connections from this origin
 * only, so a script injected into the page (an inline <script>, an event-handler attribute, a
 * javascript: URL, a script from elsewhere) does not run; no framing by any site. The built app
 * needs nothing else: Vite emits script and style files, the note-sheet worker is a file under
 * /assets, lazily loaded chunks are same-origin modules, socket.io is a same-origin connection.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Not upgrade-insecure-requests: a server on plain http (a LAN address) would break its own page.
  upgradeInsecureRequests: null,
};

/** Probes and scrapers reach a node by its internal address: these paths skip the Host check. */
const PROBES = new Set(['/healthz', '/api/health', '/metrics']);

export async function registerHttp(app: App, hub: Hub, opts: HttpOptions): Promise<void> {
  const { webDist, metrics } = opts;
  // zod validates in the handlers (typed errors); route schemas only feed the OpenAPI document.
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const fail = (reply: FastifyReply, error: WireError) => {
    metrics.error(error.code, 'http');
    return reply.status(httpStatus(error.code)).send({ error } satisfies ErrorBody);
  };

  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (error instanceof Failure) return fail(reply, toWire(error));
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fail(reply, { code: 'TOO_LARGE', message: 'request body too large' });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return fail(reply, { code: 'MALFORMED', message: error.message });
    return fail(reply, hub.wire(error));
  });

  // Security headers on every answer (the API's JSON too: nosniff, no framing).
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS is the TLS terminator's decision (a proxy in front); over plain http browsers ignore it.
    strictTransportSecurity: false,
  });

  // Only the server's own names; the API answers pages of allowed origins only, and each address
  // within its budget.
  const knownHost = hostChecker(opts.publicOrigins);
  const allowed = originChecker(opts.allowedOrigins, opts.publicOrigins);
  const perAddress = new KeyedBuckets(opts.limits.httpPerAddress);
  const tablesPerAddress = new KeyedBuckets(opts.limits.tablesPerAddress);
  const joinsPerAddress = new KeyedBuckets(opts.limits.joinsPerAddress);
  const replaysPerAddress = new KeyedBuckets(opts.limits.replaysPerAddress);
  const myTablesPerAddress = new KeyedBuckets(opts.limits.myTablesPerAddress);
  const welcomesPerAddress = new KeyedBuckets(opts.limits.welcomesPerAddress);
  /** The client's address: the one rule the sockets use too. */
  const addressOf = (req: { headers: IncomingMessage['headers']; socket: IncomingMessage['socket'] }) =>
    clientAddress(req.headers, req.socket.remoteAddress, opts.trust);
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('x-request-id', req.id);
    const path = req.url.split('?')[0] ?? '';
    if (!PROBES.has(path) && !knownHost(req.headers))
      return fail(reply, { code: 'BAD_ORIGIN', message: 'this server does not answer to that host name' });
    if (!req.url.startsWith('/api/')) return undefined;
    if (!allowed(req.headers)) return fail(reply, { code: 'BAD_ORIGIN', message: 'this origin may not use the API' });
    if (!perAddress.take(addressOf(req.raw))) return fail(reply, rateLimited('requests from this address'));
    return undefined;
  });
  // Bodies hold seat tokens: at debug level they are logged, with the tokens redacted.
  app.addHook('preHandler', async (req) => {
    if (req.body !== undefined) req.log.debug({ body: req.body }, 'request body');
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Alibi table API',
        version: '0.1.0',
        description: 'Lobby and replays over HTTP; play over socket.io (see the server README).',
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const games = gameInfos();
  app.get('/api/games', { schema: docs.games }, async () => games);
  app.get('/api/health', { schema: docs.health }, async () => ({ ok: true }));
  app.get('/healthz', { schema: docs.healthz }, async (_req, reply) => {
    if (hub.shuttingDown) return reply.status(503).send({ ok: false, problem: 'shutting down' });
    try {
      return { ok: true, ...(await opts.health()) };
    } catch (e) {
      return reply.status(503).send({ ok: false, problem: e instanceof Error ? e.message : 'unhealthy' });
    }
  });
  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  // Accounts, sessions and the seats accounts hold (accounts-http.ts).
  const accounts = await registerAccounts(app, hub, { limits: opts.limits, webauthn: opts.webauthn ?? {}, addressOf: (req) => addressOf(req.raw) });
  // Profiles, leaderboards, reports, blocks, invitations (players-http.ts).
  registerPlayers(app, hub, { limits: opts.limits, addressOf: (req) => addressOf(req.raw), viewer: sessionViewer(hub) });

  app.get('/api/tables', { schema: docs.listTables }, async () => hub.list());
  app.post('/api/tables', { schema: docs.createTable }, async (req, reply) => {
    // Charged only once the request is known good: malformed requests cost no creation budget.
    const body = parse(createTableSchema, req.body, 'table');
    const grant = await hub.create(
      body,
      () => {
        if (!tablesPerAddress.take(addressOf(req.raw)))
          throw new Failure('RATE_LIMITED', rateLimited('new tables from this address').message);
      },
      // The host's seat is the signed-in account's only with the session's CSRF token.
      await accounts.seatAccount(req),
    );
    return reply.status(201).send(grant);
  });
  app.get('/api/tables/:id', { schema: docs.getTable }, async (req) => hub.info(parse(paramsSchema, req.params, 'path').id));
  app.post('/api/tables/:id/seats', { schema: docs.join }, async (req, reply) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    const body = parse(joinSchema, req.body, 'seat request');
    // Charged only for a join that passes every check, as creation is.
    const grant = await hub.join(
      id,
      body,
      () => {
        if (!joinsPerAddress.take(addressOf(req.raw))) throw new Failure('RATE_LIMITED', rateLimited('joins from this address').message);
      },
      await accounts.seatAccount(req),
    );
    return reply.status(201).send(grant);
  });
  // The table's life (lifecycle.ts): listing, removal by the host, rematch.
  app.post('/api/tables/:id/listed', { schema: docs.listed }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.setListed(id, parse(listedSchema, req.body, 'listing request'));
  });
  app.post('/api/tables/:id/kick', { schema: docs.kick }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.kick(id, parse(kickSchema, req.body, 'removal request'));
  });
  app.post('/api/tables/:id/rematch', { schema: docs.rematch }, async (req, reply) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return reply.status(201).send(await hub.rematch(id, parse(tokenSchema, req.body, 'rematch request').token));
  });
  app.post('/api/tables/:id/rematch/accept', { schema: docs.rematchAccept }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.acceptRematch(id, parse(tokenSchema, req.body, 'rematch answer').token);
  });
  app.post('/api/tables/:id/rematch/decline', { schema: docs.rematchDecline }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.declineRematch(id, parse(tokenSchema, req.body, 'rematch answer').token);
  });
  app.post('/api/tables/:id/leave', { schema: docs.leave }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.leave(id, parse(tokenSchema, req.body, 'leave request').token);
  });
  app.post('/api/tables/:id/bots', { schema: docs.addBot }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.addBot(id, parse(botSchema, req.body, 'bot request'));
  });
  app.post('/api/tables/:id/bots/remove', { schema: docs.removeBot }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.removeBot(id, parse(removeBotSchema, req.body, 'bot removal'));
  });
  app.post('/api/tables/:id/resign', { schema: docs.resign }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.resign(id, parse(seatActionSchema, req.body, 'resign request').token);
  });
  app.post('/api/tables/:id/back', { schema: docs.back }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.back(id, parse(seatActionSchema, req.body, "I'm back request").token);
  });
  app.post('/api/tables/:id/start', { schema: docs.start }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.start(id, parse(tokenSchema, req.body, 'start request').token);
  });
  app.post('/api/my-tables', { schema: docs.myTables }, async (req, reply) => {
    // Charged before anything is read: one request may look up 50 tables (my-tables.ts).
    if (!myTablesPerAddress.take(addressOf(req.raw))) return fail(reply, rateLimited('my-tables requests from this address'));
    return hub.myTables(parse(myTablesSchema, req.body, 'my tables request'));
  });
  app.get('/api/tables/:id/replay', { schema: docs.replay }, async (req, reply) => {
    // Charged before anything is read: the budget is for the work a replay may cost.
    if (!replaysPerAddress.take(addressOf(req.raw))) return fail(reply, rateLimited('replays from this address'));
    const { id } = parse(paramsSchema, req.params, 'path');
    const { as } = parse(replayQuerySchema, req.query, 'replay query');
    const text = await hub.replay(id, as, seatToken(req.headers[SEAT_TOKEN_HEADER]));
    // Already JSON (the cached steps are text): sent as it is, not serialized again.
    return reply.type('application/json; charset=utf-8').send(text);
  });
  // The welcome a socket's hello would get: the page draws the table from it while its socket
  // connects (docs/assets.md). The token as the replay takes it, checked as the hello checks it.
  app.get('/api/tables/:id/welcome', { schema: docs.welcome }, async (req, reply) => {
    if (!welcomesPerAddress.take(addressOf(req.raw))) return fail(reply, rateLimited('first views from this address'));
    const { id } = parse(paramsSchema, req.params, 'path');
    const { pack } = parse(firstViewQuerySchema, req.query, 'first view query');
    const token = seatToken(req.headers[SEAT_TOKEN_HEADER]);
    const welcome = await hub.firstView(token === null ? { table: id } : { table: id, token }, pack === '1');
    // A seat's secrets: kept by no browser or proxy cache.
    void reply.header('cache-control', 'no-store');
    return sendCompressed(reply, req.headers['accept-encoding'], JSON.stringify(welcome));
  });
  // A finished Alibis table's review (alibis-review.ts): computed here, as it needs WordNet.
  const alibisReviews = new AlibisReviews(hub);
  app.get('/api/tables/:id/review', { schema: docs.alibisReview }, async (req, reply) => {
    if (!replaysPerAddress.take(addressOf(req.raw))) return fail(reply, rateLimited('replays from this address'));
    const { id } = parse(paramsSchema, req.params, 'path');
    return reply.type('application/json; charset=utf-8').send(await alibisReviews.review(id));
  });

  const hasWeb = webDist !== null && existsSync(join(webDist, 'index.html'));
  // Precompressed brotli/gzip copies, immutable hashed assets, no-cache index.html (static.ts).
  if (hasWeb) await app.register(fastifyStatic, staticOptions(webDist));
  const tablePage = hasWeb ? tablePages(webDist) : () => null;
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    // Client-side routes of the single-page app all load index.html; a missing file stays a 404.
    const route = !path.startsWith('/api/') && !path.startsWith('/socket.io/') && !/\.[a-z0-9]+$/i.test(path);
    if (hasWeb && req.method === 'GET' && route) {
      // A table's page names its game's files (static.ts), so they come with the entry.
      const table = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path)?.[1];
      const game = table === undefined ? null : await hub.info(table).then((t) => t.game, () => null);
      const page = game === null ? null : tablePage(game);
      if (page !== null) {
        void reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).header('etag', page.etag).header('vary', 'accept-encoding');
        if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
        if (/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'br').send(page.br);
        return reply.send(page.html);
      }
      return reply.type('text/html').sendFile('index.html');
    }
    return fail(reply, { code: 'NOT_FOUND', message: `no route ${req.method} ${path.slice(0, 200)}` });
  });
}
