export * from './contract.ts';
export * from './rng.ts';
export * from './json.ts';
export * from './players.ts';
export * from './seat.ts';
export * from './testkit.ts';
export * from './sets.ts';
export * from './scenario.ts';
