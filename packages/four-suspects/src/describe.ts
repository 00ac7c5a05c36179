import {
  PERSONS,
  PLACES,
  SEATS,
  TIMES,
  cardPerson,
  cardPlace,
  cardTime,
  isDemandCard,
  questionCategory,
  questionNumber,
  valueName,
  type Category,
} from './cards.ts';
import type { Action, ProjectedEvent } from './types.ts';

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
export const seatName = (seat: number): string => cap(SEATS[seat] ?? `seat ${seat}`);
export const cardText = (card: number): string =>
  `${cap(PERSONS[cardPerson(card)] ?? '?')} at the ${cap(PLACES[cardPlace(card)] ?? '?')} at ${TIMES[cardTime(card)] ?? '?'}`;
export const interrogationText = (id: number): string =>
  isDemandCard(id) ? `show-me card #${id}` : `${questionCategory(id)} ${questionNumber(id)} card #${id}`;
const valueText = (category: Category, values: number[]) => values.map((v) => cap(valueName(category, v))).join(' or ');
const cardsText = (cards: number[] | null) => (cards === null ? 'a secret guess' : cards.map(cardText).join(' and '));
const hidden = (card: number | null) => (card === null ? 'a card' : cardText(card));
const roomText = (room: string | null) => (room ? ` (${room} room)` : '');

export function describeAction(a: Action, player: number): string {
  const who = seatName(player);
  switch (a.type) {
    case 'rooms':
      return `${who} puts ${a.left.map(cardText).join(', ')} in the left room`;
    case 'buy':
      return `${who} hires the ${a.helper}`;
    case 'ask':
      return `${who} gives the ${interrogationText(a.card)} to ${seatName(a.target)} and asks about ${a.category}${roomText(a.room ?? null)}: ${valueText(a.category, a.values)}`;
    case 'demand':
      return `${who} gives the ${interrogationText(a.card)} to ${seatName(a.target)}: show me a card`;
    case 'answer':
      return `${who} answers${a.lie ? ` one ${a.lie === 'up' ? 'more' : 'less'} than the truth` : ' truthfully'}`;
    case 'show':
      return `${who} shows ${cardText(a.card)}`;
    case 'noCard':
      return `${who} has no card to show`;
    case 'guess':
      return `${who} guesses ${cardsText(a.cards)}`;
    case 'pass':
      return `${who} does not guess`;
    case 'endTurn':
      return `${who} ends the turn without the courier`;
    case 'resign':
      return `${who} resigns`;
  }
}

export function describeEvent(e: ProjectedEvent): string {
  switch (e.type) {
    case 'roomsChosen':
      return `${seatName(e.seat)} arranges their rooms${e.left ? `: left ${e.left.map(cardText).join(', ')}` : ''}`;
    case 'turnStarted':
      return `Turn ${e.turn}: ${seatName(e.seat)}${e.extra ? ' (extra turn)' : ''}`;
    case 'turnSkipped':
      return `${seatName(e.seat)} has no face-up card to give: the turn passes`;
    case 'helperBought':
      return `${seatName(e.seat)} hires the ${e.helper} for ${e.paid.length}${e.from === null ? '' : ` (from ${seatName(e.from)})`}`;
    case 'asked':
      return `Q${e.question + 1}: ${seatName(e.asker)} gives the ${interrogationText(e.card)} to ${seatName(e.target)}: how many of ${valueText(e.category, e.values)}${roomText(e.room)}?`;
    case 'demanded':
      return `Q${e.question + 1}: ${seatName(e.asker)} gives the ${interrogationText(e.card)} to ${seatName(e.target)}: show me a card`;
    case 'answered':
      return `Q${e.question + 1}: ${seatName(e.target)} answers ${e.count === null ? 'in secret' : e.count}`;
    case 'cardShown':
      return `Q${e.question + 1}: ${seatName(e.from)} shows ${seatName(e.to)} ${hidden(e.card)}${roomText(e.room)}${e.how === 'broker' ? ' (the broker’s due)' : ''}`;
    case 'noCard':
      return `Q${e.question + 1}: no card is shown${e.reason === 'bodyguard' ? ' (the bodyguard prevents it)' : ''}`;
    case 'brokerEmpty':
      return `Q${e.question + 1}: ${seatName(e.seat)} has no card for the broker`;
    case 'toDeck':
      return `${seatName(e.seat)}: ${e.cards.length} interrogation ${e.cards.length === 1 ? 'card goes' : 'cards go'} under the deck (${e.reason})`;
    case 'cardDrawn':
      return `The ${interrogationText(e.card)} is turned face up`;
    case 'guessed':
      return `${seatName(e.seat)} makes a guess${e.cards ? `: ${cardsText(e.cards)}` : ''}`;
    case 'passed':
      return `${seatName(e.seat)} does not join the guess`;
    case 'judged':
      return `Guesses judged: ${e.results.map((r) => `${seatName(r.seat)} ${r.correct ? 'right' : 'wrong'}${r.cards ? ` (${cardsText(r.cards)})` : ''}`).join('; ')}${e.missing ? `; missing: ${cardsText(e.missing)}` : ''}`;
    case 'eliminated':
      return `${seatName(e.seat)} is out, but keeps answering`;
    case 'resigned':
      return `${seatName(e.seat)} resigns: out, but still answers`;
    case 'gameOver':
      return `Game over (${e.reason}): ${e.winners.length ? e.winners.map(seatName).join(', ') : 'nobody'} win${e.winners.length === 1 ? 's' : ''}; missing: ${cardsText(e.missing)}`;
  }
}
