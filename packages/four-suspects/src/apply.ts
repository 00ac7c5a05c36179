import { canonicalJson, cloneJson, fail, ok, parseWith, type Applied, type Result } from '@alibi/engine';
import { COIN_LIMIT, FACE_UP, PRICE, countMatching, type Helper } from './cards.ts';
import {
  actors,
  brokerCards,
  brokerReference,
  canBuy,
  isLive,
  legal,
  phaseSummary,
  questionedCards,
  roomOf,
  spokenCount,
} from './legal.ts';
import {
  actionSchema,
  type Action,
  type Event,
  type QuestionRecord,
  type SeatSecret,
  type State,
  type ToDeckReason,
} from './types.ts';

/** A mutable copy of the state plus the events produced while applying one action. */
interface Draft {
  s: State;
  events: Event[];
}

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** Value sets, guesses and rooms are sets: their order does not matter. */
function normalise(action: Action): Action {
  switch (action.type) {
    case 'ask':
      return { ...action, values: sorted(action.values) };
    case 'guess':
      return { ...action, cards: sorted(action.cards) };
    case 'rooms':
      return { ...action, left: sorted(action.left) };
    default:
      return action;
  }
}

export function apply(state: State, player: number, raw: unknown): Result<Applied<State, Event>> {
  const parsed = parseWith(actionSchema, raw, 'action');
  if (!parsed.ok) return parsed;
  if (state.public.phase.kind === 'over') return fail('GAME_OVER', 'the game is over');
  if (!actors(state).includes(player)) return fail('NOT_ACTOR', `seat ${player} may not act now (${phaseSummary(state)})`);
  const action = normalise(parsed.value);
  const key = canonicalJson(action);
  // Serialise only the candidates of the same type: legal lists can be long.
  const sameType = legal(state, player).filter((a) => a.type === action.type);
  if (!sameType.some((a) => canonicalJson(a) === key)) {
    return fail(
      'ILLEGAL',
      sameType.length ? `that ${action.type} is not allowed now` : `${action.type} is not possible now (${phaseSummary(state)})`,
    );
  }
  const d: Draft = { s: cloneJson(state), events: [] };
  perform(d, player, action);
  return ok({ state: d.s, events: d.events });
}

const secretOf = (s: State, seat: number) => s.secret[seat] as SeatSecret;
const questionOf = (s: State, i: number) => s.public.questions[i] as QuestionRecord;

function perform(d: Draft, player: number, action: Action): void {
  const { s } = d;
  const phase = s.public.phase;
  switch (action.type) {
    case 'guess':
      return guess(d, player, action.cards);
    case 'resign':
      return resign(d, player);
    case 'pass': {
      const w = s.public.guessing;
      if (!w) return;
      w.pending = w.pending.filter((p) => p !== player);
      d.events.push({ type: 'passed', seat: player });
      if (w.pending.length === 0) judge(d);
      return;
    }
    case 'rooms': {
      const me = secretOf(s, player);
      me.rooms = { left: action.left, right: me.hand.filter((c) => !action.left.includes(c)) };
      s.public.roomsReady[player] = true;
      d.events.push({ type: 'roomsChosen', seat: player, left: action.left });
      if (s.public.roomsReady.every(Boolean)) beginTurn(d, s.public.start, false);
      return;
    }
    case 'buy':
      return buy(d, player, action.helper);
    case 'ask':
    case 'demand': {
      const target = action.target;
      s.public.faceUp = s.public.faceUp.filter((c) => c !== action.card);
      const question = s.public.questions.length;
      const q: QuestionRecord = {
        asker: player,
        target,
        card: action.card,
        kind: action.type === 'ask' ? 'count' : 'demand',
        category: action.type === 'ask' ? action.category : null,
        values: action.type === 'ask' ? action.values : [],
        room: action.type === 'ask' ? (action.room ?? null) : null,
        private: action.type === 'ask' && s.public.effects.confidant,
        poet: false,
        bodyguard: false,
        broker: false,
        answer: null,
        shown: null,
        brokerReturn: null,
      };
      s.public.questions.push(q);
      if (action.type === 'demand') {
        s.hidden.answers.push(null);
        d.events.push({ type: 'demanded', question, asker: player, target, card: action.card });
      } else {
        s.hidden.answers.push({ trueCount: countMatching(questionedCards(s, q), action.category, action.values), spoken: null });
        d.events.push({
          type: 'asked',
          question,
          asker: player,
          target,
          card: action.card,
          category: action.category,
          values: action.values,
          room: q.room,
        });
      }
      // The card becomes a coin; a player who is out has no use for coins, so it goes back to the deck.
      if (isLive(s, target)) (s.public.coins[target] as number[]).push(action.card);
      else toDeck(d, target, [action.card], 'to-out');
      if (action.type === 'demand') s.public.phase = { kind: 'show', seat: target, question };
      else if (canBuy(s, target, 'poet')) s.public.phase = { kind: 'respond', seat: target, question };
      else answer(d, question, (s.hidden.answers[question] as { trueCount: number }).trueCount);
      return;
    }
    case 'answer':
      if (phase.kind === 'respond')
        answer(d, phase.question, spokenCount(s.hidden.answers[phase.question]?.trueCount ?? 0, action.lie));
      return;
    case 'noCard':
      if (phase.kind === 'show') noCard(d, phase.question, 'low');
      return;
    case 'endTurn':
      if (phase.kind === 'end') endTurn(d);
      return;
    case 'show':
      if (phase.kind === 'show') return show(d, player, phase.question, action.card);
      if (phase.kind === 'brokerShow') {
        const q = questionOf(s, phase.question);
        q.brokerReturn = 'card';
        reveal(d, phase.question, player, q.target, action.card, 'broker');
        return questionDone(d);
      }
      return;
  }
}

/** Pay the oldest coins to the bottom of the deck, take the helper from wherever it lies, apply it once. */
function buy(d: Draft, player: number, helper: Helper): void {
  const { s } = d;
  const coins = s.public.coins[player] as number[];
  const paid = coins.splice(0, PRICE[helper]);
  const i = s.public.helpers.indexOf(helper);
  const from = s.public.owners[i] ?? null;
  s.public.owners[i] = player;
  d.events.push({ type: 'helperBought', seat: player, helper, from, paid });
  toDeck(d, player, paid, 'paid');
  const phase = s.public.phase;
  switch (helper) {
    case 'scout':
    case 'confidant':
      s.public.effects[helper] = true;
      return;
    case 'courier':
      // Hiring it is the whole end-of-turn decision: the turn ends now, and another follows.
      s.public.effects.courier = true;
      if (phase.kind === 'end') endTurn(d);
      return;
    case 'poet':
      if (phase.kind === 'respond') questionOf(s, phase.question).poet = true;
      return;
    case 'broker':
      if (phase.kind === 'show') questionOf(s, phase.question).broker = true;
      return;
    case 'bodyguard':
      if (phase.kind === 'show') {
        questionOf(s, phase.question).bodyguard = true;
        noCard(d, phase.question, 'bodyguard');
      }
      return;
  }
}

function toDeck(d: Draft, seat: number, cards: number[], reason: ToDeckReason): void {
  if (cards.length === 0) return;
  d.s.hidden.deck.push(...cards);
  d.s.public.deckSize = d.s.hidden.deck.length;
  d.events.push({ type: 'toDeck', seat, cards, reason });
}

/** The spoken answer; then a card is due if it is 2 or more. A secret answer always opens the show step. */
function answer(d: Draft, question: number, spoken: number): void {
  const { s } = d;
  const q = questionOf(s, question);
  const h = s.hidden.answers[question];
  if (!h) return;
  h.spoken = spoken;
  if (q.private) {
    secretOf(s, q.asker).heard.push({ question, count: spoken });
    secretOf(s, q.target).heard.push({ question, count: spoken });
  } else q.answer = spoken;
  d.events.push({ type: 'answered', question, asker: q.asker, target: q.target, count: spoken, private: q.private });
  // The show step's existence must not depend on a secret answer: with the confidant it always opens.
  if (spoken >= 2 || q.private) s.public.phase = { kind: 'show', seat: q.target, question };
  else noCard(d, question, 'low');
}

function noCard(d: Draft, question: number, reason: 'low' | 'bodyguard'): void {
  questionOf(d.s, question).shown = 'none';
  d.events.push({ type: 'noCard', question, reason });
  questionDone(d);
}

function reveal(d: Draft, question: number, from: number, to: number, card: number, how: 'answer' | 'demand' | 'broker'): void {
  const room = roomOf(d.s, from, card);
  secretOf(d.s, from).gave.push({ question, card, to, how });
  secretOf(d.s, to).seen.push({ question, card, from, room, how });
  d.events.push({ type: 'cardShown', question, from, to, card, room, how });
}

function show(d: Draft, player: number, question: number, card: number): void {
  const { s } = d;
  const q = questionOf(s, question);
  q.shown = 'card';
  reveal(d, question, player, q.asker, card, q.kind === 'demand' ? 'demand' : 'answer');
  if (!q.broker) return questionDone(d);
  if (brokerCards(s, q.asker, brokerReference(s, question)).length > 0) {
    s.public.phase = { kind: 'brokerShow', seat: q.asker, question };
    return;
  }
  q.brokerReturn = 'none';
  d.events.push({ type: 'brokerEmpty', question, seat: q.asker });
  questionDone(d);
}

/**
 * The question is over (answer, and any card shown or brought back). The courier is hired "after
 * having taken a turn": an active player still in who can afford it decides now, having seen the
 * answer; the step opens on public facts only (coins and helper owners).
 */
function questionDone(d: Draft): void {
  const { s } = d;
  const active = s.public.active;
  if (canBuy(s, active, 'courier')) s.public.phase = { kind: 'end', seat: active };
  else endTurn(d);
}

/**
 * The active player's turn ends: coins above the limit go to the bottom of the deck (oldest
 * first), the face-up row is refilled from the top (it stays short if the deck is empty), and the
 * courier's buyer plays again; otherwise the next player still in, clockwise.
 */
function endTurn(d: Draft): void {
  const { s } = d;
  const active = s.public.active;
  const coins = s.public.coins[active] as number[];
  if (coins.length > COIN_LIMIT) toDeck(d, active, coins.splice(0, coins.length - COIN_LIMIT), 'excess');
  while (s.public.faceUp.length < FACE_UP && s.hidden.deck.length > 0) {
    const card = s.hidden.deck.shift() as number;
    s.public.faceUp.push(card);
    d.events.push({ type: 'cardDrawn', card });
  }
  s.public.deckSize = s.hidden.deck.length;
  const again = s.public.effects.courier && isLive(s, active);
  s.public.effects = { scout: false, confidant: false, courier: false };
  beginTurn(d, again ? active : active + 1, again);
}

/** Start the turn of the first live seat at or after `from`; with no face-up card the turn is skipped. */
function beginTurn(d: Draft, from: number, extra: boolean): void {
  const { s } = d;
  for (let i = 0; i < s.players; i++) {
    const seat = (from + i) % s.players;
    if (!isLive(s, seat)) continue;
    s.public.active = seat;
    s.public.turn += 1;
    s.public.phase = { kind: 'turn', seat };
    d.events.push({ type: 'turnStarted', seat, turn: s.public.turn, extra });
    if (s.public.faceUp.length === 0) {
      d.events.push({ type: 'turnSkipped', seat });
      endTurn(d);
    }
    return;
  }
}

/** A guess opens the guess window (or joins it); when nobody is left to decide, all guesses are judged together. */
function guess(d: Draft, player: number, cards: number[]): void {
  const { s } = d;
  secretOf(s, player).guess = cards;
  d.events.push({ type: 'guessed', seat: player, cards });
  const w = s.public.guessing;
  if (w) {
    w.guessers.push(player);
    w.pending = w.pending.filter((p) => p !== player);
  } else {
    const pending = Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== player && isLive(s, i));
    s.public.guessing = { guessers: [player], pending };
  }
  if ((s.public.guessing?.pending.length ?? 0) === 0) judge(d);
}

function judge(d: Draft): void {
  const { s } = d;
  const guessers = s.public.guessing?.guessers ?? [];
  s.public.guessing = null;
  const truth = s.hidden.missing.join();
  const results = guessers.map((seat) => {
    const me = secretOf(s, seat);
    const cards = me.guess ?? [];
    me.guess = null;
    const correct = cards.join() === truth;
    me.guessed = { cards: [...cards], correct };
    return { seat, cards, correct };
  });
  const right = results.filter((r) => r.correct).map((r) => r.seat);
  const stillIn = Array.from({ length: s.players }, (_, i) => i).filter((i) => isLive(s, i) && !guessers.includes(i));
  const over = right.length > 0 || s.players === 2 || stillIn.length <= 1;
  d.events.push({ type: 'judged', results, missing: [...s.hidden.missing], over });
  if (right.length > 0) return gameOver(d, right, 'correct-guess');
  // Two players: a wrong guess hands the win to the other player (to nobody if both were wrong).
  if (s.players === 2) return gameOver(d, stillIn, stillIn.length ? 'opponent-wrong' : 'all-wrong');
  for (const seat of guessers) {
    s.public.eliminated[seat] = true;
    secretOf(s, seat).sawMissing = true;
    d.events.push({ type: 'eliminated', seat });
    toDeck(d, seat, (s.public.coins[seat] as number[]).splice(0), 'out');
  }
  if (over) return gameOver(d, stillIn, stillIn.length ? 'last-standing' : 'all-wrong');
  // A player who is out and was about to choose a question loses the turn; owed answers and cards are still given.
  const phase = s.public.phase;
  if ((phase.kind === 'turn' || phase.kind === 'end') && !isLive(s, phase.seat)) endTurn(d);
}

/**
 * Leaving the game is treated like a wrong guess, without the look at the missing alibi: out, coins
 * to the bottom of the deck, no more turns, helpers or guesses, but answers and cards still given.
 * A guess of the resigner's still waiting in a window is withdrawn. When one player is left in,
 * they win at once (the last player still in), even with a guess of theirs waiting.
 */
function resign(d: Draft, player: number): void {
  const { s } = d;
  s.public.eliminated[player] = true;
  s.public.resigned[player] = true;
  d.events.push({ type: 'resigned', seat: player });
  toDeck(d, player, (s.public.coins[player] as number[]).splice(0), 'out');
  const w = s.public.guessing;
  if (w) {
    w.guessers = w.guessers.filter((p) => p !== player);
    w.pending = w.pending.filter((p) => p !== player);
    secretOf(s, player).guess = null;
  }
  const live = Array.from({ length: s.players }, (_, i) => i).filter((i) => isLive(s, i));
  if (live.length <= 1) return gameOver(d, live, 'last-standing');
  if (w && w.guessers.length === 0) s.public.guessing = null; // its only guess is withdrawn: nothing to judge
  else if (w && w.pending.length === 0) return judge(d); // judge also passes a turn the resigner held
  if (s.public.guessing) return; // the window's judgement passes the turn on, if needed
  const phase = s.public.phase;
  if ((phase.kind === 'turn' || phase.kind === 'end') && phase.seat === player) endTurn(d);
}

function gameOver(d: Draft, winners: number[], reason: string): void {
  const { s } = d;
  s.public.phase = { kind: 'over' };
  s.public.winners = winners;
  s.public.endReason = reason;
  d.events.push({
    type: 'gameOver',
    winners,
    reason,
    missing: [...s.hidden.missing],
    hands: s.secret.map((x) => [...x.hand]),
    rooms: s.secret.map((x) => (x.rooms ? [...x.rooms.left] : null)),
  });
}
