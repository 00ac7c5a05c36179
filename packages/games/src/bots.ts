/**
 * Bot kinds and lobby levels. A level names how hard a bot plays; each game maps it to the best
 * policy it has: easy = random, medium = heuristic, hard = expert. A game without an expert plays
 * hard as heuristic, and one without a heuristic plays every level as random (`botFor` says which).
 */
import type { Policy } from '@alibi/engine';
import { expertPolicy as alibi1993Expert } from '@alibi/alibi-1993';
import { expertPolicy as alibiCluesExpert } from '@alibi/alibi-clues';
import { expertWordPolicy as alibisExpert } from '@alibi/alibis';
import { makeExpertPolicy as makeFourSuspectsExpert, type View as FourSuspectsView } from '@alibi/four-suspects';
import { makeExpertPolicy as makePerfectAlibiExpert, type View as PerfectAlibiView } from '@alibi/perfect-alibi';
import { deduce, fourSuspectsInfoSet, perfectAlibiInfoSet } from '@alibi/deduction';
import {
  beliefOf,
  expectedBits,
  FsQuestionTables,
  fsExpectedBits,
  handTable,
  probabilityOfSet,
  type HandTable,
  type SeatBelief,
} from '@alibi/deduction/review';

export const botKinds = ['random', 'heuristic', 'expert'] as const;
export type BotKind = (typeof botKinds)[number];

export const botLevels = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof botLevels)[number];

/** The kind each level asks for. */
export const levelKinds: Record<BotLevel, BotKind> = { easy: 'random', medium: 'heuristic', hard: 'expert' };

/**
 * The last `limit` results by key. A bot is asked at every step, and its information changes far
 * less often, so what it derives from an information set is kept for the next asks.
 */
function lastFew<T>(limit = 256): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    if (kept.has(key)) return kept.get(key) as T;
    const value = make();
    if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
    kept.set(key, value);
    return value;
  };
}

const exactChances = lastFew<number[] | null>();
/**
 * P(missing alibi = card) from the exact deduction engine (cards shown and Rival tiles weighed
 * exactly, and at any table size), per information set.
 */
function exactMissing(view: PerfectAlibiView): number[] | null {
  const info = perfectAlibiInfoSet(view);
  return exactChances(JSON.stringify(info), () => {
    const d = deduce(info);
    return d.consistent ? d.cards.map((c) => c.missingProbability) : null;
  });
}
const paBeliefs = lastFew<SeatBelief>();
const paTables = lastFew<HandTable | null>();
/**
 * Exact expected information of questions to `target` (docs/review.md, "Question value"): the
 * review's joint table of the target's hand and the missing card under this seat's information,
 * kept per information set and target (built once, then every question is arithmetic); the
 * belief it is built from is counted once per information set, whichever the target.
 */
function exactQuestionInfo(
  view: PerfectAlibiView,
  target: number,
  asks: readonly { category: 'time' | 'location'; values: number[] }[],
) {
  const info = perfectAlibiInfoSet(view);
  const infoKey = JSON.stringify(info);
  const seat = view.viewer as number;
  const state = { public: { assistants: view.assistants, handSizes: view.handSizes }, rules: view.rules };
  const table = paTables(`${target}:${infoKey}:${JSON.stringify(view.assistants)}`, () => {
    const belief = paBeliefs(infoKey, () => beliefOf(info));
    return belief.counts.total > 0 ? handTable(belief, state, seat, target) : null;
  });
  return table && asks.map((a) => expectedBits(table, state, seat, target, a));
}
const perfectAlibiExpert = makePerfectAlibiExpert(exactMissing, exactQuestionInfo);

const fsTables = lastFew<FsQuestionTables | null>();
/**
 * Four Suspects beliefs from the exact deduction engine (both missing cards jointly with two
 * players) and question values from the review's hand tables (docs/review.md), per information set.
 */
function fourSuspectsExact(view: FourSuspectsView) {
  const info = fourSuspectsInfoSet(view);
  const tables = fsTables(JSON.stringify(info), () => {
    const belief = beliefOf(info);
    return belief.counts.total > 0 ? new FsQuestionTables(belief) : null;
  });
  if (!tables) return null;
  return {
    chance: (cards: readonly number[]) =>
      probabilityOfSet(
        tables.belief,
        [...cards].sort((a, b) => a - b),
      ),
    info: (q: Parameters<typeof fsExpectedBits>[1]) => fsExpectedBits(tables, q),
  };
}
const fourSuspectsExpert = makeFourSuspectsExpert(fourSuspectsExact);

/** Expert policies per game (hard level). */
export const experts: Record<string, Policy> = {
  'perfect-alibi': perfectAlibiExpert as Policy,
  'four-suspects': fourSuspectsExpert as Policy,
  'alibi-clues': alibiCluesExpert as Policy,
  alibis: alibisExpert as Policy,
  'alibi-1993': alibi1993Expert as Policy,
};

/** A kind or level name as the kind it asks for, or null for an unknown name. */
export function botKindOf(name: string): BotKind | null {
  if ((botKinds as readonly string[]).includes(name)) return name as BotKind;
  if ((botLevels as readonly string[]).includes(name)) return levelKinds[name as BotLevel];
  return null;
}

/** The kind a game really plays for a requested kind: the strongest it has, up to the one asked for. */
export function availableKind(kind: BotKind, has: { heuristic: boolean; expert: boolean }): BotKind {
  if (kind === 'expert' && has.expert) return 'expert';
  if (kind !== 'random' && has.heuristic) return 'heuristic';
  return 'random';
}
