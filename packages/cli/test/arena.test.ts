import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botFor, makeBot } from '@alibi/games';
// The fallback rule itself, for games that lack an expert (the registry does not re-export it).
import { availableKind } from '../../games/src/bots.ts';
import { teamReport, teamScore } from '../src/arena-coop.ts';
import { duelReport, duelSeats, type DuelGame } from '../src/arena-duel.ts';
import { seatBots, type ArenaGame } from '../src/arena-play.ts';
import { meanInterval, percentile, rateBots, t95, wilson } from '../src/arena-stats.ts';
import { alibiInProcess } from './run-bin.ts';

interface Report {
  game: string;
  players: number;
  games: number;
  completed: number;
  errors: number;
  bots: {
    bot: string;
    plays: string;
    seats: number;
    fairShare: number;
    wins: number;
    winRate: number;
    ci95: [number, number];
    avgTurns: number;
    wrongClaims: number;
    decisions: number;
    thinkMsP50: number;
    thinkMsP95: number;
    rating: { mu: number; sigma: number; ordinal: number };
  }[];
}

interface CoopReport {
  game: string;
  players: number;
  cooperative: boolean;
  games: number;
  played: number;
  completed: number;
  errors: number;
  meanScore: number;
  bots: {
    bot: string;
    plays: string;
    games: number;
    score: number;
    ci95: [number, number];
    decisions: number;
    thinkMsP50: number;
    thinkMsP95: number;
    rating: { mu: number; sigma: number; ordinal: number };
  }[];
  pairs: { a: string; b: string; seeds: number; meanDiff: number; ci95: [number, number] }[];
}

const arena = (...extra: string[]) => alibiInProcess('arena', '--game', 'perfect-alibi', '--players', '4', ...extra);

/** A report without the think times, which vary from run to run. */
const untimed = (text: string) => {
  const report = JSON.parse(text) as Report;
  return {
    ...report,
    bots: report.bots.map(({ thinkMsP50: _a, thinkMsP95: _b, ...rest }) => ({ ...rest, thinkMsMax: undefined })),
  };
};

describe('arena statistics', () => {
  it('Wilson intervals match the closed form, also at 0 and at every trial', () => {
    const near = ([a, b]: [number, number], [c, d]: [number, number]) => {
      expect(a).toBeCloseTo(c, 6);
      expect(b).toBeCloseTo(d, 6);
    };
    near(wilson(0, 10), [0, 0.2775328]);
    near(wilson(5, 10), [0.2365931, 0.7634069]);
    near(wilson(81, 263), [0.2552885, 0.3662096]);
    near(wilson(10, 10), [0.7224672, 1]);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('percentiles by nearest rank', () => {
    const xs = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(xs, 50)).toBe(5);
    expect(percentile(xs, 95)).toBe(10);
    expect(percentile(xs, 0)).toBe(1);
    expect(percentile([], 50)).toBeNull();
  });

  it('rates the bot that keeps winning above the one that keeps losing', () => {
    const games = Array.from({ length: 20 }, (_, i) => ({ seatBots: seatBots(4, 2, i), winners: [i % 2 === 0 ? 0 : 1] }));
    const [a, b] = rateBots(2, games);
    expect(a?.mu).toBeGreaterThan(b?.mu as number);
    expect(a?.ordinal).toBeCloseTo((a?.mu as number) - 3 * (a?.sigma as number), 6);
  });

  it('rotates seats so that over B games every bot sits in every seat equally often', () => {
    for (const [players, bots] of [
      [4, 2],
      [3, 2],
      [5, 3],
      [4, 4],
    ] as const) {
      // How often each seat held each bot, as "seat:bot" keys.
      const counts = new Map<string, number>();
      for (let i = 0; i < bots * players; i++)
        seatBots(players, bots, i).forEach((b, seat) => counts.set(`${seat}:${b}`, (counts.get(`${seat}:${b}`) ?? 0) + 1));
      expect(counts.size).toBe(players * bots);
      expect(new Set(counts.values()).size).toBe(1);
    }
  });
});

describe('co-operative arena statistics', () => {
  it('t quantiles: the table, then an expansion that tends to the normal one', () => {
    expect(t95(1)).toBe(12.706);
    expect(t95(30)).toBe(2.042);
    expect(t95(60)).toBeCloseTo(2.0003, 3);
    expect(t95(120)).toBeCloseTo(1.9799, 3);
    expect(t95(1e6)).toBeCloseTo(1.96, 3);
  });

  it('means with a t interval from the sample standard deviation', () => {
    const { mean, sd, ci95 } = meanInterval([1, 2, 3, 4, 5]);
    expect(mean).toBe(3);
    expect(sd).toBeCloseTo(Math.sqrt(2.5), 9);
    // 2.776 * sqrt(2.5) / sqrt(5)
    expect(ci95?.[0]).toBeCloseTo(3 - 1.96293, 4);
    expect(ci95?.[1]).toBeCloseTo(3 + 1.96293, 4);
    expect(meanInterval([7])).toEqual({ mean: 7, sd: null, ci95: null });
    expect(meanInterval([])).toEqual({ mean: null, sd: null, ci95: null });
  });

  it("scores a team by its seats' shared score, or by winning when the game keeps none", () => {
    const game = (winners: number[], scores?: number[]): ArenaGame => ({
      seatBots: [0, 0, 0],
      seed: 's',
      winners,
      ...(scores ? { scores } : {}),
      reason: '',
      turns: 0,
      actions: 0,
      claims: [],
    });
    expect(teamScore(game([0, 1, 2], [12, 12, 12]))).toBe(12);
    expect(teamScore(game([0, 1, 2]))).toBe(1);
    expect(teamScore(game([]))).toBe(0);
  });

  it('pairs consecutive bots deal by deal, and copes with long runs of think times', () => {
    const game = (score: number): ArenaGame => ({
      seatBots: [0, 0],
      seed: 's',
      winners: [0, 1],
      scores: [score, score],
      reason: '',
      turns: 0,
      actions: 4,
      claims: [],
    });
    // Bot 0 beats bot 1 by 2 on every deal; deal 2 of bot 1 failed, so that pair has two deals.
    const played = [
      { bot: 0, seedIndex: 0, game: game(10) },
      { bot: 1, seedIndex: 0, game: game(8) },
      { bot: 0, seedIndex: 1, game: game(20) },
      { bot: 1, seedIndex: 1, game: game(18) },
      { bot: 0, seedIndex: 2, game: game(30) },
    ];
    // More think times than a spread argument list may hold.
    const many = Array.from({ length: 300_000 }, (_, i) => i % 7);
    const report = teamReport(['a', 'b'], ['expert', 'random'], played, [many, [1]]);
    expect(report.pairs).toEqual([{ a: 'a', b: 'b', seeds: 2, meanDiff: 2, ci95: [2, 2] }]);
    expect(report.bots.map((x) => [x.games, x.score, x.thinkMsMax])).toEqual([
      [3, 20, 6],
      [2, 13, 1],
    ]);
    expect(report.meanScore).toBe(17.2);
    // Deal 2 is incomplete, so only two deals rank the teams: a's rating rises above b's.
    expect(report.bots[0]?.rating.mu).toBeGreaterThan(report.bots[1]?.rating.mu as number);
  });
});

describe('head-to-head statistics', () => {
  const game = (winners: number[]): ArenaGame => ({
    seatBots: [],
    seed: '',
    winners,
    reason: '',
    turns: 1,
    actions: 10,
    claims: [],
  });
  it('puts the hero in one seat and the field everywhere else', () => {
    expect(duelSeats(4, 2)).toEqual([1, 1, 0, 1]);
    expect(duelSeats(2, 0)).toEqual([0, 1]);
  });
  it("credits the hero's and a field seat's wins, per game and per deal, and counts unfinished games apart", () => {
    // Two deals at 3 players: the hero wins 2 of 3 on deal 0 and 0 of 3 on deal 1 (a shared win counts half).
    const played: DuelGame[] = [
      { deal: 0, heroSeat: 0, game: game([0]) },
      { deal: 0, heroSeat: 1, game: game([1]) },
      { deal: 0, heroSeat: 2, game: game([0]) },
      { deal: 1, heroSeat: 0, game: game([1, 0]) },
      { deal: 1, heroSeat: 1, game: game([2]) },
      { deal: 1, heroSeat: 2, game: game([]) },
    ];
    const failures = [{ deal: 2, heroSeat: 0, seed: 's:2', error: 'no end after 10 steps', unfinished: true }];
    const r = duelReport(['hard', 'medium'], ['expert', 'heuristic'], 3, 3, played, failures, [[1, 2], [3]]);
    expect(r).toMatchObject({ deals: 3, games: 9, completed: 6, unfinished: 1, errors: 0, completeDeals: 2 });
    // Hero: 1 + 1 + 0 + 0.5 + 0 + 0 = 2.5 of 6 games.
    expect(r.hero.winRate).toBeCloseTo(2.5 / 6, 4);
    // A field seat: (0 + 0 + 1 + 0.5 + 1 + 0) / 2 seats = 1.25 of 6 games.
    expect(r.field.winRate).toBeCloseTo(1.25 / 6, 4);
    expect(r.hero.fairShare).toBeCloseTo(1 / 3, 4);
    expect(r.heroBySeat).toEqual([
      { seat: 0, games: 2, winRate: 0.75 },
      { seat: 1, games: 2, winRate: 0.5 },
      { seat: 2, games: 2, winRate: 0 },
    ]);
    // Deal means: hero 2/3 and 1/6; field (1/2)/3 = 1/6 and (1.5/2)/3 = 1/4; edges 1/2 and -1/12.
    expect(r.edge.mean).toBeCloseTo((1 / 2 - 1 / 12) / 2, 4);
    const [low, high] = r.edge.ci95 as [number, number];
    expect(low).toBeLessThan(r.edge.mean as number);
    expect(high).toBeGreaterThan(r.edge.mean as number);
    expect(r.hero.dealCi95?.[0]).toBeGreaterThanOrEqual(0);
    expect(r.hero.decisions).toBe(2);
  });
});

describe('bot levels', () => {
  it('maps levels and kinds to the policies each game has', () => {
    expect(botFor('perfect-alibi', 'hard')).toBe('expert');
    expect(botFor('four-suspects', 'medium')).toBe('heuristic');
    expect(botFor('alibi-clues', 'easy')).toBe('random');
    expect(botFor('alibi-clues', 'expert')).toBe('expert');
    expect(botFor('perfect-alibi', 'grandmaster')).toBeNull();
    // A game without an expert plays hard as its heuristic; one without either, as random.
    expect(availableKind('expert', { heuristic: true, expert: false })).toBe('heuristic');
    expect(availableKind('heuristic', { heuristic: true, expert: true })).toBe('heuristic');
    expect(botFor('no-such-game', 'hard')).toBe('random');
    expect(makeBot('perfect-alibi', 'hard').name).toBe('expert');
    expect(makeBot('perfect-alibi', 'medium').name).toBe('heuristic');
    expect(makeBot('perfect-alibi', 'easy').name).toBe('random');
  });
});

describe('alibi arena', () => {
  it('plays seeded games and reports sane figures per bot, the same for the same seed', async () => {
    const args = ['--games', '6', '--bots', 'hard,medium', '--seed', 'arena-test', '--json'];
    const [a, b, other] = await Promise.all([arena(...args), arena(...args), arena(...args.slice(0, -2), 'other', '--json')]);
    expect(a.code, a.stderr).toBe(0);
    expect(a.stderr).toBe('');
    const report = JSON.parse(a.stdout) as Report;
    expect(report).toMatchObject({ game: 'perfect-alibi', players: 4, games: 6, completed: 6, errors: 0 });
    expect(report.bots.map((x) => [x.bot, x.plays])).toEqual([
      ['hard', 'expert'],
      ['medium', 'heuristic'],
    ]);
    // Every game has one winner here, so the win shares add up to the games played.
    expect(report.bots.reduce((s, x) => s + x.wins, 0)).toBeCloseTo(6, 6);
    for (const x of report.bots) {
      expect(x.seats).toBe(12);
      expect(x.fairShare).toBe(0.5);
      expect(x.ci95[0]).toBeLessThanOrEqual(x.winRate);
      expect(x.ci95[1]).toBeGreaterThanOrEqual(x.winRate);
      expect(x.avgTurns).toBeGreaterThan(0);
      expect(x.decisions).toBeGreaterThan(0);
      expect(x.thinkMsP95).toBeGreaterThanOrEqual(x.thinkMsP50);
      expect(x.rating.sigma).toBeGreaterThan(0);
    }
    expect(untimed(b.stdout)).toEqual(untimed(a.stdout));
    expect(untimed(other.stdout)).not.toEqual(untimed(a.stdout));
  }, 60_000);

  it('prints a table with plain progress lines, and writes an SVG chart', async () => {
    const svg = join(mkdtempSync(join(tmpdir(), 'arena-')), 'chart.svg');
    const { code, stdout, stderr } = await alibiInProcess(
      'arena',
      '--game',
      'alibi-clues',
      '--players',
      '3',
      '--games',
      '2',
      '--bots',
      'heuristic,random',
      '--svg',
      svg,
    );
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^bot +plays +win rate +95% CI/m);
    expect(stdout).toMatch(/^heuristic +heuristic +\d+\.\d%/m);
    expect(stderr.trim().split('\n').at(-1)).toBe('arena: 2/2');
    const chart = readFileSync(svg, 'utf8');
    expect(chart).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(chart).toContain('>heuristic</text>');
    expect(chart).toContain('fair share');
  }, 60_000);

  it('plays a co-operative game with each bot as the whole team on the same deals, paired', async () => {
    const args = [
      '--game',
      'alibis',
      '--players',
      '4',
      '--games',
      '3',
      '--bots',
      'hard,medium,easy',
      '--seed',
      'coop-test',
      '--json',
    ];
    const [a, b] = await Promise.all([alibiInProcess('arena', ...args), alibiInProcess('arena', ...args)]);
    expect(a.code, a.stderr).toBe(0);
    expect(a.stderr).toBe('');
    const report = JSON.parse(a.stdout) as CoopReport;
    expect(report).toMatchObject({ game: 'alibis', players: 4, cooperative: true, games: 3, played: 9, completed: 9, errors: 0 });
    expect(report.bots.map((x) => [x.bot, x.plays, x.games])).toEqual([
      ['hard', 'expert', 3],
      ['medium', 'heuristic', 3],
      ['easy', 'random', 3],
    ]);
    for (const x of report.bots) {
      expect(x).not.toHaveProperty('winRate');
      expect(x.score).toBeGreaterThanOrEqual(0);
      expect(x.ci95[0]).toBeLessThanOrEqual(x.score);
      expect(x.ci95[1]).toBeGreaterThanOrEqual(x.score);
      expect(x.decisions).toBeGreaterThan(0);
      expect(x.thinkMsP95).toBeGreaterThanOrEqual(x.thinkMsP50);
      expect(x.rating.sigma).toBeGreaterThan(0);
    }
    const [hard, medium, easy] = report.bots.map((x) => x.score) as [number, number, number];
    expect(report.meanScore).toBeCloseTo((hard + medium + easy) / 3, 3);
    // Every deal was completed by every bot, so the mean paired difference is the difference of the means.
    expect(report.pairs.map((p) => [p.a, p.b, p.seeds])).toEqual([
      ['hard', 'medium', 3],
      ['medium', 'easy', 3],
    ]);
    expect(report.pairs[0]?.meanDiff).toBeCloseTo(hard - medium, 3);
    expect(report.pairs[1]?.meanDiff).toBeCloseTo(medium - easy, 3);
    for (const p of report.pairs) {
      expect(p.ci95[0]).toBeLessThanOrEqual(p.meanDiff);
      expect(p.ci95[1]).toBeGreaterThanOrEqual(p.meanDiff);
    }
    // The word bot removes heat; random play hardly does.
    expect(medium).toBeGreaterThan(easy);
    expect(untimed(b.stdout)).toEqual(untimed(a.stdout));
  }, 60_000);

  it('prints the co-operative table with the paired differences, and charts the scores', async () => {
    const svg = join(mkdtempSync(join(tmpdir(), 'arena-')), 'coop.svg');
    const args = ['--game', 'alibis', '--players', '3', '--games', '2', '--bots', 'medium,easy', '--svg', svg];
    const { code, stdout, stderr } = await alibiInProcess('arena', ...args);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/co-operative, every bot plays the whole team on the same 2 deals; 4\/4 games/);
    expect(stdout).toMatch(/^bot +plays +games +score +95% CI +vs mean/m);
    expect(stdout).toMatch(/^medium +heuristic +2 +\d+\.\d\d/m);
    expect(stdout).toMatch(/^mean of all bots: \d+\.\d\d$/m);
    expect(stdout).toMatch(/^medium - easy: [+-]\d+\.\d\d \(95% CI -?\d+\.\d\d to -?\d+\.\d\d\) over 2 paired deals$/m);
    expect(stderr.trim().split('\n').at(-1)).toBe('arena: 4/4');
    const chart = readFileSync(svg, 'utf8');
    expect(chart).toContain('team score');
    expect(chart).toContain('>medium</text>');
    expect(chart).toContain('mean of all bots');
    expect(chart).toContain('95% interval (t)');
  }, 60_000);

  it('plays a head to head duplicate: every deal from every seat, the same for the same seed', async () => {
    const args = [
      '--game',
      'perfect-alibi',
      '--players',
      '3',
      '--games',
      '3',
      '--hero',
      'hard',
      '--field',
      'medium',
      '--seed',
      'duel',
      '--json',
    ];
    const [a, b] = await Promise.all([alibiInProcess('arena', ...args), alibiInProcess('arena', ...args)]);
    expect(a.code, a.stderr).toBe(0);
    const r = JSON.parse(a.stdout) as {
      headToHead: boolean;
      deals: number;
      games: number;
      completed: number;
      unfinished: number;
      heroBySeat: { seat: number; games: number }[];
      hero: { bot: string; plays: string; winRate: number; ci95: [number, number]; decisions: number };
      field: { bot: string; winRate: number };
    };
    expect(r).toMatchObject({ headToHead: true, deals: 3, games: 9, completed: 9, unfinished: 0 });
    expect(r.heroBySeat.map((s) => s.games)).toEqual([3, 3, 3]);
    expect([r.hero.bot, r.hero.plays, r.field.bot]).toEqual(['hard', 'expert', 'medium']);
    expect(r.hero.ci95[0]).toBeLessThanOrEqual(r.hero.winRate);
    expect(r.hero.decisions).toBeGreaterThan(0);
    // Perfect Alibi always has a winner: the hero's share and two field seats' add up to 1.
    expect(r.hero.winRate + 2 * r.field.winRate).toBeCloseTo(1, 3);
    // Everything but the think times is the same on every run.
    const untimedDuel = (out: string) =>
      JSON.stringify(JSON.parse(out), (k, v: unknown) => (k.startsWith('thinkMs') ? undefined : v));
    expect(untimedDuel(b.stdout)).toEqual(untimedDuel(a.stdout));
    const text = await alibiInProcess('arena', ...args.slice(0, -1));
    expect(text.stdout).toMatch(/one hard against 2 medium, duplicate: 3 deals, each from every seat; 9\/9 games/);
    expect(text.stdout).toMatch(/^hero by seat: seat 0 \d+\.\d% · seat 1/m);
  }, 60_000);

  it('reports games that never end as unfinished, apart from failures', async () => {
    const { code, stdout } = await alibiInProcess(
      'arena',
      ...[
        '--game',
        'perfect-alibi',
        '--players',
        '3',
        '--games',
        '2',
        '--hero',
        'hard',
        '--field',
        'easy',
        '--max-steps',
        '3',
        '--json',
      ],
    );
    expect(code).toBe(1);
    const r = JSON.parse(stdout) as { unfinished: number; errors: number; completed: number };
    expect(r).toMatchObject({ unfinished: 6, errors: 0, completed: 0 });
    const rotated = await alibiInProcess(
      'arena',
      ...['--game', 'perfect-alibi', '--players', '3', '--games', '2', '--bots', 'hard,easy', '--max-steps', '3', '--json'],
    );
    expect(JSON.parse(rotated.stdout)).toMatchObject({ unfinished: 2, errors: 0 });
  }, 60_000);

  it.each([
    [['--players', '4', '--games', '2', '--hero', 'hard'], /--hero and --field go together/],
    [['--players', '4', '--games', '2', '--hero', 'hard', '--field', 'hard'], /name the same bot/],
    [['--players', '4', '--games', '2', '--hero', 'hard', '--field', 'medium', '--bots', 'easy,hard'], /not both/],
    [['--players', '4', '--games', '2'], /arena needs --bots/],
    [['--players', '4', '--games', '2', '--bots', 'expert'], /at least two bots/],
    [['--players', '4', '--games', '2', '--bots', 'expert,wizard'], /unknown bot 'wizard'/],
    [['--players', '4', '--games', '2', '--bots', 'random,random'], /names 'random' twice/],
    [['--players', '9', '--games', '2', '--bots', 'random,expert'], /perfect-alibi is for 3, 4, 5 players, not 9/],
    [['--players', '4', '--games', '0', '--bots', 'random,expert'], /--games must be at least 1/],
    [['--players', '4', '--games', '2', '--bots', 'random,expert', '--svg', ''], /--svg needs a file name/],
    [['--players', '4', '--games', '2', '--bots', 'random,expert', '--svg', '/no/such/dir/x.svg'], /cannot write --svg/],
    [['--players', '4', '--games', '2', '--bots', 'random,expert', '--turbo'], /Unknown option '--turbo'/],
  ])('refuses %j with one line and exit 2', async (flags, message) => {
    const { code, stdout, stderr } = await alibiInProcess('arena', '--game', 'perfect-alibi', ...flags);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toMatch(message);
    expect(stderr.split('\n')[0]).toMatch(/^alibi: /);
  });
});
