import { bitsOf, combinations, membersOf, popcount, subsetsOfSize } from '@alibi/engine';
import { ALL_CARDS, LEFT_ROOM, MISSING_COUNT, matches, sharesFeature, type Room } from '../cards.ts';
import type { View } from '../types.ts';

/**
 * Certain facts one seat can derive from its own view: which cards each other player surely
 * holds, which they may hold, and which sets of cards can still be the missing alibi(s). Exact
 * (every deal consistent with the view is enumerated) when that fits a node budget; otherwise
 * bounds propagation, which is sound but may miss facts. With two players the rooms are part of
 * the enumeration, which is always small.
 */
export interface Notes {
  /** Per seat: cards it surely holds. */
  holds: Set<number>[];
  /** Per seat: cards it may hold (a superset of `holds`). */
  may: Set<number>[];
  /** Every possible missing set (one card, or two with two players), sorted. */
  candidates: number[][];
  /** Whether the notes come from full enumeration. */
  exact: boolean;
}

/** "Seat holds between these many of `cards`" (in one room with two players), as a set of allowed counts. */
interface Bound {
  seat: number;
  mask: number;
  room: Room | null;
  allowed: number;
}

const fits = (b: Bound, hand: number) => (b.allowed & (1 << popcount(hand & b.mask))) !== 0;

/** True counts compatible with a set of spoken answers, given whether the poet lied by one. */
function trueCounts(spoken: number[], poet: boolean): number {
  let allowed = 0;
  for (const s of spoken) {
    if (!poet) allowed |= 1 << s;
    else {
      if (s >= 1) allowed |= 1 << (s - 1);
      allowed |= 1 << (s + 1);
    }
  }
  return allowed & 0x1ffff;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The constraints one seat's view puts on the other hands. */
function boundsOf(view: View, me: number): Bound[] {
  const out: Bound[] = [];
  view.questions.forEach((q, i) => {
    if (q.target === me || q.kind !== 'count' || q.category === null) {
      // As the target of a broker that came back empty, I know the asker has no card like the one I showed.
      const mine = view.gave.find((g) => g.question === i && g.how !== 'broker');
      if (q.target === me && q.brokerReturn === 'none' && mine) {
        out.push({ seat: q.asker, mask: bitsOf(ALL_CARDS.filter((c) => sharesFeature(c, mine.card))), room: null, allowed: 1 });
      }
      return;
    }
    const category = q.category;
    const mask = bitsOf(ALL_CARDS.filter((c) => matches(c, category, q.values)));
    let spoken: number[];
    if (q.heard !== null) spoken = [q.heard];
    else if (q.shown === 'card' || q.bodyguard) spoken = range(2, 16);
    else if (q.shown === 'none') spoken = [0, 1];
    else return;
    out.push({ seat: q.target, mask, room: q.room, allowed: trueCounts(spoken, q.poet) });
  });
  return out;
}

/** Notes depend only on these parts of a view; equal keys give equal notes. */
const noteKey = (v: View) =>
  JSON.stringify([
    v.viewer,
    v.players,
    v.hand,
    v.rooms,
    v.handSizes,
    v.missing,
    v.seen,
    v.gave,
    v.questions.map((q) => [
      q.target,
      q.kind,
      q.category,
      q.values,
      q.room,
      q.heard,
      q.poet,
      q.shown,
      q.bodyguard,
      q.brokerReturn,
    ]),
  ]);
const cache = new Map<string, Notes>();
const CACHE_SIZE = 512;

/**
 * Memoised: bots ask for notes at every step, but they change only when information arrives.
 * `budget` caps the enumeration's nodes (3-5 players); past it the notes are the bounds'.
 */
export function deduce(view: View, budget = 40_000): Notes {
  const key = `${budget}:${noteKey(view)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const notes = view.players === 2 ? deduceTwo(view) : deduceMany(view, budget);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, notes);
  return notes;
}

/** Two players: enumerate the other hand and its rooms (at most 36 x 35 cases). */
function deduceTwo(view: View): Notes {
  const me = typeof view.viewer === 'number' ? view.viewer : 0;
  const other = 1 - me;
  const mine = bitsOf(view.hand ?? []);
  const seenFrom = view.seen.filter((x) => x.from === other);
  const known = bitsOf(seenFrom.map((x) => x.card));
  const bounds = boundsOf(view, me).filter((b) => b.seat === other);
  const size = view.handSizes[other] as number;
  const unknown = membersOf(0xffff & ~mine & ~known);
  let union = 0;
  let inter = 0xffff;
  const missingSets = new Set<number>();
  for (const extra of combinations(unknown, size - popcount(known))) {
    const hand = known | bitsOf(extra);
    const missing = 0xffff & ~mine & ~hand;
    if (view.missing && bitsOf(view.missing) !== missing) continue;
    const cards = membersOf(hand);
    const ok = combinations(cards, LEFT_ROOM).some((leftCards) => {
      const left = bitsOf(leftCards);
      const right = hand & ~left;
      if (!seenFrom.every((x) => x.room === null || (x.room === 'left' ? left : right) & (1 << x.card))) return false;
      return bounds.every((b) => fits(b, b.room === 'left' ? left : b.room === 'right' ? right : hand));
    });
    if (!ok) continue;
    union |= hand;
    inter &= hand;
    missingSets.add(missing);
  }
  const holds = [new Set<number>(), new Set<number>()];
  const may = [new Set<number>(), new Set<number>()];
  holds[me] = new Set(view.hand ?? []);
  may[me] = new Set(view.hand ?? []);
  holds[other] = new Set(missingSets.size ? membersOf(inter) : membersOf(known));
  may[other] = new Set(missingSets.size ? membersOf(union) : unknown.concat(membersOf(known)));
  return { holds, may, candidates: [...missingSets].sort((a, b) => a - b).map(membersOf), exact: true };
}

/** Three to five players: propagate bounds, then enumerate the deals within a node budget. */
function deduceMany(view: View, budget = 40_000): Notes {
  const n = view.players;
  const me = typeof view.viewer === 'number' ? view.viewer : -1;
  const mine = bitsOf(view.hand ?? []);
  const holds = Array.from({ length: n }, () => 0);
  const may = Array.from({ length: n }, (_, seat) => (seat === me ? mine : 0xffff & ~mine));
  holds[me] = mine;
  for (const x of view.seen) if (x.from !== me) holds[x.from] = (holds[x.from] as number) | (1 << x.card);
  const bounds = boundsOf(view, me);
  const lo = (b: Bound) => 31 - Math.clz32(b.allowed & -b.allowed);
  const hi = (b: Bound) => 31 - Math.clz32(b.allowed);
  let changed = true;
  while (changed) {
    changed = false;
    const set = (arr: number[], seat: number, value: number) => {
      if (arr[seat] !== value) {
        arr[seat] = value;
        changed = true;
      }
    };
    for (let seat = 0; seat < n; seat++) {
      if (seat === me) continue;
      for (let o = 0; o < n; o++) if (o !== seat) set(may, o, (may[o] as number) & ~(holds[seat] as number));
      const size = view.handSizes[seat] as number;
      if (popcount(holds[seat] as number) === size) set(may, seat, holds[seat] as number);
      if (popcount(may[seat] as number) === size) set(holds, seat, may[seat] as number);
    }
    for (const b of bounds) {
      const h = (holds[b.seat] as number) & b.mask;
      const m = (may[b.seat] as number) & b.mask;
      if (popcount(h) >= hi(b)) set(may, b.seat, (may[b.seat] as number) & ~(m & ~h));
      if (popcount(m) <= lo(b)) set(holds, b.seat, (holds[b.seat] as number) | m);
    }
  }
  const exact = enumerate(view, me, holds, bounds, budget);
  if (exact) return exact;
  const held = holds.reduce((a, h) => a | h, 0);
  let candidates = membersOf(0xffff & ~held);
  // A card no other player can hold must be missing.
  const forced = candidates.filter((c) => may.every((m, seat) => seat === me || !(m & (1 << c))));
  if (forced.length === MISSING_COUNT(n)) candidates = forced;
  if (view.missing) candidates = view.missing;
  return {
    holds: holds.map((h) => new Set(membersOf(h))),
    may: may.map((m) => new Set(membersOf(m))),
    candidates: candidates.map((c) => [c]),
    exact: false,
  };
}

function enumerate(view: View, me: number, holds: number[], bounds: Bound[], budget: number): Notes | null {
  const n = view.players;
  let pool = 0xffff & ~(holds[me] as number);
  for (let seat = 0; seat < n; seat++) if (seat !== me) pool &= ~(holds[seat] as number);
  const seats = Array.from({ length: n }, (_, i) => i).filter((i) => i !== me);
  // Most constrained players first, so that impossible branches are cut early.
  const order = seats
    .map((seat) => ({ seat, checks: bounds.filter((b) => b.seat === seat) }))
    .sort((a, b) => b.checks.length - a.checks.length);
  const union = new Array<number>(n).fill(0);
  const inter = new Array<number>(n).fill(0xffff);
  const hand = new Array<number>(n).fill(0);
  let missing = 0;
  let found = 0;
  let nodes = 0;
  const target = view.missing ? bitsOf(view.missing) : null;
  const walk = (depth: number, left: number): boolean => {
    if (++nodes > budget) return false;
    if (depth === order.length) {
      if (popcount(left) !== 1 || (target !== null && left !== target)) return true;
      found++;
      missing |= left;
      for (const { seat } of order) {
        union[seat] = (union[seat] as number) | (hand[seat] as number);
        inter[seat] = (inter[seat] as number) & (hand[seat] as number);
      }
      return true;
    }
    const { seat, checks } = order[depth] as { seat: number; checks: Bound[] };
    const need = (view.handSizes[seat] as number) - popcount(holds[seat] as number);
    if (need < 0) return true;
    for (const pick of subsetsOfSize(left, need)) {
      const h = pick | (holds[seat] as number);
      if (!checks.every((b) => fits(b, h))) continue;
      hand[seat] = h;
      if (!walk(depth + 1, left & ~pick)) return false;
    }
    return true;
  };
  if (!walk(0, pool) || found === 0) return null;
  return {
    holds: Array.from(
      { length: n },
      (_, seat) => new Set(membersOf(seat === me ? (holds[me] as number) : (inter[seat] as number))),
    ),
    may: Array.from(
      { length: n },
      (_, seat) => new Set(membersOf(seat === me ? (holds[me] as number) : (union[seat] as number))),
    ),
    candidates: membersOf(missing).map((c) => [c]),
    exact: true,
  };
}
