/**
 * The table chrome's clocks and autopilot: every seat with its remaining time (ticking locally
 * between the server's pushes, red when low), who is on autopilot, "I'm back" for this seat,
 * Resign with a confirm, and the server's notices.
 */
import { useEffect, useRef, useState } from 'react';
import type { TableInfo, TableNotice } from '@alibi/protocol';
import { api } from '../api.ts';
import { seatHex } from '../art/palette.ts';
import { colourName } from '../game/logic.ts';
import { useI18n, type Translate } from '../i18n/index.tsx';
import { errorText } from '../Lobby.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { formatMs, isLow, remaining } from './time.ts';
import './clock.css';

/** Games where every seat shares one outcome: resigning hands the seat to autopilot, the team plays on. */
const COOPERATIVE = new Set(['alibis']);

export function noticeText(n: TableNotice, t: Translate): string {
  const name = n.name ?? colourName(n.seat, t);
  return t(`notice.${n.kind}`, { name });
}

/** Re-renders every `ms` while `on`. */
function useTick(on: boolean, ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [on, ms]);
  return now;
}

export function ClockBar({ table, seat, token, onError }: { table: TableInfo; seat: number | null; token: string | null; onError: (msg: string) => void }) {
  const { t } = useI18n();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  // Each push restarts the local count from its own arrival (no clock skew with the server).
  const received = useRef({ state: table.clockState, at: Date.now() });
  if (received.current.state !== table.clockState) received.current = { state: table.clockState, at: Date.now() };
  const clock = table.clock ?? 'off';
  const state = table.clockState;
  const ticking = table.status === 'playing' && (state?.seats.some((s) => s.running) ?? false);
  const now = useTick(ticking, 250);
  const elapsed = now - received.current.at;
  const mine = seat === null ? undefined : table.seats[seat];
  const playing = table.status === 'playing';
  const notices = table.notices ?? [];

  const run = (p: Promise<unknown>) => {
    setBusy(true);
    p.catch((e: unknown) => onError(errorText(e, t))).finally(() => setBusy(false));
  };
  const showSeats = clock !== 'off' || table.seats.some((s) => s.autopilot);
  if (!showSeats && notices.length === 0 && !(playing && mine && token && mine.bot === null)) return null;

  return (
    <section className="clock-bar" aria-label={t('clock.seats')}>
      {showSeats && (
        <ul className="clock-seats">
          {table.seats.map((s) => {
            const c = state?.seats.find((x) => x.seat === s.seat);
            const left = c ? remaining(c, elapsed) : null;
            const total = left ? left.decisionMs + left.reserveMs : 0;
            const low = c !== undefined && playing && isLow(clock, total);
            return (
              <li key={s.seat} className={`clock-seat${c?.running && playing ? ' running' : ''}${low ? ' low' : ''}`} data-seat={s.seat}>
                <span className="dot" style={{ background: seatHex(s.seat) }} />
                <span className="clock-name">{s.name ?? colourName(s.seat, t)}</span>
                {s.autopilot && (
                  <span className="chip chip-warn" data-autopilot={s.autopilot}>
                    {s.autopilot === 'resigned' ? t('clock.resignedChip') : t('clock.autopilotChip')}
                  </span>
                )}
                {left && !s.autopilot && (
                  <span className="clock-time" role="timer" aria-label={c?.running ? t('clock.running') : undefined}>
                    {formatMs(left.decisionMs)}
                    {(left.reserveMs > 0 || (c?.reserveMs ?? 0) > 0) && (
                      <small>
                        {' '}
                        + {formatMs(left.reserveMs)} {t('clock.reserve')}
                      </small>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {playing && mine && token && mine.bot === null && (
        <div className="clock-actions">
          {mine.autopilot && mine.autopilot !== 'resigned' && (
            <>
              <span className="banner banner-warn" role="status">
                {t('clock.youOnAutopilot')}
              </span>
              <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined} onClick={() => run(api.back(table.id, token))}>
                {t('clock.back')}
              </button>
            </>
          )}
          {mine.autopilot !== 'resigned' && (
            <button type="button" className="btn btn-ghost" disabled={busy} aria-busy={busy || undefined} onClick={() => setConfirm(true)}>
              {t('clock.resign')}
            </button>
          )}
        </div>
      )}
      {notices.length > 0 && (
        <details className="clock-log" open>
          <summary>{t('clock.log')}</summary>
          <ol aria-live="polite">
            {notices.slice(-5).map((n, i) => (
              <li key={`${n.at}-${i}`} className="notice">
                {noticeText(n, t)}
              </li>
            ))}
          </ol>
        </details>
      )}
      <Dialog open={confirm} title={t('clock.resignTitle')} onClose={() => setConfirm(false)}>
        <p>{COOPERATIVE.has(table.game) ? t('clock.resignCoop') : t('clock.resignCompetitive')}</p>
        <div className="row">
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => {
              setConfirm(false);
              if (token) run(api.resign(table.id, token));
            }}
          >
            {t('clock.resignConfirm')}
          </button>
          <button type="button" className="btn" onClick={() => setConfirm(false)}>
            {t('clock.resignCancel')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
