/** Entry point of the `alibi` bin (see bin/alibi.mjs). */
import { run } from './cli.ts';

// A reader that stops early (`alibi games | head`) is not an error: stop quietly, as Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(0);
  });
}

process.exitCode = await run(process.argv.slice(2));
