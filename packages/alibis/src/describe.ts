import { RATING_NAMES } from './rules.ts';
import type { Action, Guess, ProjectedEvent, SharedAlibi } from './types.ts';

export const seatName = (seat: number): string => `Player ${seat + 1}`;
/** Suspects are numbered from 1 for people. */
export const suspectName = (suspect: number): string => `suspect ${suspect + 1}`;
export const alibiName = (index: number): string => `alibi #${index + 1}`;

/** A board as text: each marked alibi with its suspects, then the perpetrator. */
export function boardText(guess: Guess): string {
  const byAlibi = new Map<number, number[]>();
  guess.marks.forEach((alibi, suspect) => {
    if (alibi !== null) byAlibi.set(alibi, [...(byAlibi.get(alibi) ?? []), suspect]);
  });
  const parts = [...byAlibi.entries()]
    .sort(([a], [b]) => a - b)
    .map(([alibi, suspects]) => `${alibiName(alibi)} = ${suspects.map((x) => x + 1).join('+')}`);
  parts.push(guess.perpetrator === null ? 'no perpetrator' : `perpetrator ${guess.perpetrator + 1}`);
  return parts.join(', ');
}

const alibiList = (alibis: readonly SharedAlibi[]) => alibis.map((a) => `${seatName(a.seat)}: "${a.word}"`).join(', ');

export function describeAction(a: Action, player: number): string {
  const who = seatName(player);
  switch (a.type) {
    case 'write':
      return `${who} writes ${a.alibis.map((w) => `"${w}"`).join(' and ')}`;
    case 'guess':
      return `${who} marks the board: ${boardText(a)}`;
    case 'confirm':
      return `${who} confirms the board`;
  }
}

export function describeEvent(e: ProjectedEvent): string {
  switch (e.type) {
    case 'roundStarted':
      return `Round ${e.round} begins; ${seatName(e.firstPlayer)} is first. Words: ${e.words.join(', ')}`;
    case 'dealt':
      return e.pairs
        ? `${seatName(e.seat)} holds ${e.pairs.map(([a, b]) => `${a + 1}+${b + 1}`).join(' and ')}`
        : `${seatName(e.seat)} receives suspect cards`;
    case 'wrote':
      return e.alibis
        ? `${seatName(e.seat)} writes ${e.alibis.map((w) => `"${w}"`).join(' and ')}`
        : `${seatName(e.seat)} has written`;
    case 'shared':
      return `Alibis: ${alibiList(e.alibis)}`;
    case 'guessed':
      return `${seatName(e.seat)} marks the board: ${boardText(e.guess)}`;
    case 'confirmed':
      return `${seatName(e.seat)} confirms the board`;
    case 'revealed': {
      const r = e.record;
      const found = r.guessedBy.filter((by) => by.length > 0).length;
      return `Round ${r.round}: the perpetrator was ${suspectName(r.perpetrator)} ("${r.words[r.perpetrator]}"), named by ${r.perpetratorFoundBy.length}; ${found} ${found === 1 ? 'alibi' : 'alibis'} guessed; ${r.heatRemoved} heat removed, ${r.heatLeft} left`;
    }
    case 'gameOver':
      return `Game over with ${e.heatLeft} heat left: ${RATING_NAMES[e.rating]}`;
  }
}
