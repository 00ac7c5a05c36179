/**
 * Browser-test helper of the review tests: what an open review panel says each of the seat's
 * questions gave the other players, checked against a review computed outside the browser
 * (`reviewGame` on the stored log).
 */
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { reviewGame, type QuestionReview, type SeatReview } from '@alibi/deduction/review';
import { readStored } from '../../server/test/helpers.ts';
import { withGapAfter, type Translate } from '../src/i18n/format.ts';

/** Every seat's review, as `reviewGame` computes it from the table's log stored in the server's database. */
export function reviewOfStored(
  dbFile: string,
  tableId: string,
  game: 'perfect-alibi' | 'four-suspects' | 'alibi-1993',
): SeatReview[] {
  const stored = readStored(dbFile, tableId);
  return reviewGame({
    game,
    players: stored.players,
    seed: stored.seed,
    options: stored.options as Record<string, unknown>,
    actions: stored.log,
  }).seats;
}

/** Bits as the panel writes them: 2 decimals, a figure within 0.005 of zero as 0.00. */
const fixed = (bits: number) => (Math.abs(bits) < 0.005 ? 0 : bits).toFixed(2);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The summary line: what the seat's questions told it and the other players, in all. */
export function expectedTold(want: SeatReview, t: Translate): string {
  return t('review.told', {
    mine: fixed(sum(want.questions.map((q) => q.realisedBits ?? 0))),
    others: fixed(sum(want.questions.flatMap((q) => q.others.map((o) => o.bits)))),
  });
}

/** A question's line of what it gave each other player (null: none, the question was never settled). */
export function expectedGave(q: QuestionReview, name: (seat: number) => string, t: Translate): string | null {
  if (q.others.length === 0) return null;
  if (q.others.every((o) => Math.abs(o.bits) < 0.005)) return t('review.gave.nothing');
  const items = q.others.map((o) =>
    t(o.bits <= -0.005 ? 'review.gave.seatLess' : 'review.gave.seat', { name: name(o.seat), bits: fixed(o.bits) }),
  );
  const diff = sum(q.others.map((o) => o.bits)) - (q.realisedBits ?? 0);
  const hint = diff > 0.005 ? 'review.gave.more' : diff < -0.005 ? 'review.gave.fewer' : 'review.gave.same';
  return `${withGapAfter(t('review.gave.lead'))}${items.join(t('list.and'))}${t(hint)}`;
}

/**
 * Waits until `panel` says what the seat's questions gave the others (each seat's review is
 * computed one after the other), then checks its summary line and each question's line and colour
 * dots against `want`. Returns how many figures (a question and another player) it checked. A
 * seat that asked nothing has no such line.
 */
export async function expectOthersShown(
  panel: Locator,
  want: SeatReview,
  name: (seat: number) => string,
  t: Translate,
): Promise<number> {
  if (want.questions.length === 0) {
    expect(await panel.locator('.review-told').count()).toBe(0);
    return 0;
  }
  const told = expectedTold(want, t);
  await panel.locator('.review-told', { hasText: told }).waitFor({ timeout: 90_000 });
  expect(await panel.locator('.review-told').textContent()).toBe(told);
  const items = panel.locator('.review-questions > li');
  expect(await items.count()).toBe(want.questions.length);
  let figures = 0;
  for (const [i, q] of want.questions.entries()) {
    const line = items.nth(i).locator('.review-gave');
    const text = expectedGave(q, name, t);
    if (text === null) {
      expect(await line.count(), `question at step ${q.step}`).toBe(0);
      continue;
    }
    expect(await line.textContent(), `question at step ${q.step}`).toBe(text);
    const dots = await line
      .locator('.review-gave-seat')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-seat'))));
    expect(dots).toEqual(text === t('review.gave.nothing') ? [] : q.others.map((o) => o.seat));
    figures += q.others.length;
  }
  return figures;
}

/** The line said instead at a table that keeps each seat's review private. */
export async function expectOthersPrivate(panel: Locator, t: Translate): Promise<void> {
  expect(await panel.locator('.review-told').textContent()).toBe(t('review.told.private'));
  expect(await panel.locator('.review-gave').count()).toBe(0);
}

/**
 * In an open review dialog with a tab per seat: each seat's tab in turn, once its line is drawn,
 * checked by `expectOthersShown` against that seat's review in `all`. Returns the figures checked.
 */
export async function expectEveryTabShown(
  dialog: Locator,
  all: readonly SeatReview[],
  name: (seat: number) => string,
  t: Translate,
): Promise<number> {
  const tabs = dialog.locator('.review-seats button');
  await tabs.first().waitFor();
  expect(await tabs.count()).toBe(all.length);
  let figures = 0;
  for (const [seat, want] of all.entries()) {
    await tabs.nth(seat).click();
    await dialog.locator(`.review-chart polyline.seat-line[data-seat="${seat}"]`).waitFor({ timeout: 30_000 });
    figures += await expectOthersShown(dialog, want, name, t);
  }
  return figures;
}
