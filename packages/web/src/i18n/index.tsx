import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { guessLang, LANGS, loadLang, translator, type Lang, type Translate } from './format.ts';
import { storage } from '../storage.ts';

export type { Lang, Translate } from './format.ts';
export type { MessageKey } from './en.ts';

interface I18n {
  lang: Lang;
  /** Switches once the language's messages have loaded (at once for a language already used). */
  setLang: (lang: Lang) => void;
  /** The language being fetched for a switch (its messages are a chunk of their own), else null. */
  switching: Lang | null;
  /** The language whose messages could not be fetched at the last try, else null. */
  failed: Lang | null;
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
  const [switching, setSwitching] = useState<Lang | null>(null);
  const [failed, setFailed] = useState<Lang | null>(null);
  // The last language asked for: a slow fetch that lands after another choice must not undo it.
  const wanted = useRef<Lang>(first);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value = useMemo<I18n>(
    () => ({
      lang,
      switching,
      failed,
      t: translator(lang),
      setLang: (l) => {
        wanted.current = l;
        setSwitching(l);
        setFailed(null);
        loadLang(l).then(
          () => {
            if (wanted.current !== l) return;
            storage.set('lang', l);
            setLangState(l);
            setSwitching(null);
          },
          // Offline, or the site was updated under the page: the page stays in its language and says so.
          () => {
            if (wanted.current !== l) return;
            setSwitching(null);
            setFailed(l);
          },
        );
      },
    }),
    [lang, switching, failed],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}
