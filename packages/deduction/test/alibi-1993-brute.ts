/**
 * Alibi (1993) test tools: small synthetic hands (reduced decks, played at random with true
 * answers), and an independent brute force that enumerates every concrete deal and every concrete
 * choice of passed cards, replays the steps card by card, and counts the histories that fit.
 */
import { Rng } from '@alibi/engine';
import type { A93Info, A93Step } from '../src/alibi-1993.ts';

export interface Synthetic {
  info: A93Info;
  /** The true hidden cards (one per type). */
  hidden: number[];
}

const SCOPES = ['hand', 'seen', 'kept'] as const;

/**
 * A random small hand: `typeSizes[t]` cards of type t (consecutive ids; each run of three of a type
 * is a meldable set), `players` seats, played for up to `rounds` rounds and cut at a random step.
 */
export function syntheticHand(rng: Rng, players: number, typeSizes: number[], rounds: number): Synthetic {
  const cardTypes = typeSizes.flatMap((size, t) => Array.from({ length: size }, () => t));
  const sets: number[][] = [];
  let at = 0;
  for (const size of typeSizes) {
    for (let k = 0; k + 3 <= size; k += 3) sets.push([at + k, at + k + 1, at + k + 2]);
    at += size;
  }
  const hidden = typeSizes.map((_, t) => rng.pick(cardTypes.flatMap((tt, c) => (tt === t ? [c] : []))));
  const rest = rng.shuffle(cardTypes.map((_, c) => c).filter((c) => !hidden.includes(c)));
  const hands: number[][] = Array.from({ length: players }, () => []);
  rest.forEach((c, k) => hands[k % players]?.push(c));
  const held = hands.map((h) => new Set(h));
  const kept = hands.map((h) => new Set(h));
  const melded = new Set<number>();
  const viewer = rng.int(players);
  const dealt = [...(hands[viewer] as number[])].sort((a, b) => a - b);
  const dealtSizes = hands.map((h) => h.length);
  const truth: { step: A93Step; chosen?: number[] }[] = [];
  const cutAt = rng.int(rounds * (players * 3) + 1);

  const maybeMeld = () => {
    for (let seat = 0; seat < players; seat++)
      for (const set of sets) {
        const hand = hands[seat] as number[];
        if (set.every((c) => hand.includes(c)) && rng.chance(0.7)) {
          hands[seat] = hand.filter((c) => !set.includes(c));
          for (const c of set) {
            kept[seat]?.delete(c);
            melded.add(c);
          }
          truth.push({ step: { kind: 'meld', seat, cards: [...set] } });
        }
      }
  };
  for (let round = 1; round <= rounds && truth.length < cutAt; round++) {
    for (let asker = 0; asker < players; asker++) {
      maybeMeld();
      const target = (asker + 1 + rng.int(players - 1)) % players;
      const scope = rng.pick([...SCOPES]);
      const wholeType = rng.chance(0.3) ? rng.int(typeSizes.length) : -1;
      const cards =
        wholeType >= 0
          ? cardTypes.flatMap((t, c) => (t === wholeType ? [c] : []))
          : rng.shuffle(cardTypes.map((_, c) => c)).slice(0, 1 + rng.int(3));
      const filter = [...new Set(cards)].sort((a, b) => a - b);
      const scopeCards =
        scope === 'hand'
          ? (hands[target] as number[])
          : scope === 'kept'
            ? [...(kept[target] as Set<number>)]
            : [...(held[target] as Set<number>), ...melded];
      const answer = new Set(scopeCards.filter((c) => filter.includes(c))).size;
      truth.push({ step: { kind: 'ask', target, cards: filter, scope, answer } });
    }
    maybeMeld();
    const outgoing = hands.map((hand) =>
      rng
        .shuffle([...hand])
        .slice(0, Math.min(round, hand.length))
        .sort((a, b) => a - b),
    );
    outgoing.forEach((cards, seat) => {
      hands[seat] = (hands[seat] as number[]).filter((c) => !cards.includes(c));
      for (const c of cards) kept[seat]?.delete(c);
      truth.push({ step: { kind: 'choose', seat, count: cards.length, cards: null }, chosen: cards });
    });
    if (truth.length >= cutAt) break;
    outgoing.forEach((cards, seat) => {
      const to = (seat + 1) % players;
      hands[to]?.push(...cards);
      for (const c of cards) held[to]?.add(c);
    });
    truth.push({ step: { kind: 'pass' } });
  }
  const cut = truth.slice(0, Math.max(cutAt, 0));
  const right = (viewer - 1 + players) % players;
  const steps: A93Step[] = cut.flatMap(({ step, chosen }, i): A93Step[] => {
    if (step.kind === 'ask' && step.target === viewer) return [];
    if (step.kind !== 'choose') return [step];
    // The viewer knows its own pass, and its right neighbour's once it has landed.
    const passedLater = cut.slice(i + 1).some((t) => t.step.kind === 'pass');
    const knows = step.seat === viewer || (step.seat === right && passedLater);
    return [{ ...step, cards: knows ? (chosen as number[]) : null }];
  });
  return { info: { game: 'alibi-1993', viewer, players, cardTypes, dealtSizes, dealt, steps }, hidden };
}

export class BruteBudgetExceeded extends Error {}

export interface BruteResult {
  total: number;
  /** Per card: the probability that it is hidden. */
  hidden: number[];
}

interface World {
  hands: Set<number>[];
  held: Set<number>[];
  kept: Set<number>[];
  melded: Set<number>;
  transit: { card: number; to: number }[];
}

const copyWorld = (w: World): World => ({
  hands: w.hands.map((s) => new Set(s)),
  held: w.held.map((s) => new Set(s)),
  kept: w.kept.map((s) => new Set(s)),
  melded: new Set(w.melded),
  transit: w.transit.map((t) => ({ ...t })),
});

function subsets(pool: number[], k: number): number[][] {
  if (k === 0) return [[]];
  if (pool.length < k) return [];
  const [first, ...rest] = pool as [number, ...number[]];
  return [...subsets(rest, k - 1).map((s) => [first, ...s]), ...subsets(rest, k)];
}

/** A single concrete history: the dealt hands, and the cards of every choice in step order. */
export interface History {
  hands: number[][];
  choices: number[][];
}

/**
 * Every concrete history, counted once: P(card hidden) = histories where it is hidden / all. With
 * `only`, just that one history is replayed (total 1 if it fits every step, else 0).
 */
export function bruteHidden(info: A93Info, budget = 5_000_000, only?: History): BruteResult {
  const n = info.players;
  const cardCount = info.cardTypes.length;
  const typeCount = new Set(info.cardTypes).size;
  let nodes = 0;
  let total = 0;
  const hiddenCount = new Array<number>(cardCount).fill(0);

  const replay = (w: World, i: number): number => {
    if (++nodes > budget) throw new BruteBudgetExceeded();
    const step = info.steps[i];
    if (!step) return 1;
    switch (step.kind) {
      case 'ask': {
        const t = step.target;
        const scope =
          step.scope === 'hand' ? w.hands[t] : step.scope === 'kept' ? w.kept[t] : new Set([...(w.held[t] ?? []), ...w.melded]);
        const count = step.cards.filter((c) => scope?.has(c)).length;
        return count === step.answer ? replay(w, i + 1) : 0;
      }
      case 'meld': {
        if (!step.cards.every((c) => w.hands[step.seat]?.has(c))) return 0;
        const next = copyWorld(w);
        for (const c of step.cards) {
          next.hands[step.seat]?.delete(c);
          next.kept[step.seat]?.delete(c);
          next.melded.add(c);
        }
        return replay(next, i + 1);
      }
      case 'choose': {
        const hand = [...(w.hands[step.seat] ?? [])].sort((a, b) => a - b);
        const fixed = only?.choices[info.steps.slice(0, i).filter((x) => x.kind === 'choose').length];
        const given = step.cards ?? fixed;
        const options = given
          ? given.every((c) => hand.includes(c)) && given.length === step.count
            ? [given]
            : []
          : subsets(hand, step.count);
        let sum = 0;
        for (const cards of options) {
          const next = copyWorld(w);
          for (const c of cards) {
            next.hands[step.seat]?.delete(c);
            next.kept[step.seat]?.delete(c);
            next.transit.push({ card: c, to: (step.seat + 1) % n });
          }
          sum += replay(next, i + 1);
        }
        return sum;
      }
      case 'pass': {
        const next = copyWorld(w);
        for (const { card, to } of next.transit) {
          next.hands[to]?.add(card);
          next.held[to]?.add(card);
        }
        next.transit = [];
        return replay(next, i + 1);
      }
    }
  };

  // Every deal: the viewer's hand as known, every other card hidden (one per type) or to a seat.
  const dealtSet = new Set(info.dealt);
  const hands: number[][] = Array.from({ length: n }, (_, s) => (s === info.viewer ? [...info.dealt] : []));
  const hidden: number[] = [];
  const others = info.cardTypes.map((_, c) => c).filter((c) => !dealtSet.has(c));
  const deal = (k: number) => {
    if (k === others.length) {
      if (hidden.length !== typeCount || hands.some((h, s) => h.length !== info.dealtSizes[s])) return;
      const world: World = {
        hands: hands.map((h) => new Set(h)),
        held: hands.map((h) => new Set(h)),
        kept: hands.map((h) => new Set(h)),
        melded: new Set(),
        transit: [],
      };
      const ways = replay(world, 0);
      total += ways;
      for (const c of hidden) hiddenCount[c] = (hiddenCount[c] as number) + ways;
      return;
    }
    const c = others[k] as number;
    const type = info.cardTypes[c];
    if (!hidden.some((h) => info.cardTypes[h] === type)) {
      hidden.push(c);
      deal(k + 1);
      hidden.pop();
    }
    for (let s = 0; s < n; s++) {
      if (s === info.viewer || (hands[s] as number[]).length >= (info.dealtSizes[s] as number)) continue;
      hands[s]?.push(c);
      deal(k + 1);
      hands[s]?.pop();
    }
  };
  if (only) {
    hands.forEach((h, s) => h.splice(0, h.length, ...(only.hands[s] ?? [])));
    hidden.push(...info.cardTypes.map((_, c) => c).filter((c) => !only.hands.flat().includes(c)));
    deal(others.length);
  } else deal(0);
  return { total, hidden: hiddenCount.map((h) => (total > 0 ? h / total : 0)) };
}
