/** The table frame: the phone tab bar and the "your turn" sound toggle (ui/TableShell.tsx, ui/SoundToggle.tsx). Merged into `en` / `zh`. */
export const shellEn = {
  'shell.tabs': 'Table sections',
  'shell.table': 'Table',
  'sound.toggle': 'Turn sound',
  'sound.on': 'Sound on: a short chime when it becomes your turn',
  'sound.off': 'Sound off: no chime when it becomes your turn',
} as const;
