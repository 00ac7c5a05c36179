/** The table frame: the phone tab bar and the "your turn" sound toggle (ui/TableShell.tsx, ui/SoundToggle.tsx). Merged into `en` / `zh`. */
export const shellEn = {
  'shell.tabs': 'Table sections',
  'shell.table': 'Table',
  'sound.toggle': 'Turn sound',
  'sound.on': 'Sound on: a short chime when it becomes your turn',
  'sound.off': 'Sound off: no chime when it becomes your turn',
} as const;

export const shellZh: Record<keyof typeof shellEn, string> = {
  'shell.tabs': '牌桌分区',
  'shell.table': '牌桌',
  'sound.toggle': '回合提示音',
  'sound.on': '提示音已开：轮到你时响一声',
  'sound.off': '提示音已关：轮到你时不响',
};
