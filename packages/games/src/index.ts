/** The registry: every game the project knows, and which are playable in this build. */
import { erase, randomPolicy, type AnyGame, type GameMeta, type Policy } from '@alibi/engine';
import { alibiClues, heuristicPolicy as alibiCluesHeuristic } from '@alibi/alibi-clues';
import { fourSuspects, heuristicPolicy as fourSuspectsHeuristic } from '@alibi/four-suspects';
import { heuristicPolicy as perfectAlibiHeuristic, perfectAlibi } from '@alibi/perfect-alibi';

export const games: AnyGame[] = [erase(perfectAlibi), erase(fourSuspects), erase(alibiClues)];

/** Games announced in the lobby but not yet implemented. */
const upcoming: GameMeta[] = [
  { id: 'alibi-1993', name: 'Alibi (1993)', players: [3, 4, 5, 6], variants: [], playable: false, interrupts: [] },
  { id: 'alibis', name: 'Alibis', players: [2, 3, 4, 5, 6], variants: [], playable: false, interrupts: [] },
];

export const catalog: GameMeta[] = [...games.map((g) => g.meta), ...upcoming];

export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.meta.id === id);
}

export type BotKind = 'random' | 'heuristic';

/** Heuristic policies per game; a game without one falls back to random play. */
const heuristics: Record<string, Policy> = {
  'perfect-alibi': perfectAlibiHeuristic as Policy,
  'four-suspects': fourSuspectsHeuristic as Policy,
  'alibi-clues': alibiCluesHeuristic as Policy,
};

/** A bot for a seat. It is given only that seat's legal actions and view, never the state. */
export function makeBot(gameId: string, kind: BotKind): Policy {
  const game = findGame(gameId);
  if (!game) throw new Error(`unknown game ${gameId}`);
  if (kind === 'heuristic' && heuristics[gameId]) return heuristics[gameId];
  return randomPolicy(game.meta.interrupts);
}
