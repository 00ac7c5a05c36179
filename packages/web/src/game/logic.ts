/** Pure helpers for the Perfect Alibi screen: what the seat may do, and how to say it. */
// The lobby's code imports this file: values come from the package's leaf modules, not its index,
// so the game's rules stay in the table's chunk (packages/web/build/chunks.ts).
import { ASSISTANTS, LOCATIONS, TIMES, cardLocation, cardTime, tileCategory } from '@alibi/perfect-alibi/cards';
import type { Action, Category, ProjectedEvent, View } from '@alibi/perfect-alibi';
import type { TableInfo } from '@alibi/protocol';
import type { MessageKey, Translate } from '../i18n/index.tsx';
import { SEAT_COLOURS } from '../art/palette.ts';

export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

export function ofType<T extends Action['type']>(actions: readonly Action[], type: T): ActionOf<T>[] {
  return actions.filter((a): a is ActionOf<T> => a.type === type);
}

/** A view is trusted to be the game's own; this only guards against a missing or foreign one. */
export function asView(x: unknown): View | null {
  if (typeof x !== 'object' || x === null) return null;
  return 'phase' in x && 'players' in x && 'questions' in x ? (x as View) : null;
}

export function colourName(seat: number, t: Translate): string {
  const c = SEAT_COLOURS[seat];
  return c ? t(`colour.${c}`) : t('table.seatLabel', { n: seat + 1 });
}

/** A seat's display name: the player's name, else the seat colour. */
export function seatName(seat: number, table: TableInfo | null, t: Translate): string {
  const info = table?.seats.find((s) => s.seat === seat);
  return info?.name ?? colourName(seat, t);
}

export function valueName(category: Category, value: number, t: Translate): string {
  if (category === 'time') return t(`time.${TIMES[value] ?? 'dawn'}`);
  return t(`location.${LOCATIONS[value] ?? 'library'}`);
}

export function valuesText(category: Category, values: readonly number[], t: Translate): string {
  return values.map((v) => valueName(category, v, t)).join(t('list.or'));
}

export function cardText(card: number, t: Translate): string {
  return t('card.name', { time: valueName('time', cardTime(card), t), location: valueName('location', cardLocation(card), t) });
}

/** Why a picked card cannot be claimed (your own card, a face-up one), in words; null when it can. */
export function claimRefusal(card: number, view: Pick<View, 'hand' | 'publicCards'>, claimable: ReadonlySet<number>, t: Translate): string | null {
  if (claimable.has(card)) return null;
  const name = cardText(card, t);
  if (view.hand?.includes(card)) return t('pa.claim.why.hand', { card: name });
  if (view.publicCards.includes(card)) return t('pa.claim.why.public', { card: name });
  return t('pa.claim.why.notThis', { card: name });
}

export function assistantName(a: string, t: Translate): string {
  const known = ASSISTANTS.find((x) => x === a);
  return known ? t(`assistant.${known}`) : a;
}

/**
 * Where the seat learned each card: seats that showed it (or were watched showing it), and seats
 * that took it from this seat with the Pickpocket; a taken card is never "seen from" its owner.
 */
export function cardSources(view: Pick<View, 'seen' | 'questions'>): { seenFrom: Map<number, number[]>; takenBy: Map<number, number[]> } {
  const seenFrom = new Map<number, number[]>();
  const takenBy = new Map<number, number[]>();
  const add = (m: Map<number, number[]>, card: number, seat: number) => m.set(card, [...new Set([...(m.get(card) ?? []), seat])]);
  for (const s of view.seen) {
    if (s.how !== 'taken-from-me') add(seenFrom, s.card, s.from);
    else {
      const taker = view.questions[s.question]?.asker;
      if (taker !== undefined) add(takenBy, s.card, taker);
    }
  }
  return { seenFrom, takenBy };
}

/** Note-sheet marks cycle through these on each click. */
export const MARKS = ['', 'x', 'v', 'q'] as const;
export type Mark = (typeof MARKS)[number];
export function nextMark(mark: string): Mark {
  const i = Math.max(
    0,
    MARKS.findIndex((m) => m === mark),
  );
  return MARKS[(i + 1) % MARKS.length] ?? '';
}

export interface Prompt {
  key: MessageKey;
  params: Record<string, string | number>;
  mine: boolean;
}

/**
 * The status line at the end says who won, as the result panel does: a player scrolled down to a
 * hand or the note sheet sees the outcome in the bar that stays on screen.
 */
export function overPrompt(
  winners: readonly number[],
  me: number | null,
  name: (seat: number) => string,
  t: Translate,
): { key: MessageKey; params: Record<string, string> } {
  if (me !== null && winners.includes(me)) return { key: 'over.you', params: {} };
  if (winners.length === 0) return { key: 'prompt.over', params: {} };
  return { key: 'over.winner', params: { names: winners.map(name).join(t('list.and')) } };
}

/** The one-line status: whose move it is and what they are doing. */
export function prompt(view: View, me: number | null, name: (seat: number) => string, t: Translate): Prompt {
  const p = view.phase;
  if (p.kind === 'over') return { ...overPrompt(view.reveal?.winners ?? [], me, name, t), mine: false };
  const mine = p.seat === me;
  const who = mine ? 'me' : 'other';
  switch (p.kind) {
    case 'chooseAssistant':
    case 'turn':
    case 'changeAssistant':
    case 'mustClaim':
      return { key: `prompt.${p.kind}.${who}`, params: { name: name(p.seat) }, mine };
    case 'rechoose':
      return { key: `prompt.rechoose.${who}`, params: { name: name(mine ? p.asker : p.seat) }, mine };
    case 'ask':
      return { key: `prompt.ask.${who}`, params: { name: name(p.target), asker: name(p.seat) }, mine };
    case 'answer': {
      const q = view.questions[p.question];
      const asker = q ? name(q.asker) : '';
      const values = q ? valuesText(q.category, q.values, t) : '';
      return mine ? { key: 'prompt.answer.me', params: { name: asker, values }, mine } : { key: 'prompt.answer.other', params: { name: name(p.seat) }, mine };
    }
    case 'show': {
      // The question itself, not only who asked: it decides which cards may be shown.
      const q = view.questions[p.question];
      if (!q) return { key: mine ? 'prompt.show.me' : 'prompt.show.other', params: { name: mine ? '' : name(p.seat) }, mine };
      const values = valuesText(q.category, q.values, t);
      return mine
        ? { key: 'pa.prompt.show.me', params: { name: name(q.asker), values }, mine }
        : { key: 'pa.prompt.show.other', params: { name: name(p.seat), asker: name(q.asker), values }, mine };
    }
  }
}

/** Question numbers as players see them (1-based). */
export const questionList = (questions: readonly number[], t: Translate): string => questions.map((q) => q + 1).join(t('list.and'));

/** Why this seat is out: its own failed accusation, or else a wrong claim (read from its events). */
export function outCause(events: readonly ProjectedEvent[], seat: number): 'claim' | 'accusation' {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e?.type === 'accused' && e.accuser === seat && !e.treachery) return 'accusation';
    if (e?.type === 'claimed' && e.seat === seat && !e.correct) return 'claim';
  }
  return 'claim';
}

export interface LogLine {
  text: string;
  /** Only this viewer (and perhaps one other) learned it. */
  private: boolean;
  /** A card this viewer saw, to draw beside the line. */
  card: number | null;
  /** The seat whose colour marks the line. */
  seat: number | null;
  /** Starts a new turn block in the log. */
  turn: boolean;
}

/** One log line per event, in the viewer's language; null for events not worth a line. */
export function describe(e: ProjectedEvent, name: (seat: number) => string, t: Translate): LogLine | null {
  const line = (text: string, seat: number | null, extra: Partial<LogLine> = {}): LogLine => ({
    text,
    seat,
    private: false,
    card: null,
    turn: false,
    ...extra,
  });
  switch (e.type) {
    case 'assistantChosen':
      return line(t('log.assistantChosen', { seat: name(e.seat), assistant: assistantName(e.assistant, t) }), e.seat);
    case 'turnStarted':
      return line(t('log.turnStarted', { n: e.turn, seat: name(e.seat) }), e.seat, { turn: true });
    case 'tileTaken':
      return line(t('log.tileTaken', { seat: name(e.seat), target: name(e.target), category: t(`category.${tileCategory(e.tile)}`) }), e.seat);
    case 'reporterUsed':
      return line(t('log.reporterUsed', { seat: name(e.seat), target: name(e.target) }), e.seat);
    case 'finalQuestion':
      return line(t('log.finalQuestion', { seat: name(e.seat), target: name(e.target) }), e.seat);
    case 'assistantChanged': {
      const params = { seat: name(e.seat), gave: assistantName(e.gave, t), took: assistantName(e.took, t) };
      return e.from === null ? line(t('log.assistantChanged', params), e.seat) : line(t('log.assistantChangedFrom', { ...params, from: name(e.from) }), e.seat);
    }
    case 'asked':
      return line(t('log.asked', { asker: name(e.asker), target: name(e.target), values: valuesText(e.category, e.values, t) }), e.asker);
    case 'answered':
      if (!e.private) return line(t('log.answered', { target: name(e.target), count: e.count ?? '?' }), e.target);
      if (e.count === null) return line(t('log.answeredHidden', { target: name(e.target), asker: name(e.asker) }), e.target);
      return line(t('log.answeredPrivate', { target: name(e.target), asker: name(e.asker), count: e.count }), e.target, {
        private: true,
      });
    case 'cardShown':
      if (e.card === null) return line(t('log.cardShown', { from: name(e.from), to: name(e.to) }), e.from);
      return line(t('log.cardShownSeen', { from: name(e.from), to: name(e.to), card: cardText(e.card, t) }), e.from, {
        private: true,
        card: e.card,
      });
    case 'cardTaken':
      if (e.card === null) return line(t('log.cardTaken', { from: name(e.from), to: name(e.to) }), e.to);
      return line(t('log.cardTakenSeen', { from: name(e.from), to: name(e.to), card: cardText(e.card, t) }), e.to, {
        private: true,
        card: e.card,
      });
    case 'noCard': {
      const key = e.reason === 'lawyer' ? 'log.noCardLawyer' : e.reason === 'low' ? 'log.noCardLow' : e.reason === 'none-matching' ? 'log.noCardNone' : 'log.noCard';
      return line(t(key, { target: name(e.target) }), e.target);
    }
    case 'tilesReshuffled':
      return line(t('log.reshuffled'), null);
    case 'claimed':
      if (e.correct) return line(t('log.claimRight', { seat: name(e.seat), card: e.card === null ? '?' : cardText(e.card, t) }), e.seat);
      if (e.card === null) return line(t('log.claimWrongHidden', { seat: name(e.seat) }), e.seat);
      return line(t('log.claimWrong', { seat: name(e.seat), card: cardText(e.card, t) }), e.seat);
    case 'accused': {
      const params = {
        accuser: name(e.accuser),
        accused: name(e.accused),
        list: questionList(e.questions, t),
        count: e.questions.length,
        wrong: questionList(e.wrong, t),
      };
      return line(t(e.treachery ? 'pa.log.accusedCaught' : 'pa.log.accusedClear', params), e.accuser);
    }
    case 'confirmRequested':
      return line(t('pa.log.confirmRequested', { by: name(e.by), seat: name(e.seat), n: e.question + 1 }), e.by);
    case 'answerConfirmed':
      return line(t('pa.log.confirmed', { seat: name(e.seat), n: e.question + 1 }), e.seat);
    case 'answerCorrected':
      if (e.count === null || e.was === null) return line(t('pa.log.correctedHidden', { seat: name(e.seat), n: e.question + 1, asker: name(e.asker) }), e.seat);
      return line(t('pa.log.corrected', { seat: name(e.seat), n: e.question + 1, was: e.was, count: e.count }), e.seat, {
        private: e.private,
      });
    case 'eliminated':
      return line(t('log.eliminated', { seat: name(e.seat) }), e.seat);
    case 'resigned':
      return line(t('pa.log.resigned', { seat: name(e.seat) }), e.seat);
    case 'gameOver':
      return line(t('log.gameOver'), null, { turn: true });
    case 'tileDiscarded':
    case 'tileDrawn':
      return null;
  }
}

/** Events arrive as JSON; keep the ones shaped like this game's events. */
export function asEvents(events: readonly unknown[]): ProjectedEvent[] {
  return events.filter((e): e is ProjectedEvent => typeof e === 'object' && e !== null && 'type' in e && typeof e.type === 'string');
}

/**
 * The lines of the last question asked (its answer, the card shown or taken, what an assistant
 * did) up to the next turn: what a table shows on the board under the players ('Just now'). Any
 * game whose question event is `asked` and whose turns start with a turn line. Only the events
 * from the last question on are described. Empty before the first question.
 */
export function lastQuestionLines<E extends { type: string }>(events: readonly E[], lineOf: (e: E, i: number) => LogLine | null): LogLine[] {
  let from = events.length - 1;
  while (from >= 0 && events[from]?.type !== 'asked') from--;
  if (from < 0) return [];
  const out: LogLine[] = [];
  for (let i = from; i < events.length; i++) {
    const line = lineOf(events[i] as E, i);
    if (line?.turn && i > from) break;
    if (line) out.push(line);
  }
  return out;
}
