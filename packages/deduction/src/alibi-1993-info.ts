/**
 * Alibi (1993): one seat's information set, as a plain list of steps over an abstract deck (card
 * ids with a type each), so that the same engines run on the real 78-card game and on the small
 * synthetic decks of the tests.
 */
import {
  CARD_COUNT,
  cardType,
  CARD_TYPES,
  filterCards,
  setCards,
  type ProjectedEvent,
  type Scope,
  type View,
} from '@alibi/alibi-1993';

/** One public or private happening of the current hand, in the order it happened. */
export type A93Step =
  /** `target` answered `answer` to "how many of `cards` … in `scope`" (never one of the viewer's own answers). */
  | { kind: 'ask'; target: number; cards: number[]; scope: Scope; answer: number }
  /** `seat` melded these three cards from its hand. */
  | { kind: 'meld'; seat: number; cards: number[] }
  /**
   * `seat` set `count` cards of its hand aside to pass to the left. `cards` are the very cards when
   * the viewer knows them (its own pass, and its right neighbour's once received), else null.
   */
  | { kind: 'choose'; seat: number; count: number; cards: number[] | null }
  /** Every set-aside card lands in the hand to the left of its passer. */
  | { kind: 'pass' };

export interface A93Info {
  game: 'alibi-1993';
  /** The seat whose information this is (-1: a spectator, who holds no cards). */
  viewer: number;
  players: number;
  /** Type index (0 suspect, 1 place, 2 weapon, 3 emotion) of every card id; one card of each type is hidden. */
  cardTypes: number[];
  /** Hand sizes right after the deal. */
  dealtSizes: number[];
  /** The viewer's hand right after the deal. */
  dealt: number[];
  steps: A93Step[];
}

const ascending = (xs: Iterable<number>) => [...xs].sort((a, b) => a - b);

/**
 * The information set of the seat whose view this is, from its view and the projected events it
 * received (the whole game's or only the current hand's: events before the last `handStarted` are
 * dropped). The view's own cards and the passes it took part in give back its dealt hand.
 */
export function infoSet(view: View, events: readonly ProjectedEvent[]): A93Info {
  const me = typeof view.viewer === 'number' ? view.viewer : -1;
  const n = view.players;
  const lastStart = events.map((e) => e.type).lastIndexOf('handStarted');
  const hand = events.slice(lastStart + 1);

  // Walk back from now to the deal: undo the pending choice, then every meld and pass in reverse.
  const mine = new Set<number>([...(view.cards ?? []), ...(view.outgoing ?? [])]);
  const sizes = [...view.handSizes];
  const lastPass = hand.map((e) => e.type).lastIndexOf('passed');
  for (const e of hand.slice(lastPass + 1)) if (e.type === 'passChosen') sizes[e.seat] = (sizes[e.seat] as number) + e.count;
  for (const e of [...hand].reverse()) {
    if (e.type === 'melded') {
      sizes[e.seat] = (sizes[e.seat] as number) + 3;
      if (e.seat === me) for (const c of setCards(e.set)) mine.add(c);
    } else if (e.type === 'passed') {
      for (let s = 0; s < n; s++)
        sizes[s] = (sizes[s] as number) - (e.counts[(s - 1 + n) % n] as number) + (e.counts[s] as number);
      if (me >= 0) {
        for (const c of e.cards[(me - 1 + n) % n] ?? []) mine.delete(c);
        for (const c of e.cards[me] ?? []) mine.add(c);
      }
    }
  }

  const steps: A93Step[] = [];
  hand.forEach((e, i) => {
    switch (e.type) {
      case 'asked':
        if (e.target !== me)
          steps.push({
            kind: 'ask',
            target: e.target,
            cards: filterCards(e.question.filter),
            scope: e.question.scope,
            answer: e.answer,
          });
        return;
      case 'melded':
        steps.push({ kind: 'meld', seat: e.seat, cards: setCards(e.set) });
        return;
      case 'passChosen': {
        // The cards become known when the passes land (or, for the viewer's own, as soon as chosen).
        const landed = hand.slice(i + 1).find((x) => x.type === 'passed');
        const known = landed && landed.type === 'passed' ? landed.cards[e.seat] : e.seat === me ? view.outgoing : null;
        const cards = me >= 0 && (e.seat === me || e.seat === (me - 1 + n) % n) && known ? ascending(known) : null;
        steps.push({ kind: 'choose', seat: e.seat, count: e.count, cards });
        return;
      }
      case 'passed':
        steps.push({ kind: 'pass' });
        return;
      default:
        return;
    }
  });
  return {
    game: 'alibi-1993',
    viewer: me,
    players: n,
    cardTypes: Array.from({ length: CARD_COUNT }, (_, c) => CARD_TYPES.indexOf(cardType(c))),
    dealtSizes: sizes,
    dealt: ascending(mine),
    steps,
  };
}
