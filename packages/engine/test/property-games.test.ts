import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_GAMES, propertyGames } from '../src/property.ts';

const saved = process.env.PROPERTY_GAMES;
afterEach(() => {
  if (saved === undefined) delete process.env.PROPERTY_GAMES;
  else process.env.PROPERTY_GAMES = saved;
});

describe('propertyGames', () => {
  it('reads PROPERTY_GAMES, and the default when it is unset or empty', () => {
    process.env.PROPERTY_GAMES = '25';
    expect(propertyGames()).toBe(25);
    delete process.env.PROPERTY_GAMES;
    expect(propertyGames()).toBe(DEFAULT_PROPERTY_GAMES);
    process.env.PROPERTY_GAMES = '';
    expect(propertyGames()).toBe(DEFAULT_PROPERTY_GAMES);
  });

  it('refuses a value that is not a positive whole number, naming it', () => {
    for (const bad of ['0', '-3', '2.5', 'many', '1e400']) {
      process.env.PROPERTY_GAMES = bad;
      expect(() => propertyGames()).toThrow(`PROPERTY_GAMES must be a positive whole number, not "${bad}"`);
    }
  });
});
