/**
 * Planted leaks for the games' mutation tests (`packages/<game>/test/leaks.test.ts`): each wraps a
 * game so that one more thing a seat receives depends on what it may not know, to show the
 * non-interference kit catches it. Generic over the games: the leak keys on one bit of the other
 * seats' secrets and the hidden part of the state (`secret` and `hidden`, which every game has).
 */
import { canonicalJson, type AnyGame, type Viewer } from '@alibi/engine';

/** What `viewer` may not see: every other seat's secret and the hidden part (a superset, which is all a leak needs). */
function unseen(state: unknown, viewer: Viewer): unknown {
  const s = state as { secret: unknown[]; hidden: unknown };
  return { others: s.secret.filter((_, i) => i !== viewer), hidden: s.hidden };
}

/** One bit of `viewer`'s unseen data (a hash of its text): flips in about half of the games that differ there. */
export function unseenBit(state: unknown, viewer: Viewer): boolean {
  const text = canonicalJson(unseen(state, viewer));
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  // The low bit of FNV is only the parity of the characters (a swap of two cards keeps it): mix first.
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return ((h ^ (h >>> 12)) & 1) === 1;
}

/** Legal actions listed in reverse order when the unseen bit is set: the order is part of the bytes. */
export function leakyLegal(game: AnyGame): AnyGame {
  return {
    ...game,
    legal: (s, p) => {
      const legal = game.legal(s, p);
      return legal.length > 1 && unseenBit(s, p) ? [...legal].reverse() : legal;
    },
  };
}

/**
 * `mustAct` (derived by the server from `waitingFor`) flipped for an actor when its unseen bit is
 * set: an out-of-turn actor is told it must act, or a waited-for seat that it need not (never
 * leaving nobody to wait for).
 */
export function leakyMustAct(game: AnyGame): AnyGame {
  return {
    ...game,
    waitingFor: (s) => {
      const waiting = game.waitingFor(s);
      const flipped = game.actors(s).filter((p) => waiting.includes(p) !== unseenBit(s, p));
      return flipped.length > 0 ? flipped : waiting;
    },
  };
}

/** Refusals of well-formed but illegal actions that name something hidden (as "you do not hold X, seat 2 does" would). */
export function leakyRefusal(game: AnyGame, hint: (state: never, viewer: number) => unknown): AnyGame {
  return {
    ...game,
    apply: (s, p, a) => {
      const r = game.apply(s, p, a);
      if (r.ok || r.error.code !== 'ILLEGAL') return r;
      return { ok: false, error: { ...r.error, message: `${r.error.message} (${canonicalJson(hint(s as never, p))})` } };
    },
  };
}
