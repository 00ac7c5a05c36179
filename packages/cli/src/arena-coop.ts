/**
 * The arena for co-operative games (`meta.cooperative`): every seat shares one outcome, so bots
 * mixed at one table cannot be told apart. Each bot plays as the whole team instead, on the same
 * seeds as every other bot, and is measured by the team's score; bots are compared seed by seed.
 */
import { playArenaGame, type ArenaGame, type ArenaSetup } from './arena-play.ts';
import { meanInterval, percentile, rateBots, type BotRating } from './arena-stats.ts';
import type { Progress } from './progress.ts';

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;
const roundPair = (x: [number, number] | null, digits = 4) =>
  x && ([round(x[0], digits), round(x[1], digits)] as [number, number]);

/** One game of the co-operative arena: bot `bot` in every seat on deal `seedIndex`. */
export interface TeamGame {
  bot: number;
  seedIndex: number;
  game: ArenaGame;
}

/**
 * The team's score: the seats' shared score (their mean, should a game ever differ by seat), or
 * 1 for a win and 0 for a loss when the game keeps no score.
 */
export function teamScore(g: ArenaGame): number {
  if (g.scores?.length) return g.scores.reduce((s, x) => s + x, 0) / g.scores.length;
  return g.winners.length ? 1 : 0;
}

/**
 * Plays `count` deals with each bot as the whole team. Deal j uses seed `S:j` for the game and
 * for the tie-breaking random stream alike, whichever bot plays, so the bots' games are paired.
 */
export function playTeams(
  setup: ArenaSetup,
  seed: string,
  count: number,
  bar: Progress,
  think: (bot: number, ms: number) => void,
): { played: TeamGame[]; failures: { game: number; bot: number; seed: string; error: string }[] } {
  const bots = setup.policies.length;
  const played: TeamGame[] = [];
  const failures: { game: number; bot: number; seed: string; error: string }[] = [];
  for (let j = 0; j < count; j++) {
    const dealSeed = `${seed}:${j}`;
    for (let b = 0; b < bots; b++) {
      const game = playArenaGame(setup, dealSeed, dealSeed, Array<number>(setup.players).fill(b), think);
      if (game.error) failures.push({ game: j, bot: b, seed: dealSeed, error: game.error });
      else played.push({ bot: b, seedIndex: j, game });
      bar.tick(j * bots + b + 1);
    }
  }
  return { played, failures };
}

export interface TeamBotReport {
  bot: string;
  plays: string;
  /** Games this bot completed as the team. */
  games: number;
  /** Mean team score, with its 95% t interval and the games' standard deviation. */
  score: number | null;
  ci95: [number, number] | null;
  sd: number | null;
  avgTurns: number;
  avgActions: number;
  decisions: number;
  thinkMsP50: number | null;
  thinkMsP95: number | null;
  thinkMsMax: number | null;
  rating: BotRating;
}

export interface TeamPair {
  a: string;
  b: string;
  /** Deals both bots completed. */
  seeds: number;
  /** Mean of a's score minus b's, deal by deal, with its 95% t interval. */
  meanDiff: number | null;
  ci95: [number, number] | null;
}

/**
 * Per bot: mean team score with a t interval, length, think times, and an openskill rating from
 * ranking the bots' teams by score on each deal that all of them completed. Pairs: each bot
 * against the next one in the given order, deal by deal.
 */
export function teamReport(
  names: string[],
  plays: string[],
  played: TeamGame[],
  thinks: number[][],
): { meanScore: number | null; bots: TeamBotReport[]; pairs: TeamPair[] } {
  const scoreOf = new Map(played.map((p) => [`${p.bot}:${p.seedIndex}`, teamScore(p.game)]));
  const seedIndices = [...new Set(played.map((p) => p.seedIndex))].sort((x, y) => x - y);
  const complete = seedIndices.filter((j) => names.every((_, b) => scoreOf.has(`${b}:${j}`)));
  // Each deal is one match between B one-bot teams, ranked by their scores.
  const ratings = rateBots(
    names.length,
    complete.map((j) => ({
      seatBots: names.map((_, b) => b),
      winners: [],
      scores: names.map((_, b) => scoreOf.get(`${b}:${j}`) as number),
    })),
  );
  const ms = (x: number | null) => (x === null ? null : round(x, 3));
  const bots = names.map((bot, b): TeamBotReport => {
    const mine = played.filter((p) => p.bot === b);
    const { mean, sd, ci95 } = meanInterval(mine.map((p) => teamScore(p.game)));
    const avg = (f: (g: ArenaGame) => number) =>
      mine.length ? round(mine.reduce((s, p) => s + f(p.game), 0) / mine.length, 2) : 0;
    const t = thinks[b] ?? [];
    return {
      bot,
      plays: plays[b] as string,
      games: mine.length,
      score: mean === null ? null : round(mean),
      ci95: roundPair(ci95),
      sd: sd === null ? null : round(sd),
      avgTurns: avg((g) => g.turns),
      avgActions: avg((g) => g.actions),
      decisions: t.length,
      thinkMsP50: ms(percentile(t, 50)),
      thinkMsP95: ms(percentile(t, 95)),
      thinkMsMax: ms(percentile(t, 100)),
      rating: {
        mu: round(ratings[b]?.mu ?? 0, 3),
        sigma: round(ratings[b]?.sigma ?? 0, 3),
        ordinal: round(ratings[b]?.ordinal ?? 0, 3),
      },
    };
  });
  const pairs = names.slice(1).map((b, i): TeamPair => {
    const a = names[i] as string;
    const both = seedIndices.filter((j) => scoreOf.has(`${i}:${j}`) && scoreOf.has(`${i + 1}:${j}`));
    const diff = meanInterval(both.map((j) => (scoreOf.get(`${i}:${j}`) as number) - (scoreOf.get(`${i + 1}:${j}`) as number)));
    return { a, b, seeds: both.length, meanDiff: diff.mean === null ? null : round(diff.mean), ci95: roundPair(diff.ci95) };
  });
  const all = meanInterval(played.map((p) => teamScore(p.game))).mean;
  return { meanScore: all === null ? null : round(all), bots, pairs };
}

const fixed = (x: number | null, digits = 2) => (x === null ? '-' : x.toFixed(digits));
const signed = (x: number | null, digits = 2) => (x === null ? '-' : `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`);
const range = (x: [number, number] | null, digits = 2) => (x ? `${x[0].toFixed(digits)} to ${x[1].toFixed(digits)}` : '-');

/** The text form: one row per bot, then the paired differences. */
export function teamTable(report: { meanScore: number | null; bots: TeamBotReport[]; pairs: TeamPair[] }): string {
  const head = [
    'bot',
    'plays',
    'games',
    'score',
    '95% CI',
    'vs mean',
    'turns',
    'actions',
    'think p50',
    'p95 ms',
    'mu',
    'sigma',
    'ordinal',
  ];
  const rows = report.bots.map((b) => [
    b.bot,
    b.plays,
    String(b.games),
    fixed(b.score),
    range(b.ci95),
    b.score === null || report.meanScore === null ? '-' : signed(b.score - report.meanScore),
    fixed(b.avgTurns, 1),
    fixed(b.avgActions, 1),
    fixed(b.thinkMsP50),
    fixed(b.thinkMsP95),
    b.rating.mu.toFixed(2),
    b.rating.sigma.toFixed(2),
    b.rating.ordinal.toFixed(2),
  ]);
  // Games that do not count turns (Alibis plays in rounds) would show a column of zeros.
  const shown = head.map((h) => h !== 'turns' || report.bots.some((b) => b.avgTurns > 0));
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const lines = [head, ...rows].map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i] as number))
      .filter((_, i) => shown[i])
      .join('  ')
      .trimEnd(),
  );
  lines.push(`mean of all bots: ${fixed(report.meanScore)}`);
  for (const p of report.pairs)
    lines.push(`${p.a} - ${p.b}: ${signed(p.meanDiff)} (95% CI ${range(p.ci95)}) over ${p.seeds} paired deals`);
  return lines.join('\n');
}
