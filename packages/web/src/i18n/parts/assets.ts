/** Loading a game's table code on demand (tables.tsx), merged into `en` / `zh`. */
export const assetsEn = {
  'load.table': 'Setting out the table…',
  'load.failed': 'This table could not be loaded (the connection dropped, or the site was just updated).',
  'load.crashed': 'Something went wrong drawing this table. Reloading usually fixes it; the game itself is safe on the server.',
  'load.retry': 'Reload the page',
};

export const assetsZh: Record<keyof typeof assetsEn, string> = {
  'load.table': '正在摆好牌桌…',
  'load.failed': '无法载入此牌桌（网络中断，或网站刚刚更新）。',
  'load.crashed': '显示此牌桌时出了问题。重新载入页面通常即可恢复；对局本身安全地保存在服务器上。',
  'load.retry': '重新载入页面',
};
