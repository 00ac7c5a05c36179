import {
  ASSISTANTS,
  COLOURS,
  LOCATIONS,
  TIMES,
  cardLocation,
  cardTime,
  tileCategory,
  tileColour,
  tileHasArrows,
  type Category,
} from './cards.ts';
import type { Action, ProjectedEvent } from './types.ts';

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
export const seatName = (seat: number) => cap(COLOURS[seat] ?? `seat ${seat}`);
export const cardText = (card: number) =>
  `${cap(TIMES[cardTime(card)] ?? '?')} in the ${cap(LOCATIONS[cardLocation(card)] ?? '?')}`;
const valueText = (category: Category, values: number[]) =>
  values.map((v) => cap((category === 'time' ? TIMES : LOCATIONS)[v] ?? '?')).join(' or ');
const tileText = (tile: number) =>
  `${COLOURS[tileColour(tile)]} ${tileCategory(tile)} tile${tileHasArrows(tile) ? ' with arrows' : ''} (#${tile})`;
const qList = (qs: readonly number[]) => qs.map((q) => `Q${q + 1}`).join(', ');
const hidden = (x: number | null, text: (n: number) => string) => (x === null ? 'a hidden card' : text(x));

export function describeAction(a: Action, player: number): string {
  const who = seatName(player);
  switch (a.type) {
    case 'chooseAssistant':
      return `${who} chooses the ${a.assistant}`;
    case 'takeTile':
      return `${who} takes the ${tileText(a.tile)} to question ${seatName(a.target)}`;
    case 'useReporter':
      return `${who} sends the reporter to question ${seatName(a.target)}`;
    case 'finalQuestion':
      return `${who} puts a final question to ${seatName(a.target)}`;
    case 'changeAssistant':
      return `${who} changes to the ${a.assistant}`;
    case 'ask':
      return `${who} asks about ${a.category}: ${valueText(a.category, a.values)}`;
    case 'answer':
      return `${who} answers ${a.count}`;
    case 'show':
      return `${who} shows ${cardText(a.card)}`;
    case 'claim':
      return `${who} claims the missing alibi is ${cardText(a.card)}`;
    case 'accuse':
      return `${who} accuses the answer${a.questions.length === 1 ? '' : 's'} to ${qList(a.questions)}`;
    case 'requestConfirm':
      return `${who} asks for the answer to Q${a.question + 1} to be confirmed`;
    case 'confirmAnswer':
      return `${who} confirms the answer`;
    case 'correctAnswer':
      return `${who} corrects the answer to ${a.count}${a.show === undefined ? '' : ` and shows ${cardText(a.show)}`}`;
    case 'resign':
      return `${who} resigns`;
  }
}

export function describeEvent(e: ProjectedEvent): string {
  switch (e.type) {
    case 'assistantChosen':
      return `${seatName(e.seat)} takes the ${e.assistant}`;
    case 'turnStarted':
      return `Turn ${e.turn}: ${seatName(e.seat)}`;
    case 'tileTaken':
      return `${seatName(e.seat)} takes the ${tileText(e.tile)} to question ${seatName(e.target)}`;
    case 'reporterUsed':
      return `${seatName(e.seat)} uses the reporter on ${seatName(e.target)}`;
    case 'finalQuestion':
      return `${seatName(e.seat)} puts the final question to ${seatName(e.target)}`;
    case 'assistantChanged':
      return `${seatName(e.seat)} gives up the ${e.gave} and takes the ${e.took}${e.from === null ? '' : ` from ${seatName(e.from)}`}`;
    case 'asked':
      return `Q${e.question + 1}: ${seatName(e.asker)} asks ${seatName(e.target)} how many cards of ${valueText(e.category, e.values)}`;
    case 'answered':
      return `Q${e.question + 1}: ${seatName(e.target)} answers ${e.count === null ? 'privately' : e.count}`;
    case 'cardShown':
      return `Q${e.question + 1}: ${seatName(e.from)} shows ${seatName(e.to)} ${hidden(e.card, cardText)}${e.watcher === null ? '' : ` (the ${ASSISTANTS[1]} sees it too)`}`;
    case 'cardTaken':
      return `Q${e.question + 1}: ${seatName(e.to)} takes ${hidden(e.card, cardText)} at random from ${seatName(e.from)}`;
    case 'noCard':
      return `Q${e.question + 1}: no card is shown${e.reason === 'lawyer' ? ' (the lawyer forbids it)' : e.reason === 'none-matching' ? ' (no matching card)' : ''}`;
    case 'tileDiscarded':
      return `Tile #${e.tile} is discarded`;
    case 'tileDrawn':
      return `${cap(tileText(e.tile))} is drawn`;
    case 'tilesReshuffled':
      return `The ${e.count} used tiles are shuffled into a new stack`;
    case 'claimed':
      return e.correct
        ? `${seatName(e.seat)} claims ${hidden(e.card, cardText)}: correct!`
        : `${seatName(e.seat)} claims ${hidden(e.card, cardText)}: wrong${e.missing === null ? '' : ` (the missing alibi is ${cardText(e.missing)})`}`;
    case 'accused':
      return `${seatName(e.accuser)} accuses ${seatName(e.accused)} over ${qList(e.questions)}: ${e.treachery ? `treachery (wrong: ${qList(e.wrong)})` : 'every answer was right'}`;
    case 'confirmRequested':
      return `${seatName(e.by)} asks ${seatName(e.seat)} to confirm the answer to Q${e.question + 1}`;
    case 'answerConfirmed':
      return `Q${e.question + 1}: ${seatName(e.seat)} confirms the answer`;
    case 'answerCorrected':
      return `Q${e.question + 1}: ${seatName(e.seat)} corrects the answer${e.count === null ? '' : ` from ${e.was} to ${e.count}`}`;
    case 'eliminated':
      return `${seatName(e.seat)} is out, but keeps answering`;
    case 'resigned':
      return `${seatName(e.seat)} resigns: out, but still answers`;
    case 'gameOver':
      return `Game over (${e.reason}): ${e.winners.map(seatName).join(', ')} win${e.winners.length === 1 ? 's' : ''}; the missing alibi was ${cardText(e.missing)}`;
  }
}
