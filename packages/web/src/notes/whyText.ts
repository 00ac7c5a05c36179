/**
 * The deduction's explanations in the reader's language: its observation and conclusion template
 * keys with their parameters, rendered through our own messages (the package's English text is
 * the reference wording, not shown here).
 */
import type { Observation, Place } from '@alibi/deduction';
import type { MessageKey, Translate } from '../i18n/index.tsx';
import type { AssistSummary, Why } from './assist.ts';

/** How the game in hand names its seats, cards, asked values, hidden tiles and rooms. */
export interface WhyNames {
  seat(seat: number): string;
  card(card: number): string;
  values(category: string, values: number[]): string;
  tile(tile: number): string;
  room(room: string): string;
}

/** Every observation template key the deduction emits, with the message(s) rendering it. */
export const OBSERVATION_MESSAGES: Record<string, MessageKey[]> = {
  answered: ['deduce.obs.answered'],
  privateOutcome: ['deduce.obs.privateHigh', 'deduce.obs.privateLow'],
  shownToYou: ['deduce.obs.shownToYou'],
  watched: ['deduce.obs.watched'],
  takenByYou: ['deduce.obs.takenByYou'],
  demandShownToYou: ['deduce.obs.demandShownToYou'],
  peekToYou: ['deduce.obs.peekToYou'],
  brokerToYou: ['deduce.obs.brokerToYou'],
  brokerEmptyToYou: ['deduce.obs.brokerEmptyToYou'],
  brokerWatched: ['deduce.obs.brokerReturned', 'deduce.obs.brokerNone'],
  sawMissing: ['deduce.obs.sawMissing'],
  revealedHand: ['deduce.obs.revealedHand'],
  revealedTile: ['deduce.obs.revealedTile'],
};

/** Every conclusion template key, with the message(s) rendering it (the missing alibi reads apart). */
export const CONCLUSION_MESSAGES: Record<string, MessageKey[]> = {
  cardIs: ['deduce.cardIs', 'deduce.cardIsMissing'],
  cardIsNot: ['deduce.cardIsNot', 'deduce.cardIsNotMissing'],
  tileIs: ['deduce.tileIs'],
  tileIsNot: ['deduce.tileIsNot'],
};

export function placeText(place: Place | undefined, viewer: number, n: WhyNames, t: Translate): string {
  if (!place) return '?';
  switch (place.kind) {
    case 'hand':
      return place.seat === viewer ? t('deduce.place.yourHand') : t('deduce.place.hand', { seat: n.seat(place.seat) });
    case 'room':
      return place.seat === viewer
        ? t('deduce.place.yourRoom', { room: n.room(place.room) })
        : t('deduce.place.room', { seat: n.seat(place.seat), room: n.room(place.room) });
    case 'public':
      return t('deduce.place.public');
    case 'missing':
      return t('deduce.place.missing');
  }
}

type Params = Observation['params'];
const num = (p: Params, k: string): number => (typeof p[k] === 'number' ? (p[k] as number) : -1);
const nums = (p: Params, k: string): number[] => (Array.isArray(p[k]) ? (p[k] as number[]) : []);

export function observationLine(o: Observation, rival: boolean, n: WhyNames, t: Translate): string {
  const p = o.params;
  const seat = (k: string) => n.seat(num(p, k));
  const card = (k: string) => n.card(num(p, k));
  const asked = (): string => {
    const what = typeof p.category === 'string' ? n.values(p.category, nums(p, 'values')) : t('deduce.asked.any');
    return typeof p.room === 'string' ? t('deduce.asked.room', { what, room: n.room(p.room) }) : what;
  };
  /** The question as the answer was given: with the poet's lie, or (Rival) the liar's. */
  const answeredAbout = (): string => {
    let text = asked();
    if (p.poet === true) text = t('deduce.asked.poet', { asked: text });
    if (rival && num(p, 'askerAssistant') >= 0)
      text = t('deduce.asked.liar', { asked: text, tile: n.tile(num(p, 'askerAssistant')) });
    return text;
  };
  switch (o.key) {
    case 'answered':
      return t('deduce.obs.answered', {
        target: seat('target'),
        asker: seat('asker'),
        count: num(p, 'count'),
        asked: answeredAbout(),
      });
    case 'privateOutcome': {
      const high = p.cardMoved === true || p.high === true;
      return t(high ? 'deduce.obs.privateHigh' : 'deduce.obs.privateLow', {
        target: seat('target'),
        asker: seat('asker'),
        asked: answeredAbout(),
      });
    }
    case 'shownToYou':
      return t('deduce.obs.shownToYou', { from: seat('from'), card: card('card'), asked: asked() });
    case 'watched':
      return t('deduce.obs.watched', { from: seat('from'), to: seat('to'), card: card('card'), asked: asked() });
    case 'takenByYou':
      return t('deduce.obs.takenByYou', { from: seat('from'), card: card('card') });
    case 'demandShownToYou':
      return t('deduce.obs.demandShownToYou', { from: seat('from'), card: card('card') });
    case 'peekToYou':
      return t('deduce.obs.peekToYou', { from: seat('from'), card: card('card') });
    case 'brokerToYou':
      return t('deduce.obs.brokerToYou', { from: seat('from'), card: card('card'), reference: card('reference') });
    case 'brokerEmptyToYou':
      return t('deduce.obs.brokerEmptyToYou', { from: seat('from'), reference: card('reference') });
    case 'brokerWatched':
      return t(p.returned === true ? 'deduce.obs.brokerReturned' : 'deduce.obs.brokerNone', {
        asker: seat('asker'),
        target: seat('target'),
        asked: asked(),
      });
    case 'sawMissing': {
      const cards = Array.isArray(p.cards) ? nums(p, 'cards') : [num(p, 'card')];
      return t('deduce.obs.sawMissing', { cards: cards.map(n.card).join(t('fs.and')) });
    }
    case 'revealedHand':
      return t('deduce.obs.revealedHand', { seat: seat('seat') });
    case 'revealedTile':
      return t('deduce.obs.revealedTile', { seat: seat('seat'), tile: n.tile(num(p, 'tile')) });
    default:
      return t('deduce.obs.unknown', { key: o.key });
  }
}

export function conclusionText(why: Pick<Why, 'key' | 'params'>, summary: AssistSummary, n: WhyNames, t: Translate): string {
  const p = why.params;
  const place = summary.places[num(p, 'place')];
  const missing = place?.kind === 'missing';
  const where = placeText(place, summary.viewer, n, t);
  switch (why.key) {
    case 'cardIs':
      return missing
        ? t('deduce.cardIsMissing', { card: n.card(num(p, 'card')) })
        : t('deduce.cardIs', { card: n.card(num(p, 'card')), place: where });
    case 'cardIsNot':
      return missing
        ? t('deduce.cardIsNotMissing', { card: n.card(num(p, 'card')) })
        : t('deduce.cardIsNot', { card: n.card(num(p, 'card')), place: where });
    case 'tileIs':
      return t('deduce.tileIs', { seat: n.seat(num(p, 'seat')), tile: n.tile(num(p, 'tile')) });
    case 'tileIsNot':
      return t('deduce.tileIsNot', { seat: n.seat(num(p, 'seat')), tile: n.tile(num(p, 'tile')) });
    default:
      return why.key;
  }
}

/** An explanation as lines: each observation it needs, then the conclusion. */
export function whyLines(why: Why, summary: AssistSummary, n: WhyNames, t: Translate): string[] {
  const conclusion = conclusionText(why, summary, n, t);
  const premises = why.premises.map((o) => observationLine(o, summary.rival, n, t));
  return premises.length ? [...premises, t('deduce.so', { conclusion })] : [t('deduce.fromCounts', { conclusion })];
}
