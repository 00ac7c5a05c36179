/**
 * Checks every game must pass, usable from any test runner (they throw a descriptive Error).
 * See the contract in `contract.ts` for the properties.
 */
import type { AnyGame, Game, Viewer } from './contract.ts';
import { canonicalJson } from './json.ts';
import { randomPolicy, replayLog, runMatch, type LoggedAction, type MatchResult } from './players.ts';
import { Rng } from './rng.ts';

function check(condition: unknown, message: () => string): asserts condition {
  if (!condition) throw new Error(message());
}

/** Things that must never be accepted as actions, whatever the game. */
const GARBAGE: unknown[] = [null, 42, 'claim', [], {}, { type: 'no-such-action' }, { type: 7 }];

export interface ConformanceInput {
  players: number;
  seed: string;
  options?: unknown;
  interruptRate?: number;
  maxSteps?: number;
  /** Run the expensive per-step checks (JSON round trip, immutability, every-viewer views). */
  deep?: boolean;
}

/**
 * Plays one seeded random game and checks, at every step: legal non-empty iff actor; actors empty
 * iff outcome; waitingFor within actors. With `deep`, also: garbage and out-of-turn actions give
 * typed errors; unique describe strings; state survives a JSON round trip; apply does not mutate
 * and is deterministic; refusals change nothing; every view serialises. At the end: an outcome
 * exists, and replaying the log gives the same final state byte for byte.
 */
export function checkConformance<S, A, O, V, E, PE>(game: Game<S, A, O, V, E, PE>, input: ConformanceInput): MatchResult {
  const g = game as unknown as AnyGame;
  const deep = input.deep ?? false;
  const viewers: Viewer[] = [...Array.from({ length: input.players }, (_, i) => i), 'spectator'];
  const probe = Rng.fromSeed(`probe:${input.seed}`);
  let previous: unknown = null;
  let previousJson = '';
  const setup = g.setup({ players: input.players, seed: input.seed, options: input.options ?? {} });
  check(setup.ok, () => `setup failed: ${setup.ok ? '' : setup.error.message}`);
  previous = setup.value;
  if (deep) previousJson = JSON.stringify(previous);
  const stepCheck = (state: unknown) => {
    const outcome = g.outcome(state);
    const actors = g.actors(state);
    check(
      (outcome === null) === actors.length > 0,
      () => `actors ${JSON.stringify(actors)} but outcome ${JSON.stringify(outcome)}`,
    );
    const waiting = g.waitingFor(state);
    check(
      (outcome === null) === waiting.length > 0,
      () => `waiting for ${JSON.stringify(waiting)} but outcome ${JSON.stringify(outcome)}`,
    );
    check(
      waiting.every((p) => actors.includes(p)),
      () => `waiting for ${JSON.stringify(waiting)}, not all actors ${JSON.stringify(actors)}`,
    );
    for (let p = 0; p < input.players; p++) {
      const legal = g.legal(state, p);
      check(
        legal.length > 0 === actors.includes(p),
        () => `seat ${p}: ${legal.length} legal actions, actor: ${actors.includes(p)}`,
      );
      if (deep) {
        const texts = legal.map((a) => g.describeAction(a, p));
        check(new Set(texts).size === texts.length, () => `seat ${p}: duplicate describe strings`);
      }
    }
    // Same object before and after: plain JSON text is enough to see a change (deep games only: it
    // costs more than the game itself).
    const before = deep ? JSON.stringify(state) : '';
    if (deep) {
      check(JSON.stringify(JSON.parse(before)) === before, () => 'state does not survive a JSON round trip');
      for (const v of viewers) JSON.stringify(g.view(state, v));
    }
    // Garbage and out-of-turn actions: typed error, state untouched (deep games: building the
    // error messages costs more than playing).
    if (deep) {
      const junk = GARBAGE[probe.int(GARBAGE.length)];
      const seat = probe.int(input.players);
      const r = g.apply(state, seat, junk);
      check(!r.ok, () => `garbage action ${JSON.stringify(junk)} was accepted`);
      if (outcome === null) {
        const idle = Array.from({ length: input.players }, (_, i) => i).filter((p) => !actors.includes(p));
        const someLegal = g.legal(state, actors[0] as number)[0];
        for (const p of idle) {
          const r2 = g.apply(state, p, someLegal);
          check(!r2.ok && r2.error.code === 'NOT_ACTOR', () => `seat ${p} (not an actor) acted: ${JSON.stringify(someLegal)}`);
        }
      }
    }
    if (deep) check(JSON.stringify(state) === before, () => 'a refused action changed the state');
  };
  stepCheck(previous);
  const result = runMatch(g, {
    players: input.players,
    seed: input.seed,
    options: input.options,
    policies: randomPolicy(g.meta.interrupts, input.interruptRate),
    maxSteps: input.maxSteps,
    onStep: ({ state, seat, action }) => {
      if (deep) {
        check(JSON.stringify(previous) === previousJson, () => 'apply mutated the state it was given');
        // Re-applying to the previous state gives the same bytes.
        const again = g.apply(previous, seat, action);
        check(
          again.ok && canonicalJson(again.value.state) === canonicalJson(state),
          () => 'apply is not deterministic or mutated its input',
        );
      }
      stepCheck(state);
      previous = state;
      if (deep) previousJson = JSON.stringify(state);
    },
  });
  check(!result.error, () => `match failed: ${result.error}`);
  check(result.ended && g.outcome(result.state) !== null, () => 'match did not end with an outcome');
  const replay = replayLog(g, { players: input.players, seed: input.seed, options: input.options }, result.log);
  check(!replay.error, () => `replay refused action ${replay.index}: ${replay.error}`);
  check(canonicalJson(replay.state) === canonicalJson(result.state), () => 'replay gave a different final state');
  return result;
}

export interface NonInterferenceInput<D> {
  players: number;
  seed: string;
  /** Options without the deal; the kit adds `deal`. */
  options?: Record<string, unknown>;
  viewer: number;
  /** A random fixed deal. */
  makeDeal(rng: Rng): D;
  /** Another deal that agrees with `deal` on everything `viewer` knows at the start. */
  perturb(deal: D, viewer: number, rng: Rng): D;
  /**
   * Everything `viewer` is entitled to know in this state, per the rules, computed from the raw
   * state independently of `view`/`project`. While two games agree on it, the viewer's messages
   * must be identical.
   */
  knowledge(state: unknown, viewer: number): unknown;
  /** How many perturbed partners to try for one random game. */
  partners?: number;
  interruptRate?: number;
}

export interface NonInterferenceReport {
  /** Steps at which the viewer's messages were compared (and were identical). */
  comparedSteps: number;
}

/**
 * Non-interference, as a resampling test: play game A with random actions; build partner games B
 * from deals that agree with A on what the viewer knows; replay A's actions in B while they stay
 * legal and the viewer's entitled knowledge stays equal; at every such step the viewer's view and
 * projected events must be byte-identical.
 */
export function checkNonInterference<S, A, O, V, E, PE, D>(
  game: Game<S, A, O, V, E, PE>,
  input: NonInterferenceInput<D>,
): NonInterferenceReport {
  const g = game as unknown as AnyGame;
  const rng = Rng.fromSeed(`ni:${input.seed}`);
  const dealA = input.makeDeal(rng);
  const run = (deal: D) => g.setup({ players: input.players, seed: input.seed, options: { ...input.options, deal } });
  const setupA = run(dealA);
  check(setupA.ok, () => `setup A failed: ${setupA.ok ? '' : setupA.error.message}`);
  const statesA: unknown[] = [setupA.value];
  const eventsA: unknown[][] = [[]];
  const match = runMatch(g, {
    players: input.players,
    seed: input.seed,
    options: { ...input.options, deal: dealA },
    policies: randomPolicy(g.meta.interrupts, input.interruptRate),
    onStep: ({ state, events }) => {
      statesA.push(state);
      eventsA.push(events);
    },
  });
  check(!match.error, () => `game A failed: ${match.error}`);
  const P = input.viewer;
  const seen = (state: unknown, events: unknown[]) =>
    canonicalJson({ view: g.view(state, P), events: events.map((e) => g.project(e, P)).filter((e) => e !== null) });
  let compared = 0;
  for (let k = 0; k < (input.partners ?? 4); k++) {
    const dealB = input.perturb(dealA, P, rng);
    const setupB = run(dealB);
    check(setupB.ok, () => `setup B failed: ${setupB.ok ? '' : setupB.error.message}`);
    let stateB = setupB.value;
    let eventsB: unknown[] = [];
    for (let i = 0; i < statesA.length; i++) {
      if (i > 0) {
        const { seat, action } = match.log[i - 1] as LoggedAction;
        const r = g.apply(stateB, seat, action);
        if (!r.ok) break; // the action depended on something that differs: stop comparing
        stateB = r.value.state;
        eventsB = r.value.events;
      }
      const stateA = statesA[i];
      if (canonicalJson(input.knowledge(stateA, P)) !== canonicalJson(input.knowledge(stateB, P))) break;
      const a = seen(stateA, eventsA[i] as unknown[]);
      const b = seen(stateB, eventsB);
      check(a === b, () => `seat ${P} sees a difference at step ${i} although its knowledge is equal:\nA: ${a}\nB: ${b}`);
      compared++;
    }
  }
  return { comparedSteps: compared };
}
