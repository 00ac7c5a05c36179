/** The English / 中文 switch (the site's top bar; on a phone table, the table's head). */
import { LANGS, loadLang } from '../i18n/format.ts';
import { useI18n } from '../i18n/index.tsx';

export function LangSwitch({ className = '' }: { className?: string }) {
  const { t, lang, setLang, switching, failed } = useI18n();
  return (
    <div className={`lang ${className}`.trim()} role="group" aria-label={t('app.language')}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          // Busy while a language not used before is fetched (a slow network can take a moment).
          className={l === lang ? 'on' : l === switching ? 'busy' : l === failed ? 'failed' : ''}
          aria-pressed={l === lang}
          aria-busy={l === switching}
          title={l === failed ? t('lang.failed') : undefined}
          // A language not yet used is a chunk to fetch: start on hover or focus, so the click finds it here.
          onPointerEnter={() => void loadLang(l).catch(() => {})}
          onFocus={() => void loadLang(l).catch(() => {})}
          onClick={() => setLang(l)}
        >
          {t(l === 'en' ? 'lang.en' : 'lang.zh')}
        </button>
      ))}
      <span className="sr-only" role="status">
        {failed ? t('lang.failed') : ''}
      </span>
    </div>
  );
}
