/**
 * Each game's table is its own chunk, fetched when a table of that game is opened: the lobby loads
 * none of them (bench/assets measures the budget). `TableLoad` shows a small loading panel while
 * the chunk arrives, and a way out if it cannot (offline, or a deploy replaced the hashed files).
 */
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useI18n } from './i18n/index.tsx';
import './tables.css';

// One loader per game: the lazy component and the early preload share the module's one fetch.
const load = {
  'perfect-alibi': () => import('./game/PerfectAlibi.tsx'),
  'four-suspects': () => import('./four/FourSuspects.tsx'),
  'alibi-clues': () => import('./clues/AlibiClues.tsx'),
  alibis: () => import('./alibis/Alibis.tsx'),
  'alibi-1993': () => import('./a93/Alibi1993.tsx'),
};

export const PerfectAlibi = lazy(() => load['perfect-alibi']().then((m) => ({ default: m.PerfectAlibi })));
export const FourSuspects = lazy(() => load['four-suspects']().then((m) => ({ default: m.FourSuspects })));
export const AlibiClues = lazy(() => load['alibi-clues']().then((m) => ({ default: m.AlibiClues })));
export const Alibis = lazy(() => load.alibis().then((m) => ({ default: m.Alibis })));
export const Alibi1993 = lazy(() => load['alibi-1993']().then((m) => ({ default: m.Alibi1993 })));

/**
 * Starts fetching the table's game code as soon as the game is known (from the first view over
 * HTTP, in parallel with the socket), and before the start, while the table waits for players:
 * the chunk is in by the time there is a view to draw. On a page load index.html has preloaded it.
 */
export function usePreloadTable(game: string | null): void {
  useEffect(() => {
    // A failed preload only means the chunk is fetched again when the table is drawn.
    if (game !== null && Object.hasOwn(load, game)) void load[game as keyof typeof load]().catch(() => undefined);
  }, [game]);
}

function Loading() {
  const { t } = useI18n();
  return (
    <div className="panel table-load" role="status">
      <span className="table-load-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {t('load.table')}
    </div>
  );
}

type Failure = 'load' | 'crash';

/** A dynamic import that could not fetch its chunk (offline, or the hashed file is gone). */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload/i.test(error.message);
}

function Failed({ failure }: { failure: Failure }) {
  const { t } = useI18n();
  return (
    <div className="panel table-load" role="alert">
      <p>{t(failure === 'load' ? 'load.failed' : 'load.crashed')}</p>
      <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
        {t('load.retry')}
      </button>
    </div>
  );
}

class LoadBoundary extends Component<{ children: ReactNode }, { failed: Failure | null }> {
  override state: { failed: Failure | null } = { failed: null };
  static getDerivedStateFromError(error: unknown): { failed: Failure } {
    return { failed: isChunkLoadError(error) ? 'load' : 'crash' };
  }
  override componentDidCatch(error: unknown): void {
    // A drawing bug is reported as uncaught (the console, window.onerror, the browser tests' page
    // errors) rather than passed off as a failed download.
    if (!isChunkLoadError(error)) reportError(error);
  }
  override render(): ReactNode {
    return this.state.failed ? <Failed failure={this.state.failed} /> : this.props.children;
  }
}

/** Around the game's table: the loading panel until its chunk is in, the reload offer if it fails. */
export function TableLoad({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </LoadBoundary>
  );
}
