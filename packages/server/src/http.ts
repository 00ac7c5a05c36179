/**
 * The HTTP API. Bodies are validated with the protocol's zod schemas (the JSON Schemas attached
 * to routes are for the OpenAPI document only); every error is `{error: {code, message}}`.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { AnyGame } from '@alibi/engine';
import { catalog, findGame } from '@alibi/games';
import {
  botSchema,
  createTableSchema,
  joinSchema,
  removeBotSchema,
  replayQuerySchema,
  tokenSchema,
  type ErrorBody,
  type GameInfo,
  type WireError,
} from '@alibi/protocol';
import type { FastifyError, FastifyInstance, FastifyReply, RawServerDefault } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { Failure, httpStatus, toWire } from './errors.ts';
import { parse, type Hub } from './hub.ts';
import { KeyedBuckets, rateLimited, type Limits } from './limits.ts';
import type { Metrics } from './metrics.ts';
import { docs } from './openapi.ts';
import { originChecker } from './origins.ts';

const paramsSchema = z.strictObject({ id: z.string().min(1).max(64) });

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
    return { ...meta, optionsSchema: game && meta.playable ? optionsJsonSchema(game) : null };
  });
}

export interface HttpOptions {
  webDist: string | null;
  limits: Limits;
  allowedOrigins: readonly string[];
  metrics: Metrics;
  /** Resolves when the database (and Redis, if any) answer; throws naming what does not. */
  health(): Promise<Record<string, 'up' | 'off'>>;
}

/** The app with its pino logger (see logging.ts). */
type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, Logger>;

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

  // The API answers pages of allowed origins only, and each address within its budget.
  const allowed = originChecker(opts.allowedOrigins);
  const perAddress = new KeyedBuckets(opts.limits.httpPerAddress);
  const tablesPerAddress = new KeyedBuckets(opts.limits.tablesPerAddress);
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('x-request-id', req.id);
    if (!req.url.startsWith('/api/')) return undefined;
    if (!allowed(req.headers)) return fail(reply, { code: 'BAD_ORIGIN', message: 'this origin may not use the API' });
    if (!perAddress.take(req.ip)) return fail(reply, rateLimited('requests from this address'));
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

  app.get('/api/tables', { schema: docs.listTables }, async () => hub.list());
  app.post('/api/tables', { schema: docs.createTable }, async (req, reply) => {
    if (!tablesPerAddress.take(req.ip)) return fail(reply, rateLimited('new tables from this address'));
    const grant = await hub.create(parse(createTableSchema, req.body, 'table'));
    return reply.status(201).send(grant);
  });
  app.get('/api/tables/:id', { schema: docs.getTable }, async (req) => hub.info(parse(paramsSchema, req.params, 'path').id));
  app.post('/api/tables/:id/seats', { schema: docs.join }, async (req, reply) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return reply.status(201).send(await hub.join(id, parse(joinSchema, req.body, 'seat request')));
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
  app.post('/api/tables/:id/start', { schema: docs.start }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.start(id, parse(tokenSchema, req.body, 'start request').token);
  });
  app.get('/api/tables/:id/replay', { schema: docs.replay }, async (req) => {
    const { id } = parse(paramsSchema, req.params, 'path');
    return hub.replay(id, parse(replayQuerySchema, req.query, 'replay query').as);
  });

  const hasWeb = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, prefix: '/' });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    // Client-side routes of the single-page app all load index.html; a missing file stays a 404.
    const route = !path.startsWith('/api/') && !path.startsWith('/socket.io/') && !/\.[a-z0-9]+$/i.test(path);
    if (hasWeb && req.method === 'GET' && route) {
      return reply.type('text/html').sendFile('index.html');
    }
    return fail(reply, { code: 'NOT_FOUND', message: `no route ${req.method} ${path.slice(0, 200)}` });
  });
}
