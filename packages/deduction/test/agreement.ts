/**
 * Shared by agreement-*.test.ts: the engine against the brute-force enumerator of brute.ts, on random mid-game information sets
 * of real games (random players, the real engines, random steps, every seat): identical logic
 * (possible / impossible, consistent or not) and probabilities equal to 1e-9, for every card and
 * every Rival tile.
 *
 * Keeping brute force feasible: cut steps are uniform in 0..300 of a game; when the enumeration
 * of a view would walk more than BUDGET partial deals (early steps of 4- and 5-player games,
 * where almost nothing is known: up to 4.8 million deals times 24 Rival assignments), that view
 * is skipped. 3-player games and two-player Four Suspects always fit, so their early steps are
 * covered; elsewhere skipped views are counted and must stay a minority.
 */
import { expect, it } from 'vitest';
import { BudgetExceeded, dealCount, type Brute } from './brute.ts';
import { bruteOf, deduce, differences, infoOf } from './compare.ts';
import { CONFIGS, sampleViews, type Config } from './samples.ts';
import { propertyGames } from '@alibi/engine/property';

const GAMES = propertyGames();
/** Information sets per configuration: twice PROPERTY_GAMES (600 at the default 300, 6,600 in all; 22,000 with 1000). */
export const PER_CONFIG = Math.max(5, Math.round(GAMES * 2));
const BUDGET = 30_000;
/** Two thousand views of a configuration take up to half a minute on a quiet machine. */
export const TIMEOUT = Math.max(120_000, PER_CONFIG * 150);

export const MANUAL: Config = {
  name: 'perfect-alibi 4p manual+rival',
  game: 'perfect-alibi',
  players: 4,
  options: { rival: true, manualAnswers: true },
};

export function check(c: Config, count: number) {
  let checked = 0;
  let skipped = 0;
  let facts = 0;
  let inconsistent = 0;
  for (const { view, game, step } of sampleViews(c, `agreement:${c.name}`)) {
    if (checked >= count) break;
    let brute: Brute;
    try {
      brute = bruteOf(c, view, BUDGET);
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
      skipped++;
      continue;
    }
    const info = infoOf(c, view);
    const d = deduce(info);
    const diff = differences(info, d, brute);
    if (diff.length)
      throw new Error(`${c.name}, game ${game}, step ${step}, seat ${info.viewer}:\n${diff.slice(0, 10).join('\n')}`);
    checked++;
    facts += d.facts.length;
    if (!d.consistent) inconsistent++;
  }
  return { checked, skipped, facts, inconsistent };
}

/** The agreement tests of one game's configurations (call inside a describe). */
export function agreementTests(game: Config['game']): void {
  const configs = CONFIGS.filter((c) => c.game === game);
  it.each(configs.map((c) => [c.name, c] as const))(
    `%s: ${PER_CONFIG} random information sets`,
    (_name, c) => {
      const r = check(c, PER_CONFIG);
      expect(r.checked).toBe(PER_CONFIG);
      expect(r.inconsistent).toBe(0); // rules-abiding answers always leave a deal
      expect(r.facts).toBeGreaterThan(PER_CONFIG); // the comparison reaches informative positions
      expect(r.skipped).toBeLessThan(r.checked);
    },
    TIMEOUT,
  );

  it.each(configs.filter((c) => c.players <= 3).map((c) => [c.name, c] as const))(
    '%s: the plain walk (no pruning, no memo) visits exactly every deal and agrees with the engine',
    (_name, c) => {
      let checked = 0;
      for (const { view } of sampleViews(c, `plain:${c.name}`)) {
        if (checked >= 10) break;
        const deals = dealCount(view as never, c.game);
        if (deals > 150_000) continue;
        const plain = bruteOf(c, view, Infinity, true);
        expect(plain.leaves).toBe(deals);
        const info = infoOf(c, view);
        expect(differences(info, deduce(info), plain)).toEqual([]);
        checked++;
      }
      expect(checked).toBe(10);
    },
    TIMEOUT,
  );
}
