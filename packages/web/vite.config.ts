import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = process.env.ALIBI_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  // The rules package (with zod) is one chunk on purpose: the whole app is a single screen.
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true, chunkSizeWarningLimit: 1024 },
  server: {
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
