/**
 * Passkey ceremonies through @simplewebauthn/browser: the server's options in, the browser's
 * answer out to the server. Loaded with the sign-in dialog, never with the lobby's first paint.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { accountApi } from './accountApi.ts';
import { PasskeyError } from './errors.ts';
import type { GuestSeats, SignedIn } from './types.ts';

export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

function browserFailure(e: unknown): unknown {
  if (e instanceof WebAuthnError) return new PasskeyError(e.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ? 'known' : e.code === 'ERROR_CEREMONY_ABORTED' ? 'cancelled' : 'failed');
  // The person closed the browser's prompt, or it timed out.
  if (e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError')) return new PasskeyError('cancelled');
  return e;
}

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  if (!passkeysSupported()) throw new PasskeyError('unsupported');
  try {
    return await run();
  } catch (e) {
    throw browserFailure(e);
  }
}

/** A new account with a passkey (`name`), or, signed in (no name), one more passkey for it. */
export async function registerPasskey(name: string | undefined, seats: GuestSeats): Promise<SignedIn> {
  if (!passkeysSupported()) throw new PasskeyError('unsupported');
  const { ceremony: id, options } = await accountApi.passkeyRegisterOptions(name);
  // The server's options are @simplewebauthn/server's, made for this very call.
  const response = await ceremony(() => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));
  return accountApi.passkeyRegister(id, response, seats);
}

export async function signInWithPasskey(seats: GuestSeats): Promise<SignedIn> {
  if (!passkeysSupported()) throw new PasskeyError('unsupported');
  const { ceremony: id, options } = await accountApi.passkeyLoginOptions();
  const response = await ceremony(() => startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));
  return accountApi.passkeyLogin(id, response, seats);
}
