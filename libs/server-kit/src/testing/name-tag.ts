import { randomBytes } from 'node:crypto';

/**
 * Random letters that make a test's business or company name unique. Letters only: a name with a
 * run of digits (a hex id's '3141592a' would do) reads as a phone number to the name rules, and the
 * platform then never repeats it to another owner, which a test of what they are told cannot expect.
 */
export function nameTag(length = 8): string {
  return Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}
