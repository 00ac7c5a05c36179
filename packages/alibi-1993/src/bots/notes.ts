/**
 * A seat's note sheet, worked out from its own view only: which cards cannot be hidden, which
 * seats never held which cards, and the remaining candidates for each hidden card.
 */
import { ALL_CARDS, CARD_TYPES, cardType, cardsOfType, setCards, type CardType } from '../cards.ts';
import { filterCards } from '../questions.ts';
import type { View } from '../types.ts';

export interface Notes {
  /** Cards known not to be hidden. */
  notHidden: Set<number>;
  /** neverHeld[seat]: cards that seat is known never to have held this hand. */
  neverHeld: Set<number>[];
  /** Candidates for each hidden card, by type. */
  candidates: Record<CardType, number[]>;
}

export function deduce(v: View): Notes {
  const me = typeof v.viewer === 'number' ? v.viewer : -1;
  const notHidden = new Set<number>([...(v.seen ?? []), ...v.melds.flatMap((m) => setCards(m.set))]);
  const neverHeld = Array.from({ length: v.players }, () => new Set<number>());
  const mySeen = new Set(v.seen ?? []);
  if (me >= 0) for (const c of ALL_CARDS) if (!mySeen.has(c)) neverHeld[me]?.add(c);
  const filters = v.questions.map((q) => ({ ...q, cards: filterCards(q.question.filter) }));
  for (const q of filters) {
    // "Seen" only grows, so a zero there means the seat never held any of those cards.
    if (q.question.scope === 'seen' && q.answer === 0) for (const c of q.cards) neverHeld[q.target]?.add(c);
  }
  const hidden = new Set<number>();
  for (let changed = true; changed;) {
    changed = false;
    const mark = (set: Set<number>, c: number) => {
      if (!set.has(c)) {
        set.add(c);
        changed = true;
      }
    };
    // Every counted card is a real card, not a hidden one: when the answer leaves no room, the
    // filter's unknown cards are all out.
    for (const q of filters) {
      const unknown = q.cards.filter((c) => !notHidden.has(c));
      if (unknown.length > 0 && q.answer - (q.cards.length - unknown.length) >= unknown.length)
        for (const c of unknown) mark(notHidden, c);
    }
    // A card that nobody ever held was never dealt: it is hidden, and the rest of its type is not.
    for (const c of ALL_CARDS) {
      if (!hidden.has(c) && neverHeld.every((s) => s.has(c))) {
        mark(hidden, c);
        for (const other of cardsOfType(cardType(c))) if (other !== c) mark(notHidden, other);
      }
    }
  }
  const candidates = Object.fromEntries(CARD_TYPES.map((t) => [t, cardsOfType(t).filter((c) => !notHidden.has(c))])) as Record<
    CardType,
    number[]
  >;
  return { notHidden, neverHeld, candidates };
}
