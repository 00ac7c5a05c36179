import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRegistry, schemaFiles } from '../src/index.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => {
  try {
    return readFileSync(ROOT + path, 'utf8');
  } catch {
    return null;
  }
};

describe('docs/schemas', () => {
  it('match the zod schemas (regenerate with: npm run docs:schemas)', async () => {
    const files = await schemaFiles(await loadRegistry());
    expect(files.map((f) => f.path)).toContain('docs/schemas/perfect-alibi.actions.json');
    for (const file of files) expect(read(file.path), `${file.path} is out of date: run npm run docs:schemas`).toBe(file.content);
  });
});
