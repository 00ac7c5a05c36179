import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { early } from './build/early.ts';
import { chunks } from './build/chunks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = process.env.ALIBI_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  root,
  // precompress: .br/.gz copies of the built files, sent as they are (packages/server/src/static.ts).
  // early: index.html starts the page's API requests (and a table's chunk) before the entry runs.
  // chunks: what the entry needs statically in the entry's one file (one wave of requests, not three).
  plugins: [react(), chunks(), early(), precompress()],
  // The lobby's chunk holds no game table: each table is a chunk loaded when one opens (src/tables.tsx),
  // and the Alibis word checker (word-form lists) one more, loaded only at that table.
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true, chunkSizeWarningLimit: 2048 },
  server: {
    // The server answers its own names and origins only (DNS rebinding, other local ports): the dev
    // proxy presents itself as a page of the server.
    proxy: {
      '/api': { target: server, changeOrigin: true, headers: { origin: server } },
      '/socket.io': { target: server, ws: true, changeOrigin: true, headers: { origin: server } },
    },
  },
});
