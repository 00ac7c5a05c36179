import type { Rng } from '@alibi/engine';
import { DECK_CARDS, HAND_SIZE, SUSPECT_IDS, isClue, type Deal, type Event, type State } from '../src/index.ts';

/**
 * What seat P is entitled to know, per the rules, read straight from the state (independently of
 * view.ts and project): everything on the table (the public part, including the face-up discard
 * pile and the counts of cards in hands and decks) and its own hand. The deck order, the suspect
 * deck and the other hands stay unknown, also at the end.
 */
export function knowledge(raw: unknown, P: number, events: unknown[] = []): unknown {
  const s = raw as State;
  // What the last action put face up, which a reshuffle in the same action takes off the table
  // again (discards, exchanges); of a draw, only how many cards (the drawer's own are in its hand).
  const seen = (events as Event[]).map((e) => (e.type === 'drew' ? { ...e, cards: e.cards.length } : e));
  return { table: s.public, hand: s.secret[P]?.hand ?? null, seen };
}

/** A random fixed deal (without hands of four function cards, so that no redeal shows in public). */
export function randomDeal(players: number) {
  return (rng: Rng): Deal => {
    for (;;) {
      const cards = rng.shuffle(DECK_CARDS);
      const hands = Array.from({ length: players }, (_, i) => cards.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE));
      if (hands.every((h) => h.some(isClue)))
        return { suspects: rng.shuffle(SUSPECT_IDS), hands, deck: cards.slice(players * HAND_SIZE) };
    }
  };
}

/**
 * A deal P cannot tell from `deal` at the start: the same row and own hand; the other hands and
 * the deck mixed (half the time only two cards swap, so the games stay alike for longer), and
 * sometimes the hidden suspect deck reordered. Mixes that would change a redeal are retried.
 */
export function perturbDeal(deal: Deal, P: number, rng: Rng): Deal {
  const slots: [number, number][] = deal.hands.flatMap((h, i) => (i === P ? [] : h.map((_, j) => [i, j] as [number, number])));
  const pool = [...slots.map(([i, j]) => (deal.hands[i] as number[])[j] as number), ...deal.deck];
  for (;;) {
    let moved: number[];
    if (rng.chance(0.5)) moved = rng.shuffle(pool);
    else {
      moved = [...pool];
      const a = rng.int(moved.length);
      const b = rng.int(moved.length);
      [moved[a], moved[b]] = [moved[b] as number, moved[a] as number];
    }
    const hands = deal.hands.map((h) => [...h]);
    slots.forEach(([i, j], k) => ((hands[i] as number[])[j] = moved[k] as number));
    if (!hands.every((h) => h.some(isClue))) continue;
    const suspects = rng.chance(0.3)
      ? [...deal.suspects.slice(0, 4), ...rng.shuffle(deal.suspects.slice(4))]
      : [...deal.suspects];
    return { suspects, hands, deck: moved.slice(slots.length) };
  }
}
