/**
 * How the built web client is served (registered in http.ts). Compression is done once, at build
 * time: the client build writes `.br` and `.gz` beside each text file (packages/web/build/
 * precompress.ts) and @fastify/static sends the copy the browser accepts (`Vary: accept-encoding`),
 * the plain file otherwise. So no CPU per request, brotli at its best quality, and the API's JSON
 * is not touched. Caching: Vite names every file under /assets/ by its content hash, so those
 * never change and are cached for a year as immutable; index.html and the other unhashed files
 * (favicon) are `no-cache`: revalidated (ETag / Last-Modified) on every load, so a deploy is seen
 * at once.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyStaticOptions } from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a file of the build, by its path relative to the build's root. */
export function cacheControlFor(relativePath: string): string {
  const parts = relativePath.split(/[\\/]/);
  return parts.length > 1 && parts[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

export function staticOptions(webDist: string): FastifyStaticOptions {
  return {
    root: webDist,
    prefix: '/',
    preCompressed: true,
    // Set below, per file; @fastify/send's own would be `public, max-age=0` for everything.
    cacheControl: false,
    setHeaders(reply, path) {
      // `path` is the file actually sent (a `.br` copy, say): its place in the build is what counts.
      void reply.header('cache-control', cacheControlFor(relative(webDist, path).split(sep).join('/')));
    },
  };
}

/** The table files the client build lists (packages/web/build/early.ts `TableFiles`). */
type Files = { js: string[]; css: string[] };
type TableFiles = { common: Files; own: Record<string, Files> };

/** A page as sent: its bytes, a brotli copy, and its validator. */
export type Page = { html: Buffer; br: Buffer; etag: string };

const HASHED = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * A table page (`/t/<id>`) names its game's files in `<link>` tags after the entry's, so the
 * browser's preload scanner asks for them with the entry, before any script has run: the early
 * script only learns the game from the first view, and by then the entry's evaluation holds the
 * main thread (docs/assets.md). Returns the page for a game, or null where the build lists none
 * (an older build, an unknown game): the plain index.html then. Reads the build again when
 * index.html changes (a deploy into the same folder).
 */
export function tablePages(webDist: string): (game: string) => Page | null {
  let read: { at: number; pages: Map<string, Page> } | null = null;
  const load = (): Map<string, Page> => {
    const at = statSync(join(webDist, 'index.html')).mtimeMs;
    if (read?.at === at) return read.pages;
    const pages = new Map<string, Page>();
    try {
      const index = readFileSync(join(webDist, 'index.html'), 'utf8');
      const files = JSON.parse(readFileSync(join(webDist, 'table-files.json'), 'utf8')) as TableFiles;
      for (const [game, own] of Object.entries(files.own)) {
        const js = [...files.common.js, ...own.js].filter((h) => HASHED.test(h));
        const css = [...files.common.css, ...own.css].filter((h) => HASHED.test(h));
        const links = [...js.map((h) => `<link rel="modulepreload" crossorigin href="${h}">`), ...css.map((h) => `<link rel="preload" as="style" crossorigin href="${h}">`)];
        if (!index.includes('</head>')) continue;
        const html = Buffer.from(index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
        const etag = `"t${createHash('sha256').update(html).digest('base64url').slice(0, 20)}"`;
        pages.set(game, { html, br: brotliCompressSync(html), etag });
      }
    } catch {
      // No list in this build (or unreadable): table pages are the plain index.html.
    }
    read = { at, pages };
    return pages;
  };
  return (game) => {
    try {
      return load().get(game) ?? null;
    } catch {
      return null;
    }
  };
}
