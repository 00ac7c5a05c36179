/**
 * Helpers for scenario tests (fixed deals, scripted moves), the same for every game. They throw a
 * descriptive Error on failure, so they work under any test runner.
 */
import type { Applied, ErrorCode, Game } from './contract.ts';

export interface Scenario<S, A, E> {
  /** Setup that must succeed. */
  start(players: number, options: unknown, seed?: string): S;
  /** One action that must be accepted. */
  act(state: S, seat: number, action: A): Applied<S, E>;
  /** Several actions in a row, each of which must be accepted; all their events. */
  play(state: S, moves: [number, A][]): Applied<S, E>;
  /** An action that must be refused with `code`, leaving `state` unchanged. */
  refuse(state: S, seat: number, action: unknown, code: ErrorCode): void;
}

export function scenario<S, A, O, V, E, PE>(game: Game<S, A, O, V, E, PE>): Scenario<S, A, E> {
  const act = (state: S, seat: number, action: A): Applied<S, E> => {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} by seat ${seat} refused: ${r.error.message}`);
    return r.value;
  };
  return {
    start(players, options, seed = 'test') {
      const r = game.setup({ players, seed, options });
      if (!r.ok) throw new Error(`setup refused: ${r.error.message}`);
      return r.value;
    },
    act,
    play(state, moves) {
      let s = state;
      const events: E[] = [];
      for (const [seat, action] of moves) {
        const r = act(s, seat, action);
        s = r.state;
        events.push(...r.events);
      }
      return { state: s, events };
    },
    refuse(state, seat, action, code) {
      const before = JSON.stringify(state);
      const r = game.apply(state, seat, action);
      if (r.ok) throw new Error(`${JSON.stringify(action)} by seat ${seat} was accepted; expected ${code}`);
      if (r.error.code !== code)
        throw new Error(`${JSON.stringify(action)} by seat ${seat}: ${r.error.code} (${r.error.message}); expected ${code}`);
      if (JSON.stringify(state) !== before) throw new Error('a refused action changed the state');
    },
  };
}
