/**
 * Sign up / sign in (issue #22): a passkey first, a name and password on request. The guest seats
 * this browser holds go with either (session.ts `seatClaims`), so a guest who signs up keeps them.
 * A chunk of its own (with @simplewebauthn/browser), loaded when the dialog first opens.
 */
import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_LENGTH } from '@alibi/protocol/constants';
import { useI18n } from '../i18n/index.tsx';
import { storage } from '../storage.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { accountApi } from './accountApi.ts';
import { accountErrorText } from './errors.ts';
import { passkeysSupported, registerPasskey, signInWithPasskey } from './passkeys.ts';
import { seatClaims, signedIn } from './session.ts';
import type { SignedIn } from './types.ts';
import './account.css';

export type AuthMode = 'signin' | 'signup';
/** The password the server asks for at least: checked here too, to answer at once. */
export const PASSWORD_MIN = PASSWORD_LENGTH.min;

export default function AuthDialog({ open, initialMode = 'signin', onClose }: { open: boolean; initialMode?: AuthMode; onClose: () => void }) {
  const { t } = useI18n();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const supported = passkeysSupported();
  const [withPassword, setWithPassword] = useState(!supported);
  const [name, setName] = useState(() => storage.get('name') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errId = useId();
  const seats = seatClaims().length;

  const run = async (act: () => Promise<SignedIn>) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await act();
      signedIn(answer);
      storage.set('name', answer.user.name);
      setPassword('');
      onClose();
    } catch (e) {
      setError(accountErrorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = name.trim();
    // Signing in with a passkey needs no name: the passkey says who.
    if (n === '' && (withPassword || mode === 'signup')) return setError(t('acct.err.nameRequired'));
    if (withPassword && mode === 'signup' && password.length < PASSWORD_MIN) return setError(t('acct.err.passwordShort', { min: PASSWORD_MIN }));
    const claims = seatClaims();
    if (withPassword) void run(() => (mode === 'signup' ? accountApi.passwordSignup(n, password, claims) : accountApi.passwordLogin(n, password, claims)));
    else void run(() => (mode === 'signup' ? registerPasskey(n, claims) : signInWithPasskey(claims)));
  };

  const title = mode === 'signup' ? t('acct.dialogSignUp') : t('acct.dialogSignIn');
  const showName = withPassword || mode === 'signup';
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <div className="auth">
        <div className="segmented auth-modes" role="group" aria-label={title}>
          {(['signin', 'signup'] as const).map((m) => (
            <button
              key={m}
              type="button"
              className={mode === m ? 'on' : ''}
              aria-pressed={mode === m}
              onClick={() => {
                setMode(m);
                setError(null);
              }}
            >
              {m === 'signin' ? t('acct.modeSignIn') : t('acct.modeSignUp')}
            </button>
          ))}
        </div>
        <p className="muted auth-why">{t('acct.why')}</p>
        {seats > 0 && <p className="auth-seats">{t('acct.seatsKept', { n: seats })}</p>}
        {!supported && (
          <p className="banner banner-warn" role="status">
            {t('acct.err.unsupported')}
          </p>
        )}
        <form className="form" onSubmit={submit} aria-describedby={error ? errId : undefined} noValidate>
          {showName && (
            <label className="field">
              <span>{t('acct.name')}</span>
              <input
                name="account-name"
                value={name}
                maxLength={40}
                autoComplete={mode === 'signup' ? 'username' : 'username webauthn'}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={error === t('acct.err.nameRequired') || undefined}
              />
            </label>
          )}
          {withPassword && (
            <label className="field">
              <span>{t('acct.password')}</span>
              <input
                name="account-password"
                type="password"
                value={password}
                maxLength={PASSWORD_LENGTH.max}
                autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                onChange={(e) => setPassword(e.target.value)}
                aria-describedby={mode === 'signup' ? `${errId}-hint` : undefined}
              />
              {mode === 'signup' && (
                <small className="muted" id={`${errId}-hint`}>
                  {t('acct.passwordHint', { min: PASSWORD_MIN })}
                </small>
              )}
            </label>
          )}
          {!withPassword && <p className="muted auth-hint">{t('acct.passkeyHint')}</p>}
          {error && (
            <p className="banner banner-error" role="alert" id={errId}>
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary auth-submit" disabled={busy} aria-busy={busy || undefined}>
            {busy
              ? t('acct.working')
              : withPassword
                ? mode === 'signup'
                  ? t('acct.passwordSignUp')
                  : t('acct.passwordSignIn')
                : mode === 'signup'
                  ? t('acct.passkeySignUp')
                  : t('acct.passkeySignIn')}
          </button>
        </form>
        {supported && (
          <button
            type="button"
            className="link auth-switch"
            onClick={() => {
              setWithPassword(!withPassword);
              setError(null);
            }}
          >
            {withPassword ? t('acct.usePasskey') : t('acct.usePassword')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
