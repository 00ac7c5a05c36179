/**
 * Serving the built client (static.ts): precompressed brotli/gzip copies chosen by Accept-Encoding
 * and decoding to the very bytes of the file, hashed /assets/ cached as immutable, index.html
 * (also as the single-page fallback) and other unhashed files revalidated, the API left alone.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress.ts';
import { NO_LIMITS, startServer, type RunningServer } from '../src/index.ts';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../src/static.ts';
import { tempDb } from './helpers.ts';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET without any decoding (fetch would undo the compression before we could look). */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function decoded(res: Raw): Buffer {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(res.body);
  if (enc === 'gzip') return gunzipSync(res.body);
  expect(enc).toBeUndefined();
  return res.body;
}

// A stand-in build: a hashed script big enough to be worth compressing, its page, an unhashed icon.
const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const part${i} = ${JSON.stringify(`piece ${i} of the table code`)};\n`).join(''),
);
const page = Buffer.from(
  `<!doctype html><html><head><title>Table</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${' '.repeat(300)}</body></html>`,
);
const icon = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${'<rect width="32" height="32"/>'.repeat(12)}</svg>`);

describe('static client: compression and caching', () => {
  let dir: string;
  let db: { file: string; cleanup(): void };
  let server: RunningServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'alibi-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'favicon.svg'), icon);
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), script);
    // What the build lists for each game's table (packages/web/build/early.ts writes it).
    writeFileSync(
      join(dir, 'table-files.json'),
      JSON.stringify({
        common: { js: ['/assets/tables-Aa11Bb22.js'], css: ['/assets/tables-Cc33Dd44.css'] },
        own: { 'perfect-alibi': { js: ['/assets/table-perfect-alibi-Ee55Ff66.js'], css: [] }, alibis: { js: ['/assets/table-alibis-Gg77Hh88.js'], css: [] } },
      }),
    );
    // The build's own step, as `vite build` runs it (packages/web/build/precompress.ts).
    await precompressDir(dir);
    db = tempDb();
    server = await startServer({ port: 0, db: db.file, botDelayMs: 0, webDist: dir, limits: NO_LIMITS });
  });

  afterAll(async () => {
    await server?.close();
    db?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the build step wrote a .br and a .gz copy beside each text file', () => {
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['index-Ab12Cd34.js', 'index-Ab12Cd34.js.br', 'index-Ab12Cd34.js.gz']);
    expect(readdirSync(dir).filter((f) => f.startsWith('index.html') || f.startsWith('favicon')).sort()).toEqual([
      'favicon.svg',
      'favicon.svg.br',
      'favicon.svg.gz',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
  });

  it('a hashed asset: brotli when accepted, else gzip, else plain; same bytes each way; immutable', async () => {
    const url = `${server.url}/assets/index-Ab12Cd34.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    const plain = await get(url);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const res of [br, gz, plain]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(decoded(res).equals(script)).toBe(true);
    }
    // Compressed for real: the text repeats, brotli beats gzip, both far below the file.
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(gz.body.length).toBeLessThan(script.length / 4);
  });

  it('index.html, also as the fallback of a client route, and the icon are revalidated each time', async () => {
    for (const path of ['/', '/index.html', '/t/abc123', '/rules/perfect-alibi', '/rules/alibi-1993']) {
      const res = await get(server.url + path, { 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['cache-control'], path).toBe(REVALIDATE);
      expect(decoded(res).equals(page), path).toBe(true);
      // no-cache means "ask first": the validator is there and a matching one gets a 304.
      const etag = res.headers.etag;
      expect(typeof etag, path).toBe('string');
      const again = await get(server.url + path, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.status, path).toBe(304);
    }
    const favicon = await get(`${server.url}/favicon.svg`, { 'accept-encoding': 'gzip' });
    expect(favicon.headers['content-encoding']).toBe('gzip');
    expect(favicon.headers['cache-control']).toBe(REVALIDATE);
    expect(decoded(favicon).equals(icon)).toBe(true);
  });

  it("a table's page names its game's files after the entry's, so they come with it; revalidated like index.html", async () => {
    const res = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ game: 'perfect-alibi', players: 3, host: 'Ada', name: 'Preload' }),
    });
    const { table } = (await res.json()) as { table: { id: string } };
    const path = `/t/${table.id}`;
    const br = await get(server.url + path, { 'accept-encoding': 'gzip, br' });
    const plain = await get(server.url + path);
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br).equals(plain.body)).toBe(true);
    for (const r of [br, plain]) {
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe(REVALIDATE);
    }
    const html = plain.body.toString('utf8');
    // The page itself, with the shared table files and this game's, and no other game's.
    expect(html.startsWith(page.toString('utf8').slice(0, page.indexOf('</head>')))).toBe(true);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/tables-Aa11Bb22.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/table-perfect-alibi-Ee55Ff66.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/tables-Cc33Dd44.css">');
    expect(html).not.toContain('table-alibis');
    expect(html.indexOf('index-Ab12Cd34.js')).toBeLessThan(html.indexOf('tables-Aa11Bb22.js'));
    const again = await get(server.url + path, { 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    // An Alibis table gets its own file; an unknown table the plain page (as above).
    const other = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ game: 'alibis', players: 3, host: 'Ada', name: 'Preload' }),
    });
    const alibis = (await other.json()) as { table: { id: string } };
    const words = (await get(`${server.url}/t/${alibis.table.id}`)).body.toString('utf8');
    expect(words).toContain('/assets/table-alibis-Gg77Hh88.js');
    expect(words).not.toContain('table-perfect-alibi');
    expect(decoded(await get(`${server.url}/t/NoSuchTable1`, { 'accept-encoding': 'br' })).equals(page)).toBe(true);
  });

  it('the API and missing files are not compressed nor cached as assets', async () => {
    const games = await get(`${server.url}/api/games`, { 'accept-encoding': 'br, gzip' });
    expect(games.status).toBe(200);
    expect(games.headers['content-encoding']).toBeUndefined();
    expect(games.headers['cache-control']).toBeUndefined();
    expect(Array.isArray(JSON.parse(games.body.toString('utf8')))).toBe(true);
    const missing = await get(`${server.url}/assets/index-Gone0000.js`, { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it('cacheControlFor: only what is under assets/ is immutable', () => {
    expect(cacheControlFor('assets/index-Ab12Cd34.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/deduction.worker-Cz18oofD.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('index.html')).toBe(REVALIDATE);
    expect(cacheControlFor('favicon.svg')).toBe(REVALIDATE);
    expect(cacheControlFor('assets')).toBe(REVALIDATE);
  });
});
