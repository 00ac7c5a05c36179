import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { guessLang, LANGS, loadLang, translator, type Lang, type Translate } from './format.ts';
import { storage } from '../storage.ts';

export type { Lang, Translate } from './format.ts';
export type { MessageKey } from './en.ts';

interface I18n {
  lang: Lang;
  /** Switches once the language's messages have loaded (at once for a language already used). */
  setLang: (lang: Lang) => void;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

/** The language the app opens in: the one chosen before, else the browser's. */
export function initialLang(): Lang {
  const saved = storage.get('lang');
  return LANGS.find((l) => l === saved) ?? guessLang(navigator.languages);
}

/** `lang` must be loaded (`loadLang`) before the provider renders. */
export function I18nProvider({ lang: first, children }: { lang: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(first);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value = useMemo<I18n>(
    () => ({
      lang,
      t: translator(lang),
      setLang: (l) => {
        loadLang(l).then(
          () => {
            storage.set('lang', l);
            setLangState(l);
          },
          // Offline, or the site was updated under the page: the page stays in its language.
          () => {},
        );
      },
    }),
    [lang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}
