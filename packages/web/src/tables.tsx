/**
 * Each game's table is its own chunk, fetched when a table of that game is opened: the lobby loads
 * none of them (bench/assets measures the budget). `TableLoad` shows a small loading panel while
 * the chunk arrives, and a way out if it cannot (offline, or a deploy replaced the hashed files).
 *
 * Not `React.lazy`: a component that suspends shows its Suspense fallback, and React 19 then holds
 * the content back until 300 ms after the fallback appeared (FALLBACK_THROTTLE_MS), even when the
 * chunk came a moment later. A table opened cold waited 100-200 ms for nothing (bench:assets'
 * trace). Here the table component shows the loading panel itself and draws as soon as its chunk
 * has run.
 */
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useI18n } from './i18n/index.tsx';
import './tables.css';

// One loader per game: the table component and the early preload share the module's one fetch.
const load = {
  'perfect-alibi': () => import('./game/PerfectAlibi.tsx'),
  'four-suspects': () => import('./four/FourSuspects.tsx'),
  'alibi-clues': () => import('./clues/AlibiClues.tsx'),
  alibis: () => import('./alibis/Alibis.tsx'),
  'alibi-1993': () => import('./a93/Alibi1993.tsx'),
};
type TableGame = keyof typeof load;

/** Each game's module once it has run, and the fetch under way; a failed fetch is forgotten (a retry fetches again). */
const loaded = new Map<TableGame, unknown>();
const fetching = new Map<TableGame, Promise<unknown>>();
function fetchTable(game: TableGame): Promise<unknown> {
  let p = fetching.get(game);
  if (!p) {
    p = load[game]().then(
      (m) => {
        loaded.set(game, m);
        return m;
      },
      (e: unknown) => {
        fetching.delete(game);
        throw e;
      },
    );
    fetching.set(game, p);
  }
  return p;
}

/**
 * The game's table component: the loading panel until its chunk has run, then the table. A chunk
 * that cannot be fetched is thrown while drawing, for `TableLoad`'s boundary to offer a reload.
 */
function tableOf<M, P extends object>(game: TableGame, pick: (m: M) => ComponentType<P>): ComponentType<P> {
  function Table(props: P) {
    const [code, setCode] = useState<{ ok: true; m: M } | { ok: false; error: unknown } | undefined>(() =>
      loaded.has(game) ? { ok: true, m: loaded.get(game) as M } : undefined,
    );
    // Fetched once per mount: the module never changes afterwards.
    useEffect(() => {
      if (code) return;
      let live = true;
      fetchTable(game).then(
        (m) => live && setCode({ ok: true, m: m as M }),
        (error: unknown) => live && setCode({ ok: false, error }),
      );
      return () => {
        live = false;
      };
    }, []);
    if (!code) return <Loading />;
    if (!code.ok) throw code.error;
    const Drawn = pick(code.m);
    return <Drawn {...props} />;
  }
  Table.displayName = `Table(${game})`;
  return Table;
}

type Mod<G extends TableGame> = Awaited<ReturnType<(typeof load)[G]>>;
export const PerfectAlibi = tableOf('perfect-alibi', (m: Mod<'perfect-alibi'>) => m.PerfectAlibi);
export const FourSuspects = tableOf('four-suspects', (m: Mod<'four-suspects'>) => m.FourSuspects);
export const AlibiClues = tableOf('alibi-clues', (m: Mod<'alibi-clues'>) => m.AlibiClues);
export const Alibis = tableOf('alibis', (m: Mod<'alibis'>) => m.Alibis);
export const Alibi1993 = tableOf('alibi-1993', (m: Mod<'alibi-1993'>) => m.Alibi1993);

/**
 * Starts fetching the table's game code as soon as the game is known (from the first view over
 * HTTP, in parallel with the socket), and before the start, while the table waits for players:
 * the chunk is in by the time there is a view to draw. On a page load index.html has preloaded it.
 */
export function usePreloadTable(game: string | null): void {
  useEffect(() => {
    // A failed preload only means the chunk is fetched again when the table is drawn.
    if (game !== null && Object.hasOwn(load, game)) void fetchTable(game as TableGame).catch(() => undefined);
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

/** Around the game's table: the reload offer if its chunk cannot be fetched or its drawing fails. */
export function TableLoad({ children }: { children: ReactNode }) {
  return <LoadBoundary>{children}</LoadBoundary>;
}
