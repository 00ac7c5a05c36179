/**
 * The arena's head-to-head: one bot (the hero) against a field of another bot in every other
 * seat, played duplicate. Each deal is played once per seat, with the hero in that seat and the
 * same deal and tie-breaking stream, so every deal is met from every seat and the deal's luck
 * cancels out of the comparison. The hero's win rate gets two intervals: Wilson's over games, and
 * a t interval over deals (each deal's mean result), which is the honest one here because a deal's
 * games are not independent of one another.
 */
import type { Progress } from './progress.ts';
import { playArenaGame, type ArenaGame, type ArenaSetup } from './arena-play.ts';
import { meanInterval, percentile, wilson } from './arena-stats.ts';

/** Bot 0 is the hero, bot 1 the field. */
export interface DuelGame {
  deal: number;
  heroSeat: number;
  game: ArenaGame;
}

export interface DuelFailure {
  deal: number;
  heroSeat: number;
  seed: string;
  error: string;
  /** The game did not end within the step limit (else it failed: a refused or missing action). */
  unfinished: boolean;
}

/** Seats for the game with the hero in `heroSeat`: 0 there, 1 (the field) everywhere else. */
export const duelSeats = (players: number, heroSeat: number): number[] =>
  Array.from({ length: players }, (_, seat) => (seat === heroSeat ? 0 : 1));

/** Plays `deals` deals, each once per hero seat: deal j has seed `S:j` for the game and its tie-breaks. */
export function playDuel(
  setup: ArenaSetup,
  seed: string,
  deals: number,
  bar: Progress,
  think: (bot: number, ms: number) => void,
): { played: DuelGame[]; failures: DuelFailure[] } {
  const played: DuelGame[] = [];
  const failures: DuelFailure[] = [];
  for (let deal = 0; deal < deals; deal++) {
    const dealSeed = `${seed}:${deal}`;
    for (let heroSeat = 0; heroSeat < setup.players; heroSeat++) {
      const game = playArenaGame(setup, dealSeed, dealSeed, duelSeats(setup.players, heroSeat), think);
      if (game.error) failures.push({ deal, heroSeat, seed: dealSeed, error: game.error, unfinished: game.unfinished === true });
      else played.push({ deal, heroSeat, game });
      bar.tick(deal * setup.players + heroSeat + 1);
    }
  }
  return { played, failures };
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The hero's share of a game's win: its seat over the winners (a shared win is a share). */
const heroCredit = (g: DuelGame) => (g.game.winners.includes(g.heroSeat) ? 1 / g.game.winners.length : 0);
/** One field seat's share: what the field won, over its seats. */
const fieldCredit = (g: DuelGame, players: number) => {
  const w = g.game.winners;
  return w.length ? w.filter((s) => s !== g.heroSeat).length / w.length / (players - 1) : 0;
};

export interface DuelSide {
  bot: string;
  plays: string;
  /** Seats this side held over the games (the hero one per game, the field players − 1). */
  seats: number;
  /** Wins per seat: the hero's games won; for the field, one field seat's average. */
  winRate: number;
  /** Wilson's interval over games (treats a deal's games as independent). */
  ci95: [number, number];
  /** A 95% t interval over deals of each deal's mean result (only deals whose every game ended). */
  dealCi95: [number, number] | null;
  fairShare: number;
  claims: number;
  wrongClaims: number;
  wrongClaimShare: number | null;
  decisions: number;
  thinkMsP50: number | null;
  thinkMsP95: number | null;
  thinkMsMax: number | null;
}

export interface DuelReport {
  deals: number;
  games: number;
  completed: number;
  /** Games that did not end within the step limit: reported apart from failures. */
  unfinished: number;
  errors: number;
  avgActions: number;
  /** Deals every seat of which was played to its end (the deal interval's sample). */
  completeDeals: number;
  hero: DuelSide;
  field: DuelSide;
  /** The hero's win rate from each seat (seat 0 first). */
  heroBySeat: { seat: number; games: number; winRate: number }[];
  /** Hero minus one field seat, deal by deal, with its 95% t interval. */
  edge: { mean: number | null; ci95: [number, number] | null };
}

export function duelReport(
  names: [string, string],
  plays: [string, string],
  players: number,
  deals: number,
  played: DuelGame[],
  failures: DuelFailure[],
  thinks: [number[], number[]],
): DuelReport {
  const byDeal = new Map<number, DuelGame[]>();
  for (const g of played) byDeal.set(g.deal, [...(byDeal.get(g.deal) ?? []), g]);
  const complete = [...byDeal.values()].filter((gs) => gs.length === players);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  const dealMeans = (credit: (g: DuelGame) => number) => complete.map((gs) => mean(gs.map(credit)));
  const interval = (xs: number[]) => {
    const ci = meanInterval(xs).ci95;
    return ci ? ([round(Math.max(0, ci[0])), round(Math.min(1, ci[1]))] as [number, number]) : null;
  };
  const side = (b: 0 | 1, credit: (g: DuelGame) => number): DuelSide => {
    const wins = played.reduce((s, g) => s + credit(g), 0);
    const claims = played.flatMap((g) => g.game.claims.filter((c) => (c.seat === g.heroSeat) === (b === 0)));
    const wrong = claims.filter((c) => !c.correct).length;
    const t = thinks[b];
    const ms = (x: number | null) => (x === null ? null : round(x, 3));
    return {
      bot: names[b],
      plays: plays[b],
      seats: played.length * (b === 0 ? 1 : players - 1),
      winRate: played.length ? round(wins / played.length) : 0,
      ci95: wilson(wins, played.length).map((x) => round(x)) as [number, number],
      dealCi95: interval(dealMeans(credit)),
      fairShare: round(1 / players),
      claims: claims.length,
      wrongClaims: wrong,
      wrongClaimShare: claims.length ? round(wrong / claims.length) : null,
      decisions: t.length,
      thinkMsP50: ms(percentile(t, 50)),
      thinkMsP95: ms(percentile(t, 95)),
      thinkMsMax: ms(percentile(t, 100)),
    };
  };
  const edges = complete.map((gs) => mean(gs.map(heroCredit)) - mean(gs.map((g) => fieldCredit(g, players))));
  const edge = meanInterval(edges);
  return {
    deals,
    games: deals * players,
    completed: played.length,
    unfinished: failures.filter((f) => f.unfinished).length,
    errors: failures.filter((f) => !f.unfinished).length,
    avgActions: played.length ? round(mean(played.map((g) => g.game.actions)), 2) : 0,
    completeDeals: complete.length,
    hero: side(0, heroCredit),
    field: side(1, (g) => fieldCredit(g, players)),
    heroBySeat: Array.from({ length: players }, (_, seat) => {
      const gs = played.filter((g) => g.heroSeat === seat);
      return { seat, games: gs.length, winRate: gs.length ? round(mean(gs.map(heroCredit))) : 0 };
    }),
    edge: {
      mean: edge.mean === null ? null : round(edge.mean),
      ci95: edge.ci95 ? [round(edge.ci95[0]), round(edge.ci95[1])] : null,
    },
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const range = (ci: [number, number] | null) => (ci ? `${(ci[0] * 100).toFixed(1)}-${(ci[1] * 100).toFixed(1)}%` : '-');
const fixed = (x: number | null, digits = 2) => (x === null ? '-' : x.toFixed(digits));

export function duelTable(r: DuelReport): string {
  const head = ['side', 'plays', 'win rate', '95% CI games', '95% CI deals', 'fair', 'claims', 'wrong', 'think p50', 'p95 ms'];
  const rows = [
    ['hero ' + r.hero.bot, r.hero],
    ['field ' + r.field.bot, r.field],
  ].map(([label, s]) => {
    const x = s as DuelSide;
    return [
      label as string,
      x.plays,
      pct(x.winRate),
      range(x.ci95),
      range(x.dealCi95),
      pct(x.fairShare),
      String(x.claims),
      x.wrongClaimShare === null ? '-' : `${x.wrongClaims} (${(x.wrongClaimShare * 100).toFixed(0)}%)`,
      fixed(x.thinkMsP50),
      fixed(x.thinkMsP95),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] as string).length)));
  const lines = [head, ...rows].map((row) =>
    row
      .map((c, i) => c.padEnd(widths[i] as number))
      .join('  ')
      .trimEnd(),
  );
  lines.push(`hero by seat: ${r.heroBySeat.map((s) => `seat ${s.seat} ${pct(s.winRate)}`).join(' · ')}`);
  lines.push(
    `hero minus one field seat, deal by deal: ${r.edge.mean === null ? '-' : `${(r.edge.mean * 100).toFixed(1)} points`} (95% CI ${r.edge.ci95 ? `${(r.edge.ci95[0] * 100).toFixed(1)} to ${(r.edge.ci95[1] * 100).toFixed(1)}` : '-'})`,
  );
  if (r.unfinished) lines.push(`unfinished: ${r.unfinished} of ${r.games} games did not end within the step limit`);
  return lines.join('\n');
}
