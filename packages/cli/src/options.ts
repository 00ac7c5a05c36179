import { parseWith, type AnyGame } from '@alibi/engine';
import { UsageError } from './errors.ts';

export interface ComposedOptions {
  /** Variant ids in the order given; empty for the standard game. */
  variants: string[];
  options: Record<string, unknown>;
}

/** A `key=value` option: the value is read as JSON when it parses (true, 3, {...}), else as a string. */
function parsePair(pair: string): [string, unknown] {
  const eq = pair.indexOf('=');
  if (eq <= 0) throw new UsageError(`--option must look like key=value, got '${pair}'`);
  const text = pair.slice(eq + 1);
  let value: unknown = text;
  try {
    value = JSON.parse(text);
  } catch {
    // not JSON: keep the raw string
  }
  return [pair.slice(0, eq), value];
}

/** Merge the variants' options (left to right), then explicit `key=value` options, and validate the result. */
export function composeOptions(game: AnyGame, variantList: string[], pairs: string[]): ComposedOptions {
  const variants = variantList
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const options: Record<string, unknown> = {};
  for (const id of variants) {
    const variant = game.meta.variants.find((v) => v.id === id);
    if (!variant) {
      const known = game.meta.variants.map((v) => v.id).join(', ');
      throw new UsageError(`unknown variant '${id}' for ${game.meta.id} (variants: ${known || 'none'})`);
    }
    Object.assign(options, variant.options);
  }
  for (const pair of pairs) {
    const [key, value] = parsePair(pair);
    options[key] = value;
  }
  const parsed = parseWith(game.optionsSchema, options, 'options');
  if (!parsed.ok) throw new UsageError(`bad option: ${parsed.error.message}`);
  return { variants, options };
}

/** Set a game up once to surface bad player counts and inconsistent options as usage errors. */
export function checkSetup(game: AnyGame, players: number, seed: string, options: unknown): void {
  const setup = game.setup({ players, seed, options });
  if (!setup.ok) throw new UsageError(`${game.meta.id} refused the setup: ${setup.error.message}`);
}
