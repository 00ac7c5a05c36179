import { expect } from 'vitest';
import type { ErrorCode } from '@alibi/engine';
import { CLUE_FEATURE, DECK_CARDS, SUSPECT_IDS, alibiClues, type Action, type Deal, type Event, type State } from '../src/index.ts';

/** The `copy`-th clue card of a feature. */
export const clue = (feature: number, copy = 0): number => CLUE_FEATURE.indexOf(feature) + copy;
export const COVER = [36, 37, 38, 39, 40, 41];
export const HUSH = [42, 43, 44, 45];
export const TIP = [46, 47, 48, 49];

/** A deal with the given face-up row and hands; the other suspects and cards follow in id order (after `deckFront`). */
export function dealOf(row: number[], hands: number[][], deckFront: number[] = []): Deal {
  const used = [...hands.flat(), ...deckFront];
  return {
    suspects: [...row, ...SUSPECT_IDS.filter((id) => !row.includes(id))],
    hands,
    deck: [...deckFront, ...DECK_CARDS.filter((c) => !used.includes(c))],
  };
}

export function start(players: number, deal: Deal, firstPlayer = 0, seed = 'test'): State {
  const r = alibiClues.setup({ players, seed, options: { deal, firstPlayer } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export interface Step {
  state: State;
  events: Event[];
}

export function act(state: State, seat: number, action: Action): Step {
  const r = alibiClues.apply(state, seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} by ${seat} refused: ${r.error.message}`);
  return r.value;
}

export function play(state: State, moves: [number, Action][]): Step {
  let s = state;
  const events: Event[] = [];
  for (const [seat, action] of moves) {
    const r = act(s, seat, action);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** A clue played and the turn ended. */
export const clueTurn = (seat: number, card: number): [number, Action][] => [
  [seat, { type: 'clue', card }],
  [seat, { type: 'end' }],
];

export function refuse(state: State, seat: number, action: unknown, code: ErrorCode): void {
  const before = JSON.stringify(state);
  const r = alibiClues.apply(state, seat, action);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}

export const types = (events: Event[]) => events.map((e) => e.type);
export const legalTypes = (s: State, seat: number) => [...new Set(alibiClues.legal(s, seat).map((a) => a.type))];
