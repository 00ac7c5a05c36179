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
  it('prints a table per alibi with a column per model, and which models put the pair on top', async () => {
    const { code, stdout, stderr } = await alibiInProcess('review', FIXTURE);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^Alibis, 3 players, 28 actions; heat 14 left of 30 \(Apprentice Plotters\)\n/);
    expect(stdout).toContain('action 0 (seat 0) was refused and skipped: alibi 1 is refused (sameWord)');
    expect(stdout).toContain(expected.summary.text);
    const m = expected.summary.readers;
    expect(stdout).toContain(`\npair on top: WordNet ${m.wordnet.decoded}/18 (found `);
    expect(stdout).toContain(`; fused ${m.fused.decoded}/18 (found `);
    expect(stdout).toMatch(/\n {8}# {2}word {7}relatedness {3}WordNet {2}rank {2}vectors {2}rank {3}fused {2}rank\n/);
    /** A model's value as printed: signed (no sign on zero at this precision), or "-" when it has no row. */
    const value = (x: number | undefined, digits: number) => {
      if (x === undefined) return '-';
      const fixed = Math.abs(x).toFixed(digits);
      return Number(fixed) === 0 ? fixed : `${x > 0 ? '+' : '-'}${fixed}`;
    };
    for (const r of expected.rounds) {
      expect(stdout).toContain(`\nRound ${r.round}: perpetrator ${r.perpetrator + 1} "${r.words[r.perpetrator]}"`);
      for (const a of r.alibis) {
        const [x, y] = a.suspects;
        const head = `alibi #${a.index + 1} "${a.word}" by seat ${a.seat}, for suspects ${x + 1} "${r.words[x]}" + ${y + 1} "${r.words[y]}": `;
        expect(stdout).toContain(head + (a.found ? `found by seat` : 'not found'));
        const reading = (name: 'wordnet' | 'vectors' | 'fused', label: string) => {
          const { top, decodes, margin } = a.readings[name];
          return top
            ? `${label} ${top[0] + 1}+${top[1] + 1} ${decodes ? 'yes' : 'no'} (${value(margin ?? undefined, 3)})`
            : `${label} has no reading`;
        };
        expect(stdout).toContain(
          `\n    pair on top: ${reading('wordnet', 'WordNet')}; ${reading('vectors', 'vectors')}; ${reading('fused', 'fused')}\n`,
        );
        const width = Math.max(4, ...r.words.map((w) => w.length));
        // Every suspect row of its table: relatedness, then each model's value and rank, in fused order.
        const rows = [...a.fits].sort((p, q) => (p.fused?.rank ?? 0) - (q.fused?.rank ?? 0) || p.suspect - q.suspect);
        const lines = rows.map(
          (f) =>
            `    ${f.intended ? '* ' : '  '}${String(f.suspect + 1).padStart(3)}  ${f.word.padEnd(width)}  ${f.relatedness.toFixed(6).padStart(11)}  ` +
            `${value(f.wordnet?.value, 3).padStart(8)}  ${String(f.wordnet?.rank ?? '-').padStart(4)}  ` +
            `${value(f.vectors?.value, 3).padStart(7)}  ${String(f.vectors?.rank ?? '-').padStart(4)}  ` +
            `${(f.fused?.value.toFixed(4) ?? '-').padStart(6)}  ${String(f.fused?.rank ?? '-').padStart(4)}\n`,
        );
        expect(stdout).toContain(lines.join(''));
      }
    }
    const best = expected.summary.best[0]!;
    expect(stdout).toContain(
      `\nbest clues: "${best.word}" (round ${best.round}, seat ${best.seat}, +${best.margin.toFixed(3)}, `,
    );
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
