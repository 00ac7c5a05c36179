/** The registry: every game the project knows, and which are playable in this build. */
import { erase, randomPolicy, type AnyGame, type GameMeta, type Policy } from '@alibi/engine';
import { alibiClues, heuristicPolicy as alibiCluesHeuristic } from '@alibi/alibi-clues';
import { fourSuspects, heuristicPolicy as fourSuspectsHeuristic } from '@alibi/four-suspects';
import { heuristicPolicy as perfectAlibiHeuristic, perfectAlibi } from '@alibi/perfect-alibi';
import { alibis, wordBotPolicy as alibisWordBot } from '@alibi/alibis';
import { alibi1993, heuristicPolicy as alibi1993Heuristic } from '@alibi/alibi-1993';
import { availableKind, botKindOf, experts, type BotKind, type BotLevel } from './bots.ts';

export const games: AnyGame[] = [erase(perfectAlibi), erase(fourSuspects), erase(alibiClues), erase(alibis), erase(alibi1993)];

export const catalog: GameMeta[] = games.map((g) => g.meta);

export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.meta.id === id);
}

/**
 * Most actions one match may take; the server ends a match that reaches it (no winner). Each is
 * several times the longest of hundreds of simulated games of every player count (random and
 * heuristic players; see docs/operations.md, "Maximum lengths"), so only a stalled or scripted
 * match meets it. It bounds what one table can cost: its log, its replay, its rebuild at start.
 */
export const MAX_ACTIONS: Readonly<Record<string, number>> = {
  // Longest simulated: 358 actions (5 random players).
  'perfect-alibi': 2000,
  // Longest simulated: 271 (4 random players).
  'four-suspects': 2000,
  // Longest simulated: 963 (2 random players); the longest game by far.
  'alibi-clues': 5000,
  // Longest simulated: 143 (5 random players), but people may save board drafts as often as they like.
  alibis: 2000,
  // Longest simulated: 459 (4 random players).
  'alibi-1993': 2000,
};

/** A game's maximum length; a game missing from MAX_ACTIONS gets the smallest of them. */
export function maxActions(gameId: string): number {
  return MAX_ACTIONS[gameId] ?? Math.min(...Object.values(MAX_ACTIONS));
}

export { botKinds, botLevels, levelKinds, botKindOf, type BotKind, type BotLevel } from './bots.ts';

/** Heuristic policies per game; a game without one falls back to random play. */
const heuristics: Record<string, Policy> = {
  'perfect-alibi': perfectAlibiHeuristic as Policy,
  'four-suspects': fourSuspectsHeuristic as Policy,
  'alibi-clues': alibiCluesHeuristic as Policy,
  alibis: alibisWordBot as Policy,
  'alibi-1993': alibi1993Heuristic as Policy,
};

/** The kind a game really plays for a kind or level (see bots.ts); null for an unknown name. */
export function botFor(gameId: string, name: string): BotKind | null {
  const kind = botKindOf(name);
  return kind && availableKind(kind, { heuristic: gameId in heuristics, expert: gameId in experts });
}

/** A bot for a seat, by kind or level. It is given only that seat's legal actions and view, never the state. */
export function makeBot(gameId: string, name: BotKind | BotLevel): Policy {
  const game = findGame(gameId);
  if (!game) throw new Error(`unknown game ${gameId}`);
  const kind = botFor(gameId, name);
  if (kind === 'expert' && experts[gameId]) return experts[gameId];
  if (kind === 'heuristic' && heuristics[gameId]) return heuristics[gameId];
  return neverResigns(randomPolicy(game.meta.interrupts));
}

/**
 * Easy bots play at random among the game's moves but never resign: leaving is a person's choice
 * (the engine's random policy, used by the property tests, may resign).
 */
function neverResigns(policy: Policy): Policy {
  const stays = (a: unknown) => (a as { type?: unknown } | null)?.type !== 'resign';
  return {
    name: policy.name,
    choose: (input) =>
      policy.choose({
        seat: input.seat,
        legal: input.legal.filter(stays),
        rng: input.rng,
        mustAct: input.mustAct,
        get view() {
          return input.view; // built only if the policy reads it
        },
      }),
  };
}
