/**
 * Pure helpers for the Alibis table: reading the server's view, who we wait for, the deduction
 * board draft, and log lines in the reader's language.
 *
 * Only types come from `@alibi/alibis` here: its checker carries a lemmatizer of several MB, so the
 * package is loaded lazily (see useChecker.ts) and never lands in the main bundle.
 */
import type { Guess, ProjectedEvent, Rating, RoundRecord, SharedAlibi, View } from '@alibi/alibis';
import { seatHex } from '../art/palette.ts';
import type { MessageKey, Translate } from '../i18n/index.tsx';
import type { LogLine } from '../game/logic.ts';

/** A view is trusted to be the game's own; this only guards against a missing or foreign one. */
export function asAlibisView(x: unknown): View | null {
  if (typeof x !== 'object' || x === null) return null;
  return 'words' in x && 'pairsPerPlayer' in x && 'heatStart' in x ? (x as View) : null;
}

export function asAlibisEvents(events: readonly unknown[]): ProjectedEvent[] {
  return events.filter(
    (e): e is ProjectedEvent => typeof e === 'object' && e !== null && 'type' in e && typeof e.type === 'string',
  );
}

/** The shared palette has five seat colours; Alibis seats six. */
export const alSeatHex = (seat: number): string => (seat === 5 ? '#2a8f8c' : seatHex(seat));

/** The seat an alibi index belongs to (alibi index = seat * pairsPerPlayer + pair). */
export const alibiOwner = (index: number, pairsPerPlayer: number): number => Math.floor(index / pairsPerPlayer);

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Seats the current phase still waits for: writers before the share, guessers after. */
export function waitingSeats(view: View): number[] {
  if (view.phase === 'write') return range(view.players).filter((s) => !view.written[s]);
  if (view.phase === 'guess') return range(view.players).filter((s) => !view.confirmed[s]);
  return [];
}

export interface AlPrompt {
  key: MessageKey;
  params: Record<string, string | number>;
}

/** The one-line status: what this seat does now, or whom the table waits for. */
export function alPrompt(view: View, me: number | null, name: (seat: number) => string, t: Translate): AlPrompt {
  // The end says how the team did (the rating), in the bar that stays on screen.
  if (view.phase === 'over') return { key: 'alibis.log.over', params: { heat: view.heat, rating: t(`alibis.rating.${bandOf(view.heat)}`) } };
  const waiting = waitingSeats(view);
  const names = waiting.map(name).join(t('list.and'));
  const mine = me !== null && waiting.includes(me);
  if (view.phase === 'write') {
    if (mine) return { key: view.pairsPerPlayer > 1 ? 'alibis.prompt.write.me2' : 'alibis.prompt.write.me', params: {} };
    return { key: 'alibis.prompt.write.waiting', params: { names } };
  }
  if (mine) return { key: 'alibis.prompt.guess.me', params: {} };
  return { key: 'alibis.prompt.guess.waiting', params: { names } };
}

/** The rulebook's rating bands by heat left, best last (the names are ours, see i18n). */
export const RATING_BANDS: readonly { rating: Rating; min: number; max: number | null }[] = [
  { rating: 'rookies', min: 15, max: null },
  { rating: 'apprentices', min: 10, max: 14 },
  { rating: 'schemers', min: 5, max: 9 },
  { rating: 'experts', min: 1, max: 4 },
  { rating: 'legends', min: 0, max: 0 },
];

export const bandOf = (heat: number): Rating => RATING_BANDS.find((b) => heat >= b.min)?.rating ?? 'legends';

/* ---- the deduction board draft ---- */

/** The pen in hand: an alibi's marker, the perpetrator stamp, or the eraser. */
export type Pen = { kind: 'alibi'; index: number } | { kind: 'perpetrator' } | { kind: 'erase' };

export interface Draft {
  marks: (number | null)[];
  perpetrator: number | null;
  /** Marked suspects, oldest first: a third suspect on a full alibi replaces the oldest. */
  order: number[];
}

export function draftFrom(guess: Guess | null, suspects: number): Draft {
  const marks = range(suspects).map((s) => guess?.marks[s] ?? null);
  return { marks, perpetrator: guess?.perpetrator ?? null, order: range(suspects).filter((s) => marks[s] !== null) };
}

export const guessOf = (d: Draft): Guess => ({ marks: [...d.marks], perpetrator: d.perpetrator });

export const sameGuess = (a: Guess | null, b: Guess): boolean =>
  a !== null && a.perpetrator === b.perpetrator && a.marks.length === b.marks.length && a.marks.every((m, i) => m === b.marks[i]);

export const suspectsOn = (d: Draft, index: number): number[] => d.order.filter((s) => d.marks[s] === index);

/** The board after using `pen` on `suspect`: using the same mark again takes it off. */
export function markWith(d: Draft, pen: Pen, suspect: number): Draft {
  const marks = [...d.marks];
  let order = d.order.filter((s) => s !== suspect);
  let perpetrator = d.perpetrator;
  if (pen.kind === 'alibi') {
    if (marks[suspect] === pen.index) {
      marks[suspect] = null;
    } else {
      const on = order.filter((s) => marks[s] === pen.index);
      const oldest = on.length >= 2 ? on[0] : undefined;
      if (oldest !== undefined) {
        marks[oldest] = null;
        order = order.filter((s) => s !== oldest);
      }
      marks[suspect] = pen.index;
      order.push(suspect);
      if (perpetrator === suspect) perpetrator = null;
    }
  } else if (pen.kind === 'perpetrator') {
    perpetrator = perpetrator === suspect ? null : suspect;
    marks[suspect] = null;
  } else {
    marks[suspect] = null;
    if (perpetrator === suspect) perpetrator = null;
  }
  return { marks, perpetrator, order };
}

/** After a mark, the pen moves on to the next alibi still short of two suspects, then to the perpetrator. */
export function nextPen(d: Draft, pen: Pen, others: readonly SharedAlibi[]): Pen {
  if (pen.kind !== 'alibi' || suspectsOn(d, pen.index).length < 2) return pen;
  const start = others.findIndex((a) => a.index === pen.index);
  const rest = [...others.slice(start + 1), ...others.slice(0, start)];
  const open = rest.find((a) => suspectsOn(d, a.index).length < 2);
  if (open) return { kind: 'alibi', index: open.index };
  return d.perpetrator === null ? { kind: 'perpetrator' } : pen;
}

/* ---- reveal ---- */

/** The suspects a guesser put on one alibi, in suspect order. */
export const markedFor = (g: Guess | undefined, index: number): number[] =>
  g ? range(g.marks.length).filter((s) => g.marks[s] === index) : [];

export const pairOf = (r: RoundRecord, a: SharedAlibi): [number, number] | undefined => r.pairs[a.seat]?.[a.pair];

/* ---- log ---- */

const suspectLabel = (words: readonly string[], s: number) => `${s + 1} ${words[s] ?? '?'}`;

/** One log line per event, in the viewer's language; the words of the round are carried along. */
export function alDescribeAll(
  events: readonly ProjectedEvent[],
  me: number | null,
  name: (seat: number) => string,
  t: Translate,
): (LogLine | null)[] {
  let words: string[] = [];
  const line = (text: string, seat: number | null, extra: Partial<LogLine> = {}): LogLine => ({
    text,
    seat,
    private: false,
    card: null,
    turn: false,
    ...extra,
  });
  return events.map((e) => {
    switch (e.type) {
      case 'roundStarted':
        words = e.words;
        return line(t('alibis.log.round', { n: e.round, seat: name(e.firstPlayer) }), e.firstPlayer, { turn: true });
      case 'dealt':
        if (!e.pairs || e.seat !== me) return null;
        return line(
          t('alibis.log.dealt', {
            pairs: e.pairs.map(([a, b]) => `${suspectLabel(words, a)} + ${suspectLabel(words, b)}`).join(' · '),
          }),
          e.seat,
          { private: true },
        );
      case 'wrote':
        if (e.alibis)
          return line(t('alibis.log.wroteMine', { words: e.alibis.map((w) => `“${w}”`).join(t('list.and')) }), e.seat, {
            private: true,
          });
        return line(t('alibis.log.wrote', { seat: name(e.seat) }), e.seat);
      case 'shared':
        return line(
          t('alibis.log.shared', { alibis: e.alibis.map((a) => `${name(a.seat)} “${a.word}”`).join(t('list.and')) }),
          null,
          { turn: true },
        );
      case 'guessed':
        return null;
      case 'confirmed':
        return line(t('alibis.log.confirmed', { seat: name(e.seat) }), e.seat);
      case 'revealed': {
        const r = e.record;
        return line(
          t('alibis.log.revealed', {
            n: r.round,
            suspect: suspectLabel(r.words, r.perpetrator),
            alibis: r.guessedBy.filter((by) => by.length > 0).length,
            found: r.perpetratorFoundBy.length,
            removed: r.heatRemoved,
            left: r.heatLeft,
          }),
          null,
          { turn: true },
        );
      }
      case 'gameOver':
        return line(t('alibis.log.over', { heat: e.heatLeft, rating: t(`alibis.rating.${e.rating}`) }), null, { turn: true });
    }
  });
}
