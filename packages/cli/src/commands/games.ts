import { EXIT } from '../errors.ts';
import { parse } from '../args.ts';
import { printJson } from '../io.ts';
import { jsonSchemaOf } from '../json-schema.ts';
import type { Command } from './types.ts';

interface JsonSchemaProperty {
  type?: string;
  default?: unknown;
}

/** One line per option: name, JSON type and default, read from the options' JSON Schema. */
function describeOptions(schema: Record<string, unknown> | null): string {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchemaProperty>;
  const parts = Object.entries(properties).map(([name, p]) => {
    const dflt = p.default === undefined ? '' : `, default ${JSON.stringify(p.default)}`;
    return `${name} (${p.type ?? 'value'}${dflt})`;
  });
  return parts.length ? parts.join(', ') : 'none';
}

export const gamesCommand: Command = {
  name: 'games',
  summary: 'list every game: player counts, variants, options, whether playable',
  help: `Usage: alibi games [--json]

Lists every game the project knows, playable or announced.
  --json   one JSON object {games: [...]}, options as JSON Schema (null when not playable)

Example: alibi games --json`,
  async run(args, { io, registry }) {
    const { values } = parse(args, { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } });
    if (values.help) {
      io.out(`${this.help}\n`);
      return EXIT.ok;
    }
    const reg = await registry();
    const rows = reg.catalog.map((meta) => {
      const game = meta.playable ? reg.findGame(meta.id) : undefined;
      return { ...meta, options: game ? jsonSchemaOf(game.optionsSchema) : null };
    });
    if (values.json) {
      printJson(io, { games: rows });
      return EXIT.ok;
    }
    for (const g of rows) {
      const kind = [g.cooperative ? 'co-operative' : '', g.playable ? 'playable' : 'not yet playable'].filter(Boolean);
      io.out(`${g.id}  ${g.name}  (${g.players.join('/')} players)  ${kind.join('  ')}\n`);
      for (const v of g.variants) io.out(`  variant ${v.id}: ${v.summary}  ${JSON.stringify(v.options)}\n`);
      if (g.playable) io.out(`  options: ${describeOptions(g.options)}\n`);
    }
    return EXIT.ok;
  },
};
