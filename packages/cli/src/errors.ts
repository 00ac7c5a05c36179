/** A bad invocation or input file: the user can fix it. Exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Exit codes, as documented in docs/cli.md. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;
