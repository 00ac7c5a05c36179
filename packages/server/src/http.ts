/**
 * The HTTP API. Bodies are validated with the protocol's zod schemas (the JSON Schemas attached
 * to routes are for the OpenAPI document only); every error is `{error: {code, message}}`.
 */
import { existsSync } from 'node:fs';
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
} from '@alibi/protocol';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Failure, httpStatus, toWire } from './errors.ts';
import { parse, type Hub } from './hub.ts';
import { docs } from './openapi.ts';

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

export async function registerHttp(app: FastifyInstance, hub: Hub, webDist: string | null): Promise<void> {
  // zod validates in the handlers (typed errors); route schemas only feed the OpenAPI document.
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (error instanceof Failure) return reply.status(httpStatus(error.code)).send({ error: toWire(error) } satisfies ErrorBody);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: { code: 'TOO_LARGE', message: 'request body too large' } } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(400).send({ error: { code: 'MALFORMED', message: error.message } } satisfies ErrorBody);
    }
    return reply.status(500).send({ error: hub.wire(error) } satisfies ErrorBody);
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

  app.get('/api/tables', { schema: docs.listTables }, async () => hub.list());
  app.post('/api/tables', { schema: docs.createTable }, async (req, reply) => {
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
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `no route ${req.method} ${path}` } } satisfies ErrorBody);
  });
}
