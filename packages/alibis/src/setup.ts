import { fail, ok, parseWith, Rng, type Result, type SetupInput } from '@alibi/engine';
import { HEAT, PLAYER_COUNTS, ROUNDS, pairsPerPlayer, suspectCount } from './rules.ts';
import { optionsSchema, type Deal, type RoundDeal, type State } from './types.ts';
import { WORDS } from './words.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function checkRound(round: RoundDeal, players: number, r: number): string | null {
  const n = suspectCount(players);
  const cards = pairsPerPlayer(players) * 2;
  if (round.words.length !== n) return `deal.rounds.${r}.words must have ${n} words`;
  if (new Set(round.words).size !== n) return `deal.rounds.${r}.words must be distinct`;
  if (round.hands.length !== players) return `deal.rounds.${r}.hands must have ${players} hands`;
  if (round.hands.some((h) => h.length !== cards)) return `deal.rounds.${r}.hands must hold ${cards} suspects each`;
  const dealt = round.hands.flat();
  if (new Set(dealt).size !== dealt.length || dealt.some((s) => s >= n))
    return `deal.rounds.${r}.hands must hold distinct suspects below ${n}`;
  return null;
}

/** One round's words (from the deck) and suspect cards. */
function dealRound(rng: Rng, players: number, words: string[]): RoundDeal {
  const cards = rng.shuffle(range(suspectCount(players)));
  const per = pairsPerPlayer(players) * 2;
  return { words, hands: range(players).map((seat) => cards.slice(seat * per, (seat + 1) * per)) };
}

/** Deals all three rounds at once (words never repeat within a game), then starts round 1. */
export function setup(input: SetupInput<unknown>): Result<State> {
  const { players, seed } = input;
  if (!PLAYER_COUNTS.includes(players)) return fail('BAD_PLAYERS', `Alibis is played by 2 to 6 players, not ${players}`);
  const parsed = parseWith(optionsSchema, input.options ?? {}, 'options');
  if (!parsed.ok) return parsed;
  const { deal, firstPlayer } = parsed.value;
  if (firstPlayer !== undefined && firstPlayer >= players)
    return fail('BAD_OPTIONS', `firstPlayer must be a seat below ${players}`);
  if (deal) {
    for (let r = 0; r < deal.rounds.length; r++) {
      const problem = checkRound(deal.rounds[r] as RoundDeal, players, r);
      if (problem) return fail('BAD_OPTIONS', problem);
    }
  }
  const rng = Rng.fromSeed(seed);
  const n = suspectCount(players);
  let rounds: Deal['rounds'];
  if (deal) rounds = deal.rounds.map((r) => ({ words: [...r.words], hands: r.hands.map((h) => [...h]) }));
  else {
    const deck = rng.shuffle(WORDS);
    rounds = range(ROUNDS).map((r) => dealRound(rng, players, deck.slice(r * n, (r + 1) * n)));
  }
  const first = firstPlayer ?? rng.int(players);
  const [current, ...upcoming] = rounds as [RoundDeal, ...RoundDeal[]];
  return ok({
    players,
    rng: rng.state,
    public: {
      phase: 'write',
      round: 1,
      heat: HEAT[players] as number,
      heatStart: HEAT[players] as number,
      firstPlayer: first,
      words: current.words,
      written: range(players).map(() => false),
      alibis: null,
      confirmed: range(players).map(() => false),
      history: [],
      rating: null,
    },
    hidden: { perpetrator: perpetratorOf(current, n), upcoming },
    secret: current.hands.map((hand) => ({ pairs: pairsOf(hand), alibis: null, guess: null })),
  });
}

/** `[a, b, c, d]` -> `[[a, b], [c, d]]`. */
export const pairsOf = (hand: readonly number[]): [number, number][] =>
  range(hand.length / 2).map((i) => [hand[2 * i] as number, hand[2 * i + 1] as number]);

/** The one suspect no hand holds. */
export const perpetratorOf = (round: RoundDeal, suspects: number): number => {
  const dealt = new Set(round.hands.flat());
  return range(suspects).find((s) => !dealt.has(s)) as number;
};
