import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { I18nProvider, initialLang } from './i18n/index.tsx';
import { loadLang } from './i18n/format.ts';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  const wanted = initialLang();
  // A language other than English is a chunk of its own (preloaded by the early script); if it
  // cannot be fetched, the app opens in English rather than not at all.
  loadLang(wanted).then(
    () => wanted,
    () => 'en' as const,
  ).then((lang) => {
    createRoot(root).render(
      <StrictMode>
        <I18nProvider lang={lang}>
          <App />
        </I18nProvider>
      </StrictMode>,
    );
  });
}
