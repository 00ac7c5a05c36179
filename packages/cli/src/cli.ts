import { arenaCommand } from './arena.ts';
import { gamesCommand } from './commands/games.ts';
import { replayCommand } from './commands/replay.ts';
import { reviewCommand } from './commands/review.ts';
import { serveCommand } from './commands/serve.ts';
import { simulateCommand } from './commands/simulate.ts';
import type { Command, Context } from './commands/types.ts';
import { EXIT, UsageError } from './errors.ts';
import { processIo } from './io.ts';
import { loadRegistry } from './registry.ts';

export const commands: Command[] = [gamesCommand, simulateCommand, arenaCommand, replayCommand, reviewCommand, serveCommand];

const overview = () => `Usage: alibi <command> [options]

Commands:
${commands.map((c) => `  ${c.name.padEnd(12)}${c.summary}`).join('\n')}
  help [CMD]  this text, or one command's options

Output is text, or one JSON object with --json. Exit codes: 0 ok, 1 runtime failure,
2 bad arguments or input. Set ALIBI_DEBUG=1 to see stack traces of failures.
`;

function help(name: string | undefined, ctx: Context): number {
  if (name === undefined) {
    ctx.io.out(overview());
    return EXIT.ok;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) throw new UsageError(`unknown command '${name}'`);
  ctx.io.out(`${command.help}\n`);
  return EXIT.ok;
}

/** Runs one invocation and returns its exit code. Never throws: failures become one line on stderr. */
export async function run(argv: string[], ctx: Context = { io: processIo, registry: loadRegistry }): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
      return help(name === 'help' ? rest[0] : undefined, ctx);
    }
    const command = commands.find((c) => c.name === name);
    if (!command) throw new UsageError(`unknown command '${name}' (commands: ${commands.map((c) => c.name).join(', ')})`);
    return await command.run(rest, ctx);
  } catch (e) {
    const usage = e instanceof UsageError;
    const message = e instanceof Error ? e.message : String(e);
    ctx.io.err(`alibi: ${message}\n`);
    const known = commands.some((c) => c.name === name);
    if (usage) ctx.io.err(`Run 'alibi help${known ? ` ${name}` : ''}' for usage.\n`);
    if (!usage && process.env.ALIBI_DEBUG && e instanceof Error && e.stack) ctx.io.err(`${e.stack}\n`);
    return usage ? EXIT.usage : EXIT.failure;
  }
}
