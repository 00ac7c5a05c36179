import { CARD_TYPES, cardLabel, cardOf, setName, subName } from './cards.ts';
import { questionText } from './questions.ts';
import type { Action, ProjectedEvent, Sheet } from './types.ts';

export const seatName = (seat: number): string => `Seat ${seat + 1}`;
const cards = (xs: readonly number[]) => (xs.length ? xs.map(cardLabel).join(', ') : 'nothing');

/** A sheet in words, e.g. "Ada Quill at noon; Lighthouse; Toxin: hemlock". */
export function sheetText(sheet: Sheet): string {
  const parts = CARD_TYPES.flatMap((type) => {
    const blank = sheet[type];
    if (!blank) return [];
    if (blank.sub === undefined) return [setName(blank.set)];
    const sub = subName(cardOf(blank.set, blank.sub));
    return [type === 'suspect' ? `${setName(blank.set)} at ${sub}` : `${setName(blank.set)}: ${sub}`];
  });
  return parts.length ? parts.join('; ') : 'an empty sheet';
}

export function describeAction(a: Action, player: number): string {
  const who = seatName(player);
  switch (a.type) {
    case 'ask':
      return `${who} asks ${seatName(a.target)}: ${questionText(a.question)}`;
    case 'accuse':
      return `${who} announces the Accusation`;
    case 'meld':
      return `${who} melds the ${setName(a.set)} set`;
    case 'pass':
      return `${who} passes ${cards(a.cards)}`;
    case 'write':
      return `${who} writes ${sheetText(a.sheet)}`;
    case 'resign':
      return `${who} resigns`;
  }
}

export function describeEvent(e: ProjectedEvent): string {
  switch (e.type) {
    case 'handStarted':
      return `Hand ${e.handNumber}: ${seatName(e.dealer)} deals, ${seatName(e.first)} starts`;
    case 'asked':
      return `Round ${e.round}: ${seatName(e.asker)} asks ${seatName(e.target)}: ${questionText(e.question)} Answer: ${e.answer}`;
    case 'melded':
      return `${seatName(e.seat)} melds the ${setName(e.set)} set for ${e.points} points`;
    case 'passChosen':
      return `${seatName(e.seat)} sets aside ${e.count} card${e.count === 1 ? '' : 's'} to pass`;
    case 'passed':
      return `Round ${e.round} passing: ${e.cards
        .map((c, from) => `${seatName(from)} passes ${c === null ? `${e.counts[from]} hidden` : cards(c)}`)
        .join('; ')}`;
    case 'accused':
      return `${seatName(e.seat)} announces the Accusation: everyone writes a sheet`;
    case 'sheetWritten':
      return `${seatName(e.seat)} has written a sheet`;
    case 'handScored':
      return `Hand ${e.result.handNumber} solved: ${cards(e.result.solution)}. ${e.result.lines
        .map((l, seat) => `${seatName(seat)} ${l.total >= 0 ? '+' : ''}${l.total} (${sheetText(e.result.sheets[seat] ?? {})})`)
        .join('; ')}`;
    case 'resigned':
      return `${seatName(e.seat)} resigns and is out of the race`;
    case 'gameOver':
      return `Game over: ${e.winners.map(seatName).join(', ')} win${e.winners.length === 1 ? 's' : ''} with ${Math.max(...e.totals)} points`;
  }
}
