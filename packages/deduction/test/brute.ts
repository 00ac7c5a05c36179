/**
 * Brute-force enumerators, written independently of the engine: straight from a seat's view, they
 * walk every deal (every hand, missing card, Rival tile, room split) and weigh it by the chance of
 * everything the seat observed under the model (uniform prior; free choices uniform among the
 * legal alternatives). Only the plainest pruning: a deal is abandoned as soon as one seat's own
 * observations rule its hand out. Results are keyed by place names ('hand:2', 'room:1:left',
 * 'missing', 'public', 'mine') so that the comparison does not go through the engine's indexing.
 */
import * as PA from '@alibi/perfect-alibi';
import * as FS from '@alibi/four-suspects';

export interface Brute {
  /** Total weight; 0 if nothing fits. */
  total: number;
  /** card -> place name -> probability. */
  cards: Map<string, number>[];
  /** seat -> assistant -> probability (Rival variant). */
  tiles: Map<number, Map<string, number>>;
  /** Deals (x tiles, x room splits) walked, pruned ones included. */
  nodes: number;
  /** Complete deals weighed (all of them in a plain walk). */
  leaves: number;
}

/** Thrown when a walk passes its node budget; `leaves` complete deals had been weighed by then. */
export class BudgetExceeded extends Error {
  constructor(readonly leaves: number) {
    super(`brute force passed its node budget after ${leaves} deals`);
  }
}

/**
 * `plain`: no pruning and no memo at all: every deal (every tile assignment, room split) is walked
 * to the end and weighed against every observation: brute force in the strictest sense, used by
 * the benchmark as the baseline (too slow for the agreement tests).
 */
export interface BruteOptions {
  budget?: number;
  plain?: boolean;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const choose = (n: number, k: number): number => factorial(n) / (factorial(k) * factorial(n - k));

/** How many leaves the plain walk visits: every deal of the unknown cards, times tiles or room splits. */
export function dealCount(view: PA.View | FS.View, game: 'perfect-alibi' | 'four-suspects'): number {
  const me = view.viewer as number;
  const sizes = view.handSizes.filter((_, seat) => seat !== me);
  if (game === 'perfect-alibi') {
    const v = view as PA.View;
    const unknown = PA.ALL_CARDS.length - (v.hand ?? []).length - v.publicCards.length;
    let deals = factorial(unknown) / sizes.reduce((p, n) => p * factorial(n), 1);
    if (v.rules.rival) for (let k = 0; k < sizes.length; k++) deals *= PA.ASSISTANTS.length - 1 - k;
    return deals;
  }
  const v = view as FS.View;
  const unknown = FS.ALL_CARDS.length - (v.hand ?? []).length;
  const missing = unknown - sizes.reduce((a, b) => a + b, 0);
  let deals = factorial(unknown) / (sizes.reduce((p, n) => p * factorial(n), 1) * factorial(missing));
  if (v.players === 2) for (const n of sizes) deals *= choose(n, FS.LEFT_ROOM);
  return deals;
}

function combos<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of combos(items.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

function finish(
  total: number,
  cardW: Map<string, number>[],
  tileW: Map<number, Map<string, number>>,
  nodes: number,
  leaves: number,
): Brute {
  const norm = (m: Map<string, number>) => new Map([...m].map(([k, v]) => [k, total > 0 ? v / total : 0]));
  return { total, cards: cardW.map(norm), tiles: new Map([...tileW].map(([s, m]) => [s, norm(m)])), nodes, leaves };
}

const bump = (m: Map<string, number>, k: string, w: number) => m.set(k, (m.get(k) ?? 0) + w);

/** The chance that a true count is spoken as `want` (a lie of one up or down when `lie`). */
function chanceSpoken(trueCount: number, lie: boolean, want: (spoken: number) => boolean): number {
  if (!lie) return want(trueCount) ? 1 : 0;
  if (trueCount === 0) return want(1) ? 1 : 0;
  return (want(trueCount - 1) ? 0.5 : 0) + (want(trueCount + 1) ? 0.5 : 0);
}

export function brutePerfectAlibi(view: PA.View, { budget = Infinity, plain = false }: BruteOptions = {}): Brute {
  const me = view.viewer as number;
  const players = view.players;
  const mine = view.hand ?? [];
  const unknown = PA.ALL_CARDS.filter((c) => !mine.includes(c) && !view.publicCards.includes(c));
  const others = Array.from({ length: players }, (_, i) => i).filter((i) => i !== me);

  /** Weight of everything `seat`'s hand explains, given its Rival tile. */
  function seatWeight(seat: number, hand: number[], rival: PA.Assistant | null): number {
    let w = 1;
    view.questions.forEach((q, i) => {
      if (q.target !== seat) return;
      const tc = PA.countMatching(hand, q.category, q.values);
      const lie = view.rules.rival && q.askerAssistant !== null && rival === q.askerAssistant;
      if (q.heard !== null) w *= chanceSpoken(tc, lie, (s) => s === q.heard);
      else if (q.private && q.card !== null && q.targetAssistant !== 'lawyer')
        w *= chanceSpoken(tc, lie, (s) => s >= 2 === (q.card !== 'none'));
      for (const seen of view.seen) {
        if (seen.question !== i || seen.from !== seat) continue;
        if (seen.how === 'taken-by-me') w *= hand.includes(seen.card) ? 1 / hand.length : 0;
        else w *= hand.includes(seen.card) && PA.matches(seen.card, q.category, q.values) ? 1 / tc : 0;
      }
    });
    if (view.reveal) {
      if ([...(view.reveal.hands[seat] ?? [])].sort().join() !== [...hand].sort().join()) w = 0;
      if (view.rules.rival && view.reveal.rivals[seat] !== rival) w = 0;
    }
    return w;
  }

  const cardW = PA.ALL_CARDS.map(() => new Map<string, number>());
  const tileW = new Map<number, Map<string, number>>(others.map((s) => [s, new Map()]));
  const cache = new Map<string, number>();
  const cachedWeight = (seat: number, hand: number[], rival: PA.Assistant | null) => {
    const key = `${seat}|${rival}|${hand.join()}`;
    if (plain) return seatWeight(seat, hand, rival);
    let w = cache.get(key);
    if (w === undefined) cache.set(key, (w = seatWeight(seat, hand, rival)));
    return w;
  };
  const rivalChoices: (PA.Assistant | null)[] = view.rules.rival ? PA.ASSISTANTS.filter((a) => a !== view.rival) : [null];
  let total = 0;
  let nodes = 0;
  let leaves = 0;
  const hands: number[][] = [];
  const rivals: (PA.Assistant | null)[] = [];
  // Seat by seat: a hand and a Rival tile (distinct from the others'); the card left over is the missing one.
  const walk = (k: number, left: number[], w: number) => {
    if (++nodes > budget) throw new BudgetExceeded(leaves);
    if (k === others.length) {
      leaves++;
      const missing = left[0] as number;
      if (view.missing !== null && missing !== view.missing) return;
      total += w;
      bump(cardW[missing] as Map<string, number>, 'missing', w);
      others.forEach((seat, j) => {
        for (const c of hands[j] as number[]) bump(cardW[c] as Map<string, number>, `hand:${seat}`, w);
        const r = rivals[j];
        if (r) bump(tileW.get(seat) as Map<string, number>, r, w);
      });
      return;
    }
    const seat = others[k] as number;
    for (const hand of combos(left, view.handSizes[seat] ?? 0)) {
      for (const rival of rivalChoices) {
        if (rival !== null && rivals.slice(0, k).includes(rival)) continue;
        const sw = cachedWeight(seat, hand, rival);
        if (sw === 0 && !plain) continue;
        hands[k] = hand;
        rivals[k] = rival;
        walk(
          k + 1,
          left.filter((c) => !hand.includes(c)),
          w * sw,
        );
      }
    }
  };
  walk(0, unknown, 1);
  for (const c of mine) cardW[c]?.set('mine', total);
  for (const c of view.publicCards) cardW[c]?.set('public', total);
  return finish(total, cardW, tileW, nodes, leaves);
}

export function bruteFourSuspects(view: FS.View, { budget = Infinity, plain = false }: BruteOptions = {}): Brute {
  const me = view.viewer as number;
  const players = view.players;
  const two = players === 2;
  const mine = view.hand ?? [];
  const unknown = FS.ALL_CARDS.filter((c) => !mine.includes(c));
  const others = Array.from({ length: players }, (_, i) => i).filter((i) => i !== me);
  const gaveFor = (question: number) => view.gave.find((g) => g.question === question && g.how !== 'broker');

  /** Weight of everything `seat`'s hand (and left room, with two players) explains on its own. */
  function seatWeight(seat: number, hand: number[], left: number[] | null): number {
    const cardsOf = (room: FS.Room | null) =>
      room === null || left === null ? hand : room === 'left' ? left : hand.filter((c) => !left.includes(c));
    let w = 1;
    view.questions.forEach((q, i) => {
      if (q.target === seat && q.kind === 'count' && q.category !== null) {
        const tc = FS.countMatching(cardsOf(q.room), q.category, q.values);
        if (q.heard !== null) w *= chanceSpoken(tc, q.poet, (s) => s === q.heard);
        else if (q.private && q.shown !== null)
          w *= chanceSpoken(tc, q.poet, (s) => s >= 2 === (q.shown === 'card' || q.bodyguard));
      }
      for (const seen of view.seen) {
        if (seen.question !== i || seen.from !== seat) continue;
        const here = cardsOf(seen.room);
        if (seen.how === 'answer') {
          const tc = FS.countMatching(cardsOf(q.room), q.category ?? 'time', q.values);
          w *= here.includes(seen.card) && FS.matches(seen.card, q.category ?? 'time', q.values) ? 1 / tc : 0;
        } else if (seen.how === 'demand') w *= here.includes(seen.card) ? 1 / hand.length : 0;
        else if (seen.how === 'broker') {
          const x = gaveFor(i)?.card ?? -1;
          const like = hand.filter((c) => FS.sharesFeature(c, x));
          w *= here.includes(seen.card) && like.includes(seen.card) ? 1 / like.length : 0;
        }
      }
      const x = gaveFor(i);
      if (q.asker === seat && q.target === me && q.brokerReturn === 'none' && x && hand.some((c) => FS.sharesFeature(c, x.card)))
        w = 0;
    });
    for (const seen of view.seen)
      if (seen.how === 'peek' && seen.from === seat) w *= hand.includes(seen.card) ? 1 / hand.length : 0;
    if (view.reveal) {
      if ([...(view.reveal.hands[seat] ?? [])].sort().join() !== [...hand].sort().join()) w = 0;
      const rooms = view.reveal.rooms[seat];
      if (two && rooms && left && [...rooms].sort().join() !== [...left].sort().join()) w = 0;
    }
    return w;
  }

  /** Broker returns seen from outside: they tie the asker's hand to the card the target showed. */
  function brokerWeight(handOf: (seat: number) => number[]): number {
    let w = 1;
    view.questions.forEach((q) => {
      if (!q.broker || q.brokerReturn === null || q.asker === me || q.target === me) return;
      const target = handOf(q.target);
      const pool = q.kind === 'demand' ? target : target.filter((c) => FS.matches(c, q.category ?? 'time', q.values));
      let sum = 0;
      for (const x of pool) if (handOf(q.asker).some((c) => FS.sharesFeature(c, x)) === (q.brokerReturn === 'card')) sum += 1;
      w *= pool.length ? sum / pool.length : 0;
    });
    return w;
  }

  const cardW = FS.ALL_CARDS.map(() => new Map<string, number>());
  const cache = new Map<string, number>();
  let total = 0;
  let nodes = 0;
  let leaves = 0;
  const hands: number[][] = [];
  const lefts: (number[] | null)[] = [];
  // Seat by seat: a hand (and with two players its left room); the cards left over are the missing ones.
  const walk = (k: number, left: number[], w: number) => {
    if (++nodes > budget) throw new BudgetExceeded(leaves);
    if (k === others.length) {
      leaves++;
      const missing = left;
      if (view.missing !== null && [...view.missing].sort().join() !== [...missing].sort().join()) return;
      const handOf = (seat: number) => hands[others.indexOf(seat)] ?? mine;
      const bw = w * brokerWeight(handOf);
      if (bw === 0) return;
      total += bw;
      for (const c of missing) bump(cardW[c] as Map<string, number>, 'missing', bw);
      others.forEach((seat, j) => {
        const room = lefts[j];
        for (const c of hands[j] as number[])
          bump(
            cardW[c] as Map<string, number>,
            room ? `room:${seat}:${room.includes(c) ? 'left' : 'right'}` : `hand:${seat}`,
            bw,
          );
      });
      return;
    }
    const seat = others[k] as number;
    for (const hand of combos(left, view.handSizes[seat] ?? 0)) {
      for (const room of two ? combos(hand, FS.LEFT_ROOM) : [null]) {
        const key = `${seat}|${hand.join()}|${room?.join()}`;
        let sw = plain ? seatWeight(seat, hand, room) : cache.get(key);
        if (sw === undefined) cache.set(key, (sw = seatWeight(seat, hand, room)));
        if (sw === 0 && !plain) continue;
        hands[k] = hand;
        lefts[k] = room;
        walk(
          k + 1,
          left.filter((c) => !hand.includes(c)),
          w * sw,
        );
      }
    }
  };
  walk(0, unknown, 1);
  for (const c of mine) {
    const room = two && view.rooms ? (view.rooms.left.includes(c) ? 'left' : 'right') : null;
    cardW[c]?.set(room ? `room:${me}:${room}` : 'mine', total);
  }
  return finish(total, cardW, new Map(), nodes, leaves);
}
