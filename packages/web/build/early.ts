/**
 * Early requests (issue 18, "≤ 1 s to usable"): a small classic script named first in index.html's
 * head starts the page's API requests while the entry script is still downloading, instead of
 * after it has run. On every page that is `GET /api/account` (who is signed in: the session cookie
 * goes with it); on the lobby `GET /api/games` and `GET /api/tables` too; on a table page
 * (`/t/<id>`) it is `GET /api/tables/<id>/welcome?pack=1`, the seat's first view (packed; with the seat token this
 * browser keeps for the table, in the Authorization header; without one, the spectator's), so the
 * table can be drawn before the socket has connected. Once that answers with the game, a
 * `<link rel=modulepreload>` for that game's table chunk and the chunks it imports (and a preload of
 * its CSS), so the table's code arrives in parallel with the entry too.
 *
 * The responses wait in `window.__alibiEarly` (by path, and the Authorization sent) until `api.ts`
 * takes each one, once; a later request for the same path goes to the network as usual. Which
 * chunk is which game's comes from the bundle at build time (`TABLES` below mirrors the loaders of src/tables.tsx).
 * For a browser that will read the app in Chinese (its saved choice, else its languages, as
 * i18n/index.tsx's `initialLang`), the Chinese messages' chunk is preloaded at once too.
 * Tried and dropped: the server naming the chunks in a `Link` header of /t/<id>. Over HTTP/1.1
 * (six connections) they took the connections first and held back the entry, which was slower.
 * Tried and dropped too: the script inline in index.html, allowed by a CSP hash (docs/assets.md).
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** Each game's table component, as src/tables.tsx imports it. */
export const TABLES: Record<string, string> = {
  'perfect-alibi': '/src/game/PerfectAlibi.tsx',
  'four-suspects': '/src/four/FourSuspects.tsx',
  'alibi-clues': '/src/clues/AlibiClues.tsx',
  alibis: '/src/alibis/Alibis.tsx',
  'alibi-1993': '/src/a93/Alibi1993.tsx',
};

/** The Chinese messages, a chunk of their own (i18n/format.ts `loadLang`). */
export const CHINESE = '/src/i18n/zh.ts';

/** A table's files: scripts and style sheets, by URL. */
type Files = { js: string[]; css: string[] };

/** Per game, the URLs of its table chunk and the chunks it imports statically, and of their CSS. */
export function tableFiles(bundle: OutputBundle): Record<string, Files> {
  const out: Record<string, Files> = {};
  for (const [game, source] of Object.entries(TABLES)) {
    const files = chunkFiles(bundle, source);
    if (files) out[game] = files;
  }
  return out;
}

/** The files of the chunk that holds `source` and of the chunks it imports, less what the entry brings; null if no chunk holds it. */
export function chunkFiles(bundle: OutputBundle, source: string): Files | null {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // What the entry already brings needs no hint.
  const inEntry = new Set<string>();
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const i of byFile.get(file)?.imports ?? []) walk(i, into);
  };
  for (const c of chunks) if (c.isEntry) walk(c.fileName, inEntry);
  // The chunk that holds the module (a group's chunk has no facade module).
  const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(source)));
  if (!chunk) return null;
  const files = new Set<string>();
  walk(chunk.fileName, files);
  const js = [...files].filter((f) => !inEntry.has(f));
  const css = js.flatMap((f) => [...((byFile.get(f) as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])]);
  return { js: js.map((f) => `/${f}`), css: [...new Set(css)].map((f) => `/${f}`) };
}

/** What every game's table needs (`common`), and each game's own other files. */
export function splitTableFiles(files: Record<string, Files>): TableFiles {
  const games = Object.values(files);
  const inEvery = (of: (f: Files) => string[]) => (games[0] ? of(games[0]).filter((h) => games.every((g) => of(g).includes(h))) : []);
  const common: Files = { js: inEvery((f) => f.js), css: inEvery((f) => f.css) };
  const own = Object.fromEntries(
    Object.entries(files).map(([game, f]) => [game, { js: f.js.filter((h) => !common.js.includes(h)), css: f.css.filter((h) => !common.css.includes(h)) }]),
  );
  return { common, own };
}

/**
 * Written beside index.html as `table-files.json`: the server names a table's files in the
 * `/t/<id>` page it sends (packages/server/src/static.ts `tablePage`), so the browser's preload
 * scanner asks for them with the entry, before any script has run. The same shape is read there.
 */
export type TableFiles = { common: Files; own: Record<string, Files> };
export const TABLE_FILES = 'table-files.json';

/**
 * The early script: plain ES5-style code, run before any module script (so no imports). It reads
 * the seat key where storage.ts keeps it (`alibi.seat.<table>`, see savedSeat). On a table page
 * the files every game's table needs are preloaded at once, queued behind the entry's own; a
 * game's other files once the first view names the game.
 */
export function earlyScript(files: Record<string, Files>, chinese: Files | null): string {
  const { common, own } = splitTableFiles(files);
  return `(function(){
var early=window.__alibiEarly={},files=${JSON.stringify(own)},common=${JSON.stringify(common)},chinese=${JSON.stringify(chinese)},path=location.pathname;
function preload(f){f.js.forEach(function(h){hint('modulepreload',h);});f.css.forEach(function(h){hint('preload',h,'style');});}
function hint(rel,href,as){var l=document.createElement('link');l.rel=rel;l.href=href;if(as)l.as=as;l.crossOrigin='';document.head.appendChild(l);}
function get(p,auth){var k=auth?p+' '+auth:p;early[k]=fetch(p,auth?{headers:{authorization:auth}}:{});return early[k];}
function token(id){try{var s=JSON.parse(localStorage.getItem('alibi.seat.'+id)||'null');return s&&typeof s.token==='string'?s.token:null;}catch(e){return null;}}
try{var lang=localStorage.getItem('alibi.lang');}catch(e){}
if(lang!=='en'&&lang!=='zh-CN'){lang='en';var ls=navigator.languages||[];for(var i=0;i<ls.length;i++){var l=String(ls[i]).toLowerCase();if(l.indexOf('zh')===0){lang='zh-CN';break;}if(l.indexOf('en')===0)break;}}
if(lang==='zh-CN'&&chinese)preload(chinese);
var m=/^\\/t\\/([A-Za-z0-9_-]{1,64})\\/?$/.exec(path);
if(!m){get('/api/games');get('/api/tables');get('/api/account');return;}
var t=token(m[1]);
get('/api/tables/'+m[1]+'/welcome?pack=1',t?'Bearer '+t:null).then(function(r){return r.ok?r.clone().json():null;}).then(function(w){
var game=w&&w.table&&w.table.game;if(game&&Object.prototype.hasOwnProperty.call(files,game))preload(files[game]);
},function(){});
get('/api/account');
preload(common);
})();`;
}

export function early(): Plugin {
  // The page's CSP allows scripts from this origin only (no inline script): the early script is a
  // file of its own, named by its content's hash like Vite's (cached as immutable), written with
  // the bundle. A classic script, so it runs before the (deferred) module entry; it is 1-2 KB and
  // is fetched in parallel with the entry, which takes longer.
  let file: { name: string; code: string } | null = null;
  let tables: TableFiles | null = null;
  return {
    name: 'alibi:early',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const files = tableFiles(ctx.bundle);
        tables = splitTableFiles(files);
        const code = earlyScript(files, chunkFiles(ctx.bundle, CHINESE));
        file = { name: `assets/early-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`, code };
        // Before the stylesheet link and the entry, so it is asked for first.
        const at = /<meta charset=[^>]*>/i.exec(html);
        if (!at) throw new Error('alibi:early: index.html has no <meta charset>');
        const end = at.index + at[0].length;
        return `${html.slice(0, end)}\n    <script src="/${file.name}"></script>${html.slice(end)}`;
      },
    },
    async writeBundle(options) {
      if (!file || !options.dir) return;
      await writeFile(join(options.dir, file.name), file.code);
      if (tables) await writeFile(join(options.dir, TABLE_FILES), `${JSON.stringify(tables)}\n`);
    },
  };
}
