import { writeFileSync } from 'node:fs';
import type { Policy } from '@alibi/engine';
import { intArg, parse } from './args.ts';
import { playTeams, teamReport, teamTable } from './arena-coop.ts';
import { duelReport, duelTable, playDuel } from './arena-duel.ts';
import { playArenaGame, seatBots, type ArenaGame } from './arena-play.ts';
import { median, percentile, rateBots, wilson, type BotRating } from './arena-stats.ts';
import { scoreSvg, winRateSvg } from './arena-svg.ts';
import type { Command } from './commands/types.ts';
import { EXIT, UsageError } from './errors.ts';
import { printJson } from './io.ts';
import { checkSetup, composeOptions } from './options.ts';
import { progress } from './progress.ts';
import { requireGame, requirePlayers, type Registry } from './registry.ts';

/** What the arena needs of a registry beyond the games: `@alibi/games` provides both. */
type BotKind = 'random' | 'heuristic' | 'expert';
interface BotRegistry extends Registry {
  /** The kind a game really plays for a kind or level name; null for an unknown name. */
  botFor(gameId: string, name: string): BotKind | null;
  makeBot(gameId: string, kind: BotKind): Policy;
}

const BOT_NAMES = 'random, heuristic, expert (or easy, medium, hard)';
const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

export interface ArenaBotReport {
  bot: string;
  /** The policy the game really plays for this name (a game without an expert plays heuristic). */
  plays: string;
  seats: number;
  fairShare: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
  avgScore: number | null;
  /** Null for a game that marks no turns (its length is then `avgActions`). */
  avgTurns: number | null;
  avgActions: number;
  medianTurnsToWin: number | null;
  claims: number;
  wrongClaims: number;
  wrongClaimShare: number | null;
  decisions: number;
  thinkMsP50: number | null;
  thinkMsP95: number | null;
  thinkMsMax: number | null;
  rating: BotRating;
}

function botReports(names: string[], plays: BotKind[], players: number, played: ArenaGame[]): ArenaBotReport[] {
  const ratings = rateBots(names.length, played);
  return names.map((bot, b) => {
    const games = played.filter((g) => g.seatBots.includes(b));
    const mine = (g: ArenaGame) => g.seatBots.flatMap((x, seat) => (x === b ? [seat] : []));
    // A shared win counts as a share: this bot's winning seats over all winners.
    const credit = (g: ArenaGame) =>
      g.winners.length ? mine(g).filter((s) => g.winners.includes(s)).length / g.winners.length : 0;
    const wins = games.reduce((s, g) => s + credit(g), 0);
    const seats = games.reduce((s, g) => s + mine(g).length, 0);
    const scored = games.filter((g) => g.scores);
    const scores = scored.flatMap((g) => mine(g).map((seat) => g.scores?.[seat] ?? 0));
    const claims = games.flatMap((g) => g.claims.filter((c) => g.seatBots[c.seat] === b));
    const wrong = claims.filter((c) => !c.correct).length;
    return {
      bot,
      plays: plays[b] as string,
      seats,
      fairShare: games.length ? round(seats / (games.length * players)) : 0,
      wins: round(wins),
      winRate: games.length ? round(wins / games.length) : 0,
      ci95: wilson(wins, games.length).map((x) => round(x)) as [number, number],
      avgScore: scores.length ? round(scores.reduce((s, x) => s + x, 0) / scores.length, 2) : null,
      avgTurns: marksTurns(games) ? round(games.reduce((s, g) => s + g.turns, 0) / games.length, 2) : null,
      avgActions: games.length ? round(games.reduce((s, g) => s + g.actions, 0) / games.length, 2) : 0,
      medianTurnsToWin: marksTurns(games) ? median(games.filter((g) => credit(g) > 0).map((g) => g.turns)) : null,
      claims: claims.length,
      wrongClaims: wrong,
      wrongClaimShare: claims.length ? round(wrong / claims.length) : null,
      decisions: 0,
      thinkMsP50: null,
      thinkMsP95: null,
      thinkMsMax: null,
      rating: {
        mu: round(ratings[b]?.mu ?? 0, 3),
        sigma: round(ratings[b]?.sigma ?? 0, 3),
        ordinal: round(ratings[b]?.ordinal ?? 0, 3),
      },
    };
  });
}

/** Whether the game marks its turns (a `turnStarted` event); otherwise length is counted in actions. */
const marksTurns = (games: readonly ArenaGame[]) => games.some((g) => g.turns > 0);

const fixed = (x: number | null, digits = 1) => (x === null ? '-' : x.toFixed(digits));

function table(report: { bots: ArenaBotReport[] }): string {
  const head = [
    'bot',
    'plays',
    'win rate',
    '95% CI',
    'fair',
    'score',
    'turns',
    'actions',
    'to win',
    'claims',
    'wrong',
    'think p50',
    'p95 ms',
    'mu',
    'sigma',
    'ordinal',
  ];
  const rows = report.bots.map((b) => [
    b.bot,
    b.plays,
    `${(b.winRate * 100).toFixed(1)}%`,
    `${(b.ci95[0] * 100).toFixed(1)}-${(b.ci95[1] * 100).toFixed(1)}%`,
    `${(b.fairShare * 100).toFixed(1)}%`,
    fixed(b.avgScore, 2),
    fixed(b.avgTurns),
    fixed(b.avgActions),
    fixed(b.medianTurnsToWin, 0),
    String(b.claims),
    b.wrongClaimShare === null ? '-' : `${b.wrongClaims} (${(b.wrongClaimShare * 100).toFixed(0)}%)`,
    fixed(b.thinkMsP50, 2),
    fixed(b.thinkMsP95, 2),
    b.rating.mu.toFixed(2),
    b.rating.sigma.toFixed(2),
    b.rating.ordinal.toFixed(2),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  return [head, ...rows]
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] as number))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export const arenaCommand: Command = {
  name: 'arena',
  summary: 'pit bot levels against each other: win rates (team scores) with 95% intervals, think times, ratings',
  help: `Usage: alibi arena --game ID --players N --games K --bots A,B[,C...] [options]
       alibi arena --game ID --players N --games K --hero A --field B [options]

Plays K games between bots. Seats rotate: in game i seat s plays bot (s + i) mod B, so no bot
keeps a seat, and each run of B games shares one deal (seed "S:j" for the j-th run).
Reports per bot: win rate with a 95% Wilson interval and its fair share (its seats over all
seats), average score (scoring games), average turns, median turns of the games it won, claims
and guesses with the wrong ones, think time per decision (p50/p95, ms) and an openskill rating
(mu, sigma, ordinal = mu - 3 sigma) from the games' rankings.
Co-operative games (Alibis: every seat shares one outcome) are measured differently: each bot
plays as the whole team on the same K deals (seed "S:j"), so the comparison is paired. Reports
per bot the mean team score (Alibis: heat removed) with a 95% t interval, its distance from the
mean of all bots, think times and a rating from ranking the teams by score on each deal; then
each bot minus the next one in --bots order, deal by deal, with a 95% t interval.
Head to head (--hero A --field B): one A against N-1 B, duplicate: each of the K deals is played
N times, the hero in every seat once. Reports the hero's and a field seat's win rate with a
Wilson interval over games and a t interval over deals, the hero from each seat, and the hero's
edge over one field seat deal by deal. Games that do not end are counted as unfinished.
  --game ID          game id (see alibi games)
  --players N        player count
  --games K          number of games (co-operative games: deals, each played by every bot)
  --bots A,B[,...]   ${BOT_NAMES}; at least two, each once
  --hero A           head to head: this bot in one seat ...
  --field B          ... and this one in every other seat (instead of --bots)
  --seed S           base seed (any text; default "arena")
  --variant V[,V2]   variants to combine (repeatable)
  --option k=v       set an option; v is read as JSON when it parses (repeatable)
  --max-steps N      actions after which a game counts as not ending (default 100000)
  --svg FILE         write an SVG chart of the win rates (or team scores) and intervals to FILE
  --json             one JSON object instead of text; no progress output

Example: alibi arena --game perfect-alibi --players 4 --games 200 --bots expert,heuristic --svg pa.svg`,
  async run(args, { io, registry }) {
    const { values } = parse(args, {
      game: { type: 'string' },
      players: { type: 'string' },
      games: { type: 'string' },
      bots: { type: 'string' },
      seed: { type: 'string' },
      variant: { type: 'string', multiple: true },
      option: { type: 'string', multiple: true },
      'max-steps': { type: 'string' },
      hero: { type: 'string' },
      field: { type: 'string' },
      svg: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
      io.out(`${this.help}\n`);
      return EXIT.ok;
    }
    const need = (name: 'game' | 'players' | 'games' | 'bots') => {
      const value = values[name];
      if (value === undefined) throw new UsageError(`arena needs --${name}`);
      return value;
    };
    const duel = values.hero !== undefined || values.field !== undefined;
    if (duel && (values.hero === undefined || values.field === undefined)) throw new UsageError('--hero and --field go together');
    if (duel && values.bots !== undefined) throw new UsageError('--bots or --hero/--field, not both');
    const [gameId, playersText, gamesText] = [need('game'), need('players'), need('games')];
    const botsText = duel ? `${values.hero},${values.field}` : need('bots');
    const reg = (await registry()) as Partial<BotRegistry> & Registry;
    const game = requireGame(reg, gameId);
    const players = intArg('players', playersText, 1);
    requirePlayers(game, players);
    const count = intArg('games', gamesText, 1);
    const maxSteps = values['max-steps'] === undefined ? 100_000 : intArg('max-steps', values['max-steps'], 1);
    const seed = values.seed ?? 'arena';
    if (values.svg !== undefined && values.svg.trim() === '') throw new UsageError('--svg needs a file name');
    const names = botsText.split(',').map((b) => b.trim());
    if (names.length < 2) throw new UsageError(`--bots needs at least two bots, comma-separated (${BOT_NAMES})`);
    if (duel && names.some((n) => n === '')) throw new UsageError(`--hero and --field each name a bot (${BOT_NAMES})`);
    const { botFor, makeBot } = reg;
    if (!botFor || !makeBot) throw new UsageError('this registry has no bots');
    const plays = names.map((name) => {
      const kind = botFor(game.meta.id, name);
      if (kind === null) throw new UsageError(`unknown bot '${name}' (bots: ${BOT_NAMES})`);
      return kind;
    });
    const duplicate = names.find((name, i) => names.indexOf(name) !== i);
    if (duplicate !== undefined) throw new UsageError(duel ? '--hero and --field name the same bot' : `--bots names '${duplicate}' twice`);
    if (duel && game.meta.cooperative) throw new UsageError(`${game.meta.id} is co-operative: every seat shares one outcome, so there is no head to head (use --bots)`);
    if (duel && players < 2) throw new UsageError('a head to head needs at least two players');
    const { variants, options } = composeOptions(game, values.variant ?? [], values.option ?? []);
    checkSetup(game, players, `${seed}:0`, options);
    if (values.svg !== undefined) {
      // Fail before the games, not after: an unwritable path is a usage error.
      try {
        writeFileSync(values.svg, '');
      } catch (e) {
        throw new UsageError(`cannot write --svg ${values.svg}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }

    const policies = plays.map((kind) => makeBot(game.meta.id, kind));
    const thinks: number[][] = names.map(() => []);
    const variant = variants.length ? variants.join(',') : 'standard';
    /** What every report starts with, co-operative or not. */
    const head = { game: game.meta.id, players, variant, options, seed };
    if (game.meta.cooperative) {
      const bar = progress(io, 'arena', count * names.length, values.json === true);
      const setup = { game, players, options, policies, maxSteps };
      const { played, failures } = playTeams(setup, seed, count, bar, (b, ms) => thinks[b]?.push(ms));
      bar.finish();
      const teams = teamReport(names, plays, played, thinks);
      const report = {
        ...head,
        cooperative: true,
        games: count,
        played: count * names.length,
        completed: played.length,
        errors: failures.length,
        avgTurns: played.length ? round(played.reduce((s, p) => s + p.game.turns, 0) / played.length, 2) : 0,
        ...teams,
        failures: failures.slice(0, 10),
      };
      if (values.svg !== undefined) {
        const title = `${game.meta.name}, ${players} players, ${count} deals per bot: team score`;
        const bars = teams.bots.map((b) => ({ label: b.bot, score: b.score ?? 0, ci95: b.ci95 }));
        writeFileSync(values.svg, scoreSvg(title, bars, teams.meanScore ?? 0));
      }
      if (values.json) printJson(io, report);
      else {
        const lines = [
          `${report.game}, ${players} players, ${variant}, seed ${JSON.stringify(seed)}: co-operative, every bot plays the whole team on the same ${count} deals; ${played.length}/${report.played} games`,
          teamTable(teams),
          ...report.failures.map((f) => `failed game ${f.game} of ${names[f.bot]} (seed ${JSON.stringify(f.seed)}): ${f.error}`),
        ];
        if (values.svg !== undefined) lines.push(`chart written to ${values.svg}`);
        io.out(`${lines.join('\n')}\n`);
      }
      return failures.length ? EXIT.failure : EXIT.ok;
    }
    if (duel) {
      const bar = progress(io, 'arena', count * players, values.json === true);
      const { played, failures } = playDuel({ game, players, options, policies, maxSteps }, seed, count, bar, (b, ms) => thinks[b]?.push(ms));
      bar.finish();
      const duelNames = names as [string, string];
      const r = duelReport(duelNames, plays as [string, string], players, count, played, failures, thinks as [number[], number[]]);
      const report = { ...head, headToHead: true, ...r, failures: failures.slice(0, 10) };
      if (values.svg !== undefined) {
        const title = `${game.meta.name}, ${players} players, one ${duelNames[0]} against ${duelNames[1]}, ${count} deals: win rate per seat`;
        const bars = [r.hero, r.field].map((s) => ({ label: s.bot, rate: s.winRate, ci95: s.dealCi95 ?? s.ci95, fairShare: s.fairShare }));
        writeFileSync(values.svg, winRateSvg(title, bars));
      }
      if (values.json) printJson(io, report);
      else {
        const lines = [
          `${report.game}, ${players} players, ${variant}, seed ${JSON.stringify(seed)}: one ${duelNames[0]} against ${players - 1} ${duelNames[1]}, duplicate: ${count} deals, each from every seat; ${r.completed}/${r.games} games, ${r.avgActions} actions on average`,
          duelTable(r),
          ...report.failures.map(
            (f) => `${f.unfinished ? 'unfinished' : 'failed'} game of deal ${f.deal}, hero in seat ${f.heroSeat} (seed ${JSON.stringify(f.seed)}): ${f.error}`,
          ),
        ];
        if (values.svg !== undefined) lines.push(`chart written to ${values.svg}`);
        io.out(`${lines.join('\n')}\n`);
      }
      return failures.length ? EXIT.failure : EXIT.ok;
    }
    const bar = progress(io, 'arena', count, values.json === true);
    const played: ArenaGame[] = [];
    const failures: { game: number; seed: string; error: string; unfinished: boolean }[] = [];
    for (let i = 0; i < count; i++) {
      const dealSeed = `${seed}:${Math.floor(i / names.length)}`;
      const bots = seatBots(players, names.length, i);
      const g = playArenaGame(
        { game, players, options, policies, maxSteps },
        dealSeed,
        `${dealSeed}:${i % names.length}`,
        bots,
        (b, ms) => thinks[b]?.push(ms),
      );
      if (g.error) failures.push({ game: i, seed: dealSeed, error: g.error, unfinished: g.unfinished === true });
      else played.push(g);
      bar.tick(i + 1);
    }
    bar.finish();
    const bots = botReports(names, plays, players, played).map((b, i) => {
      const t = thinks[i] ?? [];
      const ms = (x: number | null) => (x === null ? null : round(x, 3));
      return {
        ...b,
        decisions: t.length,
        thinkMsP50: ms(percentile(t, 50)),
        thinkMsP95: ms(percentile(t, 95)),
        thinkMsMax: ms(percentile(t, 100)),
      };
    });
    const report = {
      ...head,
      games: count,
      completed: played.length,
      // A game that reached --max-steps without ending is counted apart from one that failed.
      unfinished: failures.filter((f) => f.unfinished).length,
      errors: failures.filter((f) => !f.unfinished).length,
      avgTurns: marksTurns(played) ? round(played.reduce((s, g) => s + g.turns, 0) / played.length, 2) : null,
      avgActions: played.length ? round(played.reduce((s, g) => s + g.actions, 0) / played.length, 2) : 0,
      bots,
      failures: failures.slice(0, 10),
    };
    if (values.svg !== undefined) {
      const title = `${game.meta.name}, ${players} players, ${played.length} games: win rate`;
      writeFileSync(
        values.svg,
        winRateSvg(
          title,
          bots.map((b) => ({ label: b.bot, rate: b.winRate, ci95: b.ci95, fairShare: b.fairShare })),
        ),
      );
    }
    if (values.json) printJson(io, report);
    else {
      const lines = [
        `${report.game}, ${players} players, ${report.variant}, seed ${JSON.stringify(seed)}: ${played.length}/${count} games, ${report.avgTurns === null ? `${report.avgActions} actions` : `${report.avgTurns} turns`} on average`,
        table(report),
        ...(report.unfinished ? [`unfinished: ${report.unfinished} of ${count} games did not end within ${maxSteps} steps`] : []),
        ...report.failures.map((f) => `failed game ${f.game} (seed ${JSON.stringify(f.seed)}): ${f.error}`),
      ];
      if (values.svg !== undefined) lines.push(`chart written to ${values.svg}`);
      io.out(`${lines.join('\n')}\n`);
    }
    return failures.length ? EXIT.failure : EXIT.ok;
  },
};
