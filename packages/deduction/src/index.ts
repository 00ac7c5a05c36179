/**
 * Exact deduction for Perfect Alibi and Four Suspects: pure TypeScript, no I/O, no Node APIs, so
 * a Web Worker or a bot can call it directly. See docs/deduction.md.
 *
 *   const info = perfectAlibiInfoSet(view);   // one seat's information set
 *   const d = deduce(info);                   // logic + probabilities for every card
 *   const why = explain(info, d.facts[0]);    // the observations behind a certain fact
 */
export { infoSet as perfectAlibiInfoSet } from './perfect-alibi.ts';
export { infoSet as fourSuspectsInfoSet } from './four-suspects.ts';
export { deduce, explain, explainAll, modelOf } from './deduce.ts';
export { count, Logic, NO_TILE, type Model, type Counts, type HolderSpec, type LocalFactor, type PairFactor } from './core.ts';
export { observationText, placeText, conclusion } from './text.ts';
export type * from './types.ts';
export * from './alibi-1993.ts';
