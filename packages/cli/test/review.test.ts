import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { alibi, alibiInProcess } from './run-bin.ts';

const LATE = fileURLToPath(new URL('../../deduction/test/fixtures/review-pa-3p-late.json', import.meta.url));
const WRONG = fileURLToPath(new URL('../../deduction/test/fixtures/review-pa-3p-wrong.json', import.meta.url));

describe('alibi review', () => {
  it('prints one seat as text: the late claim, the chances, the rated questions', async () => {
    const { code, stdout, stderr } = await alibiInProcess('review', LATE, '--as', '1');
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^Perfect Alibi, 3 players, 23 actions; missing: /);
    expect(stdout).toContain('Seat 1, from its own information');
    expect(stdout).toContain('claimed at turn 6, could have claimed at turn 5');
    expect(stdout).toMatch(/claimed .* with 100%: right/);
    expect(stdout).toMatch(/bits expected, (best|good|inaccuracy|mistake)/);
    expect(stdout).not.toContain('Seat 0,');
  });

  it('--json gives the review object, the same on every run', async () => {
    const [a, b] = await Promise.all([alibiInProcess('review', WRONG, '--json'), alibiInProcess('review', WRONG, '--json')]);
    expect(a.code, a.stderr).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const r = JSON.parse(a.stdout) as {
      game: string;
      seats: { seat: number; wrongClaims: { probability: number; cards: number[] }[] }[];
    };
    expect(r.game).toBe('perfect-alibi');
    expect(r.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    expect(r.seats[1]?.wrongClaims).toEqual([expect.objectContaining({ cards: [0], probability: 0.111111 })]);
  });

  it('answers bad input with usage errors (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'alibi-review-'));
    const alibis = join(dir, 'alibi-clues.json');
    writeFileSync(alibis, JSON.stringify({ game: 'alibi-clues', players: 3, seed: 's', actions: [] }));
    const cases: [string[], RegExp][] = [
      [['review'], /needs a FILE/],
      [['review', join(dir, 'missing.json')], /no such file/],
      [['review', LATE, '--as', '3'], /--as must be a seat from 0 to 2/],
      [['review', alibis], /no review for alibi-clues/],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await alibiInProcess(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toMatch(message);
    }
  });

  it('runs from the real bin', async () => {
    const { code, stdout } = await alibi('review', WRONG, '--as', '1');
    expect(code).toBe(0);
    expect(stdout).toMatch(/claimed Dawn in the Library with 11%: wrong/);
  });
});
