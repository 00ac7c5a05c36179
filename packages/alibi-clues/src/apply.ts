import { fail, jsonEqual, ok, parseWith, Rng, type Applied, type Result } from '@alibi/engine';
import { HAND_SIZE, clueMatches, countMatching, featureOf } from './cards.ts';
import { accusable, actors, cluePlayable, competitors, hasResigned, legal, nextInGame, phaseSummary } from './legal.ts';
import { actionSchema, type Action, type CaseRecord, type Event, type State } from './types.ts';

/** A mutable copy of the state plus the events produced while applying one action. */
interface Draft {
  s: State;
  events: Event[];
}

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

export function apply(state: State, player: number, raw: unknown): Result<Applied<State, Event>> {
  const parsed = parseWith(actionSchema, raw, 'action');
  if (!parsed.ok) return parsed;
  if (state.public.phase.kind === 'over') return fail('GAME_OVER', 'the game is over');
  if (!actors(state).includes(player)) return fail('NOT_ACTOR', `seat ${player} may not act now (${phaseSummary(state)})`);
  // A discard is a set of cards: its order does not matter.
  const action: Action = parsed.value.type === 'discard' ? { ...parsed.value, cards: sorted(parsed.value.cards) } : parsed.value;
  const sameType = legal(state, player).filter((a) => a.type === action.type);
  if (!sameType.some((a) => jsonEqual(a, action))) {
    return fail('ILLEGAL', sameType.length ? `that ${action.type} is not allowed now` : `${action.type} is not possible now (${phaseSummary(state)})`);
  }
  const d: Draft = { s: copyState(state), events: [] };
  perform(d, player, action);
  return ok({ state: d.s, events: d.events });
}

/** A deep copy of the state, written out because a generic JSON clone dominates the cost of a move. */
function copyState(s: State): State {
  const p = s.public;
  return {
    players: s.players,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    public: {
      row: p.row.slice(),
      covers: p.covers.slice(),
      tables: p.tables.map((t) => t.slice()),
      discard: p.discard.slice(),
      deckSize: p.deckSize,
      suspectsLeft: p.suspectsLeft,
      handSizes: p.handSizes.slice(),
      scores: p.scores.slice(),
      phase: { ...p.phase },
      right: p.right ? { seat: p.right.seat, carried: p.right.carried } : null,
      firstPlayer: p.firstPlayer,
      turn: p.turn,
      round: p.round,
      // Case records and redeals are never changed once written: the copy shares them.
      cases: p.cases.slice(),
      redeals: p.redeals,
      winners: p.winners ? p.winners.slice() : null,
      resigned: p.tables.map((_, seat) => p.resigned?.[seat] === true),
    },
    hidden: { deck: s.hidden.deck.slice(), suspects: s.hidden.suspects.slice() },
    secret: s.secret.map((x) => ({ hand: x.hand.slice() })),
  };
}

const handOf = (s: State, seat: number): number[] => (s.secret[seat] as { hand: number[] }).hand;

function takeFromHand(d: Draft, seat: number, cards: readonly number[]): void {
  const me = d.s.secret[seat] as { hand: number[] };
  me.hand = me.hand.filter((c) => !cards.includes(c));
  d.s.public.handSizes[seat] = me.hand.length;
}

/** Draws up to `n` cards, reshuffling the discard pile into the deck when it runs out. */
function draw(d: Draft, seat: number, n: number): void {
  const { s } = d;
  const drawn: number[] = [];
  for (let i = 0; i < n; i++) {
    if (s.hidden.deck.length === 0) {
      if (s.public.discard.length === 0) break;
      const rng = new Rng(s.rng);
      s.hidden.deck = rng.shuffle(s.public.discard);
      s.rng = rng.state;
      s.public.discard = [];
      d.events.push({ type: 'reshuffled', size: s.hidden.deck.length });
    }
    drawn.push(s.hidden.deck.shift() as number);
  }
  const me = s.secret[seat] as { hand: number[] };
  me.hand = sorted([...me.hand, ...drawn]);
  s.public.handSizes[seat] = me.hand.length;
  s.public.deckSize = s.hidden.deck.length;
  if (drawn.length > 0) d.events.push({ type: 'drew', seat, cards: sorted(drawn) });
}

const refill = (d: Draft, seat: number) => draw(d, seat, HAND_SIZE - handOf(d.s, seat).length);

function perform(d: Draft, player: number, action: Action): void {
  const { s } = d;
  const p = s.public;
  // Playing anything at the start of a turn gives up a right to accuse carried over from the previous
  // player (a resignation sorts the right out itself: another seat's leaves it alone).
  if (p.phase.kind === 'start' && action.type !== 'accuse' && action.type !== 'resign') p.right = null;
  switch (action.type) {
    case 'accuse':
      d.events.push({ type: 'accused', seat: player, suspect: action.suspect });
      return solve(d, p.row.indexOf(action.suspect), 'accused', player);
    case 'clue': {
      takeFromHand(d, player, [action.card]);
      (p.tables[player] as number[]).push(action.card);
      d.events.push({ type: 'cluePlayed', seat: player, card: action.card, feature: featureOf(action.card) });
      // The right to accuse goes to whoever plays a clue of a suspect that now shows 5 features.
      if (accusable(p).some((id) => clueMatches(action.card, id))) p.right = { seat: player, carried: false };
      if (p.phase.kind === 'tip') {
        p.phase.left--;
        return continueTip(d, player);
      }
      draw(d, player, 1);
      p.phase = { kind: 'after', seat: player, exchanged: false };
      return;
    }
    case 'cover': {
      takeFromHand(d, player, [action.card]);
      p.covers[action.slot] = action.card;
      d.events.push({ type: 'covered', seat: player, card: action.card, slot: action.slot, suspect: p.row[action.slot] as number });
      draw(d, player, 1);
      // The third cover story convicts the one suspect left without one.
      if (p.covers.filter((c) => c !== null).length === 3) return solve(d, p.covers.indexOf(null), 'covers', player);
      p.phase = { kind: 'after', seat: player, exchanged: false };
      return;
    }
    case 'hush': {
      takeFromHand(d, player, [action.card]);
      const owner = p.tables.findIndex((t) => t.includes(action.clue));
      p.tables[owner] = (p.tables[owner] as number[]).filter((c) => c !== action.clue);
      p.discard.push(action.clue, action.card);
      d.events.push({ type: 'hushed', seat: player, card: action.card, clue: action.clue, owner });
      draw(d, player, 1);
      p.phase = { kind: 'after', seat: player, exchanged: false };
      return;
    }
    case 'tip':
      takeFromHand(d, player, [action.card]);
      d.events.push({ type: 'tipped', seat: player, card: action.card });
      p.phase = { kind: 'tip', seat: player, card: action.card, left: 2 };
      return continueTip(d, player);
    case 'discard':
      takeFromHand(d, player, action.cards);
      p.discard.push(...action.cards);
      d.events.push({ type: 'discarded', seat: player, cards: action.cards });
      refill(d, player);
      p.phase = { kind: 'after', seat: player, exchanged: false };
      return;
    case 'exchange':
      takeFromHand(d, player, [action.card]);
      p.discard.push(action.card);
      d.events.push({ type: 'exchanged', seat: player, card: action.card });
      draw(d, player, 1);
      p.phase = { kind: 'after', seat: player, exchanged: true };
      return;
    case 'end':
      // Ending at the start of the turn is the choice of a player with no card to play: say so.
      if (p.phase.kind === 'start') d.events.push({ type: 'skipped', seat: player });
      return endTurn(d, player);
    case 'resign':
      return resign(d, player);
  }
}

/**
 * The seat leaves: its hand (and a tip-off it is playing) goes face up onto the discard pile, its
 * clue cards stay on the table (they still count towards the 5 clues and can be paid away), it
 * scores nothing more and cannot win. In its own turn, the turn ends as if it ended it, so an
 * unused right to accuse passes on. With one player left, that player wins at once.
 */
function resign(d: Draft, seat: number): void {
  const p = d.s.public;
  const phase = p.phase;
  const hand = handOf(d.s, seat).slice();
  takeFromHand(d, seat, hand);
  const discarded = phase.kind === 'tip' && phase.seat === seat ? [...hand, phase.card] : hand;
  p.discard.push(...discarded);
  p.resigned[seat] = true;
  d.events.push({ type: 'resigned', seat, discarded });
  const left = competitors(d.s);
  if (left.length === 1) return finish(d, left);
  if (phase.kind !== 'over' && phase.seat === seat) endTurn(d, seat);
}

/** The game ends; the best score among the seats still in the game wins. */
function finish(d: Draft, pool: readonly number[]): void {
  const p = d.s.public;
  const top = Math.max(...pool.map((seat) => p.scores[seat] as number));
  p.winners = pool.filter((seat) => p.scores[seat] === top);
  p.phase = { kind: 'over' };
  p.right = null;
  d.events.push({ type: 'gameOver', winners: [...p.winners], scores: [...p.scores] });
}

/** After a tip-off: wait for the next clue, or (two played, or none playable) discard it and refill. */
function continueTip(d: Draft, player: number): void {
  const p = d.s.public;
  if (p.phase.kind !== 'tip') return;
  const { card, left } = p.phase;
  if (left > 0 && handOf(d.s, player).some((c) => cluePlayable(p, c))) return;
  p.discard.push(card);
  d.events.push({ type: 'tipDone', seat: player, played: 2 - left });
  refill(d, player);
  p.phase = { kind: 'after', seat: player, exchanged: false };
}

function startTurn(d: Draft, seat: number): void {
  const p = d.s.public;
  p.turn++;
  p.phase = { kind: 'start', seat };
  d.events.push({ type: 'turnStarted', seat, turn: p.turn });
}

/** An unused right to accuse passes to the next player, for the start of their turn only. */
function endTurn(d: Draft, player: number): void {
  const p = d.s.public;
  const next = nextInGame(d.s, player);
  const passes = p.right?.seat === player && !p.right.carried && accusable(p).length > 0;
  p.right = passes ? { seat: next, carried: true } : null;
  if (passes) d.events.push({ type: 'rightPassed', seat: next });
  startTurn(d, next);
}

/** Scores the culprit, clears the table, turns up a new suspect and starts the next round (or ends the game). */
function solve(d: Draft, slot: number, how: CaseRecord['how'], by: number): void {
  const { s } = d;
  const p = s.public;
  const culprit = p.row[slot] as number;
  // A resigned seat's clues still count on the table, but score it nothing.
  const points = p.tables.map((t, seat) => (hasResigned(s, seat) ? 0 : countMatching(t, culprit)));
  points[by] = (points[by] as number) + 1;
  p.scores = p.scores.map((x, i) => x + (points[i] as number));
  const record: CaseRecord = { round: p.round, culprit, slot, how, by, points };
  p.cases.push(record);
  d.events.push({ type: 'solved', record });
  for (const t of p.tables) p.discard.push(...t);
  for (const c of p.covers) if (c !== null) p.discard.push(c);
  p.tables = p.tables.map(() => []);
  p.covers = p.covers.map(() => null);
  p.right = null;
  const next = s.hidden.suspects.shift();
  if (next === undefined) return finish(d, competitors(s));
  p.row[slot] = next;
  p.suspectsLeft = s.hidden.suspects.length;
  d.events.push({ type: 'newSuspect', slot, suspect: next });
  p.round++;
  startTurn(d, nextInGame(s, by));
}
