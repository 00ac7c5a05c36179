/**
 * The engine contract: one small interface every game implements.
 *
 * What must hold for every game (the conformance suite in `testkit.ts` checks each of these):
 * - `setup` is a pure function of `{players, seed, options}`; bad options give a typed error.
 * - State, actions, views and events are plain JSON: `JSON.parse(JSON.stringify(x))` equals `x`.
 * - `legal(s, p)` is non-empty exactly when `p` is in `actors(s)`; `actors(s)` is empty exactly
 *   when `outcome(s)` is not null. `waitingFor(s)` is a subset of `actors(s)`, and non-empty exactly
 *   when the game is not over: the game cannot progress until one of those players acts. The order of `legal` is stable and each action's
 *   `describe` string is unique within it.
 * - `apply(s, p, a)` never throws on bad input and never mutates `s`. It accepts exactly the
 *   actions `legal(s, p)` lists (up to the normalisation the game documents, such as the order
 *   of values in a set), and answers anything else with a typed error.
 * - All randomness comes from the seeded generator carried in the state: the same seed, options
 *   and actions give the same states and events, byte for byte.
 * - Secrets leave the engine only through `view` and `project`. Two games that differ only in
 *   what seat P cannot know give P identical views and projected events.
 */
import type { z } from 'zod';

/** A seat index (0-based, clockwise order) or a spectator, who sees nothing secret. */
export type Viewer = number | 'spectator';

export type ErrorCode =
  | 'MALFORMED' // the action or options do not match the schema
  | 'NOT_ACTOR' // this player may not act now
  | 'ILLEGAL' // well-formed, but not one of the legal actions now
  | 'GAME_OVER' // the game has ended
  | 'BAD_PLAYERS' // unsupported player count
  | 'BAD_OPTIONS'; // options are inconsistent (e.g. a deal that does not fit)

export interface GameError {
  code: ErrorCode;
  /** Human-readable reason; never mentions anything the caller may not know. */
  message: string;
  /** For MALFORMED: where in the input the problem is. */
  path?: (string | number)[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: GameError };

export interface Applied<S, E> {
  state: S;
  /** Full-information events, in order. Send them to a viewer only through `project`. */
  events: E[];
}

export interface Outcome {
  /** Seats that won (several on a shared win; every seat in a co-operative win). */
  winners: number[];
  /** Final score per seat where the game scores; otherwise omitted. */
  scores?: number[];
  /** Short machine-readable reason, e.g. "correct-claim", "last-standing". */
  reason: string;
}

export interface Variant {
  id: string;
  /** The options this variant sets. */
  options: Record<string, unknown>;
  summary: string;
}

export interface GameMeta {
  id: string;
  name: string;
  /** Player counts the game supports. */
  players: number[];
  variants: Variant[];
  /** Whether the game is playable (fully implemented) in this build. */
  playable: boolean;
  /**
   * Whether every seat shares one outcome (a co-operative game): the players win or lose together,
   * and a score measures the team, not one seat.
   */
  cooperative: boolean;
  /**
   * Action types that can end the game or a player's part in it (claims, accusations, a final
   * question that forces a claim). Random players take them rarely, so that random games explore
   * more than the first few moves.
   */
  interrupts: string[];
  /**
   * Claim races (DECISIONS "Digital slams"): at a table with a person the server holds these
   * actions in a timed claim window and applies them in a seeded order when it closes. Omitted:
   * the game has no race and every action applies at once. Time belongs to the server; the
   * engine only names the types.
   */
  claims?: ClaimRace;
}

export interface ClaimRace {
  /** Action types that are claims (held while a window is open, then applied in shuffled order). */
  actions: string[];
  /** Full-information event types that give someone information: each opens a window. */
  informs: string[];
}

export interface SetupInput<O> {
  players: number;
  seed: string;
  options: O;
}

export interface Game<S, A, O, V, E, PE> {
  meta: GameMeta;
  /** zod schema of the options (including the fixed `deal`). Unknown keys are refused. */
  optionsSchema: z.ZodType<O>;
  /** zod schema of one action. Unknown keys are refused. */
  actionSchema: z.ZodType<A>;
  setup(input: SetupInput<unknown>): Result<S>;
  /** Players who may act now (out of turn too: claims, simultaneous phases). */
  actors(state: S): number[];
  /** Players whose action the game needs before it can progress (whose turn or answer it is). */
  waitingFor(state: S): number[];
  /** Every action `player` may take now, in a stable order. Empty when not an actor. */
  legal(state: S, player: number): A[];
  /** Apply an untrusted action. Never throws, never mutates `state`. */
  apply(state: S, player: number, action: unknown): Result<Applied<S, E>>;
  /** What `viewer` sees now. Built afresh from the state; contains nothing the viewer may not know. */
  view(state: S, viewer: Viewer): V;
  /** What `viewer` learns from one event, or null if the event is invisible to them. */
  project(event: E, viewer: Viewer): PE | null;
  /** The result once the game is over, else null. */
  outcome(state: S): Outcome | null;
  /** Stable English text for logs, golden files and the CLI. */
  describeAction(action: A, player: number): string;
  describeEvent(event: PE): string;
  /**
   * Why the table's chat is closed now, as a short stable id (e.g. 'writing'), or null when it is
   * open. Only for games whose rulebook forbids table talk in some phase; omitted means always
   * open. Pure, and it may read only what every viewer sees (public state): every connection,
   * spectators too, is told the answer whenever it changes.
   */
  chatClosed?(state: S): string | null;
}

/**
 * A game with its types erased, for registries, the CLI and the server. Each game keeps its own
 * precise types inside its folder; callers outside see JSON.
 */
export type AnyGame = Game<unknown, unknown, unknown, unknown, unknown, unknown>;

/** Erase a game's types for a registry. Safe because every value crossing it is plain JSON. */
export function erase<S, A, O, V, E, PE>(game: Game<S, A, O, V, E, PE>): AnyGame {
  return game as unknown as AnyGame;
}

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: ErrorCode, message: string, path?: (string | number)[]): Result<T> {
  return path ? { ok: false, error: { code, message, path } } : { ok: false, error: { code, message } };
}

/** Turn a zod failure into a MALFORMED error naming the first problem. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown, what: string): Result<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const path = issue ? issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)) : [];
  const where = path.length ? ` at ${path.join('.')}` : '';
  return fail('MALFORMED', `${what} is malformed${where}: ${issue?.message ?? 'invalid'}`, path);
}
