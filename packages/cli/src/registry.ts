import type { AnyGame, GameMeta } from '@alibi/engine';
import { UsageError } from './errors.ts';

/** The shape of `@alibi/games`; commands take it as a parameter so they can run against any registry. */
export interface Registry {
  games: AnyGame[];
  catalog: GameMeta[];
  findGame(id: string): AnyGame | undefined;
}

/** Loaded on demand so `alibi help` works and starts fast even while a game fails to load. */
export const loadRegistry = async (): Promise<Registry> => import('@alibi/games');

export function requireGame(registry: Registry, id: string): AnyGame {
  const game = registry.findGame(id);
  if (game) return game;
  const playable = registry.games.map((g) => g.meta.id).join(', ');
  throw new UsageError(`unknown game '${id}' (playable games: ${playable || 'none'})`);
}

export function requirePlayers(game: AnyGame, players: number): void {
  if (!game.meta.players.includes(players)) {
    throw new UsageError(`${game.meta.id} is for ${game.meta.players.join(', ')} players, not ${players}`);
  }
}
