/** The lobby's way into a game's tutorial: "Learn to play", or "Resume tutorial" when progress is saved. */
import { useI18n } from '../i18n/index.tsx';
import { gameName } from '../Lobby.tsx';
import { learnPath, navigate } from '../router.ts';
import { hasTutorial, savedBeat } from './available.ts';
import './learn.css';

export function LearnLink({ game, className = 'rules-link learn-link' }: { game: string; className?: string }) {
  const { t } = useI18n();
  if (!hasTutorial(game)) return null;
  const resume = savedBeat(game) !== null;
  return (
    <a
      className={className}
      href={learnPath(game)}
      data-learn={game}
      data-resume={resume ? '' : undefined}
      aria-label={t(resume ? 'tutorial.resumeFor' : 'tutorial.learnFor', { game: gameName(game, t) })}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(learnPath(game));
      }}
    >
      {t(resume ? 'tutorial.resume' : 'tutorial.learn')}
    </a>
  );
}
