import { scenario } from '@alibi/engine';
import { ALL_CARDS, alibi1993, cardOf, type Deal, type State } from '../src/index.ts';

const table = scenario(alibi1993);
export const { act, play, refuse } = table;

/** Set ids by our names. */
export const ADA = 0,
  BASIL = 1,
  CORA = 2,
  DESMOND = 3,
  LIGHTHOUSE = 8,
  GREENHOUSE = 9,
  FERRY = 11,
  BLADE = 14,
  FIREARM = 15,
  TOXIN = 16,
  LIGATURE = 17,
  GREED = 20,
  JEALOUSY = 21,
  FEAR = 22;
export const MORNING = 0,
  NOON = 1,
  NIGHT = 2;
export const card = cardOf;

/**
 * A fixed deal: the hidden cards, then each seat's listed cards; every other card goes to the
 * smallest hand (lowest seat on ties), so the hands come out as even as the listed cards allow.
 */
export function dealWith(players: number, hidden: number[], listed: number[][] = []): Deal {
  const hands = Array.from({ length: players }, (_, i) => [...(listed[i] ?? [])]);
  const rest = ALL_CARDS.filter((c) => !hidden.includes(c) && !hands.flat().includes(c));
  for (const c of rest) {
    // Fill the smallest hand first (lowest seat on ties), like an even deal.
    const seat = hands.reduce((best, h, i) => (h.length < (hands[best] as number[]).length ? i : best), 0);
    hands[seat]?.push(c);
  }
  return { hidden, hands: hands.map((h) => h.sort((a, b) => a - b)) };
}

/** Hidden cards used by many scenarios: Cora at noon, the Greenhouse fountain, Toxin hemlock, Fear: ruin. */
export const SOLUTION = [card(CORA, NOON), card(GREENHOUSE, 2), card(TOXIN, 1), card(FEAR, 1)];

export const start = (players: number, deal: Deal, options: Record<string, unknown> = {}, seed = 'test'): State =>
  table.start(players, { ...options, deal }, seed);

/** Asks for every seat in turn order until the passing phase (each asks the next seat how many cards it holds). */
export function finishRound(state: State): State {
  let s = state;
  while (s.public.phase.kind === 'turn') {
    const seat = s.public.phase.seat;
    s = act(s, seat, {
      type: 'ask',
      target: (seat + 1) % s.players,
      question: { filter: [{ kind: 'all' }], scope: 'hand' },
    }).state;
  }
  return s;
}

/** Everyone passes the lowest cards the round asks for. */
export function passLowest(state: State): State {
  let s = state;
  const phase = s.public.phase;
  if (phase.kind !== 'passing') throw new Error('not passing');
  for (let seat = 0; seat < s.players; seat++) {
    const hand = s.secret[seat]?.hand ?? [];
    s = act(s, seat, { type: 'pass', cards: hand.slice(0, Math.min(phase.round, hand.length)) }).state;
  }
  return s;
}
