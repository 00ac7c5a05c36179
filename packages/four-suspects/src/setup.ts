import { fail, ok, parseWith, Rng, type Result, type SetupInput } from '@alibi/engine';
import { ALL_CARDS, FACE_UP, INTERROGATION_CARDS, LEFT_ROOM, MISSING_COUNT, helpersFor } from './cards.ts';
import { optionsSchema, type Deal, type SeatSecret, type State } from './types.ts';

export const PLAYER_COUNTS = [2, 3, 4, 5];

const sort = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** Hand sizes: the cards left after the missing one(s) are dealt out one by one from seat 0. */
export function handSizes(players: number): number[] {
  const dealt = 16 - MISSING_COUNT(players);
  return Array.from({ length: players }, (_, i) => Math.floor(dealt / players) + (i < dealt % players ? 1 : 0));
}

/** Checks a fixed deal against the player count and the components. */
function checkDeal(deal: Deal, players: number): string | null {
  if (deal.missing.length !== MISSING_COUNT(players)) return `deal.missing must name ${MISSING_COUNT(players)} card(s)`;
  if (deal.hands.length !== players) return `deal.hands must have ${players} hands`;
  const sizes = sort(deal.hands.map((h) => h.length));
  if (sizes.join() !== sort(handSizes(players)).join())
    return `deal.hands must have sizes ${sort(handSizes(players)).join(', ')}`;
  const all = sort([...deal.missing, ...deal.hands.flat()]);
  if (all.join() !== ALL_CARDS.join()) return 'deal must place every alibi card exactly once';
  if (deal.deck && sort(deal.deck).join() !== INTERROGATION_CARDS.join())
    return 'deal.deck must hold every interrogation card once';
  if (deal.start !== undefined && (players === 4 || deal.start >= players))
    return 'deal.start is for 2, 3 or 5 players and must be a seat';
  if (deal.peek !== undefined) {
    const short = deal.hands.findIndex((h) => h.length === 3);
    if (players !== 4 || !(deal.hands[(short + 1) % 4] ?? []).includes(deal.peek))
      return 'deal.peek must be a card of the seat after the smaller hand (4 players)';
  }
  if (deal.rooms) {
    if (players !== 2 || deal.rooms.length !== 2) return 'deal.rooms needs 2 players and one left room each';
    for (const [i, left] of deal.rooms.entries()) {
      if (new Set(left).size !== LEFT_ROOM || !left.every((c) => deal.hands[i]?.includes(c)))
        return `deal.rooms[${i}] must be 3 cards of that hand`;
    }
  }
  return null;
}

/** Deals (or takes the fixed deal), turns up two interrogation cards and picks the first player. */
export function setup(input: SetupInput<unknown>): Result<State> {
  const { players, seed } = input;
  if (!PLAYER_COUNTS.includes(players)) return fail('BAD_PLAYERS', `Four Suspects is played by 2 to 5 players, not ${players}`);
  const parsed = parseWith(optionsSchema, input.options ?? {}, 'options');
  if (!parsed.ok) return parsed;
  const deal = parsed.value.deal;
  if (deal) {
    const problem = checkDeal(deal, players);
    if (problem) return fail('BAD_OPTIONS', problem);
  }
  const rng = Rng.fromSeed(seed);
  let missing: number[], hands: number[][];
  if (deal) ({ missing, hands } = deal);
  else {
    const cards = rng.shuffle(ALL_CARDS);
    const m = MISSING_COUNT(players);
    missing = cards.slice(0, m);
    const sizes = handSizes(players);
    // Who gets the smaller hand (4 players) is part of the shuffle too.
    const offset = rng.int(players);
    let at = m;
    hands = Array.from({ length: players }, () => []);
    for (let k = 0; k < players; k++) {
      const size = sizes[k] as number;
      hands[(k + offset) % players] = cards.slice(at, at + size);
      at += size;
    }
  }
  const deck = deal?.deck ? [...deal.deck] : rng.shuffle(INTERROGATION_CARDS);
  const faceUp = deck.splice(0, FACE_UP);
  const secret: SeatSecret[] = hands.map((hand) => ({
    hand: sort(hand),
    rooms: null,
    seen: [],
    gave: [],
    heard: [],
    guess: null,
    guessed: null,
    sawMissing: false,
  }));
  let start: number;
  let peek: State['public']['peek'] = null;
  if (players === 4) {
    // The player with the smaller hand looks at a random card of the next player, who starts.
    const short = hands.findIndex((h) => h.length === 3);
    const from = (short + 1) % 4;
    const theirs = secret[from]?.hand ?? [];
    const card = deal?.peek ?? (theirs[rng.int(theirs.length)] as number);
    secret[short]?.seen.push({ question: null, card, from, room: null, how: 'peek' });
    secret[from]?.gave.push({ question: null, card, to: short, how: 'peek' });
    peek = { seat: short, from };
    start = from;
  } else start = deal?.start ?? rng.int(players);
  const roomsReady = Array.from({ length: players }, () => players !== 2);
  if (deal?.rooms) {
    deal.rooms.forEach((left, i) => {
      const me = secret[i] as SeatSecret;
      me.rooms = { left: sort(left), right: me.hand.filter((c) => !left.includes(c)) };
      roomsReady[i] = true;
    });
  }
  const helpers = helpersFor(players);
  const ready = roomsReady.every(Boolean);
  return ok({
    players,
    rng: rng.state,
    public: {
      handSizes: hands.map((h) => h.length),
      faceUp,
      deckSize: deck.length,
      coins: hands.map(() => []),
      helpers,
      owners: helpers.map(() => null),
      phase: ready ? { kind: 'turn', seat: start } : { kind: 'rooms' },
      guessing: null,
      active: ready ? start : -1,
      turn: ready ? 1 : 0,
      effects: { scout: false, confidant: false, courier: false },
      eliminated: hands.map(() => false),
      resigned: hands.map(() => false),
      roomsReady,
      peek,
      start,
      questions: [],
      winners: null,
      endReason: null,
    },
    hidden: { missing: sort(missing), deck, answers: [] },
    secret,
  });
}
