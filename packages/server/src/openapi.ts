/**
 * Route schemas for the OpenAPI document. Request bodies come straight from the protocol's zod
 * schemas; responses describe the protocol's TypeScript interfaces (TableInfo, SeatGrant, ...).
 */
import { botSchema, createTableSchema, joinSchema, kickSchema, listedSchema, myTablesSchema, removeBotSchema, seatActionSchema, tokenSchema } from '@alibi/protocol';
import {
  deleteAccountSchema,
  grantSchema,
  linkSeatsSchema,
  passkeyLoginOptionsSchema,
  passkeyLoginSchema,
  passkeyRegisterOptionsSchema,
  passkeyRegisterSchema,
  passwordLoginSchema,
  passwordSignupSchema,
  profileEditSchema,
  setPasswordSchema,
} from '@alibi/protocol';
import { inviteSchema, LEADERBOARD_MIN_GAMES, LEADERBOARD_SIZE, PROFILE_RECENT, RATING_GROUPS, reportSchema } from '@alibi/protocol';
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
          invited: { type: 'boolean', description: 'A rematch seat kept for its person until they accept or decline.' },
          autopilot: { type: 'string', enum: ['timeout', 'absent', 'resigned'], description: "Set while the server plays for this person's seat." },
          player: { type: 'string', description: "The account holding the seat (its player name): clients hide blocked players' chat by it." },
        },
      },
    },
    createdAt: { type: 'string', format: 'date-time' },
    assistant: { type: 'string', enum: ['off', 'certain', 'odds'], description: 'The note-sheet assistant every seat gets.' },
    ended: {
      type: 'string',
      enum: ['too-long', 'abandoned'],
      description: 'Present when the server ended the match: it reached maxActions, or every person was gone for long.',
    },
    listed: { type: 'boolean', description: 'Shown in the public lobby (GET /api/tables).' },
    publishReviews: { type: 'boolean', description: "Once over, every seat's replay perspective (and review) is open to anyone, without its token." },
    rematch: { type: 'string', description: 'The rematch table made from this finished one.' },
    rematchOf: { type: 'string', description: 'The finished table this one is the rematch of.' },
    rated: { type: 'boolean', description: 'A rated table: signed-in people only; its result moves ratings (docs/accounts.md).' },
    clock: {
      description: "The table clock: 'off', 'relaxed', 'standard', 'fast', or {hoursPerMove} (see docs/clocks.md).",
      anyOf: [{ type: 'string', enum: ['off', 'relaxed', 'standard', 'fast'] }, { type: 'object', properties: { hoursPerMove: int } }],
    },
    autopilot: { type: 'string', enum: ['random', 'heuristic', 'expert'], description: 'The bot level autopilot plays with.' },
    clockState: {
      type: 'object',
      description: "While playing with a clock: every person's remaining time as of this message.",
      properties: {
        seats: {
          type: 'array',
          items: { type: 'object', properties: { seat: int, decisionMs: int, reserveMs: int, running: { type: 'boolean' } } },
        },
      },
    },
    notices: {
      type: 'array',
      description: 'Server notices: autopilot taking (timeout, absent, resigned) and handing back (back) seats.',
      items: {
        type: 'object',
        properties: {
          version: int,
          at: str,
          seat: int,
          name: nullable(str),
          kind: { type: 'string', enum: ['timeout', 'absent', 'resigned', 'back'] },
        },
      },
    },
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

const myTables: Json = {
  type: 'object',
  properties: {
    tables: {
      type: 'array',
      description: 'One entry per asked pair, in the asked order.',
      items: {
        type: 'object',
        properties: {
          table: str,
          ok: { type: 'boolean' },
          info: tableInfo,
          seat: nullable(int),
          mustAct: { type: 'boolean', description: 'The game waits for this seat now (what its own connection is told).' },
          error: { type: 'object', properties: { code: str, message: str }, description: 'When ok is false: BAD_TOKEN or NO_TABLE mean forget this pair.' },
        },
        required: ['table', 'ok'],
      },
    },
  },
};

const welcome: Json = {
  type: 'object',
  description: "What the socket's welcome holds for the same hello (see the server README's socket protocol).",
  properties: {
    table: tableInfo,
    seat: nullable(int),
    version: int,
    view: { ...anyJson, description: "The seat's (or the spectator's) view, packed when asked (`pack`: @alibi/protocol's unpackView restores it); null before the start." },
    events: { type: 'array', items: anyJson },
    legal: { type: 'array', items: anyJson },
    mustAct: { type: 'boolean' },
    nextSeq: int,
    notes: { type: 'object', additionalProperties: str },
    chat: { type: 'object', properties: { lines: { type: 'array', items: anyJson }, closed: nullable(str), canWrite: { type: 'boolean' } } },
  },
  required: ['table', 'seat', 'version', 'view', 'events', 'legal', 'mustAct', 'nextSeq', 'notes', 'chat'],
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

/** GET /api/tables/:id/review (Alibis): `AlibisReview` of packages/alibis/src/review.ts, described loosely. */
const alibisReview: Json = {
  type: 'object',
  description:
    'Per finished round, every alibi: its writer, word and intended pair, each other board on it, who found the pair and when; ' +
    'for every suspect word its WordNet relatedness (0-1) and, by each of the bots\' models (WordNet relative to common words, ' +
    'GloVe vectors with CSLS, the two fused by rank as the bots\' guesser reads them), its value, rank and 0-100 score on the alibi\'s own scale; ' +
    'per model the pair it puts on top, whether that is the intended one, and its margin; the writer\'s margin. Then a summary ' +
    '(pairs found, perpetrators named, heat, per model the alibis it read as meant and how often the table found them, best and worst clues). See docs/review.md.',
  additionalProperties: true,
  properties: {
    game: { type: 'string', enum: ['alibis'] },
    models: { type: 'object', additionalProperties: true },
    players: int,
    steps: int,
    over: { type: 'boolean' },
    heatStart: int,
    heatLeft: int,
    rounds: { type: 'array', items: { type: 'object', additionalProperties: true } },
    summary: { type: 'object', additionalProperties: true },
  },
};

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
  listTables: { tags, summary: 'Listed tables, waiting or in play (unlisted ones are joined by their link)', response: { 200: { type: 'array', items: tableInfo } } },
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
  listed: {
    tags,
    summary: 'List or unlist a waiting table in the public lobby (host only)',
    params: tableParams,
    body: body(listedSchema),
    response: { 200: tableInfo, ...errors },
  },
  kick: {
    tags,
    summary: 'Remove a person from a seat before the start, putting a bot or nobody there (host only)',
    params: tableParams,
    body: body(kickSchema),
    response: { 200: tableInfo, ...errors },
  },
  rematch: {
    tags,
    summary: 'Make the rematch of a finished table (host only, once): same game and people, seats rotated by one',
    params: tableParams,
    body: body(tokenSchema),
    response: { 201: seatGrant, ...errors },
  },
  rematchAccept: {
    tags,
    summary: "Take one's rotated seat at the rematch, with the finished table's token",
    params: tableParams,
    body: body(tokenSchema),
    response: { 200: seatGrant, ...errors },
  },
  rematchDecline: {
    tags,
    summary: "Turn the rematch down: one's seat there is freed",
    params: tableParams,
    body: body(tokenSchema),
    response: { 200: tableInfo, ...errors },
  },
  resign: {
    tags,
    summary: "Leave a game in progress: the game's own resign where it has one; autopilot plays the seat for good",
    params: tableParams,
    body: body(seatActionSchema),
    response: { 200: tableInfo, ...errors },
  },
  back: {
    tags,
    summary: "\"I'm back\": take the seat back from autopilot (not after a resign)",
    params: tableParams,
    body: body(seatActionSchema),
    response: { 200: tableInfo, ...errors },
  },
  start: {
    tags,
    summary: 'Start the game (host only; every seat filled). The server deals with a secret random seed',
    params: tableParams,
    body: body(tokenSchema),
    response: { 200: tableInfo, ...errors },
  },
  myTables: {
    tags,
    summary: "The seats one browser holds: each table's state and whether that seat must act",
    description:
      'Up to 50 (table, seat token) pairs. A pair whose token holds no seat there (given up, removed) or whose table is gone gets its own error entry; ' +
      'the request as a whole fails only when malformed (400) or over its own rate limit per address (429 RATE_LIMITED).',
    body: body(myTablesSchema),
    response: { 200: myTables, ...errors },
  },
  alibisReview: {
    tags,
    summary: 'The review of a finished Alibis table: per alibi, who found its pair and how strongly it relates to each suspect word',
    description:
      'Open to anyone, like the spectator\'s replay it is computed from: only what the reveal made public is used (no draft boards). ' +
      'Alibis tables only (404 NOT_FOUND for other games, whose reviews are computed in the browser); 409 CONFLICT before the end. ' +
      'Shares the replays\' rate limit per address (429 RATE_LIMITED); computed once per table and cached.',
    params: tableParams,
    response: { 200: alibisReview, ...errors },
  },
  welcome: {
    tags,
    summary: "The welcome a socket's hello would get: the table and one seat's (or the spectator's) view, to draw before the socket connects",
    description:
      "A seat's view needs that seat's token as `Authorization: Bearer <token>` (never in the URL); without one, the spectator's view. " +
      'The token is checked exactly as the hello checks it: one that holds no seat there is 403 BAD_TOKEN, a malformed one 400 MALFORMED. ' +
      'Read only: acting, notes and chat still go over the socket once it is welcomed. ' +
      'Its own rate limit per address (429 RATE_LIMITED); sent with `cache-control: no-store`. ' +
      'With `pack=1` the view comes packed, as a hello with `pack: true` gets it (a fraction of the size; see docs/load.md).',
    params: tableParams,
    querystring: { type: 'object', properties: { pack: { type: 'string', enum: ['1'] } } },
    headers: {
      type: 'object',
      properties: { authorization: { type: 'string', description: "Bearer <seat token>, for a seat's view" } },
    },
    response: { 200: welcome, ...errors },
  },
  replay: {
    tags,
    summary: 'A finished game step by step, as a spectator (anyone) or as one seat (its token) saw it',
    description:
      "A seat's perspective needs that seat's token as `Authorization: Bearer <token>` (403 BAD_TOKEN otherwise; never put a token in the URL), " +
      'unless the table was created with `publishReviews` (then every seat\'s perspective is open to anyone). ' +
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

// ---- accounts (accounts-http.ts, docs/accounts.md) ---------------------------------------------
const accountTags = ['accounts'];
const accountUser: Json = {
  type: 'object',
  properties: {
    id: str,
    name: str,
    public: { type: 'boolean', description: 'The profile is visible to anyone (else to its owner only).' },
    password: { type: 'boolean', description: 'A fallback password is set.' },
    passkeys: int,
    createdAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'name', 'public', 'password', 'passkeys', 'createdAt'],
};
const accountState: Json = {
  type: 'object',
  description: 'user is null when signed out; csrf goes back in the x-csrf-token header of every state-changing request.',
  properties: { user: nullable(accountUser), csrf: str },
  required: ['user'],
};
const linked: Json = { type: 'array', items: { type: 'object', properties: { table: str, seat: nullable(int) } } };
const signedIn: Json = {
  type: 'object',
  description: 'Sets the httpOnly cookie alibi_session. linked: the sent guest seats that are the account\'s now.',
  properties: { user: accountUser, csrf: str, linked },
  required: ['user', 'csrf', 'linked'],
};
const ceremony: Json = {
  type: 'object',
  description: 'options go to @simplewebauthn/browser; ceremony comes back with its answer (single use, 5 minutes).',
  properties: { ceremony: str, options: { type: 'object', additionalProperties: true } },
  required: ['ceremony', 'options'],
};
const csrfHeader: Json = {
  type: 'object',
  properties: { 'x-csrf-token': { type: 'string', description: "The session's CSRF token (GET /api/account)" } },
  required: ['x-csrf-token'],
};
const accountErrors = { 400: error, 401: error, 403: error, 404: error, 409: error, 413: error, 429: error, 503: error };
const userOnly: Json = { type: 'object', properties: { user: accountUser }, required: ['user'] };
const signedOut: Json = { type: 'object', properties: { user: { type: 'null' } }, required: ['user'] };

export const accountDocs = {
  account: { tags: accountTags, summary: 'The signed-in player and the CSRF token, or user null', response: { 200: accountState } },
  passwordSignup: {
    tags: accountTags,
    summary: 'Create an account with a password (10-200 characters) and sign in',
    body: body(passwordSignupSchema),
    response: { 201: signedIn, ...accountErrors },
  },
  passwordLogin: {
    tags: accountTags,
    summary: 'Sign in with name and password (BAD_CREDENTIALS for any mismatch)',
    body: body(passwordLoginSchema),
    response: { 200: signedIn, ...accountErrors },
  },
  setPassword: {
    tags: accountTags,
    summary: "Set or change the signed-in account's fallback password",
    headers: csrfHeader,
    body: body(setPasswordSchema),
    response: { 200: userOnly, ...accountErrors },
  },
  passkeyRegisterOptions: {
    tags: accountTags,
    summary: 'Options to create a passkey: for a new account (name), or for the signed-in account (no name, CSRF header)',
    body: body(passkeyRegisterOptionsSchema),
    response: { 200: ceremony, ...accountErrors },
  },
  passkeyRegister: {
    tags: accountTags,
    summary: "The browser's new passkey: creates the account and signs in, or adds it to the signed-in account",
    body: body(passkeyRegisterSchema),
    response: { 201: signedIn, ...accountErrors },
  },
  passkeyLoginOptions: {
    tags: accountTags,
    summary: 'Options to sign in with a passkey (discoverable credentials: no name)',
    body: body(passkeyLoginOptionsSchema),
    response: { 200: ceremony, ...accountErrors },
  },
  passkeyLogin: {
    tags: accountTags,
    summary: "Sign in with the browser's passkey assertion",
    body: body(passkeyLoginSchema),
    response: { 200: signedIn, ...accountErrors },
  },
  logout: { tags: accountTags, summary: 'Sign out: the session ends and the cookie is cleared', headers: csrfHeader, response: { 200: signedOut, ...accountErrors } },
  profile: {
    tags: accountTags,
    summary: "Change the account's name (unique, compared folded) or whether its profile is public",
    headers: csrfHeader,
    body: body(profileEditSchema),
    response: { 200: userOnly, ...accountErrors },
  },
  deleteAccount: {
    tags: accountTags,
    summary: 'Delete the account and everything in it (confirm: its name); its seats become guests\' seats',
    headers: csrfHeader,
    body: body(deleteAccountSchema),
    response: { 200: signedOut, ...accountErrors },
  },
  linkSeats: {
    tags: accountTags,
    summary: "Make this browser's guest seats the signed-in account's",
    headers: csrfHeader,
    body: body(linkSeatsSchema),
    response: { 200: { type: 'object', properties: { linked }, required: ['linked'] }, ...accountErrors },
  },
  accountTables: {
    tags: accountTags,
    summary: "Every seat the signed-in account holds, newest table first (as POST /api/my-tables answers)",
    response: { 200: myTables, ...accountErrors },
  },
  grant: {
    tags: accountTags,
    summary: "A token for this device for the account's seat at the table (taken wherever a seat token is)",
    headers: csrfHeader,
    params: tableParams,
    body: body(grantSchema),
    response: { 201: seatGrant, ...accountErrors },
  },
};

// ---- players (players-http.ts, docs/accounts.md "Profiles", "Moderation") -------------------------
const playerTags = ['players'];
const num = { type: 'number' };
const groupEnum = { type: 'string', enum: [...RATING_GROUPS] };
const ratingRow: Json = {
  type: 'object',
  description: 'rating is the display number: the ordinal mu - 3 sigma.',
  properties: { game: str, group: groupEnum, mu: num, sigma: num, rating: num, games: int },
};
const profile: Json = {
  type: 'object',
  properties: {
    name: str,
    created: { type: 'string', format: 'date-time' },
    public: { type: 'boolean' },
    games: { type: 'array', items: { type: 'object', properties: { game: str, played: int, won: int } } },
    ratings: { type: 'array', items: ratingRow },
    recent: {
      type: 'array',
      description: `The ${PROFILE_RECENT} most recent finished tables, newest first.`,
      items: {
        type: 'object',
        properties: {
          id: str,
          game: str,
          players: int,
          endedAt: { type: 'string', format: 'date-time' },
          won: { type: 'boolean' },
          rated: { type: 'boolean' },
          seat: int,
          replay: { type: 'boolean', description: "Whether the seat's replay and review are open to the viewer (published table, or its owner)." },
        },
      },
    },
  },
};
const leaderboard: Json = {
  type: 'object',
  properties: {
    game: str,
    group: groupEnum,
    minGames: int,
    rows: {
      type: 'array',
      items: {
        type: 'object',
        description: 'A person (name) or a bot level (bot).',
        properties: { rank: int, name: str, bot: { type: 'string', enum: ['random', 'heuristic', 'expert'] }, mu: num, sigma: num, rating: num, games: int },
      },
    },
  },
};
const blockList: Json = {
  type: 'object',
  properties: { blocks: { type: 'array', items: { type: 'object', properties: { name: str, at: { type: 'string', format: 'date-time' } } } } },
};
const nameParams: Json = { type: 'object', properties: { name: str }, required: ['name'] };

export const playerDocs = {
  profile: {
    tags: playerTags,
    summary: "A player's profile: games played and won, ratings, recent tables (a private one: its owner only, NO_PLAYER to others)",
    params: nameParams,
    response: { 200: profile, ...accountErrors },
  },
  leaderboard: {
    tags: playerTags,
    summary: `The top ${LEADERBOARD_SIZE} of a game and player-count group, with at least ${LEADERBOARD_MIN_GAMES} rated games (public profiles and bots)`,
    params: { type: 'object', properties: { game: str }, required: ['game'] },
    querystring: { type: 'object', properties: { group: groupEnum } },
    response: { 200: leaderboard, ...accountErrors },
  },
  report: {
    tags: playerTags,
    summary: 'Report a player to the operators (signed in; a few at once, then one a minute)',
    headers: csrfHeader,
    params: nameParams,
    body: body(reportSchema),
    response: { 201: { type: 'object', properties: { id: str } }, ...accountErrors },
  },
  block: {
    tags: playerTags,
    summary: "Block a player: their invitations are hidden and refused, the client hides their chat; answers the block list",
    headers: csrfHeader,
    params: nameParams,
    response: { 200: blockList, ...accountErrors },
  },
  unblock: { tags: playerTags, summary: 'Unblock a player; answers the block list', headers: csrfHeader, params: nameParams, response: { 200: blockList, ...accountErrors } },
  blocks: { tags: playerTags, summary: 'The players the signed-in account blocked', response: { 200: blockList, ...accountErrors } },
  invitations: {
    tags: playerTags,
    summary: 'Waiting tables whose host invited the signed-in player (none from blocked players)',
    response: {
      200: {
        type: 'object',
        properties: { invitations: { type: 'array', items: { type: 'object', properties: { table: tableInfo, from: str, at: str } } } },
      },
      ...accountErrors,
    },
  },
  invite: {
    tags: playerTags,
    summary: "The host of a waiting table (its seat token, held by a signed-in account) invites a player by name",
    params: tableParams,
    body: body(inviteSchema),
    response: { 201: { type: 'object', properties: { invited: str } }, ...accountErrors },
  },
};
