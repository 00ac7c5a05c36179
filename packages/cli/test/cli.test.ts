import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alibi, alibiInProcess, FIXTURES, type Ran } from './run-bin.ts';

const FIXTURE = join(FIXTURES, 'perfect-alibi-3p.json');

describe('alibi games', () => {
  it('--json lists every game with players, variants, options schema and playability', async () => {
    const { code, stdout, stderr } = await alibi('games', '--json');
    expect(code, stderr).toBe(0);
    const { games } = JSON.parse(stdout) as {
      games: {
        id: string;
        players: number[];
        playable: boolean;
        variants: { id: string }[];
        options: { properties?: object } | null;
      }[];
    };
    const pa = games.find((g) => g.id === 'perfect-alibi');
    expect(pa?.playable).toBe(true);
    expect(pa?.players).toEqual([3, 4, 5]);
    expect(pa?.variants.map((v) => v.id)).toEqual(expect.arrayContaining(['rival', 'manual', 'unforgiving']));
    expect(Object.keys(pa?.options?.properties ?? {})).toEqual(
      expect.arrayContaining(['rival', 'manualAnswers', 'unforgiving', 'deal']),
    );
    // Games announced but not playable (none at present) offer no options.
    const upcoming = games.filter((g) => !g.playable);
    expect(upcoming.every((g) => g.options === null)).toBe(true);
  });

  it('prints a readable table without --json', async () => {
    const { code, stdout } = await alibi('games');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^perfect-alibi {2}Perfect Alibi {2}\(3\/4\/5 players\) {2}playable$/m);
  });
});

describe('alibi simulate', () => {
  const args = [
    'simulate',
    '--game',
    'perfect-alibi',
    '--players',
    '5',
    '--variant',
    'rival',
    '--games',
    '12',
    '--seed',
    'cli-test',
  ];

  it('--json is deterministic for a seed (timings aside) and reports every field', async () => {
    const [a, b, other] = await Promise.all([
      alibi(...args, '--json'),
      alibi(...args, '--json'),
      alibi(...args.slice(0, -1), 'other-seed', '--json'),
    ]);
    expect(a.code, a.stderr).toBe(0);
    expect(a.stderr).toBe(''); // no progress output with --json
    const untimed = (text: string) => {
      const { seconds: _s, actionsPerSecond: _a, ...rest } = JSON.parse(text) as Record<string, unknown>;
      return rest;
    };
    const report = JSON.parse(a.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({
      game: 'perfect-alibi',
      players: 5,
      variant: 'rival',
      options: { rival: true },
      games: 12,
      completed: 12,
      errors: 0,
    });
    expect(report.actions).toBeGreaterThan(12);
    expect(report.actionsPerSecond).toBeGreaterThan(0);
    expect(untimed(b.stdout)).toEqual(untimed(a.stdout));
    expect(untimed(other.stdout)).not.toEqual(untimed(a.stdout));
  });

  it('prints text and plain progress lines when stderr is not a terminal', async () => {
    const { code, stdout, stderr } = await alibi(...args);
    expect(code).toBe(0);
    expect(stdout).toMatch(/games completed {2}12\/12/);
    expect(stdout).toMatch(/errors {11}0/);
    expect(stdout).toMatch(/actions\/second {3}\d+/);
    expect(stderr.trim().split('\n').at(-1)).toBe('simulate: 12/12');
  });

  it('combines variants and options', async () => {
    const { code, stdout, stderr } = await alibi(
      'simulate',
      '--game',
      'perfect-alibi',
      '--players',
      '3',
      '--variant',
      'rival,unforgiving',
      '--option',
      'manualAnswers=true',
      '--games',
      '3',
      '--seed',
      's',
      '--json',
    );
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      variant: 'rival,unforgiving',
      options: { rival: true, manualAnswers: true, unforgiving: true },
      errors: 0,
    });
  });
});

interface Step {
  index: number;
  ok: boolean;
  error?: { code: string };
  events?: { type: string; card?: number | null }[];
  byViewer?: Record<string, { events: { type: string; card?: number | null }[] }>;
}

describe('alibi replay', () => {
  it('--as SEAT gives each result with that seat’s events, refusals as typed errors, and its final view', async () => {
    const { code, stdout, stderr } = await alibi('replay', FIXTURE, '--as', '1');
    expect(code, stderr).toBe(0);
    const out = JSON.parse(stdout) as {
      viewer: number;
      steps: Step[];
      outcome: unknown;
      view: { viewer: number; hand: number[] };
    };
    expect(out.viewer).toBe(1);
    expect(out.steps.map((s) => s.ok)).toEqual([true, true, true, false, false, true, true, true, true, true]);
    expect(out.steps[3]?.error?.code).toBe('ILLEGAL');
    expect(out.steps[4]?.error?.code).toBe('MALFORMED');
    // Seat 1 asked, so it sees the card seat 0 showed.
    expect(out.steps[8]?.events?.find((e) => e.type === 'cardShown')?.card).toBe(2);
    expect(out.outcome).toEqual({ winners: [2], reason: 'correct-claim' });
    expect(out.view.viewer).toBe(1);
    expect(out.view.hand).toEqual([6, 7, 8, 9, 10]);
  });

  it('without --as gives every viewer, each with only what it may know', async () => {
    const { code, stdout } = await alibi('replay', FIXTURE);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { viewer: string; steps: Step[]; views: Record<string, { hand: number[] | null }> };
    expect(out.viewer).toBe('all');
    expect(Object.keys(out.views)).toEqual(['0', '1', '2', 'spectator']);
    expect(out.views.spectator?.hand).toBeNull();
    const shown = (viewer: string) => out.steps[8]?.byViewer?.[viewer]?.events.find((e) => e.type === 'cardShown')?.card;
    expect([shown('0'), shown('1'), shown('2'), shown('spectator')]).toEqual([2, 2, null, null]);
  });
});

describe('bad input: one message on stderr, exit 2, no stack trace', () => {
  const dir = mkdtempSync(join(tmpdir(), 'alibi-cli-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const sim = (...extra: string[]) => ['simulate', '--games', '1', '--seed', 's', ...extra];
  // Through the real bin: one case per kind of input (arguments, game, count, option, file, JSON).
  const spawned: [string, string[], RegExp][] = [
    ['unknown command', ['frobnicate'], /unknown command 'frobnicate'/],
    ['unknown flag', ['games', '--colour'], /Unknown option '--colour'/],
    ['unknown game', sim('--game', 'chess', '--players', '2'), /unknown game 'chess'/],
    ['bad player count', sim('--game', 'perfect-alibi', '--players', '7'), /for 3, 4, 5 players, not 7/],
    [
      'bad option value',
      sim('--game', 'perfect-alibi', '--players', '3', '--option', 'rival=maybe'),
      /bad option: .*rival.*expected boolean/,
    ],
    ['missing replay file', ['replay', join(dir, 'nope.json')], /no such file/],
    ['invalid JSON', ['replay', file('broken.json', '{"game": ')], /is not valid JSON/],
    [
      'not a replay file',
      ['replay', file('shape.json', '{"game": "perfect-alibi", "players": 3, "actions": []}')],
      /not a replay file at seed/,
    ],
  ];
  // The same code path in-process, for the variations: spawning each would cost a second of CPU.
  const inProcess: [string, string[], RegExp][] = [
    ['player count not a number', sim('--game', 'perfect-alibi', '--players', 'five'), /--players must be a whole number/],
    ['missing required flag', ['simulate', '--game', 'perfect-alibi'], /simulate needs --players/],
    ['unknown variant', sim('--game', 'perfect-alibi', '--players', '3', '--variant', 'turbo'), /unknown variant 'turbo'/],
    ['unknown option key', sim('--game', 'perfect-alibi', '--players', '3', '--option', 'speed=2'), /bad option: .*speed/],
    ['option without =', sim('--game', 'perfect-alibi', '--players', '3', '--option', 'rival'), /key=value/],
    ['bad interrupt rate', sim('--game', 'perfect-alibi', '--players', '3', '--interrupt-rate', '2'), /--interrupt-rate must be/],
    [
      'inconsistent options',
      sim('--game', 'perfect-alibi', '--players', '3', '--option', 'unforgiving=true'),
      /refused the setup: .*manual answers/,
    ],
    ['replay without a file', ['replay'], /replay needs a FILE/],
    ['replay with two files', ['replay', FIXTURE, FIXTURE], /unexpected argument/i],
    [
      'replay of an unknown game',
      ['replay', file('chess.json', '{"game": "chess", "players": 2, "seed": "s", "actions": []}')],
      /unknown game 'chess'/,
    ],
    [
      'replay with bad options',
      [
        'replay',
        file('opts.json', '{"game": "perfect-alibi", "players": 3, "seed": "s", "options": {"rival": 1}, "actions": []}'),
      ],
      /refused the setup/,
    ],
    ['bad --as', ['replay', FIXTURE, '--as', '3'], /--as must be a seat from 0 to 2/],
    ['bad port', ['serve', '--port', '70000'], /--port must be between 0 and 65535/],
    ['missing web build', ['serve', '--web-dist', join(dir, 'no-dist')], /--web-dist: no such folder/],
    ['unknown help topic', ['help', 'frobnicate'], /unknown command 'frobnicate'/],
  ];

  const expectUsageError = ({ code, stdout, stderr }: Ran, message: RegExp) => {
    expect(code).toBe(2);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^alibi: /);
    expect(lines[0]).toMatch(message);
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^Run 'alibi help( \w+)?' for usage\.$/)]);
    expect(stderr).not.toMatch(/^\s+at /m);
  };
  it.concurrent.each(spawned)('%s (bin)', async (_name, args, message) => expectUsageError(await alibi(...args), message));
  it.each(inProcess)('%s', async (_name, args, message) => expectUsageError(await alibiInProcess(...args), message));
});

describe('alibi help', () => {
  it('prints usage and exits 0 (bin)', async () => {
    const { code, stdout } = await alibi('--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: alibi <command>/);
  });
  it.each([
    [['help']],
    [['help', 'simulate']],
    [['simulate', '--help']],
    [['replay', '-h']],
    [['serve', '--help']],
    [['games', '-h']],
  ])('%j prints usage and exits 0', async (args) => {
    const { code, stdout } = await alibiInProcess(...args);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: alibi/);
  });
});
