import { combinations } from '@alibi/engine';
import {
  ALL_CARDS,
  CATEGORIES,
  LEFT_ROOM,
  PRICE,
  VALUE_SETS,
  isDemandCard,
  matches,
  questionCategory,
  questionNumber,
  sharesFeature,
  TURN_START_HELPERS,
  type Helper,
  type Room,
} from './cards.ts';
import type { Action, QuestionRecord, State } from './types.ts';

const seats = (s: State) => Array.from({ length: s.players }, (_, i) => i);
export const isLive = (s: State, seat: number): boolean => s.public.eliminated[seat] === false;
export const ownerOf = (s: State, helper: Helper): number | null | undefined => {
  const i = s.public.helpers.indexOf(helper);
  return i < 0 ? undefined : s.public.owners[i];
};

/** A seat may buy a helper in play that is not in front of it, if it is still in and can pay. */
export function canBuy(s: State, seat: number, helper: Helper): boolean {
  const owner = ownerOf(s, helper);
  return owner !== undefined && owner !== seat && isLive(s, seat) && (s.public.coins[seat]?.length ?? 0) >= PRICE[helper];
}

/** The cards a question is about: the whole hand, or (2 players) the asked room. */
export function questionedCards(s: State, q: Pick<QuestionRecord, 'target' | 'room'>): number[] {
  const me = s.secret[q.target];
  if (!me) return [];
  if (q.room && me.rooms) return q.room === 'left' ? me.rooms.left : me.rooms.right;
  return me.hand;
}

export const roomOf = (s: State, seat: number, card: number): Room | null => {
  const rooms = s.secret[seat]?.rooms;
  if (!rooms) return null;
  return rooms.left.includes(card) ? 'left' : 'right';
};

/** The answers the questioned player may give: the truth, or with the poet one up or down (never below 0). */
export function answerChoices(s: State, question: number): Action[] {
  const q = s.public.questions[question];
  const h = s.hidden.answers[question];
  if (!q || !h) return [];
  if (!q.poet) return [{ type: 'answer' }];
  return h.trueCount === 0
    ? [{ type: 'answer', lie: 'up' }]
    : [
        { type: 'answer', lie: 'down' },
        { type: 'answer', lie: 'up' },
      ];
}

/** The number an answer action speaks. */
export function spokenCount(trueCount: number, lie: 'up' | 'down' | undefined): number {
  return lie === 'up' ? trueCount + 1 : lie === 'down' ? trueCount - 1 : trueCount;
}

/** The card the broker's buyer showed in answer to `question` (the asker saw it). */
export function brokerReference(s: State, question: number): number {
  const q = s.public.questions[question];
  const seen = q ? s.secret[q.asker]?.seen.find((x) => x.question === question && x.how !== 'broker') : undefined;
  return seen?.card ?? -1;
}

/** The asker's cards the broker may bring back: those sharing a time, place or person with `reference`. */
export const brokerCards = (s: State, asker: number, reference: number): number[] =>
  (s.secret[asker]?.hand ?? []).filter((c) => reference >= 0 && sharesFeature(c, reference));

/** Guesses a seat may make: cards outside its own hand (two of them in a two-player game). */
export function guessChoices(s: State, seat: number): Action[] {
  const hand = s.secret[seat]?.hand ?? [];
  const open = ALL_CARDS.filter((c) => !hand.includes(c));
  return combinations(open, s.players === 2 ? 2 : 1).map((cards) => ({ type: 'guess', cards }));
}

/** Every question the active player may ask now. */
function questions(s: State, seat: number): Action[] {
  const out: Action[] = [];
  const scout = s.public.effects.scout;
  const rooms: (Room | undefined)[] = s.players === 2 ? ['left', 'right'] : [undefined];
  for (const card of s.public.faceUp) {
    for (const target of seats(s)) {
      if (target === seat) continue;
      if (isDemandCard(card)) out.push({ type: 'demand', card, target });
      if (isDemandCard(card) && !scout) continue;
      const category = questionCategory(card);
      const categories = scout || category === null ? CATEGORIES : [category];
      const max = scout ? 3 : questionNumber(card);
      for (const room of rooms) {
        for (const c of categories) {
          for (const values of VALUE_SETS) {
            if (values.length > max) continue;
            out.push(
              room
                ? { type: 'ask', card, target, category: c, values, room }
                : { type: 'ask', card, target, category: c, values },
            );
          }
        }
      }
    }
  }
  return out;
}

/** The actions the current phase asks of `seat` (empty if it has no duty now). */
function duties(s: State, seat: number): Action[] {
  const phase = s.public.phase;
  const buy = (helpers: readonly Helper[]): Action[] =>
    helpers.filter((h) => canBuy(s, seat, h)).map((helper) => ({ type: 'buy', helper }));
  switch (phase.kind) {
    case 'over':
      return [];
    case 'rooms': {
      if (s.public.roomsReady[seat] !== false) return [];
      return combinations(s.secret[seat]?.hand ?? [], LEFT_ROOM).map((left) => ({ type: 'rooms', left }));
    }
    case 'turn':
      if (phase.seat !== seat) return [];
      return [...buy(TURN_START_HELPERS), ...questions(s, seat)];
    case 'end':
      if (phase.seat !== seat) return [];
      return [...buy(['courier']), { type: 'endTurn' }];
    case 'respond': {
      if (phase.seat !== seat) return [];
      const q = s.public.questions[phase.question] as QuestionRecord;
      const answers = answerChoices(s, phase.question);
      return q.poet ? answers : [...answers, ...buy(['poet'])];
    }
    case 'show': {
      if (phase.seat !== seat) return [];
      const q = s.public.questions[phase.question] as QuestionRecord;
      if (q.kind === 'demand')
        return [...(s.secret[seat]?.hand ?? []).map((card): Action => ({ type: 'show', card })), ...buy(['broker'])];
      const spoken = s.hidden.answers[phase.question]?.spoken ?? 0;
      if (spoken < 2) return [{ type: 'noCard' }];
      const category = q.category ?? 'time';
      const cards = questionedCards(s, q).filter((c) => matches(c, category, q.values));
      return [
        ...[...cards].sort((a, b) => a - b).map((card): Action => ({ type: 'show', card })),
        ...buy(['bodyguard', 'broker']),
      ];
    }
    case 'brokerShow': {
      if (phase.seat !== seat) return [];
      const reference = brokerReference(s, phase.question);
      return brokerCards(s, seat, reference).map((card) => ({ type: 'show', card }));
    }
  }
}

export function actors(s: State): number[] {
  const p = s.public;
  if (p.phase.kind === 'over') return [];
  // In a guess window every player still in is pending or has guessed; those who guessed may only resign.
  if (p.guessing) return seats(s).filter((i) => isLive(s, i));
  const duty = waitingFor(s);
  return seats(s).filter((i) => isLive(s, i) || duty.includes(i));
}

export function waitingFor(s: State): number[] {
  const p = s.public;
  const phase = p.phase;
  if (phase.kind === 'over') return [];
  if (p.guessing) return [...p.guessing.pending];
  if (phase.kind === 'rooms') return seats(s).filter((i) => !p.roomsReady[i]);
  return [phase.seat];
}

export function legal(s: State, seat: number): Action[] {
  if (s.public.phase.kind === 'over' || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return [];
  const window = s.public.guessing;
  const resign: Action[] = isLive(s, seat) ? [{ type: 'resign' }] : [];
  if (window) return window.pending.includes(seat) ? [...guessChoices(s, seat), { type: 'pass' }, ...resign] : resign;
  // A seat that is out keeps only its duties (an answer, a card to show); buying needs it to be in.
  const out = duties(s, seat);
  if (isLive(s, seat)) out.push(...guessChoices(s, seat), ...resign);
  return out;
}

/** Why an action is refused, without revealing anything the caller may not know. */
export function phaseSummary(s: State): string {
  const p = s.public.phase;
  if (p.kind === 'over') return 'the game is over';
  if (s.public.guessing) return `waiting for guesses from seats ${s.public.guessing.pending.join(', ')}`;
  if (p.kind === 'rooms') return 'waiting for the players to arrange their rooms';
  return `waiting for seat ${p.seat} (${p.kind})`;
}
