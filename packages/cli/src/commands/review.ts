import type { AnyGame } from '@alibi/engine';
import type { GameReview, SeatReview } from '@alibi/deduction/review';
import { parse } from '../args.ts';
import { EXIT, UsageError } from '../errors.ts';
import { printJson, type Io } from '../io.ts';
import { requireGame, requirePlayers } from '../registry.ts';
import { readReplayFile } from './replay.ts';
import { reviewAlibisFile } from './review-alibis.ts';
import { printA93Review } from './review-a93.ts';
import type { Command } from './types.ts';

const pct = (p: number) => `${Math.round(p * 100)}%`;
const bits = (b: number) => `${b.toFixed(3)} bits`;

function printSeat(io: Io, game: AnyGame, s: SeatReview, cardText: (c: number) => string): void {
  io.out(`\nSeat ${s.seat}, from its own information\n  ${s.summary.text}\n`);
  // One point per turn: the chance at the turn's first step.
  const byTurn = new Map<number, number>();
  for (const pt of s.curve) if (!byTurn.has(pt.turn)) byTurn.set(pt.turn, pt.p);
  io.out(`  chance of the missing card by turn: ${[...byTurn].map(([t, p]) => `t${t} ${pct(p)}`).join(' · ')}\n`);
  if (s.certainAt) io.out(`  could be certain from turn ${s.certainAt.turn} (step ${s.certainAt.step})\n`);
  for (const c of s.claims)
    io.out(
      `  turn ${c.turn} (step ${c.step}): claimed ${c.cards.map(cardText).join(' + ')} with ${pct(c.probability)}: ${c.correct ? 'right' : 'wrong'}\n`,
    );
  for (const q of s.questions) {
    // Four Suspects carries the engine's own actions (a count question or a "show me a card").
    const asked = game.describeAction(q.action ?? { type: 'ask', category: q.category, values: q.values }, s.seat);
    const others = q.others.map((o) => `seat ${o.seat} ${bits(o.bits)}`).join(', ');
    io.out(`  turn ${q.turn} (step ${q.step}), to seat ${q.target}: ${asked}: ${bits(q.expectedBits)} expected, ${q.rating}`);
    if (q.rating !== 'best') {
      const better = game.describeAction(
        q.bestAction ?? { type: 'ask', category: q.best.category, values: q.best.values },
        s.seat,
      );
      io.out(`; better: ${better} (${bits(q.bestBits)})`);
    }
    io.out(`; learned ${q.realisedBits === null ? '?' : bits(q.realisedBits)}${others ? `; others: ${others}` : ''}\n`);
  }
}

export const reviewCommand: Command = {
  name: 'review',
  summary: 'what each seat could have known: chances over time, claims, question ratings; Alibis: which clues worked',
  help: `Usage: alibi review FILE [--as SEAT] [--json]

FILE is a replay file (docs/replay.md) of Perfect Alibi or Four Suspects. For each seat,
from that seat's information only: the chance it gave the missing card at every step,
the first step it could have been certain, its claims (wrong ones with the chance it had)
and each of its questions rated against the best legal question then
(best / good / inaccuracy / mistake, docs/review.md).
An Alibi (1993) file: per seat and hand, the chance of each of the four true hidden cards
(and their mean) over the turns, the first turn it could have accused knowing all four, and
its written accusation with the chance it had of each card or set it named, judged and scored
as the game does, and each of its questions rated against the single-atom questions the game
lists (expected bits under the approximate deduction).
An Alibis file gets the whole table's review (everything is revealed at the end): per
alibi, who wrote it for which two suspects, what every other board made of it, who found
the pair, which of the bots' models (WordNet, the vectors, the two fused) put that pair on
top, and a table of each suspect word's value and rank by each model, with the margin as the
bots' writer scores it; then which model read the clues best, and the best and worst clues.
  --as SEAT   only this seat (question ratings are the slow part); default every seat
              (not for Alibis)
  --json      one JSON object (the review as computed) instead of text

Examples: alibi review packages/cli/test/fixtures/perfect-alibi-3p.json --as 0
          alibi review packages/cli/test/fixtures/alibis-3p.json
          alibi review packages/deduction/test/fixtures/review-a93-3p-late.json --as 0`,
  async run(args, { io, registry }) {
    const { values, positionals } = parse(
      args,
      { as: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      1,
    );
    if (values.help) {
      io.out(`${this.help}\n`);
      return EXIT.ok;
    }
    const path = positionals[0];
    if (path === undefined) throw new UsageError('review needs a FILE');
    const file = readReplayFile(path);
    const game = requireGame(await registry(), file.game);
    requirePlayers(game, file.players);
    let seat: number | null = null;
    if (values.as !== undefined) {
      seat = /^\d+$/.test(values.as) ? Number(values.as) : NaN;
      if (!(seat < file.players)) throw new UsageError(`--as must be a seat from 0 to ${file.players - 1}, got '${values.as}'`);
    }
    if (file.game === 'alibis') {
      // Alibis has its own review (per alibi, by the bots' word model): @alibi/alibis/review.
      await reviewAlibisFile(io, path, file, values.json === true, values.as);
      return EXIT.ok;
    }
    const { reviewGame, ReviewError, REVIEWABLE_GAMES } = await import('@alibi/deduction/review');
    if (!(REVIEWABLE_GAMES as readonly string[]).includes(file.game))
      throw new UsageError(`no review for ${file.game} yet (reviewable: ${REVIEWABLE_GAMES.join(', ')})`);
    let review: GameReview;
    try {
      review = reviewGame(file, seat === null ? {} : { seats: [seat] });
    } catch (e) {
      if (e instanceof ReviewError) throw new UsageError(`${path}: ${e.message}`);
      throw e;
    }
    const seats = seat === null ? review.seats : review.seats.filter((s) => s.seat === seat);
    if (values.json) {
      printJson(io, { ...review, seats });
      return EXIT.ok;
    }
    if (file.game === 'alibi-1993') {
      printA93Review(io, game.meta.name, review, seats);
      return EXIT.ok;
    }
    const mod = (await import(file.game === 'perfect-alibi' ? '@alibi/perfect-alibi' : '@alibi/four-suspects')) as {
      cardText: (c: number) => string;
    };
    const missing = review.missing.length ? review.missing.map(mod.cardText).join(' + ') : 'not revealed (the log stops early)';
    io.out(`${game.meta.name}, ${review.players} players, ${review.steps} actions; missing: ${missing}\n`);
    for (const r of review.refused) io.out(`action ${r.index} (seat ${r.seat}) was refused and skipped: ${r.message}\n`);
    for (const s of seats) printSeat(io, game, s, mod.cardText);
    return EXIT.ok;
  },
};
