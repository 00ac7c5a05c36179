/** The statistics the arena reports: Wilson intervals, percentiles, and openskill ratings. */
import { ordinal, rate, rating, type Rating } from 'openskill';

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * Wilson score interval for `successes` out of `trials` (successes may be fractional: shared wins
 * count as a share). Stays within [0, 1] and behaves at 0 and at `trials`, unlike the normal one.
 */
export function wilson(successes: number, trials: number, z = Z95): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Nearest-rank percentile (`q` from 0 to 100) of unsorted numbers; null for none. */
export function percentile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((q / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export interface BotRating {
  mu: number;
  sigma: number;
  ordinal: number;
}

/**
 * Weng-Lin (openskill) ratings of bots from finished games. Every seat is a one-player team
 * ranked by the game (winners first; by score where the game scores). A bot that sits in several
 * seats of one game moves by the mean of those seats' updates, so a game counts once per bot.
 */
export function rateBots(
  botCount: number,
  games: readonly { seatBots: number[]; winners: number[]; scores?: number[] }[],
): BotRating[] {
  const ratings: Rating[] = Array.from({ length: botCount }, () => rating());
  for (const g of games) {
    const teams = g.seatBots.map((b) => [ratings[b] as Rating]);
    // Lower rank is better. Without scores: winners share rank 1, everyone else rank 2.
    const options = g.scores ? { score: g.scores } : { rank: g.seatBots.map((_, seat) => (g.winners.includes(seat) ? 1 : 2)) };
    const updated = rate(teams, options);
    const next = ratings.map((r, bot) => {
      const mine = updated.filter((_, seat) => g.seatBots[seat] === bot).map((t) => t[0] as Rating);
      if (mine.length === 0) return r;
      const mean = (f: (x: Rating) => number) => mine.reduce((s, x) => s + f(x), 0) / mine.length;
      return { mu: mean((x) => x.mu), sigma: mean((x) => x.sigma) };
    });
    ratings.splice(0, ratings.length, ...next);
  }
  return ratings.map((r) => ({ mu: r.mu, sigma: r.sigma, ordinal: ordinal(r) }));
}

/** Two-sided 95% Student t quantiles for 1 to 30 degrees of freedom. */
const T95 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101,
  2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** The two-sided 95% t quantile: the table up to 30 degrees of freedom, a Cornish-Fisher expansion above. */
export function t95(df: number): number {
  if (df <= 30) return T95[Math.max(1, Math.floor(df)) - 1] as number;
  const z = Z95;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
}

/**
 * Mean of `values` with its 95% t interval (sample standard deviation). A single value has no
 * spread to measure: its interval is null, as is everything for no values.
 */
export function meanInterval(values: readonly number[]): {
  mean: number | null;
  sd: number | null;
  ci95: [number, number] | null;
} {
  const n = values.length;
  if (n === 0) return { mean: null, sd: null, ci95: null };
  const mean = values.reduce((s, x) => s + x, 0) / n;
  if (n === 1) return { mean, sd: null, ci95: null };
  const sd = Math.sqrt(values.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  const half = (t95(n - 1) * sd) / Math.sqrt(n);
  return { mean, sd, ci95: [mean - half, mean + half] };
}
