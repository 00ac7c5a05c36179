/** `alibi review` on Alibi (1993) replays (docs/review.md, "Alibi (1993)"): the text and the JSON. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { alibi, alibiInProcess } from './run-bin.ts';

const LATE = fileURLToPath(new URL('../../deduction/test/fixtures/review-a93-3p-late.json', import.meta.url));
const WRONG = fileURLToPath(new URL('../../deduction/test/fixtures/review-a93-3p-wrong.json', import.meta.url));

describe('alibi review (Alibi 1993)', () => {
  it('prints one seat: the hidden cards, the chances by turn and type, the late accusation judged', async () => {
    const { code, stdout, stderr } = await alibiInProcess('review', LATE, '--as', '0');
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(
      /^Alibi \(1993\), 3 players, 23 actions; hidden: Basil Thorne at morning, Library: reading room, Ligature: piano wire, Pride: wounded vanity\n/,
    );
    expect(stdout).toContain('Seat 0, from its own information');
    expect(stdout).toContain('accused at turn 10 with 100% (8/8 blanks right, +44 points), could have accused at turn 7');
    expect(stdout).toMatch(/chance of the hidden cards \(mean of the four types\) by turn: t1 8% · /);
    expect(stdout).toMatch(/per type, from the start to its sheet: suspect \d+% → 100%, place \d+% → 100%/);
    expect(stdout).toContain('could accuse for sure from turn 7 (step 12)');
    expect(stdout).toContain('    suspect: Basil Thorne at morning: set 100%, card 100%: right (+13)');
    // Each question in the game's words, rated against the best listed one, with what it gave.
    expect(stdout).toContain(
      '\n  turn 4 (step 6), to seat 2: How many Basil Thorne at morning or reading room (Library) or piano wire (Ligature) or wounded vanity (Pride) cards have you seen? 0.035 bits expected, mistake; better: to seat 2: How many wounded vanity (Pride) cards have you seen? (1.138 bits); learned 14.548 bits; others: seat 1 0.163 bits, seat 2 0.000 bits\n',
    );
    expect(stdout).toContain(
      '  turn 7 (step 12), to seat 1: How many weapon cards do you hold? 0.000 bits expected, best; learned 0.000 bits',
    );
    expect(stdout).toContain('\n  seat 0: 1/3 questions best or good (33%); accused at turn 10');
    expect(stdout).not.toContain('Seat 1,');
  });

  it('prints a wrong accusation with the chance of each named card or set', async () => {
    const { code, stdout } = await alibiInProcess('review', WRONG);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'accused (First Accuser) Ada Quill at morning; Ferry: bridge; Blade; Fear with 12%: wrong, +14 points',
    );
    expect(stdout).toContain('    suspect: Ada Quill at morning: set 19%, card 6%: set right, card wrong (+4)');
    expect(stdout).toContain('    weapon: Blade (set only): set 9%: wrong (-10)');
    for (const seat of [0, 1, 2]) expect(stdout).toContain(`Seat ${seat}, from its own information`);
  });

  it('--json gives the review object, the same on every run, from the real bin', async () => {
    const [a, b] = await Promise.all([alibi('review', LATE, '--json'), alibiInProcess('review', LATE, '--json')]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const r = JSON.parse(a.stdout) as {
      game: string;
      solutions: number[][];
      seats: { seat: number; certainAt: { step: number; turn: number } | null; claimTiming: string; hands: unknown[] }[];
    };
    expect(r.game).toBe('alibi-1993');
    expect(r.solutions).toHaveLength(1);
    expect(r.seats[0]).toMatchObject({ certainAt: { step: 12, turn: 7 }, claimTiming: 'late' });
    expect(r.seats[0]?.hands).toHaveLength(1);
    const seat0 = r.seats[0] as unknown as {
      questions: { step: number; rating: string; action: unknown; bestAction: unknown }[];
    };
    expect(seat0.questions.map((q) => [q.step, q.rating])).toEqual([
      [0, expect.any(String)],
      [6, 'mistake'],
      [12, 'best'],
    ]);
    expect(seat0.questions[2]?.action).toEqual({
      type: 'ask',
      target: 1,
      question: { filter: [{ kind: 'type', type: 'weapon' }], scope: 'hand' },
    });
  });

  it('shows the 1993 review in the help', async () => {
    const { stdout } = await alibiInProcess('review', '--help');
    expect(stdout).toContain('An Alibi (1993) file');
  });
});
