import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs in strict mode, with its errors turned into usage errors. */
export function parse<O extends Options>(args: string[], options: O, positionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: positionals > 0 });
  } catch (e) {
    // parseArgs explains itself well; keep its first sentence only.
    throw new UsageError(e instanceof Error ? (e.message.split('. ')[0] ?? e.message) : String(e));
  }
  if (parsed.positionals.length > positionals) {
    throw new UsageError(`unexpected argument '${parsed.positionals[positionals]}'`);
  }
  return parsed;
}

/** A whole number within bounds, from a command-line value. */
export function intArg(name: string, value: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${name} must be a whole number, got '${value}'`);
  const n = Number(value);
  if (n < min || n > max) {
    throw new UsageError(
      `--${name} must be ${max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`}, got ${n}`,
    );
  }
  return n;
}

/** A probability, from a command-line value. */
export function fractionArg(name: string, value: string): number {
  const n = value.trim() === '' ? NaN : Number(value);
  if (!(n >= 0 && n <= 1)) throw new UsageError(`--${name} must be a number from 0 to 1, got '${value}'`);
  return n;
}
