/**
 * The claim window everyone sees (docs/claims.md): a draining bar with the seconds left, this
 * seat's own held claim, and why a claim of its was not checked. The server pushes the window in
 * `claims` messages; the countdown runs locally from the moment one arrived.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { ClaimState } from '@alibi/protocol';
import { useI18n } from './i18n/index.tsx';
import { Why } from './ui/Why.tsx';

export type ClaimInfo = (ClaimState & { receivedAt: number }) | null;

/** Milliseconds left in the open window now (0 when none is open). */
export function remainingMs(claims: ClaimInfo, now: number): number {
  if (!claims?.window) return 0;
  return Math.max(0, claims.window.closesInMs - (now - claims.receivedAt));
}

/**
 * Ticks while a window is open, so the countdown redraws, and stops once it has run out: the
 * server sends no message when a window simply closes (only when a held claim was checked).
 */
function useNow(claims: ClaimInfo): number {
  const [now, setNow] = useState(() => Date.now());
  const open = remainingMs(claims, Date.now()) > 0;
  useEffect(() => {
    if (!open) return undefined;
    setNow(Date.now());
    const id = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (remainingMs(claims, at) <= 0) clearInterval(id);
    }, 200);
    return () => clearInterval(id);
  }, [open, claims]);
  return now;
}

/** The bar over the board; `describe` names a claimed action (e.g. its card) in the seat's words. */
export function ClaimWindowBar({ claims, describe }: { claims: ClaimInfo; describe: (action: unknown) => string }) {
  const { t } = useI18n();
  const now = useNow(claims);
  const left = remainingMs(claims, now);
  const w = claims?.window;
  const held = claims?.held;
  const dropped = claims?.dropped;
  if (!w && !held && !dropped) return null;
  const parts: ReactNode[] = [];
  if (w && left > 0) {
    const share = w.ms > 0 ? Math.min(1, left / w.ms) : 0;
    parts.push(
      <div key="w" className="cw-open" role="timer" aria-live="off" title={t('cw.openHint')} data-claim-window={w.n}>
        <span className="cw-label">{t('cw.open', { s: Math.ceil(left / 1000) })}</span>
        <span className="cw-track" aria-hidden="true">
          <span className="cw-fill" style={{ transform: `scaleX(${share})` }} />
        </span>
      </div>,
    );
  }
  if (held) {
    parts.push(
      <p key="h" className="cw-held" role="status">
        {t('cw.held', { card: describe(held.action) })}
      </p>,
    );
  }
  if (dropped) {
    parts.push(
      <p key="d" className="cw-dropped" role="status">
        {t(dropped.reason === 'beaten' ? 'cw.droppedBeaten' : 'cw.droppedIllegal', { card: describe(dropped.action) })}
      </p>,
    );
  }
  if (parts.length === 0) return null;
  return <div className="claim-window">{parts}</div>;
}

/**
 * A claim from a note-sheet cell: one click arms it, the second confirms. Disabled with its reason
 * (`why`, ui/Why.tsx) when the claim is not possible; the reason is also written beside it.
 */
export function CellClaim({
  label,
  confirm,
  why,
  onClaim,
}: {
  label: string;
  confirm: string;
  why: string | null;
  onClaim: () => void;
}) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (why !== null) setArmed(false);
  }, [why]);
  return (
    <div className="cell-claim">
      <Why reason={why}>
        <button
          type="button"
          className={`btn ${armed ? 'btn-danger' : 'btn-claim'}`}
          disabled={why !== null}
          onClick={() => {
            if (!armed) return setArmed(true);
            setArmed(false);
            onClaim();
          }}
          onBlur={() => setArmed(false)}
        >
          {armed ? confirm : label}
        </button>
      </Why>
      {/* Also written out beside the button; the button's own description (Why) is what a screen reader reads. */}
      {why !== null && (
        <span id="cell-claim-why" className="muted small" aria-hidden="true">
          {why}
        </span>
      )}
    </div>
  );
}
