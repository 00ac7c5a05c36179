/**
 * Game review (issue #21, docs/review.md): every figure checked against the exact deduction on
 * fixed games (a seeded deal and a scripted log in test/fixtures), the question ratings against a
 * slower reference built from the engine's own observation factors, and determinism.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { popcount, randomPolicy, runMatch, type AnyGame } from '@alibi/engine';
import { perfectAlibi, heuristicPolicy, ASSISTANTS } from '@alibi/perfect-alibi';
import { fourSuspects, heuristicPolicy as fsHeuristic } from '@alibi/four-suspects';
import { count, deduce, fourSuspectsInfoSet, perfectAlibiInfoSet, type Observation } from '../src/index.ts';
import { modelOf, questionMask } from '../src/perfect-alibi.ts';
import {
  beliefOf,
  missingBits,
  probabilityOfSet,
  ratingOf,
  reviewGame,
  reviewSeatFromViews,
  reviewFourSuspectsSeatFromViews,
  ReviewError,
  type ReviewInput,
  type SeatBelief,
} from '../src/review/index.ts';
import { expectedBits, handTable, type AskChoice } from '../src/review/questions.ts';
import type { LocalFactor } from '../src/core.ts';

const fixture = (name: string): ReviewInput => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every state of a replay, from the setup. */
function states(game: AnyGame, input: ReviewInput): unknown[] {
  const out: unknown[] = [(game.setup({ players: input.players, seed: input.seed, options: input.options ?? {} }) as Any).value];
  for (const { seat, action } of input.actions) out.push((game.apply(out[out.length - 1], seat, action) as Any).value.state);
  return out;
}

const logOf = (game: AnyGame, players: number, seed: string, options: object, policies: never): ReviewInput => {
  const m = runMatch(game, { players, seed, options, policies, maxSteps: 400 });
  return {
    game: game.meta.id,
    players,
    seed,
    options: options as Record<string, unknown>,
    actions: m.log.map((l) => ({ seat: l.seat, action: l.action })),
  };
};

/**
 * Reference for the expected information of a question: every outcome the asker may observe is
 * added to its information set as the observations the game would give (`answered`, then
 * `shownToYou` or `takenByYou`), counted by the engine; P(outcome) = total with / total without.
 */
function referenceBits(b: SeatBelief, state: Any, asker: number, target: number, ask: AskChoice): number {
  if (b.counts.total <= 0) return 0; // a mistaken manual answer: no deal fits, nothing to learn
  const askerAssistant = state.public.assistants[asker] ?? null;
  const aIdx = askerAssistant === null ? -1 : ASSISTANTS.indexOf(askerAssistant);
  const lawyer = state.public.assistants[target] === 'lawyer';
  const mask = questionMask(ask.category, ask.values);
  const maxK = Math.min(state.public.handSizes[target], popcount(mask)) + (state.rules.rival ? 1 : 0);
  const base = b.info.observations.length;
  const factors = (obs: Observation[]): LocalFactor[] =>
    modelOf({ ...b.info, observations: obs }).local.map((f) => ({ ...f, obs: base + f.obs }));
  let mass = 0;
  let h = 0;
  const add = (extra: LocalFactor[]) => {
    const c = count({ ...b.model, local: [...b.model.local, ...extra] });
    if (c.total <= 0) return;
    mass += c.total;
    h += c.total * missingBits(b.info, c, b.missingHolder);
  };
  for (let k = 0; k <= maxK; k++) {
    const fa = factors([
      {
        key: 'answered',
        params: { question: 999, asker, target, category: ask.category, values: [...ask.values], count: k, askerAssistant: aIdx },
      },
    ]);
    if (k < 2 || lawyer) {
      add(fa);
      continue;
    }
    const pick = askerAssistant === 'pickpocket';
    for (let c = 0; c < 16; c++) {
      if (!((pick ? b.model.unknown : b.model.unknown & mask) & (1 << c))) continue;
      const seen: Observation = pick
        ? { key: 'takenByYou', params: { question: 999, from: target, card: c } }
        : {
            key: 'shownToYou',
            params: { question: 999, from: target, to: asker, card: c, category: ask.category, values: [...ask.values] },
          };
      add([...fa, ...factors([seen])]);
    }
  }
  expect(mass / b.counts.total).toBeCloseTo(1, 9); // the outcomes cover every deal
  return Math.max(0, b.bits - h / mass);
}

describe('review: curves and claims against the exact deduction', () => {
  const late = fixture('review-pa-3p-late.json');
  const review = reviewGame(late, { questions: false });
  const all = states(perfectAlibi as never, late);
  const missing = (all[all.length - 1] as Any).hidden.missing as number;

  it('gives every seat P(missing card) at every step, equal to deduce() on its view', () => {
    expect(review.over).toBe(true);
    expect(review.missing).toEqual([missing]);
    for (const s of review.seats) {
      expect(s.curve.length).toBe(late.actions.length); // the last state (game over) is left out
      for (const pt of s.curve) {
        const d = deduce(perfectAlibiInfoSet(perfectAlibi.view(all[pt.step] as never, s.seat)));
        expect(pt.p).toBeCloseTo(d.cards[missing]?.missingProbability ?? -1, 6);
      }
    }
  });

  it('finds a seat that could have claimed a turn before it did', () => {
    const s1 = review.seats[1] as (typeof review.seats)[number];
    expect(s1.claimTiming).toBe('late');
    expect(s1.certainAt).toEqual({ step: expect.any(Number), turn: 5 });
    expect(s1.claims[0]).toMatchObject({ turn: 6, correct: true, probability: 1 });
    const at = s1.certainAt?.step as number;
    const certain = (step: number) =>
      deduce(perfectAlibiInfoSet(perfectAlibi.view(all[step] as never, 1))).cards[missing]?.mustBeMissing;
    expect(certain(at)).toBe(true);
    expect(certain(at - 1)).toBe(false);
    expect(s1.claimDelay).toBe((s1.claims[0]?.step as number) - at);
    expect(s1.summary.text).toContain('could have claimed at turn 5');
  });

  it('reports a wrong claim with the probability the claimant had (1/9)', () => {
    const wrong = fixture('review-pa-3p-wrong.json');
    const r = reviewGame(wrong, { questions: false });
    const s1 = r.seats[1] as (typeof r.seats)[number];
    expect(s1.wrongClaims).toEqual([{ step: 7, turn: expect.any(Number), cards: [0], correct: false, probability: 0.111111 }]);
    expect(s1.claimTiming).toBe('guess');
    const before = states(perfectAlibi as never, wrong)[7];
    expect(deduce(perfectAlibiInfoSet(perfectAlibi.view(before as never, 1))).cards[0]?.missingProbability).toBeCloseTo(
      1 / 9,
      12,
    );
  });

  it('is deterministic and plain JSON', () => {
    const a = reviewGame(late);
    const b = reviewGame(JSON.parse(JSON.stringify(late)));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('refuses what it cannot review with a typed error', () => {
    expect(() => reviewGame({ ...late, game: 'alibis' })).toThrow(ReviewError);
    expect(() => reviewGame({ ...late, seed: 'x', options: { deal: { missing: 99 } } })).toThrow(ReviewError);
    // A refused action is listed and skipped, as \`alibi replay\` does.
    const r = reviewGame(
      { ...late, actions: [{ seat: 0, action: { type: 'claim', card: 99 } }, ...late.actions] },
      { questions: false },
    );
    expect(r.refused).toEqual([{ index: 0, seat: 0, code: 'MALFORMED', message: expect.any(String) }]);
    expect(r.seats[1]?.certainAt?.step).toBe((review.seats[1]?.certainAt?.step as number) + 1);
  });
});

describe('review: question ratings', () => {
  it('rates by the documented thresholds', () => {
    expect(ratingOf(0.5, 0.5)).toBe('best');
    expect(ratingOf(0.497, 0.5)).toBe('best');
    expect(ratingOf(0.4, 0.5)).toBe('good');
    expect(ratingOf(0.25, 0.5)).toBe('inaccuracy');
    expect(ratingOf(0.1, 0.5)).toBe('mistake');
    expect(ratingOf(0, 0.001)).toBe('best');
  });

  // Standard, Rival (lies weighed exactly), manual answers; random and heuristic players.
  const configs: [string, number, object, never][] = [
    ['3p standard', 3, {}, heuristicPolicy as never],
    ['4p rival', 4, { rival: true }, randomPolicy([...perfectAlibi.meta.interrupts, 'resign', 'requestConfirm'], 0.005) as never],
    ['5p rival', 5, { rival: true }, heuristicPolicy as never],
    [
      '3p manual',
      3,
      { manualAnswers: true },
      randomPolicy([...perfectAlibi.meta.interrupts, 'resign', 'requestConfirm'], 0.005) as never,
    ],
  ];
  it.each(configs)(
    '%s: expected information equals the observation-by-observation reference',
    (_name, players, options, policy) => {
      const input = logOf(perfectAlibi as never, players, `review-q-${players}`, options, policy);
      const all = states(perfectAlibi as never, input);
      let checked = 0;
      input.actions.forEach(({ seat, action }, step) => {
        const a = action as Any;
        if (a.type !== 'ask' || checked >= (players === 5 ? 1 : 3)) return;
        const s = all[step] as Any;
        const b = beliefOf(perfectAlibiInfoSet(perfectAlibi.view(s as never, seat)));
        const table = handTable(b, s, seat, s.public.phase.target);
        const legal = perfectAlibi.legal(s as never, seat).filter((x) => x.type === 'ask') as AskChoice[];
        for (const q of [a as AskChoice, legal[0] as AskChoice, legal[legal.length - 1] as AskChoice]) {
          expect(expectedBits(table, s, seat, s.public.phase.target, q)).toBeCloseTo(
            referenceBits(b, s, seat, s.public.phase.target, q),
            9,
          );
        }
        checked++;
      });
      expect(checked).toBeGreaterThan(0);
      const r = reviewGame(input, { seats: [0] });
      for (const q of r.seats[0]?.questions ?? []) {
        expect(q.bestBits).toBeGreaterThanOrEqual(q.expectedBits);
        expect(q.rating).toBe(ratingOf(q.expectedBits, q.bestBits));
        expect(q.alternatives).toBeGreaterThan(1);
      }
    },
    120_000,
  );

  it('summarises each seat', () => {
    const r = reviewGame(fixture('review-pa-3p-late.json'));
    for (const s of r.seats) {
      expect(s.summary.questions).toBe(s.questions.length);
      expect(s.summary.bestOrGood).toBe(s.questions.filter((q) => q.rating === 'best' || q.rating === 'good').length);
      expect(s.questions.every((q) => q.realisedBits !== null && q.others.length === 2)).toBe(true);
    }
  }, 60_000);
});

describe('review: Four Suspects', () => {
  it.each([2, 3, 4])(
    '%i players: curves equal deduce(), pair chances are joint',
    (players) => {
      const input = logOf(fourSuspects as never, players, `review-fs-${players}`, {}, fsHeuristic as never);
      const r = reviewGame(input);
      const all = states(fourSuspects as never, input);
      const truth = [...((all[all.length - 1] as Any).hidden.missing as number[])].sort((x, y) => x - y);
      for (const s of r.seats)
        for (const pt of s.curve.filter((_, i) => i % 7 === 0)) {
          const info = fourSuspectsInfoSet(fourSuspects.view(all[pt.step] as never, s.seat));
          const d = deduce(info);
          if (players > 2) expect(pt.p).toBeCloseTo(d.cards[truth[0] as number]?.missingProbability ?? -1, 6);
          else {
            // Joint chance of the pair: at most either marginal, and the chances of all pairs sum to 1.
            const b = beliefOf(info);
            expect(pt.p).toBeLessThanOrEqual(Math.min(...truth.map((c) => d.cards[c]?.missingProbability ?? 0)) + 1e-9);
            if (pt.step % 21 === 0) {
              let sum = 0;
              for (let x = 0; x < 16; x++) for (let y = x + 1; y < 16; y++) sum += probabilityOfSet(b, [x, y]);
              expect(sum).toBeCloseTo(1, 9);
            }
          }
        }
      for (const s of r.seats) for (const c of s.wrongClaims) expect(c.correct).toBe(false);
    },
    120_000,
  );
});

describe("review from one seat's views (what the web worker runs)", () => {
  it.each(['review-pa-3p-late.json', 'review-pa-3p-wrong.json'])(
    '%s: the same review as reviewGame, seat by seat',
    (name) => {
      const input = fixture(name);
      const full = reviewGame(input);
      let state = (perfectAlibi.setup({ players: input.players, seed: input.seed, options: input.options ?? {} }) as Any).value;
      const views: unknown[][] = Array.from({ length: input.players }, (_, seat) => [perfectAlibi.view(state, seat)]);
      const events: unknown[][][] = Array.from({ length: input.players }, () => [[]]);
      for (const { seat, action } of input.actions) {
        const r = (perfectAlibi.apply(state, seat, action as never) as Any).value;
        state = r.state;
        for (let s = 0; s < input.players; s++) {
          views[s]?.push(perfectAlibi.view(state, s));
          events[s]?.push(r.events.map((e: never) => perfectAlibi.project(e, s)).filter((e: unknown) => e !== null));
        }
      }
      for (const want of full.seats) {
        const got = reviewSeatFromViews(want.seat, views[want.seat] as never, events[want.seat] as never);
        // A cut log (the wrong claim does not end a 3-player game): only the claimant saw the missing card.
        if (!full.over && want.seat !== 1) expect(got).toBeNull();
        else expect(got).toEqual({ ...want, questions: want.questions.map((q) => ({ ...q, others: [] })) });
      }
      // Not over yet: nothing to review.
      expect(reviewSeatFromViews(0, (views[0] as never[]).slice(0, 5))).toBeNull();
    },
    60_000,
  );
});

describe("Four Suspects review from one seat's views", () => {
  it.each([2, 3, 4, 5])(
    '%i players: the same curve, certainty and guesses as reviewGame, seat by seat',
    (players) => {
      const input = logOf(fourSuspects as never, players, `review-fs-views-${players}`, {}, fsHeuristic as never);
      const full = reviewGame(input, { questions: false });
      const all = states(fourSuspects as never, input);
      expect(full.over).toBe(true);
      for (const want of full.seats) {
        const views = all.map((st) => fourSuspects.view(st as never, want.seat));
        expect(reviewFourSuspectsSeatFromViews(want.seat, views, { questions: false })).toEqual(want);
        // Before the end a seat that has not guessed wrong does not know the missing alibi: nothing to review.
        const early = views.slice(0, 3);
        if (early.every((v) => v.missing === null)) expect(reviewFourSuspectsSeatFromViews(want.seat, early)).toBeNull();
      }
      // The games guess: some seat's guesses are listed, with the chance it had.
      expect(full.seats.some((s) => s.claims.length > 0)).toBe(true);
    },
    120_000,
  );
});
