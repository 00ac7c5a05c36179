/**
 * Four Suspects: one seat's information set, and the counting model built from it.
 *
 * Our names for the rulebook's helpers: scout = Trip magazine editor, confidant = Nakai (private
 * answers), courier = Banto, poet = Novelist (lies by one), bodyguard = Gardener (refuses to show),
 * broker = Geisha (the asker shows back a card sharing a feature). Cards are only ever shown, never
 * passed, so the model is the deal itself: the other hands (with two players, the other seat's
 * two rooms) and the missing alibi(s).
 */
import { popcount } from '@alibi/engine';
import { matches, sharesFeature, type Category, type View } from '@alibi/four-suspects';
import { answerChance } from './answers.ts';
import { NO_TILE, type LocalFactor, type Model, type PairFactor } from './core.ts';
import type { InfoSet, Observation, Place } from './types.ts';

const maskOf = (cards: readonly number[]) => cards.reduce((m, c) => m | (1 << c), 0);

export function questionMask(category: Category, values: readonly number[]): number {
  let m = 0;
  for (let c = 0; c < 16; c++) if (matches(c, category, values)) m |= 1 << c;
  return m;
}

const SHARES: number[] = Array.from({ length: 16 }, (_, x) => {
  let m = 0;
  for (let c = 0; c < 16; c++) if (c !== x && sharesFeature(c, x)) m |= 1 << c;
  return m;
});

/**
 * The information set of the seat whose view this is. The view holds the whole history (every
 * question and its public outcome, the answers this seat heard, every card it saw or showed).
 */
export function infoSet(view: View): InfoSet {
  const me = typeof view.viewer === 'number' ? view.viewer : -1;
  const players = view.players;
  const two = players === 2;
  const places: Place[] = [];
  if (two) {
    for (let seat = 0; seat < 2; seat++) for (const room of ['left', 'right'] as const) places.push({ kind: 'room', seat, room });
  } else for (let seat = 0; seat < players; seat++) places.push({ kind: 'hand', seat });
  // With two players, before I have split my hand it sits in a place of its own.
  const myHandPlace = two && me >= 0 && !view.rooms ? places.push({ kind: 'hand', seat: me }) - 1 : -1;
  const missingPlace = places.push({ kind: 'missing' }) - 1;
  const roomPlace = (seat: number, room: 'left' | 'right') => seat * 2 + (room === 'left' ? 0 : 1);

  const known = Array.from({ length: 16 }, () => -1);
  if (two && view.rooms) {
    for (const c of view.rooms.left) known[c] = roomPlace(me, 'left');
    for (const c of view.rooms.right) known[c] = roomPlace(me, 'right');
  } else for (const c of view.hand ?? []) known[c] = two ? myHandPlace : me;

  const observations: Observation[] = [];
  view.questions.forEach((q, question) => {
    if (q.target === me || q.kind !== 'count' || q.category === null) return;
    const heard = q.heard !== null;
    if (!heard && !(q.private && q.shown !== null)) return;
    // Built property by property: an object spread here was most of this function's time.
    const params: Observation['params'] = {
      question,
      asker: q.asker,
      target: q.target,
      room: q.room,
      category: q.category,
      values: [...q.values],
      poet: q.poet,
    };
    if (heard) params.count = q.heard as number;
    else params.high = q.shown === 'card' || q.bodyguard;
    observations.push({ key: heard ? 'answered' : 'privateOutcome', params });
  });
  // The broker seen from outside: the asker had (or lacked) a card like the one the target showed.
  view.questions.forEach((q, question) => {
    if (!q.broker || q.brokerReturn === null || q.asker === me || q.target === me) return;
    observations.push({
      key: 'brokerWatched',
      params: {
        question,
        asker: q.asker,
        target: q.target,
        category: q.category,
        values: [...q.values],
        returned: q.brokerReturn === 'card',
      },
    });
  });
  for (const s of view.seen) {
    if (s.from === me) continue;
    const q = s.question === null ? undefined : view.questions[s.question];
    if (s.how === 'peek') observations.push({ key: 'peekToYou', params: { from: s.from, card: s.card } });
    else if (s.how === 'demand')
      observations.push({ key: 'demandShownToYou', params: { question: s.question, from: s.from, room: s.room, card: s.card } });
    else if (s.how === 'answer' && q)
      observations.push({
        key: 'shownToYou',
        params: { question: s.question, from: s.from, room: s.room, card: s.card, category: q.category, values: [...q.values] },
      });
    else if (s.how === 'broker') {
      const gave = view.gave.find((g) => g.question === s.question && g.how !== 'broker');
      if (gave)
        observations.push({
          key: 'brokerToYou',
          params: { question: s.question, from: s.from, room: s.room, card: s.card, reference: gave.card },
        });
    }
  }
  view.questions.forEach((q, question) => {
    const gave = view.gave.find((g) => g.question === question && g.how !== 'broker');
    if (q.target === me && q.brokerReturn === 'none' && gave)
      observations.push({ key: 'brokerEmptyToYou', params: { question, from: q.asker, reference: gave.card } });
  });
  if (view.missing !== null) observations.push({ key: 'sawMissing', params: { cards: [...view.missing] } });
  if (view.reveal)
    view.reveal.hands.forEach((hand, seat) => {
      if (seat !== me)
        observations.push({ key: 'revealedHand', params: { seat, cards: [...hand], left: view.reveal?.rooms[seat] ?? null } });
    });

  const holders: InfoSet['holders'] = [];
  for (let seat = 0; seat < players; seat++) {
    if (seat === me) continue;
    const size = view.handSizes[seat] ?? 0;
    if (two) {
      holders.push({ place: roomPlace(seat, 'left'), size: 3, tiles: [NO_TILE] });
      holders.push({ place: roomPlace(seat, 'right'), size: size - 3, tiles: [NO_TILE] });
    } else holders.push({ place: seat, size, tiles: [NO_TILE] });
  }
  holders.push({ place: missingPlace, size: two ? 2 : 1, tiles: [NO_TILE] });
  return {
    game: 'four-suspects',
    viewer: me,
    players,
    places,
    known,
    holders,
    tileNames: [],
    rules: { rival: false },
    observations,
  };
}

type Params = Observation['params'];
const num = (p: Params, k: string) => p[k] as number;
const nums = (p: Params, k: string) => p[k] as number[];

/** Weight of the cards shown by a target, averaged over which card it showed. */
function averageOverShown(hand: number, pool: number, each: (card: number) => number): number {
  const n = popcount(hand & pool);
  if (n === 0) return 0;
  let w = 0;
  for (let c = 0; c < 16; c++) if (hand & pool & (1 << c)) w += each(c);
  return w / n;
}

/** The counting model of a Four Suspects information set. */
export function modelOf(info: InfoSet): Model {
  const unknown = info.known.reduce((m, k, c) => (k === -1 ? m | (1 << c) : m), 0);
  const holderOf = new Map(info.holders.map((h, i) => [h.place, i]));
  const two = info.players === 2;
  const missingHolder = info.holders.length - 1;
  const local: LocalFactor[] = [];
  const pair: PairFactor[] = [];
  /** The holder(s) of a seat's whole hand: one, or its two rooms. */
  const handHolders = (seat: number): number[] =>
    two
      ? [holderOf.get(seat * 2), holderOf.get(seat * 2 + 1)].filter((h) => h !== undefined)
      : [holderOf.get(seat) ?? -1].filter((h) => h >= 0);
  const roomHolder = (seat: number, room: unknown) =>
    two ? (holderOf.get(seat * 2 + (room === 'left' ? 0 : 1)) ?? -1) : (holderOf.get(seat) ?? -1);
  const onHand = (seat: number, obs: number, reads: number[], weight: (hand: number) => number) => {
    const hs = handHolders(seat);
    if (hs.length === 1) local.push({ holder: hs[0] as number, obs, reads, weight: (hand) => weight(hand) });
    else if (hs.length === 2)
      pair.push({ a: hs[0] as number, b: hs[1] as number, obs, reads, weight: (a, _ta, b) => weight(a | b) });
  };
  const onHolder = (holder: number, obs: number, reads: number[], weight: (hand: number) => number) => {
    if (holder >= 0) local.push({ holder, obs, reads, weight: (hand) => weight(hand) });
  };

  info.observations.forEach((o, obs) => {
    const p = o.params;
    switch (o.key) {
      case 'answered':
      case 'privateOutcome': {
        const mask = questionMask(p.category as Category, nums(p, 'values'));
        const heard = o.key === 'answered' ? num(p, 'count') : -1;
        const high = p.high === true;
        const poet = p.poet === true;
        onHolder(roomHolder(num(p, 'target'), p.room), obs, [mask], (hand) =>
          answerChance(popcount(hand & mask), poet, heard, high),
        );
        return;
      }
      case 'shownToYou': {
        const mask = questionMask(p.category as Category, nums(p, 'values'));
        const card = 1 << num(p, 'card');
        onHolder(roomHolder(num(p, 'from'), p.room), obs, [card, mask], (hand) => (hand & card ? 1 / popcount(hand & mask) : 0));
        return;
      }
      case 'demandShownToYou':
      case 'peekToYou': {
        // The whole hand is the choice (demand: the target's free choice; peek: at random).
        const card = 1 << num(p, 'card');
        const from = num(p, 'from');
        if (two) onHolder(roomHolder(from, p.room), obs, [card], (hand) => (hand & card ? 1 : 0));
        else onHand(from, obs, [card], (hand) => (hand & card ? 1 / popcount(hand) : 0));
        return;
      }
      case 'brokerToYou': {
        const card = 1 << num(p, 'card');
        const like = SHARES[num(p, 'reference')] as number;
        if (!(like & card)) return;
        const from = num(p, 'from');
        onHand(from, obs, [card, like], (hand) => (hand & card ? 1 / popcount(hand & like) : 0));
        if (two) onHolder(roomHolder(from, p.room), obs, [card], (hand) => (hand & card ? 1 : 0));
        return;
      }
      case 'brokerEmptyToYou': {
        const like = SHARES[num(p, 'reference')] as number;
        onHand(num(p, 'from'), obs, [like], (hand) => (hand & like ? 0 : 1));
        return;
      }
      case 'brokerWatched': {
        const a = handHolders(num(p, 'target'))[0];
        const b = handHolders(num(p, 'asker'))[0];
        if (a === undefined || b === undefined) return;
        const pool = p.category === null ? 0xffff : questionMask(p.category as Category, nums(p, 'values'));
        const returned = p.returned === true;
        const reads: number[] = [];
        for (let x = 0; x < 16; x++) if (pool & (1 << x)) reads.push(1 << x, SHARES[x] as number);
        pair.push({
          a,
          b,
          obs,
          reads,
          weight: (target, _ta, asker) =>
            averageOverShown(target, pool, (x) => (((asker & (SHARES[x] as number)) !== 0) === returned ? 1 : 0)),
        });
        return;
      }
      case 'sawMissing': {
        const cards = maskOf(nums(p, 'cards'));
        onHolder(missingHolder, obs, [cards], (hand) => (hand === cards ? 1 : 0));
        return;
      }
      case 'revealedHand': {
        const seat = num(p, 'seat');
        const cards = maskOf(nums(p, 'cards'));
        const left = p.left === null ? null : maskOf(nums(p, 'left'));
        if (two && left !== null) {
          onHolder(roomHolder(seat, 'left'), obs, [left], (hand) => (hand === left ? 1 : 0));
          onHolder(roomHolder(seat, 'right'), obs, [cards & ~left], (hand) => (hand === (cards & ~left) ? 1 : 0));
        } else onHand(seat, obs, [cards], (hand) => (hand === cards ? 1 : 0));
        return;
      }
    }
  });
  return { unknown, holders: info.holders.map((h) => ({ size: h.size, tiles: h.tiles })), local, pair };
}
