/**
 * A small menu on an account-held seat's name (seat list, chat): the player's profile, report,
 * block / unblock (issue #22). A guest is offered the sign-in instead of report and block.
 */
import { useId, useState, type FormEvent } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { profilePath } from '../router.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { AppLink } from './AppLink.tsx';
import { accountApi } from './accountApi.ts';
import { openSignIn } from './AccountControl.tsx';
import { foldPlayer, setBlocked, useBlocks } from './blocks.ts';
import { accountErrorText } from './errors.ts';
import { useAccount } from './session.ts';
import { REPORT_REASONS, type ReportReason } from './types.ts';
import { useMenu } from './useMenu.ts';
import './account.css';

function ReportDialog({ open, player, table, onClose, onDone }: { open: boolean; player: string; table?: string; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState<ReportReason>('abuse');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    accountApi.report(player, reason, table, note.trim() || undefined).then(
      () => {
        setBusy(false);
        setNote('');
        onDone(t('mod.reported'));
        onClose();
      },
      (x: unknown) => {
        setBusy(false);
        setError(accountErrorText(x, t));
      },
    );
  };
  return (
    <Dialog open={open} title={t('mod.reportTitle', { name: player })} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span>{t('mod.reason')}</span>
          <select name="reason" value={reason} onChange={(e) => setReason(REPORT_REASONS.find((r) => r === e.target.value) ?? 'other')}>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`mod.reason.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('mod.note')}</span>
          <textarea name="note" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        {error && (
          <p className="banner banner-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {t('mod.send')}
        </button>
      </form>
    </Dialog>
  );
}

/** `player`: the account name holding the seat; `label`: the name as the table shows it. */
export function PlayerMenu({ player, label, table }: { player: string; label: string; table?: string }) {
  const { t } = useI18n();
  const account = useAccount();
  const blocks = useBlocks();
  const { open, setOpen, box, button } = useMenu();
  const [reporting, setReporting] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const id = useId();
  const signedIn = account.status === 'signed-in';
  const isBlocked = blocks.has(foldPlayer(player));
  const block = () => {
    setOpen(false);
    (isBlocked ? accountApi.unblock(player) : accountApi.block(player)).then(
      () => {
        setBlocked(player, !isBlocked);
        setNote(isBlocked ? t('mod.unblocked', { name: player }) : t('mod.blocked', { name: player }));
      },
      (x: unknown) => setNote(accountErrorText(x, t)),
    );
  };
  return (
    <span className="player-menu" ref={(el) => void (box.current = el)}>
      <button ref={button} type="button" className="player-menu-btn" aria-expanded={open} aria-controls={id} aria-label={t('mod.menu', { name: label })} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <ul id={id} className="account-menu" hidden={!open}>
        <li>
          <AppLink to={profilePath(player)}>{t('mod.profile')}</AppLink>
        </li>
        {signedIn ? (
          <>
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  setReporting(true);
                }}
              >
                {t('mod.report')}
              </button>
            </li>
            <li>
              <button type="button" onClick={block}>
                {isBlocked ? t('mod.unblock') : t('mod.block')}
              </button>
            </li>
          </>
        ) : (
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                openSignIn();
              }}
            >
              {t('mod.signInFirst')}
            </button>
          </li>
        )}
      </ul>
      {note && (
        <span className="muted small player-note" role="status">
          {note}
        </span>
      )}
      {reporting && <ReportDialog open={reporting} player={player} table={table} onClose={() => setReporting(false)} onDone={setNote} />}
    </span>
  );
}
