/**
 * `alibi review` for Alibi (1993) (docs/review.md, "Alibi (1993)"): per seat and hand, the chance
 * of each true hidden card over the turns, when the seat could first accuse for sure, and its
 * written accusation, each type judged with the chance it had; then each of its questions, rated
 * against the best one the engine listed for it. Card names and questions as the game writes them.
 */
import type { GameReview, SeatReview } from '@alibi/deduction/review';
import { CARD_TYPES, cardLabel, questionText, setName, sheetText, type Action } from '@alibi/alibi-1993';
import type { Io } from '../io.ts';

type A93Ask = Extract<Action, { type: 'ask' }>;

const pct = (p: number) => `${Math.round(p * 100)}%`;
const bits = (b: number) => `${b.toFixed(3)} bits`;
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}`;
const cardsText = (cards: readonly number[]) => cards.map(cardLabel).join(', ');

function printSeat(io: Io, s: SeatReview): void {
  io.out(`\nSeat ${s.seat}, from its own information\n  ${s.summary.text}\n`);
  const many = (s.hands?.length ?? 0) > 1;
  for (const h of s.hands ?? []) {
    const steps = s.curve.filter((c) => c.hand === h.hand);
    if (many) io.out(`  hand ${h.hand}, hidden: ${cardsText(h.solution)}\n`);
    // One point per turn: the mean chance of the four true hidden cards at the turn's first step.
    const byTurn = new Map<number, number>();
    for (const pt of steps) if (!byTurn.has(pt.turn)) byTurn.set(pt.turn, pt.p);
    io.out(
      `  chance of the hidden cards (mean of the four types) by turn: ${[...byTurn].map(([t, p]) => `t${t} ${pct(p)}`).join(' · ')}\n`,
    );
    const first = steps[0];
    const lastPt = steps[steps.length - 1];
    const claim = h.claim === null ? undefined : s.claims[h.claim];
    const at = claim ? s.curve[claim.step] : lastPt;
    io.out(
      `  per type, ${claim ? 'from the start to its sheet' : 'from the start to the end'}: ${CARD_TYPES.map(
        (type, t) => `${type} ${pct(first?.types?.[t] ?? 0)} → ${pct(at?.types?.[t] ?? 0)}`,
      ).join(', ')}\n`,
    );
    const approx = steps.filter((c) => c.exact === false).length;
    if (approx === steps.length) io.out(`  (every one of the ${approx} steps from the approximate deduction)\n`);
    else if (approx) io.out(`  (the approximate deduction at ${approx} of ${steps.length} steps, the exact one at the others)\n`);
    if (h.certainAt) io.out(`  could accuse for sure from turn ${h.certainAt.turn} (step ${h.certainAt.step})\n`);
    if (claim) {
      const blanks = claim.blanks ?? [];
      io.out(
        `  turn ${claim.turn} (step ${claim.step}): ${claim.accuser ? 'accused (First Accuser)' : 'wrote'} ${sheetText(
          Object.fromEntries(blanks.map((b) => [b.type, b.sub === null ? { set: b.set } : { set: b.set, sub: b.sub }])),
        )} with ${pct(claim.probability)}: ${claim.correct ? 'right' : 'wrong'}${claim.score === undefined ? '' : `, ${signed(claim.score)} points`}\n`,
      );
      for (const b of blanks) {
        const named = b.card === null ? `${setName(b.set)} (set only)` : cardLabel(b.card);
        const chance =
          b.cardProbability === null
            ? `set ${pct(b.setProbability)}`
            : `set ${pct(b.setProbability)}, card ${pct(b.cardProbability)}`;
        const verdict = b.correct ? 'right' : b.setCorrect ? 'set right, card wrong' : 'wrong';
        io.out(`    ${b.type}: ${named}: ${chance}: ${verdict} (${signed(b.points)})\n`);
      }
    } else if (h.score !== null) io.out(`  no accusation written; hand score ${signed(h.score)}\n`);
  }
  for (const q of s.questions) {
    // The engine's own actions: `ask` with a target and a question in the game's language.
    const asked = q.action as A93Ask;
    const others = q.others.map((o) => `seat ${o.seat} ${bits(o.bits)}`).join(', ');
    io.out(
      `  turn ${q.turn} (step ${q.step}), to seat ${asked.target}: ${questionText(asked.question)} ${bits(q.expectedBits)} expected, ${q.rating}`,
    );
    if (q.rating !== 'best') {
      const better = q.bestAction as A93Ask;
      io.out(`; better: to seat ${better.target}: ${questionText(better.question)} (${bits(q.bestBits)})`);
    }
    io.out(`; learned ${q.realisedBits === null ? '?' : bits(q.realisedBits)}${others ? `; others: ${others}` : ''}\n`);
  }
}

/** The whole text output of an Alibi (1993) review. */
export function printA93Review(io: Io, name: string, review: GameReview, seats: readonly SeatReview[]): void {
  const solutions = review.solutions ?? [];
  const hidden = solutions.length
    ? solutions.map((s, i) => `${solutions.length > 1 ? `hand ${i + 1}: ` : ''}${cardsText(s)}`).join('; ')
    : 'not revealed (the log stops early)';
  io.out(`${name}, ${review.players} players, ${review.steps} actions; hidden: ${hidden}\n`);
  for (const r of review.refused) io.out(`action ${r.index} (seat ${r.seat}) was refused and skipped: ${r.message}\n`);
  for (const s of seats) printSeat(io, s);
}
