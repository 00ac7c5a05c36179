import { randomPolicy, runMatch } from '@alibi/engine';
import { fractionArg, intArg, parse } from '../args.ts';
import { EXIT, UsageError } from '../errors.ts';
import { printJson } from '../io.ts';
import { checkSetup, composeOptions } from '../options.ts';
import { progress } from '../progress.ts';
import { requireGame, requirePlayers } from '../registry.ts';
import type { Command } from './types.ts';

/** How many failing games to list by seed; the count covers all of them. */
const LISTED_FAILURES = 10;

export const simulateCommand: Command = {
  name: 'simulate',
  summary: 'play many games with random legal players and report errors and speed',
  help: `Usage: alibi simulate --game ID --players N --games K --seed S [options]

Plays K full games with random legal players. Game i uses seed "S:i", so the same
arguments always play the same games. An error is a game that threw, refused an action
its own legal() listed, or did not end within --max-steps actions; any error exits 1.
  --game ID          game id (see alibi games)
  --players N        player count
  --games K          number of games
  --seed S           base seed (any text)
  --variant V[,V2]   variants to combine (repeatable)
  --option k=v       set an option; v is read as JSON when it parses (repeatable)
  --max-steps N      actions after which a game counts as not ending (default 100000)
  --interrupt-rate R chance a random player takes a claim or accusation when it could
                     (default 0.02; lower it for longer games)
  --json             one JSON object instead of text; no progress output

Example: alibi simulate --game perfect-alibi --players 5 --variant rival --games 200 --seed demo`,
  async run(args, { io, registry }) {
    const { values } = parse(args, {
      game: { type: 'string' },
      players: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      variant: { type: 'string', multiple: true },
      option: { type: 'string', multiple: true },
      'max-steps': { type: 'string' },
      'interrupt-rate': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
      io.out(`${this.help}\n`);
      return EXIT.ok;
    }
    const need = (name: 'game' | 'players' | 'games' | 'seed') => {
      const value = values[name];
      if (value === undefined) throw new UsageError(`simulate needs --${name}`);
      return value;
    };
    const [gameId, playersText, gamesText, seed] = [need('game'), need('players'), need('games'), need('seed')];
    const game = requireGame(await registry(), gameId);
    const players = intArg('players', playersText, 1);
    requirePlayers(game, players);
    const count = intArg('games', gamesText, 1);
    const maxSteps = values['max-steps'] === undefined ? undefined : intArg('max-steps', values['max-steps'], 1);
    const rate = values['interrupt-rate'];
    const interruptRate = rate === undefined ? undefined : fractionArg('interrupt-rate', rate);
    const { variants, options } = composeOptions(game, values.variant ?? [], values.option ?? []);
    checkSetup(game, players, `${seed}:0`, options);

    const policy = randomPolicy(game.meta.interrupts, interruptRate);
    const bar = progress(io, 'simulate', count, values.json === true);
    const failures: { game: number; seed: string; error: string }[] = [];
    const reasons: Record<string, number> = {};
    const wins: number[] = Array.from({ length: players }, () => 0);
    let completed = 0;
    let actions = 0;
    const started = performance.now();
    for (let i = 0; i < count; i++) {
      const gameSeed = `${seed}:${i}`;
      const result = runMatch(game, { players, seed: gameSeed, options, policies: policy, maxSteps });
      actions += result.steps;
      const outcome = result.ended ? game.outcome(result.state) : null;
      if (result.error || !outcome) {
        // The first line names the failure; a thrown error's stack is noise in a report.
        const error = (result.error ?? 'ended without an outcome').split('\n')[0] as string;
        failures.push({ game: i, seed: gameSeed, error });
      } else {
        completed++;
        reasons[outcome.reason] = (reasons[outcome.reason] ?? 0) + 1;
        for (const w of outcome.winners) wins[w] = (wins[w] ?? 0) + 1;
      }
      bar.tick(i + 1);
    }
    bar.finish();
    const seconds = (performance.now() - started) / 1000;
    const report = {
      game: game.meta.id,
      players,
      variant: variants.length ? variants.join(',') : 'standard',
      options,
      seed,
      games: count,
      completed,
      errors: failures.length,
      actions,
      actionsPerGame: count ? actions / count : 0,
      wins,
      reasons,
      failures: failures.slice(0, LISTED_FAILURES),
      seconds: Math.round(seconds * 1000) / 1000,
      actionsPerSecond: seconds > 0 ? Math.round(actions / seconds) : 0,
    };
    if (values.json) {
      printJson(io, report);
    } else {
      const lines = [
        `${report.game}, ${players} players, ${report.variant}, seed ${JSON.stringify(seed)}`,
        `games completed  ${completed}/${count}`,
        `errors           ${failures.length}`,
        `actions applied  ${actions} (${report.actionsPerGame.toFixed(1)} per game)`,
        `wins by seat     ${wins.join(' ')}`,
        `endings          ${
          Object.entries(reasons)
            .map(([r, n]) => `${r} ${n}`)
            .join(', ') || 'none'
        }`,
        `actions/second   ${report.actionsPerSecond} (${seconds.toFixed(2)} s)`,
        ...report.failures.map((f) => `failed game ${f.game} (seed ${JSON.stringify(f.seed)}): ${f.error}`),
      ];
      if (failures.length > LISTED_FAILURES) lines.push(`... and ${failures.length - LISTED_FAILURES} more`);
      io.out(`${lines.join('\n')}\n`);
    }
    return failures.length ? EXIT.failure : EXIT.ok;
  },
};
