/**
 * Checks every game must pass, usable from any test runner (they throw a descriptive Error).
 * See the contract in `contract.ts` for the properties.
 */
import { fail, type AnyGame, type Game, type Viewer } from './contract.ts';
import { canonicalJson } from './json.ts';
import { randomPolicy, replayLog, runMatch, type LoggedAction, type MatchResult } from './players.ts';
import { Rng } from './rng.ts';
import { seatMustAct } from './seat.ts';

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

/**
 * Knowledge function: everything `viewer` is entitled to know in a state, per the rules. `events`
 * are the raw events of the action that led to it (empty at setup), for the public details of an
 * action that the state does not keep (say, which questions an accusation cited).
 */
export type Knowledge = (state: unknown, viewer: number, events: unknown[]) => unknown;

interface GameA {
  states: unknown[];
  events: unknown[][];
  log: LoggedAction[];
}

/** Plays game A with random actions, keeping every state and its events. */
function playA(g: AnyGame, players: number, seed: string, options: Record<string, unknown>, interruptRate?: number): GameA {
  const setup = g.setup({ players, seed, options });
  check(setup.ok, () => `setup A failed: ${setup.ok ? '' : setup.error.message}`);
  const states: unknown[] = [setup.value];
  const events: unknown[][] = [[]];
  const match = runMatch(g, {
    players,
    seed,
    options,
    policies: randomPolicy(g.meta.interrupts, interruptRate),
    onStep: ({ state, events: e }) => {
      states.push(state);
      events.push(e);
    },
  });
  check(!match.error, () => `game A failed: ${match.error}`);
  return { states, events, log: match.log };
}

/** Replaces one number somewhere inside `x` (a card, a seat, an index) by a nearby one. */
function nudge(x: unknown, rng: Rng): unknown {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (typeof v === 'number') paths.push(path);
    else if (Array.isArray(v)) v.forEach((w, i) => walk(w, [...path, i]));
    else if (typeof v === 'object' && v !== null) for (const [k, w] of Object.entries(v)) walk(w, [...path, k]);
  };
  walk(x, []);
  if (paths.length === 0) return x;
  const path = rng.pick(paths);
  const copy = JSON.parse(JSON.stringify(x)) as unknown;
  let at = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  at[last] = (at[last] as number) + rng.pick([1, -1, 2, 3, 7]);
  return copy;
}

/**
 * The fixed probe actions tried for `P` at one step of game A, and again at the same step of
 * game B: garbage, a legal action of another seat (out of turn, or simply not P's), and actions
 * that look like P's own but are not legal (one number nudged). Built from A once, so A and B get
 * the very same probes; their refusals must read the same.
 */
function probesAt(g: AnyGame, state: unknown, P: number, players: number, rng: Rng): unknown[] {
  const out: unknown[] = [GARBAGE[rng.int(GARBAGE.length)], { type: 'no-such-action', seat: P }];
  const mine = g.legal(state, P);
  const mineJson = new Set(mine.map((a) => canonicalJson(a)));
  const others = Array.from({ length: players }, (_, i) => i).filter((q) => q !== P);
  for (const q of rng.shuffle(others).slice(0, 2)) {
    const theirs = g.legal(state, q).filter((a) => !mineJson.has(canonicalJson(a)));
    if (theirs.length > 0) out.push(rng.pick(theirs));
  }
  const base = mine.length > 0 ? mine : others.flatMap((q) => g.legal(state, q)).slice(0, 8);
  for (let k = 0; k < 3 && base.length > 0; k++) {
    const a = nudge(rng.pick(base), rng);
    if (!mineJson.has(canonicalJson(a))) out.push(a);
  }
  return out;
}

/**
 * Everything a seat receives over the wire for one state, as one canonical string: its view, the
 * events of the last action as projected for it, its legal actions, `mustAct`, and the code and
 * text of the refusals of the probes.
 */
function wireBytes(g: AnyGame, state: unknown, events: unknown[], P: number, probes: unknown[]): string {
  const refusals = probes.map((a) => {
    const r = g.apply(state, P, a);
    return r.ok ? 'accepted' : { code: r.error.code, message: r.error.message };
  });
  return canonicalJson({
    view: g.view(state, P),
    events: events.map((e) => g.project(e, P)).filter((e) => e !== null),
    legal: g.legal(state, P),
    mustAct: seatMustAct(g, state, P),
    refusals,
  });
}

/** A field-by-field account of where two wire strings differ, for the failure message. */
function whereDiffers(a: string, b: string): string {
  const x = JSON.parse(a) as Record<string, unknown>;
  const y = JSON.parse(b) as Record<string, unknown>;
  const fields = Object.keys(x).filter((k) => canonicalJson(x[k]) !== canonicalJson(y[k]));
  return fields.map((k) => `${k}:\n  A: ${canonicalJson(x[k])}\n  B: ${canonicalJson(y[k])}`).join('\n');
}

/** Compares P's wire bytes in A and in B from step `from` on (B's state there given), replaying A's log while legal and P's knowledge is equal. */
function compareFrom(
  g: AnyGame,
  a: GameA,
  wireA: (i: number) => string,
  probes: (i: number) => unknown[],
  P: number,
  knowledge: Knowledge,
  from: number,
  start: { state: unknown; events: unknown[] },
  what: string,
): number {
  let stateB = start.state;
  let eventsB = start.events;
  let compared = 0;
  for (let i = from; i < a.states.length; i++) {
    if (i > from) {
      const { seat, action } = a.log[i - 1] as LoggedAction;
      const r = g.apply(stateB, seat, action);
      if (!r.ok) break; // the action depended on something that differs: stop comparing
      stateB = r.value.state;
      eventsB = r.value.events;
    }
    if (canonicalJson(knowledge(a.states[i], P, a.events[i] as unknown[])) !== canonicalJson(knowledge(stateB, P, eventsB)))
      break;
    const x = wireA(i);
    const y = wireBytes(g, stateB, eventsB, P, probes(i));
    check(
      x === y,
      () => `seat ${P} sees a difference at step ${i} (${what}) although its knowledge is equal:\n${whereDiffers(x, y)}`,
    );
    compared++;
  }
  return compared;
}

/** Per-step caches of game A's probes and wire bytes for P. */
function caches(g: AnyGame, a: GameA, P: number, players: number, seed: string) {
  const probeCache = new Map<number, unknown[]>();
  const wireCache = new Map<number, string>();
  const probes = (i: number) => {
    let p = probeCache.get(i);
    if (!p) probeCache.set(i, (p = probesAt(g, a.states[i], P, players, Rng.fromSeed(`probe:${seed}:${P}:${i}`))));
    return p;
  };
  const wireA = (i: number) => {
    let w = wireCache.get(i);
    if (w === undefined) wireCache.set(i, (w = wireBytes(g, a.states[i], a.events[i] as unknown[], P, probes(i))));
    return w;
  };
  return { probes, wireA };
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
  knowledge: Knowledge;
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
 * legal and the viewer's entitled knowledge stays equal; at every such step everything the viewer
 * receives must be byte-identical: view, projected events, legal actions, `mustAct`, and the code
 * and text of the refusals of a fixed set of probe actions.
 */
export function checkNonInterference<S, A, O, V, E, PE, D>(
  game: Game<S, A, O, V, E, PE>,
  input: NonInterferenceInput<D>,
): NonInterferenceReport {
  const g = game as unknown as AnyGame;
  const rng = Rng.fromSeed(`ni:${input.seed}`);
  const dealA = input.makeDeal(rng);
  const run = (deal: D) => g.setup({ players: input.players, seed: input.seed, options: { ...input.options, deal } });
  const a = playA(g, input.players, input.seed, { ...input.options, deal: dealA }, input.interruptRate);
  const P = input.viewer;
  const { probes, wireA } = caches(g, a, P, input.players, input.seed);
  let compared = 0;
  for (let k = 0; k < (input.partners ?? 4); k++) {
    const dealB = input.perturb(dealA, P, rng);
    const setupB = run(dealB);
    check(setupB.ok, () => `setup B failed: ${setupB.ok ? '' : setupB.error.message}`);
    compared += compareFrom(g, a, wireA, probes, P, input.knowledge, 0, { state: setupB.value, events: [] }, `partner deal ${k}`);
  }
  return { comparedSteps: compared };
}

export interface ChoiceInterferenceInput {
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  viewer: number;
  knowledge: Knowledge;
  /** How many replaced steps to try for one random game. */
  trials?: number;
  interruptRate?: number;
}

export interface ChoiceInterferenceReport extends NonInterferenceReport {
  /** Trials that found another seat's choice the viewer cannot see (and compared from there). */
  hiddenChoices: number;
}

/**
 * Non-interference over another seat's secret choices: keep the deal, play game A, then build
 * game B from A's log with one action of another seat Q replaced by a different legal action Q
 * had at that step (step and alternative drawn with the seeded generator; alternatives that change
 * the viewer's knowledge are the public choices and are passed over). Replay the rest of A's log
 * while legal and the viewer's knowledge is equal: everything it receives must stay byte-identical.
 * Where the rules reveal a choice to the viewer, its knowledge function must say so.
 */
export function checkChoiceInterference<S, A, O, V, E, PE>(
  game: Game<S, A, O, V, E, PE>,
  input: ChoiceInterferenceInput,
): ChoiceInterferenceReport {
  const g = game as unknown as AnyGame;
  const rng = Rng.fromSeed(`choice:${input.seed}`);
  const P = input.viewer;
  const a = playA(g, input.players, input.seed, input.options ?? {}, input.interruptRate);
  const { probes, wireA } = caches(g, a, P, input.players, input.seed);
  // Steps where another seat acted and had a choice.
  const steps = a.log
    .map((l, i) => i)
    .filter((i) => {
      const l = a.log[i] as LoggedAction;
      return l.seat !== P && g.legal(a.states[i], l.seat).length > 1;
    });
  let compared = 0;
  let hidden = 0;
  const trials = Math.min(input.trials ?? 6, steps.length);
  for (const i of rng.shuffle(steps).slice(0, trials)) {
    const { seat, action } = a.log[i] as LoggedAction;
    const taken = canonicalJson(action);
    const known = canonicalJson(input.knowledge(a.states[i + 1], P, a.events[i + 1] as unknown[]));
    const alternatives = rng.shuffle(g.legal(a.states[i], seat).filter((x) => canonicalJson(x) !== taken)).slice(0, 8);
    for (const alt of alternatives) {
      const r = g.apply(a.states[i], seat, alt);
      check(r.ok, () => `seat ${seat}'s legal action ${canonicalJson(alt)} was refused: ${r.ok ? '' : r.error.message}`);
      if (canonicalJson(input.knowledge(r.value.state, P, r.value.events)) !== known) continue; // a public choice
      hidden++;
      const what = `seat ${seat} chose ${canonicalJson(alt)} instead of ${taken} at step ${i}`;
      compared += compareFrom(
        g,
        a,
        wireA,
        probes,
        P,
        input.knowledge,
        i + 1,
        { state: r.value.state, events: r.value.events },
        what,
      );
      break;
    }
  }
  return { comparedSteps: compared, hiddenChoices: hidden };
}

/**
 * The game as played by a table where nobody resigns. The random player takes a resignation as
 * often as any other rare action, and where every idle seat may resign at every step its games
 * rarely run long; property suites play most of their games with this restriction (which keeps
 * the contract: an actor is a seat with something left to do) and the rest as they are.
 */
export function withoutResign<S, A extends { type: string }, O, V, E, PE>(game: Game<S, A, O, V, E, PE>): Game<S, A, O, V, E, PE> {
  const legal = (s: S, p: number) => game.legal(s, p).filter((a) => a.type !== 'resign');
  const actors = (s: S) => game.actors(s).filter((p) => legal(s, p).length > 0);
  return {
    ...game,
    legal,
    actors,
    apply: (s, p, a) => {
      if (game.outcome(s) === null && !actors(s).includes(p)) return fail('NOT_ACTOR', `seat ${p} may not act now`);
      const type = typeof a === 'object' && a !== null ? (a as { type?: unknown }).type : undefined;
      return type === 'resign' ? fail('ILLEGAL', 'nobody resigns at this table') : game.apply(s, p, a);
    },
  };
}
