import { createHash, randomBytes } from 'node:crypto';

export type AccountLinkPurpose = 'password-reset' | 'email-verification';

/** A new link token (256 random bits, URL-safe) and the hash that is all we keep of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a stored token still opens its door: unknown, used, expired or valid (in that order of telling). */
export function linkTokenState(row: { expiresAt: Date; usedAt: Date | null } | undefined, now: Date): 'unknown' | 'used' | 'expired' | 'valid' {
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}
