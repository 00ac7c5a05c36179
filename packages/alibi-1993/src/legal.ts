/**
 * Who may act, what they may do, and the one check `apply` uses.
 *
 * Questions, passes and sheets are too many to list (a hand of 25 passing 10 cards alone has
 * millions of choices), so `legal` lists a representative, enumerable selection and `checkAction`
 * (what `apply` runs) accepts every well-formed legal action. Every listed action passes
 * `checkAction`, and where `legal` lists a family completely (melds, accusations, passes from small
 * hands) the two agree exactly; test/legal.test.ts checks both.
 */
import { combinations, fail, ok, type Result } from '@alibi/engine';
import {
  ALL_SETS,
  CARD_TYPES,
  FIRST_ACCUSER_MIN_OTHER_BLANKS,
  TYPE_SETS,
  completeSets,
  setType,
  type CardType,
} from './cards.ts';
import { normaliseQuestion } from './questions.ts';
import type { Action, Atom, Sheet, State } from './types.ts';

const seats = (s: State) => Array.from({ length: s.players }, (_, i) => i);
const ascending = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** The single-atom filters `legal` offers: everything, each type, set and time; single cards apart from the `kept` scope. */
const GROUP_ATOMS: Atom[] = [
  { kind: 'all' },
  ...CARD_TYPES.map((type) => ({ kind: 'type' as const, type })),
  ...ALL_SETS.map((set) => ({ kind: 'set' as const, set })),
  ...[0, 1, 2].map((time) => ({ kind: 'time' as const, time })),
];
const CARD_ATOMS: Atom[] = Array.from({ length: 78 }, (_, card) => ({ kind: 'card' as const, card }));

/**
 * The listed questions of one asker (what `legal` offers in its turn), built once per table size
 * and seat and frozen (they never change, and are shared). Exported for the review, which rates
 * a question against them from a seat's views alone.
 */
const askCache = new Map<string, Action[]>();
export function listedQuestions(players: number, asker: number): Action[] {
  const key = `${players}:${asker}`;
  let list = askCache.get(key);
  if (!list) {
    list = [];
    for (let target = 0; target < players; target++) {
      if (target === asker) continue;
      for (const scope of ['hand', 'seen', 'kept'] as const)
        for (const atom of scope === 'kept' ? GROUP_ATOMS : [...GROUP_ATOMS, ...CARD_ATOMS])
          list.push({ type: 'ask', target, question: { filter: [atom], scope } });
    }
    for (const a of list) deepFreeze(a);
    askCache.set(key, list);
  }
  return list;
}

function deepFreeze(x: object): void {
  for (const v of Object.values(x)) if (typeof v === 'object' && v !== null) deepFreeze(v);
  Object.freeze(x);
}

/** Whether the seat resigned (a state stored before resigning existed has no list: nobody did). */
export const hasResigned = (s: State, seat: number): boolean => s.public.resigned?.[seat] === true;

/** The seat's place in the round's order, which starts at the hand's first seat. */
const roundPosition = (s: State, seat: number) => (seat - s.public.first + s.players) % s.players;

/**
 * Who asks after `seat` in this round: the next seat in round order that has not resigned, or
 * null when the round is complete (passing follows). `seat` null: the round's first asker.
 */
export function nextAsker(s: State, seat: number | null): number | null {
  const from = seat === null ? -1 : roundPosition(s, seat);
  for (let pos = from + 1; pos < s.players; pos++) {
    const next = (s.public.first + pos) % s.players;
    if (!hasResigned(s, next)) return next;
  }
  return null;
}

/** Seats still in the race. */
export const competitors = (s: State): number[] => seats(s).filter((p) => !hasResigned(s, p));

/** Sets this seat could meld now (all three cards in hand); none once an accusation is announced, none for a resigned seat. */
export function meldableSets(s: State, seat: number): number[] {
  const phase = s.public.phase.kind;
  if (phase !== 'turn' && phase !== 'passing') return [];
  if (hasResigned(s, seat)) return [];
  const hand = s.secret[seat]?.hand ?? [];
  return hand.length < 3 ? [] : completeSets(hand);
}

/** How many cards this seat passes in the current passing phase: the round's number, or the whole hand. */
export function passCount(s: State, seat: number): number {
  const phase = s.public.phase;
  return phase.kind === 'passing' ? Math.min(phase.round, s.secret[seat]?.hand.length ?? 0) : 0;
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Passing choices offered: every choice for small hands, else each run of `count` neighbours in the sorted hand (wrapping round). */
const ALL_PASSES_UP_TO = 64;
function listedPasses(hand: readonly number[], count: number): number[][] {
  if (count === 0) return [[]];
  if (binomial(hand.length, count) <= ALL_PASSES_UP_TO) return combinations(hand, count);
  return hand.map((_, i) => ascending(Array.from({ length: count }, (_, k) => hand[(i + k) % hand.length] as number)));
}

/** Sheets offered to the First Accuser: suspect (with or without a time), and one of each other set. */
function listedAccuserSheets(): Sheet[] {
  const out: Sheet[] = [];
  for (let suspect = 0; suspect < TYPE_SETS.suspect.count; suspect++)
    for (const time of [undefined, 0, 1, 2])
      for (let i = 0; i < TYPE_SETS.place.count; i++)
        out.push({
          suspect: time === undefined ? { set: suspect } : { set: suspect, sub: time },
          place: { set: TYPE_SETS.place.first + i },
          weapon: { set: TYPE_SETS.weapon.first + i },
          emotion: { set: TYPE_SETS.emotion.first + i },
        });
  return out;
}
const ACCUSER_SHEETS = listedAccuserSheets();
ACCUSER_SHEETS.forEach(deepFreeze);

/** Sheets offered to the other players: the empty sheet, and one set with or without its subcategory. */
const OTHER_SHEETS: Sheet[] = [
  {},
  ...ALL_SETS.flatMap((set) =>
    [undefined, 0, 1, 2].map((sub): Sheet => ({ [setType(set)]: sub === undefined ? { set } : { set, sub } })),
  ),
];
OTHER_SHEETS.forEach(deepFreeze);

/**
 * Every seat still in the race may act (it may resign at any moment); a resigned seat only while
 * it owes the table its pass. Resigned seats count as having written their sheet.
 */
export function actors(s: State): number[] {
  const phase = s.public.phase;
  if (phase.kind === 'over') return [];
  return seats(s).filter((p) => !hasResigned(s, p) || (phase.kind === 'passing' && !s.public.chosen[p]));
}

/** Seats the game waits for: the turn's seat, the seats still to choose their pass, the sheets still to write. */
export function waitingFor(s: State): number[] {
  const phase = s.public.phase;
  switch (phase.kind) {
    case 'over':
      return [];
    case 'turn':
      return [phase.seat];
    case 'passing':
      return seats(s).filter((p) => !s.public.chosen[p]);
    case 'accusation':
      return seats(s).filter((p) => !s.public.written[p]);
  }
}

const RESIGN: Action = Object.freeze({ type: 'resign' });

export function legal(s: State, seat: number): Action[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return [];
  if (s.public.phase.kind === 'over') return [];
  // A resigned seat's only duty is its pass, so that the cards still go round (a bot plays it).
  if (hasResigned(s, seat)) return s.public.phase.kind === 'passing' && !s.public.chosen[seat] ? passesOf(s, seat) : [];
  return [...playing(s, seat), RESIGN];
}

function passesOf(s: State, seat: number): Action[] {
  return listedPasses(s.secret[seat]?.hand ?? [], passCount(s, seat)).map((cards) => ({ type: 'pass', cards }));
}

/** The actions of a seat still in the race, resigning apart. */
function playing(s: State, seat: number): Action[] {
  const phase = s.public.phase;
  const melds: Action[] = meldableSets(s, seat).map((set) => ({ type: 'meld', set }));
  switch (phase.kind) {
    case 'over':
      return [];
    case 'turn':
      return phase.seat === seat ? [...listedQuestions(s.players, seat), { type: 'accuse' }, ...melds] : melds;
    case 'passing':
      return s.public.chosen[seat] ? melds : [...passesOf(s, seat), ...melds];
    case 'accusation':
      if (s.public.written[seat]) return [];
      return (phase.accuser === seat ? ACCUSER_SHEETS : OTHER_SHEETS).map((sheet) => ({ type: 'write', sheet }));
  }
}

/** How many blanks a sheet fills besides the suspect. */
export function otherBlanks(sheet: Sheet): number {
  let n = sheet.suspect?.sub !== undefined ? 1 : 0;
  for (const type of ['place', 'weapon', 'emotion'] as const) {
    const blank = sheet[type];
    if (blank) n += blank.sub === undefined ? 1 : 2;
  }
  return n;
}

/** Why a sheet is not acceptable from this seat, or null. */
export function sheetProblem(sheet: Sheet, firstAccuser: boolean): string | null {
  for (const type of CARD_TYPES) {
    const blank = sheet[type];
    if (blank && setType(blank.set) !== type) return `the ${type} blank must name a ${type}`;
  }
  if (firstAccuser && (!sheet.suspect || otherBlanks(sheet) < FIRST_ACCUSER_MIN_OTHER_BLANKS))
    return `the First Accuser must name the suspect and at least ${FIRST_ACCUSER_MIN_OTHER_BLANKS} other blanks`;
  return null;
}

/** A sheet in normal form: types in order, no empty keys (plain JSON without undefined). */
export function normaliseSheet(sheet: Sheet): Sheet {
  const out: Sheet = {};
  for (const type of CARD_TYPES) {
    const blank = sheet[type];
    if (blank) out[type as CardType] = blank.sub === undefined ? { set: blank.set } : { set: blank.set, sub: blank.sub };
  }
  return out;
}

/**
 * The legality check `apply` uses: the action, normalised (question atoms sorted, passed cards
 * ascending, sheet keys in order), or an ILLEGAL error that names nothing the seat may not know.
 * The caller has parsed the action and checked that the game is on and `seat` is an actor.
 */
export function checkAction(s: State, seat: number, action: Action): Result<Action> {
  const phase = s.public.phase;
  const me = s.secret[seat];
  if (!me) return fail('ILLEGAL', 'no such seat');
  if (hasResigned(s, seat) && action.type !== 'pass') return fail('ILLEGAL', 'you have resigned: only your pass is still owed');
  switch (action.type) {
    case 'ask':
      if (phase.kind !== 'turn' || phase.seat !== seat) return fail('ILLEGAL', 'you may ask only in your turn');
      if (action.target === seat || action.target >= s.players) return fail('ILLEGAL', 'ask another player at the table');
      return ok({ type: 'ask', target: action.target, question: normaliseQuestion(action.question) });
    case 'accuse':
      if (phase.kind !== 'turn' || phase.seat !== seat) return fail('ILLEGAL', 'you may accuse only in your turn');
      return ok(action);
    case 'meld':
      if (phase.kind !== 'turn' && phase.kind !== 'passing') return fail('ILLEGAL', 'no melds after an accusation');
      if (!meldableSets(s, seat).includes(action.set)) return fail('ILLEGAL', 'you do not hold that whole set');
      return ok(action);
    case 'pass': {
      if (phase.kind !== 'passing' || s.public.chosen[seat]) return fail('ILLEGAL', 'there is no pass for you to choose now');
      const cards = ascending(action.cards);
      const count = passCount(s, seat);
      if (cards.length !== count) return fail('ILLEGAL', `pass exactly ${count} card${count === 1 ? '' : 's'}`);
      if (new Set(cards).size !== cards.length || cards.some((c) => !me.hand.includes(c)))
        return fail('ILLEGAL', 'pass different cards from your hand');
      return ok({ type: 'pass', cards });
    }
    case 'write': {
      if (phase.kind !== 'accusation' || s.public.written[seat]) return fail('ILLEGAL', 'there is no sheet for you to write now');
      const problem = sheetProblem(action.sheet, phase.accuser === seat);
      if (problem) return fail('ILLEGAL', problem);
      return ok({ type: 'write', sheet: normaliseSheet(action.sheet) });
    }
    case 'resign':
      return ok(action);
  }
}
