/** The numbers of the game: table sizes, heat, rounds, ratings. */
import type { Rating } from './types.ts';

export const PLAYER_COUNTS = [2, 3, 4, 5, 6];
export const ROUNDS = 3;
/** Suspects on the table by player count. */
export const SUSPECTS: Record<number, number> = { 2: 9, 3: 13, 4: 9, 5: 11, 6: 13 };
/** Starting heat by player count. */
export const HEAT: Record<number, number> = { 2: 20, 3: 30, 4: 32, 5: 40, 6: 48 };
/** Heat removed for each player who names the perpetrator. */
export const PERPETRATOR_HEAT = 3;

/** With 2-3 players everyone holds two pairs and writes two alibis. */
export const pairsPerPlayer = (players: number): number => (players <= 3 ? 2 : 1);
export const suspectCount = (players: number): number => SUSPECTS[players] ?? 0;
export const alibiCount = (players: number): number => players * pairsPerPlayer(players);
/** The seat an alibi index belongs to. */
export const alibiSeat = (players: number, index: number): number => Math.floor(index / pairsPerPlayer(players));

export function ratingFor(heatLeft: number): Rating {
  if (heatLeft >= 15) return 'rookies';
  if (heatLeft >= 10) return 'apprentices';
  if (heatLeft >= 5) return 'schemers';
  if (heatLeft >= 1) return 'experts';
  return 'legends';
}

/** English names of the ratings (our own). */
export const RATING_NAMES: Record<Rating, string> = {
  rookies: 'Rookie Crooks',
  apprentices: 'Apprentice Plotters',
  schemers: 'Steady Schemers',
  experts: 'Crafty Experts',
  legends: 'Criminal Legends',
};
