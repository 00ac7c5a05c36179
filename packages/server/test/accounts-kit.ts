/**
 * Test kit for accounts: a browser (cookie jar and CSRF token) and a software passkey
 * authenticator that answers WebAuthn options as a browser with a platform authenticator would:
 * an ES256 key pair from node:crypto, attestation 'none', CBOR built with the library's isoCBOR.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { CSRF_HEADER, SESSION_COOKIE } from '@alibi/protocol';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type Cbor = Parameters<typeof isoCBOR.encode>[0];
const b64url = (b: Uint8Array | string): string => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string): Buffer => createHash('sha256').update(b).digest();

/** A browser: keeps the session cookie it is given and the CSRF token of the last sign-in. */
export class Browser {
  cookie: string | null = null;
  csrf: string | null = null;
  /** Every Set-Cookie value received, in order. */
  readonly setCookies: string[] = [];

  constructor(
    readonly base: string,
    /** The page's origin, sent as a browser sends it. */
    readonly origin: string = base,
  ) {}

  /**
   * A request as the page makes it. `csrf`: true sends the kept token, a string sends that, false
   * sends none. The answer's cookie (set or cleared) is kept.
   */
  async call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    opts: { csrf?: boolean | string; raw?: string; contentType?: string } = {},
  ): Promise<{ status: number; body: T; setCookie: string | null }> {
    const headers: Record<string, string> = { origin: this.origin };
    if (this.cookie) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    const csrf = opts.csrf ?? true;
    if (csrf === true && this.csrf) headers[CSRF_HEADER] = this.csrf;
    if (typeof csrf === 'string') headers[CSRF_HEADER] = csrf;
    const init: RequestInit = { method, headers };
    if (body !== undefined || opts.raw !== undefined) {
      init.body = opts.raw ?? JSON.stringify(body);
      headers['content-type'] = opts.contentType ?? 'application/json';
    }
    const res = await fetch(this.base + path, init);
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      this.setCookies.push(setCookie);
      const m = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(setCookie);
      if (m) this.cookie = m[1] ? m[1] : null;
    }
    const json = (await res.json()) as T & { csrf?: string };
    if (res.ok && typeof json.csrf === 'string') this.csrf = json.csrf;
    return { status: res.status, body: json, setCookie };
  }
}

interface Credential {
  id: Buffer;
  key: KeyObject;
  userHandle: string;
  rpID: string;
  counter: number;
}

/** A platform authenticator holding discoverable ES256 credentials. */
export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  /** Added to the signature counter per use; 0 models an authenticator without a counter. */
  step = 1;

  /** Answers creation options (PublicKeyCredentialCreationOptionsJSON) as `origin`'s page. */
  create(options: Record<string, unknown>, origin: string): Record<string, unknown> {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cred: Credential = { id: randomBytes(16), key: privateKey, userHandle: user.id, rpID: rp.id, counter: 0 };
    this.credentials.push(cred);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
    const idLen = Buffer.alloc(2);
    idLen.writeUInt16BE(cred.id.length);
    // Flags: user present, user verified, attested credential data.
    const authData = Buffer.concat([
      sha256(rp.id),
      Buffer.from([0x45]),
      this.counterBytes(cred),
      Buffer.alloc(16),
      idLen,
      cred.id,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, Cbor>()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
    return {
      id: b64url(cred.id),
      rawId: b64url(cred.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers request options (discoverable: the first credential for the RP, or `which`). */
  get(options: Record<string, unknown>, origin: string, which = 0): Record<string, unknown> {
    const rpID = options.rpId as string;
    const cred = this.credentials.filter((c) => c.rpID === rpID)[which];
    if (!cred) throw new Error(`no credential for ${rpID}`);
    cred.counter += this.step;
    const authData = Buffer.concat([sha256(rpID), Buffer.from([0x05]), this.counterBytes(cred)]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false });
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), cred.key);
    return {
      id: b64url(cred.id),
      rawId: b64url(cred.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: cred.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private counterBytes(cred: Credential): Buffer {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(cred.counter);
    return b;
  }
}
