/**
 * `alibi review FILE` for Alibis (docs/review.md "Alibis"): per alibi, who found its pair and how
 * strongly it relates to every suspect word by the bots' model; a table per alibi.
 */
import type { AlibisReview, AlibiReview, RoundReview } from '@alibi/alibis/review';
import { UsageError } from '../errors.ts';
import { printJson, type Io } from '../io.ts';
import type { ReplayFile } from '../replay-file.ts';

const seats = (xs: readonly number[]) => (xs.length ? `seat${xs.length > 1 ? 's' : ''} ${xs.join(', ')}` : 'nobody');
const suspect = (r: RoundReview, s: number) => `${s + 1} "${r.words[s]}"`;
const signed = (m: number) => `${m > 0 ? '+' : ''}${m}`;

function printAlibi(io: Io, r: RoundReview, a: AlibiReview): void {
  const [x, y] = a.suspects;
  const found = a.found
    ? `found by ${seats(a.foundBy)}${a.foundAt ? ` (first: seat ${a.foundAt.seat}, action ${a.foundAt.step})` : ''}`
    : 'not found';
  io.out(
    `\n  alibi #${a.index + 1} "${a.word}" by seat ${a.seat}, for suspects ${suspect(r, x)} + ${suspect(r, y)}: ${found}; margin ${signed(a.margin)}\n`,
  );
  const boards = a.boards.map(
    (b) => `seat ${b.seat} ${b.result}${b.marked.length ? ` (${b.marked.map((s) => s + 1).join('+')})` : ''}`,
  );
  io.out(`    boards: ${boards.join('; ')}\n`);
  const width = Math.max(4, ...r.words.map((w) => w.length));
  io.out(`    ${'  '}${'#'.padStart(3)}  ${'word'.padEnd(width)}  relatedness  score  rank\n`);
  const rows = [...a.fits].sort((p, q) => p.rank - q.rank || p.suspect - q.suspect);
  for (const f of rows) {
    io.out(
      `    ${f.intended ? '* ' : '  '}${String(f.suspect + 1).padStart(3)}  ${f.word.padEnd(width)}  ${f.relatedness.toFixed(6).padStart(11)}  ${String(f.score).padStart(5)}  ${String(f.rank).padStart(4)}\n`,
    );
  }
}

/** Reviews an Alibis replay file and prints it (text or `--json`). */
export async function reviewAlibisFile(
  io: Io,
  path: string,
  file: ReplayFile,
  json: boolean,
  as: string | undefined,
): Promise<void> {
  if (as !== undefined) throw new UsageError('--as is not for Alibis: its review is of the whole table (everything is revealed)');
  const { reviewAlibis, AlibisReviewError } = await import('@alibi/alibis/review');
  let review: AlibisReview;
  try {
    review = reviewAlibis(file);
  } catch (e) {
    if (e instanceof AlibisReviewError) throw new UsageError(`${path}: ${e.message}`);
    throw e;
  }
  if (json) {
    printJson(io, review);
    return;
  }
  const { RATING_NAMES } = await import('@alibi/alibis');
  const rating = review.rating
    ? ` (${RATING_NAMES[review.rating as keyof typeof RATING_NAMES] ?? review.rating})`
    : review.over
      ? ''
      : ', the log stops before the end';
  io.out(
    `Alibis, ${review.players} players, ${review.steps} actions; heat ${review.heatLeft} left of ${review.heatStart}${rating}\n`,
  );
  for (const r of review.refused) io.out(`action ${r.index} (seat ${r.seat}) was refused and skipped: ${r.message}\n`);
  io.out(`${review.summary.text}\n`);
  io.out(
    "relatedness: the bots' WordNet model (0-1); score: 100 = the word the alibi relates to most; * = the pair it was written for\n",
  );
  for (const r of review.rounds) {
    io.out(
      `\nRound ${r.round}: perpetrator ${suspect(r, r.perpetrator)}, named by ${seats(r.perpetratorFoundBy)}; ${r.heatRemoved} heat removed, ${r.heatLeft} left\n`,
    );
    for (const a of r.alibis) printAlibi(io, r, a);
  }
  const list = (xs: AlibisReview['summary']['best']) =>
    xs
      .map((c) => `"${c.word}" (round ${c.round}, seat ${c.seat}, ${signed(c.margin)}, ${c.found ? 'found' : 'not found'})`)
      .join(', ');
  if (review.summary.best.length) io.out(`\nbest clues: ${list(review.summary.best)}\n`);
  if (review.summary.worst.length) io.out(`worst clues: ${list(review.summary.worst)}\n`);
}
