/**
 * What each question gave the other seats (issue #21, docs/review.md "Web"): every seat reviewed
 * from its own views (what the web worker runs), then `withOthers` from every seat's trace, must
 * give `reviewGame`'s review seat by seat, `others` included; each figure is also checked against
 * the seats' own curves (a difference of two rounded entropies, within 2e-6).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { randomPolicy, runMatch, type AnyGame } from '@alibi/engine';
import { perfectAlibi } from '@alibi/perfect-alibi';
import { fourSuspects } from '@alibi/four-suspects';
import {
  reviewGame,
  traceFourSuspectsSeatFromViews,
  traceSeatFromViews,
  withOthers,
  type ReviewInput,
  type SeatReview,
  type TracedReview,
} from '../src/review/index.ts';

type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const fixture = (name: string): ReviewInput =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

/**
 * A finished game between random legal players (long games: every helper and assistant, many
 * questions): the first seed `${seed}:i` whose game ends after 30 to 240 actions (a random
 * claim can end one in a few moves, before anyone asks).
 */
function randomGame(game: AnyGame, players: number, seed: string): ReviewInput {
  const policies = randomPolicy([...game.meta.interrupts, 'resign', 'requestConfirm'], 0.004);
  for (let i = 0; i < 50; i++) {
    const m = runMatch(game, { players, seed: `${seed}:${i}`, options: {}, policies: policies as never, maxSteps: 240 });
    if (m.ended && m.log.length >= 30)
      return { game: game.meta.id, players, seed: `${seed}:${i}`, options: {}, actions: m.log.map((l) => ({ seat: l.seat, action: l.action })) };
  }
  throw new Error(`no ${game.meta.id} game of ${players} random players ended after 30 to 240 actions`);
}

/** Every seat's views after each action (0: after setup) and the events it received, as a replay fetched as that seat gives them. */
function perspectives(game: AnyGame, input: ReviewInput): { views: unknown[][]; events: unknown[][][] } {
  let state = (game.setup({ players: input.players, seed: input.seed, options: input.options ?? {} }) as Any).value;
  const seats = Array.from({ length: input.players }, (_, s) => s);
  const views = seats.map((s) => [game.view(state, s)]);
  const events: unknown[][][] = seats.map(() => [[]]);
  for (const { seat, action } of input.actions) {
    const r = game.apply(state, seat, action) as Any;
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
    state = r.value.state;
    for (const s of seats) {
      views[s]?.push(game.view(state, s));
      events[s]?.push((r.value.events as unknown[]).map((e) => game.project(e, s)).filter((e) => e !== null));
    }
  }
  return { views, events };
}

/** Every seat's traced review from its own views alone. */
function tracedFromViews(input: ReviewInput): TracedReview[] {
  if (input.game === 'perfect-alibi') {
    const { views, events } = perspectives(perfectAlibi as unknown as AnyGame, input);
    return views.map((v, s) => traceSeatFromViews(s, v as never, events[s] as never));
  }
  const { views } = perspectives(fourSuspects as unknown as AnyGame, input);
  return views.map((v, s) => traceFourSuspectsSeatFromViews(s, v as never));
}

/** Checks the from-views reviews with `others` against reviewGame's; returns how many `others` figures were compared. */
function checkAgainstReviewGame(input: ReviewInput): number {
  const full = reviewGame(input);
  const traced = tracedFromViews(input);
  const traces = traced.map((t) => t.trace);
  let figures = 0;
  for (const want of full.seats) {
    const own = traced[want.seat]?.review;
    // A cut log: only a seat that saw the missing card (a wrong claimant) can be reviewed from its views.
    if (!own) {
      expect(full.over).toBe(false);
      continue;
    }
    // From one seat's views: no `others`; with every seat's trace, reviewGame's review whole.
    expect(own.questions.every((q) => q.others.length === 0)).toBe(true);
    const got = withOthers(own, traces);
    expect(got).toEqual(want);
    figures += checkAgainstCurves(got, full.seats, traces[want.seat]?.settled ?? []);
  }
  return figures;
}

/** Each `others` figure against the other seat's own curve: its bits at the ask less its bits once settled. */
function checkAgainstCurves(review: SeatReview, all: readonly SeatReview[], settled: readonly number[]): number {
  let figures = 0;
  review.questions.forEach((q, i) => {
    const done = settled[i] as number;
    for (const o of q.others) {
      expect(o.seat).not.toBe(review.seat);
      const curve = (all[o.seat] as SeatReview).curve;
      const drop = (curve[q.step]?.bits as number) - (curve[done]?.bits as number);
      expect(Math.abs(o.bits - drop)).toBeLessThanOrEqual(2e-6);
      figures++;
    }
  });
  return figures;
}

describe("what each question gave the other seats, from every seat's own views", () => {
  it('review-pa-3p-late.json: withOthers gives reviewGame’s review, seat by seat', () => {
    expect(checkAgainstReviewGame(fixture('review-pa-3p-late.json'))).toBeGreaterThan(0);
  }, 60_000);

  it('review-pa-3p-wrong.json (a cut log): the wrong claimant, the one seat its views review, as reviewGame has it', () => {
    expect(checkAgainstReviewGame(fixture('review-pa-3p-wrong.json'))).toBe(0);
  }, 60_000);

  it.each([3, 4, 5])(
    'Perfect Alibi, %i random players: the same as reviewGame, seat by seat',
    (players) => {
      const input = randomGame(perfectAlibi as unknown as AnyGame, players, `review-others-pa-${players}`);
      expect(checkAgainstReviewGame(input)).toBeGreaterThan(0);
    },
    180_000,
  );

  it.each([2, 3, 4, 5])(
    'Four Suspects, %i random players: the same as reviewGame, seat by seat',
    (players) => {
      const input = randomGame(fourSuspects as unknown as AnyGame, players, `review-others-fs-${players}`);
      expect(checkAgainstReviewGame(input)).toBeGreaterThan(0);
    },
    180_000,
  );

  it('leaves out a seat whose trace is missing, and refuses a trace that does not fit the review', () => {
    const traced = tracedFromViews(fixture('review-pa-3p-late.json'));
    const traces = traced.map((t) => t.trace);
    const review = traced[0]?.review as SeatReview;
    expect(review.questions.length).toBeGreaterThan(0);
    const without2 = withOthers(review, [traces[0], traces[1], null]);
    for (const q of without2.questions) expect(q.others.map((o) => o.seat)).toEqual([1]);
    expect(() => withOthers(review, [null, traces[1], traces[2]])).toThrow(RangeError);
    expect(() => withOthers(review, [{ bits: traces[0]?.bits ?? [], settled: [] }, traces[1], traces[2]])).toThrow(/settled steps/);
  });
});
