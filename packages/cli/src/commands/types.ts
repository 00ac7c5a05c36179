import type { Io } from '../io.ts';
import type { Registry } from '../registry.ts';

export interface Context {
  io: Io;
  registry(): Promise<Registry>;
}

export interface Command {
  name: string;
  summary: string;
  /** Full help text: usage line, options, an example. */
  help: string;
  /** Returns the exit code; throws UsageError for bad input. */
  run(args: string[], ctx: Context): Promise<number>;
}
