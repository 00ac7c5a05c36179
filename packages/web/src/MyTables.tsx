/** The lobby's "My tables" panel, the notification opt-in, and the hooks that feed the turn marker. */
import { useEffect, useState } from 'react';
import { seatHex } from './art/palette.ts';
import { useI18n, type Translate } from './i18n/index.tsx';
import { errorText, gameName } from './Lobby.tsx';
import { dismissedTables, sortMyTables, useMyTables, type MyTable } from './myTables.ts';
import { useAccountTables } from './account/LobbyParts.tsx';
import { openAccountTable } from './account/accountTables.ts';
import { savedSeat } from './storage.ts';
import { navigate, tablePath } from './router.ts';
import { tableName } from './tableName.ts';
import { notifyState, setNotify, setTableOpener, turnMarker, type NotifyState } from './turnMarker.ts';
import './mytables.css';

/** The marker's words in the reader's language, and notification clicks opening the table. */
function useMarkerText(t: Translate): void {
  useEffect(() => {
    setTableOpener((table) => navigate(tablePath(table)));
    turnMarker().setText({
      prefix: (n) => (n > 1 ? t('turn.prefixMany', { n }) : t('turn.prefix')),
      notifyTitle: () => t('turn.notifyTitle'),
      notifyBody: (name) => t('turn.notifyBody', { name: tableName(name, t) }),
    });
  }, [t]);
}

/** The table page asks about the other tables once its own has had time to load (docs/assets.md). */
const TABLE_FIRST_POLL_MS = 3_000;

/**
 * The table page's part: its own seat's live `mustAct` marks the page, and the seats this browser
 * holds elsewhere are polled too, so the title counts every table where it is this person's turn.
 */
export function useTableTurn(table: string, name: string | null, mustAct: boolean): void {
  const { t } = useI18n();
  useMarkerText(t);
  useMyTables(TABLE_FIRST_POLL_MS);
  useEffect(() => {
    turnMarker().setLive(table, name, mustAct);
  }, [table, name, mustAct]);
  useEffect(() => () => turnMarker().clearLive(table), [table]);
}

/** The opt-in for turn notifications: the browser is asked only on this click, and the choice is remembered. */
export function NotifyToggle() {
  const { t } = useI18n();
  const [state, setState] = useState<NotifyState>(() => notifyState());
  if (state === 'unsupported') return null;
  if (state === 'denied')
    return (
      <p className="muted notify-note" role="status">
        {t('notify.denied')}
      </p>
    );
  const on = state === 'on';
  return (
    <div className="notify">
      <button
        type="button"
        className="btn btn-ghost btn-small"
        aria-pressed={on}
        onClick={() => void setNotify(!on).then(setState)}
      >
        {on ? t('notify.disable') : t('notify.enable')}
      </button>
      {on && <small className="muted">{t('notify.on')}</small>}
    </div>
  );
}

function seatLine(m: MyTable, t: Translate): string {
  if (m.seat === null) return t('mine.hosting');
  return t('mine.as', { name: m.info.seats[m.seat]?.name ?? t('table.seatLabel', { n: m.seat + 1 }) });
}

function turnText(m: MyTable, t: Translate): string | null {
  if (m.info.status === 'open') return t('mine.notStarted');
  if (m.info.status === 'playing') return m.mustAct ? t('mine.yourTurn') : t('mine.othersTurn');
  return null;
}

/** The lobby's list of the tables this browser holds seats at; hidden while there are none. */
export function MyTablesPanel() {
  const { t } = useI18n();
  useMarkerText(t);
  const { tables: held, refresh, dismiss } = useMyTables();
  // Signed in: the account's seats on other devices too (opened through a grant for this one).
  const elsewhere = useAccountTables();
  const [openError, setOpenError] = useState<string | null>(null);
  const skip = new Set([...(held ?? []).map((m) => m.table), ...dismissedTables()]);
  const tables = held === null && elsewhere.length === 0 ? null : sortMyTables([...(held ?? []), ...elsewhere.filter((m) => !skip.has(m.table))]);
  if (!tables || tables.length === 0) return null;
  return (
    <section className="panel my-tables" aria-labelledby="my-tables">
      <div className="panel-head">
        <h2 id="my-tables">{t('mine.title')}</h2>
        <button type="button" className="btn btn-ghost" onClick={() => refresh(true)} aria-label={t('mine.refresh')}>
          {t('lobby.refresh')}
        </button>
      </div>
      <NotifyToggle />
      {openError && (
        <p className="banner banner-error" role="alert">
          {openError}
        </p>
      )}
      <ul className="table-list my-table-list">
        {tables.map((m) => {
          const taken = m.info.seats.filter((s) => s.name !== null || s.bot !== null).length;
          const turn = turnText(m, t);
          return (
            <li key={m.table} className={m.mustAct ? 'my-turn' : undefined} data-table={m.table}>
              <div>
                <strong>
                  {m.mustAct && <span className="turn-dot" aria-hidden="true" />}
                  {tableName(m.info.name, t)}
                </strong>
                <span className="muted">
                  {gameName(m.info.game, t)} · {t('lobby.seatsTaken', { taken, total: m.info.players })}
                  {m.info.rated && <> · {t('rated.chip')}</>}
                </span>
                <span className="muted my-seat">
                  {m.seat !== null && <span className="dot" style={{ background: seatHex(m.seat) }} />}
                  {seatLine(m, t)}
                </span>
              </div>
              <span className="my-state">
                <span className={`status status-${m.info.status}`}>{m.info.ended === 'abandoned' ? t('life.status.abandoned') : t(`status.${m.info.status}`)}</span>
                {turn && <span className={m.mustAct ? 'badge-turn' : 'muted my-turn-text'}>{turn}</span>}
              </span>
              <span className="my-actions">
                <a
                  className={`btn${m.mustAct ? ' btn-primary' : ' btn-ghost'}`}
                  href={tablePath(m.table)}
                  onClick={(e) => {
                    e.preventDefault();
                    if (savedSeat(m.table) !== null) navigate(tablePath(m.table));
                    else openAccountTable(m.table).catch((x: unknown) => setOpenError(errorText(x, t)));
                  }}
                >
                  {t('mine.open')}
                </a>
                {m.info.status === 'over' && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => dismiss(m.table)}
                    aria-label={t('mine.dismissLabel', { name: tableName(m.info.name, t) })}
                  >
                    {t('mine.dismiss')}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
