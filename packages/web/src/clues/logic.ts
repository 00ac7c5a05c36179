/** Pure helpers for the Alibi Clues screen: parsing, names in the reader's language, log lines. */
import type { Action, ProjectedEvent, View } from '@alibi/alibi-clues';
import { SUSPECTS, featureOf, functionOf } from '@alibi/alibi-clues/cards';
import type { MessageKey, Translate } from '../i18n/index.tsx';
import { overPrompt, type LogLine } from '../game/logic.ts';

export type AcActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

export function acOfType<T extends Action['type']>(actions: readonly Action[], type: T): AcActionOf<T>[] {
  return actions.filter((a): a is AcActionOf<T> => a.type === type);
}

/** A view is trusted to be the game's own; this only guards against a missing or foreign one. */
export function asAcView(x: unknown): View | null {
  if (typeof x !== 'object' || x === null) return null;
  return 'phase' in x && 'row' in x && 'covers' in x && 'tables' in x ? (x as View) : null;
}

export function asAcEvents(events: readonly unknown[]): ProjectedEvent[] {
  return events.filter(
    (e): e is ProjectedEvent => typeof e === 'object' && e !== null && 'type' in e && typeof e.type === 'string',
  );
}

const FEATURE_KEYS: readonly MessageKey[] = [
  'ac.f.man',
  'ac.f.woman',
  'ac.f.heavy',
  'ac.f.lean',
  'ac.f.long',
  'ac.f.short',
  'ac.f.bald',
  'ac.f.striped',
  'ac.f.checked',
  'ac.f.plain',
  'ac.f.hat',
  'ac.f.cane',
  'ac.f.scarf',
  'ac.f.spectacles',
  'ac.f.pipe',
  'ac.f.gloves',
];

/** A suspect's name in the reader's language. */
export function acSuspectName(id: number, t: Translate): string {
  return id >= 0 && id < SUSPECTS.length ? t(`ac.suspect.${id}` as MessageKey) : '?';
}

export function acFeatureName(feature: number, t: Translate): string {
  const k = FEATURE_KEYS[feature];
  return k ? t(k) : '?';
}

const FN_KEYS = { cover: 'ac.fn.cover', hush: 'ac.fn.hush', tip: 'ac.fn.tip' } as const satisfies Record<string, MessageKey>;
const FN_HELP = { cover: 'ac.fn.cover.help', hush: 'ac.fn.hush.help', tip: 'ac.fn.tip.help' } as const satisfies Record<
  string,
  MessageKey
>;

/** A deck card's name: its clue feature or its function. */
export function acCardName(card: number, t: Translate): string {
  const kind = functionOf(card);
  return kind === null ? acFeatureName(featureOf(card), t) : t(FN_KEYS[kind]);
}

export function acCardLabel(card: number, t: Translate): string {
  const kind = functionOf(card);
  return kind === null
    ? t('ac.clue', { feature: acFeatureName(featureOf(card), t) })
    : `${t(FN_KEYS[kind])}: ${t(FN_HELP[kind])}`;
}

const cardsText = (cards: readonly number[], t: Translate) => cards.map((c) => acCardName(c, t)).join(t('list.and'));

export interface AcPrompt {
  key: MessageKey;
  params: Record<string, string | number>;
}

/** The one-line status: whose move it is and what they are doing. */
export function acPrompt(
  view: View,
  me: number | null,
  legal: readonly Action[],
  name: (seat: number) => string,
  t: Translate,
): AcPrompt {
  const p = view.phase;
  if (p.kind === 'over') return overPrompt(view.winners ?? [], me, name, t);
  const mine = p.seat === me;
  if (!mine) return { key: `ac.prompt.${p.kind}.other`, params: { name: name(p.seat) } };
  if (p.kind === 'start')
    return { key: acOfType(legal, 'discard').length > 0 ? 'ac.prompt.discard.me' : 'ac.prompt.start.me', params: {} };
  if (p.kind === 'tip') return { key: 'ac.prompt.tip.me', params: { n: p.left } };
  return { key: 'ac.prompt.after.me', params: {} };
}

/** One log line per event, in the viewer's language; null for events not worth a line. */
export function acDescribe(e: ProjectedEvent, name: (seat: number) => string, t: Translate): LogLine | null {
  const line = (text: string, seat: number | null, extra: Partial<LogLine> = {}): LogLine => ({
    text,
    seat,
    private: false,
    card: null,
    turn: false,
    ...extra,
  });
  switch (e.type) {
    case 'turnStarted':
      return line(t('ac.log.turn', { n: e.turn, seat: name(e.seat) }), e.seat, { turn: true });
    case 'cluePlayed':
      return line(t('ac.log.clue', { seat: name(e.seat), card: acFeatureName(e.feature, t) }), e.seat, { card: e.card });
    case 'covered':
      return line(t('ac.log.cover', { seat: name(e.seat), suspect: acSuspectName(e.suspect, t) }), e.seat);
    case 'hushed':
      return line(t('ac.log.hush', { seat: name(e.seat), card: acCardName(e.clue, t), owner: name(e.owner) }), e.seat);
    case 'tipped':
      return line(t('ac.log.tip', { seat: name(e.seat) }), e.seat);
    case 'tipDone':
      return line(t('ac.log.tipDone', { seat: name(e.seat), n: e.played }), e.seat);
    case 'discarded':
      return line(t('ac.log.discard', { seat: name(e.seat), cards: cardsText(e.cards, t) }), e.seat);
    case 'skipped':
      return line(t('ac.log.skipped', { seat: name(e.seat) }), e.seat);
    case 'exchanged':
      return line(t('ac.log.exchange', { seat: name(e.seat), card: acCardName(e.card, t) }), e.seat);
    case 'drew':
      if (e.cards)
        return line(t('ac.log.drewSeen', { seat: name(e.seat), cards: cardsText(e.cards, t) }), e.seat, { private: true });
      return line(t('ac.log.drew', { seat: name(e.seat), n: e.count }), e.seat);
    case 'reshuffled':
      return line(t('ac.log.reshuffle', { n: e.size }), null);
    case 'rightPassed':
      return line(t('ac.log.right', { seat: name(e.seat) }), e.seat);
    case 'accused':
      return line(t('ac.log.accuse', { seat: name(e.seat), suspect: acSuspectName(e.suspect, t) }), e.seat);
    case 'solved': {
      const r = e.record;
      const points = r.points.map((x, i) => `${name(i)} ${x}`).join(t('list.and'));
      return line(
        t(r.how === 'accused' ? 'ac.log.solvedAccused' : 'ac.log.solvedCovers', {
          n: r.round,
          suspect: acSuspectName(r.culprit, t),
          seat: name(r.by),
          points,
        }),
        r.by,
        { turn: true },
      );
    }
    case 'newSuspect':
      return line(t('ac.log.newSuspect', { suspect: acSuspectName(e.suspect, t) }), null);
    case 'resigned':
      return line(t('ac.log.resigned', { seat: name(e.seat) }), e.seat);
    case 'gameOver':
      return line(t('log.gameOver'), null, { turn: true });
  }
}

export interface AcStanding {
  seat: number;
  score: number;
  /** 1 for the best score; tied seats share a place. */
  place: number;
  /** Cases this seat closed by accusing. */
  accusations: number;
  /** Cases this seat closed with the third cover story. */
  coverCases: number;
}

/**
 * The final standings, best first, from the view's own totals (never recomputed from the clues on
 * the table: the last case has already sent those to the discard pile, which is how every suspect
 * once read "0/5" on the game-over screen).
 */
export function acStandings(view: Pick<View, 'scores' | 'cases'>): AcStanding[] {
  const rows = view.scores.map((score, seat) => ({
    seat,
    score,
    place: 0,
    accusations: view.cases.filter((c) => c.by === seat && c.how === 'accused').length,
    coverCases: view.cases.filter((c) => c.by === seat && c.how === 'covers').length,
  }));
  rows.sort((a, b) => b.score - a.score || a.seat - b.seat);
  for (const [i, r] of rows.entries()) r.place = i > 0 && rows[i - 1]?.score === r.score ? (rows[i - 1]?.place ?? i + 1) : i + 1;
  return rows;
}

/** One case's points per seat as "Ada 4, Blue 1", leaving out seats that scored nothing. */
export function acCasePoints(points: readonly number[], name: (seat: number) => string, t: Translate): string {
  const parts = points.flatMap((p, s) => (p > 0 ? [`${name(s)} ${p}`] : []));
  return parts.length ? parts.join(t('list.and')) : '—';
}

/** Why the game ended, as a sentence key: the suspects ran out, or everyone else resigned. */
export function acEndReason(view: Pick<View, 'resigned' | 'scores'>): 'ac.over.reason.exhausted' | 'ac.over.reason.lastStanding' {
  const left = view.scores.filter((_, s) => view.resigned?.[s] !== true).length;
  return left <= 1 ? 'ac.over.reason.lastStanding' : 'ac.over.reason.exhausted';
}
