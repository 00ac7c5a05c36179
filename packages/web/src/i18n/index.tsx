import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { guessLang, LANGS, translator, type Lang, type Translate } from './format.ts';
import { storage } from '../storage.ts';

export type { Lang, Translate } from './format.ts';
export type { MessageKey } from './en.ts';

interface I18n {
  lang: Lang;
  setLang: (lang: Lang) => void;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

function initialLang(): Lang {
  const saved = storage.get('lang');
  return LANGS.find((l) => l === saved) ?? guessLang(navigator.languages);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value = useMemo<I18n>(
    () => ({
      lang,
      t: translator(lang),
      setLang: (l) => {
        storage.set('lang', l);
        setLangState(l);
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
