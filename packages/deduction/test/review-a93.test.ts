/**
 * Alibi (1993) game review (issue #21, docs/review.md "Alibi (1993)"): every figure checked against
 * the project's deduction (`deduceAlibi1993(infoSet(view, events))`) on fixed games (a fixed deal
 * and a scripted seat 0 in test/fixtures: one where seat 0 could accuse for sure three turns before
 * it did, one with a wrong accusation at known chances), the engine's own legal actions and score
 * lines, determinism, series of hands, and the from-views review equal to `reviewGame` seat by seat.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { randomPolicy, runMatch } from '@alibi/engine';
import {
  alibi1993,
  cardSet,
  cardsOfType,
  heuristicPolicy,
  expertPolicy,
  scoreLine,
  type Event,
  type ProjectedEvent,
  type State,
  type View,
} from '@alibi/alibi-1993';
import { alibi1993InfoSet, deduceAlibi1993 } from '../src/alibi-1993.ts';
import { entropy } from '../src/review/belief.ts';
import { mayClaimIn } from '../src/review/a93.ts';
import {
  reviewAlibi1993SeatFromViews,
  reviewGame,
  REVIEWABLE_GAMES,
  ReviewError,
  type ReviewInput,
} from '../src/review/index.ts';

const fixture = (name: string): ReviewInput => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

/** Every state of a replay and, per seat, the views and the events it received at each step. */
function walk(input: ReviewInput) {
  const setup = alibi1993.setup({ players: input.players, seed: input.seed, options: input.options ?? {} });
  if (!setup.ok) throw new Error(setup.error.message);
  const states: State[] = [setup.value];
  const raw: Event[][] = [[]];
  for (const { seat, action } of input.actions) {
    const r = alibi1993.apply(states[states.length - 1] as State, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.value.state);
    raw.push(r.value.events);
  }
  const views = (seat: number): View[] => states.map((s) => alibi1993.view(s, seat));
  const events = (seat: number): ProjectedEvent[][] => raw.map((es) => es.flatMap((e) => alibi1993.project(e, seat) ?? []));
  /** The seat's deduction at a step: its view then and every event it had received. */
  const deduction = (seat: number, step: number) => {
    const evs = events(seat)
      .slice(0, step + 1)
      .flat();
    return deduceAlibi1993(alibi1993InfoSet(alibi1993.view(states[step] as State, seat), evs));
  };
  return { states, views, events, deduction };
}

const logOf = (players: number, seed: string, policies: unknown, options: Record<string, unknown> = {}): ReviewInput => {
  const m = runMatch(alibi1993 as never, { players, seed, options, policies: policies as never, maxSteps: 3000 });
  expect(m.ended, m.error).toBe(true);
  return { game: 'alibi-1993', players, seed, options, actions: m.log.map((l) => ({ seat: l.seat, action: l.action })) };
};

describe('Alibi (1993) review: curves, certainty and accusations against the deduction', () => {
  const late = fixture('review-a93-3p-late.json');
  const review = reviewGame(late);
  const g = walk(late);
  const final = g.states[g.states.length - 1] as State;
  const solution = final.public.results[0]?.solution as number[];

  it('is listed as reviewable and reveals the hidden cards', () => {
    expect(REVIEWABLE_GAMES).toContain('alibi-1993');
    expect(review.over).toBe(true);
    expect(review.missing).toEqual(solution);
    expect(review.solutions).toEqual([solution]);
    expect(review.refused).toEqual([]);
  });

  it('gives every seat, before each action, the chance of each true hidden card: deduceAlibi1993 on its view', () => {
    for (const s of review.seats) {
      expect(s.curve.length).toBe(late.actions.length); // the final state (game over) is left out
      for (const pt of s.curve) {
        const d = g.deduction(s.seat, pt.step);
        const types = solution.map((card, t) => {
          const type = d.types[t];
          return type?.probability[type.cards.indexOf(card)] ?? -1;
        });
        pt.types?.forEach((p, t) => expect(p).toBeCloseTo(types[t] as number, 6));
        expect(pt.p).toBeCloseTo(types.reduce((a, b) => a + b, 0) / 4, 5);
        expect(pt.bits).toBeCloseTo(
          d.types.reduce((sum, type) => sum + entropy(type.probability), 0),
          6,
        );
        expect(pt.exact).toBe(d.exact);
        expect(pt.hand).toBe(1);
      }
    }
  });

  it('finds the turn seat 0 could first have accused for sure, three turns before it did', () => {
    const s0 = review.seats[0] as (typeof review.seats)[number];
    expect(s0.certainAt).toEqual({ step: 12, turn: 7 });
    const certain = (step: number) => g.deduction(0, step).types.every((t, i) => t.certain === solution[i]);
    const mayAccuse = (step: number) => alibi1993.legal(g.states[step] as State, 0).some((a) => a.type === 'accuse');
    // Certain since the second "seen" answer (step 6), but the next chance to accuse is its turn at step 12.
    expect(certain(7)).toBe(true);
    expect(certain(6)).toBe(false);
    expect([7, 8, 9, 10, 11].some(mayAccuse)).toBe(false);
    expect(mayAccuse(12)).toBe(true);
    expect(s0.claimTiming).toBe('late');
    expect(s0.claims).toHaveLength(1);
    const claim = s0.claims[0];
    expect(claim).toMatchObject({ step: 19, turn: 10, hand: 1, accuser: true, correct: true, probability: 1 });
    expect(s0.claimDelay).toBe(19 - 12);
    expect(claim?.cards).toEqual(solution);
    expect(claim?.blanks?.map((b) => [b.type, b.probability, b.setProbability, b.correct])).toEqual([
      ['suspect', 1, 1, true],
      ['place', 1, 1, true],
      ['weapon', 1, 1, true],
      ['emotion', 1, 1, true],
    ]);
    // The engine's score line for the sheet: melds, the First Accuser's bonus, every blank.
    const line = scoreLine(0, final.public.results[0]?.sheets[0] ?? {}, solution, 0, []);
    expect(claim?.score).toBe(line.total);
    expect(claim?.blanks?.reduce((sum, b) => sum + b.points, 0)).toBe(line.total - line.bonus - line.melds);
    expect(s0.hands).toEqual([
      {
        hand: 1,
        fromStep: 0,
        toStep: 22,
        solution,
        certainAt: { step: 12, turn: 7 },
        claim: 0,
        claimTiming: 'late',
        claimDelay: 7,
        score: line.total,
      },
    ]);
    expect(s0.summary.text).toContain('could have accused at turn 7');
    expect(s0.questions).toEqual([]);
  });

  it('gives seats that wrote an empty sheet no claim', () => {
    for (const s of review.seats.slice(1)) {
      expect(s.claims).toEqual([]);
      expect(s.claimTiming).toBe(s.certainAt ? 'missed' : 'none');
    }
  });

  it('reports a wrong accusation with the chance the accuser gave each named card and set', () => {
    const wrong = fixture('review-a93-3p-wrong.json');
    const w = walk(wrong);
    const r = reviewGame(wrong);
    const sol = r.missing;
    const s0 = r.seats[0] as (typeof r.seats)[number];
    const claim = s0.claims[0];
    expect(s0.wrongClaims).toEqual([claim]);
    expect(s0.claimTiming).toBe('guess');
    // Its first turn, after seat 1 melded a place set (step 0).
    expect(claim?.step).toBe(1);
    expect(claim?.correct).toBe(false);
    // Seat 0 knows only its own 25 cards and the meld: every other card of a type is as likely.
    const at = w.states[1] as State;
    const known = [...(at.secret[0]?.hand ?? []), ...at.public.melds.flatMap((m) => [3 * m.set, 3 * m.set + 1, 3 * m.set + 2])];
    expect(at.public.melds).toHaveLength(1);
    const open = (type: 'suspect' | 'place' | 'weapon' | 'emotion') => cardsOfType(type).filter((c) => !known.includes(c));
    const d = w.deduction(0, 1);
    const [suspect, place, weapon, emotion] = claim?.blanks ?? [];
    expect(suspect).toMatchObject({ type: 'suspect', setCorrect: expect.any(Boolean), cardCorrect: false, correct: false });
    expect(suspect?.probability).toBeCloseTo(1 / open('suspect').length, 6);
    expect(suspect?.probability).toBeCloseTo(
      d.types[0]?.probability[d.types[0].cards.indexOf(suspect?.card as number)] as number,
      6,
    );
    expect(place).toMatchObject({ type: 'place', cardCorrect: true, correct: true });
    expect(place?.probability).toBeCloseTo(1 / open('place').length, 6);
    expect(weapon).toMatchObject({ type: 'weapon', sub: null, card: null, setCorrect: false, correct: false });
    const inSet = (type: 'weapon' | 'emotion', set: number) =>
      open(type).filter((c) => cardSet(c) === set).length / open(type).length;
    expect(weapon?.probability).toBeCloseTo(inSet('weapon', weapon?.set as number), 6);
    expect(emotion).toMatchObject({ type: 'emotion', sub: null, setCorrect: true, correct: true });
    expect(emotion?.probability).toBeCloseTo(inSet('emotion', cardSet(sol[3] as number)), 6);
    expect(claim?.probability).toBeCloseTo(
      ((suspect?.probability ?? 0) + (place?.probability ?? 0) + (weapon?.probability ?? 0) + (emotion?.probability ?? 0)) / 4,
      5,
    );
    // Wrong blanks cost the First Accuser twice their value: the engine's line.
    const final = w.states[w.states.length - 1] as State;
    expect(claim?.score).toBe(final.public.results[0]?.lines[0]?.total);
    // The suspect's set blank (+10, or -20 when wrong) and its wrong time (-2 x 3).
    expect(suspect?.points).toBe((suspect?.setCorrect ? 10 : -20) - 6);
    expect(weapon?.points).toBe(-10);
  });

  it('is deterministic and plain JSON', () => {
    const a = reviewGame(late);
    const b = reviewGame(JSON.parse(JSON.stringify(late)));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('lists a refused action and goes on; refuses a bad setup with a typed error', () => {
    const r = reviewGame({ ...late, actions: [{ seat: 1, action: { type: 'accuse' } }, ...late.actions] });
    expect(r.refused).toEqual([{ index: 0, seat: 1, code: expect.any(String), message: expect.any(String) }]);
    expect(r.seats[0]?.certainAt?.step).toBe(13);
    expect(() => reviewGame({ ...late, players: 7 })).toThrow(ReviewError);
  });
});

describe("Alibi (1993) review from one seat's views and events (what the web worker runs)", () => {
  const cases: [string, () => ReviewInput][] = [
    ['fixture: late accusation', () => fixture('review-a93-3p-late.json')],
    ['fixture: wrong accusation', () => fixture('review-a93-3p-wrong.json')],
    ['4 heuristic bots', () => logOf(4, 'review-a93-views-4', heuristicPolicy)],
    ['6 expert bots', () => logOf(6, 'review-a93-views-6', expertPolicy)],
    ['3 bots, a series of 2 hands', () => logOf(3, 'review-a93-series', heuristicPolicy, { series: 2 })],
  ];
  it.each(cases)(
    '%s: the same review as reviewGame, seat by seat',
    (_name, make) => {
      const input = make();
      const full = reviewGame(input);
      const g = walk(input);
      expect(full.over).toBe(true);
      for (const want of full.seats) {
        const views = g.views(want.seat);
        const events = g.events(want.seat);
        expect(reviewAlibi1993SeatFromViews(want.seat, views, events)).toEqual(want);
        // Before the end nothing is revealed: nothing to review.
        expect(reviewAlibi1993SeatFromViews(want.seat, views.slice(0, 3), events.slice(0, 3))).toBeNull();
        // What the web reads from a view is what the engine lists.
        g.states.forEach((s, step) =>
          expect(mayClaimIn(views[step] as View, want.seat)).toBe(
            alibi1993.legal(s, want.seat).some((a) => a.type === 'accuse' || a.type === 'write'),
          ),
        );
      }
    },
    120_000,
  );

  it('reviews each hand of a series against its own hidden cards', () => {
    const input = logOf(3, 'review-a93-series', heuristicPolicy, { series: 2 });
    const r = reviewGame(input);
    const g = walk(input);
    const results = (g.states[g.states.length - 1] as State).public.results;
    expect(r.solutions).toEqual(results.map((x) => x.solution));
    for (const s of r.seats) {
      expect(s.hands?.map((h) => h.hand)).toEqual([1, 2]);
      expect(s.hands?.map((h) => h.solution)).toEqual(results.map((x) => x.solution));
      const [h1, h2] = s.hands ?? [];
      expect(h2?.fromStep).toBe((h1?.toStep as number) + 1);
      expect(h2?.toStep).toBe(input.actions.length - 1);
      expect(s.hands?.map((h) => h.score)).toEqual(results.map((x) => x.lines[s.seat]?.total));
      // A step of hand 2 is about hand 2's hidden cards.
      const pt = s.curve[h2?.fromStep as number];
      const d = g.deduction(s.seat, pt?.step as number);
      expect(pt?.hand).toBe(2);
      expect(pt?.types?.[0]).toBeCloseTo(
        d.types[0]?.probability[d.types[0].cards.indexOf(results[1]?.solution[0] as number)] as number,
        6,
      );
      for (const c of s.claims) expect(c.hand === 1 || c.hand === 2).toBe(true);
    }
  }, 60_000);

  it('random players (melds, passes, resignations): every chance is a probability and the true cards stay possible', () => {
    const input = logOf(5, 'review-a93-random', randomPolicy([...alibi1993.meta.interrupts], 0.01));
    const r = reviewGame(input);
    for (const s of r.seats)
      for (const pt of s.curve) {
        expect(pt.p).toBeGreaterThan(0);
        for (const q of pt.types ?? []) expect(q).toBeGreaterThan(0);
        expect(pt.types).toHaveLength(4);
        expect(pt.p).toBeLessThanOrEqual(1);
        expect(pt.bits).toBeGreaterThanOrEqual(0);
      }
  }, 60_000);
});
