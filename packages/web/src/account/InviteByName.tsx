/** The host's "invite a player by name" in the waiting room (issue #22): the invitee sees it in their lobby. */
import { useState, type FormEvent } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { accountApi } from './accountApi.ts';
import { accountErrorText } from './errors.ts';
import './account.css';

export function InviteByName({ table, token }: { table: string; token: string }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = name.trim();
    if (!n) return setNote({ ok: false, text: t('acct.err.nameRequired') });
    setBusy(true);
    accountApi.invite(table, token, n).then(
      () => {
        setBusy(false);
        setName('');
        setNote({ ok: true, text: t('inv.sent', { name: n }) });
      },
      (x: unknown) => {
        setBusy(false);
        setNote({ ok: false, text: accountErrorText(x, t) });
      },
    );
  };
  return (
    <form className="invite-name" onSubmit={submit} aria-label={t('inv.title')}>
      <label className="field">
        <span>{t('inv.title')}</span>
        <input name="invite-name" value={name} maxLength={40} autoComplete="off" onChange={(e) => setName(e.target.value)} />
      </label>
      <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
        {t('inv.send')}
      </button>
      {note && (
        <p className={note.ok ? 'muted small' : 'banner banner-error'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
    </form>
  );
}
