/**
 * Random mid-game views: real games played by uniformly random players with the real engines,
 * cut at a random step and seen by a random seat.
 */
import { randomPolicy, runMatch, Rng, type AnyGame } from '@alibi/engine';
import { perfectAlibi } from '@alibi/perfect-alibi';
import { fourSuspects } from '@alibi/four-suspects';

export interface Config {
  name: string;
  game: 'perfect-alibi' | 'four-suspects';
  players: number;
  options: Record<string, unknown>;
}

export const CONFIGS: Config[] = [
  ...[3, 4, 5].flatMap((players) =>
    [
      ['standard', {}],
      ['rival', { rival: true }],
    ].map(([variant, options]) => ({
      name: `perfect-alibi ${players}p ${variant}`,
      game: 'perfect-alibi' as const,
      players,
      options: options as Record<string, unknown>,
    })),
  ),
  ...[2, 3, 4, 5].map((players) => ({ name: `four-suspects ${players}p`, game: 'four-suspects' as const, players, options: {} })),
];

export const gameOf = (c: Config): AnyGame => (c.game === 'perfect-alibi' ? perfectAlibi : fourSuspects) as unknown as AnyGame;

/** States of one random game (every step), for `seed`. */
export function playStates(c: Config, seed: string, maxSteps = 400): unknown[] {
  const states: unknown[] = [];
  const game = gameOf(c);
  runMatch(game, {
    players: c.players,
    seed,
    options: c.options,
    policies: randomPolicy(game.meta.interrupts ?? [], 0.004),
    maxSteps,
    onStep: ({ state }) => void states.push(state),
  });
  return states;
}

/**
 * Views of random games: each game is played only up to the last of `cuts` random steps (drawn
 * uniformly in 0..maxStep; a game that ends sooner is cut at its end), and every seat's view at
 * each cut is a sample.
 */
export function* sampleViews(
  c: Config,
  seed: string,
  cuts = 3,
  maxStep = 300,
): Generator<{ view: unknown; game: number; step: number }> {
  const rng = Rng.fromSeed(`samples:${seed}`);
  const game = gameOf(c);
  for (let g = 0; ; g++) {
    const steps = Array.from({ length: cuts }, () => rng.int(maxStep + 1)).sort((a, b) => a - b);
    const taken: { state: unknown; step: number }[] = [];
    let last: unknown = null;
    let count = 0;
    runMatch(game, {
      players: c.players,
      seed: `${seed}:${g}`,
      options: c.options,
      policies: randomPolicy(game.meta.interrupts ?? [], 0.004),
      maxSteps: (steps[cuts - 1] as number) + 1,
      onStep: ({ state }) => {
        count++;
        last = state;
        for (const s of steps) if (s === count) taken.push({ state, step: s });
      },
    });
    // Cuts after the game's end fall on its last state.
    for (const s of steps) if (s > count && last) taken.push({ state: last, step: count });
    for (const t of taken)
      for (let seat = 0; seat < c.players; seat++) yield { view: game.view(t.state, seat), game: g, step: t.step };
  }
}
