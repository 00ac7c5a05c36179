/**
 * Seat tokens: minting, hashing for storage, and constant-time lookup. Anything that compares or
 * stores a token belongs here (and nothing else: db.ts imports it during migrations).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SeatRecord } from './records.ts';

/** 192 bits from the operating system's cryptographic generator. */
export const newToken = (): string => randomBytes(24).toString('base64url');
/** Stored instead of the token: a database dump holds no usable seat. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function sameHash(hash: Buffer, stored: string | null): boolean {
  if (stored === null) return false;
  const other = Buffer.from(stored, 'hex');
  return other.length === hash.length && timingSafeEqual(hash, other);
}

/**
 * The holder of `token` among `holders`: the seat's own token or a device grant of the account
 * holding it (account-seats.ts). Compares against every hash in constant time each.
 */
export function findHolder(holders: readonly SeatRecord[], token: string): SeatRecord | null {
  const hash = Buffer.from(hashToken(token), 'hex');
  let found: SeatRecord | null = null;
  for (const s of holders) {
    let match = sameHash(hash, s.tokenHash);
    // A grant holds a seat only while the seat has its person (a token).
    for (const g of s.grantHashes ?? []) if (sameHash(hash, g) && s.tokenHash !== null) match = true;
    if (match && !found) found = s;
  }
  return found;
}
