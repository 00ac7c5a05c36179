/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, so
 * the server sends compressed bytes without compressing anything per request (@fastify/static
 * `preCompressed` in packages/server/src/http.ts picks the copy the browser accepts, and falls
 * back to the plain file). Brotli at its best quality: it runs once per build, in parallel on
 * libuv's thread pool (a few seconds of CPU for the whole client, on a busy 2-core machine).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|wasm|webmanifest|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 256;
/**
 * Brotli's best quality for real builds; under vitest (each browser test builds the client) a quick
 * level: the copies are a little larger, the serving and decoding the tests check are the same.
 */
const BROTLI_QUALITY = process.env.VITEST ? 5 : constants.BROTLI_MAX_QUALITY;

async function files(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await files(path)));
    else if (e.isFile()) out.push(path);
  }
  return out;
}

/** Compresses the files of `dir` (not the `.br`/`.gz` copies themselves); returns how many. */
export async function precompressDir(dir: string): Promise<number> {
  const todo = (await files(dir)).filter((f) => COMPRESSIBLE.test(f));
  let written = 0;
  await Promise.all(
    todo.map(async (file) => {
      const raw = await readFile(file);
      if (raw.length < MIN_BYTES) return;
      const [b, g] = await Promise.all([
        br(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      // A copy no smaller than the file is left out: the server then sends the file itself.
      if (b.length < raw.length) {
        await writeFile(`${file}.br`, b);
        written++;
      }
      if (g.length < raw.length) {
        await writeFile(`${file}.gz`, g);
        written++;
      }
    }),
  );
  return written;
}

/** The Vite plugin: after the client build is written (public files included), compress it. */
export function precompress(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'alibi:precompress',
    apply: 'build',
    writeBundle(options) {
      outDir = options.dir ?? null;
    },
    async closeBundle(error?: Error) {
      if (error || outDir === null) return;
      await precompressDir(outDir);
    },
  };
}
