/** Server-side bots: a Policy per bot seat, fed only that seat's legal actions and view. */
import { makeBot } from '@alibi/games';
import type { AnyGame, Policy } from '@alibi/engine';
import type { BotKind } from '@alibi/protocol';

export function botPolicy(game: AnyGame, kind: BotKind): Policy {
  return makeBot(game.meta.id, kind);
}
