/**
 * English renderings of observation and conclusion templates. The web UI renders the same keys
 * and parameters in its own language; this is the reference wording (and what the CLI and bots log).
 */
import * as PA from '@alibi/perfect-alibi';
import * as FS from '@alibi/four-suspects';
import type { Fact, InfoSet, Observation, Place } from './types.ts';

interface Names {
  seat(seat: number): string;
  card(card: number): string;
  values(category: string, values: number[]): string;
  tile(tile: number): string;
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

const NAMES: Record<InfoSet['game'], Names> = {
  'perfect-alibi': {
    seat: PA.seatName,
    card: PA.cardText,
    values: (category, values) => values.map((v) => cap((category === 'time' ? PA.TIMES : PA.LOCATIONS)[v] ?? '?')).join(' or '),
    tile: (t) => `the ${PA.ASSISTANTS[t] ?? '?'}`,
  },
  'four-suspects': {
    seat: FS.seatName,
    card: FS.cardText,
    values: (category, values) => values.map((v) => cap(FS.valueName(category as FS.Category, v))).join(' or '),
    tile: (t) => `tile ${t}`,
  },
};

export function placeText(info: InfoSet, place: Place | undefined): string {
  const names = NAMES[info.game];
  if (!place) return '?';
  switch (place.kind) {
    case 'hand':
      return place.seat === info.viewer ? 'your hand' : `${names.seat(place.seat)}'s hand`;
    case 'room':
      return `${place.seat === info.viewer ? 'your' : `${names.seat(place.seat)}'s`} ${place.room} room`;
    case 'public':
      return 'the face-up cards';
    case 'missing':
      return 'the missing alibi';
  }
}

export function observationText(info: InfoSet, o: Observation): string {
  const n = NAMES[info.game];
  const p = o.params;
  const seat = (k: string) => n.seat(p[k] as number);
  const card = (k: string) => n.card(p[k] as number);
  const asked = () => {
    const what = p.category === null ? 'any card' : n.values(p.category as string, p.values as number[]);
    return p.room ? `${what} in the ${p.room} room` : what;
  };
  const liar =
    info.game === 'perfect-alibi' && info.rules.rival ? ` (asked by the holder of ${n.tile(p.askerAssistant as number)})` : '';
  const poet = p.poet ? ' with the poet (one up or down)' : '';
  switch (o.key) {
    case 'answered':
      return `${seat('target')} answered ${p.count} to ${seat('asker')} about ${asked()}${poet}${liar}`;
    case 'privateOutcome': {
      const high = info.game === 'perfect-alibi' ? p.cardMoved : p.high;
      return `${seat('target')} answered ${seat('asker')} in secret about ${asked()}${poet}${liar}, and ${high ? 'the answer was 2 or more' : 'no card followed, so the answer was 0 or 1'}`;
    }
    case 'shownToYou':
      return `${seat('from')} showed you ${card('card')} for ${asked()}`;
    case 'watched':
      return `you watched ${seat('from')} show ${card('card')} to ${seat('to')} for ${asked()}`;
    case 'takenByYou':
      return `you took ${card('card')} from ${seat('from')}`;
    case 'demandShownToYou':
      return `${seat('from')} showed you ${card('card')} on demand`;
    case 'peekToYou':
      return `you looked at ${card('card')} in ${seat('from')}'s hand`;
    case 'brokerToYou':
      return `${seat('from')} showed you ${card('card')} in return for ${card('reference')}`;
    case 'brokerEmptyToYou':
      return `${seat('from')} had no card sharing anything with ${card('reference')}`;
    case 'brokerWatched':
      return `${seat('asker')} ${p.returned ? 'showed a card back to' : 'had nothing to show back to'} ${seat('target')} after a card for ${asked()}`;
    case 'sawMissing':
      return `you looked at the missing alibi: ${(Array.isArray(p.cards) ? p.cards : [p.card as number]).map(n.card).join(' and ')}`;
    case 'revealedHand':
      return `${seat('seat')} revealed their hand`;
    case 'revealedTile':
      return `${seat('seat')} revealed ${n.tile(p.tile as number)} as their Rival tile`;
    default:
      return o.key;
  }
}

/** The conclusion template of a fact: key, parameters, English. */
export function conclusion(info: InfoSet, fact: Fact): { key: string; params: Observation['params']; text: string } {
  const n = NAMES[info.game];
  switch (fact.kind) {
    case 'at':
    case 'notAt': {
      const place = info.places[fact.place];
      const where = placeText(info, place);
      const text = `${n.card(fact.card)} ${fact.kind === 'at' ? 'is' : 'is not'} ${place?.kind === 'missing' ? '' : 'in '}${where}`;
      return { key: fact.kind === 'at' ? 'cardIs' : 'cardIsNot', params: { card: fact.card, place: fact.place }, text };
    }
    case 'tile':
    case 'notTile': {
      const text = `${n.seat(fact.seat)}'s Rival tile ${fact.kind === 'tile' ? 'is' : 'is not'} ${n.tile(fact.tile)}`;
      return { key: fact.kind === 'tile' ? 'tileIs' : 'tileIsNot', params: { seat: fact.seat, tile: fact.tile }, text };
    }
  }
}
