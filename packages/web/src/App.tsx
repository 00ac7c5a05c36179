import { lazy, Suspense, useEffect } from 'react';
import { useI18n } from './i18n/index.tsx';
import { Lobby } from './Lobby.tsx';
import { navigate, useRoute } from './router.ts';
import { TablePage } from './TablePage.tsx';
import { LangSwitch } from './ui/LangSwitch.tsx';
import { AccountControl } from './account/AccountControl.tsx';

// The rules pages are a chunk of their own (issue #19): the lobby's first load does not carry them.
const RulesPage = lazy(() => import('./rules/RulesPage.tsx'));
// So is each game's tutorial (issue #19, docs/tutorials.md).
const TutorialPage = lazy(() => import('./tutorial/TutorialPage.tsx'));
// Profiles and leaderboards (issue #22) too.
const ProfilePage = lazy(() => import('./account/ProfilePage.tsx'));
const LeaderboardPage = lazy(() => import('./account/LeaderboardPage.tsx'));

function Logo() {
  return (
    <svg viewBox="0 0 32 32" className="logo" aria-hidden="true">
      <rect width={32} height={32} rx={8} fill="#c9a45c" />
      <circle cx={14} cy={14} r={7} fill="none" stroke="#1d2233" strokeWidth={3} />
      <path d="M19 19l7 7" stroke="#1d2233" strokeWidth={3.5} strokeLinecap="round" />
    </svg>
  );
}

export function App() {
  const route = useRoute();
  const { t } = useI18n();
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);
  return (
    <>
      <a className="skip" href="#main">
        {t('app.skip')}
      </a>
      <header className="topbar">
        <a
          className="brand"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          <Logo />
          <span>{t('app.title')}</span>
        </a>
        <span className="topbar-tools">
          <AccountControl />
          <LangSwitch />
        </span>
      </header>
      <main id="main">
        {route.page === 'table' ? (
          <TablePage key={route.id} id={route.id} />
        ) : route.page === 'rules' ? (
          <Suspense fallback={<p className="muted">{t('rules.loading')}</p>}>
            <RulesPage key={route.game} game={route.game} />
          </Suspense>
        ) : route.page === 'learn' ? (
          <Suspense fallback={<p className="muted">{t('tutorial.loading')}</p>}>
            <TutorialPage key={route.game} game={route.game} />
          </Suspense>
        ) : route.page === 'profile' ? (
          <Suspense fallback={<p className="muted">{t('prof.loading')}</p>}>
            <ProfilePage key={route.name} name={route.name} />
          </Suspense>
        ) : route.page === 'leaderboard' ? (
          <Suspense fallback={<p className="muted">{t('lb.loading')}</p>}>
            <LeaderboardPage key={route.game} game={route.game} />
          </Suspense>
        ) : (
          <Lobby />
        )}
      </main>
    </>
  );
}
