import type { Rng } from '@alibi/engine';
import { ALL_CARDS, CARD_TYPES, cardSet, cardType, cardsOfType, type Deal, type State } from '../src/index.ts';

/**
 * What seat P is entitled to know, per the rules, read straight from the state (independently of
 * view.ts and project): the whole public table (questions and answers are heard by everyone,
 * melds and scored hands are face up) and its own secrets (hand, cards held, cards kept, chosen
 * pass, sheet). At the end everything is revealed.
 */
export function knowledge(raw: unknown, P: number): unknown {
  const s = raw as State;
  if (s.public.phase.kind === 'over') return s;
  return { public: s.public, me: s.secret[P] };
}

/** A random fixed deal: one hidden card of each type, the rest dealt round-robin from seat 0. */
export function randomDeal(players: number) {
  return (rng: Rng): Deal => {
    const hidden = CARD_TYPES.map((t) => rng.pick(cardsOfType(t)));
    const rest = rng.shuffle(ALL_CARDS.filter((c) => !hidden.includes(c)));
    const hands: number[][] = Array.from({ length: players }, () => []);
    rest.forEach((c, k) => hands[k % players]?.push(c));
    return { hidden, hands: hands.map((h) => h.sort((a, b) => a - b)) };
  };
}

/**
 * A deal P cannot tell from `deal` at the start: the same own hand and hand sizes; the other
 * hands and the hidden cards reshuffled (keeping one hidden card per type). Half the time only two
 * cards swap (often of one set), so the games stay alike for longer and the comparison reaches
 * deeper into play.
 */
export function perturbDeal(deal: Deal, P: number, rng: Rng): Deal {
  const slots: [number, number][] = deal.hands.flatMap((h, i) => (i === P ? [] : h.map((_, j) => [i, j] as [number, number])));
  const hands = deal.hands.map((h) => [...h]);
  const hidden = [...deal.hidden];
  const at = (slot: [number, number]) => (hands[slot[0]] as number[])[slot[1]] as number;
  const put = (slot: [number, number], c: number) => ((hands[slot[0]] as number[])[slot[1]] = c);
  const mode = rng.int(4);
  if (mode === 0) {
    // Swap two cards of one set (or a hidden card with a card of its set): most answers stay equal for long.
    const a = rng.pick(slots);
    const mates = slots.filter((b) => cardSet(at(b)) === cardSet(at(a)) && b[0] !== a[0]);
    const h = hidden.findIndex((c) => cardSet(c) === cardSet(at(a)));
    const c = at(a);
    if (h >= 0 && (mates.length === 0 || rng.chance(0.5))) {
      put(a, hidden[h] as number);
      hidden[h] = c;
    } else if (mates.length > 0) {
      const b = rng.pick(mates);
      put(a, at(b));
      put(b, c);
    }
  } else if (mode === 1) {
    // Swap a hidden card with another-hand card of its type, or two other-hand cards.
    const a = rng.pick(slots);
    const c = at(a);
    if (rng.chance(0.5)) {
      const h = hidden.findIndex((x) => cardType(x) === cardType(c));
      put(a, hidden[h] as number);
      hidden[h] = c;
    } else {
      const b = rng.pick(slots);
      put(a, at(b));
      put(b, c);
    }
  } else {
    const pool = [...hidden, ...slots.map(at)];
    const newHidden = CARD_TYPES.map((t) => rng.pick(pool.filter((c) => cardType(c) === t)));
    const rest = rng.shuffle(pool.filter((c) => !newHidden.includes(c)));
    slots.forEach((slot, k) => put(slot, rest[k] as number));
    hidden.splice(0, 4, ...newHidden);
  }
  return { ...deal, hidden, hands: hands.map((h) => h.sort((a, b) => a - b)) };
}
