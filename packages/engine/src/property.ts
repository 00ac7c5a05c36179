/**
 * How many random games (or cases) a property test runs per configuration: `PROPERTY_GAMES` from
 * the environment, else `DEFAULT_PROPERTY_GAMES`. Every property suite reads it here, so one knob
 * scales them all: the default keeps `npm test` within its time on a 2-core machine, and a deeper
 * run sets more (`PROPERTY_GAMES=1000 npm test`).
 */
export const DEFAULT_PROPERTY_GAMES = 300;

export function propertyGames(): number {
  const raw = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.PROPERTY_GAMES;
  if (raw === undefined || raw === '') return DEFAULT_PROPERTY_GAMES;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`PROPERTY_GAMES must be a positive whole number, not "${raw}"`);
  return n;
}
