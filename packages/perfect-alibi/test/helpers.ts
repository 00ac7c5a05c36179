import { scenario } from '@alibi/engine';
import { perfectAlibi, tilesFor, type Assistant, type Deal, type State } from '../src/index.ts';

const table = scenario(perfectAlibi);
export const { act, play, refuse } = table;

export const RED = 0,
  BLUE = 1,
  GREEN = 2,
  YELLOW = 3,
  VIOLET = 4;
/** Tile ids: colour * 6 + k; k 0 location+arrows, 1-2 location, 3 time+arrows, 4-5 time. */
export const tile = (colour: number, kind: 'location' | 'time', arrows = false) =>
  colour * 6 + (kind === 'location' ? (arrows ? 0 : 1) : arrows ? 3 : 4);
export const card = (time: number, location: number) => time * 4 + location;

/** A stack that starts with `front` and continues with every other tile in order. */
export function stack(players: number, front: number[]): number[] {
  return [...front, ...tilesFor(players).filter((t) => !front.includes(t))];
}

export const start = (players: number, deal: Deal, options: Record<string, unknown> = {}, seed = 'test'): State =>
  table.start(players, { ...options, deal }, seed);

/** Choose assistants in the setup order. */
export function chooseAll(state: State, picks: Assistant[]): State {
  let s = state;
  for (const assistant of picks) {
    const p = s.public.phase;
    if (p.kind !== 'chooseAssistant') throw new Error('not choosing');
    s = act(s, p.seat, { type: 'chooseAssistant', assistant }).state;
  }
  return s;
}

/**
 * A 4-player deal used by many scenarios: the missing alibi is midnight/observatory,
 * midnight library/garden/cellar are public; Blue holds noon library, noon garden, dusk library.
 */
export const FOUR: Deal = {
  missing: card(3, 3),
  public: [card(3, 0), card(3, 1), card(3, 2)],
  hands: [
    [card(0, 0), card(0, 1), card(0, 2)],
    [card(1, 0), card(1, 1), card(2, 0)],
    [card(0, 3), card(1, 2), card(1, 3)],
    [card(2, 1), card(2, 2), card(2, 3)],
  ],
};
