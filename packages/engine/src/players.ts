import type { AnyGame, Game } from './contract.ts';
import { Rng } from './rng.ts';

/**
 * A policy chooses an action for one seat, or null to wait (it is not its turn and it has no
 * reason to interrupt). It gets only that seat's legal actions and view: it cannot cheat.
 */
export interface Policy<A = unknown, V = unknown> {
  name: string;
  /** `mustAct`: the game is waiting for this seat (its turn, its answer); it must not return null. */
  choose(input: { seat: number; legal: A[]; view: V; rng: Rng; mustAct: boolean }): A | null;
}

/**
 * Plays uniformly among legal actions. Actions the game marks as interrupts (claims, accusations)
 * are taken only with probability `interruptRate`, so random games last long enough to explore.
 */
const typeOf = (a: unknown) => String((a as { type?: unknown }).type);

/**
 * A rare action, by type first: one kind of interrupt with a long list (a confirmation request
 * for each earlier answer, say) must not crowd the others (a claim) out as a game grows.
 */
function pickByType(rare: unknown[], rng: Rng): unknown {
  const types = [...new Set(rare.map(typeOf))];
  if (types.length === 1) return rng.pick(rare);
  const type = rng.pick(types);
  return rng.pick(rare.filter((a) => typeOf(a) === type));
}

export function randomPolicy(interrupts: readonly string[], interruptRate = 0.02): Policy {
  const isInterrupt = (a: unknown) =>
    typeof a === 'object' && a !== null && interrupts.includes(String((a as { type?: unknown }).type));
  return {
    name: 'random',
    choose({ legal, rng, mustAct }) {
      const normal = legal.filter((a) => !isInterrupt(a));
      const rare = legal.filter(isInterrupt);
      if (normal.length > 0 && !(rare.length > 0 && rng.chance(interruptRate))) return rng.pick(normal);
      if (rare.length > 0 && (mustAct || rng.chance(interruptRate))) return pickByType(rare, rng);
      return null;
    },
  };
}

export interface LoggedAction {
  seat: number;
  action: unknown;
}

export interface MatchResult {
  state: unknown;
  log: LoggedAction[];
  steps: number;
  ended: boolean;
  /** Set when the match could not be played: an action the game refused, or a thrown error. */
  error?: string;
}

export interface MatchOptions {
  players: number;
  seed: string;
  options?: unknown;
  /** One policy per seat; a single policy is used for every seat. */
  policies: Policy | Policy[];
  /** Seed for the policies' own choices (defaults to the game seed). */
  policySeed?: string;
  maxSteps?: number;
  /** Called after every applied action (for checks and progress). */
  onStep?: (step: { state: unknown; seat: number; action: unknown; events: unknown[] }) => void;
}

/**
 * Plays one match to the end. At each step every actor's policy is asked; one of the actors that
 * wants to act is chosen at random (actions come out of turn, so the order is part of the
 * simulation). A policy the game is waiting for that returns null is a broken policy: an error.
 */
export function runMatch<S, A, O, V, E, PE>(game: Game<S, A, O, V, E, PE> | AnyGame, opts: MatchOptions): MatchResult {
  const g = game as AnyGame;
  const setup = g.setup({ players: opts.players, seed: opts.seed, options: opts.options ?? {} });
  if (!setup.ok) return { state: null, log: [], steps: 0, ended: false, error: `setup: ${setup.error.message}` };
  let state = setup.value;
  const rng = Rng.fromSeed(`policy:${opts.policySeed ?? opts.seed}`);
  const policyFor = (seat: number) => (Array.isArray(opts.policies) ? opts.policies[seat] : opts.policies) as Policy;
  const log: LoggedAction[] = [];
  const maxSteps = opts.maxSteps ?? 100_000;
  try {
    while (g.outcome(state) === null) {
      if (log.length >= maxSteps) return { state, log, steps: log.length, ended: false, error: `no end after ${maxSteps} steps` };
      const actors = g.actors(state);
      if (actors.length === 0) return { state, log, steps: log.length, ended: false, error: 'no actors but no outcome' };
      const waiting = g.waitingFor(state);
      const wanting: { seat: number; action: unknown }[] = [];
      for (const seat of actors) {
        const legal = g.legal(state, seat);
        const mustAct = waiting.includes(seat);
        const current = state;
        // The view is built only if the policy reads it (random players never do).
        const input = {
          seat,
          legal,
          rng,
          mustAct,
          get view() {
            return g.view(current, seat);
          },
        };
        const action = policyFor(seat).choose(input);
        if (action !== null) wanting.push({ seat, action });
        else if (mustAct)
          return {
            state,
            log,
            steps: log.length,
            ended: false,
            error: `policy ${policyFor(seat).name} of seat ${seat} did not act when it had to`,
          };
      }
      const move = rng.pick(wanting);
      const result = g.apply(state, move.seat, move.action);
      if (!result.ok) {
        return { state, log, steps: log.length, ended: false, error: `refused ${JSON.stringify(move)}: ${result.error.message}` };
      }
      state = result.value.state;
      log.push(move);
      opts.onStep?.({ state, seat: move.seat, action: move.action, events: result.value.events });
    }
  } catch (e) {
    return {
      state,
      log,
      steps: log.length,
      ended: false,
      error: `thrown: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
    };
  }
  return { state, log, steps: log.length, ended: true };
}

/** Replays a logged match from its setup; returns the final state or the first refusal. */
export function replayLog(
  game: AnyGame,
  input: { players: number; seed: string; options?: unknown },
  log: readonly LoggedAction[],
): { state: unknown; error?: string; index?: number } {
  const setup = game.setup({ players: input.players, seed: input.seed, options: input.options ?? {} });
  if (!setup.ok) return { state: null, error: setup.error.message };
  let state = setup.value;
  for (let i = 0; i < log.length; i++) {
    const entry = log[i] as LoggedAction;
    const r = game.apply(state, entry.seat, entry.action);
    if (!r.ok) return { state, error: r.error.message, index: i };
    state = r.value.state;
  }
  return { state };
}
