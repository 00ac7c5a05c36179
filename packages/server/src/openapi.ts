/**
 * Route schemas for the OpenAPI document. Request bodies come straight from the protocol's zod
 * schemas; responses describe the protocol's TypeScript interfaces (TableInfo, SeatGrant, ...).
 */
import { botSchema, createTableSchema, joinSchema, removeBotSchema, tokenSchema } from '@alibi/protocol';
import { z } from 'zod';

type Json = Record<string, unknown>;

function body(schema: z.ZodType): Json {
  const s = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  delete s.$schema;
  return s;
}

const int = { type: 'integer' };
const str = { type: 'string' };
const anyJson = {};
const nullable = (s: Json): Json => ({ anyOf: [s, { type: 'null' }] });

const error: Json = {
  type: 'object',
  description: 'Every error: a stable code and a message for people.',
  properties: { error: { type: 'object', properties: { code: str, message: str }, required: ['code', 'message'] } },
  required: ['error'],
};

const tableInfo: Json = {
  type: 'object',
  properties: {
    id: str,
    name: str,
    game: str,
    players: int,
    options: { type: 'object', additionalProperties: true },
    status: { type: 'string', enum: ['open', 'playing', 'over'] },
    seats: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          seat: int,
          name: nullable(str),
          bot: nullable({ type: 'string', enum: ['random', 'heuristic', 'expert'] }),
          connected: { type: 'boolean' },
          host: { type: 'boolean' },
        },
      },
    },
    createdAt: { type: 'string', format: 'date-time' },
    assistant: { type: 'string', enum: ['off', 'certain', 'odds'], description: 'The note-sheet assistant every seat gets.' },
    ended: { type: 'string', enum: ['too-long'], description: 'Present when the server ended the match: it reached maxActions.' },
  },
};

const seatGrant: Json = {
  type: 'object',
  description: 'Keep the token: it is the key to the seat (or to hosting, for a spectating host).',
  properties: { table: tableInfo, seat: nullable(int), token: str },
};

const gameInfo: Json = {
  type: 'object',
  properties: {
    id: str,
    name: str,
    players: { type: 'array', items: int },
    variants: { type: 'array', items: { type: 'object', properties: { id: str, options: { type: 'object' }, summary: str } } },
    playable: { type: 'boolean' },
    interrupts: { type: 'array', items: str },
    cooperative: { type: 'boolean', description: 'Every seat shares one outcome (a team score).' },
    maxActions: {
      type: 'integer',
      description: 'Most actions a match may take; the server ends one that reaches it, with no winner.',
    },
    optionsSchema: nullable({ type: 'object', description: 'JSON Schema of the options the lobby may set.' }),
  },
};

const replay: Json = {
  type: 'object',
  properties: {
    table: tableInfo,
    viewer: { anyOf: [int, { type: 'string', enum: ['spectator'] }] },
    steps: {
      type: 'array',
      description:
        'Step i is the position after i actions. Rebuild views in order: view(i) = patch(view(i - 1), delta), view(-1) = null.',
      items: {
        type: 'object',
        description: 'One position as the viewer saw it, with what the viewer learned from the action that led there.',
        properties: {
          version: int,
          delta: {
            type: 'array',
            description:
              "Changes to the previous step's view (step 0: to null, so one op setting the whole view). Ops: [0, path, value] set, [1, path] delete a key, [2, path, length] truncate an array.",
            items: { type: 'array' },
          },
          events: { type: 'array', items: anyJson },
        },
        required: ['version', 'delta', 'events'],
      },
    },
  },
};

const tableParams: Json = { type: 'object', properties: { id: str }, required: ['id'] };
const errors = { 400: error, 403: error, 404: error, 409: error, 413: error, 429: error, 503: error };
const healthBody: Json = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    db: { type: 'string', enum: ['up'] },
    redis: { type: 'string', enum: ['up', 'off'] },
    problem: str,
  },
  required: ['ok'],
};
const tags = ['tables'];

export const docs = {
  games: {
    tags: ['games'],
    summary: 'Every game, with its player counts, variants and options JSON Schema',
    response: { 200: { type: 'array', items: gameInfo } },
  },
  health: {
    tags: ['server'],
    summary: 'Liveness',
    response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } },
  },
  healthz: {
    tags: ['server'],
    summary: 'Readiness: the database (and Redis, if configured) answer, and the node is not shutting down',
    response: { 200: healthBody, 503: healthBody },
  },
  listTables: { tags, summary: 'Open tables and tables in play', response: { 200: { type: 'array', items: tableInfo } } },
  createTable: {
    tags,
    summary: 'Create a table; the host takes the first free seat, or spectates',
    body: body(createTableSchema),
    response: { 201: seatGrant, ...errors },
  },
  getTable: { tags, summary: 'One table', params: tableParams, response: { 200: tableInfo, ...errors } },
  join: {
    tags,
    summary: 'Take a seat with a guest name',
    params: tableParams,
    body: body(joinSchema),
    response: { 201: seatGrant, ...errors },
  },
  leave: {
    tags,
    summary: 'Give up a seat; in play a bot takes it over. table is null when the table closed',
    params: tableParams,
    body: body(tokenSchema),
    response: { 200: { type: 'object', properties: { table: nullable(tableInfo) } }, ...errors },
  },
  addBot: {
    tags,
    summary: 'Seat a bot (host only)',
    params: tableParams,
    body: body(botSchema),
    response: { 200: tableInfo, ...errors },
  },
  removeBot: {
    tags,
    summary: 'Remove a bot (host only)',
    params: tableParams,
    body: body(removeBotSchema),
    response: { 200: tableInfo, ...errors },
  },
  start: {
    tags,
    summary: 'Start the game (host only; every seat filled). The server deals with a secret random seed',
    params: tableParams,
    body: body(tokenSchema),
    response: { 200: tableInfo, ...errors },
  },
  replay: {
    tags,
    summary: 'A finished game step by step, as a spectator (anyone) or as one seat (its token) saw it',
    description:
      "A seat's perspective needs that seat's token as `Authorization: Bearer <token>` (403 BAD_TOKEN otherwise; never put a token in the URL). " +
      'Replays have their own rate limit per address (429 RATE_LIMITED) and a size cap (413 TOO_LARGE); the answer is cached once built.',
    params: tableParams,
    querystring: { type: 'object', properties: { as: { type: 'string', pattern: '^([0-7]|spectator)$', default: 'spectator' } } },
    headers: {
      type: 'object',
      properties: { authorization: { type: 'string', description: "Bearer <seat token>, for a seat's perspective" } },
    },
    response: { 200: replay, ...errors },
  },
};
