/**
 * Accounts (issue #22, docs/accounts.md): passkeys, the password fallback, sessions and the seats
 * an account holds. The server validates what it receives with these schemas; the client uses the
 * types. A session is an httpOnly cookie the page never reads; the page reads the CSRF token from
 * GET /api/account and sends it back in CSRF_HEADER on every state-changing request.
 */
import { z } from 'zod';
import { PASSWORD_LENGTH } from './constants.ts';
import { myTablesSchema, nameSchema, type MyTableEntry, type TableInfo } from './index.ts';

/** The session cookie (httpOnly, SameSite=Lax): the page never sees its value. */
export const SESSION_COOKIE = 'alibi_session';
/** An account name is checked like a seat name (trimmed, 1-40 visible characters). */
export const ACCOUNT_NAME_MAX = 40;

// index.ts re-exports this module, so its values are not yet defined while this one loads:
// the schemas built from them are lazy.
export const accountNameSchema = z.lazy(() => nameSchema(ACCOUNT_NAME_MAX));
export const passwordSchema = z.string().min(PASSWORD_LENGTH.min).max(PASSWORD_LENGTH.max);
/** The guest seats this browser holds, to become the account's: `[{table, token}]` as POST /api/my-tables takes them. */
export const guestSeatsSchema = z.lazy(() => myTablesSchema.shape.seats);
export type GuestSeats = z.infer<typeof guestSeatsSchema>;
/** A WebAuthn ceremony's handle (returned with its options, sent back with the response). */
export const ceremonySchema = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a ceremony id');

const b64 = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'is not base64url');
/**
 * A credential as @simplewebauthn/browser returns it (RegistrationResponseJSON). Unknown fields
 * are allowed (browsers add some); the values the server reads are checked here.
 */
export const registrationResponseSchema = z.looseObject({
  id: b64(1024).min(1),
  rawId: b64(1024).min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64(8192).min(1),
    attestationObject: b64(16384).min(1),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});
/** An assertion as @simplewebauthn/browser returns it (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.looseObject({
  id: b64(1024).min(1),
  rawId: b64(1024).min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64(8192).min(1),
    authenticatorData: b64(8192).min(1),
    signature: b64(2048).min(1),
    userHandle: b64(1024).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

/** POST /api/account/passkey/register/options: `name` for a new account; none when adding a passkey while signed in. */
export const passkeyRegisterOptionsSchema = z.strictObject({ name: accountNameSchema.optional() });
export const passkeyRegisterSchema = z.strictObject({
  ceremony: ceremonySchema,
  response: registrationResponseSchema,
  seats: guestSeatsSchema.optional(),
});
export const passkeyLoginOptionsSchema = z.strictObject({});
export const passkeyLoginSchema = z.strictObject({
  ceremony: ceremonySchema,
  response: authenticationResponseSchema,
  seats: guestSeatsSchema.optional(),
});
export const passwordSignupSchema = z.strictObject({
  name: accountNameSchema,
  password: passwordSchema,
  seats: guestSeatsSchema.optional(),
});
/** Sign-in takes any name and password within bounds: a wrong one is BAD_CREDENTIALS, not MALFORMED. */
export const passwordLoginSchema = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(ACCOUNT_NAME_MAX * 4),
  password: z.string().min(1).max(PASSWORD_LENGTH.max),
  seats: guestSeatsSchema.optional(),
});
export const setPasswordSchema = z.strictObject({ password: passwordSchema });
export const profileEditSchema = z
  .strictObject({ name: accountNameSchema.optional(), public: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.public !== undefined, 'nothing to change');
export const deleteAccountSchema = z.strictObject({ confirm: z.string().max(ACCOUNT_NAME_MAX * 4) });
export const linkSeatsSchema = z.strictObject({ seats: guestSeatsSchema });
/** POST /api/account/tables/:id/grant: which seat (omitted: the account's seat there, if one). */
export const grantSchema = z.strictObject({ seat: z.number().int().min(-1).max(7).optional() });

/** The signed-in player as their own account page sees it. */
export interface AccountUser {
  id: string;
  name: string;
  /** The profile is visible to anyone (else to its owner only). */
  public: boolean;
  /** A fallback password is set. */
  password: boolean;
  /** How many passkeys the account has. */
  passkeys: number;
  createdAt: string;
}

/** GET /api/account. */
export type AccountState = { user: null } | { user: AccountUser; csrf: string };

/** A guest seat that became the account's (sign-up, sign-in, POST /api/account/seats). `seat` null: a spectating host's pass. */
export interface LinkedSeat {
  table: string;
  seat: number | null;
}

/** Sign-up and sign-in: the player, the session's CSRF token, and which of the sent seats became theirs. */
export interface SignedIn {
  user: AccountUser;
  csrf: string;
  linked: LinkedSeat[];
}

/** POST /api/account/seats. */
export interface LinkedSeats {
  linked: LinkedSeat[];
}

/** Options for the browser's WebAuthn call, and the ceremony handle to send back with its answer. */
export interface CeremonyOptions {
  ceremony: string;
  /** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON (@simplewebauthn/browser). */
  options: Record<string, unknown>;
}

/** GET /api/account/tables: every seat the account holds, newest table first (only `ok` entries). */
export interface AccountTables {
  tables: MyTableEntry[];
}

/** POST /api/account/tables/:id/grant: this device's token for the seat (keep it like a seat token). */
export interface AccountGrant {
  table: TableInfo;
  seat: number | null;
  token: string;
}
