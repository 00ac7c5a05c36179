/** The English / 中文 switch (the site's top bar; on a phone table, the table's head). */
import { LANGS, loadLang } from '../i18n/format.ts';
import { useI18n } from '../i18n/index.tsx';

export function LangSwitch({ className = '' }: { className?: string }) {
  const { t, lang, setLang } = useI18n();
  return (
    <div className={`lang ${className}`.trim()} role="group" aria-label={t('app.language')}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          className={l === lang ? 'on' : ''}
          aria-pressed={l === lang}
          // A language not yet used is a chunk to fetch: start on hover or focus, so the click finds it here.
          onPointerEnter={() => void loadLang(l).catch(() => {})}
          onFocus={() => void loadLang(l).catch(() => {})}
          onClick={() => setLang(l)}
        >
          {t(l === 'en' ? 'lang.en' : 'lang.zh')}
        </button>
      ))}
    </div>
  );
}
