/**
 * The page header's account control (issue #22): "Sign in" for a guest, the player's name with a
 * small menu (Profile, Sign out) when signed in. The dialog is a chunk of its own.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { profilePath } from '../router.ts';
import { AppLink } from './AppLink.tsx';
import { signOut, useAccount } from './session.ts';
import { useMenu } from './useMenu.ts';
import './account.css';

const AuthDialog = lazy(() => import('./AuthDialog.tsx'));

/** Other parts of the page (the rated checkbox's reason, a rated table's seat) open the dialog through this. */
const OPEN_EVENT = 'alibi:sign-in';
export function openSignIn(): void {
  dispatchEvent(new Event(OPEN_EVENT));
}

export function AccountControl() {
  const { t } = useI18n();
  const account = useAccount();
  const [dialog, setDialog] = useState(false);
  // Mounted from the first open on, so closing keeps its chunk and the native dialog returns focus.
  const [loaded, setLoaded] = useState(false);
  const { open: menu, setOpen: setMenu, box, button } = useMenu();
  const menuId = useId();

  useEffect(() => {
    const open = () => {
      setLoaded(true);
      setDialog(true);
    };
    addEventListener(OPEN_EVENT, open);
    return () => removeEventListener(OPEN_EVENT, open);
  }, []);

  if (account.status === 'loading') return <span className="account account-loading" aria-hidden="true" />;
  return (
    <div className="account" ref={(el) => void (box.current = el)}>
      {account.status === 'guest' ? (
        <button
          type="button"
          className="btn btn-small account-btn account-sign-in"
          onClick={() => {
            setLoaded(true);
            setDialog(true);
          }}
        >
          {t('acct.signIn')}
        </button>
      ) : (
        <>
          <button ref={button} type="button" className="btn btn-small account-btn account-name" aria-expanded={menu} aria-controls={menuId} onClick={() => setMenu(!menu)}>
            {/* The name is the button's name (what is seen is what is read); aria-expanded says it opens a menu. */}
            <span className="account-label">{account.user.name}</span>
          </button>
          <ul id={menuId} className="account-menu" hidden={!menu}>
            <li>
              <AppLink to={profilePath(account.user.name)} onClick={() => setMenu(false)}>
                {t('acct.profile')}
              </AppLink>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  setMenu(false);
                  void signOut();
                }}
              >
                {t('acct.signOut')}
              </button>
            </li>
          </ul>
        </>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <AuthDialog open={dialog && account.status === 'guest'} onClose={() => setDialog(false)} />
        </Suspense>
      )}
    </div>
  );
}
