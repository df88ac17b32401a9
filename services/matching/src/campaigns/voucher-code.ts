import { VOUCHER_ALPHABET, VOUCHER_CODE_LENGTH } from '@comarketing/contracts';
import { randomInt } from 'node:crypto';

/**
 * A voucher code: 8 characters drawn with a cryptographic generator from 29 that cannot be
 * mistaken for each other when read aloud or copied from a flyer (about 5 × 10^11 codes, so a
 * customer cannot guess another partner's code). Uniqueness is the database's (a unique index).
 */
export function newVoucherCode(pick: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i += 1) code += VOUCHER_ALPHABET[pick(VOUCHER_ALPHABET.length)];
  return code;
}
