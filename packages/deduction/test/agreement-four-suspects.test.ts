/** The engine against brute force for four-suspects (see agreement.ts). */
import { describe, expect, it } from 'vitest';
import { check, PER_CONFIG, TIMEOUT } from './agreement.ts';
import { bruteOf, deduce, differences, infoOf } from './compare.ts';
import { dealCount } from './brute.ts';
import { CONFIGS, sampleViews } from './samples.ts';

const configs = CONFIGS.filter((c) => c.game === 'four-suspects');

describe('engine = brute force: four-suspects', () => {
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
});
