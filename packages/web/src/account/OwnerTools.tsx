/** The profile owner's settings (issue #22): visibility, name, another passkey, a password, deleting the account. */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { navigate, profilePath } from '../router.ts';
import { storage } from '../storage.ts';
import { accountApi } from './accountApi.ts';
import { PASSWORD_MIN } from './AuthDialog.tsx';
import { accountErrorText } from './errors.ts';
import { passkeysSupported, registerPasskey } from './passkeys.ts';
import { forgetAccount, signedIn, updateUser } from './session.ts';
import type { AccountUser, Profile } from './types.ts';
import { Why } from '../ui/Why.tsx';

/** One setting's form: its own busy state and its own answer (done or why not). */
function useAction() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (act: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNote(null);
    try {
      await act();
      setNote({ ok: true, text: done });
    } catch (e) {
      setNote({ ok: false, text: accountErrorText(e, t) });
    } finally {
      setBusy(false);
    }
  };
  const shown: ReactNode = note && (
    <p className={note.ok ? 'muted setting-note' : 'banner banner-error'} role={note.ok ? 'status' : 'alert'}>
      {note.text}
    </p>
  );
  return { busy, run, shown, fail: (text: string) => setNote({ ok: false, text }) };
}

export function OwnerTools({ user, profile, onChanged }: { user: AccountUser; profile: Profile; onChanged: () => void }) {
  const { t } = useI18n();
  const visibility = useAction();
  const rename = useAction();
  const passkey = useAction();
  const password = useAction();
  const remove = useAction();
  const [newName, setNewName] = useState(user.name);
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const submitName = (e: FormEvent) => {
    e.preventDefault();
    const n = newName.trim();
    if (!n) return rename.fail(t('acct.err.nameRequired'));
    void rename.run(async () => {
      await accountApi.setProfile({ name: n });
      updateUser({ name: n });
      storage.set('name', n);
      navigate(profilePath(n));
    }, t('prof.saved'));
  };
  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    if (newPassword.length < PASSWORD_MIN) return password.fail(t('acct.err.passwordShort', { min: PASSWORD_MIN }));
    void password.run(async () => {
      await accountApi.setPassword(newPassword);
      setNewPassword('');
      updateUser({ password: true });
    }, t('prof.passwordSet'));
  };
  const submitDelete = (e: FormEvent) => {
    e.preventDefault();
    void remove.run(async () => {
      await accountApi.deleteAccount(confirm);
      forgetAccount();
      navigate('/');
    }, t('prof.saved'));
  };

  return (
    <section className="panel owner-tools" aria-labelledby="prof-settings">
      <h2 id="prof-settings">{t('prof.settings')}</h2>
      <fieldset className="field">
        <legend>{t('prof.visibility')}</legend>
        <label className="check">
          <Why reason={null} busy={visibility.busy}>
            <input
              type="checkbox"
              name="public"
              checked={profile.public}
              disabled={visibility.busy}
              onChange={(e) => {
                const on = e.target.checked;
                void visibility.run(async () => {
                  await accountApi.setProfile({ public: on });
                  updateUser({ public: on });
                  onChanged();
                }, t('prof.saved'));
              }}
            />
          </Why>
          <span>
            <strong>{t('prof.makePublic')}</strong>
            <small>{t('prof.publicHint')}</small>
          </span>
        </label>
        {visibility.shown}
      </fieldset>

      <form className="form setting" onSubmit={submitName} noValidate>
        <label className="field">
          <span>{t('prof.newName')}</span>
          <input
            name="new-name"
            value={newName}
            maxLength={40}
            autoComplete="username"
            onChange={(e) => setNewName(e.target.value)}
          />
        </label>
        <Why reason={null} busy={rename.busy}>
          <button type="submit" className="btn" disabled={rename.busy}>
            {t('prof.rename')}
          </button>
        </Why>
        {rename.shown}
      </form>

      {passkeysSupported() && (
        <div className="setting">
          <Why reason={null} busy={passkey.busy}>
            <button
              type="button"
              className="btn"
              disabled={passkey.busy}
              onClick={() => void passkey.run(async () => signedIn(await registerPasskey(undefined, [])), t('prof.passkeyAdded'))}
            >
              {t('prof.addPasskey')}
            </button>
          </Why>
          {passkey.shown}
        </div>
      )}

      <form className="form setting" onSubmit={submitPassword} noValidate>
        <label className="field">
          <span>{t('prof.newPassword')}</span>
          <input
            name="new-password"
            type="password"
            value={newPassword}
            maxLength={200}
            autoComplete="new-password"
            onChange={(e) => setNewPassword(e.target.value)}
          />
          <small className="muted">{t('acct.passwordHint', { min: PASSWORD_MIN })}</small>
        </label>
        <Why reason={null} busy={password.busy}>
          <button type="submit" className="btn" disabled={password.busy}>
            {t('prof.setPassword')}
          </button>
        </Why>
        {password.shown}
      </form>

      <form className="form setting danger" onSubmit={submitDelete} noValidate>
        <h3>{t('prof.delete')}</h3>
        <p className="muted">{t('prof.deleteHint')}</p>
        <label className="field">
          <span>{t('prof.deleteConfirm', { name: user.name })}</span>
          <input
            name="delete-confirm"
            value={confirm}
            maxLength={40}
            autoComplete="off"
            onChange={(e) => setConfirm(e.target.value)}
          />
        </label>
        <Why reason={t('prof.deleteConfirm', { name: user.name })} busy={remove.busy}>
          <button type="submit" className="btn btn-danger" disabled={remove.busy || confirm !== user.name}>
            {t('prof.deleteNow')}
          </button>
        </Why>
        {remove.shown}
      </form>
    </section>
  );
}
