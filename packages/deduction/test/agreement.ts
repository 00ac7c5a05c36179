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
import { BudgetExceeded, type Brute } from './brute.ts';
import { bruteOf, deduce, differences, infoOf } from './compare.ts';
import { sampleViews, type Config } from './samples.ts';

const GAMES = Number(process.env.PROPERTY_GAMES ?? 1000);
/** Information sets per configuration: 2,000 at the default 1000 (22,000 in all); PROPERTY_GAMES=100 gives 200. */
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
