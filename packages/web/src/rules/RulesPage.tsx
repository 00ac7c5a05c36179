/** `/rules/<game>`: a game's rules as a page of its own, full width, with a way back. */
import { useEffect } from 'react';
import { GAME_IDS } from '@alibi/protocol/constants';
import { useI18n } from '../i18n/index.tsx';
import { gameName } from '../Lobby.tsx';
import { goBack } from '../router.ts';
import { RulesBody } from './RulesBody.tsx';
import './entry.css';

export default function RulesPage({ game }: { game: string }) {
  const { t } = useI18n();
  const known = GAME_IDS.some((g) => g === game);
  const title = known ? t('rules.title', { game: gameName(game, t) }) : t('rules.noGame', { game });
  useEffect(() => {
    document.title = `${title} · ${t('app.title')}`;
    return () => {
      document.title = t('app.title');
    };
  }, [title, t]);
  return (
    <div className="rules-page">
      <a
        className="rules-back"
        href="/"
        onClick={(e) => {
          e.preventDefault();
          goBack();
        }}
      >
        ‹ {t('rules.back')}
      </a>
      {known ? (
        <div className="panel rules-panel">
          <RulesBody game={game} title={title} />
        </div>
      ) : (
        <section className="panel center rules-panel">
          <h1>{title}</h1>
          <p>
            <a className="btn" href="/" onClick={(e) => (e.preventDefault(), goBack())}>
              {t('rules.allGames')}
            </a>
          </p>
        </section>
      )}
    </div>
  );
}
