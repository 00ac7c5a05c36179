import { en, type MessageKey, type Messages } from './en.ts';
import { zh } from './zh.ts';

export type Lang = 'en' | 'zh-CN';
export const LANGS: Lang[] = ['en', 'zh-CN'];
export const catalogs: Record<Lang, Messages> = { en, 'zh-CN': zh };

export type Params = Record<string, string | number>;

/** Fill `{name}` placeholders; an unknown placeholder stays visible so gaps show in review. */
export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export type Translate = (key: MessageKey, params?: Params) => string;

export function translator(lang: Lang): Translate {
  const messages = catalogs[lang];
  return (key, params) => format(messages[key], params);
}

/** The browser's preferred language, mapped onto the two we have. */
export function guessLang(languages: readonly string[]): Lang {
  for (const l of languages) {
    if (l.toLowerCase().startsWith('zh')) return 'zh-CN';
    if (l.toLowerCase().startsWith('en')) return 'en';
  }
  return 'en';
}
