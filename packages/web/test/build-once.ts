/**
 * The browser tests' global set-up: builds the web client once for the whole run, into a temporary
 * folder every browser test's server serves read-only (one build instead of one per file: less
 * load on a 2-core machine, where the browser tests' waits are what a loaded machine breaks).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built web client (see build-once.ts). */
    webDist: string;
  }
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the client into `outDir`, as `npm run build:web` does: a production build. Vitest sets
 * NODE_ENV=test, and Vite builds with NODE_ENV's React (the development one, many times slower:
 * a page in a browser test fell a minute behind a fast game) unless told otherwise.
 */
export async function buildClient(outDir: string): Promise<void> {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(webRoot, 'vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const tmp = mkdtempSync(join(tmpdir(), 'alibi-web-dist-'));
  const dist = join(tmp, 'dist');
  await buildClient(dist);
  project.provide('webDist', dist);
  return () => rmSync(tmp, { recursive: true, force: true });
}
