/**
 * The expert word bot for `alibis` (the `hard` level). It guesses like the word bot (the exact most
 * likely board on the fused rows of meaning.ts) and reads more candidate clues (100 per decision,
 * shared among the seat's pairs, against the word bot's 40 per pair); when it falls back to the
 * WordNet-only writer, it judges a clue by its margin over the closest other word relative to the
 * relatedness at stake. The budget is per decision because reading a candidate is what costs time.
 * It reads only its seat's view.
 */
import type { Policy } from '@alibi/engine';
import type { Action, View } from '../types.ts';
import { bestBoard, wordPolicy, type WritingStyle } from './wordBot.ts';

/** Candidates scored in full per write decision. */
export const EXPERT_BUDGET = 100;

/** The expert's style for a seat with this many pairs (1, or 2 with 2-3 players). */
export const expertStyle = (pairs: number): WritingStyle => ({ shortlist: Math.floor(EXPERT_BUDGET / pairs), relative: true });

const byPairs = [1, 2].map((pairs) => wordPolicy('expert-word-bot', (view) => bestBoard(view), expertStyle(pairs)));

export const expertWordPolicy: Policy<Action, View> = {
  name: 'expert-word-bot',
  choose: (input) => (byPairs[input.view.pairsPerPlayer > 1 ? 1 : 0] as Policy<Action, View>).choose(input),
};
