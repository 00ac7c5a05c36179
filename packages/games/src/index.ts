/** The registry: every game the project knows, and which are playable in this build. */
import { erase, type AnyGame, type GameMeta } from '@alibi/engine';
import { perfectAlibi } from '@alibi/perfect-alibi';

export const games: AnyGame[] = [erase(perfectAlibi)];

/** Games announced in the lobby but not yet implemented. */
const upcoming: GameMeta[] = [
  { id: 'four-suspects', name: 'Four Suspects', players: [2, 3, 4, 5], variants: [], playable: false, interrupts: [] },
  { id: 'alibi-1993', name: 'Alibi (1993)', players: [3, 4, 5, 6], variants: [], playable: false, interrupts: [] },
  { id: 'alibi-clues', name: 'Alibi Clues', players: [2, 3, 4, 5], variants: [], playable: false, interrupts: [] },
  { id: 'alibis', name: 'Alibis', players: [2, 3, 4, 5, 6], variants: [], playable: false, interrupts: [] },
];

export const catalog: GameMeta[] = [...games.map((g) => g.meta), ...upcoming];

export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.meta.id === id);
}
