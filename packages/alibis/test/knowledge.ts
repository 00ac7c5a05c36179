import type { Rng } from '@alibi/engine';
import { WORDS, pairsPerPlayer, suspectCount, type Deal, type RoundDeal, type State } from '../src/index.ts';

/**
 * What seat P is entitled to know, per the rules, read straight from the state (independently of
 * view.ts and project): everything on the table (words, who has written or confirmed, shared
 * alibis, heat, finished rounds with all that was revealed) and its own pairs, alibis and board.
 * Other players' suspects, unshared alibis and boards, the perpetrator and the coming rounds' words
 * stay unknown.
 */
export function knowledge(raw: unknown, P: number): unknown {
  const s = raw as State;
  return { table: s.public, mine: s.secret[P] ?? null };
}

const dealRound = (rng: Rng, players: number, words: readonly string[]): RoundDeal => {
  const cards = rng.shuffle(Array.from({ length: suspectCount(players) }, (_, i) => i));
  const per = pairsPerPlayer(players) * 2;
  return { words: [...words], hands: Array.from({ length: players }, (_, seat) => cards.slice(seat * per, (seat + 1) * per)) };
};

/** A random fixed deal: three rounds of distinct words from the list. */
export function randomDeal(players: number) {
  return (rng: Rng): Deal => {
    const n = suspectCount(players);
    const deck = rng.shuffle(WORDS);
    return { rounds: [0, 1, 2].map((r) => dealRound(rng, players, deck.slice(r * n, (r + 1) * n))) };
  };
}

/**
 * A deal P cannot tell from `deal` until a chosen round (round 1 mostly, sometimes round 2): the
 * rounds before it unchanged; in it the same words and own hand, the other hands and the
 * perpetrator mixed (sometimes only the order of another seat's cards, which changes its pairs but
 * keeps its boards legal, so the games stay alike through the guessing); the rounds after it dealt
 * afresh from other words.
 */
export function perturbDeal(deal: Deal, P: number, rng: Rng): Deal {
  const players = deal.rounds[0]?.hands.length as number;
  const at = rng.chance(0.7) ? 0 : 1;
  const round = deal.rounds[at] as RoundDeal;
  let hands = round.hands.map((h) => [...h]);
  const others = hands.map((_, seat) => seat).filter((seat) => seat !== P);
  if (rng.chance(0.5)) {
    const seat = rng.pick(others);
    hands[seat] = rng.shuffle(hands[seat] as number[]);
  } else {
    const n = suspectCount(players);
    const dealt = new Set(hands.flat());
    const free = Array.from({ length: n }, (_, i) => i).filter((x) => !dealt.has(x));
    const pool = rng.shuffle([...others.flatMap((seat) => hands[seat] as number[]), ...free]);
    hands = hands.map((h, seat) => (seat === P ? h : pool.splice(0, h.length)));
  }
  const fresh = randomDeal(players)(rng);
  return {
    rounds: deal.rounds.map((r, i) =>
      i < at ? r : i === at ? { words: [...round.words], hands } : (fresh.rounds[i] as RoundDeal),
    ),
  };
}
