import { fail, ok, parseWith, Rng, type Result, type SetupInput } from '@alibi/engine';
import { ALL_CARDS, CARD_TYPES, cardType, cardsOfType, firstSeatAfterDeal } from './cards.ts';
import { optionsSchema, type Deal, type Event, type SeatSecret, type State } from './types.ts';

export const PLAYER_COUNTS = [3, 4, 5, 6];

const ascending = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** Checks a fixed deal against the player count and the deck. */
function checkDeal(deal: Deal, players: number): string | null {
  if (deal.hands.length !== players) return `deal.hands must have ${players} hands`;
  const types = deal.hidden.map(cardType);
  if (CARD_TYPES.some((t) => !types.includes(t))) return 'deal.hidden must be one suspect, one place, one weapon and one emotion';
  const all = ascending([...deal.hidden, ...deal.hands.flat()]);
  if (all.join() !== ALL_CARDS.join()) return 'deal must place every card exactly once';
  if (deal.first !== undefined && deal.first >= players) return `deal.first must be a seat below ${players}`;
  return null;
}

/** The hidden cards in type order: suspect, place, weapon, emotion. */
const inTypeOrder = (cards: readonly number[]) => CARD_TYPES.map((t) => cards.find((c) => cardType(c) === t) as number);

export interface DealtHand {
  dealer: number;
  first: number;
  solution: number[];
  hands: number[][];
}

/** A shuffled deal: one hidden card of each type, the rest dealt one by one from the seat after the dealer. */
export function shuffleDeal(rng: Rng, players: number, dealer: number): DealtHand {
  const solution = CARD_TYPES.map((t) => rng.pick(cardsOfType(t)));
  const rest = rng.shuffle(ALL_CARDS.filter((c) => !solution.includes(c)));
  const hands: number[][] = Array.from({ length: players }, () => []);
  rest.forEach((c, k) => (hands[(dealer + 1 + k) % players] as number[]).push(c));
  return { dealer, first: firstSeatAfterDeal(players, dealer), solution, hands };
}

/** Fresh per-seat secrets for a new hand. */
export const secretsFor = (hands: number[][]): SeatSecret[] =>
  hands.map((h) => {
    const hand = ascending(h);
    return { hand, held: [...hand], kept: [...hand], outgoing: null, lastPass: null, sheet: null };
  });

export const handStarted = (s: State): Event => ({
  type: 'handStarted',
  handNumber: s.public.handNumber,
  dealer: s.public.dealer,
  first: s.public.first,
  handSizes: [...s.public.handSizes],
});

/** Deals (or takes the fixed deal) and opens the first turn. */
export function setup(input: SetupInput<unknown>): Result<State> {
  const { players, seed } = input;
  if (!PLAYER_COUNTS.includes(players)) return fail('BAD_PLAYERS', `Alibi (1993) is played by 3 to 6 players, not ${players}`);
  const parsed = parseWith(optionsSchema, input.options ?? {}, 'options');
  if (!parsed.ok) return parsed;
  const options = parsed.value;
  const deal = options.deal;
  if (deal) {
    const problem = checkDeal(deal, players);
    if (problem) return fail('BAD_OPTIONS', problem);
  }
  const rng = Rng.fromSeed(seed);
  // A fixed deal counts as dealt from the last seat, so seat 0 got the first card.
  const dealt: DealtHand = deal
    ? {
        dealer: players - 1,
        first: deal.first ?? firstSeatAfterDeal(players, players - 1),
        solution: inTypeOrder(deal.hidden),
        hands: deal.hands,
      }
    : shuffleDeal(rng, players, rng.int(players));
  return ok({
    players,
    rules: { series: options.series },
    rng: rng.state,
    public: {
      handNumber: 1,
      dealer: dealt.dealer,
      first: dealt.first,
      phase: { kind: 'turn', seat: dealt.first },
      round: 1,
      asked: 0,
      handSizes: dealt.hands.map((h) => h.length),
      questions: [],
      melds: [],
      chosen: Array.from({ length: players }, () => false),
      written: Array.from({ length: players }, () => false),
      totals: Array.from({ length: players }, () => 0),
      results: [],
      winners: null,
      resigned: Array.from({ length: players }, () => false),
    },
    hidden: { solution: dealt.solution },
    secret: secretsFor(dealt.hands),
  });
}
