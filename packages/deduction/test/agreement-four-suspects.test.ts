/** The engine against brute force for Four Suspects (see agreement.ts). */
import { describe } from 'vitest';
import { agreementTests } from './agreement.ts';

describe('engine = brute force: four-suspects', () => {
  agreementTests('four-suspects');
});
