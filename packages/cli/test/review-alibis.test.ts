import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reviewAlibis, type AlibisReview } from '@alibi/alibis/review';
import { alibi, alibiInProcess } from './run-bin.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/alibis-3p.json', import.meta.url));
const expected = reviewAlibis(JSON.parse(readFileSync(FIXTURE, 'utf8')));

describe('alibi review (Alibis)', () => {
  it('prints a table per alibi: who found the pair, the relatedness to every suspect word', async () => {
    const { code, stdout, stderr } = await alibiInProcess('review', FIXTURE);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^Alibis, 3 players, 28 actions; heat 14 left of 30 \(Apprentice Plotters\)\n/);
    expect(stdout).toContain('action 0 (seat 0) was refused and skipped: alibi 1 is refused (sameWord)');
    expect(stdout).toContain(expected.summary.text);
    for (const r of expected.rounds) {
      expect(stdout).toContain(`\nRound ${r.round}: perpetrator ${r.perpetrator + 1} "${r.words[r.perpetrator]}"`);
      for (const a of r.alibis) {
        const [x, y] = a.suspects;
        const head = `alibi #${a.index + 1} "${a.word}" by seat ${a.seat}, for suspects ${x + 1} "${r.words[x]}" + ${y + 1} "${r.words[y]}": `;
        expect(stdout).toContain(head + (a.found ? `found by seat` : 'not found'));
        // Every suspect row of its table, with its relatedness, score and rank.
        for (const f of a.fits) {
          const row = new RegExp(
            `\\n    ${f.intended ? '\\* ' : '  '} *${f.suspect + 1}  ${f.word} +${f.relatedness.toFixed(6)} +${f.score} +${f.rank}\\n`,
          );
          expect(stdout).toMatch(row);
        }
      }
    }
    expect(stdout).toMatch(/\nbest clues: "try" \(round \d, seat \d, \+54, (found|not found)\)/);
  });

  it('--json is the review object, the same on every run', async () => {
    const [a, b] = await Promise.all([alibiInProcess('review', FIXTURE, '--json'), alibiInProcess('review', FIXTURE, '--json')]);
    expect(a.code, a.stderr).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const r = JSON.parse(a.stdout) as AlibisReview;
    expect(r).toEqual(expected);
    expect(r.summary.pairsFound).toBe(13);
  });

  it('refuses --as (the review is of the whole table) and a bad setup, with usage errors', async () => {
    const as = await alibiInProcess('review', FIXTURE, '--as', '1');
    expect(as.code).toBe(2);
    expect(as.stderr).toMatch(/--as is not for Alibis/);
    const dir = mkdtempSync(join(tmpdir(), 'alibi-review-alibis-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...JSON.parse(readFileSync(FIXTURE, 'utf8')), options: { firstPlayer: 5 } }));
    const setup = await alibiInProcess('review', bad);
    expect(setup.code).toBe(2);
    expect(setup.stderr).toMatch(/alibis refused the setup: firstPlayer must be a seat below 3/);
  });

  it('runs from the real bin; the help mentions Alibis', async () => {
    const { code, stdout } = await alibi('review', FIXTURE);
    expect(code).toBe(0);
    expect(stdout).toMatch(/alibi #1 "hide" by seat 0/);
    const help = await alibiInProcess('review', '--help');
    expect(help.stdout).toMatch(/An Alibis file gets the whole table's review/);
  });
});
