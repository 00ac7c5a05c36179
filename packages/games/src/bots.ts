/**
 * Bot kinds and lobby levels. A level names how hard a bot plays; each game maps it to the best
 * policy it has: easy = random, medium = heuristic, hard = expert. A game without an expert plays
 * hard as heuristic, and one without a heuristic plays every level as random (`botFor` says which).
 */
import type { Policy } from '@alibi/engine';
import { expertPolicy as alibi1993Expert } from '@alibi/alibi-1993';
import { expertPolicy as alibiCluesExpert } from '@alibi/alibi-clues';
import { expertWordPolicy as alibisExpert } from '@alibi/alibis';
import { expertPolicy as fourSuspectsExpert } from '@alibi/four-suspects';
import { expertPolicy as perfectAlibiExpert } from '@alibi/perfect-alibi';

export const botKinds = ['random', 'heuristic', 'expert'] as const;
export type BotKind = (typeof botKinds)[number];

export const botLevels = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof botLevels)[number];

/** The kind each level asks for. */
export const levelKinds: Record<BotLevel, BotKind> = { easy: 'random', medium: 'heuristic', hard: 'expert' };

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
