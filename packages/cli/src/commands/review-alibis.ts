/**
 * `alibi review FILE` for Alibis (docs/review.md "Alibis"): per alibi, who found its pair and how
 * the bots' models read it: a table per alibi with a column per model (WordNet, the vectors, the
 * two fused as the bots' guesser reads them), and which of them put the intended pair on top.
 */
import {
  READERS,
  signedText,
  type AlibisReview,
  type AlibiReview,
  type ModelFit,
  type Reading,
  type RoundReview,
} from '@alibi/alibis/review';
import { UsageError } from '../errors.ts';
import { printJson, type Io } from '../io.ts';
import type { ReplayFile } from '../replay-file.ts';

const seats = (xs: readonly number[]) => (xs.length ? `seat${xs.length > 1 ? 's' : ''} ${xs.join(', ')}` : 'nobody');
const suspect = (r: RoundReview, s: number) => `${s + 1} "${r.words[s]}"`;
const MODEL_NAMES = { wordnet: 'WordNet', vectors: 'vectors', fused: 'fused' } as const;

/** A margin or a model's score, signed, with `digits` decimals; "-" when the model has no row. */
const num = (x: number | null | undefined, digits: number) => (x === null || x === undefined ? '-' : signedText(x, digits));

/** "WordNet 5+7 yes (+12.345)": the pair a model puts on top, whether it is the intended one, and its margin. */
function readingText(name: (typeof READERS)[number], reading: Reading): string {
  if (!reading.top) return `${MODEL_NAMES[name]} has no reading`;
  const [x, y] = reading.top;
  return `${MODEL_NAMES[name]} ${x + 1}+${y + 1} ${reading.decodes ? 'yes' : 'no'} (${num(reading.margin, 3)})`;
}

/** One model's two cells: its value and its rank ("-" when it has no row); the fused sums are never negative, so unsigned. */
const cells = (fit: ModelFit | null, digits: number, width: number, signed = true) =>
  `${(fit ? (signed ? num(fit.value, digits) : fit.value.toFixed(digits)) : '-').padStart(width)}  ${String(fit?.rank ?? '-').padStart(4)}`;

function printAlibi(io: Io, r: RoundReview, a: AlibiReview): void {
  const [x, y] = a.suspects;
  const found = a.found
    ? `found by ${seats(a.foundBy)}${a.foundAt ? ` (first: seat ${a.foundAt.seat}, action ${a.foundAt.step})` : ''}`
    : 'not found';
  io.out(
    `\n  alibi #${a.index + 1} "${a.word}" by seat ${a.seat}, for suspects ${suspect(r, x)} + ${suspect(r, y)}: ${found}; margin ${num(a.margin, 3)}\n`,
  );
  const boards = a.boards.map(
    (b) => `seat ${b.seat} ${b.result}${b.marked.length ? ` (${b.marked.map((s) => s + 1).join('+')})` : ''}`,
  );
  io.out(`    boards: ${boards.join('; ')}\n`);
  io.out(`    pair on top: ${READERS.map((name) => readingText(name, a.readings[name])).join('; ')}\n`);
  const width = Math.max(4, ...r.words.map((w) => w.length));
  io.out(
    `    ${'  '}${'#'.padStart(3)}  ${'word'.padEnd(width)}  relatedness  ${'WordNet'.padStart(8)}  rank  ${'vectors'.padStart(7)}  rank  ${'fused'.padStart(6)}  rank\n`,
  );
  // In the order the bots' guesser reads the table (the fused rank); by suspect without a fused row.
  const rows = [...a.fits].sort((p, q) => (p.fused?.rank ?? 0) - (q.fused?.rank ?? 0) || p.suspect - q.suspect);
  for (const f of rows) {
    io.out(
      `    ${f.intended ? '* ' : '  '}${String(f.suspect + 1).padStart(3)}  ${f.word.padEnd(width)}  ${f.relatedness.toFixed(6).padStart(11)}  ${cells(f.wordnet, 3, 8)}  ${cells(f.vectors, 3, 7)}  ${cells(f.fused, 4, 6, false)}\n`,
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
  const readers = READERS.map((name) => {
    const m = review.summary.readers[name];
    const share = (x: number | null) => (x === null ? '-' : `${Math.round(100 * x)}%`);
    return `${MODEL_NAMES[name]} ${m.decoded}/${review.summary.alibis} (found ${share(m.foundWhenDecoded)} of those, ${share(m.foundWhenNot)} of the others)`;
  });
  if (review.summary.alibis) io.out(`pair on top: ${readers.join('; ')}\n`);
  io.out(
    "relatedness: WordNet's profile cosine (0-1); WordNet: the same relative to common words; vectors: GloVe CSLS; fused: the bots' guesser (reciprocal rank); rows by fused rank; * = the pair it was written for\n",
  );
  for (const r of review.rounds) {
    io.out(
      `\nRound ${r.round}: perpetrator ${suspect(r, r.perpetrator)}, named by ${seats(r.perpetratorFoundBy)}; ${r.heatRemoved} heat removed, ${r.heatLeft} left\n`,
    );
    for (const a of r.alibis) printAlibi(io, r, a);
  }
  const list = (xs: AlibisReview['summary']['best']) =>
    xs
      .map((c) => `"${c.word}" (round ${c.round}, seat ${c.seat}, ${num(c.margin, 3)}, ${c.found ? 'found' : 'not found'})`)
      .join(', ');
  if (review.summary.best.length) io.out(`\nbest clues: ${list(review.summary.best)}\n`);
  if (review.summary.worst.length) io.out(`worst clues: ${list(review.summary.worst)}\n`);
}
