/**
 * Cost of the Alibis review (docs/review.md "Alibis", "Cost"): `npx tsx bench/review/alibis-cost.ts [--json]`.
 * Run it as its own process: the first figure is a fresh process's (the models cold: WordNet
 * indexes, vectors.bin, every table word's WordNet baseline and hubness), the second the same
 * review again (all cached), the third a 6-player game the expert bots have just played in this
 * process, reviewed as the server does after a bots' table (their words' baselines already
 * cached). With each, the size of the JSON the server sends, whole and gzipped. Prints figures;
 * never fails on timing.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { runMatch } from '@alibi/engine';
import { alibis, expertWordPolicy } from '@alibi/alibis';
import { reviewAlibis, type AlibisReviewInput } from '@alibi/alibis/review';

const json = process.argv.includes('--json');
const fixture = JSON.parse(
  readFileSync(new URL('../../packages/cli/test/fixtures/alibis-3p.json', import.meta.url), 'utf8'),
) as AlibisReviewInput;

function measure(name: string, input: AlibisReviewInput) {
  const t0 = performance.now();
  const text = JSON.stringify(reviewAlibis(input));
  const ms = performance.now() - t0;
  const alibiCount = (JSON.parse(text) as { summary: { alibis: number } }).summary.alibis;
  const row = {
    name,
    players: input.players,
    actions: input.actions.length,
    alibis: alibiCount,
    ms: Math.round(ms),
    bytes: text.length,
    gzipBytes: gzipSync(text).length,
  };
  if (json) console.log(JSON.stringify(row));
  else
    console.log(
      `${name.padEnd(34)} ${input.players}p ${String(row.actions).padStart(3)} actions ${String(alibiCount).padStart(2)} alibis: ` +
        `${String(row.ms).padStart(5)} ms, ${(row.bytes / 1000).toFixed(1)} kB JSON (${(row.gzipBytes / 1000).toFixed(1)} kB gzipped)`,
    );
}

measure('CLI fixture, fresh process', fixture);
measure('CLI fixture, again (cached)', fixture);
const seed = 'alibis-review-cost:6';
const played = runMatch(alibis as never, { players: 6, seed, policies: expertWordPolicy as never });
if (!played.ended) throw new Error(`the bots' game did not end: ${played.error ?? ''}`);
measure('6 expert bots, just played', {
  game: 'alibis',
  players: 6,
  seed,
  options: {},
  actions: played.log.map((l) => ({ seat: l.seat, action: l.action })),
});
