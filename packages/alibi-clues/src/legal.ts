import { CASE_CLOSED, clueMatches, distinctInMask, featureMask, functionOf, isClue } from './cards.ts';
import type { Action, State } from './types.ts';

/** Whether the seat resigned (a state stored before resigning existed has no list: nobody did). */
export const hasResigned = (s: State, seat: number): boolean => s.public.resigned?.[seat] === true;

/** Seats still in the game. */
export const competitors = (s: State): number[] =>
  Array.from({ length: s.players }, (_, seat) => seat).filter((seat) => !hasResigned(s, seat));

/** The next seat clockwise after `seat` that has not resigned (`seat` itself if it is the only one). */
export function nextInGame(s: State, seat: number): number {
  for (let k = 1; k <= s.players; k++) {
    const next = (seat + k) % s.players;
    if (!hasResigned(s, next)) return next;
  }
  return seat;
}

/** Every seat still in the game may act (it may resign at any moment, out of turn too). */
export const actors = (s: State): number[] => (s.public.phase.kind === 'over' ? [] : competitors(s));
/** Only the player whose turn it is is waited for (resigned seats have no turns). */
export const waitingFor = (s: State): number[] => (s.public.phase.kind === 'over' ? [] : [s.public.phase.seat]);

/** Every clue card on the table, whoever played it. */
export const tableClues = (s: Pick<State['public'], 'tables'>): number[] => s.tables.flat();

/** Suspects that may be accused now: no cover story, and 5 distinct features shown on the table. */
export function accusable(p: Pick<State['public'], 'row' | 'covers' | 'tables'>): number[] {
  let mask = 0;
  for (const t of p.tables) mask |= featureMask(t);
  return p.row.filter((id, slot) => p.covers[slot] === null && distinctInMask(mask, id) >= CASE_CLOSED);
}

/** A clue card may be played if it shows a feature of a face-up suspect without a cover story. */
export const cluePlayable = (p: Pick<State['public'], 'row' | 'covers'>, card: number): boolean =>
  p.row.some((id, slot) => p.covers[slot] === null && clueMatches(card, id));

/**
 * The cards (and targets) a seat may play as its turn's one card. A function card is playable when
 * its conditions hold: a cover story needs a suspect without one, hush money a clue card on the
 * table, and a tip-off a playable clue card in hand to follow it (without one it could do nothing).
 */
export function plays(s: State, hand: readonly number[]): Action[] {
  const p = s.public;
  const out: Action[] = [];
  let clues: number[] | null = null;
  const canFollow = hand.some((c) => isClue(c) && cluePlayable(p, c));
  for (const card of hand) {
    const kind = functionOf(card);
    if (kind === null) {
      if (cluePlayable(p, card)) out.push({ type: 'clue', card });
    } else if (kind === 'cover') {
      p.covers.forEach((c, slot) => {
        if (c === null) out.push({ type: 'cover', card, slot });
      });
    } else if (kind === 'hush') {
      // Hush money needs a clue card to take away.
      clues ??= tableClues(p).sort((a, b) => a - b);
      for (const clue of clues) out.push({ type: 'hush', card, clue });
    } else if (canFollow) out.push({ type: 'tip', card });
  }
  return out;
}

/**
 * "No card to play" (DECISIONS.md): no clue card in hand fits a face-up suspect without a cover
 * story. Function cards have no features, so they never count as a card to play.
 */
export const nothingToPlay = (p: Pick<State['public'], 'row' | 'covers'>, hand: readonly number[]): boolean =>
  !hand.some((c) => isClue(c) && cluePlayable(p, c));

/** Every non-empty set of up to 4 cards of the hand, ascending within each set. */
function discardSets(hand: readonly number[]): Action[] {
  const out: Action[] = [];
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const cards = hand.filter((_, i) => mask & (1 << i));
    if (cards.length <= 4) out.push({ type: 'discard', cards });
  }
  return out;
}

const RESIGN: Action = Object.freeze({ type: 'resign' });

export function legal(s: State, player: number): Action[] {
  if (s.public.phase.kind === 'over' || !Number.isInteger(player) || player < 0 || player >= s.players) return [];
  if (hasResigned(s, player)) return [];
  return [...turnActions(s, player), RESIGN];
}

/** The turn's own actions (none out of turn). */
function turnActions(s: State, player: number): Action[] {
  const phase = s.public.phase;
  if (phase.kind === 'over' || phase.seat !== player) return [];
  const hand = s.secret[player]?.hand ?? [];
  const right = s.public.right;
  const accusations = (carried: boolean): Action[] =>
    right?.seat === player && right.carried === carried ? accusable(s.public).map((suspect) => ({ type: 'accuse', suspect })) : [];
  switch (phase.kind) {
    case 'start': {
      const mine = plays(s, hand);
      if (!nothingToPlay(s.public, hand)) return [...accusations(true), ...mine];
      // No card to play: a function card whose conditions hold, a discard of 1-4 cards (no play
      // after it), or ending the turn at once.
      return [...accusations(true), ...mine, ...discardSets(hand), { type: 'end' }];
    }
    case 'tip':
      return hand.filter((c) => isClue(c) && cluePlayable(s.public, c)).map((card) => ({ type: 'clue', card }));
    case 'after':
      return [
        ...accusations(false),
        ...(phase.exchanged ? [] : hand.map((card): Action => ({ type: 'exchange', card }))),
        { type: 'end' },
      ];
  }
}

/** A short public summary of the phase, for error messages. */
export function phaseSummary(s: State): string {
  const phase = s.public.phase;
  return phase.kind === 'over' ? 'the game is over' : `seat ${phase.seat}, ${phase.kind} of turn`;
}
