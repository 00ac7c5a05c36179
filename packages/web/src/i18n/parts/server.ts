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

export const serverZh: Record<keyof typeof serverEn, string> = {
  'table.tooLong': '本局已达到一局允许的最多步数，已结束，无人获胜。',
  'error.MALFORMED': '服务器无法读取该请求。',
  'error.GAME_OVER': '本局已经结束。',
  'error.BAD_PLAYERS': '这个游戏不能用这么多人玩。',
  'error.BAD_OPTIONS': '这些选项不能同时用于这个游戏。',
  'error.NOT_STARTED': '游戏尚未开始。',
  'error.NOT_SEATED': '你在这张牌桌上没有座位。',
  'error.TOO_LARGE': '内容太长，服务器无法接受。',
  'error.SEQ_REUSED': '另一个标签页已为这个座位提交了行动；页面正在同步。',
  'error.CONFLICT': '牌桌刚刚有了变化；请重新查看后再试。',
  'error.SHUTTING_DOWN': '服务器正在重启，请稍后再试。',
  'error.NOT_FOUND': '未找到。',
  'error.CHAT_CLOSED': '现在不能聊天。',
  'error.INTERNAL': '服务器出了问题，请重试。',
};
