/**
 * The table's frame, shared by the five games (it is TablePage's outer box). On a wide screen it
 * adds nothing. On a phone (≤ 600 px wide) the table is one screen that scrolls inside itself,
 * never the page: the head pinned at its top, the game's prompt under it, and at the bottom a tab
 * bar in thumb reach — Table, then
 * the game's own side tabs (Notes, Log, …, which a game declares with `useShellTabs`), then Chat.
 * Table shows the board, a side tab shows that panel in place of the board, Chat opens the chat sheet.
 * It also plays the "your turn" cue (ui/sound.ts) when the turn becomes this seat's.
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { useTurnCue } from './sound.ts';
import './phone.css';

export const PHONE_QUERY = '(max-width: 600px)';

/** Whether the screen is phone-sized now: read from the media query at every render, and a change re-renders. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribePhone, phoneNow, () => false);
}

const phoneNow = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

function subscribePhone(changed: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const mq = window.matchMedia(PHONE_QUERY);
  mq.addEventListener('change', changed);
  // A resize that lands between two renders still reaches the next snapshot.
  window.addEventListener('resize', changed);
  return () => {
    mq.removeEventListener('change', changed);
    window.removeEventListener('resize', changed);
  };
}

interface SideTabs {
  tabs: readonly { key: string; label: string }[];
  current: string;
  select: (key: string) => void;
}

interface ShellApi {
  publish: (tabs: SideTabs | null) => void;
  /** The side panel is shown (a side tab was picked in the bar). */
  showSide: () => void;
}

const ShellContext = createContext<ShellApi | null>(null);

/**
 * A game's side tabs (its `useState` for Notes / Log), also offered in the phone tab bar.
 * Outside a TableShell (a replay dialog) it is plain state.
 */
export function useShellTabs<K extends string>(initial: K, labels: Readonly<Record<K, string>>): [K, (k: K) => void] {
  const shell = useContext(ShellContext);
  const [tab, setTab] = useState<K>(initial);
  const key = Object.entries(labels)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('|');
  useEffect(() => {
    if (!shell) return;
    const tabs = Object.entries(labels).map(([k, label]) => ({ key: k, label: String(label) }));
    shell.publish({ tabs, current: tab, select: (k) => setTab(k as K) });
    // `labels` is a fresh object each render; its content is `key`.
  }, [shell, tab, key]);
  useEffect(() => (shell ? () => shell.publish(null) : undefined), [shell]);
  return [tab, setTab];
}

type View = 'table' | 'side';

/** `myTurn` is null until the table's state is known (a page opening on a turn already yours is no news). */
export function TableShell({ myTurn: turn, children }: { myTurn: boolean | null; children: ReactNode }) {
  const myTurn = turn === true;
  const { t } = useI18n();
  const phone = usePhone();
  const [side, setSide] = useState<SideTabs | null>(null);
  const [view, setView] = useState<View>('table');
  useTurnCue(turn);
  const showSide = useCallback(() => setView('side'), []);
  const api = useMemo<ShellApi>(() => ({ publish: setSide, showSide }), [showSide]);
  const frame = useRef<HTMLDivElement>(null);
  // The page around the table gives way on a phone (phone.css): its top bar hides, it stops scrolling.
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute('data-phone-table', phone);
    return () => document.documentElement.removeAttribute('data-phone-table');
  }, [phone]);
  // A switch starts a panel at its start, but the log at its newest line.
  const [jump, setJump] = useState<{ to: 'top' | 'end' } | null>(null);
  useLayoutEffect(() => {
    const el = frame.current;
    if (!jump || !el || !phone) return;
    el.scrollTop = jump.to === 'end' ? el.scrollHeight : 0;
  }, [jump, phone]);
  const pick = (v: View, key?: string) => {
    setView(v);
    if (key !== undefined) side?.select(key);
    setJump({ to: key === 'log' ? 'end' : 'top' });
  };
  const shown: View = side ? view : 'table';
  return (
    <ShellContext.Provider value={api}>
      <div
        ref={frame}
        className="table-page table-shell"
        data-phone={phone ? '' : undefined}
        data-view={shown}
        data-my-turn={myTurn ? '' : undefined}
        style={{ ['--tabs' as string]: 2 + (side?.tabs.length ?? 0), ['--side-tabs' as string]: 1 + (side?.tabs.length ?? 0) }}
      >
        {children}
        {phone && (
          <nav className="phone-tabs" aria-label={t('shell.tabs')}>
            {/* Tabs in the accessibility tree too: on a phone they stand in for the game's own (hidden) tab row. */}
            <div role="tablist" className="phone-tablist" aria-label={t('shell.tabs')}>
              <button type="button" role="tab" data-tab="table" className={shown === 'table' ? 'on' : ''} aria-selected={shown === 'table'} onClick={() => pick('table')}>
                <span aria-hidden="true" className="phone-tab-icon">
                  ◆
                </span>
                {t('shell.table')}
                {myTurn && shown !== 'table' && <span className="phone-tab-dot" role="img" aria-label={t('table.turn')} />}
              </button>
              {side?.tabs.map((tab) => {
                const on = shown === 'side' && side.current === tab.key;
                return (
                  <button key={tab.key} type="button" role="tab" data-tab={tab.key} className={on ? 'on' : ''} aria-selected={on} onClick={() => pick('side', tab.key)}>
                    <span aria-hidden="true" className="phone-tab-icon">
                      {tab.key === 'log' ? '☰' : tab.key === 'questions' ? '?' : '✎'}
                    </span>
                    {tab.label}
                  </button>
                );
              })}
            </div>
            {/* The chat's own button (chat/ChatPanel.tsx) sits in the bar's last slot, with its unread count. */}
            <span className="phone-tab-chat-slot" aria-hidden="true" />
          </nav>
        )}
      </div>
    </ShellContext.Provider>
  );
}

/**
 * True around a table that no server holds (a tutorial, played by the engine in the browser): the
 * controls that ask the server for the table's replay or review are left out there. Kept here, in
 * the entry chunk, so the game chunks that read it share it without a chunk of its own.
 */
export const OfflineTable = createContext(false);

export const useOfflineTable = (): boolean => useContext(OfflineTable);
