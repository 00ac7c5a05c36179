/**
 * What the server derives for one seat beyond its view and events, kept here so that the server
 * and the non-interference kit compute it with the same function.
 */
import type { AnyGame, Game, Viewer } from './contract.ts';

/** Whether the game waits for `viewer` (its turn, its answer): sent to that seat only; never true for a spectator. */
export function seatMustAct<S, A, O, V, E, PE>(game: Game<S, A, O, V, E, PE> | AnyGame, state: S, viewer: Viewer): boolean {
  return viewer !== 'spectator' && (game as Game<S, A, O, V, E, PE>).waitingFor(state).includes(viewer);
}
