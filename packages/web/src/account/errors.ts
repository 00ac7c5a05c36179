/** Account actions' failures in the reader's language (docs/accounts.md). */
import { ApiError } from '../api.ts';
import type { Translate } from '../i18n/index.tsx';
import { errorText } from '../Lobby.tsx';

/** Why a passkey ceremony did not finish, in words the dialog has. */
export class PasskeyError extends Error {
  constructor(readonly reason: 'unsupported' | 'cancelled' | 'known' | 'failed') {
    super(reason);
  }
}

/**
 * Any failure of an account action, typed: a passkey ceremony's end, the server's code (the
 * general table in Lobby.tsx, which has the account codes too), or a network failure.
 */
export function accountErrorText(e: unknown, t: Translate): string {
  if (e instanceof PasskeyError) return t(`acct.err.${e.reason}`);
  // Signing in is limited per address and name: say so in those words, not "too many requests".
  if (e instanceof ApiError && e.code === 'RATE_LIMITED') return t('acct.err.RATE_LIMITED');
  return errorText(e, t);
}
