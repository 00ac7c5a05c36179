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
} from '@alibi/deduction/review';

export const botKinds = ['random', 'heuristic', 'expert'] as const;
export type BotKind = (typeof botKinds)[number];

export const botLevels = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof botLevels)[number];

/** The kind each level asks for. */
export const levelKinds: Record<BotLevel, BotKind> = { easy: 'random', medium: 'heuristic', hard: 'expert' };

const exactChances = new Map<string, number[] | null>();
/**
 * P(missing alibi = card) from the exact deduction engine (cards shown and Rival tiles weighed
 * exactly, and at any table size), memoised per information set: a bot is asked at every step,
 * and its information changes far less often.
 */
function exactMissing(view: PerfectAlibiView): number[] | null {
  const info = perfectAlibiInfoSet(view);
  const key = JSON.stringify(info);
  let chances = exactChances.get(key);
  if (chances === undefined) {
    const d = deduce(info);
    chances = d.consistent ? d.cards.map((c) => c.missingProbability) : null;
    if (exactChances.size >= 256) exactChances.delete(exactChances.keys().next().value as string);
    exactChances.set(key, chances);
  }
  return chances;
}
const exactTables = new Map<string, HandTable | null>();
/**
 * Exact expected information of questions to `target` (docs/review.md, "Question value"): the
 * review's joint table of the target's hand and the missing card under this seat's information,
 * memoised per information set and target (built once, then every question is arithmetic).
 */
function exactQuestionInfo(
  view: PerfectAlibiView,
  target: number,
  asks: readonly { category: 'time' | 'location'; values: number[] }[],
) {
  const info = perfectAlibiInfoSet(view);
  const key = `${target}:${JSON.stringify(info)}:${JSON.stringify(view.assistants)}`;
  let table = exactTables.get(key);
  const seat = view.viewer as number;
  const state = { public: { assistants: view.assistants, handSizes: view.handSizes }, rules: view.rules };
  if (table === undefined) {
    const belief = beliefOf(info);
    table = belief.counts.total > 0 ? handTable(belief, state, seat, target) : null;
    if (exactTables.size >= 256) exactTables.delete(exactTables.keys().next().value as string);
    exactTables.set(key, table);
  }
  if (!table) return null;
  const t = table;
  return asks.map((a) => expectedBits(t, state, seat, target, a));
}
const perfectAlibiExpert = makePerfectAlibiExpert(exactMissing, exactQuestionInfo);

const fsTables = new Map<string, FsQuestionTables | null>();
/**
 * Four Suspects beliefs from the exact deduction engine (both missing cards jointly with two
 * players) and question values from the review's hand tables (docs/review.md), memoised per
 * information set.
 */
function fourSuspectsExact(view: FourSuspectsView) {
  const info = fourSuspectsInfoSet(view);
  const key = JSON.stringify(info);
  let tables = fsTables.get(key);
  if (tables === undefined) {
    const belief = beliefOf(info);
    tables = belief.counts.total > 0 ? new FsQuestionTables(belief) : null;
    if (fsTables.size >= 256) fsTables.delete(fsTables.keys().next().value as string);
    fsTables.set(key, tables);
  }
  if (!tables) return null;
  const t = tables;
  return {
    chance: (cards: readonly number[]) =>
      probabilityOfSet(
        t.belief,
        [...cards].sort((a, b) => a - b),
      ),
    info: (q: Parameters<typeof fsExpectedBits>[1]) => fsExpectedBits(t, q),
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
