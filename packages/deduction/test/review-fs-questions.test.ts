/**
 * Four Suspects question ratings (issue #21, docs/review.md): the fast computation (one joint
 * table of a target's hand and the missing card(s), then arithmetic per question) against a slow,
 * independent reference that appends every outcome the asker may observe to its information set
 * as the game's own observations (`answered`, `shownToYou`, `demandShownToYou`) and recounts; and
 * the review from one seat's views against `reviewGame`.
 */
import { describe, expect, it } from 'vitest';
import { popcount, randomPolicy, runMatch, type AnyGame } from '@alibi/engine';
import { fourSuspects, heuristicPolicy, type State } from '@alibi/four-suspects';
import { count, fourSuspectsInfoSet, type Observation } from '../src/index.ts';
import { modelOf, questionMask } from '../src/four-suspects.ts';
import {
  beliefOf,
  missingBits,
  ratingOf,
  reviewGame,
  reviewFourSuspectsSeatFromViews,
  type ReviewInput,
  type SeatBelief,
} from '../src/review/index.ts';
import {
  FsQuestionTables,
  countedHandTable,
  enumeratedHandTable,
  fsExpectedBits,
  fsLegalQuestions,
  fsLegalQuestionsFromView,
  rateFsQuestion,
  type FsQuestion,
} from '../src/review/fs-questions.ts';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function logOf(players: number, seed: string, random = false): ReviewInput {
  const policies = random ? randomPolicy([...fourSuspects.meta.interrupts, 'resign'], 0.004) : heuristicPolicy;
  const m = runMatch(fourSuspects as unknown as AnyGame, {
    players,
    seed,
    options: {},
    policies: policies as never,
    maxSteps: 400,
  });
  return { game: 'four-suspects', players, seed, options: {}, actions: m.log.map((l) => ({ seat: l.seat, action: l.action })) };
}

function states(input: ReviewInput): State[] {
  const out: State[] = [(fourSuspects.setup({ players: input.players, seed: input.seed, options: {} }) as Any).value];
  for (const { seat, action } of input.actions)
    out.push((fourSuspects.apply(out[out.length - 1] as State, seat, action as never) as Any).value.state);
  return out;
}

/**
 * Reference: P(outcome) = total with the outcome's observations / total without; the outcome's
 * missing-card entropy from that count, exactly as the curve computes it. A count question: every
 * count k the target may speak and, for k ≥ 2, every card it may show (from the asked room with
 * two players). A "show me a card": every card (and, with two players, room) it may show; the
 * engine's factor for a room is "the card is there", so each weighs 1 / (the target's hand size).
 */
function referenceBits(b: SeatBelief, asker: number, q: FsQuestion, handSize: number): number {
  const base = b.info.observations.length;
  const factors = (obs: Observation[]) => {
    const m = modelOf({ ...b.info, observations: obs });
    return {
      local: m.local.map((f) => ({ ...f, obs: base + f.obs })),
      pair: m.pair.map((f) => ({ ...f, obs: base + f.obs })),
    };
  };
  let mass = 0;
  let h = 0;
  const add = (obs: Observation[], scale = 1) => {
    const extra = factors(obs);
    const c = count({ ...b.model, local: [...b.model.local, ...extra.local], pair: [...b.model.pair, ...extra.pair] });
    if (c.total <= 0) return;
    mass += scale * c.total;
    h += scale * c.total * missingBits(b.info, c, b.missingHolder);
  };
  const room = q.type === 'ask' ? (q.room ?? null) : null;
  if (q.type === 'ask') {
    const mask = questionMask(q.category, q.values);
    const common = { question: 999, asker, target: q.target, room, category: q.category, values: [...q.values], poet: false };
    for (let k = 0; k <= Math.min(handSize, popcount(mask)); k++) {
      const answered: Observation = { key: 'answered', params: { ...common, count: k } };
      if (k < 2) {
        add([answered]);
        continue;
      }
      for (let c = 0; c < 16; c++) {
        if (!(b.model.unknown & mask & (1 << c))) continue;
        const shown: Observation = {
          key: 'shownToYou',
          params: { question: 999, from: q.target, room, card: c, category: q.category, values: [...q.values] },
        };
        add([answered, shown]);
      }
    }
  } else {
    const two = b.info.players === 2;
    for (const r of two ? (['left', 'right'] as const) : [null])
      for (let c = 0; c < 16; c++) {
        if (!(b.model.unknown & (1 << c))) continue;
        add([{ key: 'demandShownToYou', params: { question: 999, from: q.target, room: r, card: c } }], two ? 1 / handSize : 1);
      }
  }
  expect(mass / b.counts.total).toBeCloseTo(1, 9); // the outcomes' chances sum to 1
  return Math.max(0, b.bits - h / mass);
}

describe('Four Suspects question ratings', () => {
  it.each([
    [2, 'heuristic'],
    [3, 'heuristic'],
    [4, 'heuristic'],
    [5, 'heuristic'],
    [2, 'random'],
    [3, 'random'],
  ] as const)(
    '%i players, %s: expected information equals the observation-by-observation reference',
    (players, kind) => {
      const input = logOf(players, `review-fsq-${players}`, kind === 'random');
      const all = states(input);
      let checked = 0;
      let demands = 0;
      let enumerated = 0;
      input.actions.forEach(({ seat, action }, step) => {
        const a = action as Any;
        if (a.type !== 'ask' && a.type !== 'demand') return;
        const s = all[step] as State;
        const legal = fsLegalQuestions(s, seat);
        // The first four questions, then the first one with a "show me a card" among its alternatives.
        if (checked >= 4 && (demands > 0 || !legal.some((q) => q.type === 'demand'))) return;
        const b = beliefOf(fourSuspectsInfoSet(fourSuspects.view(s, seat)));
        const tables = new FsQuestionTables(b);
        // The question asked, the first and last legal ones, a question to each other room or seat, a demand.
        const picks: FsQuestion[] = [a as FsQuestion, legal[0] as FsQuestion, legal[legal.length - 1] as FsQuestion];
        const seen = new Set<string>();
        for (const q of legal) {
          const k = `${q.type}:${q.target}:${q.type === 'ask' ? (q.room ?? '') : ''}`;
          if (seen.has(k)) continue;
          picks.push(q);
          seen.add(k);
        }
        for (const q of picks) {
          if (q.type === 'demand') demands++;
          const fast = fsExpectedBits(tables, q);
          const ref = referenceBits(b, seat, q, s.public.handSizes[q.target] as number);
          expect(Math.abs(fast - ref)).toBeLessThan(1e-9);
        }
        // The two ways of building a holder's table agree (enumerated over card sets; one count per hand).
        for (let th = 0; th < b.missingHolder; th++) {
          const fast = enumeratedHandTable(b, th);
          if (!fast) continue;
          const slow = new Map(countedHandTable(b, th).hands.map((h) => [h.mask, h]));
          expect(fast.hands.length).toBe(slow.size);
          expect(fast.hands.reduce((sum, h) => sum + h.p, 0)).toBeCloseTo(1, 9); // the hands' chances sum to 1
          for (const h of fast.hands) {
            const o = slow.get(h.mask);
            expect(Math.abs(h.p - (o?.p ?? NaN))).toBeLessThan(1e-9);
            h.miss.forEach((m, c) => expect(Math.abs(m - (o?.miss[c] ?? NaN))).toBeLessThan(1e-9));
          }
          enumerated++;
        }
        // The view gives the engine's own list of questions.
        expect(fsLegalQuestionsFromView(fourSuspects.view(s, seat), seat)).toEqual(legal);
        const r = rateFsQuestion(b, a as FsQuestion, legal);
        expect(r.bestBits).toBeGreaterThanOrEqual(r.expectedBits);
        checked++;
      });
      expect(checked).toBeGreaterThan(0);
      expect(demands).toBeGreaterThan(0);
      expect(enumerated).toBeGreaterThan(0);
    },
    180_000,
  );

  // Heuristic players (few, well-aimed questions) and random ones (long games, every helper bought).
  it.each([
    [2, 'heuristic'],
    [3, 'heuristic'],
    [4, 'heuristic'],
    [5, 'heuristic'],
    [2, 'random'],
    [5, 'random'],
  ] as const)(
    "%i players, %s: reviewGame rates every seat's questions; from one seat's views the same, seat by seat",
    (players, kind) => {
      const input = logOf(players, `review-fsq-views-${players}`, kind === 'random');
      const full = reviewGame(input);
      const all = states(input);
      expect(full.over).toBe(true);
      const asked = input.actions.filter((x) => ['ask', 'demand'].includes((x.action as Any).type)).length;
      expect(full.seats.reduce((n, s) => n + s.questions.length, 0)).toBe(asked);
      for (const want of full.seats) {
        for (const q of want.questions) {
          expect(q.bestBits).toBeGreaterThanOrEqual(q.expectedBits);
          expect(q.rating).toBe(ratingOf(q.expectedBits, q.bestBits));
          expect(q.alternatives).toBeGreaterThan(1);
          expect(q.target).toBe((q.action as Any).target);
          expect(q.others.length).toBe(q.realisedBits === null ? 0 : players - 1);
        }
        const views = all.map((st) => fourSuspects.view(st, want.seat));
        expect(reviewFourSuspectsSeatFromViews(want.seat, views)).toEqual({
          ...want,
          questions: want.questions.map((q) => ({ ...q, others: [] })),
        });
      }
    },
    180_000,
  );
});
