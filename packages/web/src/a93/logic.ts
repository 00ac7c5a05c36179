/** Pure helpers for the Alibi (1993) screen: parsing, names in the reader's language, questions, log lines. */
// Leaf modules, not the package's index: the lobby's emblems draw these cards (build/chunks.ts).
import {
  BLANK_POINTS,
  CARD_TYPES,
  FIRST_ACCUSER_BONUS,
  SUB_BLANK,
  cardOf,
  cardSet,
  cardSub,
  cardType,
  firstSeatAfterDeal,
  setType,
  type CardType,
} from '@alibi/alibi-1993/cards';
import { normaliseQuestion } from '@alibi/alibi-1993/questions';
import type { Action, Atom, Blank, ProjectedEvent, Question, Sheet, View } from '@alibi/alibi-1993';
import { en } from '../i18n/en.ts';
import type { MessageKey, Translate } from '../i18n/index.tsx';
import { overPrompt, type LogLine } from '../game/logic.ts';

export type A93ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

export function a93OfType<T extends Action['type']>(actions: readonly Action[], type: T): A93ActionOf<T>[] {
  return actions.filter((a): a is A93ActionOf<T> => a.type === type);
}

/** A view is trusted to be the game's own; this only guards against a missing or foreign one. */
export function asA93View(x: unknown): View | null {
  if (typeof x !== 'object' || x === null) return null;
  return 'phase' in x && 'melds' in x && 'handSizes' in x && 'questions' in x ? (x as View) : null;
}

export function asA93Events(events: readonly unknown[]): ProjectedEvent[] {
  return events.filter(
    (e): e is ProjectedEvent => typeof e === 'object' && e !== null && 'type' in e && typeof e.type === 'string',
  );
}

/** A numbered message key of the name tables (a93.set.N, a93.card.N, a93.time.N), if the catalog has it. */
function numbered(prefix: string, n: number): MessageKey | null {
  const key = `${prefix}.${n}`;
  return key in en ? (key as MessageKey) : null;
}
const named = (t: Translate, prefix: string, n: number) => {
  const k = numbered(prefix, n);
  return k ? t(k) : '?';
};

export const a93SetName = (set: number, t: Translate) => named(t, 'a93.set', set);
export const a93TimeName = (time: number, t: Translate) => named(t, 'a93.time', time);
/** The card's own value within its set: a time for a suspect, else its location, weapon type or motive. */
export const a93SubName = (card: number, t: Translate) =>
  cardType(card) === 'suspect' ? a93TimeName(cardSub(card), t) : named(t, 'a93.card', card);
export const a93TypeName = (type: CardType, t: Translate) => t(`a93.type.${type}`);
export const a93TypesName = (type: CardType, t: Translate) => t(`a93.types.${type}`);
export const a93SubcategoryName = (type: CardType, t: Translate) => t(`a93.subcat.${type}`);
export const a93BlankName = (blank: Blank, t: Translate) => t(`a93.blank.${blank}`);

/** A card's full name, e.g. "Ada Quill at noon" or "Lighthouse: lamp room". */
export function a93CardName(card: number, t: Translate): string {
  const set = a93SetName(cardSet(card), t);
  if (cardType(card) === 'suspect') return t('a93.cardName.suspect', { set, time: named(t, 'a93.at', cardSub(card)) });
  return t('a93.cardName.other', { set, sub: a93SubName(card, t) });
}

export const a93CardsText = (cards: readonly number[], t: Translate) =>
  cards.length ? cards.map((c) => a93CardName(c, t)).join(t('list.and')) : t('a93.nothing');

/** One filter part in words, for the sentence of a question. */
export function a93AtomText(atom: Atom, t: Translate): string {
  switch (atom.kind) {
    case 'all':
      return t('a93.pick.all');
    case 'type':
      return a93TypeName(atom.type, t);
    case 'set':
      return a93SetName(atom.set, t);
    case 'time':
      return a93TimeName(atom.time, t);
    case 'card':
      return cardType(atom.card) === 'suspect'
        ? a93CardName(atom.card, t)
        : t('a93.atom.card', { sub: a93SubName(atom.card, t), set: a93SetName(cardSet(atom.card), t) });
  }
}

/** A question as one sentence in the reader's language (empty filter: with a gap to fill). */
export function a93QuestionText(q: Question, t: Translate): string {
  const { filter, scope } = normaliseQuestion(q);
  if (filter.some((a) => a.kind === 'all')) return t(`a93.qAll.${scope}`);
  const what = filter.length ? filter.map((a) => a93AtomText(a, t)).join(t('list.or')) : '…';
  return t(`a93.q.${scope}`, { filter: what });
}

/** A stable key of an atom, to find it in a draft's union. */
export function atomKey(a: Atom): string {
  switch (a.kind) {
    case 'all':
      return 'all';
    case 'type':
      return `type:${a.type}`;
    case 'set':
      return `set:${a.set}`;
    case 'time':
      return `time:${a.time}`;
    case 'card':
      return `card:${a.card}`;
  }
}

/** Adds an atom to a union, or takes it out if it is there already. */
export function toggleAtom(filter: readonly Atom[], atom: Atom): Atom[] {
  const key = atomKey(atom);
  return filter.some((a) => atomKey(a) === key) ? filter.filter((a) => atomKey(a) !== key) : [...filter, atom];
}

/** A sheet blank's stake: won if right, lost if wrong (twice over for the First Accuser). */
export function blankStake(blank: Blank, firstAccuser: boolean): { win: number; lose: number } {
  const value = BLANK_POINTS[blank];
  return { win: value, lose: firstAccuser ? 2 * value : value };
}

/** The best and worst this sheet can score (bonus included for the First Accuser). */
export function sheetRange(sheet: Sheet, firstAccuser: boolean): { best: number; worst: number } {
  let best = firstAccuser ? FIRST_ACCUSER_BONUS : 0;
  let worst = best;
  for (const type of CARD_TYPES) {
    const blank = sheet[type];
    if (!blank) continue;
    const blanks: Blank[] = blank.sub === undefined ? [type] : [type, SUB_BLANK[type]];
    for (const b of blanks) {
      const s = blankStake(b, firstAccuser);
      best += s.win;
      worst -= s.lose;
    }
  }
  return { best, worst };
}

/** A sheet in words in the reader's language, e.g. "Ada Quill at noon; Lighthouse". */
export function a93SheetText(sheet: Sheet, t: Translate): string {
  const parts = CARD_TYPES.flatMap((type) => {
    const blank = sheet[type];
    if (!blank || setType(blank.set) !== type) return [];
    return [blank.sub === undefined ? a93SetName(blank.set, t) : a93CardName(cardOf(blank.set, blank.sub), t)];
  });
  return parts.length ? parts.join(t('a93.semicolon')) : t('a93.sheet.empty');
}

/** Seats that have not yet done what the phase waits for (chosen a pass, written a sheet). */
export function pendingSeats(view: View): number[] {
  const p = view.phase;
  const flags = p.kind === 'passing' ? view.chosen : p.kind === 'accusation' ? view.written : [];
  return flags.flatMap((done, s) => (done ? [] : [s]));
}

/**
 * The round and questions the status bar shows. The engine's round (the one meld scores use) moves
 * on only with the next round's first question; once everyone in the race has asked and passed, a
 * player is already in the next round, with nothing asked yet.
 */
export function shownRound(view: View): { round: number; asked: number } {
  const last = view.questions.at(-1);
  const between = view.phase.kind === 'turn' || view.phase.kind === 'accusation';
  if (!between || !last || last.round !== view.round) return { round: view.round, asked: view.asked };
  const position = (seat: number) => (seat - view.first + view.players) % view.players;
  for (let pos = position(last.asker) + 1; pos < view.players; pos++) {
    if (!view.resigned?.[(view.first + pos) % view.players]) return { round: view.round, asked: view.asked };
  }
  return { round: view.round + 1, asked: 0 };
}

/**
 * The questions of the latest round with one (its answers and melds, oldest first), for "Just now":
 * every seat asks once a round and bots answer at once, so the answer to the player's own question
 * would be gone from a one-line strip before they read it.
 */
export function roundQuestionLines(events: readonly ProjectedEvent[], lineOf: (e: ProjectedEvent, i: number) => LogLine | null): LogLine[] {
  let last = events.length - 1;
  while (last >= 0 && events[last]?.type !== 'asked') last--;
  const lastAsked = events[last];
  if (!lastAsked || lastAsked.type !== 'asked') return [];
  let from = last;
  for (let i = last - 1; i >= 0; i--) {
    const e = events[i] as ProjectedEvent;
    if (e.type === 'handStarted' || e.type === 'passed' || (e.type === 'asked' && e.round !== lastAsked.round)) break;
    if (e.type === 'asked') from = i;
  }
  const out: LogLine[] = [];
  for (let i = from; i < events.length; i++) {
    const e = events[i] as ProjectedEvent;
    if (e.type !== 'asked' && e.type !== 'melded') continue;
    const line = lineOf(e, i);
    if (line) out.push(line);
  }
  return out;
}

/**
 * The log's first line, "Hand 1: Blue deals, Ann starts.": the first hand is dealt at setup, which
 * makes no event (later hands open with their own). From the view while the first hand is on;
 * after it, from the next hand's event (the deal moves one seat on each hand).
 */
export function a93OpeningLine(view: View, events: readonly ProjectedEvent[], name: (seat: number) => string, t: Translate): LogLine | null {
  if (events.some((e) => e.type === 'handStarted' && e.handNumber === 1)) return null;
  let dealer = view.dealer;
  let first = view.first;
  if (view.handNumber > 1) {
    const later = events.find((e) => e.type === 'handStarted');
    if (!later || later.type !== 'handStarted') return null;
    dealer = (((later.dealer - (later.handNumber - 1)) % view.players) + view.players) % view.players;
    first = firstSeatAfterDeal(view.players, dealer);
  }
  return { text: t('a93.log.hand', { n: 1, dealer: name(dealer), first: name(first) }), seat: null, private: false, card: null, turn: true };
}

export interface A93Prompt {
  key: MessageKey;
  params: Record<string, string | number>;
}

/** The one-line status: whose move it is and what the table waits for. */
export function a93Prompt(view: View, me: number | null, name: (seat: number) => string, t: Translate): A93Prompt {
  const p = view.phase;
  const waiting = pendingSeats(view);
  const names = waiting.map(name).join(t('list.and'));
  switch (p.kind) {
    case 'over':
      return overPrompt(view.winners ?? [], me, name, t);
    case 'turn':
      return p.seat === me
        ? { key: 'a93.prompt.turn.me', params: {} }
        : { key: 'a93.prompt.turn.other', params: { name: name(p.seat) } };
    case 'passing':
      if (me !== null && waiting.includes(me))
        return {
          key: 'a93.prompt.pass.me',
          params: { n: Math.min(p.round, view.cards?.length ?? 0), name: name((me + 1) % view.players) },
        };
      return { key: 'a93.prompt.pass.wait', params: { names } };
    case 'accusation':
      if (me !== null && waiting.includes(me))
        return { key: p.accuser === me ? 'a93.prompt.write.accuser' : 'a93.prompt.write.me', params: { name: name(p.accuser) } };
      return { key: 'a93.prompt.write.wait', params: { names } };
  }
}

/** One log line per event, in the viewer's language; null for events not worth a line. */
export function a93Describe(e: ProjectedEvent, name: (seat: number) => string, t: Translate, me: number | null): LogLine | null {
  const line = (text: string, seat: number | null, extra: Partial<LogLine> = {}): LogLine => ({
    text,
    seat,
    private: false,
    card: null,
    turn: false,
    ...extra,
  });
  switch (e.type) {
    case 'handStarted':
      return line(t('a93.log.hand', { n: e.handNumber, dealer: name(e.dealer), first: name(e.first) }), null, { turn: true });
    case 'asked':
      return line(
        t('a93.log.asked', {
          asker: name(e.asker),
          target: name(e.target),
          question: a93QuestionText(e.question, t),
          n: e.answer,
        }),
        e.asker,
      );
    case 'melded':
      return line(t('a93.log.melded', { seat: name(e.seat), set: a93SetName(e.set, t), n: e.points }), e.seat);
    case 'passChosen':
      return null;
    case 'passed': {
      const all = line(t('a93.log.passed', { n: e.round }), null, { turn: true });
      if (me === null) return all;
      // `cards[i]` went from seat i to seat i + 1: what I got came from the seat before me.
      const gave = e.cards[me];
      const got = e.cards[(me + e.cards.length - 1) % e.cards.length];
      if (!gave || !got) return all;
      return line(t('a93.log.passedMine', { n: e.round, gave: a93CardsText(gave, t), got: a93CardsText(got, t) }), me, {
        turn: true,
        private: true,
      });
    }
    case 'accused':
      return line(t('a93.log.accused', { seat: name(e.seat) }), e.seat, { turn: true });
    case 'sheetWritten':
      return line(t('a93.log.written', { seat: name(e.seat) }), e.seat);
    case 'handScored':
      return line(t('a93.log.scored', { n: e.result.handNumber, cards: a93CardsText(e.result.solution, t) }), null, {
        turn: true,
      });
    case 'resigned':
      return line(t('a93.log.resigned', { seat: name(e.seat) }), e.seat);
    case 'gameOver':
      return line(t('log.gameOver'), null, { turn: true });
  }
}
