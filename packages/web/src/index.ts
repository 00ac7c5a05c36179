import { fileURLToPath } from 'node:url';

/** Where `npm run build:web` puts the built client, for the server to serve. */
export const webDist: string = fileURLToPath(new URL('../dist', import.meta.url));
