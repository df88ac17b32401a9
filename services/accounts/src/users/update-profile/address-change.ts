import { normalizeEmail } from '@comarketing/contracts';

/**
 * Whether a profile change moves the account to another mailbox, whose confirmation then starts
 * again. The same address in other capitals, spacing or Unicode form is the same account to sign-in
 * and to the uniqueness check, so it keeps its confirmation and is sent nothing.
 */
export function isNewAddress(current: string, next: string): boolean {
  return normalizeEmail(current) !== normalizeEmail(next);
}
