/**
 * Alibi (1993): for each of the four types, each card's probability of being the hidden one, from
 * one seat's information only (its view and the events it received). See docs/deduction.md.
 *
 * Model: every deal is equally likely, and so is every choice of cards to pass (hand sizes and
 * pass counts are public, so this is the same as counting every fitting history once); which
 * questions are asked, and when sets are melded, tell nothing beyond what they show. Answers are
 * the true counts. The exact engine counts this model; when it would need more than `maxStates`
 * table states, the approximation answers instead, and `exact` says which one did.
 */
import { CARD_TYPES, type CardType, type ProjectedEvent, type View } from '@alibi/alibi-1993';
import { approximateHidden } from './alibi-1993-approx.ts';
import { exactHidden, StateBudgetExceeded } from './alibi-1993-exact.ts';
import { infoSet, type A93Info } from './alibi-1993-info.ts';

export { infoSet as alibi1993InfoSet, type A93Info, type A93Step } from './alibi-1993-info.ts';

export interface A93TypeDeduction {
  type: CardType;
  /** The type's cards, ascending. */
  cards: number[];
  /** Probability of each of `cards` being the hidden one (they sum to 1 when consistent). */
  probability: number[];
  /** Whether each card can be the hidden one at all. */
  possible: boolean[];
  /** The hidden card, once it is the only possible one. */
  certain: number | null;
}

export interface A93Deduction {
  /** False when no history fits the observations: nothing else is meaningful. */
  consistent: boolean;
  /** Whether the probabilities are the exact ones of the model (else the approximation's). */
  exact: boolean;
  types: A93TypeDeduction[];
}

export interface A93Options {
  /** 'auto' (default): exact within the state budget, else approximate. */
  mode?: 'auto' | 'exact' | 'approximate';
  /** Most table states the exact engine may keep alive at once (default 4000). */
  maxStates?: number;
}

export const ALIBI_1993_MAX_STATES = 4000;

/** Logic and probabilities of the hidden card of every type. */
export function deduceAlibi1993(info: A93Info, options: A93Options = {}): A93Deduction {
  const mode = options.mode ?? 'auto';
  let hidden: number[] | null = null;
  let consistent = false;
  if (mode !== 'approximate') {
    try {
      const counts = exactHidden(info, mode === 'exact' ? Infinity : (options.maxStates ?? ALIBI_1993_MAX_STATES));
      hidden = counts.hidden;
      consistent = counts.total > 0;
    } catch (e) {
      if (!(e instanceof StateBudgetExceeded)) throw e;
    }
  }
  const exact = hidden !== null;
  if (!hidden) ({ hidden, consistent } = approximateHidden(info));
  const probabilities = hidden;
  const types = [...new Set(info.cardTypes)]
    .sort((a, b) => a - b)
    .map((t): A93TypeDeduction => {
      const cards = info.cardTypes.flatMap((tt, c) => (tt === t ? [c] : []));
      const probability = cards.map((c) => probabilities[c] ?? 0);
      const possible = probability.map((p) => p > 0);
      const certain = consistent && possible.filter(Boolean).length === 1 ? (cards[possible.indexOf(true)] as number) : null;
      return { type: CARD_TYPES[t] as CardType, cards, probability, possible, certain };
    });
  return { consistent, exact, types };
}

/** One full update from a seat's view and its projected events. */
export const deduceAlibi1993FromView = (view: View, events: readonly ProjectedEvent[], options?: A93Options): A93Deduction =>
  deduceAlibi1993(infoSet(view, events), options);
