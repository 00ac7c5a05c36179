import { z } from 'zod';

/** A replay file: a match's setup and its action log (docs/replay.md). Descriptions flow into docs/schemas/replay.json. */
export const replayFileSchema = z
  .strictObject({
    description: z.string().optional().describe('Free text for people reading the file; ignored by the replay.'),
    game: z.string().min(1).describe('Game id, as listed by `alibi games`.'),
    players: z.number().int().min(1).max(8).describe('Player count.'),
    seed: z.string().describe('Seed of the match: with the options and actions it fixes every card and tile.'),
    options: z
      .record(z.string(), z.unknown())
      .default({})
      .describe("The game's options (see <game>.options.json), checked by the game."),
    actions: z
      .array(
        z.strictObject({
          seat: z.number().int().min(0).max(7).describe('The seat that acts.'),
          action: z
            .unknown()
            .describe('The action (see <game>.actions.json); checked when applied, so a bad one is reported, not fatal.'),
        }),
      )
      .describe('Actions in the order they were applied.'),
  })
  .describe('An alibi replay file: setup and action log of one match.');
export type ReplayFile = z.infer<typeof replayFileSchema>;
