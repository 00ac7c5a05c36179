import { fail, ok, parseWith, Rng, type Result, type SetupInput } from '@alibi/engine';
import { DECK_CARDS, HAND_SIZE, ROW_SIZE, SUSPECT_IDS, isClue } from './cards.ts';
import { optionsSchema, type Deal, type State } from './types.ts';

export const PLAYER_COUNTS = [2, 3, 4, 5];

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const samePool = (xs: readonly number[], pool: readonly number[]) => sorted(xs).join() === pool.join();

function checkDeal(deal: Deal, players: number): string | null {
  // Every suspect once, or (a shorter game) some of them, none twice.
  if (new Set(deal.suspects).size !== deal.suspects.length || !deal.suspects.every((id) => SUSPECT_IDS.includes(id)))
    return 'deal.suspects must list suspects once each';
  if (deal.hands.length !== players) return `deal.hands must have ${players} hands`;
  if (!samePool([...deal.hands.flat(), ...deal.deck], DECK_CARDS)) return 'deal.hands and deal.deck must hold every deck card once';
  return null;
}

/** Turns up four suspects, deals four cards each (redealing hands of function cards only) and seats the first player. */
export function setup(input: SetupInput<unknown>): Result<State> {
  const { players, seed } = input;
  if (!PLAYER_COUNTS.includes(players)) return fail('BAD_PLAYERS', `Alibi Clues is played by 2 to 5 players, not ${players}`);
  const parsed = parseWith(optionsSchema, input.options ?? {}, 'options');
  if (!parsed.ok) return parsed;
  const { deal, firstPlayer } = parsed.value;
  if (firstPlayer !== undefined && firstPlayer >= players) return fail('BAD_OPTIONS', `firstPlayer must be a seat below ${players}`);
  if (deal) {
    const problem = checkDeal(deal, players);
    if (problem) return fail('BAD_OPTIONS', problem);
  }
  const rng = Rng.fromSeed(seed);
  const suspects = deal ? [...deal.suspects] : rng.shuffle(SUSPECT_IDS);
  let hands: number[][];
  let deck: number[];
  if (deal) {
    hands = deal.hands.map((h) => [...h]);
    deck = [...deal.deck];
  } else {
    const cards = rng.shuffle(DECK_CARDS);
    hands = Array.from({ length: players }, (_, i) => cards.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE));
    deck = cards.slice(players * HAND_SIZE);
  }
  // A hand without a clue card is shown, discarded and replaced, in seat order, until it has one.
  const discard: number[] = [];
  const redeals: State['public']['redeals'] = [];
  hands.forEach((hand, seat) => {
    let h = hand;
    while (!h.some(isClue) && deck.length >= HAND_SIZE) {
      redeals.push({ seat, cards: sorted(h) });
      discard.push(...h);
      h = deck.splice(0, HAND_SIZE);
    }
    hands[seat] = h;
  });
  const first = firstPlayer ?? rng.int(players);
  return ok({
    players,
    rng: rng.state,
    public: {
      row: suspects.slice(0, ROW_SIZE),
      covers: Array.from({ length: ROW_SIZE }, () => null),
      tables: hands.map(() => []),
      discard,
      deckSize: deck.length,
      suspectsLeft: suspects.length - ROW_SIZE,
      handSizes: hands.map((h) => h.length),
      scores: hands.map(() => 0),
      phase: { kind: 'start', seat: first },
      right: null,
      firstPlayer: first,
      turn: 1,
      round: 1,
      cases: [],
      redeals,
      winners: null,
      resigned: hands.map(() => false),
    },
    hidden: { deck, suspects: suspects.slice(ROW_SIZE) },
    secret: hands.map((h) => ({ hand: sorted(h) })),
  });
}
