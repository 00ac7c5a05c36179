/**
 * A fast model of one Alibi Clues case for the hard bot's search: the rules of `apply.ts` on plain
 * mutable arrays (no validation, no events, no views), a playout policy that plays every seat as
 * the heuristic bot does, and a sampler that deals the cards a seat cannot see at random. The
 * model stops when the case closes: what follows is the next case, with a new suspect nobody
 * knows yet.
 */
import { CASE_CLOSED, DECK_CARDS, FEATURES, HAND_SIZE, SUSPECTS, featureOf, functionOf, isClue, type FunctionKind } from '../cards.ts';
import type { Action, View } from '../types.ts';

/** Feature bit masks of each suspect and of each card (0 for a function card). */
const SUSPECT_MASK: number[] = SUSPECTS.map((x) => x.features.reduce((m, f) => m | (1 << f), 0));
const CARD_BIT: number[] = DECK_CARDS.map((c) => (isClue(c) ? 1 << featureOf(c) : 0));
const CARD_FEATURE: number[] = DECK_CARDS.map(featureOf);
const CARD_KIND: (FunctionKind | null)[] = DECK_CARDS.map(functionOf);

const bits = (x: number): number => {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
};
const fits = (card: number, suspect: number): boolean => ((CARD_BIT[card] as number) & (SUSPECT_MASK[suspect] as number)) !== 0;
const matching = (cards: readonly number[], suspect: number): number => {
  let n = 0;
  for (const c of cards) if (fits(c, suspect)) n++;
  return n;
};

/** A small seeded generator (mulberry32): playouts draw millions of numbers, the engine's Rng allocates per draw. */
export class FastRng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  int(n: number): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n) | 0;
  }
  shuffle(xs: number[]): number[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [xs[i], xs[j]] = [xs[j] as number, xs[i] as number];
    }
    return xs;
  }
}

type Stage = 'start' | 'tip' | 'after';

/** One case in play, every card placed: a sampled completion of what a seat sees. */
export interface Model {
  players: number;
  resigned: boolean[];
  row: number[];
  covers: (number | null)[];
  tables: number[][];
  hands: number[][];
  /** The deck, top last. */
  deck: number[];
  discard: number[];
  scores: number[];
  right: { seat: number; carried: boolean } | null;
  seat: number;
  stage: Stage;
  /** The tip-off being played, and how many clues it still asks for. */
  tip: { card: number; left: number } | null;
  exchanged: boolean;
  /** Clue cards of each feature on all tables: their mask is the features shown. */
  shown: number[];
  /** The culprit once the case is closed (and scored), else null. */
  culprit: number | null;
}

export function copyModel(m: Model): Model {
  return {
    ...m,
    resigned: m.resigned,
    row: m.row,
    covers: m.covers.slice(),
    tables: m.tables.map((t) => t.slice()),
    hands: m.hands.map((h) => h.slice()),
    deck: m.deck.slice(),
    discard: m.discard.slice(),
    scores: m.scores.slice(),
    right: m.right && { ...m.right },
    tip: m.tip && { ...m.tip },
    shown: m.shown.slice(),
  };
}

/**
 * A model of the case as `view`'s seat sees it, with the cards it cannot see (the other hands and
 * the deck) dealt at random from those not in sight: its hand, the tables, the cover stories, the
 * discard pile and a tip-off in play. Nothing but the view is read.
 */
export function sampleModel(view: View, rng: FastRng): Model {
  const seat = view.viewer as number;
  const phase = view.phase;
  if (phase.kind === 'over') throw new Error('sampleModel: the game is over');
  const inSight = new Set<number>([...(view.hand ?? []), ...view.tables.flat(), ...view.discard]);
  for (const c of view.covers) if (c !== null) inSight.add(c);
  if (phase.kind === 'tip') inSight.add(phase.card);
  const unseen = rng.shuffle(DECK_CARDS.filter((c) => !inSight.has(c)));
  const hands = view.handSizes.map((size, s) => (s === seat ? [...(view.hand ?? [])] : unseen.splice(0, size)));
  const shown = new Array<number>(FEATURES.length).fill(0);
  for (const c of view.tables.flat()) if (isClue(c)) shown[featureOf(c)] = (shown[featureOf(c)] as number) + 1;
  return {
    players: view.players,
    resigned: view.resigned,
    row: view.row,
    covers: [...view.covers],
    tables: view.tables.map((t) => [...t]),
    hands,
    deck: unseen,
    discard: [...view.discard],
    scores: [...view.scores],
    right: view.right && { ...view.right },
    seat: phase.seat,
    stage: phase.kind,
    tip: phase.kind === 'tip' ? { card: phase.card, left: phase.left } : null,
    exchanged: phase.kind === 'after' && phase.exchanged,
    shown,
    culprit: null,
  };
}

function shownMask(m: Model): number {
  let mask = 0;
  for (let f = 0; f < m.shown.length; f++) if ((m.shown[f] as number) > 0) mask |= 1 << f;
  return mask;
}
const distinct = (mask: number, suspect: number) => bits(mask & (SUSPECT_MASK[suspect] as number));
/** Open suspects (no cover story) with five distinct features shown. */
function accusableIn(m: Model): number[] {
  const mask = shownMask(m);
  const out: number[] = [];
  for (let slot = 0; slot < m.row.length; slot++) {
    const id = m.row[slot] as number;
    if (m.covers[slot] === null && distinct(mask, id) >= CASE_CLOSED) out.push(id);
  }
  return out;
}
/** A clue card that fits an open suspect. */
function playable(m: Model, card: number): boolean {
  if (CARD_KIND[card] !== null) return false;
  for (let slot = 0; slot < m.row.length; slot++) if (m.covers[slot] === null && fits(card, m.row[slot] as number)) return true;
  return false;
}

function countShown(m: Model, card: number, delta: number): void {
  const f = CARD_FEATURE[card] as number;
  m.shown[f] = (m.shown[f] as number) + delta;
}

function take(hand: number[], card: number): void {
  const i = hand.indexOf(card);
  if (i >= 0) hand.splice(i, 1);
}

function draw(m: Model, seat: number, n: number, rng: FastRng): void {
  const hand = m.hands[seat] as number[];
  for (let k = 0; k < n; k++) {
    if (m.deck.length === 0) {
      if (m.discard.length === 0) return;
      m.deck = rng.shuffle(m.discard);
      m.discard = [];
    }
    hand.push(m.deck.pop() as number);
  }
}

function nextSeat(m: Model, seat: number): number {
  for (let k = 1; k <= m.players; k++) {
    const next = (seat + k) % m.players;
    if (!m.resigned[next]) return next;
  }
  return seat;
}

function solve(m: Model, suspect: number, by: number): void {
  m.tables.forEach((t, s) => {
    if (!m.resigned[s]) m.scores[s] = (m.scores[s] as number) + matching(t, suspect) + (s === by ? 1 : 0);
  });
  m.culprit = suspect;
}

function endTurn(m: Model): void {
  const passes = m.right !== null && m.right.seat === m.seat && !m.right.carried && accusableIn(m).length > 0;
  const next = nextSeat(m, m.seat);
  m.right = passes ? { seat: next, carried: true } : null;
  m.seat = next;
  m.stage = 'start';
  m.exchanged = false;
}

function afterPlay(m: Model): void {
  m.stage = 'after';
  m.exchanged = false;
}

function continueTip(m: Model, rng: FastRng): void {
  const tip = m.tip as { card: number; left: number };
  const hand = m.hands[m.seat] as number[];
  if (tip.left > 0 && hand.some((c) => playable(m, c))) return;
  m.discard.push(tip.card);
  m.tip = null;
  draw(m, m.seat, HAND_SIZE - hand.length, rng);
  afterPlay(m);
}

/** Applies a legal action of the seat whose turn it is (the rules of `apply.ts`). */
export function step(m: Model, action: Action, rng: FastRng): void {
  const seat = m.seat;
  const hand = m.hands[seat] as number[];
  if (m.stage === 'start' && action.type !== 'accuse') m.right = null;
  switch (action.type) {
    case 'accuse':
      return solve(m, action.suspect, seat);
    case 'clue': {
      take(hand, action.card);
      (m.tables[seat] as number[]).push(action.card);
      countShown(m, action.card, 1);
      for (const id of accusableIn(m)) if (fits(action.card, id)) m.right = { seat, carried: false };
      if (m.stage === 'tip') {
        (m.tip as { left: number }).left--;
        return continueTip(m, rng);
      }
      draw(m, seat, 1, rng);
      return afterPlay(m);
    }
    case 'cover': {
      take(hand, action.card);
      m.covers[action.slot] = action.card;
      draw(m, seat, 1, rng);
      const open = m.covers.indexOf(null);
      if (m.covers.filter((c) => c !== null).length === 3) return solve(m, m.row[open] as number, seat);
      return afterPlay(m);
    }
    case 'hush': {
      take(hand, action.card);
      const owner = m.tables.findIndex((t) => t.includes(action.clue));
      take(m.tables[owner] as number[], action.clue);
      countShown(m, action.clue, -1);
      m.discard.push(action.clue, action.card);
      draw(m, seat, 1, rng);
      return afterPlay(m);
    }
    case 'tip':
      take(hand, action.card);
      m.tip = { card: action.card, left: 2 };
      m.stage = 'tip';
      return continueTip(m, rng);
    case 'discard':
      for (const c of action.cards) take(hand, c);
      m.discard.push(...action.cards);
      draw(m, seat, HAND_SIZE - hand.length, rng);
      return afterPlay(m);
    case 'exchange':
      take(hand, action.card);
      m.discard.push(action.card);
      draw(m, seat, 1, rng);
      m.exchanged = true;
      return;
    case 'end':
      return endTurn(m);
    case 'resign':
      throw new Error('the playout model has no resignations');
  }
}

/** The accusations open to the seat to move: its own right in 'after', a carried one at the start. */
function accusations(m: Model): number[] {
  const r = m.right;
  if (r === null || r.seat !== m.seat || m.stage === 'tip' || r.carried !== (m.stage === 'start')) return [];
  return accusableIn(m);
}

/** How much a case closed on `suspect` by `seat` pays `seat` over its best-paid rival, the leader counting one extra (the heuristic's measure). */
function edge(m: Model, suspect: number, seat: number): number {
  let leader = -Infinity;
  for (const x of m.scores) if (x > leader) leader = x;
  let rival = -Infinity;
  for (let s = 0; s < m.players; s++) {
    if (s === seat) continue;
    const lead = m.scores[s] === leader && leader > 0 ? 1 : 0;
    const pays = matching(m.tables[s] as number[], suspect) + lead;
    if (pays > rival) rival = pays;
  }
  return matching(m.tables[seat] as number[], suspect) + 1 - rival;
}

/**
 * The best move seen so far, ties broken at random (reservoir sampling). Playouts spend most of
 * their time here, so moves are kept as fields and built into an action once.
 */
class BestMove {
  type: Action['type'] | null = null;
  card = -1;
  /** The slot of a cover story, the clue of hush money, the suspect of an accusation. */
  target = -1;
  score = -Infinity;
  private ties = 0;
  constructor(private readonly rng: FastRng) {}
  offer(type: Action['type'], card: number, target: number, score: number): void {
    if (score > this.score) this.ties = 1;
    else if (score < this.score || this.rng.int(++this.ties) !== 0) return;
    this.type = type;
    this.card = card;
    this.target = target;
    this.score = score;
  }
  action(): Action | null {
    switch (this.type) {
      case 'accuse':
        return { type: 'accuse', suspect: this.target };
      case 'clue':
      case 'tip':
        return { type: this.type, card: this.card };
      case 'cover':
        return { type: 'cover', card: this.card, slot: this.target };
      case 'hush':
        return { type: 'hush', card: this.card, clue: this.target };
      default:
        return null;
    }
  }
}

/** A card that fits no open suspect, or hush money with no clue on the table to pay away. */
function useless(m: Model, card: number, anyClueShown: boolean): boolean {
  return CARD_KIND[card] === null ? !playable(m, card) : CARD_KIND[card] === 'hush' && !anyClueShown;
}

/** The heuristic's worth of a clue: for each open suspect it fits, the seat's stake in it, and (if it makes the case accusable) how much closing it pays the seat. */
function clueScore(m: Model, seat: number, card: number, mask: number): number {
  const table = m.tables[seat] as number[];
  const hand = m.hands[seat] as number[];
  let sum = 0;
  for (let slot = 0; slot < m.row.length; slot++) {
    const id = m.row[slot] as number;
    if (m.covers[slot] !== null || !fits(card, id)) continue;
    const before = distinct(mask, id);
    let closes = 0;
    if (before < distinct(mask | (CARD_BIT[card] as number), id) && before + 1 >= CASE_CLOSED) {
      table.push(card);
      closes = edge(m, id, seat) * 3;
      table.pop();
    }
    sum += matching(table, id) * 2 + matching(hand, id) + closes;
  }
  return sum;
}

/** Offers the seat's function cards as the heuristic scores them (at the start of a turn). */
function offerFunctionCards(m: Model, seat: number, best: BestMove, mask: number, stuck: boolean, anyClueShown: boolean): void {
  const hand = m.hands[seat] as number[];
  const table = m.tables[seat] as number[];
  let covered = 0;
  for (const c of m.covers) if (c !== null) covered++;
  let playableClues = 0;
  for (const c of hand) if (CARD_KIND[c] === null && playable(m, c)) playableClues++;
  let leader = -Infinity;
  for (const x of m.scores) if (x > leader) leader = x;
  for (const card of hand) {
    const kind = CARD_KIND[card];
    if (kind === 'cover') {
      for (let slot = 0; slot < m.row.length; slot++) {
        if (m.covers[slot] !== null) continue;
        const id = m.row[slot] as number;
        let score: number;
        if (covered === 2) {
          // The third cover story convicts the last open suspect: only when that pays.
          const last = m.row.find((_, s) => s !== slot && m.covers[s] === null) as number;
          score = edge(m, last, seat) >= 0 ? 8 + table.length : -10;
        } else score = distinct(mask, id) >= CASE_CLOSED - 1 ? -edge(m, id, seat) * 3 : -1;
        best.offer('cover', card, slot, score);
      }
    } else if (kind === 'hush' && anyClueShown) {
      for (let owner = 0; owner < m.players; owner++) {
        if (owner === seat) continue;
        const lead = (m.scores[owner] as number) >= leader ? 2 : 0;
        for (const clue of m.tables[owner] as number[]) {
          let threat = 0;
          for (let slot = 0; slot < m.row.length; slot++) {
            const id = m.row[slot] as number;
            if (m.covers[slot] === null && fits(clue, id) && distinct(mask, id) >= CASE_CLOSED - 1) threat++;
          }
          best.offer('hush', card, clue, threat * 4 + lead - 1);
        }
      }
    } else if (kind === 'tip' && !stuck) best.offer('tip', card, -1, playableClues >= 2 ? 6 : -2);
  }
}

/**
 * The heuristic bot's choice (`heuristic.ts`) for the seat to move, on the model: the playout
 * policy for every seat, since it is how the medium bots play and a fair guess of anyone else.
 */
export function heuristicMove(m: Model, rng: FastRng): Action {
  const seat = m.seat;
  const hand = m.hands[seat] as number[];
  const accuse = new BestMove(rng);
  for (const id of accusations(m)) accuse.offer('accuse', -1, id, edge(m, id, seat));
  if (accuse.score >= 0) return accuse.action() as Action;
  let anyClueShown = false;
  for (const n of m.shown) if (n > 0) anyClueShown = true;
  if (m.stage === 'after') {
    if (!m.exchanged) for (const c of hand) if (useless(m, c, anyClueShown)) return { type: 'exchange', card: c };
    return { type: 'end' };
  }
  const mask = shownMask(m);
  const best = new BestMove(rng);
  for (const c of hand) if (CARD_KIND[c] === null && playable(m, c)) best.offer('clue', c, -1, clueScore(m, seat, c, mask));
  const stuck = m.stage === 'start' && best.type === null;
  if (m.stage === 'start') offerFunctionCards(m, seat, best, mask, stuck, anyClueShown);
  if (stuck && !(best.score > 0)) {
    // No card to play and no function card worth it: discard the junk (tip-offs too: only new
    // cards bring a clue to follow one), else the best function card, else end the turn.
    const junk = hand.filter((c) => useless(m, c, anyClueShown) || CARD_KIND[c] === 'tip');
    if (junk.length) return { type: 'discard', cards: junk };
  }
  return best.action() ?? { type: 'end' };
}

/** Plays the case out with `heuristicMove` for every seat, up to `maxSteps` actions; returns the actions played. */
export function playOut(m: Model, rng: FastRng, maxSteps: number): number {
  let k = 0;
  for (; k < maxSteps && m.culprit === null; k++) step(m, heuristicMove(m, rng), rng);
  return k;
}
