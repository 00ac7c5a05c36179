/**
 * Loads a game's rules text and art (two chunks, in parallel) and the renderer, and shows them;
 * meanwhile a loading line, and a plain message when the game has no page or a chunk fails.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { loadArt, type RulesArt } from './art/index.ts';
import { loadRules } from './content/index.ts';
import type { GameRules } from './types.ts';

const RulesView = lazy(() => import('./RulesView.tsx'));

type Loaded =
  { state: 'loading' } | { state: 'none' } | { state: 'failed' } | { state: 'ready'; rules: GameRules; art: RulesArt };

function useGameRules(game: string): Loaded {
  const [loaded, setLoaded] = useState<{ game: string; value: Loaded }>({ game, value: { state: 'loading' } });
  useEffect(() => {
    let live = true;
    Promise.all([loadRules(game), loadArt(game)]).then(
      ([rules, art]) => live && setLoaded({ game, value: rules ? { state: 'ready', rules, art } : { state: 'none' } }),
      () => live && setLoaded({ game, value: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return loaded.game === game ? loaded.value : { state: 'loading' };
}

function Loading() {
  const { t } = useI18n();
  return (
    <p className="muted rules-loading" role="status">
      {t('rules.loading')}
    </p>
  );
}

export function RulesBody({ game, title, inDialog = false }: { game: string; title: string; inDialog?: boolean }) {
  const { t, lang } = useI18n();
  const loaded = useGameRules(game);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'none') return <p className="rules-missing">{t('rules.noRules')}</p>;
  if (loaded.state === 'failed')
    return (
      <p className="rules-missing" role="alert">
        {t('rules.failed')}
      </p>
    );
  return (
    <Suspense fallback={<Loading />}>
      <RulesView
        game={game}
        title={title}
        rules={lang === 'en' ? loaded.rules.en : loaded.rules.zh}
        art={loaded.art}
        inDialog={inDialog}
      />
    </Suspense>
  );
}
