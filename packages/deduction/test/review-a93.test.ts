/**
 * Alibi (1993) game review (issue #21, docs/review.md "Alibi (1993)"): every figure checked against
 * the project's deduction (`deduceAlibi1993(infoSet(view, events))`) on fixed games (a fixed deal
 * and a scripted seat 0 in test/fixtures: one where seat 0 could accuse for sure three turns before
 * it did, one with a wrong accusation at known chances), the engine's own legal actions and score
 * lines, determinism, series of hands, and the from-views review equal to `reviewGame` seat by seat;
 * question values against re-deducing with each answer appended, and ratings on a fixed position.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { randomPolicy, runMatch } from '@alibi/engine';
import {
  alibi1993,
  cardSet,
  cardsOfType,
  filterCards,
  listedQuestions,
  heuristicPolicy,
  expertPolicy,
  scoreLine,
  type Event,
  type ProjectedEvent,
  type Question,
  type State,
  type View,
} from '@alibi/alibi-1993';
import { alibi1993InfoSet, deduceAlibi1993, type A93Info } from '../src/alibi-1993.ts';
import { approximateHidden, approximateModel } from '../src/alibi-1993-approx.ts';
import { A93QuestionValues, rateA93Question, type A93Ask } from '../src/review/a93-questions.ts';
import { entropy } from '../src/review/belief.ts';
import { mayClaimIn } from '../src/review/a93.ts';
import {
  reviewAlibi1993SeatFromViews,
  reviewGame,
  traceAlibi1993SeatFromViews,
  withOthers,
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
    expect(s0.summary.text).toMatch(/^seat 0: \d\/3 questions best or good/);
    // Its three questions, at the steps it asked, with what each actually gave it.
    expect(s0.questions.map((q) => q.step)).toEqual([0, 6, 12]);
    for (const q of s0.questions) {
      expect(q.action).toMatchObject({ type: 'ask', target: (late.actions[q.step]?.action as { target: number }).target });
      expect(q.realisedBits).toBeCloseTo((s0.curve[q.step]?.bits as number) - (s0.curve[q.step + 1]?.bits as number), 5);
      expect(q.alternatives).toBe(2 * 258);
    }
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

/**
 * The slower, independent reference for a question's value: append each count as an answer to
 * the asker's information set, re-run the whole approximation, and weigh each count by its
 * normalising weight (`weight`: the ratio of the weights with and without the answer is the
 * approximation's chance of it, renormalised over the counts).
 */
function referenceLaw(info: A93Info, target: number, question: Question) {
  const cards = filterCards(question.filter);
  const out: { answer: number; weight: number; bits: number }[] = [];
  for (let answer = 0; answer <= cards.length; answer++) {
    const r = approximateHidden({
      ...info,
      steps: [...info.steps, { kind: 'ask', target, cards, scope: question.scope, answer }],
    });
    if (r.weight <= 0) continue;
    const bits = [0, 1, 2, 3].reduce(
      (sum, t) => sum + entropy(info.cardTypes.flatMap((tt, c) => (tt === t ? [r.hidden[c] as number] : []))),
      0,
    );
    out.push({ answer, weight: r.weight, bits });
  }
  const total = out.reduce((s, o) => s + o.weight, 0);
  return out.map((o) => ({ answer: o.answer, p: o.weight / total, bits: o.bits }));
}

describe('Alibi (1993) question ratings: expected bits against re-deducing with each answer appended', () => {
  const cases: [string, () => ReviewInput][] = [
    ['fixture: late accusation', () => fixture('review-a93-3p-late.json')],
    ['4 heuristic bots', () => logOf(4, 'review-a93-values-4', heuristicPolicy)],
    ['5 random players', () => logOf(5, 'review-a93-values-5', randomPolicy([...alibi1993.meta.interrupts], 0.01))],
  ];
  it.each(cases)(
    '%s: the asked question and every 23rd legal one, equal within 1e-9; chances sum to 1',
    (_name, make) => {
      const input = make();
      const g = walk(input);
      let checked = 0;
      let informative = 0;
      input.actions.forEach(({ seat, action }, step) => {
        if ((action as { type: string }).type !== 'ask') return;
        const evs = g
          .events(seat)
          .slice(0, step + 1)
          .flat();
        const info = alibi1993InfoSet(alibi1993.view(g.states[step] as State, seat), evs);
        const values = new A93QuestionValues(approximateModel(info));
        // The deduction's own entropy (the curve's bits) is the value's starting point.
        const d = deduceAlibi1993(info, { mode: 'approximate' });
        expect(values.bits).toBeCloseTo(
          d.types.reduce((sum, t) => sum + entropy(t.probability), 0),
          9,
        );
        const legal = alibi1993.legal(g.states[step] as State, seat).filter((a): a is A93Ask => a.type === 'ask');
        expect(legal).toEqual(listedQuestions(input.players, seat));
        const asked = g.events(seat)[step + 1]?.find((e) => e.type === 'asked');
        const sample = [
          asked && asked.type === 'asked' ? { type: 'ask' as const, target: asked.target, question: asked.question } : null,
          ...legal.filter((_, i) => i % 23 === step % 23),
        ];
        for (const q of sample) {
          if (!q) continue;
          const ref = referenceLaw(info, q.target, q.question);
          const refBits = values.bits - ref.reduce((s, o) => s + o.p * o.bits, 0);
          expect(values.expectedBits(q.target, q.question)).toBeCloseTo(refBits, 9);
          const law = values.answerLaw(q.target, q.question);
          if (law) {
            expect(law.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
            // The same counts possible, each with the reference's chance and entropy after it.
            const sure = ref.filter((o) => o.p > 1e-12);
            expect(law.filter((o) => o.p > 1e-12).map((o) => o.answer)).toEqual(sure.map((o) => o.answer));
            for (const o of law) {
              const r = ref.find((x) => x.answer === o.answer);
              expect(o.p).toBeCloseTo(r?.p ?? 0, 9);
              if (o.p > 1e-12) expect(o.bits).toBeCloseTo(r?.bits ?? -1, 9);
            }
            if (refBits > 1e-6) informative++;
          } else expect(Math.abs(refBits)).toBeLessThan(1e-9);
          checked++;
        }
      });
      expect(checked).toBeGreaterThan(10);
      expect(informative).toBeGreaterThan(3);
    },
    120_000,
  );

  it('rates a question about a card the asker holds a mistake, and the best one best', () => {
    const late = fixture('review-a93-3p-late.json');
    const g = walk(late);
    const info = alibi1993InfoSet(alibi1993.view(g.states[0] as State, 0), g.events(0).slice(0, 1).flat());
    const model = approximateModel(info);
    const legal = listedQuestions(3, 0) as A93Ask[];
    const own = info.dealt[0] as number;
    const pointless: A93Ask = { type: 'ask', target: 1, question: { filter: [{ kind: 'card', card: own }], scope: 'hand' } };
    const worse = rateA93Question(model, pointless, legal);
    // Its own card is not hidden, wherever it is: the answer cannot change the asker's belief.
    expect(worse.expectedBits).toBe(0);
    expect(worse.bestBits).toBeGreaterThan(0.05);
    expect(worse.rating).toBe('mistake');
    const best = rateA93Question(model, worse.bestAction, legal);
    expect(best.rating).toBe('best');
    expect(best.expectedBits).toBe(worse.bestBits);
    expect(best.bestAction).toEqual(worse.bestAction);
    // Nothing in the list is worth more (the rating's own search, checked by brute force).
    const values = new A93QuestionValues(model);
    const top = Math.max(...legal.map((a) => values.expectedBits(a.target, a.question)));
    expect(best.bestBits).toBeCloseTo(top, 6);
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
        // What the questions gave the other seats needs their views: one seat's review leaves it
        // empty, and every seat's trace fills it as reviewGame does.
        const own = { ...want, questions: want.questions.map((q) => ({ ...q, others: [] })) };
        expect(JSON.stringify(reviewAlibi1993SeatFromViews(want.seat, views, events))).toBe(JSON.stringify(own));
        const traces = full.seats.map((s) => traceAlibi1993SeatFromViews(s.seat, g.views(s.seat), g.events(s.seat))?.trace);
        expect(JSON.stringify(withOthers(own, traces))).toBe(JSON.stringify(want));
        for (const q of want.questions) {
          expect(q.others.map((o) => o.seat)).toEqual(
            full.seats.flatMap((o) => (o.seat === want.seat || !o.curve[q.step + 1] ? [] : [o.seat])),
          );
          for (const o of q.others) {
            const curve = full.seats[o.seat]?.curve ?? [];
            expect(o.bits).toBeCloseTo((curve[q.step]?.bits as number) - (curve[q.step + 1]?.bits as number), 5);
          }
        }
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
