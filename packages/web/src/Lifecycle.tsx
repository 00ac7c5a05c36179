/**
 * The table's life around the game: listing a waiting table, the host removing a person, and
 * what follows the end (rematch offer, back to the lobby). See docs/lifecycle.md.
 */
import { useState } from 'react';
import type { BotKind, SeatInfo, TableInfo } from '@alibi/protocol';
import { api } from './api.ts';
import { colourName } from './game/logic.ts';
import { useI18n, type Translate } from './i18n/index.tsx';
import { errorText } from './Lobby.tsx';
import { navigate, tablePath } from './router.ts';
import { saveSeat } from './storage.ts';

/** The status word, with the server's own ending ('abandoned') in place of "Finished". */
export function statusText(table: TableInfo, t: Translate): string {
  return table.ended === 'abandoned' ? t('life.status.abandoned') : t(`status.${table.status}`);
}

/** Host only, before the start: show the table in the public lobby or not. */
export function ListedToggle({ table, token, onError }: { table: TableInfo; token: string; onError: (msg: string) => void }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <label className="check">
      <input
        type="checkbox"
        name="listed"
        checked={table.listed}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(e) => {
          setBusy(true);
          api
            .setListed(table.id, token, e.target.checked)
            .catch((err: unknown) => onError(errorText(err, t)))
            .finally(() => setBusy(false));
        }}
      />
      <span>
        <strong>{t('life.listed')}</strong>
        <small>{t('life.listedHint')}</small>
      </span>
    </label>
  );
}

/** Host only, before the start: remove the person at `seat`, putting a bot (or nobody) in their place. */
export function KickControl({ table, seat, token, onError }: { table: TableInfo; seat: SeatInfo; token: string; onError: (msg: string) => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [bot, setBot] = useState<BotKind | 'none'>('heuristic');
  const name = seat.name ?? colourName(seat.seat, t);
  if (!open) {
    return (
      <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>
        {t('life.kick')}
      </button>
    );
  }
  return (
    <span className="kick" role="group" aria-label={t('life.kickConfirm', { name })}>
      <span className="muted">{t('life.kickConfirm', { name })}</span>
      <select aria-label={t('life.kickWith')} value={bot} onChange={(e) => setBot(e.target.value === 'random' || e.target.value === 'expert' || e.target.value === 'none' ? e.target.value : 'heuristic')}>
        <option value="expert">{t('lobby.seatExpert')}</option>
        <option value="heuristic">{t('lobby.seatHeuristic')}</option>
        <option value="random">{t('lobby.seatRandom')}</option>
        <option value="none">{t('life.kickFree')}</option>
      </select>
      <button
        type="button"
        className="btn btn-danger"
        onClick={() => {
          setOpen(false);
          api.kick(table.id, token, seat.seat, bot === 'none' ? null : bot).catch((e: unknown) => onError(errorText(e, t)));
        }}
      >
        {t('life.kick')}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
        {t('dialog.close')}
      </button>
    </span>
  );
}

/**
 * Under a finished table: the host's "Rematch", everyone else's offer (Accept / Decline) once it
 * exists, and the way back to the lobby. `host` is whether this browser's token is the host's.
 */
export function AfterGame({ table, token, host, onError }: { table: TableInfo; token: string | null; host: boolean; onError: (msg: string) => void }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState(false);
  const go = (id: string, grant: { token: string; seat: number | null } | null) => {
    if (grant) saveSeat(id, grant);
    navigate(tablePath(id));
  };
  const run = (p: Promise<void>) => {
    setBusy(true);
    p.catch((e: unknown) => onError(errorText(e, t))).finally(() => setBusy(false));
  };
  const rematch = table.rematch;
  return (
    <section className="panel after-game" aria-label={t('life.rematch')}>
      {host && token && !rematch && (
        <div className="row">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => run(api.rematch(table.id, token).then((g) => go(g.table.id, g)))}
          >
            {t('life.rematch')}
          </button>
          <small className="muted">{t('life.rematchHint')}</small>
        </div>
      )}
      {rematch && !host && token && !declined && (
        <div className="row offer" role="status">
          <strong>{t('life.rematchOffer')}</strong>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => run(api.acceptRematch(table.id, token).then((g) => go(g.table.id, g)))}
          >
            {t('life.accept')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => run(api.declineRematch(table.id, token).then(() => setDeclined(true)))}
          >
            {t('life.decline')}
          </button>
        </div>
      )}
      {declined && <p className="muted">{t('life.declined')}</p>}
      <div className="row">
        {rematch && (host || !token) && (
          <a
            className="btn"
            href={tablePath(rematch)}
            onClick={(e) => {
              e.preventDefault();
              go(rematch, null);
            }}
          >
            {t('life.toRematch')}
          </a>
        )}
        <a
          className="btn btn-ghost"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          {t('life.backToLobby')}
        </a>
      </div>
    </section>
  );
}
