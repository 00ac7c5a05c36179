import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = process.env.ALIBI_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  // The rules packages (with zod) are one chunk on purpose: the whole app is a single screen. The
  // Alibis word checker (~1.7 MB of lemmatizer word lists) is its own chunk, loaded only at that table.
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
