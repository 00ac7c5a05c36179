/**
 * Alibi (1993) deduction: the exact engine against an independent brute force on small synthetic
 * hands, the approximation's error against the exact engine, real games read from views and
 * events, and two games the seat cannot tell apart.
 */
import { describe, expect, it } from 'vitest';
import { randomPolicy, Rng, runMatch } from '@alibi/engine';
import {
  alibi1993,
  cardsOfType,
  CARD_TYPES,
  heuristicPolicy,
  type Action,
  type Atom,
  type Deal,
  type Event,
  type ProjectedEvent,
  type Scope,
  type State,
} from '@alibi/alibi-1993';
import { alibi1993InfoSet, deduceAlibi1993, type A93Deduction, type A93Info } from '../src/alibi-1993.ts';
import { bruteHidden, syntheticHand } from './alibi-1993-brute.ts';
import { propertyGames } from '@alibi/engine/property';

const GAMES = propertyGames();
/** Small decks: [players, cards per type, rounds]. */
const SHAPES: [number, number[], number][] = [
  [3, [3, 3, 3, 3], 3],
  [3, [3, 3, 2, 2], 4],
  [4, [3, 3, 3, 2], 3],
  [4, [2, 3, 2, 3], 3],
];
const instance = (i: number, salt: string) => {
  const [players, sizes, rounds] = SHAPES[i % SHAPES.length] as [number, number[], number];
  return syntheticHand(Rng.fromSeed(`a93:${salt}:${i}`), players, sizes, rounds);
};
const hiddenOf = (d: A93Deduction) => d.types.flatMap((t) => t.cards.map((c, i) => [c, t.probability[i] as number] as const));

describe('exact engine against brute force', () => {
  const count = Math.max(40, Math.round(GAMES / 5));
  it(`${count} small synthetic hands: same logic, probabilities within 1e-9`, () => {
    let claimedExact = 0;
    let maxDiff = 0;
    for (let i = 0; i < count; i++) {
      const { info, hidden } = instance(i, 'brute');
      const brute = bruteHidden(info);
      const exact = deduceAlibi1993(info, { mode: 'exact' });
      const auto = deduceAlibi1993(info);
      expect(exact.exact).toBe(true);
      expect(exact.consistent).toBe(brute.total > 0);
      expect(brute.total).toBeGreaterThan(0);
      for (const [card, p] of hiddenOf(exact)) {
        const want = brute.hidden[card] as number;
        maxDiff = Math.max(maxDiff, Math.abs(p - want));
        expect(p > 0, `card ${card} possible`).toBe(want > 0);
        expect(Math.abs(p - want)).toBeLessThan(1e-9);
      }
      for (const t of exact.types) {
        expect(t.cards.map((c) => hidden.includes(c) && t.possible[t.cards.indexOf(c)] === false)).not.toContain(true);
        expect(t.certain).toBe(t.possible.filter(Boolean).length === 1 ? t.cards[t.possible.indexOf(true)] : null);
      }
      if (auto.exact) {
        claimedExact++;
        expect(auto).toEqual(exact);
      }
    }
    console.log(
      `exact vs brute force: ${count} hands, max |difference| ${maxDiff.toExponential(1)}; auto mode exact on ${claimedExact}`,
    );
    // The default budget covers nearly every small hand; the rest get the approximation.
    expect(claimedExact).toBeGreaterThanOrEqual(0.95 * count);
  });
});

/** The approximation's documented bounds on small hands (see docs/deduction.md). */
const MEAN_ERROR_BOUND = 0.11;
const MEAN_CARD_ERROR_BOUND = 0.03;

describe('approximation against the exact engine', () => {
  const count = Math.max(100, GAMES);
  it(`${count} small synthetic hands: sound logic, measured error`, () => {
    let sumMax = 0;
    let worst = 0;
    let sumCard = 0;
    let cards = 0;
    let sameLogic = 0;
    // Baseline: uniform over the approximation's possible cards (logic alone, no weights).
    let sumUniform = 0;
    for (let i = 0; i < count; i++) {
      const { info } = instance(i, 'approx');
      const exact = deduceAlibi1993(info, { mode: 'exact' });
      const approx = deduceAlibi1993(info, { mode: 'approximate' });
      expect(approx.exact).toBe(false);
      expect(approx.consistent).toBe(exact.consistent);
      let instanceMax = 0;
      let uniformMax = 0;
      let same = true;
      exact.types.forEach((t, ti) => {
        const a = approx.types[ti] as A93Deduction['types'][number];
        expect(a.probability.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
        t.cards.forEach((c, i) => {
          // Sound: whatever the exact engine allows, the approximation allows too.
          if (t.possible[i]) expect(a.possible[i], `card ${c} of hand ${i}`).toBe(true);
          if (t.possible[i] !== a.possible[i]) same = false;
          const diff = Math.abs((t.probability[i] as number) - (a.probability[i] as number));
          instanceMax = Math.max(instanceMax, diff);
          const uniform = a.possible[i] ? 1 / a.possible.filter(Boolean).length : 0;
          uniformMax = Math.max(uniformMax, Math.abs((t.probability[i] as number) - uniform));
          sumCard += diff;
          cards++;
        });
      });
      if (same) sameLogic++;
      sumMax += instanceMax;
      sumUniform += uniformMax;
      worst = Math.max(worst, instanceMax);
    }
    const meanMax = sumMax / count;
    const meanCard = sumCard / cards;
    console.log(
      `approximation vs exact: ${count} hands; per hand max |error| mean ${meanMax.toFixed(4)}, worst ${worst.toFixed(4)}; ` +
        `per card mean |error| ${meanCard.toFixed(4)}; same logic on ${sameLogic}/${count}; ` +
        `(uniform over the same candidates: per hand max |error| mean ${(sumUniform / count).toFixed(4)})`,
    );
    expect(meanMax).toBeLessThan(MEAN_ERROR_BOUND);
    expect(meanCard).toBeLessThan(MEAN_CARD_ERROR_BOUND);
  });
});

/**
 * The cards behind the k-th pass choice (made by `seat`): from the `passed` event that landed it,
 * or, still pending, the seat's set-aside cards in the state.
 */
function passedCards(events: Event[], seat: number, k: number, state: State): number[] {
  let seen = 0;
  let landed = 0;
  for (const e of events) {
    if (e.type === 'passChosen' && seen++ === k) break;
    if (e.type === 'passed') landed++;
  }
  const passing = events.filter((e) => e.type === 'passed')[landed];
  return passing && passing.type === 'passed' ? [...(passing.cards[seat] ?? [])] : [...(state.secret[seat]?.outgoing ?? [])];
}

/** Plays a real game and returns, for sampled steps, the state with the events so far. */
function sampledSteps(players: number, seed: string, heuristic: boolean, samples: number) {
  const events: Event[] = [];
  const steps: { state: State; events: number }[] = [];
  runMatch(alibi1993, {
    players,
    seed,
    policies: heuristic ? (heuristicPolicy as never) : randomPolicy(['accuse'], 0.01),
    onStep: ({ state, events: es }) => {
      events.push(...(es as Event[]));
      steps.push({ state: state as State, events: events.length });
    },
  });
  const every = Math.max(1, Math.floor(steps.length / samples));
  return { events, steps: steps.filter((s, i) => i % every === 0 && s.state.public.phase.kind !== 'over') };
}

describe('real games, read from views and projected events', () => {
  const games = Math.max(4, Math.round(GAMES / 50));
  it(`${games} games: the deal is recovered, the truth stays possible, each type sums to 1`, () => {
    let updates = 0;
    for (let g = 0; g < games; g++) {
      const players = 3 + (g % 4);
      const seed = `a93:real:${g}`;
      const first = alibi1993.setup({ players, seed, options: {} });
      if (!first.ok) throw new Error(first.error.message);
      const { events, steps } = sampledSteps(players, seed, g % 2 === 1, 12);
      for (const { state, events: upTo } of steps) {
        if (state.public.handNumber !== 1) continue;
        const viewer = updates % players;
        const projected = events.slice(0, upTo).map((e) => alibi1993.project(e, viewer) as ProjectedEvent);
        const info = alibi1993InfoSet(alibi1993.view(state, viewer), projected);
        expect(info.dealt).toEqual(first.value.secret[viewer]?.hand);
        expect(info.dealtSizes).toEqual(first.value.public.handSizes);
        // The true history (deal and every pass, from the unprojected events) fits every step read.
        const choices = events
          .slice(0, upTo)
          .flatMap((e) => (e.type === 'passChosen' ? [e.seat] : []))
          .map((seat, k) => passedCards(events.slice(0, upTo), seat, k, state));
        expect(bruteHidden(info, 1e6, { hands: first.value.secret.map((x) => x.hand), choices }).total).toBe(1);
        const d = deduceAlibi1993(info);
        expect(d.consistent).toBe(true);
        d.types.forEach((t, ti) => {
          expect(t.type).toBe(CARD_TYPES[ti]);
          expect(t.cards).toEqual(cardsOfType(t.type));
          expect(t.probability.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
          const truth = state.hidden.solution[ti] as number;
          expect(t.possible[t.cards.indexOf(truth)]).toBe(true);
        });
        updates++;
      }
    }
    expect(updates).toBeGreaterThan(games * 5);
  });
});

/**
 * Two deals that differ only in one hidden card swapped with a card of the same type in another
 * seat's hand, played with the same actions that never name nor move either card: the seat cannot
 * tell them apart, and the deduction must not either.
 */
describe('deduction depends only on the seat information', () => {
  const pairs = Math.max(3, Math.round(GAMES / 100));
  it(`${pairs} pairs of games`, () => {
    for (let p = 0; p < pairs; p++) {
      const rng = Rng.fromSeed(`a93:isolation:${p}`);
      const players = 3 + (p % 4);
      const viewer = rng.int(players);
      const start = alibi1993.setup({ players, seed: `a93:isolation:${p}`, options: {} });
      if (!start.ok) throw new Error(start.error.message);
      const hands = start.value.secret.map((s) => [...s.hand]);
      const hidden = [...start.value.hidden.solution];
      const type = rng.int(4);
      const x = hidden[type] as number;
      const holder = (viewer + 1 + rng.int(players - 1)) % players;
      const y = rng.pick(
        (hands[holder] as number[]).filter((c) => cardsOfType(CARD_TYPES[type] as never).includes(c)).concat([]),
      );
      if (y === undefined) continue;
      const dealA: Deal = { hidden, hands };
      const dealB: Deal = {
        hidden: hidden.map((c) => (c === x ? y : c)),
        hands: hands.map((h) => h.map((c) => (c === y ? x : c)).sort((a, b) => a - b)),
      };
      let a = alibi1993.setup({ players, seed: 's', options: { deal: dealA } });
      let b = alibi1993.setup({ players, seed: 's', options: { deal: dealB } });
      if (!a.ok || !b.ok) throw new Error('setup');
      const eventsA: Event[] = [];
      const eventsB: Event[] = [];
      const avoid = (c: number) => c !== x && c !== y;
      let compared = 0;
      for (let step = 0; step < players * 2 * 2; step++) {
        const sa: State = a.value;
        const phase = sa.public.phase;
        const moves: [number, Action][] = [];
        if (phase.kind === 'turn') {
          const atoms: Atom[] = rng
            .shuffle(Array.from({ length: 78 }, (_, c) => c).filter(avoid))
            .slice(0, 1 + rng.int(3))
            .map((card) => ({ kind: 'card', card }));
          const scope = rng.pick(['hand', 'seen', 'kept'] as Scope[]);
          const target = (phase.seat + 1 + rng.int(players - 1)) % players;
          moves.push([phase.seat, { type: 'ask', target, question: { filter: atoms, scope } }]);
        } else if (phase.kind === 'passing') {
          for (let seat = 0; seat < players; seat++) {
            const hand = (sa.secret[seat]?.hand ?? []).filter(avoid);
            moves.push([seat, { type: 'pass', cards: rng.shuffle(hand).slice(0, phase.round) }]);
          }
        } else break;
        for (const [seat, action] of moves) {
          const ra = alibi1993.apply(a.value, seat, action);
          const rb = alibi1993.apply(b.value, seat, action);
          if (!ra.ok || !rb.ok) throw new Error(`refused: ${JSON.stringify(action)}`);
          a = { ok: true, value: ra.value.state };
          b = { ok: true, value: rb.value.state };
          eventsA.push(...ra.value.events);
          eventsB.push(...rb.value.events);
          const infoA: A93Info = alibi1993InfoSet(
            alibi1993.view(a.value, viewer),
            eventsA.map((e) => alibi1993.project(e, viewer) as ProjectedEvent),
          );
          const infoB: A93Info = alibi1993InfoSet(
            alibi1993.view(b.value, viewer),
            eventsB.map((e) => alibi1993.project(e, viewer) as ProjectedEvent),
          );
          expect(infoB).toEqual(infoA);
          expect(deduceAlibi1993(infoB)).toEqual(deduceAlibi1993(infoA));
          compared++;
        }
      }
      expect(a.value.hidden.solution).not.toEqual(b.value.hidden.solution);
      expect(compared).toBeGreaterThan(players * 2);
    }
  });
});
