/**
 * The players' HTTP routes (players.ts, docs/accounts.md "Profiles", "Moderation"): profiles,
 * leaderboards, reports, blocks, invitations. Who is signed in comes from `viewer`; every
 * state-changing route needs the session and its CSRF header.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inviteSchema, leaderboardQuerySchema, playerNameParamSchema, reportSchema, tableIdSchema } from '@alibi/protocol';
import type { FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { parse } from './context.ts';
import { Failure } from './errors.ts';
import type { Hub } from './hub.ts';
import { KeyedBuckets, rateLimited, type Limits, type Rate } from './limits.ts';
import { playerDocs } from './openapi.ts';
import { csrfMatches, Sessions, type AccountsDb } from './sessions.ts';

type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, Logger>;

/** The signed-in account of a request, and whether it carried the session's CSRF token; null: signed out. */
export type Viewer = { userId: string; csrfOk: boolean } | null;
export type ViewerOf = (req: FastifyRequest) => Promise<Viewer>;

/** Reports one account may file: a few at once, then one a minute. */
export const REPORT_RATE: Rate = { burst: 5, perSecond: 1 / 60 };
/** Invitations one address may send: a table's worth at once, then one every ten seconds. */
export const INVITE_RATE: Rate = { burst: 10, perSecond: 1 / 10 };

/** The session cookie's account (no renewal here: the account routes renew it), with the CSRF check. */
export function sessionViewer(hub: Hub): ViewerOf {
  const sessions = new Sessions(hub.store.db as unknown as AccountsDb);
  return async (req) => {
    const s = await sessions.read(req.headers.cookie);
    return s ? { userId: s.userId, csrfOk: csrfMatches(req.headers, s.csrf) } : null;
  };
}

export interface PlayersHttpOptions {
  limits: Limits;
  addressOf(req: FastifyRequest): string;
  viewer: ViewerOf;
}

const nameParams = playerNameParamSchema;
const gameParams = z.strictObject({ game: z.string().min(1).max(40) });
const tableParams = z.strictObject({ id: tableIdSchema });
const noBody = z.union([z.undefined(), z.null(), z.strictObject({})]);

export function registerPlayers(app: App, hub: Hub, opts: PlayersHttpOptions): void {
  // Limits off (benchmarks, tests of other things): these are off too.
  const on = opts.limits.httpPerAddress !== null;
  const reportsPerAccount = new KeyedBuckets(on ? REPORT_RATE : null);
  const invitesPerAddress = new KeyedBuckets(on ? INVITE_RATE : null);

  /** The account of a state-changing request: signed in, with the CSRF header. */
  const actor = async (req: FastifyRequest): Promise<string> => {
    const v = await opts.viewer(req);
    if (!v) throw new Failure('SIGN_IN_REQUIRED', 'sign in first');
    if (!v.csrfOk) throw new Failure('CSRF', 'the x-csrf-token header is missing or wrong (GET /api/account gives it)');
    return v.userId;
  };

  app.get('/api/players/:name', { schema: playerDocs.profile }, async (req, reply) => {
    const { name } = parse(nameParams, req.params, 'path');
    const viewer = await opts.viewer(req);
    // A private profile is its owner's: no shared cache may keep it.
    void reply.header('cache-control', 'no-store');
    return hub.players.profile(name, viewer?.userId ?? null);
  });
  app.get('/api/leaderboards/:game', { schema: playerDocs.leaderboard }, async (req) => {
    const { game } = parse(gameParams, req.params, 'path');
    const { group } = parse(leaderboardQuerySchema, req.query, 'leaderboard query');
    return hub.players.leaderboard(game, group);
  });
  app.post('/api/players/:name/report', { schema: playerDocs.report }, async (req, reply) => {
    const { name } = parse(nameParams, req.params, 'path');
    const userId = await actor(req);
    const body = parse(reportSchema, req.body, 'report');
    const report = await hub.players.report(userId, name, body, () => {
      if (!reportsPerAccount.take(userId)) throw new Failure('RATE_LIMITED', rateLimited('reports from this account').message);
    });
    return reply.status(201).send(report);
  });
  app.post('/api/players/:name/block', { schema: playerDocs.block }, async (req) => {
    const { name } = parse(nameParams, req.params, 'path');
    const userId = await actor(req);
    parse(noBody, req.body, 'block request');
    return hub.players.block(userId, name);
  });
  app.post('/api/players/:name/unblock', { schema: playerDocs.unblock }, async (req) => {
    const { name } = parse(nameParams, req.params, 'path');
    const userId = await actor(req);
    parse(noBody, req.body, 'unblock request');
    return hub.players.unblock(userId, name);
  });
  app.get('/api/account/blocks', { schema: playerDocs.blocks }, async (req) => {
    const v = await opts.viewer(req);
    if (!v) throw new Failure('SIGN_IN_REQUIRED', 'sign in first');
    return hub.players.blocks(v.userId);
  });
  app.get('/api/account/invitations', { schema: playerDocs.invitations }, async (req) => {
    const v = await opts.viewer(req);
    if (!v) throw new Failure('SIGN_IN_REQUIRED', 'sign in first');
    return hub.players.invitations(v.userId);
  });
  app.post('/api/tables/:id/invite', { schema: playerDocs.invite }, async (req, reply) => {
    const { id } = parse(tableParams, req.params, 'path');
    const body = parse(inviteSchema, req.body, 'invitation');
    if (!invitesPerAddress.take(opts.addressOf(req))) throw new Failure('RATE_LIMITED', rateLimited('invitations from this address').message);
    return reply.status(201).send(await hub.players.invite(id, body.token, body.name));
  });
}
