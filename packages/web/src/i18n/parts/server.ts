/** Messages about what the server decides for a table (not a game's rules), merged into `en` / `zh`. */
export const serverEn = {
  'table.tooLong': 'This match reached the most moves a game may take and was ended without a winner.',
  'error.MALFORMED': 'The server could not read that request.',
  'error.GAME_OVER': 'This game is over.',
  'error.BAD_PLAYERS': 'This game cannot be played with that many players.',
  'error.BAD_OPTIONS': 'These options do not fit together for this game.',
  'error.NOT_STARTED': 'The game has not started yet.',
  'error.NOT_SEATED': 'You have no seat at this table.',
  'error.TOO_LARGE': 'That is too long for the server.',
  'error.SEQ_REUSED': 'Another tab already sent a move for this seat; the page catches up.',
  'error.CONFLICT': 'The table changed meanwhile; look again and retry.',
  'error.SHUTTING_DOWN': 'The server is restarting; try again in a moment.',
  'error.NOT_FOUND': 'Not found.',
  'error.CHAT_CLOSED': 'The chat is closed right now.',
  'error.INTERNAL': 'The server ran into a problem; try again.',
};
