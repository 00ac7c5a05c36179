/**
 * The arena's game loop: the engine's `runMatch` rules (every actor is asked, one of those that
 * want to act is picked at random) with one policy per seat and a stopwatch around each choice.
 */
import { Rng, type AnyGame, type Policy } from '@alibi/engine';

export interface ArenaGame {
  /** Bot index per seat. */
  seatBots: number[];
  seed: string;
  winners: number[];
  scores?: number[];
  reason: string;
  /** Turns started (the games' `turnStarted` events). */
  turns: number;
  actions: number;
  /** Claims and guesses per seat, judged right or wrong. */
  claims: { seat: number; correct: boolean }[];
  error?: string;
  /** Set with `error` when the game did not end within the step limit (rather than failing). */
  unfinished?: boolean;
}

export interface ArenaSetup {
  game: AnyGame;
  players: number;
  options: unknown;
  /** One policy per bot; seats are given bots by rotation. */
  policies: Policy[];
  maxSteps: number;
}

/**
 * Bot of each seat in game `index`: seat s plays bot (s + index) mod B. Consecutive games shift
 * every bot one seat on, so over B games each bot has sat in every seat of the rotation.
 */
export function seatBots(players: number, bots: number, index: number): number[] {
  return Array.from({ length: players }, (_, seat) => (seat + index) % bots);
}

/**
 * Claims and guesses that events tell: a claim (`claimed`, with `correct`) or a judged guess
 * window (`judged`, with a `correct` per guess).
 */
function claimsIn(event: unknown): { seat: number; correct: boolean }[] {
  if (typeof event !== 'object' || event === null) return [];
  const e = event as { type?: unknown; seat?: unknown; correct?: unknown; results?: unknown };
  if (e.type === 'claimed' && typeof e.seat === 'number' && typeof e.correct === 'boolean')
    return [{ seat: e.seat, correct: e.correct }];
  if (e.type === 'judged' && Array.isArray(e.results)) {
    return (e.results as { seat?: unknown; correct?: unknown }[])
      .filter((r) => typeof r.seat === 'number' && typeof r.correct === 'boolean')
      .map((r) => ({ seat: r.seat as number, correct: r.correct as boolean }));
  }
  return [];
}

/**
 * Plays one game. `think` receives the milliseconds of every decision: a call to `choose` that
 * returned an action or that the game was waiting for (polls that pass are not decisions).
 */
export function playArenaGame(
  setup: ArenaSetup,
  seed: string,
  policySeed: string,
  bots: number[],
  think: (bot: number, ms: number) => void,
): ArenaGame {
  const { game, players, options, policies, maxSteps } = setup;
  const result: ArenaGame = { seatBots: bots, seed, winners: [], reason: '', turns: 0, actions: 0, claims: [] };
  const started = game.setup({ players, seed, options });
  if (!started.ok) return { ...result, error: `setup: ${started.error.message}` };
  let state = started.value;
  const rng = Rng.fromSeed(`policy:${policySeed}`);
  try {
    while (game.outcome(state) === null) {
      if (result.actions >= maxSteps) return { ...result, error: `no end after ${maxSteps} steps`, unfinished: true };
      const actors = game.actors(state);
      const waiting = game.waitingFor(state);
      const wanting: { seat: number; action: unknown }[] = [];
      for (const seat of actors) {
        const bot = bots[seat] as number;
        const policy = policies[bot] as Policy;
        const mustAct = waiting.includes(seat);
        const current = state;
        const legal = game.legal(state, seat);
        const input = {
          seat,
          legal,
          rng,
          mustAct,
          get view() {
            return game.view(current, seat);
          },
        };
        const t0 = performance.now();
        const action = policy.choose(input);
        const ms = performance.now() - t0;
        if (action !== null || mustAct) think(bot, ms);
        if (action !== null) wanting.push({ seat, action });
        else if (mustAct) return { ...result, error: `bot ${policy.name} in seat ${seat} did not act when it had to` };
      }
      if (wanting.length === 0) return { ...result, error: 'no actor acted' };
      const move = rng.pick(wanting);
      const applied = game.apply(state, move.seat, move.action);
      if (!applied.ok) return { ...result, error: `refused ${JSON.stringify(move)}: ${applied.error.message}` };
      state = applied.value.state;
      result.actions++;
      for (const event of applied.value.events) {
        if ((event as { type?: unknown }).type === 'turnStarted') result.turns++;
        result.claims.push(...claimsIn(event));
      }
    }
  } catch (e) {
    return { ...result, error: `thrown: ${e instanceof Error ? e.message : String(e)}` };
  }
  const outcome = game.outcome(state);
  if (!outcome) return { ...result, error: 'ended without an outcome' };
  return { ...result, winners: outcome.winners, reason: outcome.reason, ...(outcome.scores ? { scores: outcome.scores } : {}) };
}
