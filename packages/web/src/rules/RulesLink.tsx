/**
 * The ways into a game's rules (issue #19): a link to `/rules/<game>` (the lobby tile, the
 * create-table form) and, on a table, a button that opens the same rules in a dialog over the
 * game, which keeps running behind it. Small and in the entry chunk; the rules themselves load
 * when opened.
 */
import { lazy, Suspense, useState } from 'react';
import { PlaceGlyph } from '../art/SuspectCard.tsx';
import { useI18n } from '../i18n/index.tsx';
import { gameName } from '../Lobby.tsx';
import { navigate, rulesPath } from '../router.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { hasRules } from './content/index.ts';
import './entry.css';

const RulesBody = lazy(() => import('./RulesBody.tsx').then((m) => ({ default: m.RulesBody })));

export { hasRules };

/** A link to the game's rules page, named "Rules of <game>" for a screen reader. */
export function RulesLink({ game, className = 'rules-link' }: { game: string; className?: string }) {
  const { t } = useI18n();
  if (!hasRules(game)) return null;
  return (
    <a
      className={className}
      href={rulesPath(game)}
      aria-label={t('rules.linkFor', { game: gameName(game, t) })}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(rulesPath(game));
      }}
    >
      {t('rules.link')}
    </a>
  );
}

/** A book: the Bookshop's mark in Four Suspects, already in the lobby's chunk. */
function BookGlyph() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <PlaceGlyph place={3} />
    </svg>
  );
}

/** The table's Rules button: the rules in a dialog, without leaving the table. */
export function RulesButton({ game }: { game: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (!hasRules(game)) return null;
  const title = t('rules.title', { game: gameName(game, t) });
  return (
    <>
      <button type="button" className="btn btn-ghost rules-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <BookGlyph />
        {/* On a phone's crowded table head only the book shows; the word stays the button's name. */}
        <span className="rules-button-text">{t('rules.button')}</span>
      </button>
      <Dialog open={open} title={title} onClose={() => setOpen(false)} wide>
        <div className="rules-dialog">
          <Suspense fallback={<p className="muted">{t('rules.loading')}</p>}>
            <RulesBody game={game} title={title} inDialog />
          </Suspense>
        </div>
      </Dialog>
    </>
  );
}
