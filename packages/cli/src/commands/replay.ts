import { readFileSync } from 'node:fs';
import type { AnyGame, Viewer } from '@alibi/engine';
import { parse } from '../args.ts';
import { EXIT, UsageError } from '../errors.ts';
import { printJson } from '../io.ts';
import { requireGame, requirePlayers } from '../registry.ts';
import { replayFileSchema, type ReplayFile } from '../replay-file.ts';
import type { Command } from './types.ts';

export function readReplayFile(path: string): ReplayFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(code === 'ENOENT' ? `no such file: ${path}` : `cannot read ${path} (${code ?? 'error'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = replayFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
    throw new UsageError(`${path} is not a replay file${where}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

function parseViewer(text: string, players: number): Viewer {
  if (text === 'spectator') return 'spectator';
  const seat = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(seat < players)) throw new UsageError(`--as must be a seat from 0 to ${players - 1} or 'spectator', got '${text}'`);
  return seat;
}

/** What each viewer learned from one action's events, with the game's text for each. */
function projectFor(game: AnyGame, events: unknown[], viewer: Viewer) {
  const projected = events.map((e) => game.project(e, viewer)).filter((e) => e !== null);
  return { events: projected, log: projected.map((e) => game.describeEvent(e)) };
}

export const replayCommand: Command = {
  name: 'replay',
  summary: "re-apply a logged match and print each action's result and the final views",
  help: `Usage: alibi replay FILE [--as SEAT|spectator]

FILE is JSON: {game, players, seed, options, actions: [{seat, action}]} (docs/replay.md).
Prints one JSON object: for each action either {ok: true, events, log} as the viewer
learned it, or {ok: false, error: {code, message}} (a refused action changes nothing and
the replay goes on), then the outcome and the final view.
  --as SEAT|spectator   one viewer's events and final view; without it every viewer's,
                        under byViewer (per action) and views (at the end)

Example: alibi replay packages/cli/test/fixtures/perfect-alibi-3p.json --as 0`,
  async run(args, { io, registry }) {
    const { values, positionals } = parse(args, { as: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, 1);
    if (values.help) {
      io.out(`${this.help}\n`);
      return EXIT.ok;
    }
    const path = positionals[0];
    if (path === undefined) throw new UsageError('replay needs a FILE');
    const file = readReplayFile(path);
    const game = requireGame(await registry(), file.game);
    requirePlayers(game, file.players);
    const only = values.as === undefined ? null : parseViewer(values.as, file.players);
    const viewers: Viewer[] = only !== null ? [only] : [...Array.from({ length: file.players }, (_, i) => i), 'spectator'];
    const byViewer = <T>(f: (v: Viewer) => T) => Object.fromEntries(viewers.map((v) => [String(v), f(v)]));

    const setup = game.setup({ players: file.players, seed: file.seed, options: file.options });
    if (!setup.ok) throw new UsageError(`${path}: ${game.meta.id} refused the setup: ${setup.error.message}`);
    let state = setup.value;
    const steps = file.actions.map(({ seat, action }, index) => {
      const result = game.apply(state, seat, action);
      if (!result.ok) return { index, seat, action, ok: false, error: result.error };
      state = result.value.state;
      const { events } = result.value;
      const seen = only !== null ? projectFor(game, events, only) : { byViewer: byViewer((v) => projectFor(game, events, v)) };
      return { index, seat, action, ok: true, text: game.describeAction(action, seat), ...seen };
    });
    printJson(io, {
      game: game.meta.id,
      players: file.players,
      seed: file.seed,
      options: file.options,
      viewer: only ?? 'all',
      steps,
      outcome: game.outcome(state),
      ...(only !== null ? { view: game.view(state, only) } : { views: byViewer((v) => game.view(state, v)) }),
    });
    return EXIT.ok;
  },
};
