/** Loading a game's table code on demand (tables.tsx), merged into `en` / `zh`. */
export const assetsEn = {
  'load.table': 'Setting out the table…',
  'load.failed': 'This table could not be loaded (the connection dropped, or the site was just updated).',
  'load.crashed': 'Something went wrong drawing this table. Reloading usually fixes it; the game itself is safe on the server.',
  'load.retry': 'Reload the page',
};
