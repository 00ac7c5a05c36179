/**
 * Writes docs/schemas/<game>.options.json and <game>.actions.json for every playable game, and
 * replay.json for the replay file format, from the zod schemas (see packages/cli/src/schemas.ts).
 * `--check` writes nothing and exits 1 when a committed file differs (the same check as
 * packages/cli/test/schemas.test.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRegistry, schemaFiles } from '@alibi/cli';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

let stale = 0;
for (const file of await schemaFiles(await loadRegistry())) {
  const path = resolve(root, file.path);
  if (read(path) === file.content) continue;
  if (check) {
    stale++;
    console.error(`out of date: ${file.path}`);
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
    console.log(`wrote ${file.path}`);
  }
}
if (stale) {
  console.error('run: npm run docs:schemas');
  process.exitCode = 1;
}
