import { fail, ok, parseWith, Rng, type Result, type SetupInput } from '@alibi/engine';
import { ALL_CARDS, ASSISTANTS, FACE_UP_TILES, HAND_SIZE, PUBLIC_CARDS, tileColour, tilesFor, type Assistant } from './cards.ts';
import { optionsSchema, type Deal, type Options, type State } from './types.ts';

export const PLAYER_COUNTS = [3, 4, 5];

/** Checks a fixed deal against the player count and the components. */
function checkDeal(deal: Deal, players: number, rival: boolean): string | null {
  if (deal.hands.length !== players) return `deal.hands must have ${players} hands`;
  for (const [i, hand] of deal.hands.entries()) {
    if (hand.length !== HAND_SIZE[players]) return `deal.hands[${i}] must have ${HAND_SIZE[players]} cards`;
  }
  const pub = deal.public ?? [];
  if (pub.length !== PUBLIC_CARDS[players]) return `deal.public must have ${PUBLIC_CARDS[players]} cards`;
  const all = [deal.missing, ...pub, ...deal.hands.flat()].sort((a, b) => a - b);
  if (all.join() !== ALL_CARDS.join()) return 'deal must place every card exactly once';
  if (deal.tiles) {
    const tiles = [...deal.tiles].sort((a, b) => a - b);
    if (tiles.join() !== tilesFor(players).join()) return `deal.tiles must be every tile of the ${players} colours in play, once`;
  }
  if (deal.rivals) {
    if (!rival) return 'deal.rivals needs the rival option';
    if (deal.rivals.length !== players || new Set(deal.rivals).size !== players)
      return `deal.rivals must name ${players} different assistants`;
  }
  return null;
}

/** Deals (or takes the fixed deal), draws four tiles, and opens the assistant choice. */
export function setup(input: SetupInput<unknown>): Result<State> {
  const { players, seed } = input;
  if (!PLAYER_COUNTS.includes(players))
    return fail('BAD_PLAYERS', `Perfect Alibi is played by 3, 4 or 5 players, not ${players}`);
  const parsed = parseWith(optionsSchema, input.options ?? {}, 'options');
  if (!parsed.ok) return parsed;
  const options: Options = parsed.value;
  if (options.unforgiving && !options.manualAnswers) return fail('BAD_OPTIONS', 'the unforgiving variant needs manual answers');
  const deal = options.deal;
  if (deal) {
    const problem = checkDeal(deal, players, options.rival);
    if (problem) return fail('BAD_OPTIONS', problem);
  }
  const rng = Rng.fromSeed(seed);
  let missing: number, hands: number[][], publicCards: number[];
  if (deal) {
    ({ missing, hands } = deal);
    publicCards = deal.public ?? [];
  } else {
    const cards = rng.shuffle(ALL_CARDS);
    missing = cards[0] as number;
    const size = HAND_SIZE[players] as number;
    hands = Array.from({ length: players }, (_, i) => cards.slice(1 + i * size, 1 + (i + 1) * size));
    publicCards = cards.slice(1 + players * size);
  }
  let rivals: (Assistant | null)[] = Array.from({ length: players }, () => null);
  if (options.rival) rivals = deal?.rivals ?? rng.shuffle(ASSISTANTS).slice(0, players);
  const stack = deal?.tiles ? [...deal.tiles] : rng.shuffle(tilesFor(players));
  const faceUp = stack.splice(0, FACE_UP_TILES);
  // The first tile's colour chooses first, then counterclockwise (down the seat order).
  const first = tileColour(faceUp[0] as number);
  const chooseOrder = Array.from({ length: players }, (_, i) => (first - i + players) % players);
  const sort = (xs: number[]) => [...xs].sort((a, b) => a - b);
  return ok({
    players,
    rules: { rival: options.rival, manualAnswers: options.manualAnswers, unforgiving: options.unforgiving },
    rng: rng.state,
    public: {
      publicCards: sort(publicCards),
      handSizes: hands.map((h) => h.length),
      faceUp,
      stackSize: stack.length,
      discard: [],
      pendingTile: null,
      assistants: Array.from({ length: players }, () => null),
      unused: [...ASSISTANTS],
      chooseOrder,
      phase: { kind: 'chooseAssistant', seat: chooseOrder[0] as number },
      active: -1,
      turn: 0,
      eliminated: Array.from({ length: players }, () => false),
      resigned: Array.from({ length: players }, () => false),
      questions: [],
      winners: null,
      endReason: null,
      confirmRequest: null,
    },
    hidden: { missing, stack, answers: [] },
    secret: hands.map((hand, i) => ({
      hand: sort(hand),
      rival: rivals[i] ?? null,
      seen: [],
      gave: [],
      heard: [],
      sawMissing: false,
    })),
  });
}
