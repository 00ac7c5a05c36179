import type { Translate } from './i18n/index.tsx';

/**
 * The server names a table its host did not name "<host>'s table" (packages/server/src/lobby.ts), in English,
 * once, at creation; tables stored before this change carry the same text. Shown in the viewer's language.
 */
const DEFAULT_NAME = /^(.+)'s table$/;

export function tableName(name: string, t: Translate): string {
  const m = DEFAULT_NAME.exec(name);
  return m ? t('table.defaultName', { host: m[1] as string }) : name;
}
