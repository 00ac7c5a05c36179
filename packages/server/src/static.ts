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
import { relative, sep } from 'node:path';
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
