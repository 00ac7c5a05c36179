import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { z } from 'zod';
import { jsonSchemaOf } from './json-schema.ts';
import type { Registry } from './registry.ts';
import { replayFileSchema } from './replay-file.ts';

export interface SchemaFile {
  /** Path relative to the repository root. */
  path: string;
  content: string;
}

const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');

/**
 * Every file under docs/schemas, as `scripts/export-schemas.ts` writes it: formatted with the
 * repository's prettier settings, so `npm run format` leaves them as they are.
 */
export async function schemaFiles(registry: Registry): Promise<SchemaFile[]> {
  const file = async (name: string, schema: z.ZodType): Promise<SchemaFile> => {
    const path = `docs/schemas/${name}.json`;
    const filepath = resolve(ROOT, path);
    const config = await prettier.resolveConfig(filepath);
    return { path, content: await prettier.format(JSON.stringify(jsonSchemaOf(schema)), { ...config, filepath }) };
  };
  const playable = registry.games.filter((g) => g.meta.playable);
  return Promise.all([
    ...playable.flatMap((g) => [file(`${g.meta.id}.options`, g.optionsSchema), file(`${g.meta.id}.actions`, g.actionSchema)]),
    file('replay', replayFileSchema),
  ]);
}
