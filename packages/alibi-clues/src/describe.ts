import { FEATURES, SUSPECTS, featureOf, functionOf } from './cards.ts';
import type { Action, ProjectedEvent } from './types.ts';

export const seatName = (seat: number): string => `Player ${seat + 1}`;
export const suspectName = (id: number): string => SUSPECTS[id]?.name ?? `suspect #${id}`;
export const featureName = (feature: number): string => FEATURES[feature]?.name ?? '?';
const FUNCTION_NAMES = { cover: 'cover story', hush: 'hush money', tip: 'tip-off' } as const;

/** A card as printed in logs: its id keeps copies of the same feature apart. */
export function cardText(card: number): string {
  const kind = functionOf(card);
  return `${kind === null ? `clue "${featureName(featureOf(card))}"` : FUNCTION_NAMES[kind]} #${card}`;
}
const cardsText = (cards: readonly number[]) => cards.map(cardText).join(', ');

export function describeAction(a: Action, player: number): string {
  const who = seatName(player);
  switch (a.type) {
    case 'clue':
      return `${who} plays the ${cardText(a.card)}`;
    case 'cover':
      return `${who} lays the ${cardText(a.card)} on slot ${a.slot + 1}`;
    case 'hush':
      return `${who} pays ${cardText(a.card)} to remove the ${cardText(a.clue)}`;
    case 'tip':
      return `${who} plays the ${cardText(a.card)}`;
    case 'discard':
      return `${who} has nothing to play and discards ${cardsText(a.cards)}`;
    case 'exchange':
      return `${who} exchanges the ${cardText(a.card)}`;
    case 'accuse':
      return `${who} accuses ${suspectName(a.suspect)}`;
    case 'end':
      return `${who} ends the turn`;
    case 'resign':
      return `${who} resigns`;
  }
}

export function describeEvent(e: ProjectedEvent): string {
  switch (e.type) {
    case 'turnStarted':
      return `Turn ${e.turn}: ${seatName(e.seat)}`;
    case 'cluePlayed':
      return `${seatName(e.seat)} plays the ${cardText(e.card)}`;
    case 'covered':
      return `${seatName(e.seat)} gives ${suspectName(e.suspect)} a cover story`;
    case 'hushed':
      return `${seatName(e.seat)} pays hush money: the ${cardText(e.clue)} of ${seatName(e.owner)} is discarded`;
    case 'tipped':
      return `${seatName(e.seat)} plays a tip-off`;
    case 'tipDone':
      return `${seatName(e.seat)} played ${e.played} clue ${e.played === 1 ? 'card' : 'cards'} on the tip-off`;
    case 'discarded':
      return `${seatName(e.seat)} has nothing to play and discards ${cardsText(e.cards)}`;
    case 'skipped':
      return `${seatName(e.seat)} has no card to play and ends the turn`;
    case 'exchanged':
      return `${seatName(e.seat)} exchanges the ${cardText(e.card)}`;
    case 'drew':
      return `${seatName(e.seat)} draws ${e.cards ? cardsText(e.cards) : `${e.count} ${e.count === 1 ? 'card' : 'cards'}`}`;
    case 'reshuffled':
      return `The discard pile is shuffled into a new deck of ${e.size}`;
    case 'rightPassed':
      return `${seatName(e.seat)} may accuse at the start of the turn`;
    case 'accused':
      return `${seatName(e.seat)} accuses ${suspectName(e.suspect)}`;
    case 'solved': {
      const r = e.record;
      const how = r.how === 'accused' ? `accused by ${seatName(r.by)}` : `convicted by the third cover story of ${seatName(r.by)}`;
      return `Round ${r.round}: ${suspectName(r.culprit)} is the culprit (${how}); points ${r.points.map((x, i) => `${seatName(i)} ${x}`).join(', ')}`;
    }
    case 'newSuspect':
      return `${suspectName(e.suspect)} joins the suspects in slot ${e.slot + 1}`;
    case 'resigned':
      return `${seatName(e.seat)} resigns and leaves the game${e.discarded.length ? `, discarding ${cardsText(e.discarded)}` : ''}`;
    case 'gameOver':
      return `Game over: ${e.winners.map(seatName).join(', ')} win${e.winners.length === 1 ? 's' : ''} (scores ${e.scores.join(', ')})`;
  }
}
