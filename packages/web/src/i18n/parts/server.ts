/** Messages about what the server decides for a table (not a game's rules), merged into `en` / `zh`. */
export const serverEn = {
  'table.tooLong': 'This match reached the most moves a game may take and was ended without a winner.',
};

export const serverZh: Record<keyof typeof serverEn, string> = {
  'table.tooLong': '本局已达到一局允许的最多步数，已结束，无人获胜。',
};
