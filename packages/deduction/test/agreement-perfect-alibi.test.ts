/** The engine against brute force for Perfect Alibi (see agreement.ts). */
import { describe, expect, it } from 'vitest';
import { agreementTests, check, MANUAL, PER_CONFIG, TIMEOUT } from './agreement.ts';

describe('engine = brute force: perfect-alibi', () => {
  agreementTests('perfect-alibi');

  it(
    'manual answers: both see the same contradictions (a mistyped answer leaves no deal)',
    () => {
      const r = check(MANUAL, Math.max(5, Math.round(PER_CONFIG / 4)));
      expect(r.inconsistent).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
