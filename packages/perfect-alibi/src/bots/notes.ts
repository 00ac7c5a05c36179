import { bitsOf, membersOf, popcount, subsetsOfSize } from '@alibi/engine';
import { ALL_CARDS, matches } from '../cards.ts';
import type { View } from '../types.ts';

/**
 * Certain facts one seat can derive from its own view: which cards each other player surely
 * holds, which they surely do not, and which cards can still be the missing alibi. Exact (every
 * deal consistent with the view is enumerated) when that fits a node budget; otherwise bounds
 * propagation, which is sound but may miss some facts. Under Rival every heard answer is taken
 * as "true, or off by one", since the bot cannot see others' rival tiles.
 */
export interface Notes {
  /** Per seat: cards it surely holds. */
  holds: Set<number>[];
  /** Per seat: cards it may hold (a superset of `holds`). */
  may: Set<number>[];
  /** Cards that can still be the missing alibi. */
  candidates: number[];
}

interface Bound {
  seat: number;
  cards: number[];
  low: number;
  high: number;
}

/** Notes depend only on these parts of a view; equal keys give equal notes. */
const noteKey = (v: View) =>
  JSON.stringify([
    v.viewer,
    v.players,
    v.rules.rival,
    v.hand,
    v.publicCards,
    v.handSizes,
    v.missing,
    v.seen,
    v.questions.map((q) => [q.target, q.category, q.values, q.heard]),
  ]);
const cache = new Map<string, Notes>();
const CACHE_SIZE = 512;

/** Memoised: bots ask for notes at every step, but they change only when information arrives. */
export function deduce(view: View): Notes {
  const key = noteKey(view);
  const hit = cache.get(key);
  if (hit) return hit;
  const notes = deduceFresh(view);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, notes);
  return notes;
}

function deduceFresh(view: View): Notes {
  const n = view.players;
  const me = typeof view.viewer === 'number' ? view.viewer : -1;
  const known = new Set<number>([...(view.hand ?? []), ...view.publicCards]);
  const holds = Array.from({ length: n }, () => new Set<number>());
  const may = Array.from(
    { length: n },
    (_, seat) => new Set<number>(seat === me ? (view.hand ?? []) : ALL_CARDS.filter((c) => !known.has(c))),
  );
  for (const c of view.hand ?? []) holds[me]?.add(c);
  for (const s of view.seen) if (s.from !== me) holds[s.from]?.add(s.card);
  const bounds: Bound[] = [];
  view.questions.forEach((q) => {
    if (q.heard === null || q.target === me) return;
    const cards = ALL_CARDS.filter((c) => matches(c, q.category, q.values));
    // Under Rival an answer may be a lie of one either way; otherwise take it as true.
    const slack = view.rules.rival ? 1 : 0;
    bounds.push({ seat: q.target, cards, low: Math.max(0, q.heard - slack), high: q.heard + slack });
  });
  let changed = true;
  while (changed) {
    changed = false;
    const remove = (seat: number, c: number) => {
      if (may[seat]?.delete(c)) changed = true;
    };
    const add = (seat: number, c: number) => {
      if (!holds[seat]?.has(c)) {
        holds[seat]?.add(c);
        changed = true;
      }
    };
    for (let seat = 0; seat < n; seat++) {
      const h = holds[seat] as Set<number>;
      for (const c of h) for (let o = 0; o < n; o++) if (o !== seat) remove(o, c);
      const size = view.handSizes[seat] as number;
      const m = may[seat] as Set<number>;
      if (h.size === size) for (const c of [...m]) if (!h.has(c)) remove(seat, c);
      if (m.size === size) for (const c of m) add(seat, c);
    }
    for (const b of bounds) {
      const h = holds[b.seat] as Set<number>;
      const m = may[b.seat] as Set<number>;
      const sure = b.cards.filter((c) => h.has(c)).length;
      const possible = b.cards.filter((c) => m.has(c));
      if (sure >= b.high) for (const c of possible) if (!h.has(c)) remove(b.seat, c);
      if (possible.length <= b.low) for (const c of possible) add(b.seat, c);
    }
  }
  const exact = enumerate(view, me, holds, bounds);
  if (exact) return exact;
  const held = new Set(holds.flatMap((h) => [...h]));
  let candidates = ALL_CARDS.filter((c) => !known.has(c) && !held.has(c));
  if (view.missing !== null) candidates = [view.missing];
  // A card no other player can hold must be the missing one.
  const forced = candidates.filter((c) => may.every((m, seat) => seat === me || !m.has(c)));
  if (forced.length === 1) candidates = forced;
  return { holds, may, candidates };
}

/** Enumerates every deal of the unseen cards consistent with the view; null when over budget. */
function enumerate(view: View, me: number, holds: Set<number>[], bounds: Bound[], budget = 25_000): Notes | null {
  const n = view.players;
  const fixed = holds.map((h) => bitsOf(h));
  const mine = bitsOf(view.hand ?? []);
  let pool = 0xffff & ~mine & ~bitsOf(view.publicCards);
  for (let seat = 0; seat < n; seat++) if (seat !== me) pool &= ~(fixed[seat] as number);
  const seats = Array.from({ length: n }, (_, i) => i).filter((i) => i !== me);
  const checks = seats.map((seat) =>
    bounds.filter((b) => b.seat === seat).map((b) => ({ mask: bitsOf(b.cards), low: b.low, high: b.high })),
  );
  // Most constrained players first, so that impossible branches are cut early.
  const order = seats.map((seat, i) => ({ seat, checks: checks[i] ?? [] })).sort((a, b) => b.checks.length - a.checks.length);
  const union = new Array<number>(n).fill(0);
  const inter = new Array<number>(n).fill(0xffff);
  let missing = 0;
  let found = 0;
  let nodes = 0;
  const hand = new Array<number>(n).fill(0);
  const walk = (depth: number, left: number): boolean => {
    if (++nodes > budget) return false;
    if (depth === order.length) {
      if (popcount(left) !== 1) return true;
      found++;
      missing |= left;
      for (const { seat } of order) {
        union[seat] = (union[seat] as number) | (hand[seat] as number);
        inter[seat] = (inter[seat] as number) & (hand[seat] as number);
      }
      return true;
    }
    const { seat, checks: cs } = order[depth] as { seat: number; checks: { mask: number; low: number; high: number }[] };
    const need = (view.handSizes[seat] as number) - popcount(fixed[seat] as number);
    if (need < 0) return true;
    for (const pick of subsetsOfSize(left, need)) {
      const h = pick | (fixed[seat] as number);
      if (
        !cs.every((c) => {
          const k = popcount(h & c.mask);
          return k >= c.low && k <= c.high;
        })
      )
        continue;
      hand[seat] = h;
      if (!walk(depth + 1, left & ~pick)) return false;
    }
    return true;
  };
  if (!walk(0, pool) || found === 0) return null;
  return {
    holds: Array.from({ length: n }, (_, seat) => new Set(seat === me ? (view.hand ?? []) : membersOf(inter[seat] as number))),
    may: Array.from({ length: n }, (_, seat) => new Set(seat === me ? (view.hand ?? []) : membersOf(union[seat] as number))),
    candidates: view.missing !== null ? [view.missing] : membersOf(missing),
  };
}
